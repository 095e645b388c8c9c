// The preflight of `npm test`: names a missing system tool with its install command, and finds skipped tests.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SYSTEM_TOOLS, missingTools, skippedTests } from '../../../scripts/preflight';

describe('preflight', () => {
  it('names Chromium and CUPS with the one command that installs each when they are missing', () => {
    const missing = missingTools(SYSTEM_TOOLS, () => false);
    expect(missing.map((tool) => tool.install)).toEqual(['sudo apt-get install -y chromium-headless-shell', 'sudo apt-get install -y cups', 'sudo apt-get install -y cups-client']);
    expect(missingTools(SYSTEM_TOOLS, () => true)).toEqual([]);
  });

  const dir = mkdtempSync(path.join(tmpdir(), 'preflight-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('finds skip, skipIf and todo markers in test files, and nothing in a clean tree', () => {
    mkdirSync(path.join(dir, 'unit'));
    writeFileSync(path.join(dir, 'unit/a.test.ts'), "it('runs', () => {});\n");
    expect(skippedTests(dir)).toEqual([]);
    // Spelled in pieces so this file does not carry the markers it looks for.
    const [skipIf, skip] = ['it.' + 'skipIf', 'describe.' + 'skip'];
    writeFileSync(path.join(dir, 'unit/b.test.ts'), `${skipIf}(!cups)('prints', () => {});\n${skip}('x', () => {});\n`);
    const found = skippedTests(dir);
    expect(found).toHaveLength(2);
    expect(found[0]).toContain('b.test.ts:1');
  });

  it('finds no skipped test in this repository', () => {
    expect(skippedTests()).toEqual([]);
  });
});
