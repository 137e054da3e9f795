// What `pnpm campaign` and `pnpm release` share: the context a command runs in, how its arguments
// are read, what a typing mistake prints, the exit codes, and the entry points' real context.
import os from 'node:os';
import path from 'node:path';
import { parseArgs, type ParseArgsConfig } from 'node:util';

/** A command's exit codes: done, refused or failed, typed wrongly (the usage is shown). */
export const EXIT = { done: 0, failed: 1, usage: 2 } as const;

/** Where a command runs and writes; the entry points give it the real ones, tests their own. */
export interface CommandContext {
  /** Where relative paths the operator types are resolved from, and shown relative to. */
  cwd: string;
  out: (line: string) => void;
  err: (line: string) => void;
  /** Recorded with what the command writes. */
  author: string;
  now: () => Date;
}

/** A mistake in how the command was typed: the usage is shown, exit code 2 (`usageFailure`). */
export class UsageError extends Error {}

/**
 * The command's options and positionals (`node:util` parseArgs), and the tokens they were read
 * from; an unknown option or a missing value is a UsageError.
 */
export function parseCommandLine<const O extends NonNullable<ParseArgsConfig['options']>>(
  args: string[],
  options: O,
) {
  try {
    return parseArgs({ args, options, allowPositionals: true, tokens: true });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

/** Prints a typing mistake and then the usage; the exit code for it. */
export function usageFailure(ctx: CommandContext, error: UsageError, usage: string): number {
  ctx.err(`${error.message}\n\n${usage}`);
  return EXIT.usage;
}

/** A path as the operator reads it: relative to where they typed the command, unless outside it. */
export function shownPath(ctx: CommandContext, file: string): string {
  const rel = path.relative(ctx.cwd, file);
  return rel.startsWith('..') ? file : rel;
}

/** What went wrong, for a thrown value that may not be an Error. */
export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The context of a command typed at a terminal, for the entry points (campaign.ts, release.ts). */
export function terminalContext(): CommandContext {
  // Output piped into `head` and closed early is no reason to stop half-way through a command.
  process.stdout.on('error', () => undefined);
  return {
    // pnpm runs root scripts from the repository root; INIT_CWD is where the operator typed it.
    cwd: process.env.INIT_CWD ?? process.cwd(),
    out: (line) => console.log(line),
    err: (line) => console.error(line),
    author: process.env.USER || os.userInfo().username,
    now: () => new Date(),
  };
}

/** "2026-08-14 10:02:11 UTC" from an ISO time: one clock for operators in different places. */
export function displayTime(iso: string): string {
  return `${iso.slice(0, 19).replace('T', ' ')} UTC`;
}
