/** The fields of an escalated verification, sorted: the escalation beside the whole result (issue 14). */
export const ESCALATED_FIELDS = ['confidence', 'content', 'createdAt', 'decision', 'escalation', 'id', 'metadata', 'paradigmResults', 'processingTimeMs', 'reasoning', 'status', 'verdict'];
