import { EARLY_INPUT_GLOBAL } from './names';

/** One thing a visitor did before the app answered, as the inline script kept it. */
export type EarlyInput =
  | { kind: 'press'; target: HTMLButtonElement }
  | { kind: 'check'; target: HTMLInputElement }
  | { kind: 'pick'; target: HTMLSelectElement; value: string };

/** Takes what the inline script kept (once: a second call finds nothing). */
export function takeEarlyInput(owner: object = window): EarlyInput[] {
  const store = owner as Record<string, unknown>;
  const kept = store[EARLY_INPUT_GLOBAL];
  store[EARLY_INPUT_GLOBAL] = [];
  return Array.isArray(kept) ? (kept as EarlyInput[]) : [];
}

const nextTask = (ms = 0) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Whether React has adopted this element yet. The app's first commit adopts the page's frame, but a
 * part inside a Suspense boundary may be adopted a moment later, and a change made to it before
 * then is one React never sees. React DOM keeps its instance on each element it owns under a
 * `__reactFiber$` key: internal, so early-input.test.tsx checks it on the React installed.
 */
export function isAdopted(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
}

/** How long the replay waits for React to adopt the controls before giving up on them. */
export const ADOPTION_WAIT_MS = 10_000;

async function whenAdopted(input: readonly EarlyInput[], waitMs: number) {
  const deadline = Date.now() + waitMs;
  const pending = () => input.some(({ target }) => target.isConnected && !isAdopted(target));
  while (pending() && Date.now() < deadline) await nextTask(16);
}

/**
 * Puts back the state React adopted, so the replay below is a change React sees. While hydrating,
 * React leaves a control as the visitor left it, but keeps its own state (the control's
 * `defaultChecked`, set from it, and the option the server marked selected).
 */
function restoreAdoptedState(input: readonly EarlyInput[]) {
  for (const { kind, target } of input) {
    if (!isAdopted(target)) continue; // not React's: nothing to put back, nothing replayed
    if (kind === 'check') {
      // Ticking a radio button unticked the others of its group (same name, same form).
      const scope = target.form ?? target.ownerDocument;
      const group =
        target.type === 'radio' && target.name
          ? [...scope.querySelectorAll<HTMLInputElement>('input[type="radio"]')].filter(
              (radio) => radio.name === target.name && radio.form === target.form,
            )
          : [target];
      for (const control of group) control.checked = control.defaultChecked;
    } else if (kind === 'pick') {
      const adopted = [...target.options].find((option) => option.defaultSelected);
      if (adopted) target.value = adopted.value;
    }
  }
}

/**
 * Hands the app what the visitor did on the prerendered page before it answered, in order, one
 * task apart so each lands on the screen the one before it made: the chip they chose is chosen, the
 * Start they pressed starts. Controls the app has since removed or disabled are left alone.
 */
export async function replayEarlyInput(
  input: readonly EarlyInput[] = takeEarlyInput(),
  { waitMs = ADOPTION_WAIT_MS }: { waitMs?: number } = {},
) {
  if (input.length === 0) return;
  await whenAdopted(input, waitMs);
  restoreAdoptedState(input);
  for (const entry of input) {
    await nextTask();
    const { target } = entry;
    if (!target.isConnected || target.disabled || !isAdopted(target)) continue;
    if (entry.kind === 'pick') {
      target.value = entry.value;
      target.dispatchEvent(new Event('change', { bubbles: true }));
    } else {
      target.click();
    }
  }
}
