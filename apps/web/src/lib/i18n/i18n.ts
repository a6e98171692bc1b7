import i18next from 'i18next';
import type { i18n as I18n } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { LANGUAGE_STORAGE_KEY } from '../constants';
import de from './locales/de.json';
import us from './locales/us.json';

export const LANGUAGES = ['us', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'us';

/** The `lang` attribute of the page for each interface language. */
export const HTML_LANG: Record<Language, string> = { us: 'en-US', de: 'de' };

/** Any German variant (de, de-DE, de-AT…) means German; every other language means us. */
export function toLanguage(code: string): Language {
  return code.toLowerCase().startsWith('de') ? 'de' : DEFAULT_LANGUAGE;
}

/**
 * A ready instance: the resources are bundled, so it initialises synchronously and the first
 * render is already translated. The language comes from local storage, then the browser.
 */
export function createI18n(): I18n {
  const instance = i18next.createInstance();
  void instance.use(LanguageDetector).init({
    resources: { us: { translation: us }, de: { translation: de } },
    supportedLngs: [...LANGUAGES],
    fallbackLng: DEFAULT_LANGUAGE,
    load: 'currentOnly',
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    detection: {
      order: ['localStorage', 'navigator'],
      lookupLocalStorage: LANGUAGE_STORAGE_KEY,
      caches: ['localStorage'],
      convertDetectedLanguage: toLanguage,
    },
  });
  return instance;
}

/** The app's instance; also used outside React (stores, the session-expiry handler). */
export const i18n = createI18n();
