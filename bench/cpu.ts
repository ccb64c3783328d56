// CPU time the measured run costs, per request: the API process(es), the PostgreSQL backends of
// the bench database and the load generator (this process). Other tenants of a shared machine
// change requests/s and latencies a lot; CPU time per request barely, so it shows the search's
// own cost, and what two idle cores would serve.
import { readFileSync, readdirSync } from 'node:fs';
import type pg from 'pg';

const TICK_MS = 10; // USER_HZ = 100 on Linux

/** utime + stime of a process, in ms (0 when it is gone). */
function processMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return 0;
  }
}

/** The process and its descendants (cluster workers). */
function withChildren(pid: number): number[] {
  const pids = [pid];
  for (const p of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const stat = readFileSync(`/proc/${p}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === pid) pids.push(...withChildren(Number(p)));
    } catch {
      // gone meanwhile
    }
  }
  return pids;
}

export interface CpuSample {
  api: Map<number, number>;
  db: Map<number, number>;
  bench: number;
}

export async function sampleCpu(apiPid: number, pool: pg.Pool, database: string): Promise<CpuSample> {
  const { rows } = await pool.query<{ pid: number }>(`select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()`, [database]);
  const u = process.cpuUsage();
  return {
    api: new Map(withChildren(apiPid).map((p) => [p, processMs(p)])),
    db: new Map(rows.map((r) => [r.pid, processMs(r.pid)])),
    bench: (u.user + u.system) / 1000,
  };
}

export interface CpuCost {
  /** CPU ms per request. */
  api: number;
  db: number;
  loadGenerator: number;
  /** Requests/s that 2 idle cores would serve at this cost (all three parts on the same cores). */
  idleTwoCores: number;
}

const spent = (before: Map<number, number>, after: Map<number, number>) =>
  [...after].reduce((sum, [pid, ms]) => sum + Math.max(0, ms - (before.get(pid) ?? 0)), 0);

export function cpuCost(before: CpuSample, after: CpuSample, requests: number): CpuCost {
  const per = (ms: number) => Math.round((ms / Math.max(1, requests)) * 1000) / 1000;
  const api = per(spent(before.api, after.api));
  const db = per(spent(before.db, after.db));
  const loadGenerator = per(after.bench - before.bench);
  return { api, db, loadGenerator, idleTwoCores: Math.round(2000 / Math.max(0.001, api + db + loadGenerator)) };
}
