// CPU profile of this process (the bench's server) while a phase runs, through the inspector: self time
// summed per component (PGlite's WASM, pg driver, fastify, drizzle, intake code, GC …) so docs/scaling.md
// can say where the milliseconds of an order go. `npm run bench -- orders --only intake --cpu-profile out/`
// also writes the raw .cpuprofile (open it in Chrome DevTools) for a closer look.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Session } from 'node:inspector/promises';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
  hitCount?: number;
}

interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

/** The component a frame belongs to, from its script's path. */
function componentOf({ url, functionName }: ProfileNode['callFrame']): string {
  if (!url) {
    if (functionName === '(garbage collector)') return 'gc';
    if (functionName === '(idle)') return 'idle';
    if (functionName === '(program)') return 'program (native, unattributed)';
    // Profiler.stop serialising the profile itself: not the server's work.
    if (functionName === 'dispatch') return 'idle';
    return `native: ${functionName || 'anonymous'}`;
  }
  if (url.startsWith('wasm://')) return 'pglite wasm';
  const inModules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (inModules) {
    const name = inModules[1]!;
    if (name === '@electric-sql/pglite') return 'pglite js';
    return name;
  }
  if (url.startsWith('node:')) return `node:${url.slice(5).split('/')[0]}`;
  const own = /\/(server\/src\/[^/]+\/[^/]+|shared\/[^/]+|scripts\/[^/]+)/.exec(url);
  return own ? own[1]!.replace(/\.ts$/, '') : url;
}

export interface CpuBreakdown {
  sampled_ms: number;
  /** Milliseconds of self time per unit of work (e.g. per order), biggest first. */
  ms_per_unit: Record<string, number>;
  top_functions_ms_per_unit: Record<string, number>;
}

function breakdown(profile: CpuProfile, units: number, top = 25): CpuBreakdown {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const byComponent = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, index) => {
    const node = byId.get(id);
    const deltaMs = (profile.timeDeltas[index] ?? 0) / 1000;
    if (!node) return;
    const component = componentOf(node.callFrame);
    if (component === 'idle') return;
    total += deltaMs;
    byComponent.set(component, (byComponent.get(component) ?? 0) + deltaMs);
    const where = node.callFrame.url.split('/').slice(-2).join('/');
    const fn = `${node.callFrame.functionName || '(anonymous)'} ${where}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + deltaMs);
  });
  const perUnit = (map: Map<string, number>, limit: number) =>
    Object.fromEntries(
      [...map]
        .sort((a, b) => b[1] - a[1])
        .slice(0, limit)
        .map(([key, ms]) => [key, Math.round((ms / units) * 1000) / 1000]),
    );
  return { sampled_ms: Math.round(total), ms_per_unit: perUnit(byComponent, 40), top_functions_ms_per_unit: perUnit(byFunction, top) };
}

/** Runs `phase` under the CPU profiler; answers its result and the breakdown per `units`. */
export async function withCpuProfile<T>(label: string, dir: string | null, units: number, phase: () => Promise<T>): Promise<{ result: T; cpu: CpuBreakdown | null }> {
  if (!dir) return { result: await phase(), cpu: null };
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  await session.post('Profiler.start');
  try {
    const result = await phase();
    const { profile } = (await session.post('Profiler.stop')) as { profile: CpuProfile };
    await writeFile(join(dir, `${label}.cpuprofile`), JSON.stringify(profile));
    return { result, cpu: breakdown(profile, units) };
  } finally {
    session.disconnect();
  }
}
