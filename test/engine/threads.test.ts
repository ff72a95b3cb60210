import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultEngine, runVerification } from '../../server/engine/engine.js';
import { EngineError } from '../../server/engine/errors.js';
import { createEngineThreads, ENGINE_THREAD_HEAP_MB, type EngineThreads } from '../../server/threads/engine-threads.js';
import { PARADIGMS, type VerificationOutcome, type VerificationRequest } from '../../server/engine/types.js';

/** The outcome with its processing times zeroed: the only fields that differ between runs. */
function withoutTimes(o: VerificationOutcome): VerificationOutcome {
  return { ...o, processingTimeMs: 0, paradigmResults: o.paradigmResults.map((r) => ({ ...r, processingTimeMs: 0 })) };
}

// 50,000 characters of mixed checkable claims (the contract's maximum content length).
function bigContent(): string {
  const parts = ['17 * 23 = 391.', 'The capital of France is Paris.', 'Helium is a noble gas.', '2024 is a leap year.', '1 mile is about 1.609 kilometres.', '97 is a prime number.', '(x + 3)(x - 3) = x^2 - 9.'];
  let s = '';
  for (let i = 0; s.length < 50_000; i++) s += `${parts[i % parts.length]} `;
  return s.slice(0, 50_000);
}

describe('createEngineThreads', () => {
  let pool: EngineThreads;

  beforeAll(async () => {
    pool = createEngineThreads({ size: 1 });
    // Warm up: the worker loads TypeScript and mathjs once.
    await pool.verify({ content: '1 + 1 = 2', methods: { formal: 1 } });
  }, 60_000);

  afterAll(async () => {
    await pool.close();
  });

  it('verifies in a worker thread and returns the engine outcome', async () => {
    const out = await pool.verify({ content: '17 * 23 = 391', methods: { formal: 1, tool: 0.5 } });
    expect(out).toMatchObject({ verdict: 'true', decision: 'accept', retryCount: 0 });
    expect(out.paradigmResults).toHaveLength(2);
  });

  // Whether the check runs off the main thread is a matter of CPU, not of wall time: on a shared
  // 2-core machine (other test forks, other work) the OS can hold the main thread off the CPU for
  // tens or hundreds of milliseconds, which a gap probe cannot tell from blocking (it failed under
  // load 10). The main thread's own CPU time (/proc/self/task/<pid>/stat, Linux) is what a check
  // run on it would spend; the process's CPU time counts every thread. So: the process spends the
  // check's CPU, the main thread almost none of it, and its event loop keeps turning meanwhile.
  it('keeps the main event loop free while every method checks 50,000 characters', async () => {
    const content = bigContent();
    expect(content.length).toBe(50_000);
    const ticksPerMs = 100 / 1000; // USER_HZ is 100 on Linux
    const mainThreadCpuMs = () => {
      const fields = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      return (Number(fields[11]) + Number(fields[12])) / ticksPerMs; // utime, stime (fields 14 and 15)
    };
    let turns = 0;
    const probe = setInterval(() => turns++, 5);
    const mainBefore = mainThreadCpuMs();
    const processBefore = process.cpuUsage();
    const out = await pool.verify({ content, methods: Object.fromEntries(PARADIGMS.map((m) => [m, 1])) });
    const processCpu = process.cpuUsage(processBefore);
    const mainCpu = mainThreadCpuMs() - mainBefore;
    clearInterval(probe);
    const processCpuMs = (processCpu.user + processCpu.system) / 1000;
    expect(out.paradigmResults).toHaveLength(PARADIGMS.length);
    expect(processCpuMs).toBeGreaterThan(200); // real work happened, in some thread
    expect(mainCpu).toBeLessThan(processCpuMs / 4); // but not on the main thread
    expect(turns).toBeGreaterThan(0); // whose event loop kept turning
  }, 120_000);

  // issue 10: with no provider configured the workers run the offline engine, unchanged.
  it('gives, with no provider configured, the very outcome runVerification gives with the offline engine', async () => {
    expect(process.env.VERITY_PROVIDERS ?? '').toBe('');
    const all = Object.fromEntries(PARADIGMS.map((m) => [m, 1]));
    const requests: VerificationRequest[] = [
      { content: '17 * 23 = 392', methods: all },
      { content: 'Shakespeare wrote Don Quixote.\nSo he wrote in Spanish.', methods: all, options: { maxRetries: 2 } },
      { content: 'The capital of Australia is not Sydney. 2024 is a leap year.', methods: { reasoning: 1, ensemble: 0.5, entropy: 0.5, biprm: 1 }, context: { evidence: 'Canberra is the capital of Australia.' } },
      { content: 'Cats make better pets than dogs', methods: all, options: { retryOnLowConfidence: true, minConfidence: 0.9 } },
    ];
    for (const request of requests) {
      const [inWorker, direct] = await Promise.all([pool.verify(request), runVerification(request, defaultEngine)]);
      expect(withoutTimes(inWorker)).toEqual(withoutTimes(direct));
      expect(inWorker.paradigmResults.every((r) => r.provider === 'offline')).toBe(true);
    }
  });

  it('restores the typed engine error from the worker', async () => {
    await expect(pool.verify({ content: 'x', methods: {} })).rejects.toThrow(/at least one verification method/);
  });

  // Issue 24: requests that wait while the thread is busy go to it together, as one task.
  it('answers each request of a batch with its own outcome, in any order of arrival, and fails only the request that fails', async () => {
    const contents = ['17 * 23 = 391', '17 * 23 = 392', '2 + 2 = 4', '2 + 2 = 5', '97 is a prime number.', '1 + 1 = 3'];
    const alone = await Promise.all(contents.map((content) => runVerification({ content, methods: { formal: 1 } }, defaultEngine)));
    // The first keeps the thread busy, so the others wait and are handed over together.
    const settled = await Promise.allSettled([
      pool.verify({ content: bigContent().slice(0, 5_000), methods: { formal: 1 } }),
      ...contents.flatMap((content, i) => [pool.verify({ content, methods: { formal: 1 } }), ...(i === 2 ? [pool.verify({ content: 'x', methods: {} })] : [])]),
    ]);
    const results = settled.slice(1);
    expect(results[3]).toMatchObject({ status: 'rejected', reason: expect.objectContaining({ message: expect.stringMatching(/at least one verification method/) }) });
    const answers = results.filter((_, i) => i !== 3);
    answers.forEach((r, i) => {
      expect(r.status).toBe('fulfilled');
      expect(withoutTimes((r as PromiseFulfilledResult<VerificationOutcome>).value)).toEqual(withoutTimes(alone[i]!));
    });
  });

  it('refuses a pool size that is not a positive integer', () => {
    expect(() => createEngineThreads({ size: 0 })).toThrow(RangeError);
  });

  it("reports each thread's peak heap", () => {
    const memory = pool.memory!();
    expect(memory).toHaveLength(1);
    // The thread holds the engine (over 10 MB) and stayed within its budget.
    expect(memory[0]!.peakHeapMb).toBeGreaterThan(10);
    expect(memory[0]!.peakHeapMb).toBeLessThan(ENGINE_THREAD_HEAP_MB);
  });
});

describe('the heap budget of an engine thread', () => {
  // 48 MB holds the loaded engine and a small check (about 37 MB in use since stop 30's readers
  // and checkers; it was 28 MB, and the old 34 MB budget then failed the warm-up itself) but not
  // every method on 50,000 characters of varied claims (about 60 MB live; 52 MB is enough).
  let pool: EngineThreads;
  const small: VerificationRequest = { content: '17 * 23 = 391', methods: { formal: 1 } };

  beforeAll(async () => {
    pool = createEngineThreads({ size: 1, heapMb: 48 });
    await pool.verify(small);
  }, 60_000);

  afterAll(async () => {
    await pool.close();
  });

  it('fails a task beyond it with an engine error, and the next task runs on a new thread', async () => {
    const failure = await pool.verify({ content: bigContent(), methods: Object.fromEntries(PARADIGMS.map((m) => [m, 1])) }).catch((err: unknown) => err);
    expect(failure).toBeInstanceOf(EngineError);
    expect(failure).toMatchObject({ code: 'internal_error', message: expect.stringContaining('48 MB heap budget') });
    expect((await pool.verify(small)).verdict).toBe('true');
    expect(pool.memory!()).toHaveLength(2);
  }, 120_000);

});

// Issue 24: a batch whose thread ran out of memory is run again one request at a time, so the
// request beyond the budget still fails alone. 48 MB leaves a fresh thread room for small checks
// on a loaded machine (at 34 MB a new thread's first check can run out too), and every method on
// 200,000 characters needs far more.
describe('a batch that runs out of memory', () => {
  let pool: EngineThreads;
  const small: VerificationRequest = { content: '17 * 23 = 391', methods: { formal: 1 } };

  beforeAll(async () => {
    pool = createEngineThreads({ size: 1, heapMb: 48 });
    await pool.verify(small);
  }, 60_000);

  afterAll(async () => {
    await pool.close();
  });

  it('fails only the request beyond the budget and answers the others', async () => {
    // The first keeps the thread busy, so the other three wait and are handed over together.
    const [busy, first, big, last] = await Promise.allSettled([
      pool.verify(small),
      pool.verify({ content: '17 * 23 = 392', methods: { formal: 1 } }),
      pool.verify({ content: bigContent().repeat(4), methods: Object.fromEntries(PARADIGMS.map((m) => [m, 1])) }),
      pool.verify(small),
    ]);
    expect(busy).toMatchObject({ status: 'fulfilled', value: { verdict: 'true' } });
    expect(first).toMatchObject({ status: 'fulfilled', value: { verdict: 'false' } });
    expect(big).toMatchObject({ status: 'rejected', reason: expect.objectContaining({ code: 'internal_error', message: expect.stringContaining('48 MB heap budget') }) });
    expect(big.status === 'rejected' && big.reason).toBeInstanceOf(EngineError);
    expect(last).toMatchObject({ status: 'fulfilled', value: { verdict: 'true' } });
  }, 180_000);
});
