// `pnpm operators <grant|revoke|show> <email> --project <id>`: who may change the live campaign and
// moderate the wall. An operator is an account with the `operator` custom claim, which only the
// Admin SDK can set, and an `operators/{uid}` document, which only the Admin SDK can write
// (deploy/functions/src/operators/operator-gate.ts says why both). The account signs in again (or
// waits up to an hour for its ID token to refresh) before a grant counts; a revoke counts at once.
// Credentials are the Admin SDK's usual ones (GOOGLE_APPLICATION_CREDENTIALS, or gcloud's
// application-default login); with FIREBASE_AUTH_EMULATOR_HOST and FIRESTORE_EMULATOR_HOST set it
// talks to the emulators.
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { initializeApp } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { checkLive } from '@onam/shared/campaign-ops/live-check';
import {
  changeCampaign,
  readLive,
  type CampaignDeps,
} from '@onam/shared/campaign-ops/live-revisions';
import { fetchPublished, publishedFiles } from '../game-packages/published-files';
import { firestoreRegistry, keptRegistry } from '../game-packages/registry';
import { versionChecker } from '../game-packages/version-checks';
import { operatorPath, type OperatorDoc } from '@onam/shared/campaign-ops/operator-record';
import type { CampaignManifest } from '@onam/shared/manifest/schema';

export const USAGE = `pnpm operators <grant|revoke|show> <email> --project <firebase project id>
pnpm operators go-live <campaign.json> --as <your email> --project <firebase project id>

  grant    let this account change the live campaign and moderate the wall (the console)
  revoke   take that away, at once, and sign the account out everywhere
  show     say whether the account is an operator
  go-live  make this manifest file the live campaign, checked as the console checks a change:
           how an environment's first manifest goes live, before the console can load`;

/**
 * A manifest file made the live campaign through changeCampaign's own code (an `import`), with the
 * Admin SDK: the same checks and the same revision record as a change from the console.
 */
export async function goLive(
  db: Firestore,
  text: string,
  author: string,
  checkRemotes: (manifest: CampaignManifest) => Promise<string[]>,
  checkVersions?: CampaignDeps['checkVersions'],
): Promise<string> {
  let manifest: unknown;
  try {
    manifest = JSON.parse(text);
  } catch (error) {
    throw new Error(
      `the file is not JSON: ${error instanceof Error ? error.message : String(error)}`,
      { cause: error },
    );
  }
  const live = await readLive(db);
  // A refusal is changeCampaign's own, in its words.
  const result = await changeCampaign(
    { db, now: () => new Date(), checkRemotes, ...(checkVersions ? { checkVersions } : {}) },
    { uid: 'operators-tool', email: author, operator: true },
    { baseRevision: live?.revision ?? 0, change: { kind: 'import', manifest } },
  );
  return `revision ${result.revision} is live (${result.changes.length} values changed)`;
}

type Action = 'grant' | 'revoke' | 'show';

/** What the command needs of Admin Auth (firebase-admin's Auth has it; a test hands in a fake). */
export type OperatorAuth = Pick<
  Auth,
  'getUserByEmail' | 'setCustomUserClaims' | 'revokeRefreshTokens'
>;

/**
 * Sets or clears the claim (keeping the account's other claims) and the `operators/{uid}`
 * document; returns the line to print.
 */
export async function operatorCommand(
  auth: OperatorAuth,
  db: Firestore,
  action: Action,
  email: string,
  now: () => Date = () => new Date(),
): Promise<string> {
  let user;
  try {
    user = await auth.getUserByEmail(email);
  } catch (error) {
    // Only a missing account is the operator's to fix; credentials or network say so themselves.
    if ((error as { code?: unknown }).code !== 'auth/user-not-found') throw error;
    throw new Error(`there is no account with the email ${email}: it must sign up first`, {
      cause: error,
    });
  }
  const claims = { ...(user.customClaims ?? {}) };
  const claimed = claims.operator === true;
  const ref = db.doc(operatorPath(user.uid));
  const listed = (await ref.get()).exists;
  if (action === 'show') {
    if (claimed !== listed) {
      return `${email} (${user.uid}) is not an operator: half granted (run grant or revoke again)`;
    }
    return `${email} (${user.uid}) ${claimed ? 'is' : 'is not'} an operator`;
  }
  if (action === 'grant') {
    if (claimed && listed) return `${email} is an operator already`;
    const doc: OperatorDoc = { email, grantedAt: now().toISOString() };
    await ref.set(doc);
    if (claimed) return `${email} is an operator again`;
    await auth.setCustomUserClaims(user.uid, { ...claims, operator: true });
    return `${email} is now an operator: they sign in again for it to count`;
  }
  if (!claimed && !listed) return `${email} is not an operator`;
  // The document first: the rules and the functions refuse the account from this moment, though
  // its current ID token still says operator until it expires.
  await ref.delete();
  delete claims.operator;
  await auth.setCustomUserClaims(user.uid, claims);
  await auth.revokeRefreshTokens(user.uid);
  return `${email} is no longer an operator, and is signed out everywhere`;
}

/** The command line's answer: prints what it did or why not, and resolves with the exit code. */
export async function runOperators(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    options: {
      project: { type: 'string' },
      as: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
    allowPositionals: true,
  });
  const [action, email] = positionals;
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  if (action === 'go-live') {
    const file = positionals[1];
    if (!file || positionals.length !== 2 || !values.project || !values.as) {
      console.error(USAGE);
      return 2;
    }
    try {
      const db = getFirestore(initializeApp({ projectId: values.project }));
      const text = await readFile(file, 'utf8');
      // Each version it puts live, checked as its package from the project's release registry
      // (the server part's drawing is the functions' to check: the host is not built here).
      const checkVersions = versionChecker({
        registry: keptRegistry(firestoreRegistry(db)),
        files: publishedFiles(fetchPublished()),
      });
      console.log(
        await goLive(db, text, values.as, (manifest) => checkLive(manifest), checkVersions),
      );
      return 0;
    } catch (error) {
      console.error(`operators: ${error instanceof Error ? error.message : String(error)}`);
      return 1;
    }
  }
  if (
    (action !== 'grant' && action !== 'revoke' && action !== 'show') ||
    !email ||
    positionals.length !== 2 ||
    !values.project
  ) {
    console.error(USAGE);
    return 2;
  }
  const app = initializeApp({ projectId: values.project });
  try {
    console.log(await operatorCommand(getAuth(app), getFirestore(app), action, email));
    return 0;
  } catch (error) {
    console.error(`operators: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}
