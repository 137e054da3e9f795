// Entry point of `pnpm operators`; the commands are in operators-cli.ts. The functions' build
// bundles it into deploy/functions/tools/operators.cjs, which starts in a fraction of tsx's time
// (the browser tests run it between requests to the emulators). It exits as soon as it has
// answered: the Admin SDK's connections would otherwise keep it waiting.
import { runOperators } from './operators-cli';

void runOperators(process.argv.slice(2)).then((code) => process.exit(code));
