// `pnpm start`: build whatever is missing or out of date, then serve it as `pnpm preview` does.
import { ensureBuild } from './ensure-build.mjs';
import { preview } from './preview.mjs';

ensureBuild();
await preview({ authEmulator: !process.argv.includes('--no-auth-emulator') });
