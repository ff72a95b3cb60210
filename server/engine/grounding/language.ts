// Whether a text is English (issue 23 "Honest about language"): grounding reads English only, so
// content or documents in another language come back `uncertain` with a reason, never a verdict.
// Two rules of thumb, both cheap on a megabyte: the script (letters outside the Latin alphabet
// dominate: Cyrillic, Greek, Arabic, Hebrew, Devanagari, CJK, ...), and, for Latin-script text
// long enough to tell, the share of English function words against those of the other common
// Latin-script languages. A name or a quotation in another script inside English text is fine.

const ENGLISH = new Set(('the of and to a in is was for on that with as by at it from be are were his her he she they an this which or has have had not but ' +
  'who their its been will would also after into than more when there can one all about said year two over up new out other first').split(' '));
import { wordTable } from '../word-table.js';

const OTHERS = wordTable<Set<string>>({
  French: new Set('le la les des du et est une un dans pour que qui sur pas par avec sont au aux ce cette il elle ont été ses son mais plus'.split(' ')),
  Spanish: new Set('el la los las del y es una un en por que con para se su sus al lo como más pero fue son está este esta ha'.split(' ')),
  German: new Set('der die das und ist ein eine nicht zu den dem des mit auf für von sich im auch es sind wurde wird aus bei nach'.split(' ')),
  Italian: new Set('il lo la gli le di e è un una che per con del della nel non sono da al si come più ma anche stato questo'.split(' ')),
  Portuguese: new Set('o a os as de e é um uma do da dos das em no na que com para por se foi mais não ao seu sua como'.split(' ')),
  Dutch: new Set('de het een en is van in op dat die te met voor niet zijn aan er ook als bij door werd worden naar maar'.split(' ')),
});

/** Words needed before the function-word share says anything. */
const MIN_WORDS = 12;
/** Latin-script letters below this share of all letters: not English. */
const MIN_LATIN_SHARE = 0.6;
/** At most this many characters are read: a sample is enough to tell a language. */
const SAMPLE_CHARS = 20_000;

export interface LanguageCheck {
  english: boolean;
  /** What the text looks like when it is not English ("Cyrillic script", "French"). */
  looksLike?: string;
}

const SCRIPTS: [RegExp, string][] = [
  [/\p{Script=Cyrillic}/u, 'Cyrillic script'], [/\p{Script=Greek}/u, 'Greek script'], [/\p{Script=Arabic}/u, 'Arabic script'],
  [/\p{Script=Hebrew}/u, 'Hebrew script'], [/\p{Script=Devanagari}/u, 'Devanagari script'], [/\p{Script=Han}/u, 'Chinese characters'],
  [/\p{Script=Hiragana}|\p{Script=Katakana}/u, 'Japanese script'], [/\p{Script=Hangul}/u, 'Korean script'], [/\p{Script=Thai}/u, 'Thai script'],
];

/** Samples of a long text: its start, middle and end. */
function sample(text: string): string {
  if (text.length <= SAMPLE_CHARS) return text;
  const third = Math.floor(SAMPLE_CHARS / 3);
  const mid = Math.floor(text.length / 2);
  return `${text.slice(0, third)} ${text.slice(mid - third / 2, mid + third / 2)} ${text.slice(-third)}`;
}

/** Whether `text` reads as English; short texts in the Latin alphabet are given the benefit of the doubt. */
export function checkLanguage(text: string): LanguageCheck {
  const s = sample(text);
  let letters = 0;
  let latin = 0;
  for (const ch of s) {
    if (!/\p{L}/u.test(ch)) continue;
    letters++;
    if (/\p{Script=Latin}/u.test(ch)) latin++;
  }
  if (letters >= 4 && latin / letters < MIN_LATIN_SHARE) {
    const other = [...s].find((ch) => /\p{L}/u.test(ch) && !/\p{Script=Latin}/u.test(ch)) ?? '';
    const script = SCRIPTS.find(([re]) => re.test(other))?.[1] ?? 'a script other than the Latin alphabet';
    return { english: false, looksLike: script };
  }
  const words = s.toLowerCase().match(/\p{L}+(?:'\p{L}+)?/gu) ?? [];
  if (words.length < MIN_WORDS) return { english: true };
  const share = (set: Set<string>) => words.filter((w) => set.has(w)).length / words.length;
  const english = share(ENGLISH);
  let best: [string, number] | undefined;
  for (const [name, set] of Object.entries(OTHERS)) {
    const x = share(set);
    if (!best || x > best[1]) best = [name, x];
  }
  // English prose has a third or more of these words; another language's own list must clearly win.
  if (best && best[1] > english && english < 0.2) return { english: false, looksLike: best[0] };
  return { english: true };
}
