// Where the content switches to LaTeX math: `$…$`, `$$…$$`, `\(…\)`, `\[…\]` and the display
// environments (`\begin{align}…\end{align}`, …), outside code; and LaTeX written bare in prose
// (`so \frac{3}{4} \times 120 = 80`), the stretch of math around a known math command. A single `$` follows Pandoc's rule
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
  return withBareLatex(text, out, inCode);
}

// Commands that only occur in math: one of them in prose starts a stretch of bare LaTeX.
const MATH_COMMANDS = new Set(['frac', 'dfrac', 'tfrac', 'cfrac', 'sqrt', 'times', 'cdot', 'div', 'left', 'right', 'pi', 'le', 'leq', 'ge', 'geq', 'neq', 'ne', 'approx', 'boxed', 'binom', 'pm', 'circ', 'cdots', 'ldots', 'lfloor', 'rfloor', 'lceil', 'rceil', 'ln', 'log']);
// What bare math is made of besides commands and braces: digits, operators, relations, brackets, spaces on one line.
const MATH_CHAR = /[\d.,+\-*/=()[\]^_<>!|'% \t]/;

/** Adds the stretches of bare LaTeX outside the delimited regions, in order. */
function withBareLatex(text: string, regions: MathRegion[], inCode: (i: number) => boolean): MathRegion[] {
  if (!text.includes('\\') && !text.includes('^{')) return regions;
  const taken = (i: number) => regions.some((r) => i >= r.start && i < r.end);
  const bare: MathRegion[] = [];
  // A superscript in braces (`2^{-3}`) is LaTeX's notation as much as a command is.
  for (const m of text.matchAll(/\\([a-zA-Z]+)|\^\{/g)) {
    if ((m[1] !== undefined && !MATH_COMMANDS.has(m[1])) || taken(m.index) || inCode(m.index) || bare.some((r) => m.index >= r.start && m.index < r.end)) continue;
    let a = m.index;
    while (a > 0 && (MATH_CHAR.test(text[a - 1]!) || singleLetter(text, a - 1))) a--;
    let b = m.index;
    while (b < text.length) {
      const ch = text[b]!;
      if (ch === '{') {
        const close = closingBrace(text, b);
        if (close === undefined) break;
        b = close + 1;
      } else if (ch === '\\' && /[a-zA-Z,;!]/.test(text[b + 1] ?? '')) {
        b += 1 + (/^[a-zA-Z]+/.exec(text.slice(b + 1))?.[0].length ?? 1);
      } else if ((MATH_CHAR.test(ch) && !(ch === '.' && !/\d/.test(text[b + 1] ?? ''))) || singleLetter(text, b)) b++;
      else break;
    }
    while (a < b && /[\s,.;:]/.test(text[a]!)) a++;
    while (b > a && /[\s,.;:]/.test(text[b - 1]!)) b--;
    if (b > a && !regions.some((r) => r.start < b && a < r.end)) bare.push({ start: a, end: b, innerStart: a, innerEnd: b, display: false });
  }
  return bare.length ? [...regions, ...bare].sort((x, y) => x.start - y.start) : regions;
}

/** A single letter standing alone (an unknown, `x`), not part of a word. */
function singleLetter(text: string, i: number): boolean {
  return /[a-zA-Z]/.test(text[i]!) && !/[a-zA-Z\\]/.test(text[i - 1] ?? '') && !/[a-zA-Z]/.test(text[i + 1] ?? '');
}

function closingBrace(text: string, open: number): number | undefined {
  let depth = 0;
  for (let i = open; i < text.length && i - open < MAX_REGION; i++) {
    if (text[i] === '\\') {
      i++;
      continue;
    }
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return i;
  }
  return undefined;
}

function dollarAt(text: string, i: number): MathRegion | undefined {
  if (escaped(text, i)) return undefined;
  if (text[i + 1] === '$') {
    const close = text.indexOf('$$', i + 2);
    if (close < 0 || close - i > MAX_REGION || /\n[ \t]*\n/.test(text.slice(i + 2, close))) return undefined;
    return { start: i, end: close + 2, innerStart: i + 2, innerEnd: close, display: true };
  }
  if (/\s/.test(text[i + 1] ?? ' ')) return spacedDollarAt(text, i);
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

/**
 * "$ 8321 \equiv 2 \pmod{3} $", "$ 6^{4} = 1296 $": spaces inside the dollars break Pandoc's
 * rule, but a LaTeX command or a braced superscript or subscript between them on one line says
 * it is math (money never holds one).
 */
function spacedDollarAt(text: string, i: number): MathRegion | undefined {
  const m = /^\$[ \t]+([^$\n]{1,400}?)[ \t]+\$(?!\d)/.exec(text.slice(i, i + 410));
  if (!m || !/\\[a-zA-Z]+|[\^_]\{/.test(m[1]!) || escaped(text, i + m[0].length - 1)) return undefined;
  return { start: i, end: i + m[0].length, innerStart: i + 1, innerEnd: i + m[0].length - 1, display: false };
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
