// Entry point of `pnpm operators` (run with tsx); the commands are in operators-cli.ts. It exits
// as soon as it has answered: the Admin SDK's connections would otherwise keep it waiting.
import { runOperators } from './operators-cli';

process.exit(await runOperators(process.argv.slice(2)));
