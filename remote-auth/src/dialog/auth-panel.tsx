import { DISTRICTS, type District } from '@onam/shared/backend/districts';
import { AGE_BANDS, PRIVACY_PATH, type AgeBand } from '@onam/shared/backend/privacy';
import { DISPLAY_NAME_MAX } from '@onam/shared/backend/schemas';
import type { Translate } from '@onam/shared/i18n/translator';
import { CheckboxGroup } from '@onam/shared/react/ui/checkbox-group';
import { TextInput } from '@onam/shared/react/ui/text-input';
import { visuallyHidden } from '@onam/shared/react/ui/visually-hidden';
import type { AuthMessageKey } from '../i18n/messages';
import { validationMessageKey } from './error-messages';
import { PASSWORD_RULES, type Field, type PanelMode } from './form-validation';
import { useAuthForm } from './use-auth-form';
import styles from './auth-dialog.module.css';

const AGE_BAND_LABELS: Record<AgeBand, AuthMessageKey> = {
  'under-18': 'field.ageBand.under18',
  adult: 'field.ageBand.adult',
};

export type AuthPanelProps = {
  mode: PanelMode;
  onModeChange: (mode: PanelMode) => void;
  t: Translate<AuthMessageKey>;
  /** Called once an action has signed the visitor in (not after a reset email). */
  onSuccess: () => void;
};

/** The three forms (register, sign in, reset) with their validation and server errors. */
export function AuthPanel({ mode, onModeChange, t, onSuccess }: AuthPanelProps) {
  const {
    baseId,
    fieldId,
    formRef,
    values,
    errors,
    problem,
    resetSentTo,
    pending,
    googleTest,
    setGoogleTest,
    switchMode,
    recheck,
    update,
    choose,
    handleSubmit,
    continueWithGoogle,
    retry,
    handleNamePaste,
    handleNameChange,
  } = useAuthForm({ mode, onModeChange, onSuccess });

  const message = (field: Field) => {
    const key = errors[field];
    return key === undefined ? undefined : t(validationMessageKey(key));
  };

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
                    onChange={() => choose('ageBand', band, 'ageBand')}
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
              onChange={(next) => choose('consent', next, 'consent.terms')}
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
