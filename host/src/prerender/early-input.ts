import { peekEarlyInput, takeEarlyInput, type EarlyInput } from './early-input-kept';

export { takeEarlyInput, type EarlyInput };

const nextTask = (ms = 0) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** What this reads of React DOM's fiber on an element (internal; see isAdopted). */
interface FiberLike {
  tag: number;
  flags: number;
  return: FiberLike | null;
  alternate: unknown;
}

/** React's HostRoot tag, and its Placement | Hydrating flags: a fiber not yet on screen. */
const HOST_ROOT = 3;
const NOT_YET_MOUNTED = 0b10 | 0b1000000000000;

/**
 * Whether React has adopted this element yet: a click on it now reaches the app. The app's first
 * commit adopts the page's frame, but a part inside a Suspense boundary is adopted later, and a
 * change made to it before then is one React never sees. React DOM keeps its instance on each
 * element it owns under a `__reactFiber$` key; that instance exists from the moment React has
 * drawn the element, but until its boundary commits it is still hydrating, and React drops events
 * on it. So this asks as React's own event system does (getNearestMountedFiber): up from the
 * element, no fiber new since the last commit may still be placed or hydrating, and the chain must
 * reach the root. Internal, so early-input.test.tsx checks it on the React installed.
 */
export function isAdopted(element: Element): boolean {
  const key = Object.keys(element).find((name) => name.startsWith('__reactFiber$'));
  const fiber = key ? (element as unknown as Record<string, FiberLike | undefined>)[key] : null;
  if (!fiber) return false;
  let node: FiberLike = fiber;
  let nearestMounted: FiberLike | null = fiber;
  for (let next: FiberLike | null = node; next && !next.alternate; next = node.return) {
    node = next;
    if ((node.flags & NOT_YET_MOUNTED) !== 0) nearestMounted = node.return;
  }
  while (node.return) node = node.return;
  return node.tag === HOST_ROOT && nearestMounted === fiber;
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

/** Whether every control the visitor used is still on the page (it was adopted, not drawn again). */
const allOnThePage = (input: readonly EarlyInput[]) =>
  input.every(({ target }) => target.isConnected);

/**
 * What was done, on the controls of the new drawing where the app drew the page again instead of
 * adopting it: each is looked for there (early-input-redrawn.ts, loaded only then: most pages are
 * adopted).
 */
async function foundAgain(input: readonly EarlyInput[]): Promise<readonly EarlyInput[]> {
  const redrawn = await import(
    /* webpackChunkName: "early-input-redrawn" */ './early-input-redrawn'
  );
  return redrawn.onThePageNow(input);
}

/** Writes a field's value as typing does, past React's watch on the element's own setter. */
function writeNatively(target: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const prototype =
    target instanceof HTMLTextAreaElement
      ? HTMLTextAreaElement.prototype
      : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(target, value);
}

/**
 * Hands the app what the visitor did on the prerendered page before it answered, in order, one
 * task apart so each lands on the screen the one before it made: the chip they chose is chosen, the
 * Start they pressed starts. Where the app drew the page again rather than adopting it, each
 * control is the one that stands for it in the new drawing (early-input-redrawn.ts). Controls the
 * app has since removed or disabled, or that it drew again twice or not at all, are left alone.
 */
export async function replayEarlyInput(
  given?: readonly EarlyInput[],
  { waitMs = ADOPTION_WAIT_MS }: { waitMs?: number } = {},
) {
  const kept = given ?? peekEarlyInput();
  const seen = allOnThePage(kept) ? kept : await foundAgain(kept);
  if (seen.length === 0) {
    if (!given) takeEarlyInput();
    return;
  }
  await whenAdopted(seen, waitMs);
  // Taken once the controls are the app's: the text typed while it waited is in it too. From here
  // the inline script keeps no more text, and a field typed in before its text is handed over
  // (a task or more later) is one whose text the app has seen whole: the visitor typed on from
  // what the field showed, and the app read all of it. Handing the older text over then would
  // drop the letters typed meanwhile ("Meera Nar" for "Meera Nair").
  // (The replay's own input events land here too, each after its field was handed its text: a
  // field is handed its text once, so they change nothing.) Listened to from the take on, in the
  // same task, so that no letter typed after it goes unseen, the wait for a new drawing's
  // controls included.
  const typedOn = new Set<EventTarget>();
  const noteTyping = (event: Event) => {
    if (event.target) typedOn.add(event.target);
  };
  const doc = seen[0]?.target.ownerDocument ?? document;
  doc.addEventListener('input', noteTyping, true);
  const taken = given ?? takeEarlyInput();
  try {
    const input = allOnThePage(taken) ? taken : await foundAgain(taken);
    restoreAdoptedState(input);
    await handOver(input, typedOn);
  } finally {
    doc.removeEventListener('input', noteTyping, true);
  }
}

/** The replay itself: each entry a task apart, a field's text once, as it was last left. */
async function handOver(input: readonly EarlyInput[], typedOn: ReadonlySet<EventTarget>) {
  // A field's text is handed over once, as it was last left.
  const lastText = new Map<Element, EarlyInput>();
  for (const entry of input) if (entry.kind === 'type') lastText.set(entry.target, entry);
  for (const entry of input) {
    if (entry.kind === 'type' && lastText.get(entry.target) !== entry) continue;
    await nextTask();
    const { target } = entry;
    if (!target.isConnected || target.disabled || !isAdopted(target)) continue;
    if (entry.kind === 'pick') {
      target.value = entry.value;
      target.dispatchEvent(new Event('change', { bubbles: true }));
    } else if (entry.kind === 'type') {
      // The text as the visitor last left it: the inline script kept each change they made up to
      // the moment this took it, after the app arrived too. The field's own text may be the
      // app's by now (a name it filled in), never to be taken for theirs.
      const field = entry.target;
      const text = entry.value;
      if (typedOn.has(field)) continue;
      // React may hold the value it drew (the field's default) while the field shows what was
      // typed. Told something else through the element's own setter, which React watches, the
      // native write after it is a change React sees; in one step, so the text never leaves the
      // screen.
      field.value = text === '' ? ' ' : '';
      writeNatively(field, text);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    } else {
      target.click();
    }
  }
}
