/**
 * The Node server's connection limits, with real sockets on 127.0.0.1 and small real time-outs:
 * each test waits for the socket's own close event (never a sleep that races a timer).
 */
import type { Server } from 'node:http';
import { connect, type Socket } from 'node:net';
import { Hono } from 'hono';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type ConnectionLimits,
  connectionLimits,
  connectionLimitsFromEnvironment,
  listen,
} from '../src/listen';
import { optionsFromEnvironment } from '../src/run-cli';
import { startServer } from '../src/server';

const app = new Hono()
  .get('/', (c) => c.text('ok'))
  // Reads the body before answering; a body cut off by the request time-out reads as ''.
  .post('/', async (c) => c.text(`${(await c.req.text().catch(() => '')).length} ok`));
let server: Server | undefined;

afterEach(async () => {
  const running = server;
  server = undefined;
  if (!running) return;
  await new Promise((done) => {
    running.close(done);
    running.closeAllConnections();
  });
});

async function start(limits: ConnectionLimits): Promise<number> {
  server = await listen(app.fetch, { host: '127.0.0.1', port: 0, limits });
  return (server.address() as { port: number }).port;
}

interface Connection {
  socket: Socket;
  /** Everything the server sent so far. */
  received(): string;
  /** Resolves when the socket closes, with the milliseconds it was open. */
  closed: Promise<number>;
  /** Resolves once the server has sent `count` complete answers. */
  answers(count: number): Promise<void>;
}

function open(port: number): Promise<Connection> {
  const socket = connect(port, '127.0.0.1');
  const openedAt = performance.now();
  let text = '';
  const waiting: { count: number; done: () => void }[] = [];
  const count = () => text.split('HTTP/1.1 ').length - 1;
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => {
    text += chunk;
    for (const wait of waiting.splice(0)) {
      if (count() >= wait.count && text.endsWith(answerEnd)) wait.done();
      else waiting.push(wait);
    }
  });
  // A dropped connection may end in a reset; the close event follows either way.
  socket.on('error', () => undefined);
  const closed = new Promise<number>((done) =>
    socket.once('close', () => done(performance.now() - openedAt)),
  );
  return new Promise((done) =>
    socket.once('connect', () =>
      done({
        socket,
        received: () => text,
        closed,
        answers: (wanted) =>
          new Promise<void>((answered) => {
            if (count() >= wanted && text.endsWith(answerEnd)) answered();
            else waiting.push({ count: wanted, done: answered });
          }),
      }),
    ),
  );
}

// Hono's text answers end with their body; these tests' bodies are 'ok'.
const answerEnd = 'ok';
const get = 'GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n';

describe('connection limits of the Node server', () => {
  it('answers 408 and closes a socket that sends its headers slowly, after the header time-out', async () => {
    const port = await start({ headersTimeout: 100, requestTimeout: 1_000 });
    const slow = await open(port);
    slow.socket.write('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    // One more header line every 20 ms: each byte arrives in time, the headers never end.
    const drip = setInterval(() => slow.socket.writable && slow.socket.write('X-Slow: 1\r\n'), 20);
    const openFor = await slow.closed;
    clearInterval(drip);
    expect(slow.received()).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(openFor).toBeGreaterThanOrEqual(100);
    expect(openFor).toBeLessThan(1_000);
  });

  it('answers 408 and closes a socket that sends its body slowly, after the request time-out', async () => {
    const port = await start({ headersTimeout: 50, requestTimeout: 200 });
    const slow = await open(port);
    slow.socket.write(
      'POST / HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: text/plain\r\nContent-Length: 1000\r\n\r\n',
    );
    const drip = setInterval(() => slow.socket.writable && slow.socket.write('x'), 20);
    const openFor = await slow.closed;
    clearInterval(drip);
    expect(slow.received()).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(openFor).toBeGreaterThanOrEqual(200);
    expect(openFor).toBeLessThan(2_000);
  });

  it('refuses connections beyond the cap and keeps answering the ones it holds', async () => {
    const port = await start({ maxConnections: 2 });
    const serverSide: Socket[] = [];
    server!.on('connection', (socket: Socket) => serverSide.push(socket));
    const first = await open(port);
    const second = await open(port);
    first.socket.write(get);
    second.socket.write(get);
    await Promise.all([first.answers(1), second.answers(1)]);

    const third = await open(port);
    await third.closed;
    expect(third.received()).toBe('');

    // The two it holds are still answered.
    first.socket.write(get);
    await first.answers(2);
    expect(first.received()).toMatch(/^HTTP\/1\.1 200 OK\r\n[\s\S]*ok$/);
    expect(serverSide).toHaveLength(2);

    // Once one leaves (and the server has seen it go), a new connection is taken.
    const gone = new Promise((done) => serverSide[1]!.once('close', done));
    second.socket.end();
    await gone;
    const fourth = await open(port);
    fourth.socket.write(get);
    await fourth.answers(1);
    expect(fourth.received()).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    first.socket.destroy();
    fourth.socket.destroy();
  });

  it('closes a keep-alive connection after its request limit, saying so in the last answer', async () => {
    const port = await start({ maxRequestsPerSocket: 2 });
    const client = await open(port);
    client.socket.write(get);
    await client.answers(1);
    expect(client.received()).toMatch(/Connection: keep-alive\r\n/i);
    client.socket.write(get);
    await client.closed;
    const [, last] = client.received().split(/(?=HTTP\/1\.1 )/);
    expect(last).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(last).toMatch(/Connection: close\r\n/i);
    expect(client.received().match(/HTTP\/1\.1 /g)).toHaveLength(2);
  });

  it("closes an idle keep-alive connection after the keep-alive time-out plus Node's 1 s margin", async () => {
    const port = await start({ keepAliveTimeout: 100 });
    const client = await open(port);
    client.socket.write(get);
    await client.answers(1);
    const answeredAt = performance.now();
    await client.closed;
    // Node closes the socket 1 s after the advertised time-out, so no client races the close.
    expect(performance.now() - answeredAt).toBeGreaterThanOrEqual(1_090);
    expect(performance.now() - answeredAt).toBeLessThan(3_000);
    expect(client.received()).toMatch(/^HTTP\/1\.1 200 OK\r\n[\s\S]*Connection: keep-alive\r\n/);
  });
});

/** A beacon whose body fails with `error` after its first byte, as a cut-off upload does. */
function failingBody(error: Error): Request {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode('['));
    },
    pull(controller) {
      controller.error(error);
    },
  });
  return new Request('http://127.0.0.1/api/1/performance/records', {
    method: 'POST',
    headers: { 'content-type': 'text/plain' },
    body,
    duplex: 'half',
  } as RequestInit);
}

describe('connection limit settings', () => {
  it('has production defaults', () => {
    expect(connectionLimits()).toEqual({
      headersTimeout: 10_000,
      requestTimeout: 30_000,
      keepAliveTimeout: 5_000,
      maxConnections: 10_000,
      maxRequestsPerSocket: 10_000,
    });
    expect(connectionLimits({ maxConnections: 0, headersTimeout: 500 })).toMatchObject({
      maxConnections: 0,
      headersTimeout: 500,
      requestTimeout: 30_000,
    });
  });

  it('refuses a bad setting with its name', () => {
    expect(() => connectionLimits({ headersTimeout: -1 })).toThrow(
      'headersTimeout must be a whole number, 0 or more (got -1)',
    );
    expect(() => connectionLimits({ maxConnections: 1.5 })).toThrow(
      'maxConnections must be a whole number, 0 or more (got 1.5)',
    );
    expect(() => connectionLimits({ headersTimeout: 5_000, requestTimeout: 1_000 })).toThrow(
      'headersTimeout (5000) must not exceed requestTimeout (1000)',
    );
    expect(() => connectionLimits({ idle: 5 } as ConnectionLimits)).toThrow(
      'unknown connection limit "idle"',
    );
  });

  it('startServer passes them to its Node server', { timeout: 30_000 }, async () => {
    const running = await startServer({
      dataDir: ':memory:',
      port: 0,
      connections: { headersTimeout: 100, requestTimeout: 1_000 },
    });
    try {
      const slow = await open(running.port);
      slow.socket.write('GET /api/ HTTP/1.1\r\n');
      const openFor = await slow.closed;
      expect(slow.received()).toMatch(/^HTTP\/1\.1 408 /);
      expect(openFor).toBeLessThan(1_000);

      // A body the client never finished (what the request time-out leaves) is no server error
      // and logs nothing; any other failure while reading still does.
      const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      try {
        const aborted = Object.assign(new Error('aborted'), { code: 'ECONNRESET' });
        expect((await running.app.request(failingBody(aborted))).status).toBe(408);
        expect(log).not.toHaveBeenCalled();
        const broken = Object.assign(new Error('disk on fire'), { code: 'EIO' });
        expect((await running.app.request(failingBody(broken))).status).toBe(500);
        expect(log).toHaveBeenCalledTimes(1);
      } finally {
        log.mockRestore();
      }
    } finally {
      await running.close();
    }
  });
});

describe('connection limits from the environment', () => {
  it('reads the CLI variables, and nothing when none is set', () => {
    expect(
      connectionLimitsFromEnvironment({
        TESSERA_HEADERS_TIMEOUT_MS: '2000',
        TESSERA_REQUEST_TIMEOUT_MS: '4000',
        TESSERA_KEEP_ALIVE_TIMEOUT_MS: '0',
        TESSERA_MAX_CONNECTIONS: '500',
        TESSERA_MAX_REQUESTS_PER_SOCKET: '',
      }),
    ).toEqual({
      headersTimeout: 2000,
      requestTimeout: 4000,
      keepAliveTimeout: 0,
      maxConnections: 500,
    });
    expect(connectionLimitsFromEnvironment({})).toEqual({});
    expect(optionsFromEnvironment({ TESSERA_MAX_CONNECTIONS: '64' }).connections).toEqual({
      maxConnections: 64,
    });
  });

  it('names a bad value', () => {
    expect(() => connectionLimitsFromEnvironment({ TESSERA_MAX_CONNECTIONS: '1e3' })).toThrow(
      'TESSERA_MAX_CONNECTIONS must be a whole number (got "1e3")',
    );
    expect(() =>
      connectionLimitsFromEnvironment({
        TESSERA_HEADERS_TIMEOUT_MS: '9000',
        TESSERA_REQUEST_TIMEOUT_MS: '100',
      }),
    ).toThrow('headersTimeout (9000) must not exceed requestTimeout (100)');
  });
});
