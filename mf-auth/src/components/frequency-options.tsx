import { CalendarDays, CalendarRange } from 'lucide-react';
import type { PlanningFrequency } from 'shared-api/core';
import { cx } from 'shared-ui';

export const FREQUENCY_LABELS: Record<PlanningFrequency, string> = { WEEKLY: 'Weekly', BIWEEKLY: 'Biweekly', BOTH: 'Both' };

/** The two plan horizons as toggles; both on means BOTH (onboarding step 2). */
export function FrequencyToggles({
  weekly,
  biweekly,
  onChange,
}: {
  weekly: boolean;
  biweekly: boolean;
  onChange: (next: { weekly: boolean; biweekly: boolean }) => void;
}) {
  const options = [
    { key: 'weekly' as const, label: 'Weekly Planning', hint: 'Plan meals for this week', on: weekly, icon: <CalendarDays size={24} aria-hidden="true" /> },
    { key: 'biweekly' as const, label: 'Bi-weekly Planning', hint: 'Plan this week and next week', on: biweekly, icon: <CalendarRange size={24} aria-hidden="true" /> },
  ];
  return (
    <div className="au-options" role="group" aria-label="Planning frequency">
      {options.map((option) => (
        <button
          key={option.key}
          type="button"
          aria-pressed={option.on}
          className={cx('au-option', option.on && 'au-option--selected')}
          onClick={() => onChange({ weekly, biweekly, [option.key]: !option.on })}
        >
          {option.icon}
          <span>
            <span className="au-option__label">{option.label}</span>
            <span className="au-option__hint">{option.hint}</span>
          </span>
        </button>
      ))}
    </div>
  );
}

export function frequencyOf(weekly: boolean, biweekly: boolean): PlanningFrequency | null {
  if (weekly && biweekly) return 'BOTH';
  if (weekly) return 'WEEKLY';
  if (biweekly) return 'BIWEEKLY';
  return null;
}
