import type { HistoryResponse } from '@labtrail/contract/biomarkers';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiRequest, unwrapApiResult } from '../../../lib/api-client';
import { i18n, toLanguage } from '../../../lib/i18n/i18n';
import type { Language } from '../../../lib/i18n/i18n';
import { QUERY_KEYS } from '../../../lib/query-keys';

/** `GET /v1/health/biomarkers/history`: each biomarker's tests, oldest first. */
export function historyQueryOptions(language: Language) {
  return queryOptions({
    queryKey: [QUERY_KEYS.history, language],
    queryFn: async () =>
      unwrapApiResult(
        await apiRequest<HistoryResponse>({
          method: 'GET',
          path: '/v1/health/biomarkers/history',
          defaultError: i18n.t('errors.fetchBiomarkersHistoryFailed'),
        }),
      ),
  });
}

export function useBiomarkersHistory() {
  const { i18n: instance } = useTranslation();
  // A language switch keeps showing the answer in the old language until the new one arrives.
  return useQuery({
    ...historyQueryOptions(toLanguage(instance.language)),
    placeholderData: keepPreviousData,
  });
}
