// A schema's problems as people read them, one wording for every schema the project checks: the
// manifest, a game package's facts, a release record, a callable's request.

/** Where a schema found a problem, and what (zod's issues have this shape). */
export interface SchemaIssue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
  /** A record's key that failed: zod says "Invalid key in record" and puts the reason here. */
  readonly code?: string;
  readonly issues?: readonly { readonly message: string }[];
}

/** What is wrong, in the words of the check that failed (a bad key says why it is bad). */
const messageOf = (issue: SchemaIssue) =>
  issue.code === 'invalid_key' && issue.issues?.[0] ? issue.issues[0].message : issue.message;

/** Each problem on a line of its own: "remotes.games.entry: must be https", or "<root>: …". */
export function problemLines(issues: readonly SchemaIssue[], root: string): string[] {
  return issues.map((issue) => `${issue.path.map(String).join('.') || root}: ${messageOf(issue)}`);
}

/** The first five in one line, for a refusal: "play.score: Too big; deviceId: Invalid string". */
export function problemsInOneLine(issues: readonly SchemaIssue[], root = 'request'): string {
  return problemLines(issues.slice(0, 5), root).join('; ');
}
