// Why a command stopped short: the errors it throws for the operator to read (output.ts says them).

/**
 * The refusal of a change: specific problems, what the operator can do instead (shown after them),
 * and the reassurance that nothing was written.
 */
export class Refusal extends Error {
  constructor(
    readonly problems: string[],
    readonly headline: string,
    readonly wayOut: string[] = [],
  ) {
    super(headline);
  }
}

/** The change was written but its revision could not be added to the index. */
export class NotRecorded extends Error {}
