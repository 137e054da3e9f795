import { peekEarlyInput, type EarlyInput } from './early-input-kept';

// A drawn page the app draws again instead of adopting it (one drawn for another manifest, day or
// side of a canary than the app's): what the visitor did on it is found again in the new drawing.
// Loaded only then (render.tsx, early-input.ts): most pages are adopted.

/** An id or group name React made (useId): the server's and a new drawing's differ. */
const REACT_ID = /^(?:_[rR]_[0-9a-z]*_|:[rR][0-9a-z]*:|«[rR][0-9a-z]*»)$/;
const stable = (value: string | null) => (value && !REACT_ID.test(value) ? value : '');
const wordsOf = (node: Node | null | undefined) =>
  (node?.textContent ?? '').replace(/\s+/g, ' ').trim();

/** The words a control is known by: its aria-label, the elements naming it, its labels. */
function labelOf(control: Element): string {
  const label = control.getAttribute('aria-label');
  if (label) return label;
  const namedBy = control.getAttribute('aria-labelledby');
  if (namedBy) {
    return namedBy
      .split(/\s+/)
      .map((id) => wordsOf(control.ownerDocument.getElementById(id)))
      .join(' ');
  }
  const labels = (control as HTMLInputElement).labels;
  if (labels && labels.length > 0) return [...labels].map(wordsOf).join(' ');
  return wordsOf(control.closest('label'));
}

/**
 * What a control is, as a page drawn again would draw it: its kind, and the name, value and words
 * a visitor knows it by, leaving out the ids React makes (a new drawing's are not the server's).
 */
function whatItIs(control: Element): string {
  const type = control.getAttribute('type') ?? '';
  if (control instanceof HTMLButtonElement) {
    return `button ${labelOf(control) || wordsOf(control)}`;
  }
  const name = stable(control.getAttribute('name'));
  if (control instanceof HTMLInputElement && (type === 'radio' || type === 'checkbox')) {
    return `${type} ${name} ${control.value} ${labelOf(control)}`;
  }
  return `${control.tagName} ${type} ${name || stable(control.id)} ${labelOf(control)}`;
}

/** What each control the visitor used was, noted while it was still on the page. */
const noted = new WeakMap<Element, string>();

/**
 * Notes what each control the visitor has used so far is, while it is still on the page: called
 * just before the app draws the page again instead of adopting it (render.tsx), since a control
 * taken off the page no longer says which label names it.
 */
export function noteEarlyInput(owner: object = window): void {
  for (const { target } of peekEarlyInput(owner)) {
    if (target.isConnected && !noted.has(target)) noted.set(target, whatItIs(target));
  }
}

/**
 * The control of the page now on show that stands for `control`, where the app drew the page
 * again instead of adopting it (a page drawn for another manifest, day or side of a canary): the
 * one element there that is what `control` was, or null when there is none, or more than one.
 */
function counterpart<T extends Element>(control: T): T | null {
  const doc = control.ownerDocument;
  const page = doc.getElementById('root') ?? doc;
  const wanted = noted.get(control) ?? whatItIs(control);
  const found = [...page.querySelectorAll(control.tagName)].filter(
    (element) => whatItIs(element) === wanted,
  );
  return found.length === 1 ? (found[0] as T) : null;
}

/**
 * What was done, on the controls now on show: one the app took away with the drawn page is looked
 * for in the page it drew instead; one that cannot be found there (exactly once) is left as it was,
 * and so skipped.
 */
export function onThePageNow(input: readonly EarlyInput[]): EarlyInput[] {
  const found = new Map<Element, Element | null>();
  return input.map((entry) => {
    if (entry.target.isConnected) return entry;
    if (!found.has(entry.target)) found.set(entry.target, counterpart(entry.target));
    const target = found.get(entry.target);
    return target ? ({ ...entry, target } as EarlyInput) : entry;
  });
}
