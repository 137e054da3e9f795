// The stylesheets a remote's exposed module needs from its first render, read from the version's
// federation manifest (mf-manifest.json) as the federation runtime resolves them: a drawn game's
// page links them, so the game is styled from its first paint.

interface FederationManifest {
  metaData?: { publicPath?: string };
  exposes?: { name: string; assets?: { css?: { sync?: string[] } } }[];
}

/** The federation manifest, relative to the remote's entry. */
export const MANIFEST_FILE = 'mf-manifest.json';

/** The stylesheets of each exposed module, as absolute URLs. */
export function stylesheetsOf(manifestText: string, entry: string): (module: string) => string[] {
  const manifest = JSON.parse(manifestText) as FederationManifest;
  const publicPath = manifest.metaData?.publicPath;
  const base = !publicPath || publicPath === 'auto' ? entry : new URL(publicPath, entry).href;
  return (module) =>
    (manifest.exposes?.find((expose) => expose.name === module)?.assets?.css?.sync ?? []).map(
      (file) => new URL(file, base).href,
    );
}
