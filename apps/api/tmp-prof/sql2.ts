import { cardsOfIdsQuery } from '../src/modules/search/queries.ts';
import pg from 'pg';
const client = new pg.Client({ connectionString: process.argv[2] });
await client.connect();
for (let k = 0; k < 8; k++) {
  const { rows } = await client.query('select id from listing_search order by random() limit 12');
  const q = cardsOfIdsQuery(rows.map((r) => r.id), 'price_asc');
  const e = await client.query('explain (analyze, buffers) ' + q.text, q.values);
  console.log(e.rows.map((r) => r['QUERY PLAN']).filter((l: string) => /Time/.test(l)).join(' | '));
}
// prepared: time N executions, named vs unnamed
for (const named of [false, true, false, true]) {
  const t0 = performance.now();
  const cpu0 = await client.query("select sum(total) from (select 1 as total) x");
  for (let k = 0; k < 300; k++) {
    const { rows } = await client.query({ name: 'rnd', text: 'select id from listing_search tablesample system_rows(12)' }).catch(() => client.query('select id from listing_search offset (random()*90000)::int limit 12'));
    const q = cardsOfIdsQuery(rows.map((r) => r.id), 'price_asc');
    await client.query(named ? { name: 'cards_price_asc', text: q.text, values: q.values } : q);
  }
  console.log(named ? 'named' : 'unnamed', ((performance.now() - t0) / 300).toFixed(3), 'ms per pair');
}
await client.end();
