// /suscripcion/{module}: the module is not in the plan. Lists the plans (PROFESIONAL preselected) and offers
// the free trial when allowed.
import { LockOutlined } from '@ant-design/icons';
import { Button, Flex, Space } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { DEFAULT_PLAN, MODULES, type ModuleId, type PlanId } from '@shared/constants';
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
  const title = module ? `${moduleLabel(module)} no está incluido en tu plan` : 'Mejora tu plan';
  return (
    <section data-testid="screen-upsell" data-module={module ?? ''} aria-label="Mejora tu plan">
      <PageHeader
        title={title}
        description={
          <>
            {module ? <span data-testid="upsell-unlocks" style={{ display: 'block' }}>{MODULE_UNLOCKS[module]}</span> : null}
            <LockOutlined /> Elige un plan para desbloquear este módulo y hacer crecer tu negocio.
          </>
        }
      />
      <Space orientation="vertical" size={24} style={{ width: '100%' }}>
        <TrialOffer />
        <PlanPicker value={plan} onChange={setPlan} highlightModule={module} currentPlan={account?.planId} />
        <Flex justify="flex-end">
          <Button type="primary" size="large" onClick={() => navigate('/mi-cuenta', { state: { plan } })} data-testid="choose-plan">
            Contratar plan
          </Button>
        </Flex>
      </Space>
    </section>
  );
}
