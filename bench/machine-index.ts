// What a millisecond of this machine is worth (issue 23). CPU per request depends on the core: the
// same code's long-tail search at 10,000 listings cost 0.61–0.66 ms in one session and 0.97–1.21 ms
// in another. Two fixed measures, printed beside every table, let figures from different machines be
// compared: the CPU of a fixed piece of JavaScript like the API's own work, and the round trip of a
// small message to another process over loopback TCP, as every PostgreSQL query and every answer
// makes one.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { connect, type Socket } from 'node:net';

export interface MachineIndex {
  /** ms of CPU for the fixed JavaScript work (the least of five runs): lower is a faster core. */
  computeMs: number;
  /** µs of wall time per round trip to another process (the median of batches). */
  roundTripUs: number;
  /** µs of this process's CPU per round trip: the cost of a socket write and read here. */
  roundTripCpuUs: number;
}

const cpuMs = (from: NodeJS.CpuUsage) => {
  const c = process.cpuUsage(from);
  return (c.user + c.system) / 1000;
};

/** A page of twelve card-like objects to JSON and back, escaped as a document's state is, and sorted. */
function fixedWork(): number {
  let sum = 0;
  for (let round = 0; round < 400; round++) {
    const cards = Array.from({ length: 12 }, (_, i) => ({
      id: `00000000-0000-4000-8000-${String(round * 12 + i).padStart(12, '0')}`,
      title: `20${10 + (i % 15)} Maruti Suzuki Swift VXi ${round}`,
      price: 350_000 + i * 12_345,
      km_driven: 40_000 + round,
      features: ['ABS', 'Airbags', 'Power Steering', 'Rear Camera', 'Touchscreen <Infotainment>'],
      location: { city: 'Delhi', area: 'Mayur Vihar & Co' },
      created_at: new Date(1_700_000_000_000 + round * 1000 + i).toISOString(),
    }));
    const text = JSON.stringify({ cars: cards, total: round });
    const back = JSON.parse(text) as { cars: typeof cards };
    const escaped = text.replace(/[<>&]/g, (c) => `\\u00${c.charCodeAt(0).toString(16)}`);
    back.cars.sort((a, b) => b.price - a.price || a.title.localeCompare(b.title));
    sum += escaped.length + back.cars[0]!.price;
  }
  return sum;
}

export function computeIndex(): number {
  fixedWork(); // compiled before it is timed
  let least = Infinity;
  for (let run = 0; run < 5; run++) {
    const from = process.cpuUsage();
    fixedWork();
    least = Math.min(least, cpuMs(from));
  }
  return least;
}

// The other process: echoes whatever it reads, on a port it reports once listening.
const ECHO = `
const server = require('node:net').createServer((s) => { s.setNoDelay(true); s.on('data', (d) => s.write(d)); });
server.listen(0, '127.0.0.1', () => process.send(server.address().port));
process.on('disconnect', () => process.exit(0));
`;

/** Sends `count` 64-byte messages one after another, each after the last one's echo. */
function trips(socket: Socket, count: number): Promise<void> {
  const message = Buffer.alloc(64, 7);
  return new Promise((resolve, reject) => {
    let left = count;
    let got = 0;
    const onData = (d: Buffer) => {
      got += d.length;
      if (got < message.length) return;
      got -= message.length;
      if (--left === 0) {
        socket.off('data', onData);
        resolve();
      } else socket.write(message);
    };
    socket.on('data', onData);
    socket.once('error', reject);
    socket.write(message);
  });
}

export async function roundTrip(opts: { batches?: number; perBatch?: number } = {}): Promise<Pick<MachineIndex, 'roundTripUs' | 'roundTripCpuUs'>> {
  const batches = opts.batches ?? 7;
  const perBatch = opts.perBatch ?? 400;
  const child = spawn(process.execPath, ['-e', ECHO], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  try {
    const port = await new Promise<number>((resolve, reject) => {
      child.once('message', (p) => resolve(Number(p)));
      child.once('exit', (code) => reject(new Error(`the echo process exited (${code})`)));
    });
    const socket = connect({ port, host: '127.0.0.1', noDelay: true });
    await new Promise((resolve, reject) => socket.once('connect', resolve).once('error', reject));
    try {
      await trips(socket, 200); // both sides warmed up
      const walls: number[] = [];
      const cpus: number[] = [];
      for (let b = 0; b < batches; b++) {
        const from = process.cpuUsage();
        const start = process.hrtime.bigint();
        await trips(socket, perBatch);
        walls.push(Number(process.hrtime.bigint() - start) / 1000 / perBatch);
        cpus.push((cpuMs(from) * 1000) / perBatch);
      }
      const median = (xs: number[]) => xs.sort((a, b) => a - b)[xs.length >> 1]!;
      return { roundTripUs: median(walls), roundTripCpuUs: median(cpus) };
    } finally {
      socket.destroy();
    }
  } finally {
    // Gone before the bench's own processes start.
    if (child.exitCode === null && child.signalCode === null) {
      const exited = once(child, 'exit');
      child.kill();
      await exited;
    }
  }
}

export async function measureMachine(): Promise<MachineIndex> {
  return { computeMs: computeIndex(), ...(await roundTrip()) };
}

export const describeMachine = (m: MachineIndex) =>
  `machine index: fixed JavaScript ${m.computeMs.toFixed(1)} ms of CPU; a round trip to another process ${m.roundTripUs.toFixed(0)} µs (${m.roundTripCpuUs.toFixed(0)} µs of this process's CPU)`;

if (import.meta.url === `file://${process.argv[1]}`) console.log(describeMachine(await measureMachine()));
