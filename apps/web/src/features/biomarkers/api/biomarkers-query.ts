import type { Biomarker, BiomarkerCategory } from '@labtrail/contract/biomarkers';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiRequest, unwrapApiResult } from '../../../lib/api-client';
import { i18n, toLanguage } from '../../../lib/i18n/i18n';
import type { Language } from '../../../lib/i18n/i18n';
import { QUERY_KEYS } from '../../../lib/query-keys';
import type { SharedAccess } from '../../../lib/shared-access';
import { readThrough, sharedKey, useSharedAccess } from '../../../lib/shared-access';

/** A biomarker as it may arrive: spec §3 lets a row without a result leave out `value`. */
type ListedBiomarker = Omit<Biomarker, 'value'> & Partial<Pick<Biomarker, 'value'>>;
type ListedCategory = Omit<BiomarkerCategory, 'biomarkers'> & { biomarkers: ListedBiomarker[] };

/** A missing value is no value, so every count, row and chart reads it as `null` (No Data). */
function withValue(biomarker: ListedBiomarker): Biomarker {
  return { ...biomarker, value: biomarker.value ?? null };
}

/**
 * `GET /v1/health/biomarkers`: every category with its biomarkers, each list by `sort_order`,
 * each biomarker holding a value or `null`. Through a share link: the owner's, read-only.
 */
export function biomarkersQueryOptions(language: Language, share?: SharedAccess) {
  return queryOptions({
    queryKey: [QUERY_KEYS.biomarkers, language, ...sharedKey(share)],
    queryFn: async () => {
      const categories = unwrapApiResult(
        await apiRequest<ListedCategory[]>({
          method: 'GET',
          ...readThrough(share, '/v1/health/biomarkers', '/v1/shared/biomarkers'),
          defaultError: i18n.t('errors.fetchBiomarkersFailed'),
        }),
      );
      return categories.map((category) => ({
        ...category,
        biomarkers: category.biomarkers.map(withValue).sort((a, b) => a.sort_order - b.sort_order),
      }));
    },
  });
}

export function useBiomarkers() {
  const { i18n: instance } = useTranslation();
  const share = useSharedAccess();
  // A language switch keeps showing the answer in the old language until the new one arrives.
  return useQuery({
    ...biomarkersQueryOptions(toLanguage(instance.language), share),
    placeholderData: keepPreviousData,
  });
}
