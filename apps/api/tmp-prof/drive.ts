import { readFileSync } from 'node:fs';
const base = process.argv[2]!;
const urls = readFileSync('/tmp/urls.txt', 'utf8').split('\n');
const conc = Number(process.argv[3] ?? 10);
let next = 0; let errors = 0;
const t0 = performance.now();
await Promise.all(Array.from({ length: conc }, async () => {
  while (next < urls.length) {
    const u = urls[next++]!;
    const r = await fetch(base + u);
    if (r.status !== 200) errors++;
    await r.arrayBuffer();
  }
}));
console.log(`${urls.length} requests in ${(performance.now() - t0).toFixed(0)} ms, errors ${errors}`);
