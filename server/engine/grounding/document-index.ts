// What grounding knows about the caller's documents, read once per verification (issue 23): the
// sentences of every document with their offsets, an inverted index from content words to the
// sentences holding them (to find the passage that speaks to a claim), and every quantity, date
// and name the documents mention (to tell a fact the documents never give). Documents are read
// whole, sentence by sentence, and only this compact index is kept, so 1 MB of documents fits an
// engine thread's heap; the tokens of a sentence are read again when a claim needs them.

import { countryOf, countryOfAcronym, regionOf, regionOfCountry, wholeCountry } from './aliases.js';
import type { GroundingDocument } from './documents.js';
import { LIGHT_WORDS, NAME_JOINERS, ORDINAL_WORDS, TITLES } from './lexicon.js';
import { foldWord, readMentions, type DateMention, type Mentions, type NameMention, type Quantity } from './mentions.js';
import { eachSentence, isKnownWord, readText, type Sentence, type Token } from './nlp.js';

/** Prepositions between two words of a noun phrase that an acronym may take a letter from ("earnings per share": EPS). */
const ACRONYM_JOINERS = new Set(['per', 'of', 'on', 'to', 'for', 'in', 'at', 'by', 'with']);

export interface IndexedSentence {
  /** Position of the document in the caller's list. */
  doc: number;
  /** UTF-16 offsets [start, end) in that document's text. */
  start: number;
  end: number;
}

/** A sentence read again in full: its tokens and mentions, offsets in its document. */
/**
 * What a question-reading check found: the documents' sentence that settles the claim otherwise,
 * and the reason the step gives (asked-*.ts, comparatives.ts, focus.ts, pairings.ts).
 */
export interface SentenceFinding {
  sentence: ReadSentence;
  reason: string;
}

/** A text read once (the question, say): its tokens and what it mentions. */
export interface ReadText {
  tokens: Token[];
  mentions: Mentions;
}

export interface ReadSentence extends IndexedSentence {
  id: number;
  tokens: Token[];
  mentions: Mentions;
  terms: Set<string>;
}

const CONTENT_POS = new Set(['NOUN', 'PROPN', 'VERB', 'ADJ', 'NUM', 'ADV']);

/** The word a token contributes to matching: its folded lemma, when it is a content word. */
export function termOf(t: Token): string | undefined {
  if (!CONTENT_POS.has(t.pos) && !(t.oov && /\p{L}/u.test(t.text))) return undefined;
  if (!/[\p{L}\p{N}]/u.test(t.text)) return undefined;
  let lemma = t.pos === 'PROPN' ? foldWord(t.text) : foldWord(t.lemma);
  // A noun the model does not know keeps its plural as its lemma ("saxophonists"): English's
  // regular plural is taken off, so "saxophonists" and "saxophonist" are one term.
  if (t.oov && t.pos === 'NOUN' && lemma.length > 4) lemma = lemma.replace(/ies$/, 'y').replace(/(?<=[^su'])s$/, '');
  if (!lemma || LIGHT_WORDS.has(lemma) || lemma.length < 2 && !/\d/.test(lemma)) return undefined;
  return lemma;
}

export function termsOf(tokens: readonly Token[]): Set<string> {
  const out = new Set<string>();
  for (const t of tokens) {
    const term = termOf(t);
    if (term) out.add(term);
  }
  return out;
}

export interface Located<T> {
  mention: T;
  sentence: number;
}

export class DocumentIndex {
  readonly sentences: IndexedSentence[] = [];
  /** Content word -> ids of the sentences that hold it, ascending. */
  private readonly postings = new Map<string, number[]>();
  /** Every folded word and lemma of the documents (and titles): "does any document say X". */
  readonly words = new Set<string>();
  /** Each document's folded words, one space apart with a space around: contiguous name search. */
  private readonly flat: string[] = [];
  /** Names the documents mention (folded words) and, per word, which of them hold it. */
  readonly names: string[][] = [];
  private readonly namesByWord = new Map<string, number[]>();
  /** Each distinct name once (a long document names its people many times). */
  private readonly nameIds = new Map<string, number>();
  /** Initials of multi-word names ("nfl" for National Football League) and capitalised acronyms the documents use. */
  private readonly initials = new Set<string>();
  private readonly acronyms = new Set<string>();
  readonly countries = new Set<string>();
  /** Continents the documents name, or name a country of ("Portugal" is in Europe). */
  readonly regions = new Set<string>();
  readonly quantities: Located<Quantity>[] = [];
  readonly dates: Located<DateMention>[] = [];
  private readonly cache = new Map<number, ReadSentence>();

  constructor(readonly documents: readonly GroundingDocument[]) {
    for (const d of documents) {
      const flatWords: string[] = [];
      if (d.title) {
        for (const s of readText(d.title)) {
          for (const t of s.tokens) this.addWord(t, flatWords);
          this.addNames(readMentions(s, d.title).names);
        }
        flatWords.push('|');
      }
      eachSentence(d.text, (s) => {
        const id = this.sentences.length;
        this.sentences.push({ doc: d.index, start: s.start, end: s.end });
        for (const t of s.tokens) this.addWord(t, flatWords);
        flatWords.push('|'); // sentences never join into one name
        for (const term of termsOf(s.tokens)) {
          const list = this.postings.get(term);
          if (list) list.push(id);
          else this.postings.set(term, [id]);
        }
        const m = readMentions(s, d.text);
        this.addNames(m.names);
        for (const q of m.quantities) this.quantities.push({ mention: q, sentence: id });
        for (const t of s.tokens) {
          const n = ORDINAL_WORDS[t.lower];
          if (n !== undefined) this.quantities.push({ mention: { kind: 'quantity', value: n, precision: 0.5, round: true, unit: 'ordinal', bound: 'exact', loose: true, start: t.start, end: t.end, text: t.text }, sentence: id });
        }
        for (const date of m.dates) this.dates.push({ mention: date, sentence: id });
        // Initials of every run of capitalised words, titles included ("Prime Minister" -> "pm").
        let run: string[] = [];
        /** The run's initials with those of "of" and "for" between its words ("Bank of England" -> "boe", as "BoE" writes it). */
        let withJoiners = '';
        /** How many title words open the run ("Prime Minister" in "Prime Minister Rishi Sunak"). */
        let titleRun = 0;
        for (const t of [...s.tokens, undefined]) {
          // An article opening the run ("The Ministry of Defence" at a sentence's start) is no
          // word of the name an acronym abbreviates ("MoD", not "TMoD"; gfa33).
          if (t && !run.length && /^(?:the|a|an)$/.test(t.lower)) continue;
          if (t && /^\p{Lu}\p{Ll}/u.test(t.text)) {
            if (titleRun === run.length && TITLES.has(t.lower)) titleRun++;
            run.push(t.lower[0]!);
            withJoiners += t.lower[0]!;
          }
          else if (t && run.length && NAME_JOINERS.has(t.lower)) {
            if (t.lower === 'of' || t.lower === 'for') withJoiners += t.lower[0]!;
            continue;
          }
          else {
            if (run.length >= 2) this.initials.add(run.join(''));
            if (run.length >= 2 && withJoiners.length > run.length) this.initials.add(withJoiners);
            withJoiners = '';
            // A number closing the run abbreviates with its initials ("Key Stage 2" -> "ks2").
            if (t && /^\d{1,4}$/.test(t.text)) for (let m = 0; m < run.length; m++) this.initials.add(`${run.slice(m).join('')}${t.text}`);
            // A title opening the run abbreviates on its own ("Prime Minister Rishi Sunak" -> "pm").
            for (let n = 2; n <= titleRun && n < run.length; n++) this.initials.add(run.slice(0, n).join(''));
            run = [];
            titleRun = 0;
          }
        }
        // Initials of a noun phrase in lower case ("artificial intelligence" -> "ai", "chief
        // executive officer" -> "ceo"): adjectives and nouns running up to a noun, each tail of
        // two words or more, as an acronym abbreviates the phrase's end.
        // A hyphenated word gives the initial of each part ("single sign-on" -> "sso").
        this.addPhraseInitials(s.tokens);
        // Capitalised acronyms ("NFL", "U.S.") and the countries they name; a country or a
        // continent opening a sentence ("Portugal will sell ..."), which is read as no name.
        for (const t of s.tokens) {
          if (/^\p{Lu}\p{Ll}/u.test(t.text)) {
            const c = countryOf([foldWord(t.text)]);
            if (c) this.addCountry(c);
            const r = regionOf([foldWord(t.text)]);
            if (r) this.regions.add(r);
          }
          if (/^(?:[A-Z]\.?){2,6}$/.test(t.text)) {
            this.acronyms.add(foldWord(t.text));
            const c = countryOfAcronym(t.text);
            if (c) this.addCountry(c);
          }
        }
      });
      this.flat.push(` ${flatWords.join(' ')} `);
    }
  }

  /**
   * Initials of the lower-case noun phrases of a sentence: adjectives and nouns running up to a
   * noun, each tail of two letters or more. A preposition between two of its words ("earnings
   * per share", "return on investment", "department of health") may give its initial or not, as
   * acronyms write it (EPS, ROI, DoH or DH).
   */
  private addPhraseInitials(toks: readonly Token[]): void {
    const word = (t: Token | undefined) => t !== undefined && (t.pos === 'ADJ' || t.pos === 'NOUN') && /^\p{Ll}+$/u.test(t.text);
    // The first word of a sentence or a line is capitalised for its place ("Point-in-time recovery
    // to any second" -> "pitr"): an English word there opens the phrase as in lower case.
    const opening = (k: number) => {
      const t = toks[k]!;
      return (k === 0 || /^[.!?:\-*•|]$/.test(toks[k - 1]!.text) || /\p{L}\.$/u.test(toks[k - 1]!.text)) && /^\p{Lu}\p{Ll}+$/u.test(t.text) && !t.oov && isKnownWord(t.lower) && (word(toks[k + 1]) || toks[k + 1]?.text === '-');
    };
    let phrase: { letter: string; joiner: boolean }[] = [];
    for (let k = 0; k <= toks.length; k++) {
      const t = toks[k];
      if (t && (word(t) || (!phrase.length && opening(k)))) {
        phrase.push({ letter: t.lower[0]!, joiner: false });
        // A hyphenated word gives the initial of each part ("sign-on", "point-in-time").
        let end = t.end;
        while (toks[k + 1]?.text === '-' && toks[k + 1]!.start === end && toks[k + 2] && toks[k + 2]!.start === toks[k + 1]!.end && /^\p{Ll}+$/u.test(toks[k + 2]!.text)) {
          phrase.push({ letter: toks[k + 2]!.lower[0]!, joiner: false });
          end = toks[k + 2]!.end;
          k += 2;
        }
        continue;
      }
      if (t && phrase.length && ACRONYM_JOINERS.has(t.lower) && word(toks[k + 1])) {
        phrase.push({ letter: t.lower[0]!, joiner: true });
        continue;
      }
      for (let m = 0; m < phrase.length; m++) {
        if (phrase[m]!.joiner) continue;
        const tail = phrase.slice(m);
        for (const letters of new Set([tail.map((p) => p.letter).join(''), tail.filter((p) => !p.joiner).map((p) => p.letter).join('')])) {
          if (letters.length >= 2 && letters.length <= 6) this.initials.add(letters);
        }
      }
      phrase = [];
    }
  }

  private addWord(t: Token, flat: string[]): void {
    const w = foldWord(t.text);
    if (!w || !/[\p{L}\p{N}]/u.test(w)) {
      if (/[.!?;:,()"]/.test(t.text)) flat.push('|');
      return;
    }
    flat.push(w);
    this.words.add(w);
    // A word with a number glued to its end abbreviates as its initial and the number ("Twenty20" -> "t20").
    const glued = /^\p{L}+?(\d{1,4})$/u.exec(t.text);
    if (glued && /^\p{Lu}\p{Ll}{2,}/u.test(t.text)) this.initials.add(`${w[0]}${glued[1]}`);
    const lemma = foldWord(t.lemma);
    if (lemma && lemma !== w) this.words.add(lemma);
    // Numbers written with separators are also known by their digits ("195,000" -> "195000").
    if (/^\d[\d,.]*$/.test(t.text)) this.words.add(t.text.replace(/,/g, ''));
  }

  /** A country and, for a part of one ("GB-SCT"), the whole it belongs to. */
  private addCountry(code: string): void {
    this.countries.add(code);
    this.countries.add(wholeCountry(code));
    const region = regionOfCountry(code);
    if (region) this.regions.add(region);
  }

  private addNames(names: NameMention[]): void {
    for (const n of names) {
      const words = n.words.filter((w) => !NAME_JOINERS.has(w));
      if (!words.length) continue;
      const key = n.words.join(' ');
      if (this.nameIds.has(key)) continue;
      const id = this.names.length;
      this.nameIds.set(key, id);
      this.names.push(words);
      for (const w of new Set(words)) {
        const list = this.namesByWord.get(w);
        if (list) list.push(id);
        else this.namesByWord.set(w, [id]);
      }
      if (words.length >= 2) this.initials.add(words.map((w) => w[0]).join(''));
      for (let i = 0; i < n.words.length; i++) {
        for (let len = 1; len <= Math.min(4, n.words.length - i); len++) {
          const c = countryOf(n.words.slice(i, i + len));
          if (c) this.addCountry(c);
          const r = regionOf(n.words.slice(i, i + len));
          if (r) this.regions.add(r);
        }
      }
    }
  }

  /** How many sentences hold a content word (for weighting rare words above common ones). */
  frequency(term: string): number {
    return this.postings.get(term)?.length ?? 0;
  }

  /** Inverse document frequency of a content word over sentences. */
  weight(term: string): number {
    return Math.log(1 + (this.sentences.length + 1) / (this.frequency(term) + 0.5));
  }

  /** Ids of the sentences that share the most weighted content words with `terms`, best first. */
  candidates(terms: Iterable<string>, limit: number): { id: number; score: number }[] {
    const scores = new Map<number, number>();
    for (const term of terms) {
      const list = this.postings.get(term);
      if (!list) continue;
      // A word in most sentences says little about which one speaks to the claim.
      if (list.length > Math.max(50, this.sentences.length / 2)) continue;
      const w = this.weight(term);
      for (const id of list) scores.set(id, (scores.get(id) ?? 0) + w);
    }
    return [...scores].map(([id, score]) => ({ id, score })).sort((a, b) => b.score - a.score || a.id - b.id).slice(0, limit);
  }

  /** A sentence read again with its tokens and mentions (cached for this verification). */
  /**
   * The last `n` words of a sentence's text before a document offset, lower-cased: what stands
   * just before a mention ("since", "born", "from") without tokenising the sentence again.
   */
  wordsBefore(id: number, offset: number, n: number): string[] {
    const s = this.sentences[id]!;
    const doc = this.documents.find((d) => d.index === s.doc)!;
    const words = doc.text.slice(s.start, Math.max(s.start, offset)).toLowerCase().match(/[\p{L}.]+/gu) ?? [];
    return words.slice(-n);
  }

  read(id: number): ReadSentence {
    const hit = this.cache.get(id);
    if (hit) return hit;
    const s = this.sentences[id]!;
    const doc = this.documents.find((d) => d.index === s.doc)!;
    const text = doc.text.slice(s.start, s.end);
    const tokens: Token[] = [];
    for (const piece of readText(text)) for (const t of piece.tokens) tokens.push({ ...t, start: t.start + s.start, end: t.end + s.start });
    const sentence: Sentence = { start: s.start, end: s.end, tokens };
    const read: ReadSentence = { ...s, id, tokens, mentions: readMentions(sentence, doc.text), terms: termsOf(tokens) };
    if (this.cache.size > 300) this.cache.clear();
    this.cache.set(id, read);
    return read;
  }

  /** The sentence before `id` in the same document, if any. */
  previous(id: number): number | undefined {
    return id > 0 && this.sentences[id - 1]!.doc === this.sentences[id]!.doc ? id - 1 : undefined;
  }

  /** Whether the folded words occur one after another in some document (or title). */
  saysWords(words: readonly string[]): boolean {
    if (!words.length) return false;
    const needle = ` ${words.join(' ')} `;
    return this.flat.some((f) => f.includes(needle));
  }

  /**
   * Whether the folded words occur in this order within a short stretch of some document (a title
   * cut short: "Going Clear: Scientology and the Prison of Belief" for "Going Clear: Scientology,
   * Hollywood, and the Prison of Belief").
   */
  saysInOrder(words: readonly string[], slack = 4): boolean {
    if (!words.length) return false;
    for (const f of this.flat) {
      let from = f.indexOf(` ${words[0]} `);
      while (from >= 0) {
        const window = f.slice(from + 1).split(' ', words.length + slack);
        let k = 0;
        for (const w of window) if (k < words.length && w === words[k]) k++;
        if (k === words.length) return true;
        from = f.indexOf(` ${words[0]} `, from + 1);
      }
    }
    return false;
  }

  /** Whether some name of the documents holds every one of `words` ("Walter Coy" in "Walter Darwin Coy"). */
  nameHolding(words: readonly string[]): boolean {
    if (!words.length) return false;
    const lists = words.map((w) => this.namesByWord.get(w));
    if (lists.some((l) => !l)) return false;
    const shortest = lists.reduce((a, b) => (a!.length <= b!.length ? a : b))!;
    return shortest.some((id) => {
      const name = this.names[id]!;
      return words.every((w) => name.includes(w));
    });
  }

  /** A word of some name the documents give within `distance` edits of `word` (a misspelt name is the same name). */
  /** A word of the documents within `distance` edits of `word`. */
  wordNear(word: string, distance: number): string | undefined {
    for (const w of this.words) if (Math.abs(w.length - word.length) <= distance && editDistance(w, word, distance) <= distance) return w;
    return undefined;
  }

  nameWordNear(word: string, distance: number): string | undefined {
    for (const w of this.namesByWord.keys()) if (Math.abs(w.length - word.length) <= distance && editDistance(w, word, distance) <= distance) return w;
    return undefined;
  }

  hasInitials(letters: string): boolean {
    return this.initials.has(letters);
  }

  hasAcronym(letters: string): boolean {
    return this.acronyms.has(letters);
  }
}

/** Levenshtein distance, giving up (returning max + 1) once it exceeds `max`. */
export function editDistance(a: string, b: string, max: number): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const v = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      cur.push(v);
      if (v < best) best = v;
    }
    if (best > max) return max + 1;
    prev = cur;
  }
  return prev[b.length]!;
}
