// The live campaign manifest in Firestore (issue 20): one live pointer and immutable revisions,
// written only by `changeCampaign` after the CLI's own checks, and read by `/campaign.json`
// through the CDN. The layout:
//   campaign/live                       { revision, manifest (the JSON text served), etag, time, author }
//   campaign/live/revisions/000001…     the same, plus the command and what it changed
// The rules let operators read both and nobody write them (firestore.rules): this file is the
// only writer.
import { createHash } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';
import { applyChange } from '../../cli/apply-change';
import { describeChanges, EditError, manifestText } from '../../cli/manifest-edit';
import {
  changeCampaignRequestSchema,
  commandOf,
  type ChangeCampaignResponse,
} from '@onam/shared/manifest/campaign-change';
import { parseCampaignManifest, type CampaignManifest } from '@onam/shared/manifest/schema';
import { LIVE_CAMPAIGN_DOC } from '@onam/shared/backend/firebase/server-documents';
import { problemsOf, refuse } from './refusals';

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
  db: Firestore;
  now: () => Date;
  /** The CLI's live check (deploy/cli/live-check.ts): each problem a line naming remote, URL, module. */
  checkRemotes: (manifest: CampaignManifest) => Promise<string[]>;
}

/** What the callable knows of its caller, from the verified ID token. */
export interface Caller {
  uid?: string;
  email?: string;
  /** The `operator` custom claim, granted with the Admin SDK (deploy/functions/tools). */
  operator?: unknown;
}

const etagOf = (revision: number, text: string) =>
  `"r${revision}-${createHash('sha256').update(text).digest('hex').slice(0, 16)}"`;

/** The live pointer, if anything is live. */
export async function readLive(db: Firestore): Promise<LiveDoc | undefined> {
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
  if (askRemotes) {
    const problems = await deps.checkRemotes(checked.manifest);
    if (problems.length > 0) {
      throw refuse(
        'failed-precondition',
        `The remotes say this would not work, so nothing was written: ${problems.join('; ')}.`,
      );
    }
  }

  const text = manifestText(next as Parameters<typeof manifestText>[0]);
  const changes = describeChanges(current, next);
  if (live && changes.length === 0) {
    throw refuse('failed-precondition', 'This changes nothing: the live campaign already says so.');
  }
  if (dryRun) return { revision: baseRevision, dryRun, manifest: text, changes };
  const revision = baseRevision + 1;
  const record: RevisionDoc = {
    revision,
    manifest: text,
    etag: etagOf(revision, text),
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
  return { revision, dryRun, manifest: text, changes };
}

export interface CampaignAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * How the CDN may keep `/campaign.json`: browsers revalidate every time (the host's re-reads are
 * conditional), the CDN answers from its copy for 30 s and then revalidates in the background for
 * 30 s more, and when this function fails it keeps serving its last good copy for a day. A million
 * visitors an hour then cost the origin a few requests a minute per CDN location.
 */
export const CAMPAIGN_CACHE_CONTROL =
  'public, max-age=0, s-maxage=30, stale-while-revalidate=30, stale-if-error=86400';

/**
 * The answer to GET /campaign.json: the live revision's manifest, byte for byte, with its ETag
 * (a 304 for a browser or CDN that has it). Nothing live, or Firestore failing or not answering in
 * time, is a 503 that nobody caches, so the CDN keeps its last good copy (stale-if-error) and the
 * host keeps the manifest it has.
 */
export async function answerCampaignJson(
  /**
   * The live pointer (readLive), bounded in index.ts: one read at a time shared by the requests
   * that wait on it, with a timeout, and nothing kept after it answers, since an operator's tools
   * read the revision back straight after a change (the CDN's 30 s is the only delay visitors see).
   */
  live: () => Promise<LiveDoc | undefined>,
  request: { method: string; ifNoneMatch?: string },
  /** Told when Firestore could not be read: a 503 the CDN hides must still reach the logs. */
  onReadFailure: (error: unknown) => void = () => undefined,
): Promise<CampaignAnswer> {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return { status: 405, headers: { allow: 'GET, HEAD', 'cache-control': 'no-store' }, body: '' };
  }
  let doc: LiveDoc | undefined;
  try {
    doc = await live();
  } catch (error) {
    onReadFailure(error);
    doc = undefined;
  }
  if (!doc) {
    return {
      status: 503,
      headers: { 'cache-control': 'no-store', 'content-type': 'text/plain; charset=utf-8' },
      body: 'The campaign manifest is not available just now.\n',
    };
  }
  const headers = {
    'cache-control': CAMPAIGN_CACHE_CONTROL,
    etag: doc.etag,
    'content-type': 'application/json; charset=utf-8',
  };
  const known = (request.ifNoneMatch ?? '').split(',').map((tag) => tag.trim().replace(/^W\//, ''));
  if (known.includes(doc.etag)) return { status: 304, headers, body: '' };
  return { status: 200, headers, body: request.method === 'HEAD' ? '' : doc.manifest };
}
