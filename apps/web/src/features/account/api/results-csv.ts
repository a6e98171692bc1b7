import type { CsvImportResponse, CsvPreviewResponse } from '@labtrail/contract/results-csv';
import { apiRequest } from '../../../lib/api-client';
import type { ApiResult } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n/i18n';

/** `GET /v1/user/export/csv`: every result, one line each. */
export function exportResultsCsv(): Promise<ApiResult<Blob>> {
  return apiRequest<Blob>({
    method: 'GET',
    path: '/v1/user/export/csv',
    responseType: 'blob',
    defaultError: i18n.t('resultsCsv.downloadFailed'),
  });
}

/** `POST /v1/user/import/csv/preview`: what the file would add; nothing is written. */
export function previewCsvImport(csv: string): Promise<ApiResult<CsvPreviewResponse>> {
  return apiRequest<CsvPreviewResponse>({
    method: 'POST',
    path: '/v1/user/import/csv/preview',
    body: { csv },
    defaultError: i18n.t('resultsCsv.previewFailed'),
  });
}

/** `POST /v1/user/import/csv`: the same file again, its new results added. */
export function importCsv(csv: string): Promise<ApiResult<CsvImportResponse>> {
  return apiRequest<CsvImportResponse>({
    method: 'POST',
    path: '/v1/user/import/csv',
    body: { csv },
    defaultError: i18n.t('resultsCsv.importFailed'),
  });
}
