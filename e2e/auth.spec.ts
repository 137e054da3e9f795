import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { createAccount, isRegistered, newVisitor, type Visitor } from './support/auth';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('onam:tutorial:welcome', 'seen'));
});

/** The sign-in form, on /login or in the dialog. */
function form(page: Page): Locator {
  return page.locator('main, dialog[open]').last();
}

async function fillRegistration(scope: Locator, visitor: Visitor, district = 'Thrissur') {
  await scope.getByLabel('Display name').fill(visitor.displayName);
  await scope.getByLabel('Email').fill(visitor.email);
  await scope.getByLabel('Password', { exact: true }).fill(visitor.password);
  await scope.getByLabel('District').selectOption({ label: district });
  await scope.getByLabel('18 or older').check();
  await scope.getByLabel('I have read the privacy notice').check();
}

async function signInWith(scope: Locator, visitor: Visitor) {
  await scope.getByLabel('Email').fill(visitor.email);
  await scope.getByLabel('Password', { exact: true }).fill(visitor.password);
  await scope.getByRole('button', { name: 'Sign in', exact: true }).click();
}

const accountButton = (page: Page, name: string) =>
  page.getByRole('button', { name: `Account: ${name}` });

test('a visitor registers on the way to a guarded page, and lands on it', async ({
  page,
}, testInfo) => {
  const visitor = newVisitor(testInfo);
  await page.goto('/talk');
  await expect(page).toHaveURL(/\/login\?redirect=%2Ftalk$/);
  await page.getByRole('button', { name: 'New here? Create an account' }).click();
  await fillRegistration(form(page), visitor);
  await form(page).getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL('/talk');
  await expect(accountButton(page, visitor.displayName)).toBeVisible();
  expect(await isRegistered(visitor.email)).toBe(true);
});

test('sign out from the account menu, and the guards follow', async ({ page }, testInfo) => {
  const visitor = newVisitor(testInfo);
  await createAccount(visitor);
  await page.goto('/login?redirect=%2Fdashboard');
  await signInWith(form(page), visitor);
  await expect(page).toHaveURL('/dashboard');

  await accountButton(page, visitor.displayName).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  // Signing out on a guarded page sends the visitor to sign in for it again.
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard$/);
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
});

test('sign in from the header dialog on any page', async ({ page }, testInfo) => {
  const visitor = newVisitor(testInfo, 'Meera Nair');
  await createAccount(visitor);
  await page.goto('/celebrate');
  await page.getByRole('button', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await signInWith(dialog, visitor);
  await expect(dialog).toBeHidden();
  await expect(accountButton(page, 'Meera Nair')).toBeVisible();
  await expect(page).toHaveURL('/celebrate');
});

test('a wrong password says so, and keeps what was typed', async ({
  page,
  allowConsoleErrors,
}, testInfo) => {
  allowConsoleErrors(); // the Auth emulator answers a wrong password with a 400, by design
  const visitor = newVisitor(testInfo);
  await createAccount(visitor);
  await page.goto('/login');
  await signInWith(form(page), { ...visitor, password: 'not-the-password-1' });
  await expect(page.getByRole('alert')).toContainText('The email or password is not right.');
  await expect(form(page).getByLabel('Email')).toHaveValue(visitor.email);
  await expect(page).toHaveURL('/login');
});

test('registering an email that already has an account offers to sign in instead', async ({
  page,
  allowConsoleErrors,
}, testInfo) => {
  allowConsoleErrors(); // the Auth emulator answers a taken email (and the wrong password) with a 400
  const visitor = newVisitor(testInfo);
  await createAccount(visitor);
  await page.goto('/login');
  await page.getByRole('button', { name: 'New here? Create an account' }).click();
  // Someone else, who does not know the account's password.
  await fillRegistration(form(page), {
    ...visitor,
    displayName: 'Another Anu',
    password: 'another-password-26',
  });
  await form(page).getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('alert')).toContainText('An account with this email already exists.');
  await expect(form(page).getByLabel('Display name')).toHaveValue('Another Anu');
  await page.getByRole('button', { name: 'Sign in instead' }).click();
  await expect(form(page).getByLabel('Email')).toHaveValue(visitor.email);
});

test('a registration cut short after the account was made is finished by trying again', async ({
  page,
  allowConsoleErrors,
}, testInfo) => {
  allowConsoleErrors(); // the Auth emulator answers the taken email with a 400 before the sign-in
  // An account with no profile yet: what a registration leaves when its second write is cut off.
  const visitor = newVisitor(testInfo);
  await createAccount(visitor);
  await page.goto('/login?redirect=%2Fdashboard');
  await page.getByRole('button', { name: 'New here? Create an account' }).click();
  await fillRegistration(form(page), visitor, 'Kollam');
  await form(page).getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL('/dashboard');
  await expect(accountButton(page, visitor.displayName)).toBeVisible();
});

test('a weak password shows the rule it misses, and nothing is stored', async ({
  page,
}, testInfo) => {
  const visitor = newVisitor(testInfo);
  await page.goto('/login');
  await page.getByRole('button', { name: 'New here? Create an account' }).click();
  await fillRegistration(form(page), { ...visitor, password: 'onlyletters' });
  await form(page).getByRole('button', { name: 'Create account' }).click();
  await expect(form(page).getByText('Add at least one digit.')).toBeVisible();
  expect(await isRegistered(visitor.email)).toBe(false);
});

test('bad input gets clear messages, loses nothing, and a double click registers once', async ({
  page,
}, testInfo) => {
  const visitor = newVisitor(testInfo);
  await page.goto('/login');
  await page.getByRole('button', { name: 'New here? Create an account' }).click();
  const scope = form(page);
  const submit = scope.getByRole('button', { name: 'Create account' });

  await submit.click();
  await expect(scope.getByText('Enter a display name.')).toBeVisible();
  await expect(scope.getByText('Enter your email address.')).toBeVisible();
  await expect(
    scope.getByText('Tick that you have read the privacy notice to create an account.'),
  ).toBeVisible();

  await fillRegistration(scope, { ...visitor, displayName: '<b>Anu</b> 🎉', email: 'anu@' });
  await submit.click();
  await expect(
    scope.getByText('Use letters, spaces, apostrophes, hyphens and full stops only.'),
  ).toBeVisible();
  await expect(scope.getByText('Enter an email address like name@example.com.')).toBeVisible();
  await expect(scope.getByLabel('Password', { exact: true })).toHaveValue(visitor.password);
  expect(await isRegistered('anu@')).toBe(false);

  await scope.getByLabel('Display name').fill('Anu Menon');
  await scope.getByLabel('Email').fill(visitor.email);
  await submit.dblclick();
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(await isRegistered(visitor.email)).toBe(true);
});

test('a signed-in visitor opening /login goes to the dashboard; the session survives a reload', async ({
  page,
}, testInfo) => {
  const visitor = newVisitor(testInfo);
  await createAccount(visitor);
  await page.goto('/login');
  await signInWith(form(page), visitor);
  await expect(page).toHaveURL('/dashboard');

  await page.reload();
  await expect(page).toHaveURL('/dashboard');
  await expect(accountButton(page, visitor.displayName)).toBeVisible();
  await page.goto('/login');
  await expect(page).toHaveURL('/dashboard');
});

test('on a signed-in page opened directly, the first click on the account button opens its menu, and it stays open while Auth confirms', async ({
  page,
}, testInfo) => {
  const visitor = newVisitor(testInfo);
  await createAccount(visitor);
  await page.goto('/login?redirect=%2Fdashboard');
  await signInWith(form(page), visitor);
  await expect(page).toHaveURL('/dashboard');

  // Auth's check of the kept session, on the next load, takes 3 s (a slow phone network).
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  let confirmed = false;
  await page.route('**/accounts:lookup*', async (route) => {
    await held;
    await route.continue();
    confirmed = true;
  });
  await page.goto('/dashboard');
  const trigger = accountButton(page, visitor.displayName);
  await trigger.click();
  const signOut = page.getByRole('button', { name: 'Sign out' });
  await expect(signOut).toBeVisible();
  expect(confirmed).toBe(false);

  release();
  await expect.poll(() => confirmed).toBe(true);
  await page.waitForLoadState('networkidle');
  await expect(signOut).toBeVisible();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
});

test('Google sign-in through the Auth emulator', async ({ page }, testInfo) => {
  // Firebase's Google popup needs Google's script from the internet; against the emulator the
  // dialog asks for a test account, which the emulator signs in as a Google user.
  const email = newVisitor(testInfo).email.replace('visitor-', 'google-');
  await page.goto('/talk');
  await form(page).getByRole('button', { name: 'Continue with Google' }).click();
  await form(page).getByLabel('Google email').fill(email);
  await form(page).getByLabel('Google name').fill('Lakshmi Pillai');
  await form(page).getByRole('button', { name: 'Sign in with this Google account' }).click();
  await expect(page).toHaveURL('/talk');
  await expect(accountButton(page, 'Lakshmi Pillai')).toBeVisible();
  expect(await isRegistered(email)).toBe(true);
});
