import type {
  AddHistoryRequest,
  AddHistoryResponse,
  NewHistoryEntry,
} from '@labtrail/contract/biomarkers';
import { apiRequest } from '../../../lib/api-client';
import type { ApiResult } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n/i18n';

/** A value the person entered: already a number, its date already date-only (spec §3). */
export interface ManualHistoryEntry {
  biomarker_id: NewHistoryEntry['biomarker_id'];
  value: number;
  /** The unit shown beside the field the value was typed in. */
  unit: string;
  /** YYYY-MM-DD */
  test_date: string;
}

/** `POST /v1/health/biomarkers`: adds test values entered by hand. */
export function addHistory(entries: ManualHistoryEntry[]): Promise<ApiResult<AddHistoryResponse>> {
  const body: AddHistoryRequest = entries;
  return apiRequest<AddHistoryResponse>({
    method: 'POST',
    path: '/v1/health/biomarkers',
    body,
    defaultError: i18n.t('errors.addBiomarkerHistoryFailed'),
  });
}
