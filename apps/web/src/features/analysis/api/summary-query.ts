import type { SummaryResponse } from '@labtrail/contract/summaries';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiRequest, unwrapApiResult } from '../../../lib/api-client';
import { i18n, toLanguage } from '../../../lib/i18n/i18n';
import type { Language } from '../../../lib/i18n/i18n';
import { QUERY_KEYS } from '../../../lib/query-keys';

/** `GET /v1/health/biomarker/summary`: the latest summary, or null before the first result. */
export function summaryQueryOptions(language: Language) {
  return queryOptions({
    queryKey: [QUERY_KEYS.summary, language],
    queryFn: async () =>
      unwrapApiResult(
        await apiRequest<SummaryResponse>({
          method: 'GET',
          path: '/v1/health/biomarker/summary',
          defaultError: i18n.t('errors.fetchSummariesFailed'),
        }),
      ),
  });
}

export function useSummary() {
  const { i18n: instance } = useTranslation();
  // A language switch keeps showing the answer in the old language until the new one arrives.
  return useQuery({
    ...summaryQueryOptions(toLanguage(instance.language)),
    placeholderData: keepPreviousData,
  });
}
