// /bienvenido-prueba-gratis: shown once when the account is on the free trial.
import { Button, Card, Result } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useAccount } from '../../app/access';
import { reachableLanding } from '../../app/landing';
import { trialDaysText } from '../../shell/TrialBanner';

export default function WelcomeTrialScreen() {
  const account = useAccount();
  const navigate = useNavigate();
  const landing = account ? reachableLanding(account) : '/';
  return (
    <section data-testid="screen-welcome-trial" aria-label="Bienvenida a la prueba gratis">
      <Card>
        <Result
          status="success"
          title="¡Tu prueba gratis está activa!"
          subTitle={`Todas las funciones del panel están desbloqueadas. ${account ? trialDaysText(account.trialDaysRemaining) : ''}.`}
          extra={
            <Button type="primary" size="large" onClick={() => navigate(landing, { replace: true })} data-testid="welcome-continue">
              Empezar
            </Button>
          }
        />
      </Card>
    </section>
  );
}
