import { describe, expect, it } from 'vitest';
import { changePrice, downHint, downRange } from './down-payment';
import { readLoan } from './loan-inputs';
import { home, mortgage } from './loan-test-settings';

const limit = 'financiamos hasta el 90% del valor, entre US$10,000.00 y US$500,000.00';

describe('the down payment hint', () => {
  it('names the down payment range for the price typed, and the limit it comes from', () => {
    expect(downHint(home(), mortgage)).toBe(
      `Para este valor, la prima va de US$10,000.00 a US$90,000.00: ${limit}.`,
    );
    // Above US$555,555.56 the loan's largest amount, not the 90 %, sets the smallest down payment.
    expect(downHint(home({ price: '1000000' }), mortgage)).toBe(
      `Para este valor, la prima va de US$500,000.00 a US$990,000.00: ${limit}.`,
    );
  });

  it('gives percentages every one of which is a valid down payment when typed in %', () => {
    expect(downHint(home({ price: '150000', downIsPercent: true, down: '10' }), mortgage)).toBe(
      `Para este valor, la prima va del 10% al 93.33%: ${limit}.`,
    );
    const most = readLoan(home({ price: '150000', downIsPercent: true, down: '93.33' }), mortgage);
    expect(most.errors).toEqual({});
    const beyond = readLoan(home({ price: '150000', downIsPercent: true, down: '93.34' }), mortgage);
    expect(beyond.errors.down).toBe(
      'El monto a financiar mínimo es US$10,000.00: bajá la prima o subí el valor.',
    );
  });

  it('states the rule alone while the price is wrong, and says when no down payment fits the price', () => {
    expect(downHint(home({ price: 'abc' }), mortgage)).toBe(
      `La prima es al menos el 10% del valor: ${limit}.`,
    );
    // 90 % of US$11,000.00 is below the smallest loan.
    expect(downHint(home({ price: '11000' }), mortgage)).toBe(
      `Con este valor no hay prima posible: ${limit}. Subí el valor.`,
    );
    expect(downRange(1_100_000, mortgage)).toEqual({ min: 110_000, max: 100_000 });
  });
});

describe('a change of the price', () => {
  it('keeps the down payment’s share of the price, so the result stays a result', () => {
    const next = changePrice(home(), '150000', mortgage);
    expect(next.down).toBe('15,000.00');
    expect(readLoan(next, mortgage).figures).toMatchObject({ price: 15_000_000, down: 1_500_000 });
  });

  it('carries the share over the keystrokes that are not a price yet', () => {
    let texts = home({ down: '20,000.00' });
    for (const typed of ['1', '15', '150', '1500', '15000', '150000'])
      texts = changePrice(texts, typed, mortgage);
    expect(texts.down).toBe('30,000.00');
    // Typing the down payment again starts a new share.
    texts = { ...texts, down: '45000', downShare: undefined };
    expect(changePrice(texts, '100000', mortgage).down).toBe('30,000.00');
  });

  it('moves nothing when the same price is written another way (the field formatted on leaving)', () => {
    const texts = home({ price: '100000', down: '10000' });
    expect(changePrice(texts, '100,000.00', mortgage)).toEqual({ ...texts, price: '100,000.00' });
  });

  it('leaves a down payment in % or one with a message as typed', () => {
    expect(changePrice(home({ downIsPercent: true, down: '25' }), '200000', mortgage).down).toBe('25');
    expect(changePrice(home({ down: '5000' }), '50000', mortgage).down).toBe('5000');
    expect(changePrice(home({ down: 'diez mil' }), '50000', mortgage).down).toBe('diez mil');
  });
});
