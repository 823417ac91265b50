/** Week helpers: weeks start on Monday (Sunday belongs to the previous week). */

export type WeekOffset = 0 | 1;

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** Local calendar date as YYYY-MM-DD (no UTC shift). */
export function formatDate(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function startOfWeek(date: Date): Date {
  const start = new Date(date.getFullYear(), date.getMonth(), date.getDate());
  const daysSinceMonday = (start.getDay() + 6) % 7;
  start.setDate(start.getDate() - daysSinceMonday);
  return start;
}

/** Monday of this week (offset 0) or next week (offset 1) as YYYY-MM-DD. */
export function weekStartDate(offset: WeekOffset, today: Date = new Date()): string {
  const monday = startOfWeek(today);
  monday.setDate(monday.getDate() + offset * 7);
  return formatDate(monday);
}

/** Spec §9: the ceiling of the day-of-year count divided by 7. */
export function weekOfYear(date: Date): number {
  const startOfYear = new Date(date.getFullYear(), 0, 1);
  const day = Math.round((new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime() - startOfYear.getTime()) / 86_400_000) + 1;
  return Math.ceil(day / 7);
}

/** week_number in plan calls: 1 for this week (WEEKLY), 2 for next week (BIWEEKLY). */
export function planWeekNumber(offset: WeekOffset): 1 | 2 {
  return offset === 0 ? 1 : 2;
}

/** Why another profile's recipe has no remove button on the week (the server answers it too). */
export const NOT_OWNER_REMOVE = 'You can only remove your own recipes from the plan';
