// Splits the browser spec files into N shards of about equal time (Playwright's --shard splits by
// count, and one shard took 13 minutes while the other took 10): longest file first, each to the
// shard with the least time so far, from apps/web/e2e/durations.json. A file without a figure (new
// since the table's last refresh) counts as DEFAULT_SECONDS. Deterministic: same table, same split.
//   node scripts/e2e-split.mjs <shards>   prints one line per shard: the files, space-separated
import { readFileSync, readdirSync } from 'node:fs';

const DEFAULT_SECONDS = 30;
const shards = Number(process.argv[2] ?? 2);
const root = new URL('../apps/web/e2e/', import.meta.url);
const { files: seconds } = JSON.parse(readFileSync(new URL('durations.json', root), 'utf8'));
const files = readdirSync(root).filter((f) => f.endsWith('.spec.ts')).sort();
const bins = Array.from({ length: shards }, () => ({ total: 0, files: [] }));
const cost = (f) => seconds[f] ?? DEFAULT_SECONDS;
for (const f of [...files].sort((a, b) => cost(b) - cost(a) || a.localeCompare(b))) {
  const bin = bins.reduce((min, b) => (b.total < min.total ? b : min));
  bin.total += cost(f);
  bin.files.push(`apps/web/e2e/${f}`);
}
for (const b of bins) {
  console.error(`shard of ${b.files.length} files, about ${Math.round(b.total)} s`);
  console.log(b.files.join(' '));
}
