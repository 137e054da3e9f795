import { useId } from 'react';
import { useTranslation } from '@onam/shared/react/locale-context';
import { GREETINGS, mlPieces, type GreetingId } from '@onam/shared/festival/greetings';
import { BreakableText } from '@onam/shared/react/ui/breakable-text';
import { celebrateMessages } from './messages';
import styles from './celebrate.module.css';

/** The greetings as a radio group, each in Malayalam and in Latin script, with its meaning. */
export function GreetingChoice({
  value,
  onChange,
}: {
  value: GreetingId;
  onChange: (id: GreetingId) => void;
}) {
  const t = useTranslation(celebrateMessages);
  const name = useId();
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t('celebrate.greeting.legend')}</legend>
      <div className={styles.options}>
        {GREETINGS.map((greeting) => {
          return (
            <label key={greeting.id} className={styles.option}>
              <input
                type="radio"
                name={name}
                value={greeting.id}
                checked={value === greeting.id}
                onChange={() => onChange(greeting.id)}
                className={styles.radio}
              />
              <span className={styles.greetingText}>
                <span lang="ml" className={styles.malayalam}>
                  <BreakableText pieces={mlPieces(greeting)} />
                </span>{' '}
                <span className={styles.latin}>{greeting.latin}</span>
              </span>
              <span className={styles.meaning}>{t(`celebrate.greeting.${greeting.id}`)}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
