import type { BiomarkersResponse } from '@labtrail/contract/biomarkers';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiRequest, unwrapApiResult } from '../../../lib/api-client';
import { i18n, toLanguage } from '../../../lib/i18n/i18n';
import type { Language } from '../../../lib/i18n/i18n';
import { QUERY_KEYS } from '../../../lib/query-keys';

/** `GET /v1/health/biomarkers`: every category with its biomarkers, each list by `sort_order`. */
export function biomarkersQueryOptions(language: Language) {
  return queryOptions({
    queryKey: [QUERY_KEYS.biomarkers, language],
    queryFn: async () => {
      const categories = unwrapApiResult(
        await apiRequest<BiomarkersResponse>({
          method: 'GET',
          path: '/v1/health/biomarkers',
          defaultError: i18n.t('errors.fetchBiomarkersFailed'),
        }),
      );
      return categories.map((category) => ({
        ...category,
        biomarkers: [...category.biomarkers].sort((a, b) => a.sort_order - b.sort_order),
      }));
    },
  });
}

export function useBiomarkers() {
  const { i18n: instance } = useTranslation();
  // A language switch keeps showing the answer in the old language until the new one arrives.
  return useQuery({
    ...biomarkersQueryOptions(toLanguage(instance.language)),
    placeholderData: keepPreviousData,
  });
}
