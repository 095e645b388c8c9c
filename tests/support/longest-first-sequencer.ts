// The order files start in. Two workers share each phase; a long file that starts last runs alone at the
// end of its phase while the other core idles (seen at the end of a fresh-clone npm test: the shift test,
// 29 s, started after every other e2e file, and both cores were 10–45 % busy for its last 20 s).
// Vitest orders by the durations of the previous run, kept under node_modules, so a fresh clone (CI, a
// new machine) has none and starts the biggest files first, which are not the longest. The files that
// take longest, measured in npm test, start first; the rest keep Vitest's order.
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Longest first: files of 8 s and more in a fresh-clone npm test (docs/architecture.md, "Tests"). */
export const LONGEST_FILES = [
  'tests/e2e/a11y/panel-axe.test.ts',
  'tests/e2e/routes.test.ts',
  'tests/e2e/printing/shift.test.ts',
  'tests/e2e/onboarding/first-hour.test.ts',
  'tests/e2e/shell.test.ts',
  'tests/unit/printing/tickets-add-up.test.ts',
  'tests/integration/security/fuzz.test.ts',
  'tests/integration/data-safety/crash.test.ts',
  'tests/e2e/counter/reasons.test.ts',
  'tests/e2e/business/business.test.ts',
  'tests/e2e/menu/menu-to-order.test.ts',
  'tests/e2e/onboarding/onboarding.test.ts',
  'tests/e2e/counter/tables.test.ts',
  'tests/e2e/data-safety/data-safety-cards.test.ts',
  'tests/e2e/printing/auto-print.test.ts',
  'tests/e2e/zones/zones.test.ts',
  'tests/e2e/modules/modules.test.ts',
  'tests/integration/data-safety/backup-restore.test.ts',
  'tests/integration/data-safety/upgrade.test.ts',
  'tests/e2e/config/config-screens.test.ts',
  'tests/e2e/business/no-permission.test.ts',
  'tests/e2e/counter/phone-order.test.ts',
  'tests/e2e/counter/busy-status.test.ts',
  'tests/unit/renderer/config/rules-form.dom.test.tsx',
  'tests/e2e/orders/live-board.test.ts',
  'tests/e2e/printing/settings-screen.test.ts',
];

function rankOf(spec: TestSpecification): number {
  const path = spec.moduleId.replaceAll('\\', '/');
  const rank = LONGEST_FILES.findIndex((file) => path.endsWith(`/${file}`));
  return rank < 0 ? LONGEST_FILES.length : rank;
}

export default class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const base = await super.sort(files);
    // Vitest's order of groups and projects stays; inside a project, the known long files go first.
    const projectOrder = new Map<string, number>();
    for (const spec of base) if (!projectOrder.has(spec.project.name)) projectOrder.set(spec.project.name, projectOrder.size);
    const position = new Map(base.map((spec, index) => [spec, index]));
    return [...base].sort(
      (a, b) =>
        projectOrder.get(a.project.name)! - projectOrder.get(b.project.name)! || rankOf(a) - rankOf(b) || position.get(a)! - position.get(b)!,
    );
  }
}
