import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { computeIndex, describeMachine, roundTrip } from './machine-index.ts';

const echoProcesses = () => execFileSync('ps', ['-eo', 'args'], { encoding: 'utf8' }).split('\n').filter((l) => l.includes("process.send(server.address().port)")).length;

describe('machine index', () => {
  it('times the fixed JavaScript work in CPU milliseconds', () => {
    const ms = computeIndex();
    expect(ms).toBeGreaterThan(0.5);
    expect(ms).toBeLessThan(5_000);
  });

  it('times round trips to another process and leaves no process behind', async () => {
    const before = echoProcesses();
    const trip = await roundTrip({ batches: 3, perBatch: 50 });
    // A loopback round trip between two processes takes microseconds, not nothing and not seconds.
    expect(trip.roundTripUs).toBeGreaterThan(1);
    expect(trip.roundTripUs).toBeLessThan(100_000);
    expect(trip.roundTripCpuUs).toBeGreaterThan(0);
    expect(echoProcesses()).toBe(before);
  });

  it('says both measures in one line', () => {
    expect(describeMachine({ computeMs: 13.94, roundTripUs: 87.6, roundTripCpuUs: 51.2 })).toBe(
      "machine index: fixed JavaScript 13.9 ms of CPU; a round trip to another process 88 µs (51 µs of this process's CPU)",
    );
  });
});
