// The live campaign on the emulated backend as the browser stories change it: an operator's token,
// the live revision as the Firestore emulator's owner reads it, and an operator's change through
// the changeCampaign function, made again if another change went live meanwhile.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { expect } from './fixtures';
import { DOCUMENTS } from './admin-firestore';
import { callFunction, createEmulatedAccount, PROJECT } from './emulated';
import { repoRoot } from './servers';

const AUTH = 'http://127.0.0.1:9099';

/** Makes the account with this e-mail an operator, as `pnpm operators grant` does. */
export function grantOperator(email: string): void {
  const granted = spawnSync(
    process.execPath,
    [
      path.join(repoRoot, 'deploy/functions/tools/operators.cjs'),
      'grant',
      email,
      '--project',
      PROJECT,
    ],
    {
      env: {
        ...process.env,
        FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
        FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080',
      },
      encoding: 'utf8',
    },
  );
  if (granted.status !== 0) throw new Error(`operators grant: ${granted.stderr}`);
}

/** An operator's ID token: an account, `pnpm operators grant`, and a sign-in after it. */
export async function operatorToken(stamp: string): Promise<string> {
  const desk = { email: `guard-${stamp}@example.com`, password: 'onam-operator-2026' };
  await createEmulatedAccount({ ...desk, displayName: 'Guard desk' });
  grantOperator(desk.email);
  const signIn = await fetch(
    `${AUTH}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', connection: 'close' },
      body: JSON.stringify({ ...desk, returnSecureToken: true }),
    },
  );
  const { idToken } = (await signIn.json()) as { idToken?: string };
  if (!idToken) throw new Error('the operator could not sign in');
  return idToken;
}

/** A document as the Firestore emulator's owner reads it, its fields as plain values. */
export async function adminRead(
  documentPath: string,
): Promise<Record<string, unknown> | undefined> {
  const response = await fetch(`${DOCUMENTS}/${documentPath}`, {
    headers: { authorization: 'Bearer owner' },
  });
  if (response.status === 404) return undefined;
  type Value = Record<string, unknown>;
  const plain = (value: Value): unknown => {
    if ('stringValue' in value) return value.stringValue;
    if ('integerValue' in value) return Number(value.integerValue);
    if ('doubleValue' in value) return value.doubleValue;
    if ('booleanValue' in value) return value.booleanValue;
    if ('nullValue' in value) return null;
    const map = value.mapValue as { fields?: Record<string, Value> } | undefined;
    return Object.fromEntries(Object.entries(map?.fields ?? {}).map(([k, v]) => [k, plain(v)]));
  };
  const { fields = {} } = (await response.json()) as { fields?: Record<string, Value> };
  return Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, plain(value)]));
}

export interface Live {
  revision: number;
  manifest: { remotes: Record<string, { version: string; canary?: { version: string } }> };
}
export async function live(): Promise<Live> {
  const doc = await adminRead('campaign/live');
  if (!doc) return { revision: 0, manifest: { remotes: {} } };
  return { revision: Number(doc.revision), manifest: JSON.parse(String(doc.manifest)) };
}

/** The operator's change on the live revision, made again if another went live meanwhile; its answer. */
export async function change(token: string, request: object): Promise<Record<string, unknown>> {
  for (let attempt = 0; ; attempt += 1) {
    const { revision } = await live();
    const answer = await callFunction('changeCampaign', token, {
      baseRevision: revision,
      change: request,
    });
    if (answer.body.error?.status === 'ABORTED' && attempt < 3) continue;
    expect(answer.body.error, JSON.stringify(request)).toBeUndefined();
    return answer.body.result as Record<string, unknown>;
  }
}
