// Property-based fuzz of the whole API (issue 10, item 4): every operation of the served OpenAPI
// document, generated requests from anonymous, signed-in, admin and broken callers. For every answer:
// status below 500, JSON, the envelope on every 4xx, details on every VALIDATION_ERROR.
//   FUZZ_SEED=7 FUZZ_RUNS=800 FUZZ_RAW_RUNS=1500 FUZZ_VERBOSE=1 npx vitest run --project api apps/api/src/test/fuzz.test.ts
// The default seed and run counts are fixed (reproducible) and sized for about a minute in CI;
// FUZZ_VERBOSE adds a histogram per operation.
import { connect } from 'node:net';
import type { LightMyRequestResponse } from 'fastify';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorEnvelope } from '@gaadi/domain/schemas/envelope';
import { testJpeg, tinyMp4 } from './upload-utils.ts';
import { makeZip } from './zip-fixture.ts';
import { rawRequestFor } from './fuzz-raw.ts';
import { bodyKeysOf, operationsOf, requestFor } from './fuzz-requests.ts';
import { createWorld, EXAMPLES, toInject } from './fuzz-world.ts';
import { useTestApp } from './helper.ts';

const SEED = Number(process.env.FUZZ_SEED ?? 10_2025);
/** Runs per operation: about 20 s alone on a 2-core machine, half a minute beside the rest of the suite. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 60);
const RAW_RUNS = Number(process.env.FUZZ_RAW_RUNS ?? Math.max(100, RUNS * 2));

/**
 * The answer's contract; returns a label for the histogram. A success may be a file of a type the
 * operation declares (`fileTypes`: a calendar file); everything else is JSON.
 */
function checkAnswer(status: number, contentType: string | undefined, text: string, retryAfter?: string, fileTypes: string[] = []): string {
  expect(status, text).toBeLessThan(500);
  const type = (contentType ?? '').split(';')[0]!.trim();
  if (status < 400 && fileTypes.includes(type)) {
    expect(text.length, type).toBeGreaterThan(0);
    return `${status} ${type}`;
  }
  expect(contentType ?? '', text).toContain('application/json');
  const body = JSON.parse(text);
  if (status < 400) {
    expect(body.success).toBe(true);
    return `${status} success`;
  }
  const { error } = errorEnvelope.parse(body);
  if (error.code === 'VALIDATION_ERROR') {
    expect(error.details, text).toBeDefined();
    const entries = Object.entries(error.details!);
    expect(entries.length, text).toBeGreaterThan(0);
    for (const [, messages] of entries) {
      expect(messages.length, text).toBeGreaterThan(0);
      for (const m of messages) expect(typeof m).toBe('string');
    }
  }
  if (status === 429) {
    expect(error.code).toBe('RATE_LIMIT_EXCEEDED');
    expect(retryAfter).toBeDefined();
  }
  return `${status} ${error.code}`;
}

function histogramLine(h: Map<string, number>) {
  return [...h.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([k, n]) => `${k}: ${n}`).join(', ');
}

describe('API fuzz: no 5xx, the envelope on every 4xx, details on every VALIDATION_ERROR (issue 10)', () => {
  const t = useTestApp();
  const histogram = new Map<string, number>();
  const perOperation = new Map<string, number>();
  const count = (label: string, h = histogram) => h.set(label, (h.get(label) ?? 0) + 1);
  const sent = { api: 0, raw: 0 };
  let samples: Buffer[];
  let started: number;

  beforeAll(async () => {
    started = Date.now();
    samples = [
      await testJpeg(24, 16),
      tinyMp4(),
      Buffer.from('GIF89a not really'),
      Buffer.alloc(0),
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]),
      // A stock import's CSV and photo ZIP (issue 22): the 'file' and 'photos' parts of its upload.
      Buffer.from('stock_number,brand_name,model_name,year,fuel_type,transmission,km_driven,price,city_name\r\nF-1,Maruti Suzuki,Swift,2020,petrol,manual,1000,500000,Pune\r\n'),
      makeZip([{ name: 'F-1/a.jpg', data: await testJpeg(24, 16) }]),
    ];
  });
  afterAll(() => {
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(`fuzz: seed ${SEED}, ${RUNS} runs per operation: ${sent.api} API requests and ${sent.raw} raw ones in ${seconds} s`);
    console.log(`fuzz statuses: ${histogramLine(histogram)}`);
    if (perOperation.size) console.log(`fuzz per operation:\n${histogramLine(perOperation).replaceAll(', ', '\n')}`);
  });

  it('answers every generated request to every operation of the OpenAPI document', { timeout: Math.max(300_000, RUNS * 8_000) }, async () => {
    const ops = operationsOf(t.app.swagger());
    expect(ops.length).toBeGreaterThanOrEqual(45); // the whole document, not a stale subset
    const world = await createWorld(t);
    const input = { keys: bodyKeysOf(ops), samples: samples.length, examples: EXAMPLES };
    // Every operation is fuzzed even when an earlier one fails; each failure is shrunk and reported.
    const failures: string[] = [];
    for (const [i, op] of ops.entries()) {
      await world.refresh();
      const result = await fc.check(
        fc.asyncProperty(requestFor(op, input), async (req) => {
          const options = toInject(op, req, world, samples);
          const res: LightMyRequestResponse = await t.app.inject(options);
          sent.api++;
          try {
            const label = checkAnswer(res.statusCode, res.headers['content-type'] as string, res.body, res.headers['retry-after'] as string, op.fileTypes);
            count(label);
            if (process.env.FUZZ_VERBOSE) count(`${op.method} ${op.path} ${label}`, perOperation);
          } catch (e) {
            throw new Error(`${options.method} ${options.url.slice(0, 300)} as ${req.caller} → ${res.statusCode} ${res.body.slice(0, 500)}\n${(e as Error).message}`);
          }
          if (op.method === 'DELETE' && res.statusCode === 200) await world.refresh();
        }),
        { seed: SEED + i, numRuns: RUNS },
      );
      if (result.failed) failures.push(`${op.method} ${op.path}: ${fc.defaultReportMessage(result)}\n${(result.errorInstance as Error)?.message}`);
    }
    expect(failures, failures.join('\n\n')).toEqual([]);
  });

  it('answers raw requests the HTTP parser refuses in the envelope too', { timeout: 120_000 }, async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = t.app.server.address() as { port: number };
    await fc.assert(
      fc.asyncProperty(rawRequestFor(), async (bytes) => {
        const stream = await sendRaw(port, bytes);
        sent.raw++;
        for (const res of responsesIn(stream)) count(`raw ${checkAnswer(res.status, res.headers['content-type'], res.body)}`);
      }),
      { seed: SEED, numRuns: RAW_RUNS },
    );
  });
});

/**
 * Sends bytes and reads until the server closes. The write side is closed after the first complete
 * answer, or after a short silence (an unfinished request then meets end of input); closing at once
 * would make Node abort requests still being handled.
 */
function sendRaw(port: number, bytes: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = connect({ host: '127.0.0.1', port, allowHalfOpen: true }, () => socket.write(bytes));
    let silence = setTimeout(() => socket.end(), 250);
    socket.on('data', (c) => {
      chunks.push(c);
      clearTimeout(silence);
      if (answered(Buffer.concat(chunks))) socket.end();
      else silence = setTimeout(() => socket.end(), 250);
    });
    const done = () => {
      clearTimeout(silence);
      resolve(Buffer.concat(chunks));
    };
    socket.on('error', (e: NodeJS.ErrnoException) => (e.code === 'ECONNRESET' || e.code === 'EPIPE' ? done() : reject(e)));
    socket.on('close', done);
    socket.setTimeout(10_000, () => socket.destroy(new Error('no answer within 10 s')));
  });
}

/** True once the stream holds a final response with its whole Content-Length body. */
function answered(stream: Buffer): boolean {
  let rest = stream;
  for (;;) {
    const end = rest.indexOf('\r\n\r\n');
    if (end < 0) return false;
    const head = rest.subarray(0, end).toString('latin1');
    const length = Number(/\r\ncontent-length: *(\d+)/i.exec(head)?.[1] ?? 0);
    if (!/^HTTP\/1\.1 1\d\d/.test(head)) return rest.length >= end + 4 + length;
    rest = rest.subarray(end + 4);
  }
}

/** Every final HTTP/1.1 response in a stream (Content-Length framed, as the API answers). */
function responsesIn(stream: Buffer) {
  const out: Array<{ status: number; headers: Record<string, string>; body: string }> = [];
  let rest = stream;
  while (rest.length) {
    const end = rest.indexOf('\r\n\r\n');
    expect(end, `unframed bytes: ${rest.toString('latin1').slice(0, 200)}`).toBeGreaterThan(0);
    const [statusLine, ...lines] = rest.subarray(0, end).toString('latin1').split('\r\n');
    const headers = Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]));
    const status = Number(statusLine!.split(' ')[1]);
    const length = status < 200 ? 0 : Number(headers['content-length'] ?? 0); // "100 Continue" has no body
    if (status >= 200) out.push({ status, headers, body: rest.subarray(end + 4, end + 4 + length).toString('utf8') });
    rest = rest.subarray(end + 4 + length);
  }
  return out;
}
