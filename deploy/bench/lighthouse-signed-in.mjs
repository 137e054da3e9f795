// A signed-in visitor for the /dashboard audit: an account made in the Firebase Auth emulator the
// bench campaign points at (deploy/bench/run.mjs starts it), and a sign-in through the site's
// own dialog in Lighthouse's browser profile.
import { AUTH_EMULATOR, createEmulatorAccount } from '../scripts/emulators.mjs';

export { AUTH_EMULATOR };

/**
 * Creates an account in the emulator and signs it in on `baseUrl/login` as a visitor would (the
 * steps of e2e/support/auth.ts), in `context`'s profile.
 * @param {import('@playwright/test').BrowserContext} context
 * @param {string} baseUrl
 */
export async function signInVisitor(context, baseUrl) {
  const visitor = {
    displayName: 'Bench Visitor',
    email: `bench-${Date.now()}@example.com`,
    password: 'onam2026sadya',
  };
  await createEmulatorAccount(visitor);

  const page = await context.newPage();
  try {
    await page.goto(`${baseUrl}/login`);
    await page.getByLabel('Email').fill(visitor.email);
    await page.getByLabel('Password', { exact: true }).fill(visitor.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page
      .getByRole('button', { name: `Account: ${visitor.displayName}` })
      .waitFor({ timeout: 30_000 });
    // Once, so the audited loads are those of a visitor who has been to the dashboard before.
    await page.goto(`${baseUrl}/dashboard`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    if (new URL(page.url()).pathname !== '/dashboard') {
      throw new Error(`the signed-in visitor was sent to ${page.url()} instead of /dashboard`);
    }
    // A returning visitor has answered the privacy ask (host/src/consent/privacy-ask.tsx), which
    // the firebase adapter's pages put to an account made outside the site's registration. Left
    // open, the ask would be the largest paint of every audited page whose profile read won the
    // race with the audit's end, and of none of the others.
    const ask = page.getByRole('region', { name: 'Before you go on' });
    const asked = await ask.waitFor({ timeout: 10_000 }).then(
      () => true,
      () => false,
    );
    if (asked) {
      await ask.getByLabel('18 or older').check();
      await ask.getByLabel('I have read the privacy notice').check();
      await ask.getByRole('button', { name: 'Continue' }).click();
      await ask.waitFor({ state: 'hidden', timeout: 30_000 });
    }
  } finally {
    await page.close();
  }
  return visitor;
}
