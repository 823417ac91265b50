import { describe, expect, it } from 'vitest';
import { formatDate, planWeekNumber, startOfWeek, weekOfYear, weekStartDate } from './rules';

describe('week helpers', () => {
  it('starts the week on Monday', () => {
    expect(formatDate(startOfWeek(new Date(2026, 10, 18)))).toBe('2026-11-16'); // Wednesday
    expect(formatDate(startOfWeek(new Date(2026, 10, 16)))).toBe('2026-11-16'); // Monday itself
  });

  it('puts Sunday in the previous week', () => {
    expect(formatDate(startOfWeek(new Date(2026, 10, 22)))).toBe('2026-11-16');
  });

  it('gives this and next week across a month and year end', () => {
    expect(weekStartDate(0, new Date(2026, 11, 31))).toBe('2026-12-28');
    expect(weekStartDate(1, new Date(2026, 11, 31))).toBe('2027-01-04');
  });

  it('numbers weeks as the ceiling of day-of-year / 7', () => {
    expect(weekOfYear(new Date(2026, 0, 1))).toBe(1);
    expect(weekOfYear(new Date(2026, 0, 7))).toBe(1);
    expect(weekOfYear(new Date(2026, 0, 8))).toBe(2);
    expect(weekOfYear(new Date(2026, 11, 31))).toBe(53);
  });

  it('maps offsets to plan week numbers', () => {
    expect(planWeekNumber(0)).toBe(1);
    expect(planWeekNumber(1)).toBe(2);
  });
});
