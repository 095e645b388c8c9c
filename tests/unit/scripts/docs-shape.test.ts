// The docs describe the design as it is (docs/architecture.md is the map a newcomer reads first): it stays
// short enough to read in one sitting, its test rules stay a checklist, every topic document is reachable
// from it, and no document carries a dated run (those belong in the notes of whoever ran them).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../support/source-files';

const DOCS = path.join(REPO_ROOT, 'docs');
const architecture = readFileSync(path.join(DOCS, 'architecture.md'), 'utf8');

function section(markdown: string, heading: string): string[] {
  const lines = markdown.split('\n');
  const start = lines.indexOf(heading);
  if (start < 0) return [];
  const end = lines.findIndex((line, index) => index > start && /^## /.test(line));
  return lines.slice(start, end < 0 ? lines.length : end);
}

/** A run's date next to a duration, a count of runs or a "before/after" word: what a log says, not a design. */
const DATED_RUN = /\b20\d\d-\d\d-\d\d\b[^\n]{0,80}\b(\d+(?:[.,]\d+)?\s?(?:s|ms|min)\b|runs?\b|before\b|after\b|antes\b|después\b)/i;

describe('docs', () => {
  it('architecture.md is at most 200 lines, with a tests section of at most 40', () => {
    expect(architecture.trimEnd().split('\n').length).toBeLessThanOrEqual(200);
    const tests = section(architecture, '## Tests');
    expect(tests.length).toBeGreaterThan(0);
    expect(tests.join('\n').trimEnd().split('\n').length).toBeLessThanOrEqual(40);
  });

  it('links every topic document from architecture.md', () => {
    const topics = readdirSync(DOCS).filter((name) => name.endsWith('.md') && name !== 'architecture.md');
    const unlinked = topics.filter((name) => !architecture.includes(`](${name})`));
    expect(unlinked).toEqual([]);
  });

  it('carries no dated run in docs/ or the README', () => {
    const files = [...readdirSync(DOCS).filter((name) => name.endsWith('.md')).map((name) => path.join(DOCS, name)), path.join(REPO_ROOT, 'README.md')];
    const dated = files.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => DATED_RUN.test(line))
        .map((line) => `${path.relative(REPO_ROOT, file)}: ${line.trim()}`),
    );
    expect(dated).toEqual([]);
  });
});
