// Child processes of the local production stack (decision 039): started with their output in a
// log file of the state folder, stopped by a signal and waited for.
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { execFileSync } from 'node:child_process';
import { openSync, closeSync } from 'node:fs';
import { connect } from 'node:net';

export interface Child {
  name: string;
  proc: ChildProcess;
  /** Resolves with the exit code or signal once the process has ended. */
  exited: Promise<string>;
  /** Sends `signal` and waits for the end (SIGKILL after `graceMs`). */
  stop: (signal?: NodeJS.Signals, graceMs?: number) => Promise<string>;
}

export function startChild(name: string, cmd: string, args: string[], opts: SpawnOptions & { log: string }): Child {
  const fd = openSync(opts.log, 'a');
  const proc = spawn(cmd, args, { ...opts, stdio: ['ignore', fd, fd] });
  closeSync(fd);
  const exited = new Promise<string>((resolve) => {
    proc.on('exit', (code, signal) => resolve(signal ?? `exit ${code}`));
    proc.on('error', (err) => resolve(`error ${err.message}`));
  });
  const stop = async (signal: NodeJS.Signals = 'SIGTERM', graceMs = 15_000) => {
    if (proc.exitCode === null && proc.signalCode === null) proc.kill(signal);
    const timer = setTimeout(() => proc.kill('SIGKILL'), graceMs);
    try {
      return await exited;
    } finally {
      clearTimeout(timer);
    }
  };
  return { name, proc, exited, stop };
}

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** Polls `check` until it is true (or throws after `timeoutMs`, naming `what`). */
export async function waitUntil(what: string, check: () => Promise<boolean> | boolean, timeoutMs = 30_000, everyMs = 100): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (await Promise.resolve(check()).catch(() => false)) return;
    if (Date.now() > until) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await sleep(everyMs);
  }
}

export const portOpen = (port: number) =>
  new Promise<boolean>((resolve) => {
    const s = connect(port, '127.0.0.1');
    s.once('connect', () => (s.destroy(), resolve(true)));
    s.once('error', () => resolve(false));
  });

/** The "postgres" system user when running as root (initdb refuses root), else no change of user. */
export function postgresIds(): { uid?: number; gid?: number } {
  if (process.getuid?.() !== 0) return {};
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}
