// `pnpm typecheck`: every TypeScript program of the repository checked by TypeScript 7, the native
// compiler (the `typescript-7` alias; docs/decisions/066). It reads the same tsconfig files as
// TypeScript 6, which stays the editors', typescript-eslint's and each package's own `typecheck`:
// the two agree on this code, and the native one took 25 CPU-seconds where TypeScript 6 took 96,
// on a CI whose two cores are busy throughout. Each program's time is printed; every program is
// checked, and the exit status is the first failure's. `node deploy/scripts/typecheck.mjs host`
// checks the programs it names (each package's own `pnpm typecheck`).
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { repoRoot } from '../hosting/apps.mjs';

/** Each program: a workspace package's own, the browser tests' and the docs' examples. */
export const PROGRAMS = [
  'shared',
  'host',
  'remote-games',
  'remote-auth',
  'deploy',
  'deploy/functions',
  'e2e',
  'docs',
];

const tsc = path.join(
  path.dirname(createRequire(import.meta.url).resolve('typescript-7/package.json')),
  'bin/tsc',
);

const named = process.argv.slice(2);
for (const program of named) {
  if (!PROGRAMS.includes(program)) throw new Error(`${program}: not one of ${PROGRAMS.join(', ')}`);
}

let failed = 0;
for (const program of named.length > 0 ? named : PROGRAMS) {
  const started = Date.now();
  const { status } = spawnSync(
    process.execPath,
    [tsc, '--noEmit', '-p', path.join(program, 'tsconfig.json')],
    { cwd: repoRoot, stdio: 'inherit' },
  );
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`[typecheck] ${program}: ${status === 0 ? 'no errors' : 'FAILED'} (${seconds} s)`);
  if (status !== 0 && failed === 0) failed = status ?? 1;
}
process.exit(failed);
