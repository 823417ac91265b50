import type { FastifyInstance } from 'fastify';
import {
  addNewProfile,
  addProfileFieldsSchema,
  completeOnboarding,
  createProfile,
  getProfile,
  listProfiles,
  updatePreferences,
  updateProfileData,
  updateProfileFieldsSchema,
} from 'shared-api/contract';
import type { AccountRepository } from '../accounts/repository';
import { removeUpload, saveImage } from '../images/storage';
import { badRequest, conflict } from '../lib/http-error';
import { formFields, readMultipart } from '../lib/multipart';
import { route } from '../lib/route';
import type { ProfileRepository } from './repository';
import { assertNameFree, profileView, requireOwnProfile } from './service';

export default function profileRoutes(
  app: FastifyInstance,
  { profiles, accounts }: { profiles: ProfileRepository; accounts: AccountRepository },
): void {
  route(app, listProfiles, {}, async (request) => (await profiles.listHousehold(request.user.id)).map(profileView));

  route(app, createProfile, {}, async (request) => {
    const householdId = request.user.id;
    const { name, avatar_url, preferred_language, is_active } = request.body;
    const created = await profiles.withNamesLocked(householdId, async (locked) => {
      await assertNameFree(locked, householdId, name);
      return locked.insert(householdId, { name, avatarUrl: avatar_url || null, preferredLanguage: preferred_language, isActive: is_active });
    });
    return profileView(created);
  });

  route(app, getProfile, {}, async (request) => profileView(await requireOwnProfile(profiles, request.user.id, request.params.profileId)));

  route(app, addNewProfile, {}, async (request) => {
    const householdId = request.user.id;
    const form = await readMultipart(request, { fileField: 'profileImage' });
    const fields = formFields(form, addProfileFieldsSchema);
    await assertNameFree(profiles, householdId, fields.name);
    const avatarUrl = form.file ? await saveImage(app.config, form.file) : fields.avatar_url || null;
    try {
      // Checked again, with the names held: another request may have taken the name while the image was stored.
      const created = await profiles.withNamesLocked(householdId, async (locked) => {
        await assertNameFree(locked, householdId, fields.name);
        return locked.insert(householdId, {
          name: fields.name,
          avatarUrl,
          preferredLanguage: fields.preferred_language,
          isActive: fields.is_active,
        });
      });
      return profileView(created);
    } catch (error) {
      if (form.file) await removeUpload(app.config, avatarUrl);
      throw error;
    }
  });

  route(app, updateProfileData, {}, async (request) => {
    const householdId = request.user.id;
    const profile = await requireOwnProfile(profiles, householdId, request.params.profileId);
    const form = await readMultipart(request, { fileField: 'profileImage' });
    const fields = formFields(form, updateProfileFieldsSchema);
    if (fields.name === undefined && !form.file) throw badRequest('Nothing to change: send a new name or a picture.');
    if (fields.name !== undefined) await assertNameFree(profiles, householdId, fields.name, profile.id);
    const avatarUrl = form.file ? await saveImage(app.config, form.file) : undefined;
    let updated: Awaited<ReturnType<typeof profiles.update>>;
    try {
      // Checked again, with the names held: another request may have taken the name meanwhile.
      updated = await profiles.withNamesLocked(householdId, async (locked) => {
        if (fields.name !== undefined) await assertNameFree(locked, householdId, fields.name, profile.id);
        return locked.update(profile.id, {
          ...(fields.name !== undefined ? { name: fields.name } : {}),
          ...(avatarUrl ? { avatarUrl } : {}),
        });
      });
    } catch (error) {
      // A refused rename keeps nothing, not even the picture stored with it.
      if (avatarUrl) await removeUpload(app.config, avatarUrl);
      throw error;
    }
    if (avatarUrl) await removeUpload(app.config, profile.avatarUrl);
    return profileView(updated ?? profile);
  });

  route(app, updatePreferences, {}, async (request) => {
    const profile = await requireOwnProfile(profiles, request.user.id, request.body.profile_id);
    const updated = await profiles.update(profile.id, { planningFrequency: request.body.planning_frequency });
    return profileView(updated ?? profile);
  });

  route(app, completeOnboarding, {}, async (request) => {
    const householdId = request.user.id;
    const account = await accounts.findById(householdId);
    if (account?.isOnboarded) throw conflict('Onboarding is already complete');
    // Listed profiles that already exist must be this household's; a stranger's id is "not found".
    for (const entry of request.body.profiles) if (entry.id) await requireOwnProfile(profiles, householdId, entry.id);
    const selected = await profiles.completeOnboarding(householdId, request.body);
    if (!selected) throw new Error('onboarding saved no selected profile');
    return profileView(selected);
  });
}
