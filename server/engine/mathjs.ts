// The engine's only door to mathjs (issue 17): two small instances built from the factories the
// engine uses, instead of the whole library in every engine thread.
//
// Importing 'mathjs' at all builds its default instance, every one of its ~600 functions and
// constants, eagerly: about 30 MB of V8 heap per thread, even for `create({ parseDependencies })`.
// mathjs' package exports offer no entry without that instance, so this module loads the
// factory files themselves from the installed (exactly pinned) package. A `create()` instance
// builds each function on first use, so each instance holds only what its calls reached.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { create as createMathJs, FactoryFunctionMap, MathNode } from 'mathjs';

const esmRoot = join(dirname(createRequire(import.meta.url).resolve('mathjs/package.json')), 'lib', 'esm');

function importFromMathjs<T>(file: string): Promise<T> {
  return import(pathToFileURL(join(esmRoot, file)).href) as Promise<T>;
}

/** The factories (with their dependencies) of mathjs functions, e.g. 'parse' -> parseDependencies. */
async function dependenciesOf(names: string[]): Promise<FactoryFunctionMap> {
  const groups = await Promise.all(names.map(async (name) => {
    const file = `dependencies${name[0]!.toUpperCase()}${name.slice(1)}.generated.js`;
    const module = await importFromMathjs<Record<string, FactoryFunctionMap>>(join('entry', 'dependenciesAny', file));
    return [`${name}Dependencies`, module[`${name}Dependencies`]!] as const;
  }));
  return Object.fromEntries(groups) as FactoryFunctionMap;
}

const { create } = await importFromMathjs<{ create: typeof createMathJs }>(join('core', 'create.js'));

// BigNumber constants keep every digit the user wrote (no 0.1 + 0.2 float noise); the checkers'
// own evaluators compute on them exactly (checkers/expression/evaluate.ts).
const exact = create(await dependenciesOf(['parse']), { number: 'BigNumber', precision: 64 });

// The ensemble's independent numeric voter (methods/ensemble.ts): double precision, and exactly
// the functions a formula from phraseToFormula can name (checkers/expression/phrase.ts).
const double = create(await dependenciesOf([
  'evaluate', 'add', 'subtract', 'multiply', 'divide', 'pow', 'mod', 'unaryMinus', 'unaryPlus',
  'sqrt', 'cbrt', 'abs', 'factorial', 'pi',
]));

/** Parses a formula; numeric constants are BigNumbers. Throws on a syntax error. */
export function parseWithBigNumbers(formula: string): MathNode {
  return exact.parse(formula);
}

/** Evaluates a formula in double precision. Throws on a syntax error or an unknown name. */
export function evaluateInDoubles(formula: string): unknown {
  return double.evaluate(formula);
}
