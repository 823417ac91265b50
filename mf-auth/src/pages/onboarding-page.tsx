import { Trash2 } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSession } from 'shared-api/core';
import { useMe } from 'shared-api/users';
import { useCompleteOnboarding, useProfiles, type SubscriptionPlan } from 'shared-api/profiles';
import { useAllStores } from 'shared-api/stores';
import { Button, Checkbox, Spinner, TextField, toast } from 'shared-ui';
import { FrequencyToggles, frequencyOf } from '../components/frequency-options';
import { clearOnboardingDraft, readOnboardingDraft, saveOnboardingDraft } from '../components/onboarding-draft';
import { freeTrialTag, PlanCards } from '../components/plan-cards';
import { useRequireLogin } from '../components/require-login';
import { cx } from 'shared-ui';
import '../auth.css';

const STEPS = 4;

interface DraftProfile {
  /** Existing profile (the one made at sign-up); new ones have none yet. */
  id?: string;
  key: string;
  name: string;
}

// Unique across reloads, since drafts outlive the page.
const draftKey = () => `draft-${crypto.randomUUID()}`;

export default function OnboardingPage() {
  const loggedIn = useRequireLogin();
  const navigate = useNavigate();
  const update = useSession((s) => s.update);
  const userId = useSession((s) => s.userId);
  const [saved] = useState(() => readOnboardingDraft(userId));
  const me = useMe(loggedIn);
  const existing = useProfiles(loggedIn);
  const stores = useAllStores();
  const complete = useCompleteOnboarding();

  const [step, setStep] = useState(saved.step ?? 1);
  const [household, setHousehold] = useState<DraftProfile[] | null>(saved.household ?? null);
  const [selectedKey, setSelectedKey] = useState<string | null>(saved.selectedKey ?? null);
  const [newName, setNewName] = useState('');
  const [stepError, setStepError] = useState<string | null>(null);
  const [weekly, setWeekly] = useState(saved.weekly ?? false);
  const [biweekly, setBiweekly] = useState(saved.biweekly ?? false);
  const [storeIds, setStoreIds] = useState<string[]>(saved.storeIds ?? []);
  const [plan, setPlan] = useState<SubscriptionPlan>(saved.plan ?? 'FREE');

  // Nothing is sent before the last step, so a reload must not lose what was typed.
  useEffect(() => {
    if (household) saveOnboardingDraft(userId, { step, household, selectedKey, weekly, biweekly, storeIds, plan });
  }, [userId, step, household, selectedKey, weekly, biweekly, storeIds, plan]);

  // An account that finished onboarding picks a profile instead.
  useEffect(() => {
    if (me.data?.is_onboarded) navigate('/profiles', { replace: true });
  }, [me.data, navigate]);

  // Step 1 starts from the household as it is: the profile named after the account.
  useEffect(() => {
    if (household || !existing.data) return;
    const drafts = existing.data.map((profile) => ({ id: profile.id, key: profile.id, name: profile.name }));
    setHousehold(drafts);
    setSelectedKey(drafts[0]?.key ?? null);
  }, [existing.data, household]);

  useEffect(() => {
    if (stores.isError) toast.error('Failed to load stores');
  }, [stores.isError]);

  useEffect(() => {
    if (existing.isError) toast.error('Failed to load profiles');
  }, [existing.isError]);

  if (!loggedIn) return null;
  const profiles = household ?? [];

  const addProfile = (event: FormEvent) => {
    event.preventDefault();
    const name = newName.trim();
    if (!name) return setStepError('Please enter a name for the profile');
    if (profiles.some((p) => p.name.toLowerCase() === name.toLowerCase())) return setStepError('A profile with this name already exists');
    const draft = { key: draftKey(), name };
    setHousehold([...profiles, draft]);
    setSelectedKey((current) => current ?? draft.key);
    setNewName('');
    setStepError(null);
  };

  const removeProfile = (key: string) => {
    const rest = profiles.filter((p) => p.key !== key);
    setHousehold(rest);
    if (selectedKey === key) setSelectedKey(rest[0]?.key ?? null);
  };

  const next = () => {
    const problem = stepProblem();
    setStepError(problem);
    if (!problem) setStep((current) => Math.min(STEPS, current + 1));
  };

  function stepProblem(): string | null {
    if (step === 1) {
      if (profiles.length === 0) return 'Please add at least one profile to continue';
      if (!profiles.some((p) => p.key === selectedKey)) return 'Please select a profile to continue';
    }
    if (step === 2 && !frequencyOf(weekly, biweekly)) return 'Please select at least one planning option';
    if (step === 3 && storeIds.length === 0) return 'Please select at least one store';
    return null;
  }

  const finish = () => {
    const planningFrequency = frequencyOf(weekly, biweekly);
    if (!planningFrequency) return;
    complete.mutate(
      {
        profiles: profiles.map((p) => ({ ...(p.id ? { id: p.id } : {}), name: p.name, is_selected: p.key === selectedKey })),
        planningFrequency,
        groceryStores: storeIds,
        subscription: plan,
      },
      {
        onSuccess: (profile) => {
          clearOnboardingDraft();
          update({ selectedProfile: { id: profile.id, name: profile.name, planning_frequency: profile.planning_frequency } });
          toast.success(`Welcome, ${profile.name}! Your 30-day free trial has started.`);
          navigate('/home');
        },
        onError: (error) => toast.error('Failed to complete onboarding', { description: error.message }),
      },
    );
  };

  return (
    <div className="au-page au-page--narrow au-onboarding">
      <div className="au-progress">
        <p className="au-progress__label">
          Step {step} of {STEPS}
        </p>
        <div className="au-progress__bar" role="progressbar" aria-label="Onboarding progress" aria-valuemin={1} aria-valuemax={STEPS} aria-valuenow={step}>
          <span style={{ width: `${(step / STEPS) * 100}%` }} />
        </div>
      </div>

      {step === 1 && (
        <section className="au-step" aria-labelledby="step-title">
          <h1 id="step-title" className="au-step__title">
            Who&apos;s in your household?
          </h1>
          <p className="au-step__hint">Add everyone who plans meals, then pick who is planning now.</p>
          {!household ? (
            <Spinner label="Loading profiles" />
          ) : (
            <ul className="au-list" aria-label="Household profiles">
              {profiles.map((profile) => (
                <li key={profile.key} className={cx('au-list__row', profile.key === selectedKey && 'au-list__row--selected')}>
                  <label className="au-list__pick">
                    <input type="radio" name="selected-profile" checked={profile.key === selectedKey} onChange={() => setSelectedKey(profile.key)} />
                    <span>{profile.name}</span>
                  </label>
                  <Button variant="ghost" size="icon" aria-label={`Remove ${profile.name}`} onClick={() => removeProfile(profile.key)}>
                    <Trash2 size={18} aria-hidden="true" />
                  </Button>
                </li>
              ))}
            </ul>
          )}
          <form className="au-inline-form au-inline-form--row" onSubmit={addProfile} noValidate>
            <TextField label="Add a profile" placeholder="Name" value={newName} onChange={(e) => setNewName(e.target.value)} />
            <Button type="submit" variant="secondary">
              Add
            </Button>
          </form>
        </section>
      )}

      {step === 2 && (
        <section className="au-step" aria-labelledby="step-title">
          <h1 id="step-title" className="au-step__title">
            How often do you meal plan?
          </h1>
          <p className="au-step__hint">Pick one or both.</p>
          <FrequencyToggles
            weekly={weekly}
            biweekly={biweekly}
            onChange={(value) => {
              setWeekly(value.weekly);
              setBiweekly(value.biweekly);
              setStepError(null);
            }}
          />
        </section>
      )}

      {step === 3 && (
        <section className="au-step" aria-labelledby="step-title">
          <h1 id="step-title" className="au-step__title">
            Where do you shop?
          </h1>
          <p className="au-step__hint" aria-live="polite">
            {storeIds.length} store(s) selected
          </p>
          {stores.isPending && <Spinner label="Loading stores" />}
          {stores.isError && <p className="au-form__error">Failed to load stores</p>}
          <div className="au-stores" role="group" aria-label="Stores">
            {stores.data?.map((store) => (
              <Checkbox
                key={store.id}
                label={store.name}
                checked={storeIds.includes(store.id)}
                onChange={(e) => {
                  setStepError(null);
                  setStoreIds((ids) => (e.target.checked ? [...ids, store.id] : ids.filter((id) => id !== store.id)));
                }}
              />
            ))}
          </div>
        </section>
      )}

      {step === 4 && (
        <section className="au-step" aria-labelledby="step-title">
          <h1 id="step-title" className="au-step__title">
            Choose Your Plan
          </h1>
          <PlanCards value={plan} onChange={setPlan} freeTag={freeTrialTag(null)} />
          <p className="au-step__hint">No credit card required. Cancel anytime.</p>
        </section>
      )}

      {stepError && (
        <p className="au-form__error" role="alert">
          {stepError}
        </p>
      )}

      <div className="au-actions au-actions--spread">
        {step > 1 ? (
          <Button
            variant="ghost"
            onClick={() => {
              setStepError(null);
              setStep(step - 1);
            }}
          >
            Back
          </Button>
        ) : (
          <span />
        )}
        {step < 3 && <Button onClick={next}>Continue</Button>}
        {step === 3 && <Button onClick={next}>Complete Setup</Button>}
        {step === 4 && (
          <Button onClick={finish} disabled={complete.isPending}>
            {complete.isPending ? 'Saving...' : 'Start Free Trial'}
          </Button>
        )}
      </div>
    </div>
  );
}
