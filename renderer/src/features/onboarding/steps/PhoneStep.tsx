// Step 1, right after sign-up: validate the commerce phone with a code by SMS, or leave it for later (it stays
// in Mi cuenta). Nothing of the commerce changes here; the code flow saves on its own.
import { PhoneValidationCard } from '../../account/PhoneValidationCard';
import type { StepProps } from './stepProps';

export function PhoneStep({ onSubmit }: StepProps) {
  const next = () => void onSubmit({});
  return (
    <div data-testid="onboarding-step-phone">
      <PhoneValidationCard onValidated={next} onSkip={next} />
    </div>
  );
}
