// One row of the tenant-isolation table (tests/integration/server/tenant-isolation.test.ts).
// Each file tests/integration/support/isolation/<feature>.ts exports `rows: IsolationRow[]`.
import type { FastifyInstance } from 'fastify';
import type { DbHandle } from '../../../server/src/db/database';
import type { CommerceFixture } from '../../../testkit/commerce-fixture';
import type { LoggedIn } from '../../../testkit/test-app';

/** Commerce A as the owner of the resources under test. */
export interface IsolationContext {
  app: FastifyInstance;
  handle: DbHandle;
  commerce: CommerceFixture;
  auth: LoggedIn;
}

/** Ids of A's resources that `path` and `body` refer to (always includes commerceId and idPath). */
export type IsolationIds = Record<string, string> & { commerceId: string; idPath: string };

export interface IsolationRow {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: (ids: IsolationIds) => string;
  body?: (ids: IsolationIds) => unknown;
  /** 'public': no session; B's side calls the path with B's `idPath` (and A's other ids). */
  family: 'v1' | 'v2' | 'public';
  /** Creates A's resources through A's own session or the database; returns their ids. */
  setup?: (ctxA: IsolationContext) => Promise<Record<string, string>>;
  /** Ids the answer may repeat because the caller sent them (a coupon code echoed back). */
  echoed?: string[];
  /** A 2xx answer to B that still refuses A's resource (a coupon preview saying it does not apply). */
  refusedBody?: (body: unknown) => boolean;
  /** Statuses that count as refusing A's resource besides 403/404 (public intake: 400/409/422). */
  refusedWith?: number[];
}
