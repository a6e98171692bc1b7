/** Messages of the summaries API that a person may read. */
export const SUMMARY_MESSAGES = {
  summaryNotFound: 'Summary not found',
} as const;
