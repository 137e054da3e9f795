import { expect, type Page, type TestInfo } from '@playwright/test';

/** The Auth emulator the preview server runs (deploy/hosting/apps.mjs). */
export const AUTH_EMULATOR = 'http://127.0.0.1:9099';
const API_KEY = 'demo-api-key';

export interface Visitor {
  displayName: string;
  email: string;
  password: string;
}

/**
 * A visitor of their own per test: tests run in parallel against one emulator, so each gets an
 * email no other test uses, and nothing needs clearing between tests.
 */
export function newVisitor(testInfo: TestInfo, displayName = 'Anu Menon'): Visitor {
  const unique = `${testInfo.testId}-${testInfo.repeatEachIndex}-${testInfo.retry}-${Date.now()}`;
  return {
    displayName,
    email: `visitor-${unique}@example.com`.toLowerCase(),
    password: 'onam2026sadya',
  };
}

/** Creates an account straight in the emulator, for stories that start signed up. */
export async function createAccount(visitor: Visitor): Promise<void> {
  const response = await fetch(
    `${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=${API_KEY}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: visitor.email,
        password: visitor.password,
        displayName: visitor.displayName,
        returnSecureToken: true,
      }),
    },
  );
  if (!response.ok) throw new Error(`could not create ${visitor.email}: ${await response.text()}`);
}

/** Whether the emulator knows an account for this email (nothing stored means false). */
export async function isRegistered(email: string): Promise<boolean> {
  const response = await fetch(
    `${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:createAuthUri?key=${API_KEY}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identifier: email, continueUri: 'http://localhost:3000/' }),
    },
  );
  const body = (await response.json()) as { registered?: boolean };
  return body.registered === true;
}

/** Signs a visitor in on /login, as they would, and waits for the header to name them. */
export async function signIn(page: Page, visitor: Visitor): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(visitor.email);
  await page.getByLabel('Password', { exact: true }).fill(visitor.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('button', { name: `Account: ${visitor.displayName}` })).toBeVisible();
}
