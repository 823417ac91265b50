import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { deleteMe, getMe, PASSWORD_MAX_LENGTH, text, updateMe, updateMeFieldsSchema } from 'shared-api/contract';
import { users } from '../db/schema';
import { badRequest, conflict, unauthorized } from '../lib/http-error';
import { route } from '../lib/route';
import {
  accountView,
  EMAIL_TAKEN,
  findUserByEmail,
  findUserById,
  householdProfiles,
  isUniqueViolation,
  loginAnswer,
  removeUpload,
  sendVerificationMail,
  type UserRow,
} from '../services/accounts';
import { saveImage } from '../services/images';
import { readMultipartForm } from '../services/multipart-form';
import { hashPassword, verifyPassword } from '../services/passwords';

/** A password change must prove the old one in the same request (the check-password step's value). */
const updateFormSchema = updateMeFieldsSchema.extend({ current_password: text({ max: PASSWORD_MAX_LENGTH, trim: false }).optional() });

export default function userRoutes(app: FastifyInstance): void {
  async function currentUser(id: string): Promise<UserRow> {
    const user = await findUserById(app.db, id);
    if (!user) throw unauthorized('Session expired. Please sign in again.');
    return user;
  }

  route(app, getMe, {}, async (request) => accountView(await currentUser(request.user.id)));

  route(app, updateMe, {}, async (request) => {
    const user = await currentUser(request.user.id);
    const { fields, file } = await readMultipartForm(request, updateFormSchema, 'image');
    if (fields.full_name === undefined && fields.email === undefined && fields.password === undefined && !file) {
      throw badRequest('Nothing to change: send a full name, an email address, a password or an image.');
    }
    const emailChanged = fields.email !== undefined && fields.email !== user.email.toLowerCase();
    // The form posts every field: the same values again change nothing (and write nothing).
    if (!emailChanged && !file && fields.password === undefined && (fields.full_name === undefined || fields.full_name === user.fullName)) {
      return accountView(user);
    }
    if (emailChanged && fields.email && (await findUserByEmail(app.db, fields.email))) throw conflict(EMAIL_TAKEN);
    if (fields.password !== undefined && user.passwordHash) {
      if (!fields.current_password) throw badRequest('Please confirm your current password');
      if (!(await verifyPassword(user.passwordHash, fields.current_password))) throw badRequest('Wrong Password');
    }
    const passwordHash = fields.password !== undefined ? await hashPassword(fields.password) : undefined;
    const imageUrl = file ? await saveImage(app.config, file) : undefined;

    let updated: UserRow | undefined;
    try {
      [updated] = await app.db
        .update(users)
        .set({
          ...(fields.full_name !== undefined ? { fullName: fields.full_name } : {}),
          ...(emailChanged ? { email: fields.email, emailVerified: false } : {}),
          ...(imageUrl ? { imageUrl } : {}),
          // Older tokens die with the old password; the caller gets a fresh one below.
          ...(passwordHash ? { passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` } : {}),
        })
        .where(eq(users.id, user.id))
        .returning();
    } catch (error) {
      await removeUpload(app.config, imageUrl);
      if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN);
      throw error;
    }
    if (!updated) throw unauthorized('Session expired. Please sign in again.');
    if (imageUrl) await removeUpload(app.config, user.imageUrl);
    if (emailChanged) await sendVerificationMail(app, updated);
    return {
      ...accountView(updated),
      ...(passwordHash ? { access_token: (await loginAnswer(app.config, updated)).access_token } : {}),
      ...(emailChanged ? { message: `A verification link has been sent to ${updated.email}. Please verify your new email address.` } : {}),
    };
  });

  route(app, deleteMe, {}, async (request) => {
    const user = await currentUser(request.user.id);
    const pictures = [user.imageUrl, ...(await householdProfiles(app.db, user.id)).map((profile) => profile.avatarUrl)];
    // Profiles, tokens and every feature's rows go with the user through ON DELETE CASCADE.
    await app.db.delete(users).where(eq(users.id, user.id));
    await Promise.all(pictures.map((url) => removeUpload(app.config, url)));
    return { message: 'Your account and all its data have been deleted.' };
  });
}
