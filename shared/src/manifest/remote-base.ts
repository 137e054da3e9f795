/** The file a remote's entry names: its federation manifest. */
export const REMOTE_MANIFEST_FILE = 'mf-manifest.json';

/** Beside a remote's published versions: their list, written by `pnpm release`. */
export const PUBLISHED_VERSIONS_FILE = 'versions.json';

/** What `pnpm release` writes at `<remote base>versions.json`: the versions there are to choose. */
export interface PublishedVersionsIndex {
  /** Oldest first by version number. */
  versions: { version: string; publishedAt?: string }[];
}

/**
 * Where a remote's versions live, from one of its entries: the entry without its trailing
 * `mf-manifest.json` and, when the entry is versioned, without the `<version>/` folder too.
 * "http://localhost:3001/0.1.0/mf-manifest.json" (0.1.0) and "http://localhost:3001/mf-manifest.json"
 * both give "http://localhost:3001/"; a CDN path prefix ("https://cdn.example/games/") is kept.
 */
export function remoteBaseOf(
  entry: string,
  version: string,
): { ok: true; base: string } | { ok: false; problem: string } {
  let url: URL;
  try {
    url = new URL(entry);
  } catch {
    return { ok: false, problem: `"${entry}" is not a URL` };
  }
  if (!url.pathname.endsWith(`/${REMOTE_MANIFEST_FILE}`)) {
    return { ok: false, problem: `"${entry}" does not end in /${REMOTE_MANIFEST_FILE}` };
  }
  let folder = url.pathname.slice(0, -REMOTE_MANIFEST_FILE.length);
  if (folder.endsWith(`/${version}/`)) folder = folder.slice(0, -(version.length + 1));
  return { ok: true, base: `${url.origin}${folder}` };
}
