import type { AuthDialogMode } from '@onam/shared/contracts/auth-dialog';
import type { District } from '@onam/shared/backend/districts';
import type { AgeBand } from '@onam/shared/backend/privacy';
import {
  DISPLAY_NAME_MAX,
  PASSWORD_MIN,
  fieldErrors,
  registerSchema,
  resetSchema,
  signInSchema,
} from '@onam/shared/backend/schemas';
import { countGraphemes } from '@onam/shared/ui/graphemes';
import type { AuthMessageKey } from '../i18n/messages';
import type { AuthActions } from './use-auth-actions';

/** The dialog's three forms: the two a host can open it on, and the password reset. */
export type PanelMode = AuthDialogMode | 'reset';

/** Everything typed, shared by the three forms so that switching between them loses nothing. */
export type FormValues = {
  displayName: string;
  email: string;
  password: string;
  district: District | '';
  ageBand: AgeBand | '';
  consent: string[];
};

export type Field = 'displayName' | 'email' | 'password' | 'district' | 'ageBand' | 'consent.terms';

/** The order fields appear in, so focus goes to the first one that needs attention. */
export const FIELD_ORDER: readonly Field[] = [
  'displayName',
  'email',
  'password',
  'district',
  'ageBand',
  'consent.terms',
];

/** A field's path → the schema's message key for what is wrong with it ('name.tooLong'). */
export type FieldErrors = Partial<Record<string, string>>;

/** What a form's values come to: its errors, or, when there are none, the request to send. */
export type FormCheck = { errors: FieldErrors; send?: (actions: AuthActions) => Promise<unknown> };

export const EMPTY_VALUES: FormValues = {
  displayName: '',
  email: '',
  password: '',
  district: '',
  ageBand: '',
  consent: [],
};

/**
 * Checks a form with the same schemas the backend checks its input with, so the form refuses
 * exactly what the server would, in the visitor's language before anything is sent.
 */
export function checkForm(mode: PanelMode, values: FormValues): FormCheck {
  if (mode === 'register') {
    const result = registerSchema.safeParse({
      displayName: values.displayName,
      email: values.email,
      password: values.password,
      district: values.district === '' ? undefined : values.district,
      ageBand: values.ageBand === '' ? undefined : values.ageBand,
      consent: {
        terms: values.consent.includes('terms'),
        newsletter: values.consent.includes('newsletter'),
      },
    });
    if (!result.success) return { errors: fieldErrors(result.error) };
    const input = result.data;
    return { errors: {}, send: (actions) => actions.register(input) };
  }
  if (mode === 'sign-in') {
    const result = signInSchema.safeParse({ email: values.email, password: values.password });
    if (!result.success) return { errors: fieldErrors(result.error) };
    const { email, password } = result.data;
    return { errors: {}, send: (actions) => actions.signIn(email, password) };
  }
  const result = resetSchema.safeParse({ email: values.email });
  if (!result.success) return { errors: fieldErrors(result.error) };
  const { email } = result.data;
  return { errors: {}, send: (actions) => actions.sendPasswordReset(email) };
}

/** The first field, in the order they appear, that has an error. */
export function firstInvalidField(errors: FieldErrors): Field | undefined {
  return FIELD_ORDER.find((field) => errors[field] !== undefined);
}

/** The registration's password checklist, each rule shown met or not as the visitor types. */
export const PASSWORD_RULES: readonly {
  key: AuthMessageKey;
  met: (password: string) => boolean;
}[] = [
  { key: 'field.password.rule.length', met: (p) => countGraphemes(p) >= PASSWORD_MIN },
  { key: 'field.password.rule.letter', met: (p) => /\p{L}/u.test(p) },
  { key: 'field.password.rule.digit', met: (p) => /\d/.test(p) },
];

/** Whether pasting `pasted` over the `selected` part of a name would take it past the limit. */
export function pasteOverflowsName(value: string, selected: string, pasted: string): boolean {
  return (
    countGraphemes(value) - countGraphemes(selected) + countGraphemes(pasted) > DISPLAY_NAME_MAX
  );
}

/**
 * Whether a name field's change was cut at the limit: a paste that overflowed, or a keystroke the
 * full field refused (the value did not change).
 */
export function nameWasCut(previous: string, next: string, pasteOverflowed: boolean): boolean {
  return pasteOverflowed || (next === previous && countGraphemes(next) >= DISPLAY_NAME_MAX);
}
