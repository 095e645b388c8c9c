import { Button, Flex } from 'antd';

export function StepActions({ saving, onBack, last = false }: { saving: boolean; onBack?: () => void; last?: boolean }) {
  return (
    <Flex justify="space-between" gap={12} style={{ marginTop: 24 }}>
      {onBack ? <Button onClick={onBack}>Anterior</Button> : <span />}
      <Button type="primary" htmlType="submit" loading={saving} size="large" data-testid="onboarding-next">
        {last ? 'Terminar' : 'Siguiente'}
      </Button>
    </Flex>
  );
}
