import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { SERVER_WORK } from './support/server-work';
import { newVisitor, type Visitor } from './support/auth';
import { EMULATED_HOST, PROJECT } from './support/emulated';

/**
 * A profile edit whose answer never reaches the phone, on the emulated backend: the server made
 * the edit, the network dropped its answer, and the page asks again with the same edit id. The
 * visitor sees their change once, and it costs them one of the day's edits, not two.
 */
test.use({ baseURL: EMULATED_HOST });
test.describe.configure({ timeout: 120_000 });

const DOCUMENTS = `http://127.0.0.1:8080/v1/projects/${PROJECT}/databases/(default)/documents`;

interface Fields {
  count?: { integerValue?: string };
  ids?: { arrayValue?: { values?: { stringValue?: string }[] } };
}

/** The day's profile edits as the server keeps them (read past the rules). */
async function profileEdits(uid: string): Promise<Fields | undefined> {
  const response = await fetch(`${DOCUMENTS}/stats/${uid}`, {
    headers: { authorization: 'Bearer owner' },
  });
  if (response.status === 404) return undefined;
  const stats = (await response.json()) as {
    fields: { profileEdits?: { mapValue?: { fields: Fields } } };
  };
  return stats.fields.profileEdits?.mapValue?.fields;
}

async function register(page: Page, visitor: Visitor) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'New here? Create an account' }).click();
  await dialog.getByLabel('Display name').fill(visitor.displayName);
  await dialog.getByLabel('Email').fill(visitor.email);
  await dialog.getByLabel('Password', { exact: true }).fill(visitor.password);
  await dialog.getByLabel('District').selectOption({ label: 'Thrissur' });
  await dialog.getByLabel('18 or older').check();
  await dialog.getByLabel('I have read the privacy notice').check();
  await dialog.getByLabel('Send me festival news (optional)').check();
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('button', { name: `Account: ${visitor.displayName}` })).toBeVisible(
    SERVER_WORK,
  );
}

test('a newsletter choice whose answer is lost is made and counted once', async ({
  page,
  allowConsoleErrors,
}, testInfo) => {
  // The dropped answer is a failed request in the console, by design.
  allowConsoleErrors();
  const visitor = newVisitor(testInfo, 'Meera Pillai');
  await register(page, visitor);
  const uid = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('onam:session') ?? '{}') as { uid?: string }).uid,
  );
  expect(uid).toBeTruthy();

  // The first request reaches the server, which makes the edit; its answer is then dropped.
  const sent: string[] = [];
  await page.route('**/updateProfile', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    const { data } = route.request().postDataJSON() as { data: { editId?: string } };
    sent.push(data.editId ?? '(none)');
    if (sent.length > 1) return route.continue();
    await route.fetch();
    return route.abort('connectionreset');
  });

  await page.getByRole('button', { name: `Account: ${visitor.displayName}` }).click();
  await page.getByRole('button', { name: 'Stop the newsletter' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'The newsletter is stopped' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send me the newsletter' })).toBeVisible();

  // Asked twice, with one id; made and counted once.
  expect(sent).toHaveLength(2);
  expect(sent[1]).toBe(sent[0]);
  const edits = await profileEdits(uid ?? '');
  expect(edits?.count?.integerValue).toBe('1');
  expect(edits?.ids?.arrayValue?.values?.map((value) => value.stringValue)).toEqual([sent[0]]);
});
