/** What provider sign-in says to a person: the spec's defaults (§8) where it names one. */
export const SOCIAL_MESSAGES = {
  googleFailed: 'SSO authentication failed',
  appleLoginFailed: 'Apple login failed',
  appleCallbackFailed: 'Apple callback authentication failed',
  appleCallbackIncomplete: 'The Apple callback needs the state and code Apple sent back',
  googleNotOffered: 'Sign-in with Google is not set up on this server',
  appleNotOffered: 'Sign-in with Apple is not set up on this server',
  providerUnavailable: 'The sign-in provider could not be reached. Please try again.',
} as const;
