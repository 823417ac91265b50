import type { SubscriptionPlan } from 'shared-api/profiles';

/** Onboarding as typed so far, kept in this tab's sessionStorage so a reload resumes at the same step. */
export interface OnboardingDraft {
  step: number;
  household: Array<{ id?: string; key: string; name: string }> | null;
  selectedKey: string | null;
  weekly: boolean;
  biweekly: boolean;
  storeIds: string[];
  plan: SubscriptionPlan;
}

const STORAGE_KEY = 'onboarding-draft';

/** The draft of `userId` (another account's draft in the same tab is ignored). */
export function readOnboardingDraft(userId: string | null): Partial<OnboardingDraft> {
  try {
    const stored = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as { userId?: string; draft?: Partial<OnboardingDraft> } | null;
    return stored && stored.userId === userId && stored.draft ? stored.draft : {};
  } catch {
    return {};
  }
}

export function saveOnboardingDraft(userId: string | null, draft: OnboardingDraft): void {
  sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ userId, draft }));
}

export function clearOnboardingDraft(): void {
  sessionStorage.removeItem(STORAGE_KEY);
}
