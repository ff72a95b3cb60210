// The tokeniser and sentence splitter of grounding (issue 23): wink-nlp with its English "lite"
// model (wink-eng-lite-web-model), both shipped inside their npm packages, so nothing is
// downloaded at install or run time. wink reads text losslessly (every token keeps its
// preceding whitespace), so each token here carries its UTF-16 offsets in the text it came from
// (STYLE habit 16): a finding points at `text.slice(start, end)` without searching again.
//
// Why wink and not compromise: wink tokenises, splits sentences, tags parts of speech, lemmatises
// and marks negation at several hundred thousand tokens a second with a 16 MB model, which is
// what a 1 MB set of documents in a 96 MB engine thread needs; compromise builds an object graph
// per term (several times the memory per word) and reads about ten times slower.
//
// Memory. The model is loaded on first use only (threads that never see documents never pay for
// it; about 16 MB of heap). wink adds every word it has not seen to the vocabulary of its
// instance, so a long-lived engine thread reading many documents would grow without bound; the
// instance is rebuilt (about 70 ms) once it has learnt NEW_WORD_BUDGET words.
//
// History. A word wink learnt changes how it reads later texts: its tokeniser keeps a string it
// finds in the vocabulary whole, so after "Sotheby's." (learnt whole before the full stop) every
// "Sotheby's" stays one token where a fresh instance splits "Sotheby" + "'s"; the same holds for
// hyphenated words and a learnt word's token type and tag. A verification's result must depend on
// its request only (spec/DECISIONS.md, Documents, "Reading has no history"), so every text is read
// against the model's own vocabulary: after each readDoc the words it learnt are taken out of the
// lookup tables again (forget()), which costs time in proportion to the words learnt.
// Long texts are read in chunks of at most CHUNK_CHARS at line or sentence boundaries: wink's
// document of 1 MB of text takes about 55 MB of heap at once, a chunk a few hundred kB.

import { codeRanges } from '../reading/markdown.js';
import { wordTable } from '../word-table.js';

// The part of wink's API used here, typed loosely: wink's own declarations type `its` helpers
// per model in ways the lite model's declarations do not match.
type Its = Record<string, unknown>;
interface WinkCollection {
  out(f?: unknown): unknown;
  each(f: (item: WinkItem) => void): void;
  itemAt(i: number): WinkItem;
}
interface WinkItem {
  out(f?: unknown): unknown;
}
interface WinkDoc {
  tokens(): WinkCollection;
  entities(): WinkCollection;
  sentences(): WinkCollection;
}
interface WinkMethods {
  readDoc(text: string): WinkDoc;
  its: Its;
}
type WinkFn = (model: unknown, pipe?: string[]) => WinkMethods;
interface LiteModel {
  metaCER(): unknown;
  core(): unknown;
}
/** The part of wink's vocabulary a new word is written into (wink-nlp 2.4.0, src/cache.js). */
interface Feature {
  list: string[];
  hash: Record<string, number>;
  index: number;
}
interface CoreModel {
  features: Record<string, Feature>;
}
/** Features whose values wink appends per new word (besides the word itself). */
const LEARNT_FEATURES = ['prefix', 'suffix', 'shape'];

/** One word or punctuation mark, with its offsets in the text it was read from. */
export interface Token {
  /** The token as written. */
  text: string;
  /** UTF-16 offsets [start, end) in the text. */
  start: number;
  end: number;
  /** Lower case, typographic quotes and dashes made plain. */
  lower: string;
  /** The lemma in lower case ("was" -> "be", "countries" -> "country"). */
  lemma: string;
  /** Universal part-of-speech tag (PROPN, NOUN, VERB, NUM, ...). */
  pos: string;
  /** wink's token type: word, number, punctuation, currency, ordinal, ... */
  type: string;
  /** Not in the model's vocabulary (a name, a rare word or a typo). */
  oov: boolean;
  /** The token stands in the scope of a negation ("did n't grow"). */
  negated: boolean;
  /** wink's entity type when the token is part of one (DATE, CARDINAL, MONEY, PERCENT, ...). */
  entity?: string;
}

/** A sentence with its offsets and tokens. */
export interface Sentence {
  start: number;
  end: number;
  tokens: Token[];
}

/** Longest piece of text given to wink at once. */
export const CHUNK_CHARS = 16_000;
/** Words the vocabulary may learn before the instance is rebuilt (about 150 bytes each). */
const NEW_WORD_BUDGET = 20_000;
const PIPE = ['sbd', 'negation', 'pos', 'ner'];

interface Reader {
  nlp: WinkMethods;
  its: Its;
  /** First id past the model's own vocabulary: ids from here on are words the instance learnt. */
  firstNewId: number;
  /** The vocabulary the instance reads with (its lookup tables). */
  core: CoreModel;
}

let model: unknown;
let lastCore: CoreModel | undefined;
let winkFn: WinkFn | undefined;
let reader: Reader | undefined;
let loading: Promise<void> | undefined;

/** Loads wink and its model once per thread (the only I/O grounding does: loading a module). */
export function loadNlp(): Promise<void> {
  loading ??= (async () => {
    const [wink, lite] = await Promise.all([import('wink-nlp'), import('wink-eng-lite-web-model')]);
    winkFn = wink.default as unknown as WinkFn;
    const base = (lite as unknown as { default: LiteModel }).default;
    // The lite model's metaCER() assigns JSON.stringify(machines) back to its own variable, so each
    // instance built stringifies the last string again (4x longer each time: the 9th rebuild takes
    // seconds and 330 MB, the 10th throws "Invalid string length"; the same kind of bug as
    // winkjs/wink-eng-lite-web-model#2 for the core model). It is read once and handed out as is.
    const cer = base.metaCER();
    // core() builds the vocabulary an instance reads with; it is kept to forget learnt words.
    model = { ...base, metaCER: () => cer, core: () => (lastCore = base.core() as CoreModel) };
  })();
  return loading;
}

function instance(): Reader {
  if (!winkFn || model === undefined) throw new Error('grounding NLP used before loadNlp() resolved');
  if (!reader) {
    const nlp = winkFn(model, PIPE);
    const core = lastCore!;
    // A word no English text contains: its id is the first one past the model's vocabulary.
    const firstNewId = withDoc({ nlp, its: nlp.its, firstNewId: 0, core }, 'qzxqvjk', (doc) => doc.tokens().itemAt(0).out(nlp.its.uniqueId) as number);
    reader = { nlp, its: nlp.its, firstNewId, core };
  }
  return reader;
}

/**
 * Reads `text` with wink and hands the document to `use`, then forgets the words the reading
 * learnt (the History note above): the next text is read as by a fresh instance. The word list
 * itself keeps its length (wink's packed features of learnt words sit at the same positions, out
 * of reach), so ids still grow and NEW_WORD_BUDGET still bounds the memory; the value lists of
 * the features (prefix, suffix, shape) are cut back, since only forgotten words point past them.
 */
function withDoc<T>(r: Reader, text: string, use: (doc: WinkDoc) => T): T {
  const features = r.core.features;
  const lexeme = features.lexeme!;
  const words = lexeme.list.length;
  const lengths = LEARNT_FEATURES.map((f) => features[f]!.list.length);
  try {
    return use(r.nlp.readDoc(text));
  } finally {
    for (let i = words; i < lexeme.list.length; i++) delete lexeme.hash[lexeme.list[i]!];
    LEARNT_FEATURES.forEach((f, k) => {
      const feature = features[f]!;
      for (let i = lengths[k]!; i < feature.list.length; i++) delete feature.hash[feature.list[i]!];
      feature.list.length = lengths[k]!;
      feature.index = lengths[k]!;
    });
  }
}

/** Forgets the words the instance learnt (tests and memory measurements). */
export function resetNlp(): void {
  reader = undefined;
}

/** Whether the NLP model is loaded (for tests and memory reports). */
export function nlpLoaded(): boolean {
  return model !== undefined;
}

const PLAIN = wordTable<string>({ '\u2018': "'", '\u2019': "'", '\u201C': '"', '\u201D': '"', '\u2013': '-', '\u2014': '-', '\u2212': '-' });

function plain(s: string): string {
  return s.toLowerCase().replace(/[\u2018\u2019\u201C\u201D\u2013\u2014\u2212]/g, (c) => PLAIN[c] ?? c);
}

/** Pieces of at most CHUNK_CHARS, cut after a line break, else after a sentence end, else at a space. */
export function chunks(text: string, size = CHUNK_CHARS): { text: string; at: number }[] {
  const out: { text: string; at: number }[] = [];
  let at = 0;
  while (at < text.length) {
    let end = Math.min(text.length, at + size);
    if (end < text.length) {
      const window = text.slice(at, end);
      const cut = Math.max(window.lastIndexOf('\n'), -1);
      const sentence = window.search(/[.!?]\s+(?=[^.!?]*$)/);
      const space = window.lastIndexOf(' ');
      const best = cut > size / 4 ? cut + 1 : sentence > size / 4 ? sentence + 1 : space > size / 4 ? space + 1 : window.length;
      end = at + best;
    }
    out.push({ text: text.slice(at, end), at });
    at = end;
  }
  return out;
}

/** Lower-case words and whether the model knows them (bounded; refilled as texts are read). */
const KNOWN_LOWER = new Map<string, boolean>();

/** Lower-case words and whether they are in wink's list of stop words (bounded cache). */
const STOP_WORDS = new Map<string, boolean>();

/**
 * Whether English uses a word (in lower case) as a function word: a determiner, pronoun,
 * auxiliary or grammatical adverb such as "much", "only", "both" (wink's lexicon marks these
 * as stop words). Such a word never is a name by itself.
 */
export function isFunctionWord(lower: string): boolean {
  const hit = STOP_WORDS.get(lower);
  if (hit !== undefined) return hit;
  const r = instance();
  const out = withDoc(r, lower, (doc) => doc.tokens().out(r.its.stopWordFlag) as boolean[]);
  const stop = out.length === 1 && out[0] === true;
  if (STOP_WORDS.size > 5_000) STOP_WORDS.clear();
  STOP_WORDS.set(lower, stop);
  return stop;
}

/** Whether the English model knows a word as written in lower case (one word, no spaces). */
export function isKnownWord(lower: string): boolean {
  const hit = KNOWN_LOWER.get(lower);
  if (hit !== undefined) return hit;
  const r = instance();
  const ids = withDoc(r, lower, (doc) => doc.tokens().out(r.its.uniqueId) as number[]);
  const known = ids.length === 1 && ids[0]! < r.firstNewId;
  if (KNOWN_LOWER.size > 20_000) KNOWN_LOWER.clear();
  KNOWN_LOWER.set(lower, known);
  return known;
}

/** Reads one piece of text (at most CHUNK_CHARS) into sentences; offsets are shifted by `at`. */
function readPiece(text: string, at: number): Sentence[] {
  let r = instance();
  const its = r.its;
  const { values, spaces, pos, lemmas, types, negation, ids, entityOf, spans } = withDoc(r, text, (doc) => {
    const tokens = doc.tokens();
    const values = tokens.out(its.value) as string[];
    const entityOf: (string | undefined)[] = new Array(values.length);
    doc.entities().each((e) => {
      const [from, to] = e.out(its.span) as [number, number];
      const type = e.out(its.type) as string;
      for (let i = from; i <= to; i++) entityOf[i] = type;
    });
    const spans: [number, number][] = [];
    doc.sentences().each((s) => spans.push(s.out(its.span) as [number, number]));
    return {
      values, entityOf, spans,
      spaces: tokens.out(its.precedingSpaces) as string[],
      pos: tokens.out(its.pos) as string[],
      lemmas: tokens.out(its.lemma) as string[],
      types: tokens.out(its.type) as string[],
      negation: tokens.out(its.negationFlag) as boolean[],
      ids: tokens.out(its.uniqueId) as number[],
    };
  });
  const all: Token[] = [];
  let offset = 0;
  let maxId = 0;
  for (let i = 0; i < values.length; i++) {
    offset += spaces[i]!.length;
    let start = offset;
    const value = values[i]!;
    // wink is lossless; should a token ever not sit where the spaces say, find it.
    if (text.slice(start, start + value.length) !== value) {
      const found = text.indexOf(value, start);
      if (found >= 0) start = found;
    }
    offset = start + value.length;
    const id = ids[i]!;
    if (id > maxId) maxId = id;
    const t: Token = {
      text: value, start: at + start, end: at + offset, lower: plain(value), lemma: plain(lemmas[i] ?? value), pos: pos[i]!,
      type: types[i]!, oov: id >= r.firstNewId, negated: negation[i] === true,
    };
    const entity = entityOf[i];
    if (entity) t.entity = entity;
    all.push(t);
  }
  // wink's vocabulary holds words as English writes them inside a sentence ("cats", not "Cats"):
  // a capitalised word is unknown as written, so it is looked up in lower case.
  // A plural the vocabulary lacks ("Registrations", "Campaigners") is known when its singular is:
  // English's regular plural is taken off and the singular asked too.
  const singular = (w: string) => (w.length > 4 && /[^s]s$/.test(w) ? (/ies$/.test(w) ? `${w.slice(0, -3)}y` : w.slice(0, -1)) : undefined);
  const unknown = all.filter((t) => t.oov && t.lower !== t.text && !KNOWN_LOWER.has(t.lower) && /^\p{L}[\p{L}'-]*$/u.test(t.lower)).map((t) => t.lower);
  const ask = [...new Set(unknown.flatMap((w) => [w, ...(singular(w) && !KNOWN_LOWER.has(singular(w)!) ? [singular(w)!] : [])]))];
  if (ask.length) {
    const [ids, words] = withDoc(r, ask.join(' \n '), (doc) => [doc.tokens().out(its.uniqueId) as number[], doc.tokens().out(its.value) as string[]] as const);
    if (KNOWN_LOWER.size > 20_000) KNOWN_LOWER.clear();
    words.forEach((w, k) => KNOWN_LOWER.set(w, ids[k]! < r.firstNewId));
  }
  for (const t of all) if (t.oov && t.lower !== t.text && (KNOWN_LOWER.get(t.lower) || KNOWN_LOWER.get(singular(t.lower) ?? ''))) t.oov = false;
  const sentences: Sentence[] = [];
  for (const [from, to] of spans) {
    let current: Token[] = [];
    for (let i = from; i <= to; i++) {
      const t = all[i]!;
      if (!t.text.trim()) continue; // line breaks wink keeps as tokens belong to no sentence
      const prev = current.at(-1);
      // Split where wink kept two sentences together: at a blank line, or where a full stop is
      // glued to a capitalised word ("... Cossbysweater.Milhouse Mussolini ...").
      const gap = text.slice(prev ? prev.end - at : 0, t.start - at);
      // A line break ends a sentence before a list item or a heading, and after a line that is
      // a heading or a label itself (short, no end mark): Markdown and plain lists alike.
      const lineStart = prev ? text.lastIndexOf('\n', prev.start - at) + 1 : 0;
      const lineBreak = /\n/.test(gap) && (/^(?:[-*•#>]|\d{1,3}[.)])$/.test(t.text) || (prev !== undefined && prev.end - at - lineStart < 100 && !/[,;:]$/.test(prev.text) && !/^[.!?]$/.test(prev.text) && /^[\p{Lu}\d"“*#-]/u.test(t.text)));
      if (prev && (/\n\s*\n/.test(gap) || lineBreak || (gap === '' && /\p{Ll}{2}[.!?]$|^[.!?]$/u.test(prev.text) && /^\p{Lu}\p{Ll}/u.test(t.text) && /\p{Ll}{2}[.!?]?$/u.test(current.at(-2)?.text ?? prev.text)))) {
        sentences.push({ start: current[0]!.start, end: prev.end, tokens: current });
        current = [];
      }
      current.push(t);
    }
    if (current.length) sentences.push({ start: current[0]!.start, end: current.at(-1)!.end, tokens: current });
  }
  // wink ends a sentence at an abbreviation's full stop ("born ca. 1959", "his Ph.D. from"): the
  // sentence goes on when what follows is a number, a word in lower case or another initial.
  for (let k = sentences.length - 2; k >= 0; k--) {
    const cur = sentences[k]!;
    const tail = cur.tokens.slice(-2).map((t) => t.text).join('');
    const next = sentences[k + 1]!;
    const first = next.tokens[0]?.text ?? '';
    const joined = text.slice(cur.end - at, next.start - at);
    if (/(?:^|[^\p{L}])(?:ca|c|b|d|fl|approx|Ph|No|vs|St|Mr|Mrs|Ms|Dr|Jr|Sr|Prof|Gen|Col|Lt|Rev|Mt|Ft)\.$/u.test(tail) && /^[ \t]*$/.test(joined) && /^(?:\d|\p{Ll}|\p{Lu}\.)/u.test(first)) {
      sentences.splice(k, 2, { start: cur.start, end: next.end, tokens: [...cur.tokens, ...next.tokens] });
    }
  }
  // A list marker read as a sentence of its own ("1.") opens the sentence after it.
  for (let k = sentences.length - 2; k >= 0; k--) {
    const marker = sentences[k]!;
    if (marker.tokens.length <= 2 && /^(?:\d{1,3}[.)]?|[-*•.)])+$/.test(marker.tokens.map((t) => t.text).join(''))) {
      const next = sentences[k + 1]!;
      sentences.splice(k, 2, { start: marker.start, end: next.end, tokens: [...marker.tokens, ...next.tokens] });
    }
  }
  // The marker is structure, not part of the claim: a claim starts at its first word (issue 22:
  // a step points at the statement, and the review page marks it without its list number).
  for (const s of sentences) {
    const n = /^\d{1,3}$/.test(s.tokens[0]?.text ?? '') && /^[.)]$/.test(s.tokens[1]?.text ?? '') ? 2 : /^[-*•]$/.test(s.tokens[0]?.text ?? '') ? 1 : 0;
    if (n && s.tokens.length > n) {
      s.tokens = s.tokens.slice(n);
      s.start = s.tokens[0]!.start;
    }
  }
  if (maxId - r.firstNewId > NEW_WORD_BUDGET) {
    reader = undefined; // forget the words this instance learnt; the next read builds a fresh one
    r = instance();
  }
  return sentences;
}

/** Reads a text of any length into sentences with offsets (loadNlp() must have resolved). */
export function readText(text: string): Sentence[] {
  const out: Sentence[] = [];
  for (const piece of chunks(text)) for (const s of readCodeAware(piece.text, piece.at)) out.push(s);
  return out;
}

/** readPiece, then joinAcrossCode with the piece's code spans (chunks break at lines, never inside a span). */
function readCodeAware(text: string, at: number): Sentence[] {
  // Inline spans only: a fenced block spans lines, and its sentences are no part of the prose around it.
  const spans = codeRanges(text).filter(([a, b]) => !text.slice(a, b).includes('\n'));
  return joinAcrossCode(readPiece(text, at), spans.map(([a, b]) => [a + at, b + at]));
}

/**
 * Joins sentences the tokeniser split inside inline code: the full stop of "`pears.csv`" ends no
 * sentence (Markdown's code is opaque, as in the calculation reader: reading/markdown.ts).
 */
function joinAcrossCode(sentences: Sentence[], code: [number, number][]): Sentence[] {
  if (code.length === 0) return sentences;
  const inside = (i: number) => code.some(([a, b]) => i > a && i < b);
  const out: Sentence[] = [];
  for (const s of sentences) {
    const prev = out.at(-1);
    if (prev && inside(prev.end)) out[out.length - 1] = { start: prev.start, end: s.end, tokens: [...prev.tokens, ...s.tokens] };
    else out.push(s);
  }
  return out;
}

/** Reads text and hands each sentence to `visit` without keeping them all (for long documents). */
export function eachSentence(text: string, visit: (s: Sentence) => void): void {
  for (const piece of chunks(text)) for (const s of readCodeAware(piece.text, piece.at)) visit(s);
}
