// The repository's TypeScript sources, for tests that check a rule over the code itself (configuration read in
// one module, for instance).
import path from 'node:path';

export { sourceFiles } from '../../scripts/lib/import-graph';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * The environment variables named in the first column of the README table that follows the line starting
 * with `heading` (each variable in backticks, several per row allowed).
 */
export function readmeTableVariables(readme: string, heading: string): string[] {
  const start = readme.split('\n').findIndex((line) => line.startsWith(heading));
  if (start < 0) throw new Error(`README: no line starts with ${heading}`);
  const rows = readme.split('\n').slice(start + 1);
  const table = rows.slice(rows.findIndex((line) => line.startsWith('|')));
  const end = table.findIndex((line) => !line.startsWith('|'));
  const body = table.slice(2, end < 0 ? table.length : end);
  return body.flatMap((row) => [...(row.split('|')[1] ?? '').matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((match) => match[1]!));
}
