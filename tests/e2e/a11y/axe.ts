// axe-core in real Chromium: injects the engine from node_modules into the page and runs the WCAG 2.0/2.1 A/AA rules.
// Only serious and critical findings count (docs/accessibility.md); each one is reported with its rule and the
// elements it names, so a failure says what to fix.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { settle } from '../support/shots';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const BLOCKING = new Set(['serious', 'critical']);

export interface Finding {
  rule: string;
  impact: string;
  targets: string[];
}

interface AxeResult {
  violations: { id: string; impact: string | null; nodes: { target: unknown[] }[] }[];
}

/** Serious and critical WCAG 2 A/AA findings on the page as it is now, minus the excluded selectors. */
export async function axeFindings(page: Page, exclude: readonly string[] = []): Promise<Finding[]> {
  await settle(page);
  // Evaluated through the DevTools protocol, not as a <script> tag: the panel's CSP (script-src 'self') refuses
  // inline scripts, as it should.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const result = await page.evaluate(async (excluded) => {
    const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<unknown> } }).axe;
    // The elements themselves, found by the browser (its selectors know :has()), not selectors for axe.
    const nodes = excluded.flatMap((selector) => [...document.querySelectorAll(selector)]);
    const context = nodes.length ? { include: [document.documentElement], exclude: nodes } : document;
    return axe.run(context, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      // Marked experimental in axe, but issue 17 asks for it: the accessible name contains the visible label.
      rules: { 'label-content-name-mismatch': { enabled: true } },
      resultTypes: ['violations'],
    });
  }, [...exclude]);
  return (result as AxeResult).violations
    .filter((violation) => violation.impact && BLOCKING.has(violation.impact))
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact!,
      targets: violation.nodes.map((node) => node.target.map(String).join(' >> ')),
    }));
}

/** Number of failing elements: one finding may name many elements (80 low-contrast prices are 80). */
export function countNodes(findings: readonly Finding[]): number {
  return findings.reduce((sum, finding) => sum + finding.targets.length, 0);
}

export function describeFindings(screen: string, findings: readonly Finding[]): string[] {
  return findings.map((f) => `${screen}: ${f.rule} (${f.impact}) × ${f.targets.length}: ${f.targets.slice(0, 4).join(' | ')}`);
}
