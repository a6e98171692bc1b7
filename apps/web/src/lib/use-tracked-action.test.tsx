import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { ApiResult } from './api-client';
import { i18n } from './i18n/i18n';
import { useTrackedAction } from './use-tracked-action';

function wrapper({ children }: { children: ReactNode }) {
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}

/** Runs an action that ends with `outcome` when the test says so. */
async function runTo(outcome: () => ApiResult<string>) {
  const { result } = renderHook(() => useTrackedAction(), { wrapper });
  let finish: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    finish = resolve;
  });
  let done: Promise<ApiResult<string>> | undefined;
  act(() => {
    done = result.current.run(async () => {
      await gate;
      return outcome();
    });
  });
  const whileLoading = { isLoading: result.current.isLoading, error: result.current.error };
  let returned: ApiResult<string> | undefined;
  await act(async () => {
    finish();
    returned = await done;
  });
  return { whileLoading, after: result.current, returned };
}

describe('useTrackedAction', () => {
  it('is loading with no error while the action runs, and done with no error after success', async () => {
    const { whileLoading, after, returned } = await runTo(() => ({ data: 'sent' }));

    expect(whileLoading).toEqual({ isLoading: true, error: null });
    expect(after).toMatchObject({ isLoading: false, error: null });
    expect(returned).toEqual({ data: 'sent' });
  });

  it("keeps the result's error", async () => {
    const { after, returned } = await runTo(() => ({ error: 'Invalid verification code' }));

    expect(after).toMatchObject({ isLoading: false, error: 'Invalid verification code' });
    expect(returned).toEqual({ error: 'Invalid verification code' });
  });

  it('turns a throw into its message', async () => {
    const { after, returned } = await runTo(() => {
      throw new Error('The captcha could not be solved');
    });

    expect(after).toMatchObject({ isLoading: false, error: 'The captcha could not be solved' });
    expect(returned).toEqual({ error: 'The captcha could not be solved' });
  });

  it("says 'Unknown error' when the throw has no message", async () => {
    const { after } = await runTo(() => {
      throw new Error('');
    });

    expect(after).toMatchObject({ isLoading: false, error: 'Unknown error' });
  });
});
