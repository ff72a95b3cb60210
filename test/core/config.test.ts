import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { ConfigError, databaseTarget, loadConfig } from '../../server/config.js';

const load = (env: Record<string, string>) => loadConfig(env, { createFolders: false });

describe('config', () => {
  it('has defaults for every variable', () => {
    const c = load({});
    expect(c).toMatchObject({ host: '127.0.0.1', port: 8080, webhookAllowPrivate: false, workerConcurrency: 4, logLevel: 'info' });
    expect(c.databasePath).toMatch(/data\/verity\.db$/);
    expect(c.uploadDir).toMatch(/data\/uploads$/);
  });

  it('turns file storage off with UPLOAD_DIR=off', () => {
    expect(load({ UPLOAD_DIR: 'off' }).uploadDir).toBeNull();
  });

  it('keeps :memory: as the database path', () => {
    expect(load({ DATABASE_PATH: ':memory:' }).databasePath).toBe(':memory:');
  });

  it('uses SQLite unless DATABASE_URL names a PostgreSQL database, with DATABASE_POOL_SIZE connections (default 10)', () => {
    expect(databaseTarget(load({ DATABASE_PATH: ':memory:' }))).toEqual({ path: ':memory:' });
    const url = 'postgres://verity:secret@db.internal:5432/verity';
    expect(databaseTarget(load({ DATABASE_URL: url }))).toEqual({ url, poolSize: 10 });
    expect(databaseTarget(load({ DATABASE_URL: url.replace('postgres:', 'postgresql:'), DATABASE_POOL_SIZE: '25' }))).toMatchObject({ poolSize: 25 });
    expect(() => load({ DATABASE_URL: 'mysql://root@localhost/verity' })).toThrow(/DATABASE_URL must be a PostgreSQL URL/);
    expect(() => load({ DATABASE_URL: url, DATABASE_POOL_SIZE: '0' })).toThrow(/DATABASE_POOL_SIZE/);
  });

  it('sizes the engine threads by WORKER_CONCURRENCY but leaves the main thread a core (at least one thread), unless ENGINE_THREADS says', () => {
    const cores = availableParallelism();
    expect(load({}).engineThreads).toBe(Math.max(1, Math.min(4, cores - 1)));
    expect(load({ WORKER_CONCURRENCY: '1' }).engineThreads).toBe(1);
    expect(load({ WORKER_CONCURRENCY: '64' }).engineThreads).toBe(Math.max(1, Math.min(64, cores - 1)));
    expect(load({ WORKER_CONCURRENCY: '8', ENGINE_THREADS: '6' })).toMatchObject({ workerConcurrency: 8, engineThreads: 6 });
    expect(() => load({ ENGINE_THREADS: '0' })).toThrow(ConfigError);
  });

  it('trusts no proxy by default; TRUST_PROXY is the number of proxies in front, 0 to 16', () => {
    expect(load({}).trustProxy).toBe(0);
    expect(load({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(() => load({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY must be an integer from 0 to 16/);
  });

  it('grows heaps by 20 % past the last full collection unless HEAP_GROWING_PERCENT says (0 keeps V8\'s own, at most 300)', () => {
    expect(load({}).heapGrowingPercent).toBe(20);
    expect(load({ HEAP_GROWING_PERCENT: '0' }).heapGrowingPercent).toBe(0);
    expect(load({ HEAP_GROWING_PERCENT: '100' }).heapGrowingPercent).toBe(100);
    expect(() => load({ HEAP_GROWING_PERCENT: '301' })).toThrow(/HEAP_GROWING_PERCENT must be an integer from 0 to 300/);
    expect(() => load({ HEAP_GROWING_PERCENT: '1.5' })).toThrow(/HEAP_GROWING_PERCENT must be an integer/);
  });

  it('serves no metrics unless METRICS_PORT is set, and never on the API port (issue 25)', () => {
    expect(load({}).metricsPort).toBeNull();
    expect(load({ METRICS_PORT: '9464' }).metricsPort).toBe(9464);
    expect(load({ PORT: '0', METRICS_PORT: '0' }).metricsPort).toBe(0);
    expect(() => load({ PORT: '9464', METRICS_PORT: '9464' })).toThrow(/METRICS_PORT must differ from PORT/);
    expect(() => load({ METRICS_PORT: 'on' })).toThrow(/METRICS_PORT must be an integer from 0 to 65535/);
  });

  it.each([
    [{}, false],
    [{ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' }, true],
    [{ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://collector:4318/v1/traces' }, true],
    [{ OTEL_TRACES_EXPORTER: 'console' }, true],
    [{ OTEL_TRACES_EXPORTER: 'none', OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' }, false],
    [{ OTEL_SDK_DISABLED: 'true', OTEL_TRACES_EXPORTER: 'otlp' }, false],
    [{ OTEL_EXPORTER_OTLP_METRICS_ENDPOINT: 'http://collector:4318/v1/metrics' }, false],
  ])('starts tracing for %o: %s', (env, tracing) => {
    expect(load(env).tracing).toBe(tracing);
  });

  it('refuses a traces exporter the SDK does not know', () => {
    expect(() => load({ OTEL_TRACES_EXPORTER: 'jaeger' })).toThrow(/OTEL_TRACES_EXPORTER must list otlp, console, zipkin, none, got "jaeger"/);
  });

  it('reports every invalid variable at once', () => {
    try {
      load({ PORT: 'eighty', WORKER_CONCURRENCY: '0', WEBHOOK_ALLOW_PRIVATE: 'yes', LOG_LEVEL: 'loud' });
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      const problems = (err as ConfigError).problems.join('\n');
      for (const name of ['PORT', 'WORKER_CONCURRENCY', 'WEBHOOK_ALLOW_PRIVATE', 'LOG_LEVEL']) expect(problems).toContain(name);
    }
  });
});
