import { useId, useState } from 'react';
import type { Locale } from '@onam/shared/i18n/locale';
import { useTranslation } from '@onam/shared/react/locale-context';
import { visuallyHidden } from '@onam/shared/react/ui/visually-hidden';
import { StartButton } from '../common/start-button';
import { FESTIVAL_DAYS } from './flowers';
import { FREE_RINGS, SYMMETRIES, type Mode, type PookalamOptions, type Symmetry } from './rules';
import { pookalamScreenMessages } from './messages';
import styles from './pookalam.module.css';

/** A little rosette of `order` petals, so the choice is seen as well as read. */
function SymmetryIcon({ order }: { order: number }) {
  const petals = Array.from({ length: order }, (_, k) => (360 / order) * k);
  return (
    <svg aria-hidden="true" width="28" height="28" viewBox="-14 -14 28 28" className={styles.icon}>
      {petals.map((angle) => (
        <ellipse
          key={angle}
          cx="0"
          cy="-7"
          rx={order > 8 ? 1.4 : 2.4}
          ry="5.5"
          transform={`rotate(${angle})`}
          fill="#f78a0b"
        />
      ))}
      <circle r="3" fill="#f6dd2a" />
    </svg>
  );
}

/** The choices before a play: the symmetry, and a free design or a day of the festival. */
export function SetupScreen({
  locale,
  initial,
  onStart,
}: {
  locale: Locale;
  initial: PookalamOptions;
  onStart: (options: PookalamOptions) => void;
}) {
  const t = useTranslation(pookalamScreenMessages, locale);
  const [symmetry, setSymmetry] = useState<Symmetry>(initial.symmetry);
  const [mode, setMode] = useState<Mode>(initial.mode);
  const [day, setDay] = useState(initial.day);
  const symmetryName = useId();
  const modeName = useId();
  const symmetryHint = useId();
  const freeHint = useId();
  const dayHint = useId();
  const daySelect = useId();

  return (
    <div className={styles.setup}>
      <p>{t('pookalam.setup.intro')}</p>
      <fieldset className={styles.group} aria-describedby={symmetryHint}>
        <legend>{t('pookalam.setup.symmetry')}</legend>
        <div className={styles.chips}>
          {SYMMETRIES.map((order) => (
            <label key={order} className={styles.chip}>
              <input
                type="radio"
                className={visuallyHidden}
                name={symmetryName}
                value={order}
                checked={symmetry === order}
                onChange={() => setSymmetry(order)}
              />
              <SymmetryIcon order={order} />
              <span>{t('pookalam.setup.symmetryOption', { order })}</span>
            </label>
          ))}
        </div>
        <p id={symmetryHint} className={styles.hint}>
          {t('pookalam.setup.symmetryHint')}
        </p>
      </fieldset>

      <fieldset className={styles.group}>
        <legend>{t('pookalam.setup.mode')}</legend>
        <div className={styles.chips}>
          <label className={styles.chip}>
            <input
              type="radio"
              className={visuallyHidden}
              name={modeName}
              value="free"
              checked={mode === 'free'}
              onChange={() => setMode('free')}
              aria-describedby={freeHint}
            />
            <span>{t('pookalam.setup.free')}</span>
          </label>
          <label className={styles.chip}>
            <input
              type="radio"
              className={visuallyHidden}
              name={modeName}
              value="day"
              checked={mode === 'day'}
              onChange={() => setMode('day')}
              aria-describedby={dayHint}
            />
            <span>{t('pookalam.setup.day')}</span>
          </label>
        </div>
        <p id={freeHint} className={styles.hint}>
          {t('pookalam.setup.freeHint', { rings: FREE_RINGS })}
        </p>
        <p id={dayHint} className={styles.hint}>
          {t('pookalam.setup.dayHint')}
        </p>
        {mode === 'day' && (
          <div className={styles.field}>
            <label htmlFor={daySelect}>{t('pookalam.setup.dayLabel')}</label>
            <select
              id={daySelect}
              value={day}
              onChange={(event) => setDay(Number(event.target.value))}
            >
              {FESTIVAL_DAYS.map((id, index) => {
                const number = index + 1;
                const name = t(`pookalam.day.${id}`);
                return (
                  <option key={id} value={number}>
                    {number === 1
                      ? t('pookalam.setup.dayOptionOne', { day: number, name })
                      : t('pookalam.setup.dayOptionMany', { day: number, name, rings: number })}
                  </option>
                );
              })}
            </select>
          </div>
        )}
      </fieldset>

      <div>
        <StartButton onClick={() => onStart({ symmetry, mode, day })}>
          {t('game.start')}
        </StartButton>
      </div>
    </div>
  );
}
