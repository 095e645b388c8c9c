// /suscripcion/{module}: the module is not in the plan. Lists the plans (PROFESIONAL preselected) and offers
// the free trial when allowed; a module whose feature does not exist yet offers neither.
import { LockOutlined } from '@ant-design/icons';
import { Button, Flex, Space, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { DEFAULT_PLAN, MODULES, type ModuleId, type PlanId } from '@shared/constants';
import { COMING_SOON_LABEL, isComingSoonModule } from '@shared/modules';
import { useAccount } from '../../app/access';
import { PageHeader } from '../../components/PageHeader';
import { MODULE_UNLOCKS, moduleLabel } from './moduleLabels';
import { PlanPicker } from './PlanPicker';
import { TrialOffer } from './TrialOffer';

function asModule(value: string | undefined): ModuleId | undefined {
  return (MODULES as readonly string[]).includes(value ?? '') ? (value as ModuleId) : undefined;
}

export default function UpsellScreen() {
  const module = asModule(useParams().module);
  const [plan, setPlan] = useState<PlanId>(DEFAULT_PLAN);
  const navigate = useNavigate();
  const account = useAccount();
  // A module whose feature does not exist yet is not sold: it says «Próximamente» (shared/modules.ts).
  const comingSoon = isComingSoonModule(module);
  const title = module ? (comingSoon ? `${moduleLabel(module)}: ${COMING_SOON_LABEL.toLowerCase()}` : `${moduleLabel(module)} no está incluido en tu plan`) : 'Mejora tu plan';
  return (
    <section data-testid="screen-upsell" data-module={module ?? ''} data-coming-soon={comingSoon} aria-label="Mejora tu plan">
      <PageHeader
        title={title}
        description={
          <>
            {module ? <span data-testid="upsell-unlocks" style={{ display: 'block' }}>{MODULE_UNLOCKS[module]}</span> : null}
            {comingSoon ? null : (
              <>
                <LockOutlined /> Elige un plan para desbloquear este módulo y hacer crecer tu negocio.
              </>
            )}
          </>
        }
      />
      {comingSoon ? (
        // Nothing to buy: no plan brings a feature that is not there yet.
        <Flex vertical gap={16} align="flex-start" data-testid="upsell-coming-soon">
          <Typography.Paragraph style={{ margin: 0 }}>Esta función todavía no está disponible en ningún plan: no hay nada que contratar por ahora.</Typography.Paragraph>
          <Button onClick={() => navigate(-1)}>Volver</Button>
        </Flex>
      ) : (
        <Space orientation="vertical" size={24} style={{ width: '100%' }}>
          <TrialOffer />
          <PlanPicker value={plan} onChange={setPlan} highlightModule={module} currentPlan={account?.planId} />
          <Flex justify="flex-end">
            <Button type="primary" size="large" onClick={() => navigate('/mi-cuenta', { state: { plan } })} data-testid="choose-plan">
              Contratar plan
            </Button>
          </Flex>
        </Space>
      )}
    </section>
  );
}
