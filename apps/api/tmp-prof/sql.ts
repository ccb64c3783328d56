import { cardsOfIdsQuery } from '../src/modules/search/queries.ts';
import pg from 'pg';
const pool = new pg.Pool({ connectionString: process.argv[2] });
const { rows } = await pool.query('select id from listing_search order by random() limit 12');
const q = cardsOfIdsQuery(rows.map((r) => r.id), 'price_asc');
console.log(q.text);
const e = await pool.query('explain (analyze, buffers) ' + q.text, q.values);
console.log(e.rows.map((r) => r['QUERY PLAN']).join('\n'));
await pool.end();
