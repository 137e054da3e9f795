import { productName } from '@onam/shared/manifest/localized';
import { useId, useRef, useState, type ReactNode } from 'react';
import type { GameId } from '@onam/shared/contracts/game';
import type { Locale } from '@onam/shared/i18n/locale';
import { useOptionalHost } from '@onam/shared/react/host-context';
import { LocaleContext, useTranslation } from '@onam/shared/react/locale-context';
import { hasSeenTutorial, rememberTutorialSeen } from '@onam/shared/ui/tutorial-memory';
import { GAMES_VERSION } from '../build-info';
import type { TutorialContent } from '../tutorial/step';
import { loadedTutorialSheet, loadTutorialSheet } from '../tutorial/load-tutorial-sheet';
import { commonMessages } from '../i18n/common';
import { FirstPlayContext, type BeforeStart } from './first-play';
import styles from './game.module.css';

type TutorialState = 'closed' | 'first-play' | 'asked';

/**
 * What every game shares around its board: the heading, a "How to play" button, the first-play
 * tutorial (it opens at the visitor's first press of Start, once per visitor, and the game starts
 * when it is closed; it can be reopened at any time), and a footer naming the campaign and the
 * games version, which support staff ask visitors for. The game hands its tutorial in
 * (`<game>/tutorial.ts`), so the frame knows no game's steps.
 */
export function GameFrame<Key extends string>({
  gameId,
  locale,
  title,
  tutorial: content,
  children,
}: {
  gameId: GameId;
  locale: Locale;
  title: string;
  tutorial: TutorialContent<Key>;
  children: ReactNode;
}) {
  const t = useTranslation(commonMessages, locale);
  const headingId = useId();
  const host = useOptionalHost();
  const [tutorial, setTutorial] = useState<TutorialState>('closed');
  // The sheet's code comes when a tutorial is first opened (load-tutorial-sheet.ts).
  const [Sheet, setSheet] = useState(loadedTutorialSheet);
  // The start a first-play tutorial holds: it runs when the tutorial is closed.
  const held = useRef<(() => void) | null>(null);
  const opening = tutorial !== 'closed' && Sheet === null;
  // Opened at the first Start rather than as the page opens: a visitor sees the game they came
  // for, the help comes when it is about to be needed, and nothing covers the page on arrival
  // (on a slow phone it opened seconds after the paint and became the page's largest content;
  // docs/decisions/052). The device's memory is read at the press, so a page a server drew and
  // the page that adopts it agree (docs/decisions/021).
  const beforeStart: BeforeStart = (start) => {
    if (tutorial === 'first-play') {
      // Start pressed again with the tutorial open or on its way: the visitor wants to play now.
      close()?.();
    } else if (tutorial === 'closed' && !hasSeenTutorial(gameId)) {
      held.current = start;
      open('first-play');
    } else {
      start();
    }
  };
  function open(state: Exclude<TutorialState, 'closed'>) {
    setTutorial(state);
    if (Sheet) return;
    loadTutorialSheet().then(
      (component) => setSheet(() => component),
      () => {
        // No tutorial to be had (offline, a new deploy): the game starts, and the tutorial is
        // offered again next time.
        setTutorial('closed');
        const start = held.current;
        held.current = null;
        start?.();
      },
    );
  }
  function close() {
    // Only a tutorial that was on screen counts as seen.
    if (Sheet) rememberTutorialSeen(gameId);
    setTutorial('closed');
    const start = held.current;
    held.current = null;
    return start;
  }
  return (
    <section className={styles.frame} aria-labelledby={headingId} data-game={gameId}>
      <header className={styles.header}>
        <h1 id={headingId} className={styles.title}>
          {title}
        </h1>
        <button
          type="button"
          aria-busy={(opening && tutorial === 'asked') || undefined}
          onClick={() => open('asked')}
        >
          {t('game.howToPlay')}
        </button>
      </header>
      {/* Parts without a locale prop (confetti) read the context: the game's locale wins there. */}
      <LocaleContext.Provider value={locale}>
        <FirstPlayContext.Provider value={{ beforeStart, opening }}>
          {children}
        </FirstPlayContext.Provider>
      </LocaleContext.Provider>
      <footer className={styles.footer}>
        {host && <span>{t('game.madeFor', { product: productName(host.brand, locale) })}</span>}
        <span>{t('game.version', { version: GAMES_VERSION })}</span>
      </footer>
      {Sheet && (
        <Sheet
          locale={locale}
          content={content}
          open={tutorial !== 'closed'}
          focusOnOpen
          onClose={() => close()?.()}
        />
      )}
    </section>
  );
}
