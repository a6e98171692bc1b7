import type { PersonalProfile } from '@labtrail/contract/profile';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, unwrapApiResult } from '../../../lib/api-client';
import type { ApiResult } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n/i18n';

export const PERSONAL_PROFILE_KEY = 'personal-profile';

/** `GET /v1/user/profile`: the sex, year of birth and unit system the person gave. */
export function personalProfileQueryOptions() {
  return queryOptions({
    queryKey: [PERSONAL_PROFILE_KEY],
    queryFn: async () =>
      unwrapApiResult(
        await apiRequest<PersonalProfile>({
          method: 'GET',
          path: '/v1/user/profile',
          defaultError: i18n.t('personalContext.fetchFailed'),
        }),
      ),
  });
}

/** `PUT /v1/user/profile`: ranges, units and the analysis follow on the server at once. */
export function savePersonalProfile(profile: PersonalProfile): Promise<ApiResult<PersonalProfile>> {
  return apiRequest<PersonalProfile>({
    method: 'PUT',
    path: '/v1/user/profile',
    body: profile,
    defaultError: i18n.t('personalContext.saveFailed'),
  });
}
