// Subscription plans with their modules and permissions (docs/domain.md (Permisos): modules and permissions).
import { integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { PlanId } from '../../../../shared/constants';
import type { ModulePermissions } from '../../../../shared/types/account';

export const plans = pgTable('plans', {
  id: text('id').$type<PlanId>().primaryKey(),
  nombre: text('nombre').notNull(),
  descripcion: text('descripcion').notNull().default(''),
  precio_mensual_cents: integer('precio_mensual_cents').notNull().default(0),
  /** null = unlimited orders per calendar month. */
  limite_pedidos_mensual: integer('limite_pedidos_mensual'),
  modulos: jsonb('modulos').$type<ModulePermissions[]>().notNull().default([]),
  orden: integer('orden').notNull().default(0),
});
