// Every feature injects its endpoints into the one RTK Query api; two endpoints of one name would keep only
// the first one loaded, so a screen would call another feature's route depending on which screen opened first.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const RENDERER = path.resolve(import.meta.dirname, '../../../renderer/src');
const ENDPOINT = /^\s+(\w+): build\.(?:query|mutation|infiniteQuery)\b/gm;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) ? [full] : [];
  });
}

describe('RTK Query endpoints', () => {
  it('have one name each across the panel', () => {
    const places = new Map<string, string[]>();
    for (const file of sourceFiles(RENDERER)) {
      for (const match of readFileSync(file, 'utf8').matchAll(ENDPOINT)) {
        places.set(match[1]!, [...(places.get(match[1]!) ?? []), path.relative(RENDERER, file)]);
      }
    }
    expect(places.size).toBeGreaterThan(100);
    expect([...places].filter(([, files]) => files.length > 1)).toEqual([]);
  });
});
