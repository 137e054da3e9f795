// Entry point of `pnpm campaign` (run with tsx); the commands are in campaign-cli.ts.
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { runCampaign } from './campaign-cli';

// Output piped into `head` and closed early is no reason to stop half-way through a command.
process.stdout.on('error', () => undefined);

process.exitCode = await runCampaign(process.argv.slice(2), {
  campaignsDir: fileURLToPath(new URL('../campaigns', import.meta.url)),
  // pnpm runs root scripts from the repository root; INIT_CWD is where the operator typed it.
  cwd: process.env.INIT_CWD ?? process.cwd(),
  out: (line) => console.log(line),
  err: (line) => console.error(line),
  author: process.env.USER || os.userInfo().username,
  now: () => new Date(),
});
