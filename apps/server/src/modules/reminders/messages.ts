/** The English text of each refusal of the reminders' calls; the web words them by code. */
export const REMINDER_MESSAGES = {
  needEmail: 'Retest reminders are sent by e-mail: sign in with an e-mail address to turn them on.',
  linkInvalid: 'This unsubscribe link is not valid. Check that it was copied in full.',
  linkExpired:
    'This unsubscribe link has expired. Sign in and turn retest reminders off on your account page.',
} as const;
