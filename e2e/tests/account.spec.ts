import { expect, test, type Page } from '@playwright/test';
import { linkIn, waitForMail } from '../support/mail';
import { createVerifiedUser, signIn, signInThroughForm, uniqueEmail } from '../support/users';

const storedProfile = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('selectedProfile') ?? 'null') as { id: string; name: string; planning_frequency: string } | null);

/** A real picture made by the browser's canvas, as PNG bytes for a file input. */
async function pngFromCanvas(page: Page, color: string): Promise<Buffer> {
  const dataUrl = await page.evaluate((fill) => {
    const canvas = document.createElement('canvas');
    canvas.width = 240;
    canvas.height = 180;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no canvas');
    context.fillStyle = fill;
    context.fillRect(0, 0, 240, 180);
    context.fillStyle = '#ffffff';
    context.fillRect(80, 50, 80, 80);
    return canvas.toDataURL('image/png');
  }, color);
  return Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
}

test('sign-up → verification mail → link → sign in → onboarding → /home', async ({ page }) => {
  const email = uniqueEmail('signup');
  const password = 'Sup3r$ecret1';
  await page.goto('/signup');
  await expect(page.getByRole('heading', { name: 'Create an Account' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Full name is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();

  const since = Date.now() - 1000;
  await page.getByLabel('Full Name').fill('Robin Signup');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('weakpass');
  await page.getByLabel('Confirm Password').fill('weakpass');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Must contain at least one uppercase letter')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password').fill(password);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText(/A verification link has been sent to/)).toContainText(email);

  // Not verified yet: sign-in is refused with a clear message.
  await page.goto('/');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Please verify your email before signing in', { exact: false })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  const mail = await waitForMail(email, { since, subject: /verify/i });
  await page.goto(linkIn(mail, '/verify-email'));
  await expect(page.getByText('Email verified successfully!')).toBeVisible();
  await page.getByRole('link', { name: 'Go to Login' }).click();

  await signInThroughForm(page, { email, password });
  await expect(page.getByText('Signed in successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/onboarding$/);

  // Step 1: the household starts with the account's profile; add one, reject a duplicate.
  await expect(page.getByText('Step 1 of 4')).toBeVisible();
  await expect(page.getByRole('heading', { name: "Who's in your household?" })).toBeVisible();
  await page.getByLabel('Add a profile').fill('robin signup');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText('A profile with this name already exists')).toBeVisible();
  await page.getByLabel('Add a profile').fill('Kit');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByRole('radio', { name: 'Kit' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByText('Step 2 of 4')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Please select at least one planning option')).toBeVisible();
  await page.getByRole('button', { name: /Weekly Planning/ }).click();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByText('Step 3 of 4')).toBeVisible();
  await expect(page.getByText('0 store(s) selected')).toBeVisible();
  await page.getByRole('group', { name: 'Stores' }).getByRole('checkbox').first().check();
  await expect(page.getByText('1 store(s) selected')).toBeVisible();
  await page.getByRole('button', { name: 'Complete Setup' }).click();

  await expect(page.getByText('Step 4 of 4')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Choose Your Plan' })).toBeVisible();
  await expect(page.getByRole('radio', { name: /Free Trial/ })).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('button', { name: 'Start Free Trial' }).click();
  await expect(page.getByText('Welcome, Kit! Your 30-day free trial has started.')).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);
  expect(await storedProfile(page)).toMatchObject({ name: 'Kit', planning_frequency: 'WEEKLY' });

  // Onboarded now: the next sign-in goes to the profile picker.
  await page.evaluate(() => localStorage.clear());
  await signInThroughForm(page, { email, password });
  await expect(page).toHaveURL(/\/profiles$/);
  await expect(page.getByRole('group', { name: 'Profiles' }).getByRole('button', { name: 'Kit', exact: true })).toBeVisible();
});

test('forgot password → mail → reset → sign in with the new password', async ({ page, request }) => {
  const user = await createVerifiedUser(request, { fullName: 'Fern Forgetful' });
  const since = Date.now() - 1000;
  await page.goto('/');
  await page.getByRole('link', { name: 'Forgot Password?' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot Password?' })).toBeVisible();
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  const notice = page.getByText('A reset link has been sent to your email. Please check your inbox and spam folder.');
  await expect(notice).toBeVisible();
  await expect(notice).toHaveClass(/au-message--info/);

  const mail = await waitForMail(user.email, { since, subject: /reset/i });
  const link = linkIn(mail, '/reset-password');
  await page.goto(link);
  await page.getByLabel('New Password').fill('short');
  await page.getByLabel('Confirm Password').fill('different');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(
    page.getByText('Password must be at least 8 characters, include 1 uppercase, 1 lowercase, and 1 special character.'),
  ).toBeVisible();
  await page.getByLabel('New Password').fill('N3w$Password');
  await page.getByLabel('Confirm Password').fill('N3w$Password');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText(/reset successfully/)).toBeVisible();
  await page.waitForURL(/\/$/, { timeout: 6000 });

  // The link is single use.
  await page.goto(link);
  await expect(page.getByText('Invalid or expired token.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to Login' })).toBeVisible();

  await page.goto('/');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await signInThroughForm(page, { email: user.email, password: 'N3w$Password' });
});

test('Google sign-in against a local OpenID provider', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  await page.waitForURL(/\/profiles$/);
  await expect(page.getByText('Signed in with Google successfully')).toBeVisible();
  // The address bar no longer carries the token (history replaced).
  expect(page.url()).not.toContain('token=');
  expect(await page.evaluate(() => localStorage.getItem('user_name'))).toBe('Google User');
  // After about 0.5 s the profile named like the user is picked and the Google marker goes.
  await expect(page.getByRole('button', { name: 'Google User', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('loginWith'))).toBeNull();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Welcome, Google User!')).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);
});

test('profiles: add a profile inline and continue with it', async ({ page, request }) => {
  const user = await createVerifiedUser(request, { fullName: 'Pat Picker' });
  await signInThroughForm(page, user);
  await page.goto('/profiles');
  await expect(page.getByRole('heading', { name: "Who's planning today?" })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
  await page.getByRole('button', { name: 'Add New' }).click();
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText('Please enter a name for the new profile')).toBeVisible();
  await page.getByLabel('Profile name').fill('  Juniper  ');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText('Profile "Juniper" created!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Juniper', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByLabel('Profile name')).toHaveCount(0);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Welcome, Juniper!')).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);
  expect(await storedProfile(page)).toMatchObject({ name: 'Juniper', planning_frequency: 'BOTH' });
  // A selected profile sends the sign-in page on to /home.
  await page.goto('/');
  await expect(page).toHaveURL(/\/home$/);
});

test('account settings: edit with avatar upload, change password, add a profile with a crop', async ({ page, request }) => {
  const user = await createVerifiedUser(request, { fullName: 'Sam Settings' });
  await signIn(page, user);
  await page.goto('/my-profile');
  const personal = page.getByRole('region', { name: 'Personal Information' });
  await expect(personal.getByText(user.email)).toBeVisible();
  await expect(personal.getByText('Member Since')).toBeVisible();

  await personal.getByRole('button', { name: 'Edit' }).click();
  await personal.getByLabel('Full Name').fill('Samantha Settings');
  await personal.getByLabel('Change Photo').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await pngFromCanvas(page, '#2b8a3e') });
  await expect(page.getByLabel('Zoom')).toBeVisible();
  await page.getByLabel('Zoom').fill('2');
  await page.getByRole('button', { name: 'Apply' }).click();
  await personal.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();
  await expect(personal.getByText('Samantha Settings')).toBeVisible();
  await expect(personal.getByRole('img', { name: 'Samantha Settings' })).toHaveAttribute('src', /\/uploads\/[0-9a-f]{32}\.webp$/);

  // Change Password: the old one is checked first.
  await personal.getByRole('button', { name: 'Change Password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Password' });
  await dialog.getByLabel('Old Password').fill('Wrong$Pass1');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Wrong Password')).toBeVisible();
  await dialog.getByLabel('Old Password').fill(user.password);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByLabel('New Password').fill('Changed$Pass1');
  await dialog.getByLabel('Confirm Password').fill('Changed$Pass2');
  await dialog.getByRole('button', { name: 'Change Password' }).click();
  await expect(dialog.getByText('Passwords do not match.')).toBeVisible();
  await dialog.getByLabel('Confirm Password').fill('Changed$Pass1');
  await dialog.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Password changed successfully')).toBeVisible();
  // The fresh token keeps this session working after the old one was retired.
  await page.reload();
  await expect(personal.getByText('Samantha Settings')).toBeVisible();

  // Add Profile modal with a round crop.
  const added = page.getByRole('region', { name: 'Added Profiles' });
  await added.getByRole('button', { name: 'Add Profile' }).click();
  const addDialog = page.getByRole('dialog', { name: 'Add Profile' });
  await addDialog.getByRole('button', { name: 'Add Profile' }).click();
  await expect(page.getByText('Empty Profile Name')).toBeVisible();
  await addDialog.getByLabel('Upload Image').setInputFiles({ name: 'kid.png', mimeType: 'image/png', buffer: await pngFromCanvas(page, '#1c7ed6') });
  await addDialog.getByRole('button', { name: 'Apply' }).click();
  await addDialog.getByLabel('Profile Name').fill('Robin');
  await addDialog.getByRole('button', { name: 'Add Profile' }).click();
  await expect(page.getByText('Profile "Robin" created!')).toBeVisible();
  await expect(added.getByRole('button', { name: 'Robin', exact: true }).locator('img')).toHaveAttribute('src', /\/uploads\//);

  // Edit: nothing changed, then a rename.
  await added.getByRole('button', { name: 'Robin', exact: true }).click();
  await added.getByRole('button', { name: 'Edit Robin' }).click();
  const change = page.getByRole('dialog', { name: 'Change Profile' });
  await change.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('No changes to save.')).toBeVisible();
  await change.getByLabel('Profile Name').fill('Robin Jr');
  await change.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated', { exact: true })).toBeVisible();
  await expect(added.getByRole('button', { name: 'Robin Jr', exact: true })).toBeVisible();

  // Sign in again with the new password.
  await page.evaluate(() => localStorage.clear());
  await signInThroughForm(page, { email: user.email, password: 'Changed$Pass1' });
});

test('preferences save updates the stored selected profile; subscription shows days left', async ({ page, request }) => {
  const user = await createVerifiedUser(request, { fullName: 'Pia Prefs' });
  await signIn(page, user);
  await page.goto('/preferences');
  const save = page.getByRole('button', { name: 'Save Preference' });
  await expect(save).toBeDisabled();
  await page.getByRole('radio', { name: /Biweekly/ }).click();
  await save.click();
  await expect(page.getByText('Planning frequency set to Biweekly')).toBeVisible();
  expect(await storedProfile(page)).toMatchObject({ name: 'Pia Prefs', planning_frequency: 'BIWEEKLY' });

  await page.goto('/subscription');
  await expect(page.getByRole('heading', { name: 'Choosen Plan' })).toBeVisible();
  await expect(page.getByText('30 days left')).toBeVisible();
  await expect(page.getByRole('radio', { name: /Monthly/ })).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByText('No credit card required. Cancel anytime.')).toBeVisible();
  await page.getByRole('button', { name: 'Start Free Trial' }).click();
  await expect(page).toHaveURL(/\/home$/);
});

test('logout clears the session; Delete Account removes the account', async ({ page, request }) => {
  const user = await createVerifiedUser(request, { fullName: 'Dana Delete' });
  await signIn(page, user);
  await page.getByRole('button', { name: 'Log out' }).first().click();
  await expect(page.getByText('Logged out successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
  await page.goto('/profiles');
  await expect(page).toHaveURL(/\/$/);

  await signIn(page, user);
  await page.goto('/my-profile');
  await page.getByRole('button', { name: 'Delete Account' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Account?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toHaveCount(0);
  await page.getByRole('button', { name: 'Delete Account' }).click();
  await page.getByRole('dialog', { name: 'Delete Account?' }).getByRole('button', { name: 'Delete My Account' }).click();
  await expect(page.getByText('Your account has been deleted')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Invalid email or password')).toBeVisible();
});
