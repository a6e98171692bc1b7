import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiResult } from './api-client';

/** The state of one tracked action (spec §3, §4); each action keeps its own. */
export interface TrackedActionState {
  isLoading: boolean;
  error: string | null;
}

export interface TrackedAction extends TrackedActionState {
  /**
   * Runs the action: loading while it runs, then done with the result's error, the thrown
   * message, or 'Unknown error'. Never throws; a throw comes back as `{ error }`.
   */
  run: <T>(action: () => Promise<ApiResult<T>>) => Promise<ApiResult<T>>;
}

function thrownMessage(exception: unknown): string | undefined {
  return exception instanceof Error && exception.message !== '' ? exception.message : undefined;
}

export function useTrackedAction(): TrackedAction {
  const { t } = useTranslation();
  const [state, setState] = useState<TrackedActionState>({ isLoading: false, error: null });

  const run = useCallback(
    async <T>(action: () => Promise<ApiResult<T>>): Promise<ApiResult<T>> => {
      setState({ isLoading: true, error: null });
      let result: ApiResult<T>;
      try {
        result = await action();
      } catch (exception) {
        result = { error: thrownMessage(exception) ?? t('errors.unknown') };
      }
      setState({ isLoading: false, error: result.error ?? null });
      return result;
    },
    [t],
  );

  return { ...state, run };
}
