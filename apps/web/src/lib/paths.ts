/** Every route of the app (product spec §2). */
export const PATHS = {
  home: '/',
  health: '/health',
  login: '/login',
  loginEmail: '/login/email',
  loginPhone: '/login/phone',
  verifyCode: '/login/verify-code',
  biomarkers: '/biomarkers',
  biomarker: '/biomarker',
  review: '/documents/:documentId/review',
  storybook: '/storybook',
  /** Where a retest reminder e-mail's unsubscribe link leads (no sign-in needed). */
  unsubscribeReminders: '/reminders/unsubscribe',
  /** A share link's read-only view (issue 23); the token follows in the fragment. */
  shared: '/shared',
  sharedBiomarker: '/shared/biomarker',
} as const;

/** The review of one document; with a result, that row is selected and shown on its page. */
export function reviewPath(documentId: string, resultId?: string): string {
  const path = PATHS.review.replace(':documentId', encodeURIComponent(documentId));
  return resultId === undefined ? path : `${path}?result=${encodeURIComponent(resultId)}`;
}
