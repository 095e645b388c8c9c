// One wire contract: for each reply the panel reads, the server service that builds it and the panel's
// RTK Query endpoint that receives it name the same type from shared/types. Checked by the type checker
// (`npm run typecheck` includes tests/): if either side declares its own shape again, this file stops
// compiling. The runtime part only makes the suite list it.
import { describe, expectTypeOf, it } from 'vitest';
import type { CustomerDetail, CustomerPage, HistoryPage } from '../../../shared/types/pages';
import type { IntegrationView, StaffUser } from '../../../shared/types/staff';
import type { ReportResult, StatsDashboard } from '../../../shared/types/stats';
import type { customerDetail, listCustomers } from '../../../server/src/services/customers/customers';
import type { orderHistory } from '../../../server/src/services/orders/history';
import type { runReport } from '../../../server/src/services/reports/queries';
import type { getIntegration, listIntegrations } from '../../../server/src/services/integrations/store';
import type { statsDashboard } from '../../../server/src/services/stats/dashboard';
import type { getUser, listUsers } from '../../../server/src/services/users/users';
import type { customersApi } from '../../../renderer/src/features/clients/api';
import type { historyApi } from '../../../renderer/src/features/order-history/api';
import type { integrationsApi } from '../../../renderer/src/features/integrations/api';
import type { statsApi } from '../../../renderer/src/features/stats/api';
import type { usersApi } from '../../../renderer/src/features/users/api';

type Reply<F extends (...args: never[]) => Promise<unknown>> = Awaited<ReturnType<F>>;
type Received<E extends { Types: { ResultType: unknown } }> = E['Types']['ResultType'];

describe('wire contract', () => {
  it('customers: GET /v1/clientes and /v1/clientes/:id', () => {
    expectTypeOf<Reply<typeof listCustomers>>().toEqualTypeOf<CustomerPage>();
    expectTypeOf<Received<(typeof customersApi)['endpoints']['getCustomers']>>().toEqualTypeOf<CustomerPage>();
    expectTypeOf<Reply<typeof customerDetail>>().toEqualTypeOf<CustomerDetail>();
    expectTypeOf<Received<(typeof customersApi)['endpoints']['getCustomer']>>().toEqualTypeOf<CustomerDetail>();
  });

  it('order history: GET /v1/historial', () => {
    expectTypeOf<Reply<typeof orderHistory>>().toEqualTypeOf<HistoryPage>();
    expectTypeOf<Received<(typeof historyApi)['endpoints']['getOrderHistory']>>().toEqualTypeOf<HistoryPage>();
  });

  it('statistics and reports, zona_horaria included on both sides', () => {
    expectTypeOf<Reply<typeof statsDashboard>>().toEqualTypeOf<StatsDashboard>();
    expectTypeOf<Received<(typeof statsApi)['endpoints']['getStats']>>().toEqualTypeOf<StatsDashboard>();
    expectTypeOf<Reply<typeof runReport>>().toEqualTypeOf<ReportResult>();
    expectTypeOf<Received<(typeof statsApi)['endpoints']['getReport']>>().toEqualTypeOf<ReportResult>();
    expectTypeOf<ReportResult>().toHaveProperty('zona_horaria').toEqualTypeOf<string>();
  });

  it('staff users: GET /v1/usuarios and /v1/usuarios/:id', () => {
    expectTypeOf<Reply<typeof listUsers>>().toEqualTypeOf<StaffUser[]>();
    expectTypeOf<Received<(typeof usersApi)['endpoints']['getUsers']>>().toEqualTypeOf<StaffUser[]>();
    expectTypeOf<Reply<typeof getUser>>().toEqualTypeOf<StaffUser>();
    expectTypeOf<Received<(typeof usersApi)['endpoints']['getUser']>>().toEqualTypeOf<StaffUser>();
  });

  it('integrations: GET /v1/integrations and one provider', () => {
    expectTypeOf<Reply<typeof listIntegrations>>().toEqualTypeOf<IntegrationView[]>();
    expectTypeOf<Received<(typeof integrationsApi)['endpoints']['getIntegrations']>>().toEqualTypeOf<IntegrationView[]>();
    expectTypeOf<Reply<typeof getIntegration>>().toEqualTypeOf<IntegrationView>();
    expectTypeOf<Received<(typeof integrationsApi)['endpoints']['getIntegration']>>().toEqualTypeOf<IntegrationView>();
  });
});
