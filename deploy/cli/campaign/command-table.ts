// Every `pnpm campaign` command by name, and the help, whose command lines come from the same list.
import type { CampaignCommand } from './campaign-command';
import { addGameCommand } from './commands/add-game';
import { canary } from './commands/canary';
import { check } from './commands/check';
import { disable, enable } from './commands/enable-disable';
import { endCanary } from './commands/end-canary';
import { feature } from './commands/feature';
import { history } from './commands/history';
import { map } from './commands/map';
import { promote } from './commands/promote';
import { retire, unretire } from './commands/retire';
import { promoteCanary } from './commands/promote-canary';
import { rollback } from './commands/rollback';
import { schedule } from './commands/schedule';
import { setVersion } from './commands/set-version';
import { show } from './commands/show';
import { switchOff } from './commands/switch-off';
import { switchOn } from './commands/switch-on';
import { unfeature } from './commands/unfeature';
import { unschedule } from './commands/unschedule';

/** The help's sections; commands that undo each other share a line. */
const SECTIONS: ReadonlyArray<{ heading: string; lines: CampaignCommand[][] }> = [
  { heading: 'Reading', lines: [[show], [check], [history]] },
  {
    heading: 'Changing (each is checked, then written atomically as a new revision)',
    lines: [
      [setVersion],
      [canary],
      [promoteCanary, endCanary],
      [map],
      [addGameCommand],
      [retire, unretire],
      [enable, disable],
      [schedule],
      [unschedule],
      [feature, unfeature],
      [switchOff, switchOn],
      [rollback],
      [promote],
    ],
  },
];

export const COMMANDS: ReadonlyMap<string, CampaignCommand> = new Map(
  SECTIONS.flatMap(({ lines }) => lines.flat()).map((command) => [command.name, command]),
);

/** Where the help's descriptions start. */
const ABOUT_COLUMN = 41;

function helpLines(commands: CampaignCommand[]): string[] {
  const synopsis = `  ${commands.map((c) => c.synopsis ?? c.usage).join(' | ')}`;
  const [first, ...rest] = commands[0]?.about ?? [];
  if (first === undefined) return [synopsis];
  const indent = ' '.repeat(ABOUT_COLUMN);
  const more = rest.map((line) => `${indent}${line}`);
  return synopsis.length < ABOUT_COLUMN - 1
    ? [`${synopsis.padEnd(ABOUT_COLUMN)}${first}`, ...more]
    : [synopsis, `${indent}${first}`, ...more];
}

const OPTIONS_HELP = `Options
  --env <name>       the environment (default: local), deploy/campaigns/<name>/campaign.json
  --dir <folder>     another folder of environments instead of deploy/campaigns
  --dry-run          check and show the change without writing it
  --json             machine-readable output
  --timeout <s>      how long each remote may take to answer, 0.1 to 120 (default: 5)
  --wait <s>         how long to wait for another command on the environment, 0 to 600 (default: 30)
  --emergency        switch-off or rollback when the live manifest is broken or the remotes are down:
                     builds on (switch-off) or brings back (rollback) a revision the CLI checked
                     and wrote, still schema-checked, without asking the remotes
  --as <email>       who makes a change to an environment live in Firestore (or ONAM_OPERATOR)

An environment whose folder has a live.json ({ "project": "<firebase project id>" }) is live in
Firestore: every command reads and changes its live revision there, with the Admin SDK's
credentials (gcloud auth application-default login), checked and recorded as the operators'
console does. Other environments, local among them, are their campaign.json.

Routes are /dress, /eat, /game and /talk.`;

export const USAGE = [
  'pnpm campaign <command> [--env <name>] [options]',
  ...SECTIONS.flatMap(({ heading, lines }) => ['', heading, ...lines.flatMap(helpLines)]),
  '',
  OPTIONS_HELP,
].join('\n');
