import { describe, expect, it } from 'vitest';
import { createPlanBodySchema } from './plans/contract';
import { groceryAddBodySchema } from './grocery/contract';
import { id, int32, int32FromText, isCalendarDate, isoDate, isStorableText, NUL_MESSAGE, SURROGATE_MESSAGE, text } from './text';

const message = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) => result.error?.issues[0]?.message;

describe('text()', () => {
  it('keeps ordinary text, emoji (paired surrogates) included, trimmed', () => {
    expect(text({ max: 20 }).parse('  Crème brûlée 🍮 ')).toBe('Crème brûlée 🍮');
  });

  it('refuses NUL, lone and reversed surrogates, and text past max, with a clear message', () => {
    const schema = text({ max: 5, tooLong: 'Too long' });
    expect(message(schema.safeParse('a\u0000b'))).toBe(NUL_MESSAGE);
    expect(message(schema.safeParse('a\uD800'))).toBe(SURROGATE_MESSAGE);
    expect(message(schema.safeParse('\uDC00\uD800'))).toBe(SURROGATE_MESSAGE);
    expect(message(schema.safeParse('abcdef'))).toBe('Too long');
    expect(isStorableText('ok 🍮')).toBe(true);
    expect(isStorableText('\uDFFF')).toBe(false);
  });

  it('builds ids that are non-empty and short', () => {
    expect(id().safeParse('').success).toBe(false);
    expect(id().safeParse('x'.repeat(5000)).success).toBe(false);
    expect(id().safeParse('2b7e1f9c-3f4a-4e1b-9c1d-0a1b2c3d4e5f').success).toBe(true);
  });
});

describe('int32()', () => {
  it('fits PostgreSQL integer and the given bounds', () => {
    expect(int32().safeParse(2 ** 31 - 1).success).toBe(true);
    expect(int32().safeParse(2 ** 31).success).toBe(false);
    expect(int32().safeParse(-(2 ** 31) - 1).success).toBe(false);
    expect(int32({ min: 1, max: 2 }).safeParse(0).success).toBe(false);
    expect(int32().safeParse(1.5).success).toBe(false);
    expect(int32FromText({ min: 1 }).parse('12')).toBe(12);
    for (const bad of ['abc', '1e99', '2147483648', '1.5', '0']) expect(int32FromText({ min: 1 }).safeParse(bad).success).toBe(false);
  });
});

describe('isoDate()', () => {
  it('accepts real calendar days only', () => {
    expect(isCalendarDate('2026-11-23')).toBe(true);
    expect(isCalendarDate('2028-02-29')).toBe(true);
    for (const bad of ['2026-13-45', '2026-02-29', '2026-04-31', '0000-00-00', '2026-1-1', '2026/11/23']) {
      expect(isCalendarDate(bad)).toBe(false);
      expect(isoDate().safeParse(bad).success).toBe(false);
    }
  });
});

describe('contract fields use them', () => {
  it('refuses impossible dates and negative or wide week numbers', () => {
    const plan = { recipe_id: '2b7e1f9c-3f4a-4e1b-9c1d-0a1b2c3d4e5f', week_number: 1, planned_servings: 2 };
    expect(createPlanBodySchema.safeParse({ ...plan, week_start_date: '2026-11-23' }).success).toBe(true);
    expect(message(createPlanBodySchema.safeParse({ ...plan, week_start_date: '2026-13-45' }))).toMatch(/real date/);
    const add = { id: 'r1', profile: { id: 'p1', name: 'Ada' }, ingredients: [{ name: 'Leek' }] };
    expect(groceryAddBodySchema.safeParse({ ...add, week_number: 2 }).success).toBe(true);
    for (const week_number of [-1, 0, 2 ** 31, 3]) expect(groceryAddBodySchema.safeParse({ ...add, week_number }).success).toBe(false);
    expect(message(groceryAddBodySchema.safeParse({ ...add, ingredients: [{ name: 'Le\u0000ek' }] }))).toBe(NUL_MESSAGE);
  });
});
