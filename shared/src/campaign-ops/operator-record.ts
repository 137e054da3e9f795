// Who is an operator, as the server's gate reads it and `pnpm operators` writes it: an account
// with the `operator` custom claim AND this document (deploy/functions/src/operators/operator-gate.ts
// says why both).

/** `operators/{uid}`: written by `pnpm operators grant`, deleted by `revoke`; no client reads it. */
export interface OperatorDoc {
  email: string;
  /** ISO 8601, the tool's clock. */
  grantedAt: string;
}

export const operatorPath = (uid: string) => `operators/${uid}`;
