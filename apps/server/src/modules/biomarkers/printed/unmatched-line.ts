import type { Provenance } from '@labtrail/contract/review';

/** A line that reads like a result but was not taken, with why. */
export interface UnmatchedLine {
  name: string;
  /** As printed. */
  value: string;
  unit: string;
  ref_range: string | null;
  page: number;
  reason: string;
  /** Where the line is printed, and what it printed. */
  source: Provenance;
}
