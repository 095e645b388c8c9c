// Users, login session and subscription/account details (docs/domain.md (Entidades)).
import type { ModuleId, Permission, PlanId } from '../constants';

export type UserStatus = 'activo' | 'inactivo';

/** The account's owner, or a staff user with the modules given to them (shared/types/staff.ts). */
export type UserRole = 'owner' | 'staff';

export interface User {
  id: string;
  email: string;
  name: string;
  username: string;
  status: UserStatus;
}

/** What POST /v1/auth/login answers and the panel stores. */
export interface LoginSession {
  token: string;
  id_comercio: string;
  id_usuario: string;
  id_path: string;
  nombre_comercio: string;
  logotipo: string | null;
  nombre_usuario: string;
  usuario: User;
  onboarding_finish_date: string | null;
  /**
   * One entry per location (commerce) the user may use, each with the token of its own session in this
   * login (docs/locations.md); the panel switches location by switching token. Absent in sessions stored
   * before locations existed: the panel then has its one commerce.
   */
  accountCommerceTokens?: CommerceToken[];
}

/** A location's session token of one login (accountCommerceTokens). */
export interface CommerceToken {
  id_comercio: string;
  token: string;
}

export interface ModulePermissions {
  id: ModuleId;
  permisos: Permission[];
}

export interface OrderLimits {
  /** Orders this month over every location of the account (the plan's limit is per account). */
  currentMonthCount: number;
  monthlyLimit: number | null;
  quotaUsagePercent: number;
  /** This month's orders of each location of the account (summed above); absent for a single commerce. */
  perLocation?: { id_comercio: string; nombre: string; currentMonthCount: number }[];
}

export interface AccountDetails {
  planId: PlanId;
  /** The signed-in user's role: billing and setup are for the owner only. */
  role: UserRole;
  /** The server's operator (backups of the whole server, docs/security.md); everyone else exports their own data. */
  operator: boolean;
  trialDaysRemaining: number;
  trialUsed: boolean;
  modulesAndPermissions: ModulePermissions[];
  /** One entry per location of this login, the current one included (docs/locations.md). */
  accountCommerceTokens: CommerceToken[];
  accountId: string;
  subscriptionId: string | null;
  fecha_registro_timestamp: number;
  /** The commerce's time zone: the setup page's cutoff day is read in it (docs/domain.md (Permisos)). */
  zona_horaria: string;
  /**
   * The commerce's public menu as customers reach it: on the server's PUBLIC_URL, or a path on the API's
   * origin when the server has none (docs/public-menu.md, Sharing). The links the panel hands out start here.
   */
  menuUrl: string;
  lastSuscriptionInvoice: { status: 'paid' | 'open' | 'uncollectible' | 'void' | 'draft'; attempt_count: number } | null;
  orderLimits: OrderLimits;
}

export interface Plan {
  id: PlanId;
  nombre: string;
  precio_mensual: number;
  descripcion: string;
  modulos: ModuleId[];
  limite_pedidos_mensual: number | null;
}
