import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api-client';
import { createQueryClient } from './query-client';

function retryOf(): (failureCount: number, error: Error) => boolean {
  const retry = createQueryClient().getDefaultOptions().queries?.retry;
  if (typeof retry !== 'function') throw new Error('retry is not a function');
  return retry;
}

describe('query client defaults', () => {
  it('does not retry a 4xx answer', () => {
    expect(retryOf()(0, new ApiError('Not found', 404))).toBe(false);
    expect(retryOf()(0, new ApiError('Session expired', 401))).toBe(false);
  });

  it('retries server errors and lost connections a few times', () => {
    const retry = retryOf();
    expect(retry(0, new ApiError('Failed to fetch biomarkers', 500))).toBe(true);
    expect(retry(0, new ApiError('fetch failed'))).toBe(true);
    expect(retry(3, new ApiError('Failed to fetch biomarkers', 500))).toBe(false);
  });

  it('does not refetch when the window regains focus', () => {
    expect(createQueryClient().getDefaultOptions().queries?.refetchOnWindowFocus).toBe(false);
  });
});
