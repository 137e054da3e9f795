// Another games version from the second build without building again: its files copied, and its
// version written in them where the build wrote its own (the footer, the plays' evidence, the
// scoring module's and the package's version, the container's chunk global). For the stories
// that need versions of their own (a canary's and its stable version, a broken and a healthy
// canary): each version is a package of its own, published once and never overwritten.
import { cpSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gamesSwapDist, SWAP_VERSION } from './servers';

const TEXT = /\.(c?js|json|html|css|map)$/;

/** The chunk global's name for a version (remote-games/webpack.config.js's uniqueName). */
const uniqueName = (version: string) => `onam_remote_games_${version.replace(/\W/g, '_')}`;

/** A copy of the second build that says it is `version`; its folder. */
export function relabeledSwapBuild(version: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), `onam-games-${version}-`));
  cpSync(gamesSwapDist, dir, { recursive: true });
  const visit = (folder: string) => {
    for (const name of readdirSync(folder)) {
      const file = path.join(folder, name);
      if (statSync(file).isDirectory()) visit(file);
      else if (TEXT.test(name)) {
        const text = readFileSync(file, 'utf8');
        const relabeled = text
          .replaceAll(uniqueName(SWAP_VERSION), uniqueName(version))
          .replaceAll(SWAP_VERSION, version);
        if (relabeled !== text) writeFileSync(file, relabeled);
      }
    }
  };
  visit(dir);
  return dir;
}
