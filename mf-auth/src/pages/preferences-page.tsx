import { useState } from 'react';
import { useSession, type PlanningFrequency } from 'shared-api/core';
import { useUpdatePreferences } from 'shared-api/profiles';
import { Button, EmptyState, PageHeader, toast } from 'shared-ui';
import { FREQUENCY_LABELS } from '../components/frequency-options';
import { cx } from 'shared-ui';
import '../auth.css';

const CHOICES: Array<{ value: PlanningFrequency; hint: string }> = [
  { value: 'WEEKLY', hint: 'Plan one week at a time' },
  { value: 'BIWEEKLY', hint: 'Plan two weeks at a time' },
  { value: 'BOTH', hint: 'This week and next week' },
];

export default function PreferencesPage() {
  const { selectedProfile, update } = useSession();
  const save = useUpdatePreferences();
  const [choice, setChoice] = useState<PlanningFrequency | null>(null);

  if (!selectedProfile) {
    return (
      <div className="au-page au-page--narrow">
        <PageHeader title="Planning Preference" />
        <EmptyState title="No profile selected" />
      </div>
    );
  }

  // The saved frequency is the choice until another one is picked.
  const current = choice ?? selectedProfile.planning_frequency;

  const submit = () => {
    save.mutate(
      { profile_id: selectedProfile.id, planning_frequency: current },
      {
        onSuccess: (profile) => {
          update({ selectedProfile: { ...selectedProfile, planning_frequency: profile.planning_frequency } });
          toast.success(`Planning frequency set to ${FREQUENCY_LABELS[profile.planning_frequency]}`);
        },
        onError: (error) => toast.error('Failed to update preference', { description: error.message }),
      },
    );
  };

  return (
    <div className="au-page au-page--narrow">
      <PageHeader
        title="Planning Preference"
        subtitle={`How often does ${selectedProfile.name} plan meals? Currently: ${FREQUENCY_LABELS[selectedProfile.planning_frequency]}.`}
      />
      <div className="au-options" role="radiogroup" aria-label="Planning frequency">
        {CHOICES.map(({ value, hint }) => (
          <button
            key={value}
            type="button"
            role="radio"
            aria-checked={current === value}
            className={cx('au-option', current === value && 'au-option--selected')}
            onClick={() => setChoice(value)}
          >
            <span>
              <span className="au-option__label">{FREQUENCY_LABELS[value]}</span>
              <span className="au-option__hint">{hint}</span>
            </span>
          </button>
        ))}
      </div>
      <Button fullWidth size="lg" disabled={current === selectedProfile.planning_frequency || save.isPending} onClick={submit}>
        {save.isPending ? 'Saving...' : 'Save Preference'}
      </Button>
    </div>
  );
}
