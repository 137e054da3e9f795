import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { Locale } from '@onam/shared/i18n/locale';
import { useTranslation } from '@onam/shared/react/locale-context';
import { tutorialMessages } from './messages';
import { pointerKind, type TutorialContent } from './step';
import styles from './tutorial.module.css';

// No window on a server (the game pages are prerendered): no pointer to ask about there.
const browserMatchMedia = (query: string) =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(query)
    : { matches: false };

/**
 * A short, non-modal sheet of steps: it never blocks the page, Escape or the close button dismiss
 * it, and the caller decides when it shows (first visit) and remembers that it was seen. What it
 * shows is handed to it: the welcome by the tutorial part, a game's steps by the game's frame.
 * Floating, it sits over the foot of the view (a game's frame, before the game starts); inline, it
 * takes its place in the page's flow, over nothing (the home page's, whose tiles it points to).
 */
export function TutorialSheet<Key extends string>({
  locale,
  content,
  open,
  focusOnOpen = false,
  placement = 'floating',
  onClose,
}: {
  locale: Locale;
  content: TutorialContent<Key>;
  open: boolean;
  focusOnOpen?: boolean;
  placement?: 'floating' | 'inline';
  onClose: () => void;
}) {
  const t = useTranslation(tutorialMessages, locale);
  const words = useTranslation(content.messages, locale);
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [index, setIndex] = useState(0);
  const [pointer] = useState(() => pointerKind(browserMatchMedia));
  const { steps } = content;

  // Reopened: start again at the first step (state adjusted during render, not in an effect).
  const [shownOpen, setShownOpen] = useState(open);
  if (open !== shownOpen) {
    setShownOpen(open);
    if (open) setIndex(0);
  }

  useEffect(() => {
    if (open && focusOnOpen) heading.current?.focus();
  }, [open, focusOnOpen]);

  const step = steps[Math.min(index, steps.length - 1)];
  if (!open || !step) return null;
  const last = index >= steps.length - 1;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    }
  };

  return (
    <section
      className={placement === 'inline' ? `${styles.sheet} ${styles.inline}` : styles.sheet}
      role="region"
      aria-labelledby={titleId}
      aria-roledescription={t('tutorial.label')}
      onKeyDown={onKeyDown}
    >
      <button
        type="button"
        className={styles.close}
        aria-label={t('tutorial.close')}
        onClick={onClose}
      >
        <span aria-hidden="true">×</span>
      </button>
      {steps.length > 1 && (
        <p className={styles.progress}>
          {t('tutorial.progress', { step: index + 1, total: steps.length })}
        </p>
      )}
      <h2 id={titleId} ref={heading} tabIndex={-1} className={styles.title}>
        {words(step.title)}
      </h2>
      <p className={styles.body}>{words(step.body[pointer])}</p>
      <div className={styles.actions}>
        {index > 0 && (
          <button type="button" onClick={() => setIndex(index - 1)}>
            {t('tutorial.back')}
          </button>
        )}
        {last ? (
          <button type="button" className={styles.primary} onClick={onClose}>
            {t('tutorial.done')}
          </button>
        ) : (
          <button
            type="button"
            className={styles.primary}
            onClick={() => {
              setIndex(index + 1);
              heading.current?.focus();
            }}
          >
            {t('tutorial.next')}
          </button>
        )}
      </div>
    </section>
  );
}
