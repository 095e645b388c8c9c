// Tests that need a PostgreSQL server and nginx run in the PostgreSQL integration pass of .ci/run
// (TEST_DATABASE_URL); on the embedded-PGlite pass they check instead that CI runs that pass.
import { readFileSync } from 'node:fs';
import { expect } from 'vitest';

export const onPostgres = (process.env.TEST_DATABASE_URL ?? '').startsWith('postgres');

export function expectCiRunsThePostgresPass(): void {
  const ci = readFileSync(new URL('../../../.ci/run', import.meta.url), 'utf8');
  expect(ci).toMatch(/TEST_DATABASE_URL="\$TEST_DATABASE_URL_PG" npx vitest run --project integration/);
  expect(ci).toMatch(/packages=\([^)]*\bpostgresql\b[^)]*\bnginx\b/);
}
