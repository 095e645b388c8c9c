// The order test files start in: the known long files first, inside Vitest's order of groups and projects.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { TestSpecification, Vitest } from 'vitest/node';
import { describe, expect, it } from 'vitest';
import LongestFirstSequencer, { LONGEST_FILES } from '../../support/longest-first-sequencer';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

function spec(project: string, groupOrder: number, file: string): TestSpecification {
  return { moduleId: `${ROOT}${file}`, project: { name: project, config: { sequence: { groupOrder }, isolate: true } } } as unknown as TestSpecification;
}

// A fresh clone: Vitest has no timings and no file sizes cached.
const freshClone = { config: { root: ROOT }, cache: { getFileTestResults: () => undefined, getFileStats: () => undefined } } as unknown as Vitest;

describe('longest-first sequencer', () => {
  it('lists only files that exist (a renamed file would silently lose its place)', () => {
    expect(LONGEST_FILES.filter((file) => !existsSync(`${ROOT}${file}`))).toEqual([]);
  });

  it('starts the long files first inside each project and keeps groups and projects in order', async () => {
    const files = [
      spec('e2e', 1, 'tests/e2e/bundle.test.ts'),
      spec('e2e', 1, 'tests/e2e/printing/shift.test.ts'),
      spec('unit', 0, 'tests/unit/a.test.ts'),
      spec('integration', 0, 'tests/integration/orders/simulator.test.ts'),
      spec('integration', 0, 'tests/integration/security/fuzz.test.ts'),
      spec('e2e', 1, 'tests/e2e/a11y/panel-axe.test.ts'),
    ];
    const sorted = await new LongestFirstSequencer(freshClone).sort(files);
    expect(sorted.map((file) => file.moduleId.slice(ROOT.length))).toEqual([
      'tests/integration/security/fuzz.test.ts',
      'tests/integration/orders/simulator.test.ts',
      'tests/unit/a.test.ts',
      'tests/e2e/a11y/panel-axe.test.ts',
      'tests/e2e/printing/shift.test.ts',
      'tests/e2e/bundle.test.ts',
    ]);
  });
});
