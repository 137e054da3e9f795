// `pnpm campaign <command>`: operators' changes to an environment's campaign manifest, kept in
// its file or live in Firestore. The command line is read once; the command comes from the table.
import { EXIT, UsageError } from '../command';
import { liveTargetOf } from './live-campaign';
import type { ChangeCommand } from './campaign-command';
import { envDir, expectArgs, optionsOf, readCommandLine } from './command-line';
import { COMMANDS, USAGE } from './command-table';
import type { CampaignContext, Invocation, Options } from './context';
import { writeChange } from './file-change';
import { changeAuthor, changeInFirestore } from './firestore';
import { failure } from './output';

export type { CampaignContext } from './context';
export { commandLine } from './command-line';

/** Runs one command; resolves to the process exit code (0 done, 1 refused or failed, 2 misuse). */
export async function runCampaign(argv: string[], ctx: CampaignContext): Promise<number> {
  let options: Options | undefined;
  let changing = false;
  try {
    const typed = readCommandLine(argv);
    options = optionsOf(typed.values, ctx);
    const { name, args, recorded } = typed;
    if (!name || name === 'help') {
      ctx.out(USAGE);
      return name ? EXIT.done : EXIT.usage;
    }
    const command = COMMANDS.get(name);
    if (!command) throw new UsageError(`unknown command "${name}"`);
    const env = (command.changes ? command.targetEnv?.(args) : undefined) ?? options.env;
    const target = liveTargetOf(envDir(options, env));
    changing = command.changes;
    if (target) {
      const inv = { ctx, args, recorded, options: { ...options, env } };
      if (!command.changes) {
        expectArgs(args, command.arity, command.usage);
        return await command.inFirestore(inv, target);
      }
      const author = changeAuthor(inv, target);
      const make = await prepared(command, inv).forFirestore();
      return await changeInFirestore(inv, target, author, make);
    }
    const inv = { ctx, args, recorded, options };
    if (!command.changes) {
      expectArgs(args, command.arity, command.usage);
      return await command.inFile(inv);
    }
    if (options.emergency && !command.emergency) {
      throw new UsageError(
        `--emergency is for switch-off and rollback only (the way out when the live manifest is broken or the remotes are down)`,
      );
    }
    return await writeChange(inv, prepared(command, inv).forFile());
  } catch (error) {
    return failure(ctx, options, error, changing, USAGE);
  }
}

/** The command's arguments counted and checked: how it makes its change. */
function prepared(command: ChangeCommand, inv: Invocation) {
  expectArgs(inv.args, command.arity, command.usage);
  return command.prepare(inv);
}
