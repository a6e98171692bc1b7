import { describe, expect, it } from 'vitest';
import { emailProblem, normalizeEmail, normalizePhone, phoneProblem } from './identifiers';

describe('emailProblem (spec §5)', () => {
  it.each([
    ['', 'Email is required'],
    ['   ', 'Email is required'],
    ['ada', 'Email format is not valid'],
    ['ada@example', 'Email format is not valid'],
    ['ada lovelace@example.org', 'Email format is not valid'],
    ['@example.org', 'Email format is not valid'],
  ])('%j → %s', (value, message) => {
    expect(emailProblem(value)).toBe(message);
  });

  it.each(['ada@example.org', ' ada.lovelace+labs@sub.example.co.uk '])('accepts %j', (value) => {
    expect(emailProblem(value)).toBeUndefined();
  });
});

describe('phoneProblem (spec §5)', () => {
  it.each([
    ['', 'Phone number is required'],
    ['+49 170 12x4', 'Phone number cannot contain letters'],
    ['Ünal', 'Phone number cannot contain letters'],
    ['++491701234', 'Phone number format is not valid'],
    ['0170/1234567', 'Phone number format is not valid'],
    ['+', 'Phone number format is not valid'],
  ])('%j → %s', (value, message) => {
    expect(phoneProblem(value)).toBe(message);
  });

  it.each(['+49 (170) 123-4567', '01701234567', '(030) 1234 5678'])('accepts %j', (value) => {
    expect(phoneProblem(value)).toBeUndefined();
  });
});

describe('normalisation', () => {
  it('removes parentheses, spaces and hyphens from phone numbers', () => {
    expect(normalizePhone(' +49 (170) 123-4567 ')).toBe('+491701234567');
  });

  it('compares e-mail addresses case-insensitively', () => {
    expect(normalizeEmail(' Ada@Example.ORG ')).toBe('ada@example.org');
  });
});
