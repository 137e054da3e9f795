import { useId, useState, type FocusEvent } from 'react';
import { isAtMax, validateSelection } from '../../ui/selection';
import { useTranslation } from '../locale-context';
import { uiMessages } from './messages';
import styles from './checkbox-group.module.css';

export type CheckboxOption = { value: string; label: string; disabled?: boolean };

export type CheckboxGroupProps = {
  /** The question, shown as the fieldset's legend and used as the group's accessible name. */
  label: string;
  options: readonly CheckboxOption[];
  value: readonly string[];
  /** The picked values, in the order of `options`. */
  onChange: (value: string[]) => void;
  /** At least this many must be picked; the message shows once the visitor has interacted. */
  min?: number;
  /** At most this many can be picked: at the limit the other boxes are disabled. */
  max?: number;
  /** Shows the "at least" message before any interaction (e.g. after a submit). */
  showErrors?: boolean;
  /** The caller's own error, shown in place of the built-in messages. */
  error?: string;
  hint?: string;
  /** The checkboxes' `name`, for forms; defaults to a generated one. */
  name?: string;
  disabled?: boolean;
};

/**
 * A fieldset of checkboxes with optional limits, like Element UI's el-checkbox-group min/max.
 * Reaching `max` disables the unpicked boxes and says why, politely; too few picks is an error
 * once the visitor has unticked a box or left the group.
 */
export function CheckboxGroup({
  label,
  options,
  value,
  onChange,
  min,
  max,
  showErrors = false,
  error,
  hint,
  name,
  disabled = false,
}: CheckboxGroupProps) {
  const t = useTranslation(uiMessages);
  const id = useId();
  const hintId = `${id}-hint`;
  const statusId = `${id}-status`;
  const errorId = `${id}-error`;
  const [touched, setTouched] = useState(false);

  const limits = { min, max };
  const check = validateSelection(value, limits);
  const atMax = isAtMax(value, limits);
  const selected = new Set(value);

  let errorText: string | null = null;
  if (error) errorText = error;
  else if (!check.ok && check.problem === 'too-many')
    errorText = t('checkboxGroup.atMost', { max: check.limit });
  else if (!check.ok && (touched || showErrors))
    errorText = t('checkboxGroup.atLeast', { min: check.limit });
  // Said once at the limit, not repeated as an error when there is one already.
  const statusText =
    atMax && errorText === null ? t('checkboxGroup.atMost', { max: max ?? 0 }) : '';

  function toggle(optionValue: string, checked: boolean) {
    const next = new Set(selected);
    if (checked) next.add(optionValue);
    else {
      next.delete(optionValue);
      setTouched(true);
    }
    // Values the options do not list are kept, after the listed ones.
    const listed = options.map((option) => option.value);
    onChange([
      ...listed.filter((v) => next.has(v)),
      ...[...next].filter((v) => !listed.includes(v)),
    ]);
  }

  function handleBlur(event: FocusEvent<HTMLFieldSetElement>) {
    const leaving = !(
      event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)
    );
    if (leaving) setTouched(true);
  }

  const describedBy =
    [hint ? hintId : null, statusText ? statusId : null, errorText ? errorId : null]
      .filter(Boolean)
      .join(' ') || undefined;

  return (
    <fieldset
      className={styles.group}
      aria-describedby={describedBy}
      disabled={disabled}
      onBlur={handleBlur}
    >
      <legend className={styles.legend}>{label}</legend>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      <ul className={styles.options}>
        {options.map((option) => {
          const checked = selected.has(option.value);
          return (
            <li key={option.value}>
              <label className={styles.option}>
                <input
                  type="checkbox"
                  name={name ?? id}
                  value={option.value}
                  checked={checked}
                  disabled={option.disabled === true || (atMax && !checked)}
                  aria-invalid={errorText ? true : undefined}
                  onChange={(event) => toggle(option.value, event.target.checked)}
                />
                <span>{option.label}</span>
              </label>
            </li>
          );
        })}
      </ul>
      <p id={statusId} role="status" className={styles.status}>
        {statusText}
      </p>
      {errorText && (
        <p id={errorId} role="alert" className={styles.error}>
          {errorText}
        </p>
      )}
    </fieldset>
  );
}
