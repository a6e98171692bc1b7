import type { HealthSummary } from '@labtrail/contract/summaries';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiRequest, unwrapApiResult } from '../../../lib/api-client';
import { i18n, toLanguage } from '../../../lib/i18n/i18n';
import type { Language } from '../../../lib/i18n/i18n';
import type { SharedAccess } from '../../../lib/shared-access';
import { readThrough, sharedKey, useSharedAccess } from '../../../lib/shared-access';

/** Only the analysis reads the roadmap, so its key stays here rather than among the shared ones. */
const HEALTH_SUMMARY_KEY = 'health-summary';

/** `GET /v1/roadmap/health-summary`: counts, focus and when to test each biomarker again. */
export function healthSummaryQueryOptions(language: Language, share?: SharedAccess) {
  return queryOptions({
    queryKey: [HEALTH_SUMMARY_KEY, language, ...sharedKey(share)],
    queryFn: async () =>
      unwrapApiResult(
        await apiRequest<HealthSummary>({
          method: 'GET',
          ...readThrough(share, '/v1/roadmap/health-summary', '/v1/shared/roadmap'),
          defaultError: i18n.t('errors.fetchHealthSummaryFailed'),
        }),
      ),
  });
}

export function useHealthSummary() {
  const { i18n: instance } = useTranslation();
  const share = useSharedAccess();
  // Biomarker names arrive in the interface language; the old ones stay until the new arrive.
  return useQuery({
    ...healthSummaryQueryOptions(toLanguage(instance.language), share),
    placeholderData: keepPreviousData,
  });
}
