// Writes apps/web/e2e/durations.json (seconds per spec file, the sum of its tests' durations) from
// Playwright JSON reports, for scripts/e2e-split.mjs's balanced shards. Refresh after a full run:
//   PLAYWRIGHT_JSON_OUTPUT_NAME=/tmp/e2e.json npx playwright test -c apps/web/playwright.config.ts --reporter=list,json
//   node scripts/e2e-durations.mjs /tmp/e2e.json [more reports, e.g. one per shard]
import { readFileSync, writeFileSync } from 'node:fs';

const seconds = {};
function walk(suite, file) {
  const f = suite.file ?? file;
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests) {
      for (const r of test.results) seconds[f] = (seconds[f] ?? 0) + r.duration / 1000;
    }
  }
  for (const child of suite.suites ?? []) walk(child, f);
}
for (const path of process.argv.slice(2)) {
  for (const suite of JSON.parse(readFileSync(path, 'utf8')).suites) walk(suite, suite.file);
}
const files = Object.fromEntries(Object.entries(seconds).sort(([a], [b]) => a.localeCompare(b)).map(([f, s]) => [f, Math.round(s * 10) / 10]));
const out = { _comment: 'Seconds per spec file from a full browser run; refresh with scripts/e2e-durations.mjs (see its header).', files };
writeFileSync(new URL('../apps/web/e2e/durations.json', import.meta.url), JSON.stringify(out, null, 2) + '\n');
console.log(`${Object.keys(files).length} files, ${Object.values(files).reduce((a, b) => a + b, 0).toFixed(0)} s in all`);
