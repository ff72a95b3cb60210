// A request that gets no response names the URL and the cause (issue 25): undici says only
// "fetch failed", which left a caller guessing between a stopped server, DNS and TLS.
import { createServer as createTcpServer, type AddressInfo, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APIConnectionError, Verity } from '../../sdk/src/index.js';
import { describeConnectionFailure } from '../../sdk/src/core/transport.js';

/** A loopback port nothing listens on: bound, then closed. */
async function refusedPort(): Promise<number> {
  const server = createTcpServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const failure = (baseUrl: string) =>
  new Verity({ apiKey: 'vrt_live_test', baseUrl, maxRetries: 0 }).status().then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: unknown) => error as Error,
  );

describe('a connection failure', () => {
  it('names the URL and a refused connection on loopback', async () => {
    const port = await refusedPort();
    const error = await failure(`http://127.0.0.1:${port}`);
    expect(error).toBeInstanceOf(APIConnectionError);
    expect(error.message).toBe(
      `Cannot reach http://127.0.0.1:${port}/v1/status: connection refused (is the server running, on this port?) (connect ECONNREFUSED 127.0.0.1:${port})`,
    );
    expect((error.cause as Error).message).toBe('fetch failed');
  });

  describe('over TLS to a port that speaks plain text', () => {
    const sockets = new Set<Socket>();
    const server = createTcpServer((socket) => {
      sockets.add(socket);
      socket.end('HTTP/1.1 400 Bad Request\r\n\r\n');
    });
    beforeAll(() => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve)));
    afterAll(async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    });

    it('says that TLS failed, with the TLS code', async () => {
      const { port } = server.address() as AddressInfo;
      const error = await failure(`https://127.0.0.1:${port}`);
      expect(error).toBeInstanceOf(APIConnectionError);
      expect(error.message).toBe(`Cannot reach https://127.0.0.1:${port}/v1/status: TLS failed (ERR_SSL_WRONG_VERSION_NUMBER)`);
    });
  });
});

describe('describeConnectionFailure', () => {
  const coded = (code: string, message: string) => Object.assign(new Error(message), { code });
  const fetchFailed = (cause: unknown) => new TypeError('fetch failed', { cause });
  const cases: { name: string; given: unknown; want: string }[] = [
    {
      name: 'a host that does not resolve',
      given: fetchFailed(coded('ENOTFOUND', 'getaddrinfo ENOTFOUND api.example.invalid')),
      want: 'DNS lookup failed: the host name does not resolve (getaddrinfo ENOTFOUND api.example.invalid)',
    },
    {
      name: 'a resolver that does not answer',
      given: fetchFailed(coded('EAI_AGAIN', 'getaddrinfo EAI_AGAIN api.example.com')),
      want: 'DNS lookup failed: the resolver did not answer (getaddrinfo EAI_AGAIN api.example.com)',
    },
    {
      name: 'a self-signed certificate',
      given: fetchFailed(coded('DEPTH_ZERO_SELF_SIGNED_CERT', 'self-signed certificate')),
      want: 'TLS failed (DEPTH_ZERO_SELF_SIGNED_CERT: self-signed certificate)',
    },
    {
      name: 'a certificate for another host',
      given: fetchFailed(coded('ERR_TLS_CERT_ALTNAME_INVALID', "Hostname/IP does not match certificate's altnames")),
      want: "TLS failed (ERR_TLS_CERT_ALTNAME_INVALID: Hostname/IP does not match certificate's altnames)",
    },
    {
      name: 'every address of a dual-stack host refused (an AggregateError)',
      given: fetchFailed(Object.assign(new AggregateError([coded('ECONNREFUSED', 'connect ECONNREFUSED ::1:8080'), coded('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:8080')]), { code: 'ECONNREFUSED' })),
      want: 'connection refused (is the server running, on this port?) (connect ECONNREFUSED ::1:8080)',
    },
    { name: 'an unknown code', given: fetchFailed(coded('EWEIRD', 'something odd')), want: 'EWEIRD: something odd' },
    { name: 'no cause at all', given: new TypeError('fetch failed'), want: 'fetch failed' },
  ];
  it.each(cases)('describes $name', ({ given, want }) => {
    expect(describeConnectionFailure(given)).toBe(want);
  });
});
