// Trial accounts see how many days of the free trial are left.
import { Alert, Button } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useAccount } from '../app/access';

export function trialDaysText(days: number): string {
  if (days <= 0) return 'Tu prueba gratis termina hoy';
  return days === 1 ? 'Te queda 1 día de prueba gratis' : `Te quedan ${days} días de prueba gratis`;
}

export function TrialBanner() {
  const account = useAccount();
  const navigate = useNavigate();
  if (!account || account.planId !== 'TRIAL') return null;
  return (
    <Alert
      type="info"
      banner
      showIcon
      data-testid="trial-banner"
      title={trialDaysText(account.trialDaysRemaining)}
      // Plans are the owner's to choose (Mi cuenta is owner only).
      action={
        account.role === 'owner' ? (
          <Button size="small" type="primary" onClick={() => navigate('/mi-cuenta')}>
            Elegir un plan
          </Button>
        ) : undefined
      }
    />
  );
}
