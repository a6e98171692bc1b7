/** What the sign-in endpoints say to a person (shown in the web app's banner). */
export const AUTH_MESSAGES = {
  captchaFailed: 'The captcha could not be verified. Please solve it again.',
  addressRequired: 'Enter an e-mail address or a phone number',
  bothAddresses: 'Enter either an e-mail address or a phone number, not both',
  wait: (seconds: number) => `Please wait ${seconds} seconds before requesting a new code`,
  tooManySends: 'Too many codes requested. Please try again later.',
  locked: 'Too many failed attempts. Please try again in an hour.',
  invalidCode: 'Invalid verification code',
  expiredCode: 'This code has expired. Please request a new one.',
  burnedCode: 'Too many wrong codes. Please request a new one.',
  usedCode: 'This code has already been used. Please request a new one.',
  accountNotFound: 'Account not found',
  notSignedIn: 'Please log in to continue',
  tooManyRequests: 'Too many requests. Please try again later.',
} as const;
