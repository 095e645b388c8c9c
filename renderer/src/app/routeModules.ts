// Which modules gate a panel path, read from the route table (routes.tsx): navigation and the e2e route
// table derive their module gating from here instead of repeating it.
import type { ModuleId } from '@shared/constants';
import { LANDING_MODULES } from '@shared/modules';
import { AUTHENTICATED_ROUTES, type RouteEntry, type ScreenLoader } from './routes';

function segmentMatches(pattern: string, segments: readonly string[]): number {
  const parts = pattern.split('/').filter(Boolean);
  if (parts.length > segments.length) return 0;
  return parts.every((part, index) => part.startsWith(':') || part === segments[index]) ? parts.length : 0;
}

function walk(entries: readonly RouteEntry[], segments: readonly string[], modules: ModuleId[]): ModuleId[] | null {
  for (const entry of entries) {
    if (entry.index || entry.redirect || !entry.path || entry.path === '*') continue;
    const used = segmentMatches(entry.path, segments);
    if (!used) continue;
    const onTheWay = entry.module && !modules.includes(entry.module) ? [...modules, entry.module] : modules;
    const rest = segments.slice(used);
    if (rest.length === 0) return onTheWay;
    const deeper = entry.children ? walk(entry.children, rest, onTheWay) : null;
    if (deeper) return deeper;
  }
  return null;
}

/** The modules an account needs for a path, parent first; [] for ungated or unknown paths. */
export function modulesOnPath(path: string, routes: readonly RouteEntry[] = AUTHENTICATED_ROUTES): ModuleId[] {
  return walk(routes, path.split('/').filter(Boolean), []) ?? [];
}

function ownerOnlyOn(entries: readonly RouteEntry[], segments: readonly string[]): boolean {
  for (const entry of entries) {
    if (entry.index || entry.redirect || !entry.path || entry.path === '*') continue;
    const used = segmentMatches(entry.path, segments);
    if (!used) continue;
    if (entry.ownerOnly) return true;
    if (entry.children && ownerOnlyOn(entry.children, segments.slice(used))) return true;
  }
  return false;
}

/** Whether a path (or a screen on the way to it) is the owner's only (billing, setup, the payment provider's form). */
export function isOwnerOnlyPath(path: string, routes: readonly RouteEntry[] = AUTHENTICATED_ROUTES): boolean {
  return ownerOnlyOn(routes, path.split('/').filter(Boolean));
}

/** The module that gates a navigation entry: the first one on its path. */
export function gatingModuleOf(path: string): ModuleId | undefined {
  return modulesOnPath(path)[0];
}

function screensOn(entries: readonly RouteEntry[], segments: readonly string[]): ScreenLoader[] | null {
  for (const entry of entries) {
    if (entry.index || entry.redirect || !entry.path || entry.path === '*') continue;
    const used = segmentMatches(entry.path, segments);
    if (!used) continue;
    const own = entry.screen ? [entry.screen] : [];
    const rest = segments.slice(used);
    if (rest.length === 0) {
      const index = entry.children?.find((child) => child.index && child.screen);
      return index?.screen ? [...own, index.screen] : own;
    }
    const deeper = entry.children ? screensOn(entry.children, rest) : null;
    if (deeper) return [...own, ...deeper];
  }
  return null;
}

/** The screens a path shows, parent first (their chunks can start loading before the router asks). */
export function screensOnPath(path: string, routes: readonly RouteEntry[] = AUTHENTICATED_ROUTES): ScreenLoader[] {
  return screensOn(routes, path.split('/').filter(Boolean)) ?? [];
}

function landingRows(entries: readonly RouteEntry[], parent: string): { module: ModuleId; path: string }[] {
  return entries.flatMap((entry) => {
    const path = entry.path ? `${parent}/${entry.path}` : parent;
    const own = entry.landing && entry.module ? [{ module: entry.module, path }] : [];
    return [...own, ...(entry.children ? landingRows(entry.children, path) : [])];
  });
}

const landingsByTable = new WeakMap<readonly RouteEntry[], readonly { module: ModuleId; path: string }[]>();

/** Each module's landing screen (the rows marked `landing`), in the SPEC's landing order (LANDING_MODULES). */
export function moduleLandings(routes: readonly RouteEntry[] = AUTHENTICATED_ROUTES): readonly { module: ModuleId; path: string }[] {
  const known = landingsByTable.get(routes);
  if (known) return known;
  const rows = landingRows(routes, '');
  const ordered = LANDING_MODULES.flatMap((module) => rows.filter((row) => row.module === module));
  landingsByTable.set(routes, ordered);
  return ordered;
}
