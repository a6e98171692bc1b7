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
  storybook: '/storybook',
} as const;
