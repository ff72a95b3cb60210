// Prints, per domain, how many generated phrasings formal (exact checkers) and tool (all
// checkers) decide and how many they get wrong. Run: npx tsx test/engine/phrasings/coverage.ts [count] [seed] [--show]
import { ALL_CHECKERS, EXACT_CHECKERS } from '../../../server/engine/checkers/index.js';
import { EXACT_DOMAINS, measure, PHRASINGS, samplePhrasings, type Domain } from './index.js';

const count = Number(process.argv[2] ?? 1000);
const seed = Number(process.argv[3] ?? 42);
const show = process.argv.includes('--show');
const pct = (x: number) => `${(100 * x).toFixed(1)} %`.padStart(8);

console.log(`${count} phrasings per domain, seed ${seed}`);
console.log('domain       formal cov  wrong   tool cov   wrong (FP)');
for (const domain of Object.keys(PHRASINGS) as Domain[]) {
  const sample = samplePhrasings(domain, count, seed);
  const formal = EXACT_DOMAINS.includes(domain) ? measure(sample, EXACT_CHECKERS) : undefined;
  const tool = measure(sample, ALL_CHECKERS);
  const wrong = (m: typeof tool) => `${m.falsePositives.length + m.falseNegatives.length} (${m.falsePositives.length})`.padStart(8);
  console.log(`${domain.padEnd(12)} ${formal ? pct(formal.coverage) + wrong(formal) : '       -       -'}  ${pct(tool.coverage)} ${wrong(tool)}`);
  if (show) {
    for (const p of tool.falsePositives) console.log(`   FP  ${p.text}`);
    for (const p of tool.falseNegatives) console.log(`   FN  ${p.text}`);
    for (const p of tool.uncertain.slice(0, 40)) console.log(`   ??  ${p.text}  [${p.label}]`);
  }
}
