import type { PlanningFrequency } from 'shared-api/core';
import type { WeekOffset } from 'shared-api/plans';

export const WEEK_LABELS: Record<WeekOffset, string> = { 0: 'This Week', 1: 'Next Week' };

/** Spec §2: WEEKLY shows only This Week, BIWEEKLY only Next Week, BOTH lets the user switch. */
export function weeksFor(frequency: PlanningFrequency | undefined): WeekOffset[] {
  if (frequency === 'WEEKLY') return [0];
  if (frequency === 'BIWEEKLY') return [1];
  return [0, 1];
}

/** Collapsed rows show this many ingredients and steps (spec §9). */
export const COLLAPSED_INGREDIENTS = 4;
export const COLLAPSED_STEPS = 3;

export function preview<T>(items: T[], limit: number, expanded: boolean): { shown: T[]; hidden: number } {
  if (expanded || items.length <= limit) return { shown: items, hidden: 0 };
  return { shown: items.slice(0, limit), hidden: items.length - limit };
}
