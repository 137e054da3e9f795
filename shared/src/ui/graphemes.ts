/**
 * Text length as a visitor sees it: one emoji, one accented letter or one Malayalam conjunct is one
 * character, however many UTF-16 code units it takes. `Intl.Segmenter` gives grapheme clusters;
 * where it is missing, code points are the next best thing (an emoji is still one, a surrogate pair
 * is never split).
 */

let segmenter: Intl.Segmenter | undefined;

/**
 * Printable ASCII, where every character is a cluster of its own: split without a Segmenter, since
 * the first one a page builds loads ICU's break rules (about 50 ms on this machine, eight times
 * that on a cheap phone), and an empty or Latin name field is what most forms draw first.
 */
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

export function splitGraphemes(text: string): string[] {
  if (PRINTABLE_ASCII.test(text)) return text.split('');
  // Looked up on each call (not once at import) so a runtime without Segmenter is handled wherever
  // this module is first loaded.
  const Segmenter = (Intl as Partial<typeof Intl>).Segmenter;
  if (typeof Segmenter !== 'function') return Array.from(text);
  segmenter ??= new Segmenter(undefined, { granularity: 'grapheme' });
  return Array.from(segmenter.segment(text), (part) => part.segment);
}

export function countGraphemes(text: string): number {
  return splitGraphemes(text).length;
}

/** The first `max` characters of `text`. */
export function truncateGraphemes(text: string, max: number): string {
  const parts = splitGraphemes(text);
  return parts.length <= max ? text : parts.slice(0, Math.max(0, max)).join('');
}

export type ClampedEdit = {
  value: string;
  /**
   * Where the caret belongs after a cut (in UTF-16 units, as `setSelectionRange` wants): just after
   * what was kept of the insertion. `null` when nothing was cut.
   */
  caret: number | null;
};

/**
 * Applies an edit (`previous` became `next`) without going over `max` characters, as native
 * `maxlength` does: the text that was already there stays and only the newly inserted part is cut,
 * so pasting into the middle of a full field does not push its end off.
 */
export function clampEdit(previous: string, next: string, max: number): ClampedEdit {
  const after = splitGraphemes(next);
  if (after.length <= max) return { value: next, caret: null };

  const before = splitGraphemes(previous);
  let start = 0;
  while (start < before.length && start < after.length && before[start] === after[start]) start++;
  let end = 0;
  while (
    end < before.length - start &&
    end < after.length - start &&
    before[before.length - 1 - end] === after[after.length - 1 - end]
  ) {
    end++;
  }

  const room = max - start - end;
  if (room < 0) {
    // What was already there is over the limit (a value set from outside): keep the start.
    const value = after.slice(0, max).join('');
    return { value, caret: value.length };
  }
  const head = after.slice(0, start + room).join('');
  const tail = after.slice(after.length - end).join('');
  return { value: head + tail, caret: head.length };
}
