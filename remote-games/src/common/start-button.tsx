import { useEffect, useRef, type ButtonHTMLAttributes } from 'react';
import PlayIcon from '../play-icon/play-icon';
import { useBeforeStart } from './first-play';
import styles from './game.module.css';

/**
 * A game's start button: the play icon and a visible label. The button's text is its accessible
 * name, so the icon is hidden from assistive technology rather than read twice. On a visitor's
 * first play of the game, the press opens the game's tutorial and the game starts once it is
 * closed (`first-play.ts`).
 */
export function StartButton({
  children,
  className,
  onClick,
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement>) {
  const beforeStart = useBeforeStart();
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
      {...rest}
    >
      <span aria-hidden="true" className={styles.startIcon}>
        <PlayIcon label="" size={32} />
      </span>
      <span>{children}</span>
    </button>
  );
}
