// The bench's table and its JSON record (bench/results/latest.json, not committed).
import { mkdirSync, writeFileSync } from 'node:fs';
import type { ScenarioResult } from './load.ts';

export function formatTable(results: ScenarioResult[]): string {
  const head = ['scenario', 'req/s (avg)', 'p50 ms', 'p99 ms', 'non-2xx', 'errors', 'matches'];
  const rows = results.map((r) => [
    r.scenario,
    String(r.requestsPerSecond),
    String(r.p50),
    String(r.p99),
    String(r.non2xx),
    String(r.errors + r.timeouts),
    r.probe.status === 200 ? String(r.probe.total ?? '?') : `HTTP ${r.probe.status}`,
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

export function writeResults(file: URL, record: unknown): void {
  mkdirSync(new URL('.', file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(record, null, 2)}\n`);
}
