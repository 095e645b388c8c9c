// "Prueba gratis" box: shown to freemium accounts that have not used their trial.
import { RocketOutlined } from '@ant-design/icons';
import { Button, Card, Typography } from 'antd';
import { useTrialActivation } from './useActivateTrial';

export function TrialOffer() {
  const { canActivate, activate, isLoading } = useTrialActivation();
  if (!canActivate) return null;
  return (
    <Card style={{ background: '#fff4e6', borderColor: '#ffd8a8' }} data-testid="trial-offer">
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        <RocketOutlined /> Prueba todas las funciones gratis
      </Typography.Title>
      <Typography.Paragraph>Activa tu periodo de prueba y usa todos los módulos del panel sin costo. Solo puedes activarlo una vez.</Typography.Paragraph>
      <Button type="primary" size="large" loading={isLoading} onClick={() => void activate()} data-testid="activate-trial">
        Activar prueba gratis
      </Button>
    </Card>
  );
}
