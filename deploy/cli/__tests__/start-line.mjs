// Preloaded (node --import) by the concurrency test into each real CLI process: loads the CLI's
// code, says it is ready, and holds the process until the test says go, so that N commands start
// their work at the same moment rather than one after another as each finishes starting up.
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const folder = process.env.CAMPAIGN_START_LINE;
if (folder) {
  await import(new URL('../campaign/run.ts', import.meta.url).href);
  writeFileSync(path.join(folder, `ready-${process.pid}`), '');
  while (!existsSync(path.join(folder, 'go'))) {
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
