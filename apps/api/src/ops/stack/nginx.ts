// nginx for the local production stack: deploy/nginx/gaadibazaar.conf.template rendered into the
// state folder with the API processes as its upstream; a process taken out is marked `down` and
// nginx reloaded (SIGHUP), which lets requests in flight finish on the old workers.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sleep, startChild, waitUntil, portOpen, type Child } from './processes.ts';

export const NGINX_TEMPLATE = new URL('../../../../../deploy/nginx/gaadibazaar.conf.template', import.meta.url).pathname;
const NGINX_BIN = process.env.NGINX_BIN || '/usr/sbin/nginx';

export interface Nginx {
  port: number;
  /** Writes the upstream (processes whose port is in `down` marked down) and reloads. */
  setUpstream: (ports: number[], down?: Set<number>) => Promise<void>;
  stop: () => Promise<void>;
}

export function renderNginxConfig(template: string, opts: { state: string; port: number; upstream: number[]; down?: Set<number> }): string {
  const servers = opts.upstream.map((p) => `        server 127.0.0.1:${p} max_fails=1 fail_timeout=2s${opts.down?.has(p) ? ' down' : ''};`).join('\n');
  const out = template.replaceAll('{{STATE}}', opts.state).replaceAll('{{PORT}}', String(opts.port)).replaceAll('{{UPSTREAM_SERVERS}}', servers);
  if (/\{\{\w+\}\}/.test(out)) throw new Error(`Unreplaced placeholder in ${NGINX_TEMPLATE}`);
  return out;
}

export async function startNginx(state: string, port: number, upstream: number[]): Promise<Nginx> {
  const dir = join(state, 'nginx');
  mkdirSync(dir, { recursive: true });
  const conf = join(dir, 'nginx.conf');
  const template = readFileSync(NGINX_TEMPLATE, 'utf8');
  const write = (ports: number[], down?: Set<number>) => writeFileSync(conf, renderNginxConfig(template, { state: dir, port, upstream: ports, down }));
  write(upstream);
  const global = `daemon off;${process.getuid?.() === 0 ? ' user root;' : ''}`;
  const child: Child = startChild('nginx', NGINX_BIN, ['-p', dir, '-c', conf, '-e', join(dir, 'error.log'), '-g', global], { log: join(state, 'nginx.log') });
  await waitUntil(`nginx on port ${port}`, async () => {
    if (child.proc.exitCode !== null) throw new Error(`nginx exited; see ${join(state, 'nginx.log')}`);
    return portOpen(port);
  });
  return {
    port,
    async setUpstream(ports, down) {
      write(ports, down);
      child.proc.kill('SIGHUP');
      await sleep(500); // new workers take over within a few milliseconds
    },
    async stop() {
      await child.stop('SIGQUIT', 10_000); // graceful
    },
  };
}
