import type us from './locales/us.json';

/** Type-checks every `t` key against the us resources (the spec's English). */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof us };
  }
}
