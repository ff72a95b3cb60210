// Summarises V8 .cpuprofile files (from `node --cpu-prof`, which `npm run bench -- --cpu-prof`
// passes to the server): where the samples landed, by function (self time) and by module
// (project file, node_modules package or Node internals), and which of the project's functions'
// subtrees hold the most time (inclusive). Run alone: `npx tsx scripts/bench/profile-summary.ts FILE.cpuprofile...`.
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
export interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

export interface Row {
  name: string;
  ms: number;
  /** Share of the busy time (samples outside `(idle)` and piscina's Atomics.wait), in percent. */
  pct: number;
}

export interface ProfileSummary {
  totalMs: number;
  busyMs: number;
  selfByFunction: Row[];
  selfByModule: Row[];
  /** Functions of the project (server/, scripts/) with the time of everything they call: where to look. */
  inclusiveByFunction: Row[];
}

/** `node_modules/<pkg>`, a project path, `node:<internal>`, or the V8 pseudo-frame. */
export function moduleOf(url: string, functionName: string): string {
  if (url === '') return functionName.startsWith('(') ? functionName : '(native)';
  const nm = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (nm) return nm[1]!;
  if (url.startsWith('node:')) return 'node:internal';
  const project = /\/(server|scripts|generated|dist)\/(.*)$/.exec(url);
  return project ? `${project[1]}/${project[2]}` : url;
}

function isProjectFrame(frame: CallFrame): boolean {
  return !frame.url.includes('node_modules') && /\/(server|scripts)\//.test(frame.url);
}

function functionKey(frame: CallFrame): string {
  const where = frame.url === '' ? '' : ` ${moduleOf(frame.url, frame.functionName)}:${frame.lineNumber + 1}`;
  return `${frame.functionName || '(anonymous)'}${where}`;
}

function top(map: Map<string, number>, busyUs: number, n: number): Row[] {
  return [...map.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([name, us]) => ({ name, ms: Math.round(us / 100) / 10, pct: Math.round((1000 * us) / Math.max(1, busyUs)) / 10 }));
}

/** Microseconds of CLOCK_MONOTONIC, the clock of V8's profile timestamps and of process.hrtime. */
export interface TimeWindow {
  fromUs: number;
  toUs: number;
}

/** Now, on the clock of .cpuprofile timestamps (Linux: CLOCK_MONOTONIC for both). */
export const monotonicUs = (): number => Number(process.hrtime.bigint() / 1000n);

/**
 * Self time by function and by module, and inclusive time by function, from sample time deltas;
 * with `window`, only the samples taken inside it (e.g. the measured part of one scenario, not
 * start-up or warm-up).
 */
export function summarizeProfile(profile: CpuProfile, n = 20, window?: TimeWindow): ProfileSummary {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const selfUs = new Map<number, number>();
  let totalUs = 0;
  // timeDeltas[i] is the time since the previous sample: it belongs to sample i.
  let at = profile.startTime;
  profile.samples.forEach((id, i) => {
    const dt = Math.max(0, profile.timeDeltas[i] ?? 0);
    at += profile.timeDeltas[i] ?? 0;
    if (window && (at < window.fromUs || at > window.toUs)) return;
    selfUs.set(id, (selfUs.get(id) ?? 0) + dt);
    totalUs += dt;
  });
  const selfByFunction = new Map<string, number>();
  const selfByModule = new Map<string, number>();
  const inclusive = new Map<string, number>();
  let idleUs = 0;
  for (const [id, us] of selfUs) {
    const node = byId.get(id);
    if (!node) continue;
    const frame = node.callFrame;
    // piscina's idle workers block in Atomics.wait inside atomicsWaitLoop: waiting, not working.
    if (frame.functionName === '(idle)' || (frame.functionName === 'atomicsWaitLoop' && frame.url.includes('piscina'))) {
      idleUs += us;
      continue;
    }
    const key = functionKey(frame);
    selfByFunction.set(key, (selfByFunction.get(key) ?? 0) + us);
    const mod = moduleOf(frame.url, frame.functionName);
    selfByModule.set(mod, (selfByModule.get(mod) ?? 0) + us);
    // Each function on the stack once, however often it recurses.
    const seen = new Set<string>();
    for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
      const f = byId.get(cur)!.callFrame;
      if (!isProjectFrame(f)) continue;
      const k = functionKey(f);
      if (seen.has(k)) continue;
      seen.add(k);
      inclusive.set(k, (inclusive.get(k) ?? 0) + us);
    }
  }
  const busyUs = totalUs - idleUs;
  return {
    totalMs: Math.round(totalUs / 1000),
    busyMs: Math.round(busyUs / 1000),
    selfByFunction: top(selfByFunction, busyUs, n),
    selfByModule: top(selfByModule, busyUs, n),
    inclusiveByFunction: top(inclusive, busyUs, n),
  };
}

export function formatSummary(title: string, s: ProfileSummary): string {
  const rows = (heading: string, list: Row[]) => [
    heading,
    ...list.map((r) => `  ${r.ms.toFixed(1).padStart(9)} ms  ${r.pct.toFixed(1).padStart(5)}%  ${r.name}`),
  ];
  return [
    `${title}: ${s.totalMs} ms sampled, ${s.busyMs} ms busy (not idle); shares are of busy time`,
    ...rows('Self time by function:', s.selfByFunction),
    ...rows('Self time by module:', s.selfByModule),
    ...rows('Inclusive time by project function (itself and all it calls):', s.inclusiveByFunction),
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const files = process.argv.slice(2);
  if (files.length === 0) {
    process.stderr.write('usage: tsx scripts/bench/profile-summary.ts FILE.cpuprofile...\n');
    process.exit(2);
  }
  for (const file of files) {
    process.stdout.write(`${formatSummary(file, summarizeProfile(JSON.parse(readFileSync(file, 'utf8')) as CpuProfile, 25))}\n\n`);
  }
}
