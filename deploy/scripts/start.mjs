// `pnpm start`: build whatever is missing or out of date, then serve it as `pnpm preview` does,
// on the emulated backend where this machine can run it and the local one where it cannot.
import { ensureBuild } from './ensure-build.mjs';
import { preview, previewOptions } from './preview.mjs';

ensureBuild();
await preview(previewOptions(process.argv.slice(2)));
