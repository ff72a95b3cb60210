// Types of content-view.js for the tests that run it in Node (the page itself has no build).
export type Verdict = 'true' | 'false' | 'uncertain';

export interface Finding {
  paradigm: string;
  verdict: Verdict;
  reason: string;
  computed?: string;
}

export interface Statement {
  number: number;
  start: number;
  end: number;
  text: string;
  verdict: Verdict;
  findings: Finding[];
}

export interface Builder<N> {
  element(tag: string, attributes: Record<string, string>, children: N[]): N;
  text(value: string): N;
}

export function statementsOf(
  paradigmResults: Array<{ paradigm: string; steps?: Array<{ start: number; end: number; verdict: Verdict; reason: string; computed?: string }> }>,
  content: string,
): Statement[];
export function alignOffsets(value: string, content: string, start: number, end: number): number[];
export function safeHref(url: string): string | undefined;
export function renderContent<N>(content: string, statements: Statement[], h: Builder<N>, idPrefix?: string): { markdown: N[]; plain: N[] };
export function previewOf(content: string, length?: number): string;
