import { connect } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorEnvelope } from '@gaadi/domain/schemas/envelope';
import { useTestApp } from '../test/helper.ts';
import { HOST_REQUIRED } from './client-error.ts';

/** Writes raw requests to the server, each after an answer to the one before, and reads until it closes. */
function raw(port: number, ...requests: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port }, () => socket.write(requests.shift()!));
    const chunks: Buffer[] = [];
    socket.on('data', (c) => {
      chunks.push(c);
      if (requests.length) socket.write(requests.shift()!);
    });
    socket.on('error', reject);
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
    socket.setTimeout(10_000, () => socket.destroy(new Error('server kept the connection open')));
  });
}

/** The last HTTP response in a raw stream: status, lower-cased headers, parsed body. */
function lastResponse(stream: string) {
  const start = stream.lastIndexOf('HTTP/1.1 ');
  const [head, body] = [stream.slice(start, stream.indexOf('\r\n\r\n', start)), stream.slice(stream.indexOf('\r\n\r\n', start) + 4)];
  const [statusLine, ...lines] = head.split('\r\n');
  const headers = Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]));
  return { status: Number(statusLine!.split(' ')[1]), headers, body: JSON.parse(body) };
}

describe('requests the HTTP parser refuses answer in the envelope (contract 1.4, issue 10)', () => {
  const t = useTestApp();
  let port: number;

  beforeAll(async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as { port: number }).port;
  });

  const expectMalformed = (stream: string) => {
    const res = lastResponse(stream);
    expect(res.status).toBe(400);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.headers.connection).toBe('close');
    expect(errorEnvelope.parse(res.body)).toEqual({
      success: false,
      error: { code: 'VALIDATION_ERROR', message: 'Malformed HTTP request', details: { non_field_errors: ['Malformed HTTP request'] } },
    });
  };

  it('answers conflicting Transfer-Encoding and Content-Length with 400 VALIDATION_ERROR and closes', async () => {
    expectMalformed(
      await raw(
        port,
        'POST /api/v1/auth/admin/login/ HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
          'Content-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
      ),
    );
  });

  it('answers a NUL in a header, a garbled request line and a bad chunk the same way', async () => {
    expectMalformed(await raw(port, 'GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Note: a\u0000b\r\n\r\n'));
    expectMalformed(await raw(port, 'HELLO THERE\r\n\r\n'));
    expectMalformed(await raw(port, 'POST /api/v1/auth/refresh/ HTTP/1.1\r\nHost: localhost\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n'));
  });

  it('answers headers over the size limit with 431 in the envelope', async () => {
    const res = lastResponse(await raw(port, `GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`));
    expect(res.status).toBe(431);
    expect(errorEnvelope.parse(res.body).error.code).toBe('HEADERS_TOO_LARGE');
  });

  it('answers what Node would answer with an empty body in the envelope: no Host, an unknown Expect, CONNECT', async () => {
    const noHost = lastResponse(await raw(port, 'GET /api/health HTTP/1.1\r\n\r\n'));
    expect(noHost.status).toBe(400);
    expect(noHost.body.error).toEqual({ code: 'VALIDATION_ERROR', message: HOST_REQUIRED, details: { host: [HOST_REQUIRED] } });
    const expectation = lastResponse(await raw(port, 'GET /api/health HTTP/1.1\r\nHost: localhost\r\nExpect: teapot\r\nConnection: close\r\n\r\n'));
    expect(expectation.status).toBe(417);
    expect(errorEnvelope.parse(expectation.body).error.code).toBe('EXPECTATION_FAILED');
    const tunnel = lastResponse(await raw(port, 'CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n'));
    expect(tunnel.status).toBe(405);
    expect(errorEnvelope.parse(tunnel.body).error.code).toBe('METHOD_NOT_ALLOWED');
    // HTTP/1.0 needs no Host.
    expect(lastResponse(await raw(port, 'GET /api/health HTTP/1.0\r\n\r\n')).status).toBe(200);
  });

  it('answers a malformed request in the envelope after a well-formed one on the same connection', async () => {
    const stream = await raw(port, 'GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n', 'GET /x HTTP/1.1\r\nHost: localhost\r\nBad Header\r\n\r\n');
    expect(stream.startsWith('HTTP/1.1 200 OK')).toBe(true);
    expectMalformed(stream);
  });
});
