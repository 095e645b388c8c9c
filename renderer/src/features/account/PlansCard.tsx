// Mi cuenta's plans for a free or trial account («Elegir un plan» of the trial banner lands here): every plan,
// the current one marked, the one chosen on an upsell page preselected; contracting opens the billing portal.
import { Button, Card, Flex } from 'antd';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { DEFAULT_PLAN, type PlanId } from '@shared/constants';
import { MSG } from '@shared/messages';
import type { AccountDetails } from '@shared/types/account';
import { errorMessage } from '../../app/baseQuery';
import { useToast } from '../../app/feedback';
import { PlanPicker } from '../subscription/PlanPicker';
import { useGetBillingPortalMutation } from './api';

function chosenOnArrival(state: unknown): PlanId | null {
  return typeof state === 'object' && state !== null && 'plan' in state && typeof state.plan === 'string' ? (state.plan as PlanId) : null;
}

export function PlansCard({ account }: { account: AccountDetails }) {
  const location = useLocation();
  const [plan, setPlan] = useState<PlanId>(chosenOnArrival(location.state) ?? DEFAULT_PLAN);
  const [billingPortal, billingState] = useGetBillingPortalMutation();
  const toast = useToast();
  const contract = async () => {
    try {
      window.open((await billingPortal().unwrap()).stripe_customer_portal, '_blank', 'noopener,noreferrer');
    } catch (error) {
      toast.error(errorMessage(error, MSG.paymentInfoError));
    }
  };
  return (
    <Card title="Elegir un plan" data-testid="account-plans">
      <PlanPicker value={plan} onChange={setPlan} currentPlan={account.planId} />
      <Flex justify="flex-end" style={{ marginTop: 16 }}>
        <Button type="primary" onClick={contract} loading={billingState.isLoading} data-testid="contract-plan">
          Contratar plan
        </Button>
      </Flex>
    </Card>
  );
}
