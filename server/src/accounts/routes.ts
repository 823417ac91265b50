import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { deleteMe, getMe, PASSWORD_MAX_LENGTH, text, updateMe, updateMeFieldsSchema } from 'shared-api/contract';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { removeUpload, saveImage } from '../images/storage';
import { badRequest, conflict, unauthorized } from '../lib/http-error';
import { formFields, readMultipart } from '../lib/multipart';
import { route } from '../lib/route';
import type { AccountRepository, UserRow } from './repository';
import { accountView, EMAIL_TAKEN, isUniqueViolation, loginAnswer, type AccountService } from './service';

/** A password change must prove the old one in the same request (the check-password step's value). */
const updateFormSchema = z.extend(updateMeFieldsSchema, { current_password: z.optional(text({ max: PASSWORD_MAX_LENGTH, trim: false })) });

/** The signed-in account itself: read, change, delete. */
export default function accountRoutes(
  app: FastifyInstance,
  { repository, accounts }: { repository: AccountRepository; accounts: AccountService },
): void {
  async function currentUser(id: string): Promise<UserRow> {
    const user = await repository.findById(id);
    if (!user) throw unauthorized('Session expired. Please sign in again.');
    return user;
  }

  route(app, getMe, {}, async (request) => accountView(await currentUser(request.user.id)));

  route(app, updateMe, {}, async (request) => {
    const user = await currentUser(request.user.id);
    const form = await readMultipart(request, { fileField: 'image' });
    const fields = formFields(form, updateFormSchema);
    if (fields.full_name === undefined && fields.email === undefined && fields.password === undefined && !form.file) {
      throw badRequest('Nothing to change: send a full name, an email address, a password or an image.');
    }
    const emailChanged = fields.email !== undefined && fields.email !== user.email.toLowerCase();
    // The form posts every field: the same values again change nothing (and write nothing).
    if (!emailChanged && !form.file && fields.password === undefined && (fields.full_name === undefined || fields.full_name === user.fullName)) {
      return accountView(user);
    }
    if (emailChanged && fields.email && (await repository.findByEmail(fields.email))) throw conflict(EMAIL_TAKEN);
    if (fields.password !== undefined && user.passwordHash) {
      if (!fields.current_password) throw badRequest('Please confirm your current password');
      if (!(await verifyPassword(user.passwordHash, fields.current_password))) throw badRequest('Wrong Password');
    }
    const passwordHash = fields.password !== undefined ? await hashPassword(fields.password) : undefined;
    const imageUrl = form.file ? await saveImage(app.config, form.file) : undefined;

    let updated: UserRow | undefined;
    try {
      updated = await repository.update(user.id, {
        fullName: fields.full_name,
        email: emailChanged ? fields.email : undefined,
        imageUrl,
        // Older tokens die with the old password; the caller gets a fresh one below.
        passwordHash,
      });
    } catch (error) {
      await removeUpload(app.config, imageUrl);
      if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN);
      throw error;
    }
    if (!updated) throw unauthorized('Session expired. Please sign in again.');
    if (imageUrl) await removeUpload(app.config, user.imageUrl);
    if (emailChanged) await accounts.sendVerificationMail(updated);
    return {
      ...accountView(updated),
      ...(passwordHash ? { access_token: (await loginAnswer(app.config, updated)).access_token } : {}),
      ...(emailChanged ? { message: `A verification link has been sent to ${updated.email}. Please verify your new email address.` } : {}),
    };
  });

  route(app, deleteMe, {}, async (request) => {
    const user = await currentUser(request.user.id);
    const pictures = [user.imageUrl, ...(await repository.profileAvatarUrls(user.id))];
    await repository.delete(user.id);
    await Promise.all(pictures.map((url) => removeUpload(app.config, url)));
    return { message: 'Your account and all its data have been deleted.' };
  });
}
