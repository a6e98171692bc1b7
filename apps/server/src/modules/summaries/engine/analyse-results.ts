import type { Language } from '@labtrail/contract/auth';
import type { PersonalProfile } from '@labtrail/contract/profile';
import { PROFILE_NOT_GIVEN } from '@labtrail/contract/profile';
import type { SummaryData } from '@labtrail/contract/summaries';
import type { AnalysedResult } from './analysed-result';
import { findPatterns } from './find-patterns';
import { PHRASES } from './phrases';
import { readProfile } from './read-profile';
import { writeSummary } from './write-summary';

/**
 * The explainable analysis of a person's results (ARCHITECTURE.md §7), in every interface
 * language: deterministic, so the same results on the same day always read the same.
 * Flagged results are left out. Judged against the ranges that fit the person, values in their
 * units; the general ranges and conventional units while they have given nothing.
 */
export function analyseResults(
  results: readonly AnalysedResult[],
  today: string,
  person: PersonalProfile = PROFILE_NOT_GIVEN,
): Record<Language, SummaryData> {
  const profile = readProfile(results, person, today);
  const patterns = findPatterns(profile);
  return {
    us: writeSummary(profile, patterns, PHRASES.us, today),
    de: writeSummary(profile, patterns, PHRASES.de, today),
  };
}
