// The API under test, in processes of its own (never in the process that generates the load):
// `node --import tsx bench/serve.ts` with the app's environment, BENCH_PORT, BENCH_PROCESSES and
// BENCH_SERVE_WEB (1: the web app's pages too).
// With several processes, node:cluster shares the port among them, as behind a load balancer.
import cluster from 'node:cluster';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/platform/config.ts';
import { openDatabase } from '../apps/api/src/platform/database.ts';
import { searchIndexRead } from './index-ready.ts';

const port = Number(process.env.BENCH_PORT);
const processes = Math.max(1, Number(process.env.BENCH_PROCESSES) || 1);

if (cluster.isPrimary && processes > 1) {
  let ready = 0;
  for (let i = 0; i < processes; i++) {
    cluster.fork().on('message', (m) => {
      if (m === 'ready' && ++ready === processes) process.send?.('ready');
    });
  }
  process.on('SIGTERM', () => {
    for (const w of Object.values(cluster.workers ?? {})) w?.kill('SIGTERM');
    setTimeout(() => process.exit(0), 3_000).unref();
  });
} else {
  const config = loadConfig();
  const database = openDatabase(config.databaseUrl!);
  // Pages (the bench's page scenarios) as `npm start` serves them: the web build, server-rendered.
  const app = await buildApp({ config, database, logger: false, serveWeb: process.env.BENCH_SERVE_WEB === '1' });
  await app.listen({ port, host: '127.0.0.1' });
  await searchIndexRead(app);
  process.send?.('ready');
  process.on('SIGTERM', () => {
    void app
      .close()
      .then(() => database.close())
      .finally(() => process.exit(0));
  });
}
