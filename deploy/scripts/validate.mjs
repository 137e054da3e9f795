// `pnpm validate`: what a developer runs before pushing and CI runs after its setup. The lint, the
// typecheck and the production builds of what changed run side by side: each keeps about one core
// busy and leaves part of it idle, so on two cores the three take little longer than the
// slowest alone (89, 80 and 70 s one after another in pairs before, 2026-12-06). Each one's
// output is printed whole when it ends, so they never interleave; then, if all three passed, the
// README's test command, `pnpm test`, which finds the builds up to date. Exits with the first
// failure's status.
import { runInTurn, runSideBySide } from './steps.mjs';

const checked = await runSideBySide('validate', [
  { label: 'pnpm lint', command: ['pnpm', '--silent', 'run', 'lint'] },
  { label: 'pnpm typecheck', command: ['pnpm', '--silent', 'run', 'typecheck'] },
  { label: 'build', command: ['node', 'deploy/scripts/ensure-build.mjs'] },
]);
if (checked !== 0) process.exit(checked);
process.exit(await runInTurn('validate', 'pnpm test', ['pnpm', 'run', 'test']));
