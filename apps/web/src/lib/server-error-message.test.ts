import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from './i18n/i18n';
import { serverErrorMessage } from './server-error-message';

afterEach(async () => {
  await i18n.changeLanguage('us');
});

describe('a refused test date', () => {
  it('names the year of birth as a year in either language, never as a number with a thousands separator', async () => {
    const body = {
      error: 'The test date is before your year of birth (1980).',
      code: 'date_before_birth',
      params: { year: 1980 },
    };
    expect(serverErrorMessage(body)).toBe('The test date is before your year of birth (1980).');
    await i18n.changeLanguage('de');
    expect(serverErrorMessage(body)).toBe('Das Testdatum liegt vor Ihrem Geburtsjahr (1980).');
    expect(serverErrorMessage({ error: 'x', code: 'date_too_early', params: { year: 1900 } })).toBe(
      'Das Testdatum liegt vor 1900.',
    );
  });
});
