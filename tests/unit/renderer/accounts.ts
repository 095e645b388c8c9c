// Account details for renderer unit tests, shaped as GET /v1/auth/account-details answers.
import { MODULES, PERMISSIONS, type ModuleId, type PlanId } from '@shared/constants';
import type { AccountDetails } from '@shared/types/account';

export function accountWith(planId: PlanId, modules: readonly ModuleId[] = MODULES, overrides: Partial<AccountDetails> = {}): AccountDetails {
  return {
    planId,
    role: 'owner',
    operator: false,
    trialDaysRemaining: planId === 'TRIAL' ? 9 : 0,
    trialUsed: false,
    modulesAndPermissions: modules.map((id) => ({ id, permisos: [...PERMISSIONS] })),
    accountCommerceTokens: [],
    accountId: `acc-${planId}`,
    subscriptionId: null,
    fecha_registro_timestamp: Date.parse('2025-09-01T00:00:00Z') / 1000,
    zona_horaria: 'America/Mexico_City',
    menuUrl: 'https://pedidos.ejemplo.mx/m/el-buen-taco',
    lastSuscriptionInvoice: null,
    orderLimits: { currentMonthCount: 0, monthlyLimit: null, quotaUsagePercent: 0 },
    ...overrides,
  };
}
