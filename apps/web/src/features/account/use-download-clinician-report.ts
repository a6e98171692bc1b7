import { clinicianReportFileName } from '@labtrail/contract/clinician-report';
import { useTranslation } from 'react-i18next';
import type { ApiResult } from '../../lib/api-client';
import type { Language } from '../../lib/i18n/i18n';
import { useNotificationStore } from '../../stores/notification-store';
import { downloadClinicianReport } from './api/download-clinician-report';
import { saveFile } from './save-file';

/** Downloads the report for a clinician as a PDF in `language`, and says how it went. */
export function useDownloadClinicianReport(): (language: Language) => Promise<ApiResult<Blob>> {
  const { t } = useTranslation();
  const notify = useNotificationStore((state) => state.notify);
  return async (language) => {
    const result = await downloadClinicianReport(language);
    if (result.error === undefined) {
      saveFile(result.data, clinicianReportFileName(new Date().toISOString().slice(0, 10)));
      notify('success', t('clinicianReport.downloaded'));
    } else {
      notify('warning', t('clinicianReport.downloadFailed', { error: result.error }));
    }
    return result;
  };
}
