import type { ApiResult } from '../../../lib/api-client';

/** The sign-in calls answer `{ data }`; their callers get that data (spec §7, "returns data"). */
export async function answerData<T>(
  answer: Promise<ApiResult<{ data: T }>>,
): Promise<ApiResult<T>> {
  const result = await answer;
  return result.error === undefined ? { data: result.data.data } : result;
}
