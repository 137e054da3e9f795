import { productName } from '@onam/shared/manifest/localized';
import { startTransition, useEffect, useId, useState, type ReactNode } from 'react';
import type { GameId } from '@onam/shared/contracts/game';
import type { Locale } from '@onam/shared/i18n/locale';
import { useOptionalHost } from '@onam/shared/react/host-context';
import { LocaleContext, useTranslation } from '@onam/shared/react/locale-context';
import { hasSeenTutorial, rememberTutorialSeen } from '@onam/shared/ui/tutorial-memory';
import { GAMES_VERSION } from '../build-info';
import type { TutorialContent } from '../tutorial/step';
import { TutorialSheet } from '../tutorial/tutorial-sheet';
import { commonMessages } from '../i18n/common';
import styles from './game.module.css';

type TutorialState = 'closed' | 'first-play' | 'asked';

/**
 * What every game shares around its board: the heading, a "How to play" button, the first-play
 * tutorial (it opens by itself once per visitor and can be reopened at any time), and a footer
 * naming the campaign and the games version, which support staff ask visitors for. The game hands
 * its tutorial in (`<game>/tutorial.ts`), so the frame knows no game's steps.
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
  // Whether the first-play tutorial was seen: a server, and the page while it adopts what a server
  // drew, say yes (nothing opens there); then the device's memory decides (docs/decisions/021), in
  // a transition: a store read that differed from the server's would re-render the whole game
  // synchronously right after the adoption, one long task on a slow phone (docs/decisions/052).
  const [seen, setSeen] = useState(true);
  useEffect(() => {
    if (!hasSeenTutorial(gameId)) startTransition(() => setSeen(false));
  }, [gameId]);
  const [asked, setAsked] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const tutorial: TutorialState = asked ? 'asked' : !seen && !dismissed ? 'first-play' : 'closed';
  return (
    <section className={styles.frame} aria-labelledby={headingId} data-game={gameId}>
      <header className={styles.header}>
        <h1 id={headingId} className={styles.title}>
          {title}
        </h1>
        <button type="button" onClick={() => setAsked(true)}>
          {t('game.howToPlay')}
        </button>
      </header>
      {/* Parts without a locale prop (confetti) read the context: the game's locale wins there. */}
      <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>
      <footer className={styles.footer}>
        {host && <span>{t('game.madeFor', { product: productName(host.brand, locale) })}</span>}
        <span>{t('game.version', { version: GAMES_VERSION })}</span>
      </footer>
      <TutorialSheet
        locale={locale}
        content={content}
        open={tutorial !== 'closed'}
        focusOnOpen={tutorial === 'asked'}
        onClose={() => {
          rememberTutorialSeen(gameId);
          setAsked(false);
          setDismissed(true);
        }}
      />
    </section>
  );
}
