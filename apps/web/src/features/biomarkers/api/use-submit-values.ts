import type { AddHistoryResponse } from '@labtrail/contract/biomarkers';
import { useTranslation } from 'react-i18next';
import type { ApiResult } from '../../../lib/api-client';
import { useFullRefresh } from '../../../lib/full-refresh';
import { useTrackedAction } from '../../../lib/use-tracked-action';
import type { TrackedActionState } from '../../../lib/use-tracked-action';
import { useNotificationStore } from '../../../stores/notification-store';
import { addHistory } from './add-history';
import type { ManualHistoryEntry } from './add-history';

export interface SubmitValues extends TrackedActionState {
  submit: (entries: ManualHistoryEntry[]) => Promise<ApiResult<AddHistoryResponse>>;
}

/**
 * Records values entered by hand and says how it went (spec §4, §8): 'Biomarker test value
 * successfully submitted' and a full refresh, or 'Failed to submit biomarker value: {reason}'.
 * Whoever asked gets the result too, to close or to say more.
 */
export function useSubmitValues(): SubmitValues {
  const { t } = useTranslation();
  const notify = useNotificationStore((state) => state.notify);
  const fullRefresh = useFullRefresh();
  const tracked = useTrackedAction();

  const submit = async (entries: ManualHistoryEntry[]) => {
    const result = await tracked.run(() => addHistory(entries));
    if (result.error === undefined) {
      notify('success', t('notifications.valueSubmitted'));
      void fullRefresh();
    } else {
      notify(
        'warning',
        t('notifications.submitValueFailed', { reason: result.error || t('errors.unknown') }),
      );
    }
    return result;
  };

  return { isLoading: tracked.isLoading, error: tracked.error, submit };
}
