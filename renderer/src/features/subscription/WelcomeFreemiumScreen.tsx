// /bienvenido-freemium: shown once after the first login of a freemium account.
import { Button, Card, Flex, Result } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useAccount } from '../../app/access';
import { reachableLanding } from '../../app/landing';
import { TrialOffer } from './TrialOffer';

export default function WelcomeFreemiumScreen() {
  const account = useAccount();
  const navigate = useNavigate();
  const landing = account ? reachableLanding(account) : '/';
  return (
    <section data-testid="screen-welcome-freemium" aria-label="Bienvenida">
      <Card>
        <Result
          status="success"
          title="¡Bienvenido a tu panel!"
          subTitle="Tu menú en línea ya está listo para recibir pedidos con el plan gratuito. Los módulos con candado se desbloquean con un plan de pago."
          extra={
            <Flex gap={12} justify="center" wrap>
              <Button type="primary" size="large" onClick={() => navigate(landing, { replace: true })} data-testid="welcome-continue">
                Ir a mi panel
              </Button>
            </Flex>
          }
        />
      </Card>
      <div style={{ marginTop: 16 }}>
        <TrialOffer />
      </div>
    </section>
  );
}
