// Entry point of `pnpm campaign` (run with tsx); the commands are in campaign/commands/.
import { fileURLToPath } from 'node:url';
import { runCampaign } from './campaign/run';
import { terminalContext } from './command';

process.exitCode = await runCampaign(process.argv.slice(2), {
  ...terminalContext(),
  campaignsDir: fileURLToPath(new URL('../campaigns', import.meta.url)),
  env: process.env,
});
