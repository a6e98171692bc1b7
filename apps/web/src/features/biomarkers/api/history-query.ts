import type { HistoryResponse } from '@labtrail/contract/biomarkers';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiRequest, unwrapApiResult } from '../../../lib/api-client';
import { i18n, toLanguage } from '../../../lib/i18n/i18n';
import type { Language } from '../../../lib/i18n/i18n';
import { QUERY_KEYS } from '../../../lib/query-keys';
import type { SharedAccess } from '../../../lib/shared-access';
import { readThrough, sharedKey, useSharedAccess } from '../../../lib/shared-access';

/** `GET /v1/health/biomarkers/history`: each biomarker's tests, oldest first. */
export function historyQueryOptions(language: Language, share?: SharedAccess) {
  return queryOptions({
    queryKey: [QUERY_KEYS.history, language, ...sharedKey(share)],
    queryFn: async () =>
      unwrapApiResult(
        await apiRequest<HistoryResponse>({
          method: 'GET',
          ...readThrough(share, '/v1/health/biomarkers/history', '/v1/shared/biomarkers/history'),
          defaultError: i18n.t('errors.fetchBiomarkersHistoryFailed'),
        }),
      ),
  });
}

export function useBiomarkersHistory() {
  const { i18n: instance } = useTranslation();
  const share = useSharedAccess();
  // A language switch keeps showing the answer in the old language until the new one arrives.
  return useQuery({
    ...historyQueryOptions(toLanguage(instance.language), share),
    placeholderData: keepPreviousData,
  });
}
