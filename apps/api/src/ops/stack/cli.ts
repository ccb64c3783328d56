// npm run stack: the production topology of docs/deploy.md on this machine (decision 039), until
// Ctrl+C. STACK_DIR (./data/stack), STACK_BASE_PORT (22400), STACK_APIS (2), STACK_TRUST_PROXY. Needs the web build
// (npm run build), like npm start.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { portsOf, REPO_ROOT, startStack } from './stack.ts';

const say = (m: string) => console.log(`[stack] ${m}`);
const state = process.env.STACK_DIR || join(REPO_ROOT, 'data/stack');
const basePort = Number(process.env.STACK_BASE_PORT || 22400);
const apis = Math.max(1, Number(process.env.STACK_APIS || 2));

if (!existsSync(join(REPO_ROOT, 'apps/web/dist/index.html'))) {
  console.error('[stack] The web build is missing: run npm run build first.');
  process.exit(1);
}
// STACK_TRUST_PROXY (a list of proxy addresses; the stack's own is 127.0.0.1, nginx): a load
// generator on this machine connects from loopback, so nginx's 127.0.0.1 and the generator both
// count as trusted proxies and each request's X-Forwarded-For names its client (npm run soak).
const apiEnv: Record<string, string> = process.env.STACK_TRUST_PROXY ? { TRUST_PROXY: process.env.STACK_TRUST_PROXY } : {};
const stack = await startStack({ state, basePort, apis, apiEnv, log: say }).catch((e: Error) => {
  console.error(`[stack] Could not start: ${e.message}`);
  process.exit(1);
});
const p = portsOf(basePort);
say(`Ready: ${stack.url}  (${apis} API processes on ${Array.from({ length: apis }, (_, i) => p.api(i)).join(', ')})`);
say(`Admin: ${stack.admin.email} / ${stack.admin.password}  (${stack.url}/admin/login)`);
say(`Primary ${stack.databaseUrl}, standby ${stack.readDatabaseUrl}, Redis ${stack.redisUrl}`);
if (stack.prometheusUrl) say(`Prometheus: ${stack.prometheusUrl}`);
say(`Logs and data: ${state}. Ctrl+C stops everything.`);
let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  say('Stopping...');
  void stack.stop().then(() => {
    say('Stopped.');
    process.exit(0);
  });
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
// A fault in this supervisor stops everything it started rather than leaving PostgreSQL, Redis,
// nginx and Prometheus running without it.
process.on('uncaughtException', (e) => {
  console.error(`[stack] ${e.stack ?? e.message}`);
  if (stopping) return;
  stopping = true;
  say('Stopping after an error...');
  void stack.stop().finally(() => process.exit(1));
});
