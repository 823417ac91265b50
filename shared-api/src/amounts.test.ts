import { describe, expect, it } from 'vitest';
import { densityOf, displayAmount, formatQuantity, shoppingAmount, type UnitSystem } from './amounts';
import type { Amount } from './units';

const a = (quantity: number, unit = ''): Amount => ({ quantity, unit });

describe('formatQuantity: fractions as recipes write them', () => {
  it.each([
    [0.125, '⅛'],
    [0.13, '⅛'],
    [0.25, '¼'],
    [0.33, '⅓'],
    [0.5, '½'],
    [0.67, '⅔'],
    [0.75, '¾'],
    [1.5, '1 ½'],
    [2.25, '2 ¼'],
    [1.33, '1 ⅓'],
    [3, '3'],
    [2.999, '3'],
    [454, '454'],
    [0.38, '0.38'],
    [12.5, '12 ½'],
  ])('%s → %s', (value, text) => {
    expect(formatQuantity(value)).toBe(text);
  });
});

describe('displayAmount: one recipe line in each system', () => {
  it.each<[Amount, UnitSystem, string, string]>([
    [a(1, 'cup'), 'as_written', '', '1 cup'],
    [a(1.25, 'cups'), 'as_written', '', '1 ¼ cups'],
    [a(0.19, 'cup'), 'as_written', 'olive oil', '3 tbsp'],
    [a(236.59, 'ml'), 'us', '', '1 cup'],
    [a(236.59, 'ml'), 'as_written', '', '236.59 ml'],
    [a(454, 'g'), 'as_written', '', '454 g'],
    [a(1, 'lb'), 'metric', '', '450 g'],
    [a(2.5, 'lb'), 'metric', '', '1.1 kg'],
    [a(1, 'cup'), 'metric', 'milk', '240 ml'],
    [a(2, 'cups'), 'metric', 'all-purpose flour', '250 g'],
    [a(1, 'cup'), 'us', 'flour', '1 cup'],
    [a(1, 'tbsp'), 'metric', 'olive oil', '1 tbsp'],
    [a(200, 'g'), 'us', '', '7 oz'],
    [a(1, 'kg'), 'us', '', '2 ¼ lb'],
    [a(1, 'l'), 'us', '', '4 ¼ cups'],
    [a(5, 'ml'), 'us', '', '1 tsp'],
    [a(0.5, 'can'), 'metric', '', '½ can'],
    [a(3, 'cloves'), 'us', '', '3 cloves'],
    [a(1, 'cloves'), 'us', '', '1 clove'],
    [a(0.5), 'us', '', '½'],
    [a(0, 'pinch'), 'us', '', 'pinch'],
  ])('%o in %s (%s) → %s', (amount, system, name, text) => {
    expect(displayAmount(amount, system, name)).toBe(text);
  });
});

describe('shoppingAmount: what to buy', () => {
  it('rounds whole things up and keeps the exact need', () => {
    expect(shoppingAmount([a(0.5, 'can')], 'as_written')).toEqual({ text: '1 can', exact: '½ can' });
    expect(shoppingAmount([a(0.5)], 'us', 'red bell pepper')).toEqual({ text: '1', exact: '½' });
    expect(shoppingAmount([a(1.5, 'cans'), a(1, 'can')], 'metric')).toEqual({ text: '3 cans', exact: '2 ½ cans' });
    expect(shoppingAmount([a(2, 'cloves'), a(1, 'clove')], 'us')).toEqual({ text: '3 cloves', exact: null });
    expect(shoppingAmount([a(2, 'large')], 'us')).toEqual({ text: '2 large', exact: null });
  });

  it('reads tiny amounts as a pinch and unmeasured ones as to taste', () => {
    expect(shoppingAmount([a(0.13, 'tsp')], 'as_written', 'black pepper')).toEqual({ text: 'a pinch', exact: '⅛ tsp' });
    expect(shoppingAmount([a(0.25, 'tsp')], 'as_written', 'salt')).toEqual({ text: '¼ tsp', exact: null });
    expect(shoppingAmount([a(0, '')], 'us', 'salt')).toEqual({ text: 'to taste', exact: null });
    expect(shoppingAmount([a(1, 'pinch')], 'us', 'nutmeg')).toEqual({ text: 'a pinch', exact: null });
    expect(shoppingAmount([], 'us')).toEqual({ text: '', exact: null });
  });

  it('sums across systems in the household system', () => {
    const mixed = [a(200, 'g'), a(0.5, 'lb')];
    expect(shoppingAmount(mixed, 'metric').text).toBe('430 g');
    expect(shoppingAmount(mixed, 'us').text).toBe('15 oz');
    expect(shoppingAmount(mixed, 'as_written').text).toBe('15 oz');
    expect(shoppingAmount([a(1, 'cup'), a(4, 'tbsp')], 'as_written').text).toBe('1 ¼ cups');
    expect(shoppingAmount([a(1, 'cup'), a(4, 'tbsp')], 'metric').text).toBe('300 ml');
    expect(shoppingAmount([a(500, 'g'), a(1, 'kg')], 'metric').text).toBe('1.5 kg');
    expect(shoppingAmount([a(3, 'tsp'), a(1, 'tbsp')], 'metric').text).toBe('2 tbsp');
    expect(shoppingAmount([a(1, 'cup'), a(100, 'g')], 'metric', 'flour').text).toBe('230 g');
  });

  it('keeps amounts already in the household system as written', () => {
    expect(shoppingAmount([a(454, 'g')], 'metric').text).toBe('454 g');
    expect(shoppingAmount([a(0.75, 'lb')], 'us').text).toBe('¾ lb');
    expect(shoppingAmount([a(0.19, 'cup')], 'us', 'olive oil').text).toBe('3 tbsp');
  });

  it('lists amounts that cannot be combined side by side', () => {
    expect(shoppingAmount([a(1, 'cup'), a(200, 'g'), a(0.5, 'can')], 'as_written')).toEqual({ text: '1 cup + 200 g + 1 can', exact: '½ can' });
  });
});

describe('densityOf', () => {
  it('knows dry ingredients by their last words', () => {
    expect(densityOf('All-Purpose Flour')).toBe(0.53);
    expect(densityOf('light brown sugar')).toBe(0.93);
    expect(densityOf('peanut butter')).toBe(1.09);
    expect(densityOf('milk')).toBeNull();
  });
});
