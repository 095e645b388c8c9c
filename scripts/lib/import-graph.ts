// A small import graph of the repository's own TypeScript files, for the static checks (import cycles, which
// folders a folder imports). It reads import and export specifiers, type-only ones included (a cycle through
// `import type` still ties two modules' designs together), and resolves relative paths and the `@shared/`
// alias; package imports are left out. Dynamic `import()` edges are kept apart: a lazily loaded screen may
// import the route table that loads it, and it is evaluated after that table, never during it.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const SOURCE = /\.(ts|tsx)$/;
const STATIC_SPECIFIER = /(?:\bfrom\s*|^\s*import\s+)['"]([^'"]+)['"]/gm;
const DYNAMIC_SPECIFIER = /\bimport\s*\(\s*['"]([^'"]+)['"]/g;
const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

export type ImportGraph = Map<string, string[]>;

/** Every .ts / .tsx file below `dir` (absolute paths when `dir` is), node_modules left out. */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return SOURCE.test(entry.name) ? [path] : [];
  });
}

/** The source without its block comments and whole-line comments. */
export function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
}

/** The specifiers a source imports or re-exports (with `dynamic`, also the ones it loads with `import()`), comments left out. */
export function importSpecifiers(source: string, options: { dynamic?: boolean } = {}): string[] {
  const code = withoutComments(source);
  const patterns = options.dynamic ? [STATIC_SPECIFIER, DYNAMIC_SPECIFIER] : [STATIC_SPECIFIER];
  return patterns.flatMap((pattern) => [...code.matchAll(pattern)].map((match) => match[1]!));
}

function resolveSpecifier(root: string, from: string, specifier: string): string | undefined {
  let base: string;
  if (specifier.startsWith('.')) base = resolve(dirname(from), specifier);
  else if (specifier.startsWith('@shared/')) base = join(root, 'shared', specifier.slice('@shared/'.length));
  else return undefined;
  const stem = base.replace(/\.js$/, '');
  for (const extension of EXTENSIONS) {
    const candidate = stem + extension;
    if (existsSync(candidate) && statSync(candidate).isFile() && SOURCE.test(candidate)) return candidate;
  }
  return undefined;
}

/** The graph of the files under the folders, keyed and valued by paths relative to root. */
export function importGraph(root: string, folders: readonly string[], options: { dynamic?: boolean } = {}): ImportGraph {
  const graph: ImportGraph = new Map();
  const files = folders.filter((folder) => existsSync(join(root, folder))).flatMap((folder) => sourceFiles(join(root, folder)));
  for (const file of files) {
    const targets = importSpecifiers(readFileSync(file, 'utf8'), options)
      .map((specifier) => resolveSpecifier(root, file, specifier))
      .filter((target): target is string => target !== undefined)
      .map((target) => relative(root, target));
    graph.set(relative(root, file), [...new Set(targets)]);
  }
  return graph;
}

/** The strongly connected components with more than one file (Tarjan): each one is an import cycle. */
export function importCycles(graph: ImportGraph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  let next = 0;
  const visit = (file: string): void => {
    index.set(file, next);
    low.set(file, next);
    next += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!graph.has(target)) continue;
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file)!, index.get(target)!));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1) cycles.push(component.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return cycles;
}
