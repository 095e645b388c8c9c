// Configuration is read in one module per process: the server reads process.env only in server/src/config.ts,
// and README's "Configuración" table lists every variable the server reads.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SERVER_ENV_VARIABLES, serverEnv } from '../../../server/src/config';
import { REPO_ROOT, readmeTableVariables, sourceFiles } from '../../support/source-files';

const ROOT = REPO_ROOT;

/** Code lines (comments aside) that read process.env. */
function envReaders(dir: string): string[] {
  return sourceFiles(path.join(ROOT, dir)).filter((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .some((line) => !/^\s*(\/\/|\*|\/\*)/.test(line) && /process\.env\b/.test(line)),
  ).map((file) => path.relative(ROOT, file));
}

describe('server configuration', () => {
  const saved = process.env.PG_POOL_MAX;
  afterEach(() => {
    if (saved === undefined) delete process.env.PG_POOL_MAX;
    else process.env.PG_POOL_MAX = saved;
  });

  it('reads process.env in server/src/config.ts only', () => {
    expect(envReaders('server/src')).toEqual(['server/src/config.ts']);
  });

  it('the README server table lists only variables the server reads, and the README lists each of them', () => {
    const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
    const serverTable = readmeTableVariables(readme, 'Servidor (`npm start`');
    // The print agent's folder is read by both sides and described once, in the desktop table.
    const desktopTable = readmeTableVariables(readme, 'Impresión y escritorio');
    expect(serverTable.filter((name) => !(name in SERVER_ENV_VARIABLES))).toEqual([]);
    const listed = new Set([...serverTable, ...desktopTable]);
    expect(Object.keys(SERVER_ENV_VARIABLES).filter((name) => !listed.has(name))).toEqual([]);
  });

  it('serverEnv() carries the variables it knows, read at call time', () => {
    process.env.PG_POOL_MAX = '4';
    expect(serverEnv().PG_POOL_MAX).toBe('4');
    expect(Object.keys(serverEnv()).every((name) => name in SERVER_ENV_VARIABLES)).toBe(true);
  });
});
