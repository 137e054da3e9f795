import {
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type ComponentPropsWithRef,
  type CompositionEvent,
  type SyntheticEvent,
} from 'react';
import { clampEdit, countGraphemes } from '../../ui/graphemes';
import { useTranslation } from '../locale-context';
import { uiMessages } from './messages';
import { visuallyHidden } from './visually-hidden';
import styles from './text-input.module.css';

type Control = HTMLInputElement | HTMLTextAreaElement;

type OwnProps = {
  /** Shown above the field and used as its accessible name. */
  label: string;
  /** Controlled value; leave out and use `defaultValue` to let the field keep its own. */
  value?: string;
  defaultValue?: string;
  /**
   * The new value, already cut to `maxLength` characters, and the event behind it: a change, or the
   * end of an input-method composition that had to be cut.
   */
  onChange?: (value: string, event: SyntheticEvent) => void;
  /** In characters as a visitor sees them (an emoji is one), not UTF-16 units. */
  maxLength?: number;
  /** Shows "12 / 40" under the field; needs `maxLength`. */
  showCounter?: boolean;
  /** Shown under the field, announced, and marks the field invalid. */
  error?: string;
  /** Help text between the label and the field, read with the field. */
  hint?: string;
};

type OwnKey = keyof OwnProps | 'multiline' | 'id' | 'aria-describedby' | 'children';

export type SingleLineTextInputProps = OwnProps & { multiline?: false } & Omit<
    ComponentPropsWithRef<'input'>,
    OwnKey
  > & { id?: string; 'aria-describedby'?: string };

export type MultiLineTextInputProps = OwnProps & { multiline: true } & Omit<
    ComponentPropsWithRef<'textarea'>,
    OwnKey
  > & { id?: string; 'aria-describedby'?: string };

export type TextInputProps = SingleLineTextInputProps | MultiLineTextInputProps;

const OWN_KEYS = new Set<string>([
  'label',
  'value',
  'defaultValue',
  'onChange',
  'maxLength',
  'showCounter',
  'error',
  'hint',
  'multiline',
  'id',
  'aria-describedby',
]);

/** The attributes meant for the native control: everything this component does not handle. */
function passThrough<P extends TextInputProps>(props: P): Omit<P, OwnKey> {
  return Object.fromEntries(Object.entries(props).filter(([key]) => !OWN_KEYS.has(key))) as Omit<
    P,
    OwnKey
  >;
}

/** How close to the limit the remaining count starts being announced. */
function announceFrom(max: number): number {
  return Math.min(10, Math.max(1, Math.ceil(max / 10)));
}

function isControl(target: EventTarget): target is Control {
  return target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement;
}

function placeCaret(control: Control, caret: number) {
  // Inputs of type email and number have no selection API (selectionStart is null).
  if (control.selectionStart !== null && control.ownerDocument.activeElement === control) {
    control.setSelectionRange(caret, caret);
  }
}

/**
 * A labelled text field (or textarea with `multiline`) that counts and limits characters as a
 * visitor sees them. Native `maxlength` counts UTF-16 units, so an emoji near the limit could be
 * split in half; here pasted text is cut at a whole character instead.
 */
export function TextInput(props: TextInputProps) {
  const {
    label,
    value,
    defaultValue,
    onChange,
    maxLength,
    showCounter = false,
    error,
    hint,
    id: idProp,
    'aria-describedby': describedByProp,
  } = props;
  const t = useTranslation(uiMessages);
  const generatedId = useId();
  const id = idProp ?? generatedId;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const counterId = `${id}-counter`;

  const [ownValue, setOwnValue] = useState(defaultValue ?? '');
  const current = value ?? ownValue;
  // The value before an IME composition started: cutting mid-composition would break the
  // composition (Malayalam and CJK input), so the limit is applied when it ends.
  const beforeComposition = useRef<string | null>(null);

  function commit(next: string, event: SyntheticEvent) {
    if (value === undefined) setOwnValue(next);
    onChange?.(next, event);
  }

  function applyLimit(control: Control, previous: string, event: SyntheticEvent) {
    if (maxLength === undefined) {
      commit(control.value, event);
      return;
    }
    const clamped = clampEdit(previous, control.value, maxLength);
    if (clamped.caret !== null) {
      // Written straight away so the caret lands after the kept text; React then finds the DOM
      // already holding the value it renders and leaves the caret alone.
      control.value = clamped.value;
      placeCaret(control, clamped.caret);
    }
    commit(clamped.value, event);
  }

  function handleChange(event: ChangeEvent<Control>) {
    if (beforeComposition.current !== null) commit(event.target.value, event);
    else applyLimit(event.target, current, event);
  }

  function handleCompositionStart() {
    beforeComposition.current = current;
  }

  function handleCompositionEnd(event: CompositionEvent<HTMLDivElement>) {
    const previous = beforeComposition.current ?? current;
    beforeComposition.current = null;
    const control = event.target;
    if (!isControl(control) || control.id !== id) return;
    if (maxLength !== undefined && countGraphemes(control.value) > maxLength) {
      applyLimit(control, previous, event);
    }
  }

  const count = countGraphemes(current);
  const counting = showCounter && maxLength !== undefined;
  const remaining = maxLength === undefined ? 0 : Math.max(0, maxLength - count);
  const describedBy =
    [describedByProp, hint ? hintId : null, error ? errorId : null, counting ? counterId : null]
      .filter(Boolean)
      .join(' ') || undefined;

  const wiring = {
    id,
    value: current,
    onChange: handleChange,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    className: [styles.control, props.className].filter(Boolean).join(' '),
  } as const;

  return (
    <div
      className={styles.field}
      onCompositionStart={handleCompositionStart}
      onCompositionEnd={handleCompositionEnd}
    >
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {props.multiline ? (
        <textarea {...passThrough(props)} {...wiring} />
      ) : (
        <input {...passThrough(props)} {...wiring} />
      )}
      {(error || counting) && (
        <div className={styles.below}>
          {error && (
            <p id={errorId} role="alert" className={styles.error}>
              {error}
            </p>
          )}
          {counting && (
            <>
              <span
                className={styles.counter}
                data-at-limit={remaining === 0 || undefined}
                aria-hidden="true"
              >
                {t('textInput.counter', { count, max: maxLength })}
              </span>
              <span id={counterId} hidden>
                {t('textInput.counterDescription', { count, max: maxLength })}
              </span>
              <span className={visuallyHidden} aria-live="polite">
                {remaining <= announceFrom(maxLength)
                  ? t('textInput.remaining', { remaining })
                  : ''}
              </span>
            </>
          )}
        </div>
      )}
    </div>
  );
}
