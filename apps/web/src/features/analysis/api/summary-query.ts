import type { SummaryResponse } from '@labtrail/contract/summaries';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiRequest, unwrapApiResult } from '../../../lib/api-client';
import { i18n, toLanguage } from '../../../lib/i18n/i18n';
import type { Language } from '../../../lib/i18n/i18n';
import { QUERY_KEYS } from '../../../lib/query-keys';
import type { SharedAccess } from '../../../lib/shared-access';
import { readThrough, sharedKey, useSharedAccess } from '../../../lib/shared-access';

/** `GET /v1/health/biomarker/summary`: the latest summary, or null before the first result. */
export function summaryQueryOptions(language: Language, share?: SharedAccess) {
  return queryOptions({
    queryKey: [QUERY_KEYS.summary, language, ...sharedKey(share)],
    queryFn: async () =>
      unwrapApiResult(
        await apiRequest<SummaryResponse>({
          method: 'GET',
          ...readThrough(share, '/v1/health/biomarker/summary', '/v1/shared/summary'),
          defaultError: i18n.t('errors.fetchSummariesFailed'),
        }),
      ),
  });
}

export function useSummary() {
  const { i18n: instance } = useTranslation();
  const share = useSharedAccess();
  // A language switch keeps showing the answer in the old language until the new one arrives.
  return useQuery({
    ...summaryQueryOptions(toLanguage(instance.language), share),
    placeholderData: keepPreviousData,
  });
}
