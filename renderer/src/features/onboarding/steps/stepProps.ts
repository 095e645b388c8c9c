import type { Commerce } from '@shared/types/commerce';

/** Every wizard step edits part of the commerce and hands the changes to the wizard, which saves them. */
export interface StepProps {
  commerce: Commerce;
  saving: boolean;
  onBack?: () => void;
  onSubmit: (changes: Partial<Commerce>) => Promise<void>;
}
