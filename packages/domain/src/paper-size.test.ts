import { describe, expect, it } from 'vitest';
import { paperSizeOf } from './paper-size.ts';
import { countryOfAddress } from './studio-details.ts';

describe('the paper of a studio’s documents', () => {
  it('follows the studio’s country on automatic: US Letter in the United States and Canada, A4 elsewhere', () => {
    expect(paperSizeOf({ paperSize: 'auto', country: 'US' })).toBe('letter');
    expect(paperSizeOf({ paperSize: 'auto', country: 'ca' })).toBe('letter');
    expect(paperSizeOf({ paperSize: 'auto', country: 'GB' })).toBe('a4');
    expect(paperSizeOf({ paperSize: 'auto', country: '' })).toBe('a4');
  });

  it('is the size staff chose, wherever the studio is', () => {
    expect(paperSizeOf({ paperSize: 'a4', country: 'US' })).toBe('a4');
    expect(paperSizeOf({ paperSize: 'letter', country: 'DE' })).toBe('letter');
  });
});

describe('the country of a studio saved before it had one', () => {
  it.each([
    ['350 Fifth Avenue\nNew York, NY 10118', 'US'],
    ['1 Main Street\nSpringfield, IL 62701-1234', 'US'],
    ['500 Market Street\nSan Francisco CA 94105\nUSA', 'US'],
    ['1 Yonge Street\nToronto, ON M5E 1E5', 'CA'],
    ['1 Yonge Street\nToronto\nCanada', 'CA'],
    ['12 St James Square\nLondon SW1Y 4JH', ''],
    ['Unter den Linden 1\n10117 Berlin', ''],
    ['10 Rue de Rivoli\n75001 PARIS', ''],
    ['', ''],
  ])('reads %j as %j', (address, country) => {
    expect(countryOfAddress(address)).toBe(country);
  });
});
