// Desktop configuration is read in one module: the main process, the print agent and the printing service read
// their variables in main/config.ts only, and README's "Impresión y escritorio" table lists each of them.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DESKTOP_ENV_VARIABLES, readAgentEnv } from '../../../main/config';
import { REPO_ROOT, readmeTableVariables, sourceFiles } from '../../support/source-files';

const ROOT = REPO_ROOT;

/** `process.env.NAME` reads in code lines (comments aside), per file. */
function namedReads(dir: string): Record<string, string[]> {
  const reads: Record<string, string[]> = {};
  for (const file of sourceFiles(path.join(ROOT, dir))) {
    const names = readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => !/^\s*(\/\/|\*|\/\*)/.test(line))
      .flatMap((line) => [...line.matchAll(/process\.env\.([A-Z_]+)/g)].map((match) => match[1]!));
    if (names.length > 0) reads[path.relative(ROOT, file)] = [...new Set(names)].sort();
  }
  return reads;
}

describe('desktop configuration', () => {
  it('is read in main/config.ts only; elsewhere only what the OS sets', () => {
    // XDG_CONFIG_HOME and APPIMAGE are set by the desktop session and the AppImage runtime, not by whoever
    // installs the app: where Linux keeps autostart entries and which file to start at login.
    expect(namedReads('main')).toEqual({
      'main/config.ts': ['BUILD_PANEL_URL', 'BUILD_SENTRY_DSN', 'BUILD_UPDATE_URL'],
      'main/shell/login-item.ts': ['APPIMAGE', 'XDG_CONFIG_HOME'],
    });
  });

  it('the README desktop table lists exactly the variables the desktop side reads, and npm start\'s AGENT', () => {
    const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
    const listed = readmeTableVariables(readme, 'Impresión y escritorio');
    expect([...listed].sort()).toEqual([...DESKTOP_ENV_VARIABLES, 'AGENT'].sort());
    expect(readFileSync(path.join(ROOT, 'scripts/start.ts'), 'utf8')).toContain('process.env.AGENT ');
  });

  it('knows every variable its readers take', () => {
    const source = readFileSync(path.join(ROOT, 'main/config.ts'), 'utf8');
    const read = [...new Set([...source.matchAll(/env\.([A-Z_]+)/g)].map((match) => match[1]!))].sort();
    expect(read).toEqual([...DESKTOP_ENV_VARIABLES].sort());
  });

  it('takes the PDF fonts folder from PRINT_FONTS_DIR', () => {
    expect(readAgentEnv({ PRINT_FONTS_DIR: ' /opt/fuentes ' }).fontsDir).toBe('/opt/fuentes');
    expect(readAgentEnv({}).fontsDir).toBeNull();
  });
});
