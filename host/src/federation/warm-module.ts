import type { ModuleRef } from './load-module';
import { registeredEntry } from './register-remotes';

// A remote module's files fetched into the browser's cache without running any of them: the
// likely next game is downloaded while the home page is idle, and evaluated only when the
// visitor points at or presses its tile (docs/decisions/052). Running it ahead, as before, cost
// a cheap phone over half a second of main thread on a page it had only just drawn.

/** What this reads of a remote's mf-manifest.json; anything else in it is ignored. */
interface ManifestShape {
  metaData?: { publicPath?: unknown; remoteEntry?: { name?: unknown; path?: unknown } };
  exposes?: unknown;
}
interface ExposeShape {
  name?: unknown;
  path?: unknown;
  assets?: { js?: { sync?: unknown }; css?: { sync?: unknown } };
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/**
 * The files a module needs at once, as addresses against the manifest's own URL: the remote's
 * entry, then the module's synchronous scripts and styles. Empty when the manifest does not say.
 */
export function moduleFilesOf(manifest: unknown, module: string, manifestUrl: string): string[] {
  if (typeof manifest !== 'object' || manifest === null) return [];
  const { metaData, exposes } = manifest as ManifestShape;
  const expose = (Array.isArray(exposes) ? (exposes as ExposeShape[]) : []).find(
    (item) => item?.name === module || item?.path === `./${module}`,
  );
  if (!expose) return [];
  // `auto`: the files sit beside the manifest, as the runtime resolves them.
  const publicPath =
    typeof metaData?.publicPath === 'string' && metaData.publicPath !== 'auto'
      ? metaData.publicPath
      : '.';
  let base: URL;
  try {
    base = new URL(publicPath.endsWith('/') ? publicPath : `${publicPath}/`, manifestUrl);
  } catch {
    return [];
  }
  const entry = metaData?.remoteEntry;
  const entryFile =
    typeof entry?.name === 'string'
      ? [typeof entry.path === 'string' && entry.path ? `${entry.path}/${entry.name}` : entry.name]
      : [];
  const files = [
    ...entryFile,
    ...strings(expose.assets?.js?.sync),
    ...strings(expose.assets?.css?.sync),
  ];
  return [...new Set(files)].flatMap((file) => {
    try {
      const url = new URL(file, base);
      return url.protocol === 'https:' || url.protocol === 'http:' ? [url.href] : [];
    } catch {
      return [];
    }
  });
}

/**
 * Asks the browser to download a module's files at its lowest priority (`<link rel=prefetch>`),
 * as the runtime will ask for them (scripts and styles without CORS), so they come from the
 * cache when the module is loaded. Never throws: a warm-up that fails costs nothing but itself.
 */
export async function warmRemoteModule(
  ref: ModuleRef,
  { doc = document, fetchJson = defaultFetchJson } = {},
): Promise<void> {
  const entry = registeredEntry(ref.remote);
  if (!entry) return;
  try {
    const files = moduleFilesOf(await fetchJson(entry), ref.module, entry);
    const asked = new Set(
      [...doc.querySelectorAll('link[rel="prefetch"]')].map((link) => link.getAttribute('href')),
    );
    for (const href of files) {
      if (asked.has(href)) continue;
      const link = doc.createElement('link');
      link.rel = 'prefetch';
      link.href = href;
      doc.head.appendChild(link);
    }
  } catch {
    // The module still loads when it is needed.
  }
}

/** The manifest as the federation runtime fetches it, so its answer is the one cached. */
async function defaultFetchJson(url: string): Promise<unknown> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.json();
}
