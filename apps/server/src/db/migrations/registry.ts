import type { Migration } from 'kysely';
import * as signIn from './0001-sign-in';
import * as resultsAndSummaries from './0002-results-and-summaries';
import * as documents from './0003-documents';
import * as socialSignIn from './0004-social-sign-in';
import * as sharedRateLimits from './0005-shared-rate-limits';
import * as queryIndexes from './0006-query-indexes';
import * as auditEvents from './0007-audit-events';
import * as signInPerClient from './0008-sign-in-per-client';
import * as fairAnalysisQueue from './0009-fair-analysis-queue';
import * as resultComparators from './0010-result-comparators';
import * as measuredUnits from './0011-measured-units';
import * as backgroundJobs from './0012-background-jobs';
import * as analysisFailureCodes from './0013-analysis-failure-codes';
import * as qualitativeResults from './0014-qualitative-results';
import * as documentContentKinds from './0015-document-content-kinds';
import * as readingProvenance from './0016-reading-provenance';
import * as reviewCorrections from './0017-review-corrections';
import * as personalContext from './0018-personal-context';
import * as retestReminders from './0020-retest-reminders';
import * as shareLinks from './0021-share-links';
import * as latestResultsIndex from './0022-latest-results-index';
import * as usedCodesAndSharedFlagReasons from './0023-used-codes-and-shared-flag-reasons';

/**
 * Every migration, keyed by a name that sorts in the order they must run ("0001-sign-in", …).
 * Feature issues append theirs here.
 */
export const migrations: Record<string, Migration> = {
  '0001-sign-in': signIn,
  '0002-results-and-summaries': resultsAndSummaries,
  '0003-documents': documents,
  '0004-social-sign-in': socialSignIn,
  '0005-shared-rate-limits': sharedRateLimits,
  '0006-query-indexes': queryIndexes,
  '0007-audit-events': auditEvents,
  '0008-sign-in-per-client': signInPerClient,
  '0009-fair-analysis-queue': fairAnalysisQueue,
  '0010-result-comparators': resultComparators,
  '0011-measured-units': measuredUnits,
  '0012-background-jobs': backgroundJobs,
  '0013-analysis-failure-codes': analysisFailureCodes,
  '0014-qualitative-results': qualitativeResults,
  '0015-document-content-kinds': documentContentKinds,
  '0016-reading-provenance': readingProvenance,
  '0017-review-corrections': reviewCorrections,
  '0018-personal-context': personalContext,
  '0020-retest-reminders': retestReminders,
  '0021-share-links': shareLinks,
  '0022-latest-results-index': latestResultsIndex,
  '0023-used-codes-and-shared-flag-reasons': usedCodesAndSharedFlagReasons,
};
