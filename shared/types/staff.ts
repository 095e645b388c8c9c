// Wire types of the staff users (GET/POST/PUT /v1/usuarios) and the integrations (GET/PUT /v1/integrations):
// built by server/src/services/users and services/integrations, read by the panel.
import type { IntegrationField, IntegrationGroup } from '../validation/integrations';
import type { ModulePermissions, User, UserRole, UserStatus } from './account';
import type { Integration } from './misc';

export interface StaffUser extends User {
  role: UserRole;
  /** null = every module and permission of the plan. */
  modules: ModulePermissions[] | null;
  created_at: string;
}

/** Body of POST/PUT /v1/usuarios. */
export interface UserInput {
  email: string;
  name: string;
  username: string;
  status: UserStatus;
  modules?: ModulePermissions[] | null;
  password?: string;
}

export type IntegrationAction = 'detail' | 'configure' | 'test' | 'disconnect';
export type IntegrationSubgroup = 'card' | 'wallet' | null;

export interface IntegrationFieldView extends IntegrationField {
  /** Whether a value is stored (secrets are only shown masked). */
  configured: boolean;
}

/** One provider for one commerce: the stored integration plus what the panel shows. */
export interface IntegrationView extends Integration {
  group: IntegrationGroup;
  group_label: string;
  subgroup: IntegrationSubgroup;
  name: string;
  connected: boolean;
  built_in: boolean;
  fields: IntegrationFieldView[];
  actions: IntegrationAction[];
  updated_at: string | null;
}
