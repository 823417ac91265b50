import { describe, expect, it } from 'vitest';
import { preview, weeksFor } from './weeks';

describe('weeks', () => {
  it('shows weeks by planning frequency', () => {
    expect(weeksFor('WEEKLY')).toEqual([0]);
    expect(weeksFor('BIWEEKLY')).toEqual([1]);
    expect(weeksFor('BOTH')).toEqual([0, 1]);
    expect(weeksFor(undefined)).toEqual([0, 1]);
  });

  it('previews the first items and counts the rest', () => {
    expect(preview([1, 2, 3, 4, 5, 6], 4, false)).toEqual({ shown: [1, 2, 3, 4], hidden: 2 });
    expect(preview([1, 2, 3, 4, 5, 6], 4, true)).toEqual({ shown: [1, 2, 3, 4, 5, 6], hidden: 0 });
    expect(preview([1, 2], 3, false)).toEqual({ shown: [1, 2], hidden: 0 });
  });
});
