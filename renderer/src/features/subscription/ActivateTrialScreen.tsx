// /activar-trial: activate the free trial, or say why it is not available.
import { Button, Result } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useAccount } from '../../app/access';
import { TrialOffer } from './TrialOffer';

export default function ActivateTrialScreen() {
  const account = useAccount();
  const navigate = useNavigate();
  return (
    <section data-testid="screen-activate-trial" aria-label="Activar prueba gratis">
      {account && !account.trialUsed ? (
        <TrialOffer />
      ) : (
        <Result
          status="info"
          title="Ya usaste tu periodo de prueba"
          subTitle="Elige un plan para seguir usando todas las funciones."
          extra={
            <Button type="primary" onClick={() => navigate('/suscripcion/ESTADISTICAS')}>
              Ver planes
            </Button>
          }
        />
      )}
    </section>
  );
}
