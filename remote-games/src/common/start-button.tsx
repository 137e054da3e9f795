import type { ButtonHTMLAttributes } from 'react';
import PlayIcon from '../play-icon/play-icon';
import styles from './game.module.css';

/**
 * A game's start button: the play icon and a visible label. The button's text is its accessible
 * name, so the icon is hidden from assistive technology rather than read twice.
 */
export function StartButton({
  children,
  className,
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button type="button" className={`${styles.start} ${className ?? ''}`} {...rest}>
      <span aria-hidden="true" className={styles.startIcon}>
        <PlayIcon label="" size={32} />
      </span>
      <span>{children}</span>
    </button>
  );
}
