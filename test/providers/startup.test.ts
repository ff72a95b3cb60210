// Start-up with VERITY_PROVIDERS (issue 10): server/main.ts validates it with the rest of the
// configuration, so a bad value stops the server with a clear message; a good one is listed by
// GET /v1/status without its URL or key.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { killServerProcesses, startServerProcess } from '../helpers/processes.js';

const dirs: string[] = [];
function dataEnv(): Record<string, string> {
  const dir = mkdtempSync(join(tmpdir(), 'verity-providers-'));
  dirs.push(dir);
  return { DATABASE_PATH: join(dir, 'verity.db'), UPLOAD_DIR: join(dir, 'uploads'), LOG_LEVEL: 'info' };
}

afterAll(() => {
  killServerProcesses();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const provider = {
  name: 'local-llm',
  kind: 'openai',
  baseUrl: 'http://127.0.0.1:9/v1',
  apiKeyEnv: 'LOCAL_LLM_KEY',
  model: 'llama-3.1-8b-instruct',
  methods: ['reasoning', 'ensemble'],
  inputCentsPerMTok: 0,
  outputCentsPerMTok: 0,
};

describe('starting the server with VERITY_PROVIDERS', () => {
  it('stops with exit code 1 and a message naming every problem when the providers are invalid', async () => {
    const bad = JSON.stringify([{ ...provider, kind: 'mistral', apiKeyEnv: 'UNSET_KEY_VARIABLE' }]);
    const err = await startServerProcess({ ...dataEnv(), VERITY_PROVIDERS: bad, UNSET_KEY_VARIABLE: '' }).then(
      () => undefined,
      (e: unknown) => e as Error,
    );
    expect(err?.message).toMatch(/server exited with 1 before listening/);
    expect(err?.message).toContain('Invalid configuration:');
    expect(err?.message).toContain('VERITY_PROVIDERS[0].kind must be one of openai, anthropic, got "mistral"');
    expect(err?.message).toContain('VERITY_PROVIDERS[0].apiKeyEnv names UNSET_KEY_VARIABLE, which is not set');
  }, 60_000);

  it('lists the configured providers in GET /v1/status, without URL or key', async () => {
    const server = await startServerProcess({ ...dataEnv(), VERITY_PROVIDERS: JSON.stringify([provider]), LOCAL_LLM_KEY: 'sk-local-secret' });
    try {
      const apiKey = /vrt_live_[A-Za-z0-9_-]{43}/.exec(server.stdout())?.[0];
      expect(apiKey).toBeDefined();
      const res = await fetch(`${server.url}/v1/status`, { headers: { Authorization: `Bearer ${apiKey}` } });
      expect(res.status).toBe(200);
      const text = await res.text();
      expect((JSON.parse(text) as { providers: unknown }).providers).toEqual([
        { name: 'local-llm', kind: 'openai', model: 'llama-3.1-8b-instruct', methods: ['reasoning', 'ensemble'] },
      ]);
      expect(text).not.toContain('sk-local-secret');
      expect(text).not.toContain('127.0.0.1:9');
    } finally {
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    }
  }, 60_000);
});
