// The verification engine's public types. The engine is pure: it knows no HTTP,
// no database and no clock it was not given (STYLE habit 10), so it runs the same
// in a worker thread, in scripts/eval.ts and in tests.

export const PARADIGMS = ['semantic', 'reasoning', 'tool', 'biprm', 'ensemble', 'entropy', 'formal'] as const;
export type Paradigm = (typeof PARADIGMS)[number];

export type Verdict = 'true' | 'false' | 'uncertain';
export type Decision = 'accept' | 'refine' | 'escalate' | 'reject';

/** Options a caller may pass (spec 4.3/4.5); every field is already validated by the contract. Defaults: options.ts. */
export interface EngineOptions {
  /** Per-item time budget in milliseconds (1000..300000, default 30000). */
  timeout?: number;
  /** Confidence at or above which the decision is `accept` (default 0.95). */
  acceptThreshold?: number;
  /** Share of total weight that must decide for a low-confidence result to count as agreement (default 0.5). */
  escalateThreshold?: number;
  /** Per-method retry count for transient (upstream) failures, 0..5 (default 0). */
  maxRetries?: number;
  /** With retryOnLowConfidence: rerun all methods once while confidence is below this. */
  minConfidence?: number;
  retryOnLowConfidence?: boolean;
}

/**
 * One statement a method checked, with its evidence (STYLE habit 15, issue 14), so a caller
 * can point at the line: where it stands in the content, what it says, and what it should say.
 */
export interface CheckedStep {
  /** 1-based number of the step (line, sentence or clause) the statement stands in. */
  index: number;
  /** UTF-16 offsets [start, end) of `text` in the submitted content. */
  start: number;
  end: number;
  /** The statement as written, quoted from the content (at most 500 characters). */
  text: string;
  /** `false` when the stated result does not hold; `uncertain` when it could not be checked. */
  verdict: Verdict;
  /** The value the calculation really has, as written by the checker (e.g. `18`, `3.33`), when computed. */
  computed?: string;
  /** Why: e.g. `9 * 2 is 18, not 19`, or why the statement could not be checked. */
  reason: string;
  /** With documents (issue 23): how they bear on this claim. */
  support?: 'supported' | 'contradicted' | 'not_found';
  /** The passage of a document that decides `support` (the closest one for `not_found`, when any). */
  evidence?: StepEvidence;
  /** Numbers, dates and names the claim states that no document mentions. */
  unsupported?: { kind: 'number' | 'date' | 'name'; text: string; start: number; end: number }[];
}

/** A passage of one of the caller's documents: offsets in that document's text. */
export interface StepEvidence {
  /** 0-based position of the document in `context.documents` (or `context.evidence`). */
  document: number;
  documentId?: string;
  start: number;
  end: number;
  /** The passage, at most 500 characters. */
  quote: string;
}

/** The most steps one method result carries; the content's later statements are summarised in `reasoning`. */
export const MAX_STEPS = 500;

/** What one method returns: one element of `paradigmResults` plus accounting. */
export interface MethodResult {
  paradigm: Paradigm;
  verdict: Verdict;
  /** 0..1: confidence in `verdict`. */
  confidence: number;
  reasoning: string;
  /** `offline` for the built-in engine, else the configured provider's name. */
  provider: string;
  /** Identifier of the checker set or upstream model, e.g. `verity-offline-1`. */
  model: string;
  processingTimeMs: number;
  /** Only the `tool` method fills this: URLs of the sources consulted. */
  sources?: string[];
  /** The statements this method checked, in content order (empty when it found none). */
  steps?: CheckedStep[];
  inputTokens: number;
  outputTokens: number;
  costCents: number;
}

export interface MethodInput {
  content: string;
  context: Record<string, unknown>;
  options: EngineOptions;
  /**
   * Set by the engine; aborted once the request is settled (its timeout passed, another method
   * failed, or it finished). Offline methods ignore it; provider-backed ones stop their calls.
   */
  signal?: AbortSignal;
}

/**
 * A verification method. Async so an upstream provider can be plugged in per method
 * (issue 10); the offline implementations resolve immediately.
 */
export type VerificationMethod = (input: MethodInput) => Promise<Omit<MethodResult, 'processingTimeMs'>>;

/** The exact answer to one claim (exact-oracle.ts). */
export interface ExactAnswer {
  verdict: 'true' | 'false';
  /** The computation, in plain words. */
  evidence: string;
}

/** Decides `claim` exactly, or says undefined. Async so the engine's `formal` method can serve as one. */
export type ExactOracle = (claim: string) => Promise<ExactAnswer | undefined>;

export interface VerificationRequest {
  content: string;
  /** Method name to weight, 0 < weight <= 1. At least one entry. */
  methods: Partial<Record<Paradigm, number>>;
  context?: Record<string, unknown>;
  options?: EngineOptions;
}

export type EscalationReason = 'conflicting_verdicts' | 'insufficient_evidence' | 'processing_failed';
export type EscalationPriority = 'low' | 'medium' | 'high';

export interface VerificationOutcome {
  verdict: Verdict;
  confidence: number;
  decision: Decision;
  reasoning: string;
  paradigmResults: MethodResult[];
  processingTimeMs: number;
  costCents: number;
  inputTokens: number;
  outputTokens: number;
  /** Set when decision is `escalate`: why, and how urgently a person should look. */
  escalation?: { reason: EscalationReason; priority: EscalationPriority };
  /** Reruns of all methods caused by retryOnLowConfidence (0 or 1); per-method retries are not counted here. */
  retryCount: number;
}
