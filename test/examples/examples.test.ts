// Runs every program of examples/ as a user would (a child process through tsx, configured by
// VERITY_API_KEY and VERITY_BASE_URL, importing '@verity/sdk') against the real app started in this
// process, and checks what it prints, so the examples never rot.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rootDir } from '../helpers/processes.js';
import { startSdkServer, TRUE_CLAIM, UNDECIDABLE, type SdkServer } from '../sdk-e2e/helpers.js';

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

interface Child {
  /** Resolves once the output (stdout unless told) matches `pattern`, with the match. */
  waitFor(pattern: RegExp, stream?: 'stdout' | 'stderr'): Promise<RegExpExecArray>;
  done: Promise<Run>;
  kill(): void;
}

function start(example: string, args: string[], env: Record<string, string>): Child {
  const child = spawn(process.execPath, ['--import', 'tsx', `examples/${example}`, ...args], {
    cwd: rootDir,
    // Not a terminal: the progress bar prints one line per change.
    env: { ...process.env, VERITY_API_KEY: '', VERITY_BASE_URL: '', VERITY_WEBHOOK_SECRET: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  const watchers: Array<() => void> = [];
  const notify = () => {
    for (const watch of [...watchers]) watch();
  };
  child.stdout.on('data', (d: Buffer) => {
    stdout += d.toString();
    notify();
  });
  child.stderr.on('data', (d: Buffer) => {
    stderr += d.toString();
    notify();
  });
  const done = new Promise<Run>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
  return {
    done,
    kill: () => child.exitCode === null && child.kill('SIGKILL'),
    waitFor: (pattern, stream = 'stdout') =>
      new Promise((resolve, reject) => {
        const check = () => {
          const match = pattern.exec(stream === 'stdout' ? stdout : stderr);
          if (!match) return;
          watchers.splice(watchers.indexOf(check), 1);
          resolve(match);
        };
        watchers.push(check);
        check();
        void done.then(() => reject(new Error(`exited before printing ${pattern}:\n${stdout}\n${stderr}`)));
      }),
  };
}

const run = (example: string, args: string[], env: Record<string, string>): Promise<Run> => start(example, args, env).done;

let t: SdkServer;
beforeAll(async () => {
  t = await startSdkServer({ env: { WEBHOOK_ALLOW_PRIVATE: '1' } });
});
afterAll(() => t.stop());

const apiEnv = (apiKey: string) => ({ VERITY_API_KEY: apiKey, VERITY_BASE_URL: t.url });

describe('examples/verify-claim.ts', () => {
  it('prints the verdict, confidence, decision, reasoning and each method', async () => {
    const { apiKey } = await t.createOrg({ plan: 'free' });
    const result = await run('verify-claim.ts', [TRUE_CLAIM], apiEnv(apiKey));
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(`Claim:      ${TRUE_CLAIM}`);
    expect(result.stdout).toMatch(/^Status: +completed$/m);
    expect(result.stdout).toMatch(/^Verdict: +true$/m);
    expect(result.stdout).toMatch(/^Confidence: +0\.\d{3}$/m);
    expect(result.stdout).toMatch(/^Decision: +accept$/m);
    expect(result.stdout).toMatch(/^Reasoning: +\S/m);
    expect(result.stdout).toMatch(/^ {2}- reasoning +true +\d\.\d\d +\d+ ms/m);
    expect(result.stdout).toMatch(/^ {2}- semantic +\w+ +\d\.\d\d +\d+ ms/m);
  });

  it('prints the escalation of an escalated claim, and fails with the error code on a bad key', async () => {
    const { apiKey } = await t.createOrg();
    const escalated = await run('verify-claim.ts', [UNDECIDABLE], apiEnv(apiKey));
    expect(escalated.code).toBe(0);
    expect(escalated.stdout).toMatch(/^Decision: +escalate \(insufficient_evidence, low priority\)$/m);

    const refused = await run('verify-claim.ts', [TRUE_CLAIM], apiEnv('vrt_live_0000000000000000000000000000000000000000'));
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/\(unauthorized\)\nRequest id: req_/);
  });
});

describe('examples/batch-from-csv.ts', () => {
  it('uploads claims.csv, shows progress and prints the summary tables', async () => {
    const { apiKey } = await t.createOrg({ plan: 'pro' });
    const result = await run('batch-from-csv.ts', [], apiEnv(apiKey));
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const out = result.stdout;
    expect(out).toMatch(/^Uploaded claims\.csv: 20 claims \(file [0-9a-f-]{36}\)$/m);
    expect(out).toMatch(/^Batch bat_\w+ accepted: 20 items$/m);
    expect(out).toMatch(/^\[#{30}\] 100% 20\/20 completed$/m);
    expect(out).toMatch(/^Batch completed: 20 succeeded, 0 failed, \d+\.\d\d¢$/m);
    // Counts per verdict and per decision (the offline engine is deterministic).
    expect(out).toMatch(/^verdict +items\n-+ +-+\nfalse +4\ntrue +13\nuncertain +3$/m);
    // "1 mile is about 1.609 kilometres" rests on a tolerance: its own calibration class, now measured
    // on the written tuning fixtures too (43 of 43 right), so its confidence clears the accept
    // threshold (it was refined while the class had few claims).
    expect(out).toMatch(/^decision +items\n-+ +-+\naccept +17\nescalate +3$/m);
    // One row per item, in input order.
    const rows = out.split('\n').filter((line) => /^\d+ {2}/.test(line));
    expect(rows).toHaveLength(20);
    expect(rows[0]).toMatch(/^0 +17 \* 23 = 391 +arithmetic +completed +true +0\.\d{3} +accept$/);
    expect(rows[19]).toMatch(/^19 +The meeting went well\. +business +completed +uncertain +0\.000 +escalate$/);
  });

  it('says why when the plan has no batches', async () => {
    const { apiKey } = await t.createOrg({ plan: 'free' });
    const result = await run('batch-from-csv.ts', [], apiEnv(apiKey));
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^Batch failed: .*\(quota_exceeded\)$/m);
  });
});

describe('examples/export-results.ts', () => {
  it('lists the latest verifications newest first and saves a batch’s results as CSV', async () => {
    const { apiKey } = await t.createOrg({ plan: 'pro' });
    const client = t.client(apiKey);
    const first = await client.verify.create({ content: TRUE_CLAIM, methods: { reasoning: 1 } });
    const second = await client.verify.create({ content: UNDECIDABLE, methods: { reasoning: 1 } });
    const batch = await client.batches.create({ methods: { semantic: 1 }, items: [{ content: TRUE_CLAIM }, { content: '=cmd' }] });
    await client.batches.waitFor(batch.id, { intervalMs: 20 });
    const dir = mkdtempSync(join(tmpdir(), 'verity-export-'));
    try {
      const out = join(dir, 'out.csv');
      const result = await run('export-results.ts', [batch.id, out], apiEnv(apiKey));
      expect(result.stderr).toBe('');
      expect(result.code).toBe(0);
      const listed = result.stdout.split('\n').filter((line) => line.includes('  ver_')).map((line) => /ver_\w+/.exec(line)![0]);
      // The batch's two item verifications are newest, then the two single ones.
      expect(listed.slice(-2)).toEqual([second.id, first.id]);
      expect(listed).toHaveLength(4);
      expect(result.stdout).toContain(`Saved the results of ${batch.id} to ${out}`);
      const csv = readFileSync(out, 'utf8').split('\r\n');
      expect(csv[0]).toMatch(/^id,itemIndex,/);
      expect(csv.filter((line) => line.startsWith('itm_'))).toHaveLength(2);
      expect(csv.join('\n')).toContain("'=cmd");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('examples/webhook-receiver.ts', () => {
  it('verifies a real delivery, prints the event and exits with --once', async () => {
    const { organization, apiKey } = await t.createOrg();
    const receiver = start('webhook-receiver.ts', ['--once'], { VERITY_WEBHOOK_SECRET: organization.webhookSecret, PORT: '0' });
    try {
      const [, origin] = await receiver.waitFor(/^Listening on (http:\/\/127\.0\.0\.1:\d+)\/$/m);
      const pending = await t.client(apiKey).verify.create({ content: TRUE_CLAIM, methods: { reasoning: 1 }, webhookUrl: `${origin}/hooks` });
      const result = await receiver.done;
      expect(result.stderr).toBe('');
      expect(result.code).toBe(0);
      expect(result.stdout).toMatch(/^Event evt_\w+: verification\.completed$/m);
      expect(result.stdout).toContain(`  ${pending.id}: true (`);
    } finally {
      receiver.kill();
    }
  });

  it('rejects a delivery signed with another secret', async () => {
    const { apiKey } = await t.createOrg();
    const receiver = start('webhook-receiver.ts', [], { VERITY_WEBHOOK_SECRET: (await t.createOrg()).organization.webhookSecret, PORT: '0' });
    try {
      const [, origin] = await receiver.waitFor(/^Listening on (http:\/\/127\.0\.0\.1:\d+)\/$/m);
      await t.client(apiKey).verify.create({ content: TRUE_CLAIM, methods: { reasoning: 1 }, webhookUrl: origin!, options: { useCache: false } });
      const [line] = await receiver.waitFor(/^Rejected a delivery: .+$/m, 'stderr');
      expect(line).toMatch(/signature/i);
    } finally {
      receiver.kill();
    }
  });
});

describe('examples/review-escalations.ts', () => {
  it('lists the open escalations with each method’s steps, resolves one, then refuses to resolve it again', async () => {
    const { apiKey } = await t.createOrg();
    const escalated = await t.client(apiKey).verify.create({ content: UNDECIDABLE, methods: { semantic: 1, reasoning: 1 } });
    if (escalated.status !== 'escalated') throw new Error(`expected an escalation, got ${escalated.status}`);
    const id = escalated.escalation.id;

    const listed = await run('review-escalations.ts', [], apiEnv(apiKey));
    expect(listed.stderr).toBe('');
    expect(listed.code).toBe(0);
    expect(listed.stdout).toMatch(new RegExp(`^${id} +low +insufficient_evidence +due \\S+$`, 'm'));
    expect(listed.stdout).toContain(`  ${JSON.stringify(UNDECIDABLE)}`);
    expect(listed.stdout).toMatch(/^ {2}- semantic +uncertain +steps 1:uncertain$/m);
    expect(listed.stdout).toMatch(/^1 open escalation\.$/m);

    const resolved = await run('review-escalations.ts', ['accept', id, 'Checked by hand.', 'Ana'], apiEnv(apiKey));
    expect(resolved.stderr).toBe('');
    expect(resolved.stdout).toMatch(new RegExp(`^Resolved ${id}: accept at \\S+$`, 'm'));
    expect(resolved.stdout).toContain(`Verification ${escalated.id} is now completed.`);
    expect((await t.client(apiKey).escalations.get(id)).review).toMatchObject({ decision: 'accept', note: 'Checked by hand.', reviewer: 'Ana' });

    const again = await run('review-escalations.ts', ['reject', id], apiEnv(apiKey));
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/^Review failed: .*\(escalation_already_resolved\)$/m);
  });
});
