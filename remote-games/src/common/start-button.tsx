import { useEffect, useRef, type ButtonHTMLAttributes } from 'react';
import { useTranslation } from '@onam/shared/react/locale-context';
import { commonMessages } from '../i18n/common';
import PlayIcon from '../play-icon/play-icon';
import { useFirstPlay } from './first-play';
import styles from './game.module.css';

/**
 * A game's start button: the play icon and a visible label. The button's text is its accessible
 * name, so the icon is hidden from assistive technology rather than read twice. On a visitor's
 * first play of the game, the press opens the game's tutorial and the game starts once it is
 * closed (`first-play.ts`). Until the tutorial is on screen the button says so ("Opening…",
 * aria-busy): the press answers in the next frame, however long the tutorial's code takes.
 */
export function StartButton({
  children,
  className,
  onClick,
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement>) {
  const { beforeStart, opening } = useFirstPlay();
  const t = useTranslation(commonMessages);
  // A start the tutorial held runs the handler of the screen as it is when the tutorial closes:
  // the visitor may have changed a choice while reading it.
  const latest = useRef(onClick);
  useEffect(() => {
    latest.current = onClick;
  });
  return (
    <button
      type="button"
      className={`${styles.start} ${className ?? ''}`}
      onClick={(event) => beforeStart(() => latest.current?.(event))}
      aria-busy={opening || undefined}
      {...rest}
    >
      <span aria-hidden="true" className={styles.startIcon}>
        <PlayIcon label="" size={32} />
      </span>
      <span>{opening ? t('game.opening') : children}</span>
    </button>
  );
}
