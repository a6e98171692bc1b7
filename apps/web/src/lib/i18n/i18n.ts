import i18next from 'i18next';
import type { i18n as I18n } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import resourcesToBackend from 'i18next-resources-to-backend';
import { LANGUAGE_STORAGE_KEY } from '../constants';
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
 * German, the one language not bundled, comes in a chunk of its own when first needed (some
 * 10 kB gzipped that an English page never loads); us is both the default and the fallback.
 */
async function loadLazyLanguage(language: string): Promise<typeof us> {
  if (toLanguage(language) !== 'de') throw new Error(`${language} is bundled, not loaded`);
  return (await import('./locales/de.json')).default;
}

/**
 * An instance in the language from local storage, then the browser. English is bundled, so it
 * is ready at once; German is ready once `languageLoaded` resolves.
 */
export function createI18n(): I18n {
  const instance = i18next.createInstance();
  void instance
    .use(LanguageDetector)
    .use(resourcesToBackend(loadLazyLanguage))
    .init({
      resources: { us: { translation: us } },
      partialBundledLanguages: true,
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

/** Resolves once the instance's language has its texts, so nothing renders untranslated. */
export async function languageLoaded(instance: I18n): Promise<void> {
  await instance.loadLanguages(instance.language);
}

/** The app's instance; also used outside React (stores, the session-expiry handler). */
export const i18n = createI18n();
