import { useId, useRef, useState, type KeyboardEvent } from 'react';
import type { GameId } from '@onam/shared/contracts/game';
import { useLeaderboard } from '@onam/shared/react/backend-hooks';
import { useTranslation } from '@onam/shared/react/locale-context';
import { messages } from './messages';
import { linkOf, type GameLink, type GameLinks } from './game-links';
import { LeaderboardTable } from './leaderboard-table';
import { SectionError, SectionLoading } from './section-states';
import { tabAfterKey } from './tab-keys';
import styles from './dashboard.module.css';

/**
 * A board per game behind a tab list (arrows, Home and End move between games), so a phone shows
 * one table at a time. Until the visitor picks a tab, it opens on the game they played last.
 */
export function Leaderboards({
  uid,
  ownName,
  links,
  lastPlayed,
}: {
  uid: string;
  ownName: string | undefined;
  links: GameLinks;
  lastPlayed: GameId | undefined;
}) {
  const t = useTranslation(messages);
  const id = useId();
  const [chosen, setChosen] = useState<GameId | null>(null);
  // Every game the campaign lists, a retired one too: its board stays readable.
  const games = Object.keys(links);
  const selected = chosen ?? (lastPlayed && links[lastPlayed] ? lastPlayed : games[0]) ?? '';
  const tabs = useRef(new Map<GameId, HTMLButtonElement>());
  const tabId = (gameId: GameId) => `${id}-tab-${gameId}`;
  const panelId = `${id}-panel`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = tabAfterKey(event.key, games.indexOf(selected), games.length);
    const gameId = next === null ? undefined : games[next];
    if (!gameId) return;
    event.preventDefault();
    setChosen(gameId);
    tabs.current.get(gameId)?.focus();
  };

  return (
    <section aria-labelledby={`${id}-heading`} className={styles.panel} data-section="leaderboards">
      <h2 id={`${id}-heading`}>{t('dashboard.boards.title')}</h2>
      <div
        role="tablist"
        aria-labelledby={`${id}-heading`}
        className={styles.tabs}
        onKeyDown={onKeyDown}
      >
        {games.map((gameId) => {
          const isSelected = gameId === selected;
          return (
            <button
              key={gameId}
              ref={(node) => {
                if (node) tabs.current.set(gameId, node);
                else tabs.current.delete(gameId);
              }}
              type="button"
              role="tab"
              id={tabId(gameId)}
              aria-selected={isSelected}
              aria-controls={isSelected ? panelId : undefined}
              tabIndex={isSelected ? 0 : -1}
              className={styles.tab}
              onClick={() => setChosen(gameId)}
            >
              {linkOf(links, gameId).title}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={panelId}
        aria-labelledby={tabId(selected)}
        // Focusable, so a board wider than a phone can be scrolled from the keyboard.
        tabIndex={0}
        className={styles.tabPanel}
      >
        <GameBoard
          key={selected}
          gameId={selected}
          uid={uid}
          ownName={ownName}
          link={linkOf(links, selected)}
        />
      </div>
    </section>
  );
}

function GameBoard({
  gameId,
  uid,
  ownName,
  link,
}: {
  gameId: GameId;
  uid: string;
  ownName: string | undefined;
  link: GameLink;
}) {
  const t = useTranslation(messages);
  const board = useLeaderboard(gameId, uid);
  return (
    <div aria-busy={board.isPending}>
      {board.isPending ? (
        <SectionLoading>{t('dashboard.board.loading')}</SectionLoading>
      ) : board.isError ? (
        <SectionError onRetry={() => void board.refetch()}>
          {t('dashboard.board.error')}
        </SectionError>
      ) : (
        <LeaderboardTable board={board.data} ownName={ownName} link={link} />
      )}
    </div>
  );
}
