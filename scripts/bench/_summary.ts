// Latency summary shared by the benchmarks and their load-generator process.
export function summarize(samples: number[]): { n: number; p50_ms: number | null; p99_ms: number | null; max_ms: number | null } {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => (sorted.length === 0 ? null : Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! * 100) / 100);
  return { n: sorted.length, p50_ms: at(50), p99_ms: at(99), max_ms: at(100) };
}
