// The command line, read once: the command's name, its arguments, the options checked, and the
// line the history records.
import path from 'node:path';
import { parseCommandLine, UsageError } from '../command';
import type { CampaignContext, Options } from './context';

const OPTIONS = {
  env: { type: 'string', default: 'local' },
  dir: { type: 'string' },
  entry: { type: 'string' },
  title: { type: 'string' },
  ml: { type: 'string' },
  module: { type: 'string' },
  opens: { type: 'string' },
  closes: { type: 'string' },
  margin: { type: 'string' },
  'min-loads': { type: 'string' },
  reason: { type: 'string' },
  as: { type: 'string' },
  timeout: { type: 'string', default: '5' },
  wait: { type: 'string', default: '30' },
  'dry-run': { type: 'boolean', default: false },
  emergency: { type: 'boolean', default: false },
  json: { type: 'boolean', default: false },
  help: { type: 'boolean', short: 'h', default: false },
} as const;

/** Where and how a command runs, not what it does: left out of the history's record of it. */
const UNRECORDED = new Set(['env', 'dir', 'timeout', 'wait', 'as', 'dry-run', 'json']);

type Values = ReturnType<typeof parseCommandLine<typeof OPTIONS>>['values'];

export interface TypedCommand {
  /** The command's name; 'help' for --help. */
  name: string | undefined;
  args: string[];
  values: Values;
  /** The command as the history records it: what was typed, without where it was run against. */
  recorded: string;
}

/** A number of seconds typed as a plain decimal ("5", "0.5"), within [min, max]; else a usage error. */
function seconds(option: string, value: string, min: number, max: number): number {
  const number = /^\d+(\.\d+)?$/.test(value) ? Number(value) : NaN;
  if (!(number >= min && number <= max)) {
    throw new UsageError(
      `${option} must be a number of seconds from ${min} to ${max}, not "${value}"`,
    );
  }
  return number;
}

/** One argument as a shell would take it back. */
const quoted = (arg: string) => (/^[\w@%+=:,./-]+$/.test(arg) ? arg : JSON.stringify(arg));

/** Reads the command line; an unknown option or a missing value is a UsageError. */
export function readCommandLine(argv: string[]): TypedCommand {
  const { values, positionals, tokens } = parseCommandLine(argv, OPTIONS);
  const kept: string[] = [];
  for (const token of tokens) {
    if (token.kind === 'positional') kept.push(token.value);
    else if (token.kind === 'option-terminator') kept.push('--');
    else if (!UNRECORDED.has(token.name)) {
      kept.push(argv[token.index] as string);
      // A value typed as the next argument, not as --name=value.
      if (token.value !== undefined && !token.inlineValue) {
        kept.push(argv[token.index + 1] as string);
      }
    }
  }
  const [name, ...args] = values.help ? ['help', ...positionals] : positionals;
  return { name, args, values, recorded: kept.map(quoted).join(' ') };
}

/**
 * The options a command runs with. Checked here, as typing mistakes: a timeout past what a timer
 * can hold would fire at once and read as every remote failing.
 */
export function optionsOf(values: Values, ctx: CampaignContext): Options {
  const timeout = seconds('--timeout', values.timeout, 0.1, 120);
  const wait = seconds('--wait', values.wait, 0, 600);
  return {
    env: values.env,
    dir: values.dir ? path.resolve(ctx.cwd, values.dir) : ctx.campaignsDir,
    entry: values.entry,
    title: values.title,
    ml: values.ml,
    module: values.module,
    opens: values.opens,
    closes: values.closes,
    margin: values.margin,
    minLoads: values['min-loads'],
    reason: values.reason,
    dryRun: values['dry-run'],
    json: values.json,
    emergency: values.emergency,
    timeoutMs: timeout * 1000,
    waitMs: wait * 1000,
    as: values.as,
  };
}

/** The command as history records it: what was typed, without where it was run against. */
export function commandLine(argv: string[]): string {
  return readCommandLine(argv).recorded;
}

const ENV_NAME = /^[a-z][a-z0-9-]*$/;

/** The folder of an environment; a name that is not one is a usage error. */
export function envDir(options: Options, env: string): string {
  if (!ENV_NAME.test(env)) {
    throw new UsageError(`"${env}" is not an environment name (lower-case letters, digits, -)`);
  }
  return path.join(options.dir, env);
}

export function expectArgs(args: string[], count: number, usage: string): void {
  if (args.length !== count) throw new UsageError(`usage: pnpm campaign ${usage}`);
}
