import { describe, expect, it } from 'vitest';
import { formattedTexts } from './loan-inputs';
import { home, mortgage, personal } from './loan-test-settings';

describe('the fields as the defaults write them', () => {
  it('formats every valid field', () => {
    expect(formattedTexts(home({ price: '150000', down: '15000.5', term: '020' }), mortgage)).toEqual({
      price: '150,000.00',
      down: '15,000.50',
      term: '20',
    });
    expect(formattedTexts(home({ downIsPercent: true, down: '12.50 %' }), mortgage).down).toBe('12.5');
    expect(formattedTexts(home({ amount: 'US$12000', term: '36' }), personal)).toEqual({
      amount: '12,000.00',
      term: '36',
    });
  });

  it('leaves a field with a message as typed', () => {
    expect(formattedTexts(home({ amount: '150000', term: '20.5' }), personal)).toEqual({});
    // A down payment below the limit, and one that cannot be judged while the price is wrong.
    expect(formattedTexts(home({ down: '5000' }), mortgage)).toEqual({ price: '100,000.00', term: '20' });
    expect(formattedTexts(home({ price: '5' }), mortgage)).toEqual({ term: '20' });
  });
});
