/** @jest-environment node */
// Real CLI processes racing for one environment: each command's change must land exactly once.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FOUND_EDITED, FOUND_FIRST, type Revision } from '../campaign/history';
import type { ManifestJson } from '@onam/shared/campaign-ops/manifest-edit';
import {
  authModules,
  FakeOrigin,
  gamesModules,
  manifestFor,
} from '@onam/shared/campaign-ops/__tests__/remote-origin';
import { campaignsFolder, removeTempDirs, repoRoot, tempDir } from './fixtures';

const tsx = path.join(repoRoot, 'deploy/node_modules/.bin/tsx');
const entry = path.join(repoRoot, 'deploy/cli/campaign.ts');
const startLine = path.join(__dirname, 'start-line.mjs');

let origin: FakeOrigin;
beforeAll(async () => {
  origin = await new FakeOrigin().start();
  origin.publish('/games', 'games', '0.1.0', gamesModules());
  origin.publish('/games', 'games', '0.2.0', gamesModules());
  origin.publish('/auth', 'auth', '0.1.0', authModules());
  // Slow answers keep the commands that ask the remotes inside the lock a while.
  for (const answer of origin.files.values()) answer.delayMs = 150;
});
afterAll(async () => {
  await origin.stop();
  removeTempDirs();
});

interface Ran {
  argv: string[];
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Starts every command as its own `campaign.ts` process and lets them go at the same moment. */
async function race(dir: string, commands: string[][]): Promise<Ran[]> {
  const line = tempDir('start-line-');
  const runs = commands.map((argv) => {
    const child = spawn(
      tsx,
      ['--import', startLine, entry, ...argv, '--dir', dir, '--wait', '120'],
      {
        env: { ...process.env, CAMPAIGN_START_LINE: line, USER: 'ana' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += String(chunk)));
    child.stderr.on('data', (chunk: Buffer) => (stderr += String(chunk)));
    return new Promise<Ran>((resolve) =>
      child.on('close', (code) => resolve({ argv, code, stdout, stderr })),
    );
  });
  while (readdirSync(line).filter((f) => f.startsWith('ready-')).length < commands.length) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  writeFileSync(path.join(line, 'go'), '');
  return Promise.all(runs);
}

describe('commands run at once against a stale lock', () => {
  it('each change is made once, recorded once, and none is lost', async () => {
    const dir = campaignsFolder({ local: manifestFor(origin) });
    const envDir = path.join(dir, 'local');
    // Left by a command that died: a pid no process has, on this machine, long ago.
    writeFileSync(
      path.join(envDir, '.campaign.lock'),
      JSON.stringify({
        pid: 2 ** 30,
        host: os.hostname(),
        token: 'gone',
        since: '2026-08-19T22:00:00.000Z',
        what: 'disable /game',
      }),
    );
    const commands = [
      ['disable', '/eat'],
      ['disable', '/dress'],
      ['schedule', '/game', '--opens', '3'],
      ['schedule', '/talk', '--closes', '9'],
      ['set-version', 'games', '0.2.0'],
      ['map', '/eat', 'games', 'sadya', '--title', 'Onam Sadya'],
      ['switch-off', 'Back after the fireworks'],
      ['map', '/dress', 'games', 'dress', '--title', 'Onakkodi'],
    ];
    const ran = await race(dir, commands);

    const index = JSON.parse(readFileSync(path.join(envDir, 'history/index.json'), 'utf8')) as {
      revisions: Revision[];
    };
    const recorded = index.revisions.map((r) => r.command);
    expect(recorded).not.toContain(FOUND_EDITED);
    expect(recorded.filter((c) => c === FOUND_FIRST)).toHaveLength(1);
    // Each command waited its turn (saying so) and was done; none was refused or failed.
    const waitedOnly = (stderr: string) =>
      stderr
        .split('\n')
        .filter((line) => line && !line.startsWith('Waiting for another campaign command'));
    expect(ran.map((run) => [run.argv.join(' '), run.code, waitedOnly(run.stderr)])).toEqual(
      ran.map((run) => [run.argv.join(' '), 0, []]),
    );
    expect(recorded.slice(1).sort()).toEqual(
      [
        'disable /eat',
        'disable /dress',
        'schedule /game --opens 3',
        'schedule /talk --closes 9',
        'set-version games 0.2.0',
        'map /eat games sadya --title "Onam Sadya"',
        'switch-off "Back after the fireworks"',
        'map /dress games dress --title Onakkodi',
      ].sort(),
    );
    expect(index.revisions.map((r) => r.revision)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    // Every revision is its predecessor with one command's change: the last is the live file.
    const live = readFileSync(path.join(envDir, 'campaign.json'), 'utf8');
    expect(readFileSync(path.join(envDir, 'history/0009.json'), 'utf8')).toBe(live);
    const manifest = JSON.parse(live) as ManifestJson;
    expect(manifest.remotes.games?.version).toBe('0.2.0');
    expect(manifest.switchOff).toEqual({ message: 'Back after the fireworks' });
    expect(manifest.routes).toMatchObject({
      '/eat': { enabled: false, module: 'sadya', title: 'Onam Sadya' },
      '/dress': { enabled: false, title: 'Onakkodi' },
      '/game': { schedule: { opensOn: 3 } },
      '/talk': { schedule: { closesAfter: 9 } },
    });
    // No lock and no takeover leftovers once they are all done.
    expect(readdirSync(envDir).sort()).toEqual(['campaign.json', 'history']);
    expect(existsSync(path.join(envDir, '.campaign.lock'))).toBe(false);
  }, 90_000);
});
