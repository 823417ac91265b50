import { PROFILE_NOT_FOUND, type Profile } from 'shared-api/contract';
import { isUuid } from '../lib/ids';
import { conflict, notFound } from '../lib/http-error';
import type { ProfileRepository, ProfileRow } from './repository';

export type { ProfileRow } from './repository';

const NAME_TAKEN = 'A profile with this name already exists';

/** A profile of the caller's household, or 404 with no hint that it exists elsewhere. */
export async function requireOwnProfile(profiles: ProfileRepository, householdId: string, profileId: string): Promise<ProfileRow> {
  const profile = isUuid(profileId) ? await profiles.findOwn(householdId, profileId) : undefined;
  if (!profile) throw notFound(PROFILE_NOT_FOUND);
  return profile;
}

/** Profile names are unique in a household (case-insensitive): the Google auto-select picks by name. */
export async function assertNameFree(profiles: Pick<ProfileRepository, 'nameTaken'>, householdId: string, name: string, exceptId?: string): Promise<void> {
  if (await profiles.nameTaken(householdId, name, exceptId)) throw conflict(NAME_TAKEN);
}

export function profileView(profile: ProfileRow): Profile {
  return {
    id: profile.id,
    name: profile.name,
    avatar_url: profile.avatarUrl,
    preferred_language: profile.preferredLanguage,
    is_active: profile.isActive,
    is_selected: profile.isSelected,
    planning_frequency: profile.planningFrequency as Profile['planning_frequency'],
    created_at: profile.createdAt.toISOString(),
  };
}
