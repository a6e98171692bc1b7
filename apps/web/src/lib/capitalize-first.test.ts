import { describe, expect, it } from 'vitest';
import { capitalizeFirst } from './capitalize-first';

describe('capitalizeFirst', () => {
  it('upper-cases only the first letter', () => {
    expect(capitalizeFirst('invalid verification code')).toBe('Invalid verification code');
    expect(capitalizeFirst('über 9000 tries')).toBe('Über 9000 tries');
  });

  it('leaves text that already starts in upper case, and empty text, as it is', () => {
    expect(capitalizeFirst('Account not found')).toBe('Account not found');
    expect(capitalizeFirst('')).toBe('');
  });
});
