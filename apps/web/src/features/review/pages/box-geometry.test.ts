import { describe, expect, it } from 'vitest';
import { pageAspectRatio, placeBox } from './box-geometry';

describe('placeBox', () => {
  it('places a box by the fractions of its page, from the top left', () => {
    expect(placeBox({ x: 0.08, y: 0.3, width: 0.84, height: 0.03 })).toEqual({
      left: '8%',
      top: '30%',
      width: '84%',
      height: '3%',
    });
  });

  it('keeps five decimals of a fraction, as the server sends them', () => {
    expect(placeBox({ x: 0.12345, y: 0.98765, width: 0.00001, height: 0.01234 })).toEqual({
      left: '12.345%',
      top: '98.765%',
      width: '0.001%',
      height: '1.234%',
    });
  });

  it('cuts a box reaching past the page’s edge at the edge', () => {
    expect(placeBox({ x: 0.9, y: 0.95, width: 0.2, height: 0.1 })).toEqual({
      left: '90%',
      top: '95%',
      width: '10%',
      height: '5%',
    });
  });
});

describe('pageAspectRatio', () => {
  it('keeps the page’s own shape, portrait or landscape', () => {
    expect(pageAspectRatio(595, 842)).toBe('595 / 842');
    expect(pageAspectRatio(841.89, 595.28)).toBe('841.89 / 595.28');
  });
});
