export type PromptRules = {
  /** The value must match (anchor it with ^…$ to cover the whole value; `g` and `y` are ignored). */
  pattern?: RegExp;
  /** `true` accepts; `false` rejects with `errorMessage`; a string rejects with that string as message. */
  validator?: (value: string) => boolean | string;
  /** Shown when the pattern or the validator rejects without its own message. */
  errorMessage: string;
};

export type PromptCheck = { ok: true } | { ok: false; message: string };

/** Checks a prompt's answer the way Element UI's message-box prompt does: pattern, then validator. */
export function validatePromptInput(
  value: string,
  { pattern, validator, errorMessage }: PromptRules,
): PromptCheck {
  if (pattern && !statelessCopy(pattern).test(value)) return { ok: false, message: errorMessage };
  if (validator) {
    const verdict = validator(value);
    if (typeof verdict === 'string') return { ok: false, message: verdict || errorMessage };
    if (!verdict) return { ok: false, message: errorMessage };
  }
  return { ok: true };
}

// `test` on a global or sticky RegExp starts from `lastIndex` and moves it, so the same value
// would pass and fail alternately.
function statelessCopy(pattern: RegExp): RegExp {
  return pattern.global || pattern.sticky
    ? new RegExp(pattern.source, pattern.flags.replace(/[gy]/g, ''))
    : pattern;
}
