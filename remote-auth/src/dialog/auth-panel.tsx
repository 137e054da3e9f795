import { useId, useRef, useState, type ClipboardEvent, type FormEvent } from 'react';
import type { AuthDialogMode } from '@onam/shared/contracts/auth-dialog';
import { DISTRICTS, type District } from '@onam/shared/backend/districts';
import { AGE_BANDS, PRIVACY_PATH, type AgeBand } from '@onam/shared/backend/privacy';
import type { GoogleTestAccount } from '@onam/shared/backend/port';
import {
  DISPLAY_NAME_MAX,
  PASSWORD_MIN,
  fieldErrors,
  registerSchema,
  resetSchema,
  signInSchema,
} from '@onam/shared/backend/schemas';
import type { Translate } from '@onam/shared/i18n/translator';
import { countGraphemes } from '@onam/shared/ui/graphemes';
import { CheckboxGroup } from '@onam/shared/react/ui/checkbox-group';
import { TextInput } from '@onam/shared/react/ui/text-input';
import { visuallyHidden } from '@onam/shared/react/ui/visually-hidden';
import type { AuthMessageKey } from '../i18n/messages';
import { serverProblem, validationMessageKey, type ServerProblem } from './error-messages';
import { useAuthActions, type AuthActions } from './use-auth-actions';
import styles from './auth-dialog.module.css';

export type PanelMode = AuthDialogMode | 'reset';

/** Everything typed, shared by the three forms so that switching between them loses nothing. */
type Values = {
  displayName: string;
  email: string;
  password: string;
  district: District | '';
  ageBand: AgeBand | '';
  consent: string[];
};

type Field = 'displayName' | 'email' | 'password' | 'district' | 'ageBand' | 'consent.terms';
/** The order fields appear in, so focus goes to the first one that needs attention. */
const FIELD_ORDER: readonly Field[] = [
  'displayName',
  'email',
  'password',
  'district',
  'ageBand',
  'consent.terms',
];

type Errors = Partial<Record<string, string>>;
type Check = { errors: Errors; send?: (actions: AuthActions) => Promise<unknown> };

const EMPTY: Values = {
  displayName: '',
  email: '',
  password: '',
  district: '',
  ageBand: '',
  consent: [],
};

const AGE_BAND_LABELS: Record<AgeBand, AuthMessageKey> = {
  'under-18': 'field.ageBand.under18',
  adult: 'field.ageBand.adult',
};

function check(mode: PanelMode, values: Values): Check {
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

const PASSWORD_RULES: readonly { key: AuthMessageKey; met: (password: string) => boolean }[] = [
  { key: 'field.password.rule.length', met: (p) => countGraphemes(p) >= PASSWORD_MIN },
  { key: 'field.password.rule.letter', met: (p) => /\p{L}/u.test(p) },
  { key: 'field.password.rule.digit', met: (p) => /\d/.test(p) },
];

export type AuthPanelProps = {
  mode: PanelMode;
  onModeChange: (mode: PanelMode) => void;
  t: Translate<AuthMessageKey>;
  /** Called once an action has signed the visitor in (not after a reset email). */
  onSuccess: () => void;
};

/** The three forms (register, sign in, reset) with their validation and server errors. */
export function AuthPanel({ mode, onModeChange, t, onSuccess }: AuthPanelProps) {
  const actions = useAuthActions();
  const baseId = useId();
  const fieldId = (field: Field) => `${baseId}-${field.replace('.', '-')}`;
  const formRef = useRef<HTMLFormElement>(null);

  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [submitted, setSubmitted] = useState(false);
  const [problem, setProblem] = useState<ServerProblem | null>(null);
  const [resetSentTo, setResetSentTo] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  // Against the Auth emulator, Google sign-in asks for a test account (no Google, no network).
  const [googleTest, setGoogleTest] = useState<GoogleTestAccount | null>(null);
  // State updates land after the event; the ref stops a second click in the same frame.
  const pendingRef = useRef(false);
  const lastAttempt = useRef<'form' | 'google'>('form');
  const nameOverflow = useRef(false);

  const message = (field: Field) => {
    const key = errors[field];
    return key === undefined ? undefined : t(validationMessageKey(key));
  };

  function switchMode(next: PanelMode) {
    setErrors({});
    setSubmitted(false);
    setProblem(null);
    setResetSentTo(null);
    onModeChange(next);
  }

  /** After the first submit, a field is checked again when it is left or changed while wrong. */
  function recheck(field: Field, next: Values) {
    if (!submitted) return;
    const fresh = check(mode, next).errors[field];
    setErrors((current) => ({ ...current, [field]: fresh }));
  }

  function update<K extends keyof Values>(key: K, value: Values[K], field: Field) {
    const next = { ...values, [key]: value };
    setValues(next);
    if (errors[field] !== undefined) recheck(field, next);
  }

  function focusFirstInvalid(found: Errors) {
    const first = FIELD_ORDER.find((field) => found[field] !== undefined);
    if (!first) return;
    const form = formRef.current;
    const target =
      first === 'consent.terms'
        ? form?.querySelector<HTMLInputElement>('input[type="checkbox"][value="terms"]')
        : first === 'ageBand'
          ? form?.querySelector<HTMLInputElement>('input[type="radio"][name="ageBand"]')
          : form?.ownerDocument.getElementById(fieldId(first));
    target?.focus();
  }

  async function run(send: () => Promise<unknown>, done: () => void) {
    if (pendingRef.current) return;
    pendingRef.current = true;
    setPending(true);
    setProblem(null);
    setResetSentTo(null);
    try {
      await send();
      done();
    } catch (error) {
      setProblem(serverProblem(error));
    } finally {
      pendingRef.current = false;
      setPending(false);
    }
  }

  function attempt() {
    if (pendingRef.current) return;
    lastAttempt.current = 'form';
    setSubmitted(true);
    const outcome = check(mode, values);
    setErrors(outcome.errors);
    const send = outcome.send;
    if (!send) {
      setProblem(null);
      focusFirstInvalid(outcome.errors);
      return;
    }
    const sentTo = values.email.trim();
    void run(() => send(actions), mode === 'reset' ? () => setResetSentTo(sentTo) : onSuccess);
  }

  function continueWithGoogle() {
    if (pendingRef.current) return;
    if (actions.googleSignIn === 'emulator' && !googleTest) {
      setGoogleTest({ email: values.email.trim(), displayName: values.displayName.trim() });
      return;
    }
    lastAttempt.current = 'google';
    void run(() => actions.signInWithGoogle(googleTest ?? undefined), onSuccess);
  }

  function retry() {
    if (lastAttempt.current === 'google') continueWithGoogle();
    else attempt();
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    attempt();
  }

  function handleNamePaste(event: ClipboardEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const selected = input.value.slice(input.selectionStart ?? 0, input.selectionEnd ?? 0);
    const after =
      countGraphemes(input.value) -
      countGraphemes(selected) +
      countGraphemes(event.clipboardData.getData('text'));
    nameOverflow.current = after > DISPLAY_NAME_MAX;
  }

  function handleNameChange(next: string) {
    // The field stops at the limit; say why, rather than silently dropping what was typed.
    const cut =
      nameOverflow.current ||
      (next === values.displayName && countGraphemes(next) >= DISPLAY_NAME_MAX);
    nameOverflow.current = false;
    setValues({ ...values, displayName: next });
    if (cut) setErrors((current) => ({ ...current, displayName: 'name.tooLong' }));
    else if (errors.displayName !== undefined)
      recheck('displayName', { ...values, displayName: next });
  }

  const problemArea = (
    <>
      <div role="alert" className={styles.problem}>
        {problem && problem.code !== 'popup-closed' && (
          <>
            <p>{t(problem.messageKey)}</p>
            {problem.code === 'email-already-registered' && (
              <button type="button" onClick={() => switchMode('sign-in')}>
                {t('action.signInInstead')}
              </button>
            )}
            {problem.code === 'too-many-attempts' && mode === 'sign-in' && (
              <button type="button" onClick={() => switchMode('reset')}>
                {t('action.forgot')}
              </button>
            )}
            {problem.code === 'network' && (
              <button type="button" onClick={retry} disabled={pending}>
                {t('action.retry')}
              </button>
            )}
          </>
        )}
      </div>
      <div role="status" className={styles.status}>
        {problem?.code === 'popup-closed' && <p>{t(problem.messageKey)}</p>}
        {resetSentTo !== null && <p>{t('reset.sent', { email: resetSentTo })}</p>}
      </div>
    </>
  );

  const emailField = (
    <TextInput
      id={fieldId('email')}
      label={t('field.email.label')}
      name="email"
      type="email"
      autoComplete="email"
      value={values.email}
      onChange={(next) => update('email', next, 'email')}
      onBlur={() => recheck('email', values)}
      error={message('email')}
    />
  );

  const passwordChecklistId = `${baseId}-password-rules`;
  const passwordField = (
    <TextInput
      id={fieldId('password')}
      label={t('field.password.label')}
      name="password"
      type="password"
      autoComplete={mode === 'register' ? 'new-password' : 'current-password'}
      hint={mode === 'register' ? t('field.password.hint') : undefined}
      aria-describedby={mode === 'register' ? passwordChecklistId : undefined}
      value={values.password}
      onChange={(next) => update('password', next, 'password')}
      onBlur={() => recheck('password', values)}
      error={message('password')}
    />
  );

  const google = (
    <>
      <p className={styles.or}>{t('action.or')}</p>
      {googleTest ? (
        <fieldset className={styles.googleTest}>
          <legend>{t('google.test.legend')}</legend>
          <TextInput
            label={t('google.test.email')}
            type="email"
            value={googleTest.email}
            onChange={(email) => setGoogleTest({ ...googleTest, email })}
          />
          <TextInput
            label={t('google.test.name')}
            value={googleTest.displayName}
            maxLength={DISPLAY_NAME_MAX}
            onChange={(displayName) => setGoogleTest({ ...googleTest, displayName })}
          />
        </fieldset>
      ) : null}
      <button
        type="button"
        className={styles.secondary}
        onClick={continueWithGoogle}
        disabled={pending}
      >
        {t(googleTest ? 'google.test.continue' : 'action.google')}
      </button>
    </>
  );

  const submit = (label: AuthMessageKey) => (
    <button type="submit" className={styles.primary} disabled={pending} aria-busy={pending}>
      {t(label)}
    </button>
  );

  const districtError = message('district');
  const districtErrorId = `${fieldId('district')}-error`;
  const ageBandError = message('ageBand');
  const ageBandErrorId = `${fieldId('ageBand')}-error`;
  const ageBandHintId = `${fieldId('ageBand')}-hint`;

  return (
    <div className={styles.panel}>
      <form ref={formRef} noValidate onSubmit={handleSubmit} className={styles.form}>
        {problemArea}

        {mode === 'register' && (
          <>
            <TextInput
              id={fieldId('displayName')}
              label={t('field.displayName.label')}
              hint={t('field.displayName.hint')}
              name="displayName"
              autoComplete="nickname"
              maxLength={DISPLAY_NAME_MAX}
              showCounter
              value={values.displayName}
              onChange={handleNameChange}
              onPaste={handleNamePaste}
              onBlur={() => recheck('displayName', values)}
              error={message('displayName')}
            />
            {emailField}
            {passwordField}
            <ul
              id={passwordChecklistId}
              className={styles.rules}
              aria-label={t('field.password.rules')}
            >
              {PASSWORD_RULES.map((rule) => {
                const met = rule.met(values.password);
                return (
                  <li key={rule.key} data-met={met}>
                    {t(rule.key)}{' '}
                    <span className={visuallyHidden}>
                      {t(met ? 'field.password.rule.met' : 'field.password.rule.unmet')}
                    </span>
                  </li>
                );
              })}
            </ul>
            <div className={styles.field}>
              <label htmlFor={fieldId('district')}>{t('field.district.label')}</label>
              <select
                id={fieldId('district')}
                name="district"
                required
                value={values.district}
                onChange={(event) =>
                  update('district', event.target.value as District | '', 'district')
                }
                onBlur={() => recheck('district', values)}
                aria-invalid={districtError ? true : undefined}
                aria-describedby={districtError ? districtErrorId : undefined}
              >
                <option value="">{t('field.district.placeholder')}</option>
                {DISTRICTS.map((district) => (
                  <option key={district} value={district}>
                    {t(`district.${district}` as const)}
                  </option>
                ))}
              </select>
              {districtError && (
                <p id={districtErrorId} role="alert" className={styles.error}>
                  {districtError}
                </p>
              )}
            </div>
            <fieldset
              className={styles.choice}
              aria-describedby={ageBandError ? `${ageBandHintId} ${ageBandErrorId}` : ageBandHintId}
            >
              <legend>{t('field.ageBand.label')}</legend>
              <p id={ageBandHintId} className={styles.hint}>
                {t('field.ageBand.hint')}
              </p>
              {AGE_BANDS.map((band) => (
                <label key={band} className={styles.option}>
                  <input
                    type="radio"
                    name="ageBand"
                    value={band}
                    required
                    checked={values.ageBand === band}
                    aria-invalid={ageBandError ? true : undefined}
                    onChange={() => {
                      const updated = { ...values, ageBand: band };
                      setValues(updated);
                      recheck('ageBand', updated);
                    }}
                  />
                  {t(AGE_BAND_LABELS[band])}
                </label>
              ))}
              {ageBandError && (
                <p id={ageBandErrorId} role="alert" className={styles.error}>
                  {ageBandError}
                </p>
              )}
            </fieldset>
            <p className={styles.notice}>
              <a href={PRIVACY_PATH} target="_blank" rel="noopener">
                {t('field.consent.notice')}
              </a>
            </p>
            <CheckboxGroup
              label={t('field.consent.label')}
              name="consent"
              options={[
                { value: 'terms', label: t('field.consent.terms') },
                { value: 'newsletter', label: t('field.consent.newsletter') },
              ]}
              value={values.consent}
              onChange={(next) => {
                const updated = { ...values, consent: next };
                setValues(updated);
                recheck('consent.terms', updated);
              }}
              error={message('consent.terms')}
            />
            {submit('action.register')}
            {google}
            <button type="button" className={styles.link} onClick={() => switchMode('sign-in')}>
              {t('action.toSignIn')}
            </button>
          </>
        )}

        {mode === 'sign-in' && (
          <>
            {emailField}
            {passwordField}
            <button type="button" className={styles.link} onClick={() => switchMode('reset')}>
              {t('action.forgot')}
            </button>
            {submit('action.signIn')}
            {google}
            <button type="button" className={styles.link} onClick={() => switchMode('register')}>
              {t('action.toRegister')}
            </button>
          </>
        )}

        {mode === 'reset' && (
          <>
            <p>{t('reset.intro')}</p>
            {emailField}
            {submit('action.sendReset')}
            <button type="button" className={styles.link} onClick={() => switchMode('sign-in')}>
              {t('action.backToSignIn')}
            </button>
          </>
        )}
      </form>
    </div>
  );
}
