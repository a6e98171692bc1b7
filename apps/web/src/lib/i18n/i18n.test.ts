import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n, languageLoaded, toLanguage } from './i18n';
import de from './locales/de.json';
import us from './locales/us.json';

function browserLanguages(...languages: string[]): void {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
  vi.spyOn(navigator, 'language', 'get').mockReturnValue(languages[0] ?? '');
}

/** Every key of a resource tree, as `a.b.c`, each with its text. */
function entries(tree: object, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]): [string, string][] =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value]]
      : entries(value as object, `${prefix}${key}.`),
  );
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]);

afterEach(() => {
  localStorage.clear();
});

describe('language detection', () => {
  it('takes the language stored under i18nextLng first', async () => {
    localStorage.setItem('i18nextLng', 'de');
    browserLanguages('en-US');

    const i18n = createI18n();
    await languageLoaded(i18n);

    expect(i18n.language).toBe('de');
    expect(i18n.t('login.title')).toBe('Melden Sie sich bei Ihrem Konto an');
  });

  it('maps a German browser (de-DE) to de and remembers the choice', async () => {
    browserLanguages('de-DE', 'en');

    const i18n = createI18n();
    await languageLoaded(i18n);

    expect(i18n.language).toBe('de');
    expect(i18n.t('header.logOut')).toBe('Abmelden');
    expect(localStorage.getItem('i18nextLng')).toBe('de');
  });

  it('uses us for any other browser language', () => {
    browserLanguages('fr-FR', 'fr');

    const i18n = createI18n();

    expect(i18n.language).toBe('us');
    expect(i18n.t('login.title')).toBe('Log into your account');
  });

  it('uses us when the stored language is not one of the app’s', () => {
    localStorage.setItem('i18nextLng', 'en-GB');
    browserLanguages('de-DE');

    expect(createI18n().language).toBe('us');
  });

  it('reads any German variant as de', () => {
    expect(['de', 'de-AT', 'DE-ch'].map(toLanguage)).toEqual(['de', 'de', 'de']);
    expect(['us', 'en-US', 'fr', 'dk'].map(toLanguage)).toEqual(['us', 'us', 'us', 'us']);
  });
});

describe('resources', () => {
  it('give German for every English text, with the same placeholders', () => {
    const german = new Map(entries(de));
    const english = entries(us);

    expect([...german.keys()].sort()).toEqual(english.map(([key]) => key).sort());
    for (const [key, text] of english) {
      expect(german.get(key), key).not.toBe('');
      expect(placeholders(german.get(key) ?? ''), key).toEqual(placeholders(text));
    }
  });

  it("hold the spec's texts verbatim in us", () => {
    const i18n = createI18n();
    expect(i18n.t('crash.title')).toBe('Oops, something went wrong.');
    expect(i18n.t('notifications.sessionExpired')).toBe(
      'Your session has expired. Please log in again.',
    );
    expect(i18n.t('notifications.codeResent', { address: 'ada@example.org' })).toBe(
      'Verification code resent to ada@example.org',
    );
    expect(i18n.t('errors.logoutFailed')).toBe('Logout failed');
  });
});
