import type { ChangesResponse } from '@labtrail/contract/review';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiRequest, unwrapApiResult } from '../../../lib/api-client';
import { i18n, toLanguage } from '../../../lib/i18n/i18n';
import type { Language } from '../../../lib/i18n/i18n';
import { QUERY_KEYS } from '../../../lib/query-keys';

/**
 * `GET /v1/health/changes?biomarker_id=`: the person's changes to one biomarker's values, newest
 * first. Kept under the history's key, so invalidating the history (after a correction or a
 * dismissal) reloads the trail of how it came to be too.
 */
export function changesQueryOptions(biomarkerId: number, language: Language) {
  return queryOptions({
    queryKey: [QUERY_KEYS.history, 'changes', biomarkerId, language],
    queryFn: async () =>
      unwrapApiResult(
        await apiRequest<ChangesResponse>({
          method: 'GET',
          path: `/v1/health/changes?biomarker_id=${String(biomarkerId)}`,
          defaultError: i18n.t('provenance.fetchChangesFailed'),
        }),
      ),
  });
}

export function useChanges(biomarkerId: number) {
  const { i18n: instance } = useTranslation();
  return useQuery(changesQueryOptions(biomarkerId, toLanguage(instance.language)));
}
