/** Longest profile name the server stores. */
export const PROFILE_NAME_MAX = 60;
export const DEFAULT_LANGUAGE = 'en';
/** A profile that is not the caller's household's reads as missing: no hint that it exists. */
export const PROFILE_NOT_FOUND = 'Profile not found';

/** Spec §9: free trial length, counted from the selected profile's creation. */
export const FREE_TRIAL_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** 30 minus whole days since `createdAt`, never below 0; null when the date is missing or corrupt. */
export function trialDaysLeft(createdAt: string | null | undefined, now: Date = new Date()): number | null {
  if (!createdAt) return null;
  const start = new Date(createdAt).getTime();
  if (Number.isNaN(start)) {
    console.warn('Ignoring a corrupt profile creation date');
    return null;
  }
  return Math.max(0, FREE_TRIAL_DAYS - Math.floor((now.getTime() - start) / DAY_MS));
}
