// The game built outside this repository (outside-games/vallam-kali, docs/games-sdk.md), built
// with its own npm and webpack and published with `pnpm release` into this machine's release tree,
// as its team would: run before the preview starts, which serves the versions it finds there on the
// remote's own origin and records them in the emulators' release registry. Skipped when the game's
// sources hash as they did at its last release here.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** The game, the remote its team names, and the origin this machine serves its versions on. */
export const OUTSIDE_GAME = {
  folder: path.join(repoRoot, 'outside-games/vallam-kali'),
  remote: 'vallam',
  origin: 'http://localhost:3031',
};

/** What its build is made from; node_modules and dist are not. */
const SOURCES = ['src', 'package.json', 'package-lock.json', 'webpack.config.js', 'tsconfig.json'];
const stampFile = path.join(repoRoot, '.output/outside-games', `${OUTSIDE_GAME.remote}.sha256`);

/** @param {string} target @returns {string[]} every file under target, sorted */
const filesOf = (target) =>
  statSync(target).isDirectory()
    ? readdirSync(target)
        .sort()
        .flatMap((name) => filesOf(path.join(target, name)))
    : [target];

function sourcesHash() {
  const hash = createHash('sha256');
  for (const file of SOURCES.flatMap((source) => filesOf(path.join(OUTSIDE_GAME.folder, source)))) {
    hash.update(path.relative(OUTSIDE_GAME.folder, file)).update('\0').update(readFileSync(file));
  }
  return hash.digest('hex');
}

/** @param {string} command @param {string[]} args @param {string} cwd */
function run(command, args, cwd) {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed in ${cwd}`);
}

export function releaseOutsideGame() {
  const { folder, remote, origin } = OUTSIDE_GAME;
  const { version } = JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8'));
  const published = path.join(repoRoot, 'deploy/releases', remote, version, 'release.json');
  const hash = sourcesHash();
  const stamp = existsSync(stampFile) ? readFileSync(stampFile, 'utf8').trim() : '';
  if (stamp === hash && existsSync(published)) {
    console.log(`[outside game] ${remote} ${version} is released already from these sources`);
    return;
  }
  const started = Date.now();
  // deploy/scripts/setup.sh installs it; a checkout set up before the game existed installs it here.
  if (!existsSync(path.join(folder, 'node_modules/.package-lock.json'))) {
    run('npm', ['ci', '--no-audit', '--no-fund'], folder);
  }
  run('npm', ['run', '--silent', 'build'], folder);
  run(
    path.join(repoRoot, 'deploy/node_modules/.bin/tsx'),
    ['deploy/cli/release.ts', remote, '--from', path.join(folder, 'dist'), '--origin', origin],
    repoRoot,
  );
  mkdirSync(path.dirname(stampFile), { recursive: true });
  writeFileSync(stampFile, `${hash}\n`);
  console.log(
    `[outside game] ${remote} ${version} built and released in ${Date.now() - started} ms`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) releaseOutsideGame();
