import * as z from 'zod/mini';
import { endpoint } from '../define';
import { DEFAULT_LANGUAGE, PROFILE_NAME_MAX } from './rules';
import { id, text } from '../text';

export const planningFrequencySchema = z.enum(['WEEKLY', 'BIWEEKLY', 'BOTH']);
export const subscriptionPlanSchema = z.enum(['FREE', 'MONTHLY', 'ANNUAL']);
export type SubscriptionPlan = z.infer<typeof subscriptionPlanSchema>;

export const profileSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** A server path (/uploads/…) or an absolute URL; null → the stock avatar. */
  avatar_url: z.nullable(z.string()),
  preferred_language: z.string(),
  is_active: z.boolean(),
  is_selected: z.boolean(),
  planning_frequency: planningFrequencySchema,
  /** ISO date-time. */
  created_at: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;

const profileName = text({ max: PROFILE_NAME_MAX, tooLong: 'Profile name is too long' }).check(z.minLength(1, 'Please enter a name for the new profile'));
/** Only stock avatars or our own uploads: never an arbitrary address the browser would fetch. */
const avatarUrl = text({ max: 500 }).check(
  z.refine((value) => value === '' || /^\/uploads\/[\w.-]+$/.test(value) || /^https:\/\/[^\s]+$/.test(value), 'Invalid avatar address'),
);
const language = text({ max: 10 }).check(z.minLength(2));
/** Multipart sends every field as text. */
const booleanText = z.union([z.boolean(), z.pipe(z.enum(['true', 'false']), z.transform((value) => value === 'true'))]);

export const profileIdParams = z.object({ profileId: id() });

export const listProfiles = endpoint({
  method: 'GET',
  path: '/profiles/',
  response: z.array(profileSchema),
  fallback: 'Failed to fetch profiles',
  summary: "The caller's household profiles, oldest first",
});

export const createProfileBodySchema = z.object({
  name: profileName,
  avatar_url: z.optional(avatarUrl),
  preferred_language: z._default(language, DEFAULT_LANGUAGE),
  is_active: z._default(z.boolean(), true),
});
export type CreateProfileBody = z.input<typeof createProfileBodySchema>;

export const createProfile = endpoint({
  method: 'POST',
  path: '/profiles/',
  body: createProfileBodySchema,
  response: profileSchema,
  fallback: 'Profile creation failed',
  summary: 'Add a profile to the household',
});

export const getProfile = endpoint({
  method: 'GET',
  path: '/profiles/:profileId',
  params: profileIdParams,
  response: profileSchema,
  fallback: 'Failed to fetch selected profile',
  summary: 'One profile of the household',
});

export const onboardingProfileSchema = z.object({
  /** An existing profile of the household (the default one made at sign-up); absent for new ones. */
  id: z.optional(id()),
  name: text({ max: PROFILE_NAME_MAX, tooLong: 'Profile name is too long' }).check(z.minLength(1, 'Please enter a name for the profile')),
  is_selected: z._default(z.boolean(), false),
});

export const onboardingBodySchema = z
  .object({
    profiles: z.array(onboardingProfileSchema).check(z.minLength(1, 'Please add at least one profile to continue'), z.maxLength(20, 'Too many profiles')),
    planningFrequency: planningFrequencySchema,
    /** Store ids chosen on step 3. */
    groceryStores: z.array(id()).check(z.minLength(1, 'Please select at least one store'), z.maxLength(100)),
    subscription: z._default(subscriptionPlanSchema, 'FREE'),
  })
  .check(
    z.refine((body) => new Set(body.profiles.map((p) => p.name.toLowerCase())).size === body.profiles.length, {
      message: 'A profile with this name already exists',
      path: ['profiles'],
    }),
    z.refine((body) => body.profiles.filter((p) => p.is_selected).length === 1, {
      message: 'Please select a profile to continue',
      path: ['profiles'],
    }),
  );
export type OnboardingBody = z.input<typeof onboardingBodySchema>;

export const completeOnboarding = endpoint({
  method: 'POST',
  path: '/profiles/onboarding/complete',
  body: onboardingBodySchema,
  response: profileSchema,
  fallback: 'Onboarding submission failed',
  summary: 'Save the household set-up and mark the account onboarded; answers the selected profile',
});

export const updatePreferences = endpoint({
  method: 'PUT',
  path: '/profiles/preferences/update',
  body: z.object({ profile_id: id(), planning_frequency: planningFrequencySchema }),
  response: profileSchema,
  fallback: 'Failed to update planning frequency',
  summary: "Set a profile's planning frequency",
});

/** Multipart fields of add-new-profile (the file travels as `profileImage`). */
export const addProfileFieldsSchema = z.object({
  name: profileName,
  preferred_language: z._default(language, DEFAULT_LANGUAGE),
  is_active: z._default(booleanText, true),
  avatar_url: z.optional(avatarUrl),
});

export const addNewProfile = endpoint({
  method: 'POST',
  path: '/profiles/add-new-profile',
  multipart: true,
  body: addProfileFieldsSchema,
  response: profileSchema,
  fallback: 'Profile creation failed',
  summary: 'Add a profile with an optional picture (multipart: name, preferred_language, is_active, profileImage | avatar_url)',
});

/** Multipart fields of update-profile-data (the file travels as `profileImage`). */
export const updateProfileFieldsSchema = z.object({
  name: z.optional(text({ max: PROFILE_NAME_MAX, tooLong: 'Profile name is too long' }).check(z.minLength(1, 'Profile name cannot be empty.'))),
});

export const updateProfileData = endpoint({
  method: 'PUT',
  path: '/profiles/update-profile-data/:profileId',
  params: profileIdParams,
  multipart: true,
  body: updateProfileFieldsSchema,
  response: profileSchema,
  fallback: 'Failed to update profile image and name.',
  summary: "Rename a profile and/or replace its picture (multipart: name, profileImage)",
});
