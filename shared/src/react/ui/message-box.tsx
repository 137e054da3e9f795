import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { validatePromptInput } from '../../ui/prompt-validation';
import { useTranslation } from '../locale-context';
import { uiMessages } from './messages';
import styles from './message-box.module.css';

export type MessageBoxProps = {
  open: boolean;
  title: string;
  message?: ReactNode;
  inputLabel: string;
  /** What the input holds each time the box opens. */
  defaultValue?: string;
  inputType?: 'text' | 'email' | 'tel' | 'url' | 'number' | 'password' | 'search';
  inputPlaceholder?: string;
  inputAutoComplete?: string;
  inputPattern?: RegExp;
  /** `true` accepts; `false` shows `inputErrorMessage`; a string is shown as the error itself. */
  inputValidator?: (value: string) => boolean | string;
  /** Defaults to "Illegal input" from the catalogue. */
  inputErrorMessage?: string;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Called with a valid answer; close the box by setting `open` to false. */
  onConfirm: (value: string) => void;
  /** Called for the Cancel button and for Escape. */
  onCancel: () => void;
};

/**
 * A modal prompt on the native <dialog> (Element UI's message-box prompt): the browser traps focus
 * and turns Escape into a cancel. The answer is checked on confirm; a wrong one is explained beside
 * the input and kept for correcting, and is re-checked as the visitor types.
 */
export function MessageBox({
  open,
  title,
  message,
  inputLabel,
  defaultValue = '',
  inputType = 'text',
  inputPlaceholder,
  inputAutoComplete = 'off',
  inputPattern,
  inputValidator,
  inputErrorMessage,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
}: MessageBoxProps) {
  const t = useTranslation(uiMessages);
  const id = useId();
  const titleId = `${id}-title`;
  const messageId = `${id}-message`;
  const inputId = `${id}-input`;
  const errorId = `${id}-error`;
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);

  const [answer, setAnswer] = useState(defaultValue);
  const [attempted, setAttempted] = useState(false);
  // A fresh answer each time the box opens (state adjusted during render, not in an effect).
  const [shownOpen, setShownOpen] = useState(open);
  if (open !== shownOpen) {
    setShownOpen(open);
    if (open) {
      setAnswer(defaultValue);
      setAttempted(false);
    }
  }

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      const active = dialog.ownerDocument.activeElement;
      returnFocusTo.current = active instanceof HTMLElement ? active : null;
      dialog.showModal();
      inputRef.current?.focus();
      inputRef.current?.select();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  const rules = {
    pattern: inputPattern,
    validator: inputValidator,
    errorMessage: inputErrorMessage ?? t('messageBox.illegalInput'),
  };
  const check = attempted ? validatePromptInput(answer, rules) : { ok: true as const };
  const errorText = check.ok ? null : check.message;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAttempted(true);
    if (validatePromptInput(answer, rules).ok) onConfirm(answer);
    else inputRef.current?.focus();
  }

  function handleClose() {
    const target = returnFocusTo.current;
    returnFocusTo.current = null;
    if (target?.isConnected) target.focus();
    // Closed by the browser (Escape) while the caller still has it open: that is a cancel. When the
    // caller closed it, `open` is already false here.
    if (open) onCancel();
  }

  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-labelledby={titleId}
      aria-describedby={message ? messageId : undefined}
      onClose={handleClose}
    >
      <form className={styles.form} noValidate onSubmit={handleSubmit}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {message && (
          <div id={messageId} className={styles.message}>
            {message}
          </div>
        )}
        <label htmlFor={inputId} className={styles.label}>
          {inputLabel}
        </label>
        <input
          ref={inputRef}
          id={inputId}
          className={styles.input}
          type={inputType}
          value={answer}
          placeholder={inputPlaceholder}
          autoComplete={inputAutoComplete}
          aria-invalid={errorText ? true : undefined}
          aria-describedby={errorText ? errorId : undefined}
          onChange={(event) => setAnswer(event.target.value)}
        />
        {errorText && (
          <p id={errorId} role="alert" className={styles.error}>
            {errorText}
          </p>
        )}
        <div className={styles.actions}>
          <button type="button" className={styles.cancel} onClick={onCancel}>
            {cancelLabel ?? t('messageBox.cancel')}
          </button>
          <button type="submit" className={styles.confirm}>
            {confirmLabel ?? t('messageBox.confirm')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
