import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_BASE_URL, Verity, VerityError } from '../../sdk/src/index.js';
import { fakeApi } from './fake-fetch.js';

describe('new Verity(options)', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('reads VERITY_API_KEY and VERITY_BASE_URL when no options are given', async () => {
    vi.stubEnv('VERITY_API_KEY', 'vrt_live_from_env');
    vi.stubEnv('VERITY_BASE_URL', 'http://env.test:9000/');
    const api = fakeApi().reply(200, { status: 'ok' });
    const client = new Verity({ fetch: api.fetch });
    expect(client.baseUrl).toBe('http://env.test:9000');
    await client.status();
    expect(api.requests[0]?.url.href).toBe('http://env.test:9000/v1/status');
    expect(api.requests[0]?.headers.get('authorization')).toBe('Bearer vrt_live_from_env');
  });

  it('defaults the base URL to the local server', () => {
    vi.stubEnv('VERITY_BASE_URL', '');
    expect(new Verity({ apiKey: 'k' }).baseUrl).toBe(DEFAULT_BASE_URL);
    expect(DEFAULT_BASE_URL).toBe('http://127.0.0.1:8080');
  });

  it('prefers explicit options over the environment', () => {
    vi.stubEnv('VERITY_API_KEY', 'vrt_live_env');
    vi.stubEnv('VERITY_BASE_URL', 'http://env.test');
    const client = new Verity({ apiKey: 'vrt_live_option', baseUrl: 'http://option.test' });
    expect(client.baseUrl).toBe('http://option.test');
  });

  it('explains how to provide a key when there is none', () => {
    vi.stubEnv('VERITY_API_KEY', '');
    expect(() => new Verity()).toThrow(VerityError);
    expect(() => new Verity()).toThrow(/VERITY_API_KEY/);
  });

  it('rejects a bad timeout, maxRetries, baseUrl or fetch with a clear TypeError or RangeError', () => {
    expect(() => new Verity({ apiKey: 'k', timeout: 0 })).toThrow(RangeError);
    expect(() => new Verity({ apiKey: 'k', timeout: Number.NaN })).toThrow(RangeError);
    expect(() => new Verity({ apiKey: 'k', maxRetries: -1 })).toThrow(RangeError);
    expect(() => new Verity({ apiKey: 'k', maxRetries: 1.5 })).toThrow(RangeError);
    expect(() => new Verity({ apiKey: 'k', baseUrl: 'not a url' })).toThrow(TypeError);
    expect(() => new Verity({ apiKey: 'k', baseUrl: 'ftp://files.test' })).toThrow(TypeError);
    expect(() => new Verity({ apiKey: 'k', fetch: 'nope' as never })).toThrow(TypeError);
  });

  it('uses two retries and a 60 second timeout by default', () => {
    const client = new Verity({ apiKey: 'k' });
    expect(client.maxRetries).toBe(2);
    expect(client.timeout).toBe(60_000);
  });
});
