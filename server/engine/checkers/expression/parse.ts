// Formulas to syntax trees: mathjs parses (precedence, implicit multiplication, factorials), and
// only small trees of numbers, names, operators and function calls come out. The evaluators
// (evaluate.ts, rational-function.ts) walk these trees themselves: we never call mathjs' evaluate
// on a claim, because exactness and bounded work matter more than coverage.
import { parseWithBigNumbers } from '../../mathjs.js';
import { Q } from '../rational.js';

/** The parts of a mathjs node the evaluators read. */
export interface FormulaNode {
  type: string;
  value?: unknown;
  name?: string;
  op?: string;
  fn?: string | { name?: string };
  args?: FormulaNode[];
  content?: FormulaNode;
}

/** The longest formula or phrase the engine reads as mathematics. */
export const MAX_EXPR_CHARS = 200;
const MAX_NODES = 120;
const MAX_DEPTH = 40;

/** Parses a formula string with mathjs; undefined when it does not parse or is too big. */
export function parseFormula(expr: string): FormulaNode | undefined {
  if (expr.length === 0 || expr.length > MAX_EXPR_CHARS) return undefined;
  let node: FormulaNode;
  try {
    node = parseWithBigNumbers(expr) as unknown as FormulaNode;
  } catch {
    return undefined;
  }
  let count = 0;
  const walk = (n: FormulaNode, depth: number): boolean => {
    if (++count > MAX_NODES || depth > MAX_DEPTH) return false;
    if (n.type === 'ConstantNode') return typeof n.value === 'object' && n.value !== null; // BigNumber only, no strings
    if (n.type === 'SymbolNode') return true;
    if (n.type === 'ParenthesisNode') return n.content ? walk(n.content, depth + 1) : false;
    if (n.type === 'OperatorNode' || n.type === 'FunctionNode') return (n.args ?? []).every((a) => walk(a, depth + 1));
    return false; // assignments, ranges, matrices, accessors: not claims
  };
  return walk(node, 0) ? node : undefined;
}

/** The exact value of a numeric constant node (its BigNumber keeps every digit written). */
export function constantOf(n: FormulaNode): Q | undefined {
  const v = n.value as { toFixed?: () => string } | undefined;
  return v && typeof v.toFixed === 'function' ? Q.parse(v.toFixed()) : undefined;
}

/** The function an operator or call node applies: 'add', 'unaryMinus', 'sqrt', ... */
export function fnName(n: FormulaNode): string {
  return typeof n.fn === 'string' ? n.fn : (n.fn?.name ?? '');
}
