// What an operator types is checked before it touches a manifest: names that would reach into
// Object.prototype, characters that hide or reorder text, and plain http to another machine are
// refused with a message that names the field (docs/decisions/027). The manifest schema refuses the
// same in a file written by hand; these say it in the operator's terms, before anything is built.
import { isRemotePlainHttp, RESERVED_NAMES, UNSAFE_TEXT } from '@onam/shared/manifest/schema';
import { EditError } from '@onam/shared/campaign-ops/manifest-edit';

const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;

function codePoint(char: string): string {
  return `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
}

/** Why `value` cannot be operator text, naming the first offending character; null when it can. */
export function unsafeTextProblem(value: string): string | null {
  const found = UNSAFE_TEXT.exec(value);
  if (!found) return null;
  const char = found[0];
  const kind = BIDI_CONTROLS.test(char)
    ? 'an invisible text-direction control, which can make text read other than it is'
    : /\p{Cc}|[\u2028\u2029]/u.test(char)
      ? 'a control character or line break'
      : 'an invisible format character';
  return `contains ${codePoint(char)}, ${kind}; type the text without it`;
}

/** Refuses control and invisible text-direction characters in what the operator typed as `field`. */
export function checkText(field: string, value: string | undefined): void {
  if (value === undefined) return;
  const problem = unsafeTextProblem(value);
  if (problem) throw new EditError(`${field} ${problem}`);
}

/** Refuses a name (remote, module…) that is Object.prototype's or a function's own. */
export function checkName(field: string, value: string): void {
  checkText(field, value);
  if (RESERVED_NAMES.includes(value) || Object.hasOwn(Object.prototype, value)) {
    throw new EditError(
      `${field} "${value}" is reserved (a name every JavaScript object already has); choose another`,
    );
  }
}

/** Refuses an entry URL with plain http to another machine than this one. */
export function checkEntry(field: string, value: string | undefined): void {
  if (value === undefined) return;
  checkText(field, value);
  if (isRemotePlainHttp(value)) {
    throw new EditError(
      `${field} "${value}" is plain http to another machine: use https (http only for localhost, 127.0.0.1 or [::1])`,
    );
  }
}
