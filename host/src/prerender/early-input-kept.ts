import { EARLY_INPUT_GLOBAL } from './names';

// What the page's inline script kept of what a visitor did before the app answered
// (inline-script.ts), read by the replay (early-input.ts) and, for a page drawn again, by
// early-input-redrawn.ts.

/** One thing a visitor did before the app answered, as the inline script kept it. */
export type EarlyInput =
  | { kind: 'press'; target: HTMLButtonElement }
  | { kind: 'check'; target: HTMLInputElement }
  | { kind: 'pick'; target: HTMLSelectElement; value: string }
  | { kind: 'type'; target: HTMLInputElement | HTMLTextAreaElement; value: string };

/**
 * Takes what the inline script kept (once: a second call finds nothing). From then on the script
 * keeps no more text: what the visitor types reaches the app.
 */
export function takeEarlyInput(owner: object = window): EarlyInput[] {
  const kept = peekEarlyInput(owner);
  (owner as Record<string, unknown>)[EARLY_INPUT_GLOBAL] = [];
  return kept;
}

/** What the inline script has kept so far, left where it is. */
export function peekEarlyInput(owner: object = window): EarlyInput[] {
  const kept = (owner as Record<string, unknown>)[EARLY_INPUT_GLOBAL];
  return Array.isArray(kept) ? (kept as EarlyInput[]) : [];
}
