/**
 * Every kind of background job with what its handler needs. A payload names rows rather than
 * copying them, so a job run late reads the person's current data (and finds a deleted row gone).
 */
export interface JobPayloads {
  /** Reword the prose of this summary with the configured LLM, unless a newer one replaced it. */
  'polish-summary': { summaryId: string };
  /** Tell the person that this document's analysis found `results` values. */
  'analysis-mail': { documentId: string; results: number };
  /**
   * Look whether the person has tests due and send them a digest; then schedule the next look.
   * Only the check whose id the person's reminder settings hold may act.
   */
  'retest-reminder': { checkId: string };
}

export type JobKind = keyof JobPayloads;

/** A claimed job as its handler receives it. */
export interface Job<Kind extends JobKind> {
  id: string;
  kind: Kind;
  userId: string;
  payload: JobPayloads[Kind];
  attempts: number;
}
