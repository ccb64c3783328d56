// The bench's table and its JSON record (bench/results/latest.json, not committed).
import { mkdirSync, writeFileSync } from 'node:fs';
import type { CpuCost } from './cpu.ts';
import type { LoadResult } from './load.ts';

export function formatTable(results: Array<LoadResult & { loadBefore?: string; cpu?: CpuCost | null }>): string {
  const head = ['scenario', 'req/s', 'p50 ms', 'p90 ms', 'p99 ms', 'non-2xx', 'errors', 'matches', 'load avg', 'CPU ms/req api+db+gen', '2 idle cores'];
  const rows = results.map((r) => [
    r.scenario,
    String(r.requestsPerSecond),
    String(r.p50),
    String(r.p90),
    String(r.p99),
    String(r.non2xx),
    String(r.errors + r.timeouts),
    r.probe.status === 200 ? String(r.probe.total ?? '?') : `HTTP ${r.probe.status}`,
    r.loadBefore ?? '',
    r.cpu ? `${r.cpu.api.toFixed(2)}+${r.cpu.db.toFixed(2)}+${r.cpu.loadGenerator.toFixed(2)}` : '',
    r.cpu ? `≈${r.cpu.idleTwoCores} req/s` : '',
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

export function writeResults(file: URL, record: unknown): void {
  mkdirSync(new URL('.', file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(record, null, 2)}\n`);
}
