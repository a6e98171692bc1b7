import type { FlagRequest, SuccessResponse } from '@labtrail/contract/biomarkers';
import { apiRequest } from '../../../lib/api-client';
import type { ApiResult } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n/i18n';

export interface FlagValueInput {
  /** Id of the result being flagged. */
  userBiomarkerId: string;
  biomarkerId: number;
  /** Why it is inaccurate, as the person chose it. */
  cause: string;
}

/** `PUT /v1/health/user/biomarker/flag`: marks a result as inaccurate. */
export function flagValue({
  userBiomarkerId,
  biomarkerId,
  cause,
}: FlagValueInput): Promise<ApiResult<SuccessResponse>> {
  // `bioamarker_id` is the spec's own spelling of the field (spec §3), not a typo to fix.
  const body: FlagRequest = {
    user_biomarker_id: userBiomarkerId,
    bioamarker_id: biomarkerId,
    cause,
  };
  return apiRequest<SuccessResponse>({
    method: 'PUT',
    path: '/v1/health/user/biomarker/flag',
    body,
    defaultError: i18n.t('errors.flagBiomarkerHistoryFailed'),
  });
}
