import { useTranslation } from 'react-i18next';
import type { ApiResult } from '../../lib/api-client';
import { useNotificationStore } from '../../stores/notification-store';
import { exportAccount } from './api/export-account';
import { saveFile } from './save-file';

function exportFileName(now: Date): string {
  return `labtrail-export-${now.toISOString().slice(0, 10)}.json`;
}

/** Downloads the person's data as JSON, and says how it went. */
export function useExportAccount(): () => Promise<ApiResult<Blob>> {
  const { t } = useTranslation();
  const notify = useNotificationStore((state) => state.notify);
  return async () => {
    const result = await exportAccount();
    if (result.error === undefined) {
      saveFile(result.data, exportFileName(new Date()));
      notify('success', t('notifications.dataExported'));
    } else {
      notify('warning', t('notifications.exportFailed', { error: result.error }));
    }
    return result;
  };
}
