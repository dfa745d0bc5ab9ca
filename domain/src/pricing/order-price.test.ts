import { describe, expect, it } from 'vitest';
import { fieldErrorsFromZod } from '../errors';
import {
  formatMoney,
  orderPriceSchema,
  payableTotal,
  priceAdjustmentInputSchema,
  withAdjustment,
} from './order-price';

const price = orderPriceSchema.parse({
  currency: 'EUR',
  lines: [
    {
      kind: 'edgeBand',
      ref: 'edgeBand',
      description: 'Edge band, 12.4 m',
      quantity: 12.4,
      unit: 'm',
      unitPrice: 90,
      amount: 1116,
    },
  ],
  subtotal: 1116,
  tax: 234,
  total: 1350,
  onRequest: false,
  priceListVersion: 3,
  taxRate: 0.21,
  pricesIncludeTax: false,
});

describe('an order price', () => {
  it('reads a stored price without an adjustment', () => {
    expect(price.adjustment).toBeNull();
    expect(payableTotal(price)).toBe(1350);
  });

  it('takes the adjustment into the payable total, never below 0', () => {
    const at = '2026-11-26T10:00:00.000Z';
    const discounted = withAdjustment(price, {
      amount: -350,
      reason: 'Loyal customer',
      by: 'a@b.c',
      at,
    });
    expect(discounted.finalTotal).toBe(1000);
    expect(discounted.total).toBe(1350);
    expect(
      withAdjustment(price, { amount: -5000, reason: 'Gift', by: 'a@b.c', at }).finalTotal,
    ).toBe(0);
    expect(withAdjustment(price, { amount: 250, reason: 'Rush', by: 'a@b.c', at }).finalTotal).toBe(
      1600,
    );
  });

  it('refuses an adjustment of 0, a fraction of a cent or without a reason', () => {
    const codes = (input: unknown) => {
      const result = priceAdjustmentInputSchema.safeParse(input);
      return result.success
        ? []
        : fieldErrorsFromZod(result.error).map((e) => `${e.path}:${e.code}`);
    };
    expect(codes({ amount: -350, reason: ' Loyal customer ' })).toEqual([]);
    expect(codes({ amount: 0, reason: 'x' })).toEqual(['amount:invalidFormat']);
    expect(codes({ amount: 1.5, reason: 'x' })).toEqual(['amount:invalidFormat']);
    expect(codes({ amount: 100, reason: '\u200b ' })).toEqual(['reason:Required']);
    expect(codes({ amount: 100, reason: 'x'.repeat(501) })).toEqual(['reason:tooLong']);
  });

  it('formats minor units in the reader’s language and the currency’s decimals', () => {
    expect(formatMoney(123450, 'EUR', 'es')).toBe('1234,50\u00a0€');
    expect(formatMoney(123450, 'EUR', 'en')).toBe('€1,234.50');
    expect(formatMoney(1500, 'JPY', 'en')).toBe('¥1,500');
  });
});
