// The stack listens below the kernel's ephemeral range: a port inside it can be taken at random by
// any outgoing connection's local address, and listening on it then fails with EADDRINUSE.
import { createServer, connect, type AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { assertOutsideEphemeral, ephemeralPortRange, PORT_SPAN, portsOf } from './stack.ts';

describe("the stack's ports", () => {
  it('reads the range outgoing connections take their local ports from', () => {
    expect(ephemeralPortRange(() => '32768\t60999\n')).toEqual([32768, 60999]);
    expect(ephemeralPortRange(() => 'nonsense')).toBeNull();
    expect(ephemeralPortRange(() => {
      throw new Error('no /proc');
    })).toBeNull();
    const here = ephemeralPortRange();
    expect(here).not.toBeNull();
  });

  it('refuses a base whose span touches the range, at either end, and takes one outside it', () => {
    const range: [number, number] = [32768, 60999];
    expect(() => assertOutsideEphemeral(34000, range)).toThrow(/overlap the kernel's ephemeral range 32768-60999/);
    expect(() => assertOutsideEphemeral(32768 - PORT_SPAN + 1, range)).toThrow();
    expect(() => assertOutsideEphemeral(60999, range)).toThrow();
    expect(() => assertOutsideEphemeral(32768 - PORT_SPAN, range)).not.toThrow();
    expect(() => assertOutsideEphemeral(61000, range)).not.toThrow();
    expect(() => assertOutsideEphemeral(34000, null)).not.toThrow();
  });

  it("keeps the tests' and the command's defaults, every port of the span, outside this machine's range", () => {
    const [low, high] = ephemeralPortRange()!;
    for (const base of [21000, 22400]) {
      expect(() => assertOutsideEphemeral(base)).not.toThrow();
      const p = portsOf(base);
      for (const port of [p.primary, p.prometheus, p.api(19), p.metrics(19)]) expect(port < low || port > high).toBe(true);
    }
  });

  it('an outgoing connection does take its local port from the range (why the guard exists)', async () => {
    const [low, high] = ephemeralPortRange()!;
    const server = createServer((s) => s.end());
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const socket = connect((server.address() as AddressInfo).port, '127.0.0.1');
    await new Promise((r) => socket.on('connect', r));
    expect(socket.localPort).toBeGreaterThanOrEqual(low);
    expect(socket.localPort).toBeLessThanOrEqual(high);
    socket.destroy();
    await new Promise((r) => server.close(r));
  });
});
