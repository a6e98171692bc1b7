import { useTranslation } from 'react-i18next';
import type { ApiResult } from '../../lib/api-client';
import { useNotificationStore } from '../../stores/notification-store';
import { exportFhir } from './api/export-fhir';
import { saveFile } from './save-file';

function fhirFileName(now: Date): string {
  return `labtrail-fhir-${now.toISOString().slice(0, 10)}.json`;
}

/** Downloads the person's results as a FHIR R4 Bundle, and says how it went. */
export function useExportFhir(): (includeDocuments: boolean) => Promise<ApiResult<Blob>> {
  const { t } = useTranslation();
  const notify = useNotificationStore((state) => state.notify);
  return async (includeDocuments) => {
    const result = await exportFhir(includeDocuments);
    if (result.error === undefined) {
      saveFile(result.data, fhirFileName(new Date()));
      notify('success', t('fhirExport.done'));
    } else {
      notify('warning', t('fhirExport.notDone', { error: result.error }));
    }
    return result;
  };
}
