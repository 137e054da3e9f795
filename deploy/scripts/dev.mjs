// `pnpm dev`: webpack dev servers with hot reload for the three apps (same ports as preview), and
// the Auth emulator. The host's dev server serves deploy/campaigns/local/campaign.json.
import './loopback-only.cjs';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { DEMO_PROJECT, repoRoot } from '../hosting/apps.mjs';

const children = [
  spawn(
    'pnpm',
    [
      '--filter',
      './host',
      '--filter',
      './remote-games',
      '--filter',
      './remote-auth',
      '--parallel',
      'run',
      'dev',
    ],
    { cwd: repoRoot, stdio: 'inherit', detached: true },
  ),
  spawn(
    path.join(repoRoot, 'deploy/node_modules/.bin/firebase'),
    ['emulators:start', '--only', 'auth', '--project', DEMO_PROJECT, '--config', 'firebase.json'],
    { cwd: path.join(repoRoot, 'deploy'), stdio: 'inherit', detached: true },
  ),
];

const stop = () => {
  for (const child of children)
    if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGINT');
  process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
