// The release registry's record of one published version of a remote (docs/decisions/054): where
// its files are served, the SHA-256 of each, and its game package's facts. `pnpm release` writes it
// (with Admin credentials: the rules refuse every client) once the files are on their origin; the
// functions read it to fetch a version's scoring and server part on first use and check every
// byte against it; the console and the CLI read it for the package's checks. A record, like the
// version it describes, is never rewritten.
import { z } from 'zod/mini';
import { problemLines } from '../validation/problems';
import { parseGamePackage, type GamePackage } from './game-package';

z.config(z.locales.en());

/** The registry: one document per published version, `releases/{remote}@{version}`. */
export const RELEASES_COLLECTION = 'releases';

/** A version's document id in the registry. */
export const releaseDocId = (remote: string, version: string) => `${remote}@${version}`;

const SHA256 = /^[0-9a-f]{64}$/;

const recordSchema = z.object({
  remote: z.string().check(z.regex(/^[a-z][a-z0-9_]*$/, 'must be a remote name')),
  version: z
    .string()
    .check(z.regex(/^\d+\.\d+\.\d+(?:-[0-9A-Za-z][0-9A-Za-z.-]*)?$/, 'must be a release version')),
  /** The version's folder on its origin, ending in `/`: each file is fetched from base + its path. */
  base: z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' }).check(
    z.refine((url) => url.endsWith('/') && !url.includes('?') && !url.includes('#'), {
      message: 'must be a folder URL ending in /',
    }),
  ),
  /** Every file of the version (its path in the folder) and its SHA-256 in hex. */
  files: z.record(z.string(), z.string().check(z.regex(SHA256, 'must be a SHA-256 in hex'))),
  /** The game package's facts (game-package.json), or null for a remote that carries no games. */
  package: z.nullable(z.unknown()),
  publishedAt: z.iso.datetime(),
  publishedBy: z.string(),
});

export interface ReleaseRecord {
  remote: string;
  version: string;
  base: string;
  files: Readonly<Record<string, string>>;
  package: GamePackage | null;
  publishedAt: string;
  publishedBy: string;
}

export type ReleaseRecordResult =
  { ok: true; record: ReleaseRecord } | { ok: false; problems: string[] };

/** A record checked against its shape, its facts against theirs and against its own name. */
export function parseReleaseRecord(input: unknown): ReleaseRecordResult {
  const result = recordSchema.safeParse(input);
  if (!result.success) {
    return {
      ok: false,
      problems: problemLines(result.error.issues, 'record'),
    };
  }
  const { package: facts, ...rest } = result.data;
  if (facts === null) return { ok: true, record: { ...rest, package: null } };
  const parsed = parseGamePackage(facts);
  if (!parsed.ok) return { ok: false, problems: parsed.problems.map((p) => `package.${p}`) };
  const pkg = parsed.package;
  if (pkg.remote !== rest.remote || pkg.version !== rest.version) {
    return {
      ok: false,
      problems: [
        `package: it says it is ${pkg.remote} ${pkg.version}, and the record is of ${rest.remote} ${rest.version}`,
      ],
    };
  }
  return { ok: true, record: { ...rest, package: pkg } };
}

/** The URL a file of the version is served at. */
export const releaseFileUrl = (record: Pick<ReleaseRecord, 'base'>, file: string) =>
  new URL(file, record.base).href;

/** The entry a campaign manifest names for this version: its mf-manifest.json. */
export const releaseEntry = (record: Pick<ReleaseRecord, 'base'>) =>
  releaseFileUrl(record, 'mf-manifest.json');

/** One of a version's checks, as an operator reads it (deploy/game-packages/checks.ts runs them). */
export interface PackageCheck {
  name: 'record' | 'entry' | 'contracts' | 'scoring' | 'server-part';
  ok: boolean;
  /** Not run where the checks ran (neither passed nor failed). */
  skipped?: boolean;
  /** What was found, in a sentence. */
  detail: string;
}

/** A version's checks: ok when every one passed. */
export interface PackageCheckReport {
  remote: string;
  version: string;
  ok: boolean;
  checks: PackageCheck[];
}
