// Where the content switches to LaTeX math: `$…$`, `$$…$$`, `\(…\)`, `\[…\]` and the display
// environments (`\begin{align}…\end{align}`, …), outside code. A single `$` follows Pandoc's rule
// (the opening `$` has a non-space character on its right, the closing one a non-space character
// on its left and no digit after it), because prose uses `$` for money: "$5 and $10" is not math.

/** A math region: UTF-16 offsets of the whole region [start, end) and of its LaTeX [innerStart, innerEnd). */
export interface MathRegion {
  start: number;
  end: number;
  innerStart: number;
  innerEnd: number;
  /** Written as a display (`$$`, `\[`, an environment) rather than inline. */
  display: boolean;
}

const ENVIRONMENTS = new Set(['equation', 'equation*', 'align', 'align*', 'aligned', 'gather', 'gather*', 'multline', 'multline*', 'eqnarray', 'eqnarray*', 'displaymath', 'math', 'split']);
// Longest LaTeX read as one region: past it an unclosed delimiter is taken as a stray character.
const MAX_REGION = 20_000;

function escaped(text: string, i: number): boolean {
  let n = 0;
  for (let k = i - 1; k >= 0 && text[k] === '\\'; k--) n++;
  return n % 2 === 1;
}

/** The math regions of `text`, skipping the code ranges given ([start, end) pairs). */
export function findMathRegions(text: string, code: readonly (readonly [number, number])[] = []): MathRegion[] {
  const out: MathRegion[] = [];
  const inCode = (i: number) => code.some(([a, b]) => i >= a && i < b);
  let i = 0;
  const n = text.length;
  while (i < n) {
    const c = text[i]!;
    if ((c !== '$' && c !== '\\') || inCode(i)) {
      i++;
      continue;
    }
    const region = c === '$' ? dollarAt(text, i) : backslashAt(text, i);
    if (region && !inCode(region.end - 1)) {
      out.push(region);
      i = region.end;
    } else i++;
  }
  return out;
}

function dollarAt(text: string, i: number): MathRegion | undefined {
  if (escaped(text, i)) return undefined;
  if (text[i + 1] === '$') {
    const close = text.indexOf('$$', i + 2);
    if (close < 0 || close - i > MAX_REGION || /\n[ \t]*\n/.test(text.slice(i + 2, close))) return undefined;
    return { start: i, end: close + 2, innerStart: i + 2, innerEnd: close, display: true };
  }
  if (/\s/.test(text[i + 1] ?? ' ')) return undefined;
  for (let k = i + 1; k < text.length && k - i < MAX_REGION; k++) {
    const ch = text[k]!;
    if (ch === '\n' && text[k + 1] === '\n') return undefined; // a paragraph ends first
    if (ch !== '$' || escaped(text, k)) continue;
    if (text[k + 1] === '$') return undefined; // "$x$$" is not a close
    if (/\s/.test(text[k - 1]!) || /\d/.test(text[k + 1] ?? '')) return undefined;
    if (k === i + 1) return undefined;
    return { start: i, end: k + 1, innerStart: i + 1, innerEnd: k, display: false };
  }
  return undefined;
}

function backslashAt(text: string, i: number): MathRegion | undefined {
  if (escaped(text, i)) return undefined;
  const open = text[i + 1];
  if (open === '(' || open === '[') {
    const closeMark = open === '(' ? '\\)' : '\\]';
    let k = i + 2;
    for (;;) {
      k = text.indexOf(closeMark, k);
      if (k < 0 || k - i > MAX_REGION) return undefined;
      if (!escaped(text, k)) break;
      k += 2;
    }
    return { start: i, end: k + 2, innerStart: i + 2, innerEnd: k, display: open === '[' };
  }
  const env = /^\\begin\{([a-z]+\*?)\}/.exec(text.slice(i, i + 30));
  if (env && ENVIRONMENTS.has(env[1]!)) {
    const closeText = `\\end{${env[1]}}`;
    const k = text.indexOf(closeText, i + env[0].length);
    if (k < 0 || k - i > MAX_REGION) return undefined;
    return { start: i, end: k + closeText.length, innerStart: i + env[0].length, innerEnd: k, display: true };
  }
  return undefined;
}
