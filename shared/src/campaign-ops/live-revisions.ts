// The live campaign manifest in Firestore: one live pointer and immutable revisions, written only
// by `changeCampaign` after the CLI's own checks, and read by `/campaign.json` through the CDN.
// The layout:
//   campaign/live                       { revision, manifest (the JSON text served), etag, time, author }
//   campaign/live/revisions/000001…     the same, plus the command and what it changed
// The rules let operators read both and nobody write them (firestore.rules): this file is the
// only writer. It runs on the server (the changeCampaign function) and in an operator's terminal
// (`pnpm campaign`, `pnpm operators go-live`) through the Admin SDK, so that a change is checked,
// serialised and recorded the same way from both; it names no SDK, only the little of the Admin
// SDK's Firestore it uses (RevisionStore).
import { problemsInOneLine, type SchemaIssue } from '@onam/shared/validation/problems';
import { applyChange } from './apply-change';
import { describeChanges, EditError, manifestText } from './manifest-edit';
import { summariseImport } from './import-summary';
import {
  changeCampaignRequestSchema,
  commandOf,
  type ChangeCampaignResponse,
} from '@onam/shared/manifest/campaign-change';
import { parseCampaignManifest, type CampaignManifest } from '@onam/shared/manifest/schema';
import { LIVE_CAMPAIGN_DOC } from '@onam/shared/backend/firebase/server-documents';
import type { PackageCheckReport } from '@onam/shared/contracts/release-record';

/** The callable error codes a change is refused with (the Functions SDK's names). */
export type RefusalCode =
  | 'unauthenticated'
  | 'permission-denied'
  | 'invalid-argument'
  | 'not-found'
  | 'failed-precondition'
  | 'aborted';

/**
 * A change turned down, with the operator's words: the function answers it as an HttpsError of the
 * same code, the CLI prints it as it is.
 */
export class CampaignRefusal extends Error {
  override name = 'CampaignRefusal';
  constructor(
    readonly code: RefusalCode,
    message: string,
  ) {
    super(message);
  }
}

const refuse = (code: RefusalCode, message: string) => new CampaignRefusal(code, message);

/** A schema's problems in one line: "change.kind: Invalid input; baseRevision: Too small". */
const problemsOf = (error: { issues: readonly SchemaIssue[] }) => problemsInOneLine(error.issues);

/** A document as the store reads it (the Admin SDK's DocumentSnapshot has this). */
interface StoredSnapshot {
  data(): unknown;
}

/** A document's address in the store (the Admin SDK's DocumentReference has this). */
export interface StoredDoc {
  get(): Promise<StoredSnapshot>;
}

/** What a change does inside its transaction (the Admin SDK's Transaction has this). */
export interface RevisionTransaction {
  get(doc: StoredDoc): Promise<StoredSnapshot>;
  create(doc: StoredDoc, data: RevisionDoc): unknown;
  set(doc: StoredDoc, data: LiveDoc): unknown;
}

/** The little of a Firestore the revisions need: the Admin SDK's Firestore is one. */
export interface RevisionStore {
  doc(path: string): StoredDoc;
  collection(path: string): {
    orderBy(field: string): { get(): Promise<{ docs: StoredSnapshot[] }> };
  };
  runTransaction<T>(update: (transaction: RevisionTransaction) => Promise<T>): Promise<T>;
}

export const LIVE_DOC = LIVE_CAMPAIGN_DOC;
export const revisionDoc = (revision: number) =>
  `${LIVE_DOC}/revisions/${String(revision).padStart(6, '0')}`;

export interface LiveDoc {
  revision: number;
  /** The manifest as served at /campaign.json, byte for byte. */
  manifest: string;
  etag: string;
  /** ISO 8601, UTC. */
  time: string;
  /** Who made it: the operator's email, else their uid. */
  author: string;
}

export interface RevisionDoc extends LiveDoc {
  /** The change as the CLI command that makes it ("map /game games sadya"). */
  command: string;
  changes: string[];
}

export interface CampaignDeps {
  db: RevisionStore;
  now: () => Date;
  /** The live check (live-check.ts): each problem a line naming remote, URL, module. */
  checkRemotes: (manifest: CampaignManifest) => Promise<string[]>;
  /**
   * The package's checks of each version `next` names that `current` does not (a new stable or
   * canary version): deploy/game-packages/version-checks.ts. Left out, versions go unchecked.
   */
  checkVersions?: (next: CampaignManifest, current: unknown) => Promise<PackageCheckReport[]>;
}

/** What the callable knows of its caller, from the verified ID token. */
export interface Caller {
  uid?: string;
  email?: string;
  /** The `operator` custom claim, granted with the Admin SDK (`pnpm operators grant`). */
  operator?: unknown;
}

/** `"r<revision>-<the first 16 hex digits of the text's SHA-256>"`. */
async function etagOf(revision: number, text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  const hex = Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0'));
  return `"r${revision}-${hex.join('').slice(0, 16)}"`;
}

/** The live pointer, if anything is live. */
export async function readLive(db: RevisionStore): Promise<LiveDoc | undefined> {
  return (await db.doc(LIVE_DOC).get()).data() as LiveDoc | undefined;
}

function conflict(live: LiveDoc | undefined) {
  const now = live
    ? `revision ${live.revision}, by ${live.author} at ${live.time}`
    : 'no live revision at all';
  return refuse(
    'aborted',
    `Another change went live first: the campaign is now at ${now}. Nothing of yours was written; look at it again and make your change on it.`,
  );
}

/**
 * An operator's change: checked as the CLI checks it (the edit itself, the schema, then, unless it
 * is taking something off, every remote it names), and written as the next revision in one
 * transaction that first makes sure the live revision is still the one the operator changed.
 */
export async function changeCampaign(
  deps: CampaignDeps,
  caller: Caller,
  data: unknown,
): Promise<ChangeCampaignResponse> {
  if (!caller.uid)
    throw refuse('unauthenticated', 'Sign in as an operator to change the campaign.');
  if (caller.operator !== true) {
    throw refuse('permission-denied', 'Only the campaign’s operators can change it.');
  }
  const parsed = changeCampaignRequestSchema.safeParse(data);
  if (!parsed.success) {
    throw refuse(
      'invalid-argument',
      `This change is not well formed: ${problemsOf(parsed.error)}.`,
    );
  }
  const { baseRevision, change, dryRun = false } = parsed.data;
  const { db } = deps;

  const live = await readLive(db);
  if ((live?.revision ?? 0) !== baseRevision) throw conflict(live);
  const current: unknown = live ? JSON.parse(live.manifest) : {};

  let next: unknown;
  let askRemotes = true;
  if (change.kind === 'rollback') {
    const wanted = (await db.doc(revisionDoc(change.revision)).get()).data() as
      RevisionDoc | undefined;
    if (!wanted) {
      throw refuse('not-found', `There is no revision ${change.revision} to go back to.`);
    }
    next = JSON.parse(wanted.manifest);
  } else {
    if (!live && change.kind !== 'import') {
      throw refuse('failed-precondition', 'Nothing is live yet: import a manifest first.');
    }
    try {
      ({ next, askRemotes } = applyChange(current as Parameters<typeof applyChange>[0], change));
    } catch (error) {
      if (error instanceof EditError) throw refuse('invalid-argument', `${error.message}.`);
      throw error;
    }
  }

  const checked = parseCampaignManifest(next);
  if (!checked.ok) {
    throw refuse(
      'invalid-argument',
      `The manifest would not be valid, so nothing was written: ${checked.problems.join('; ')}.`,
    );
  }
  let checks: PackageCheckReport[] | undefined;
  if (askRemotes) {
    const problems = await deps.checkRemotes(checked.manifest);
    checks = deps.checkVersions ? await deps.checkVersions(checked.manifest, current) : undefined;
    problems.push(...(checks ?? []).flatMap(failedChecks));
    if (problems.length > 0) {
      throw refuse(
        'failed-precondition',
        `The remotes say this would not work, so nothing was written: ${problems.join('; ')}.`,
      );
    }
  }

  const text = manifestText(next as Parameters<typeof manifestText>[0]);
  // The first go-live is the whole file: summed up, not listed value by value.
  const changes = live ? describeChanges(current, next) : summariseImport(checked.manifest);
  if (live && changes.length === 0) {
    throw refuse('failed-precondition', 'This changes nothing: the live campaign already says so.');
  }
  const withChecks = checks && checks.length > 0 ? { checks } : {};
  if (dryRun) return { revision: baseRevision, dryRun, manifest: text, changes, ...withChecks };
  const revision = baseRevision + 1;
  const record: RevisionDoc = {
    revision,
    manifest: text,
    etag: await etagOf(revision, text),
    time: deps.now().toISOString(),
    author: caller.email ?? caller.uid,
    command: commandOf(change),
    changes,
  };
  await db.runTransaction(async (transaction) => {
    const now = (await transaction.get(db.doc(LIVE_DOC))).data() as LiveDoc | undefined;
    if ((now?.revision ?? 0) !== baseRevision) throw conflict(now);
    // create(): a revision is never overwritten, whatever else goes wrong.
    transaction.create(db.doc(revisionDoc(revision)), record);
    const pointer: LiveDoc = {
      revision,
      manifest: text,
      etag: record.etag,
      time: record.time,
      author: record.author,
    };
    transaction.set(db.doc(LIVE_DOC), pointer);
  });
  return { revision, dryRun, manifest: text, changes, ...withChecks };
}

/** A version's failed checks as problems, a line each. */
function failedChecks(report: PackageCheckReport): string[] {
  return report.checks
    .filter((check) => !check.ok)
    .map(
      (check) =>
        `${report.remote} ${report.version} fails its ${check.name} check: ${check.detail}`,
    );
}
