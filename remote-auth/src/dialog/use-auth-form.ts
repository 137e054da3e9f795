import { useId, useRef, useState, type ClipboardEvent, type FormEvent } from 'react';
import type { GoogleTestAccount } from '@onam/shared/backend/port';
import { serverProblem, type ServerProblem } from './error-messages';
import {
  EMPTY_VALUES,
  checkForm,
  firstInvalidField,
  nameWasCut,
  pasteOverflowsName,
  type Field,
  type FieldErrors,
  type FormValues,
  type PanelMode,
} from './form-validation';
import { useAuthActions } from './use-auth-actions';

export interface AuthFormOptions {
  mode: PanelMode;
  onModeChange: (mode: PanelMode) => void;
  /** Called once an action has signed the visitor in (not after a reset email). */
  onSuccess: () => void;
}

/**
 * The forms' state and what they do: the values typed, the errors shown, the request under way
 * and how the server answered, and the Google sign-in. The view renders it and calls back.
 */
export function useAuthForm({ mode, onModeChange, onSuccess }: AuthFormOptions) {
  const actions = useAuthActions();
  const baseId = useId();
  const fieldId = (field: Field) => `${baseId}-${field.replace('.', '-')}`;
  const formRef = useRef<HTMLFormElement>(null);

  const [values, setValues] = useState<FormValues>(EMPTY_VALUES);
  const [errors, setErrors] = useState<FieldErrors>({});
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

  function switchMode(next: PanelMode) {
    setErrors({});
    setSubmitted(false);
    setProblem(null);
    setResetSentTo(null);
    onModeChange(next);
  }

  /** After the first submit, a field is checked again when it is left or changed while wrong. */
  function recheck(field: Field, next: FormValues) {
    if (!submitted) return;
    const fresh = checkForm(mode, next).errors[field];
    setErrors((current) => ({ ...current, [field]: fresh }));
  }

  function update<K extends keyof FormValues>(key: K, value: FormValues[K], field: Field) {
    const next = { ...values, [key]: value };
    setValues(next);
    if (errors[field] !== undefined) recheck(field, next);
  }

  /** A choice (age band, consents) is checked again as soon as it is made. */
  function choose<K extends 'ageBand' | 'consent'>(key: K, value: FormValues[K], field: Field) {
    const next = { ...values, [key]: value };
    setValues(next);
    recheck(field, next);
  }

  function focusFirstInvalid(found: FieldErrors) {
    const first = firstInvalidField(found);
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
    const outcome = checkForm(mode, values);
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
    nameOverflow.current = pasteOverflowsName(
      input.value,
      selected,
      event.clipboardData.getData('text'),
    );
  }

  function handleNameChange(next: string) {
    // The field stops at the limit; say why, rather than silently dropping what was typed.
    const cut = nameWasCut(values.displayName, next, nameOverflow.current);
    nameOverflow.current = false;
    setValues({ ...values, displayName: next });
    if (cut) setErrors((current) => ({ ...current, displayName: 'name.tooLong' }));
    else if (errors.displayName !== undefined)
      recheck('displayName', { ...values, displayName: next });
  }

  return {
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
  };
}
