import { routeTitle, switchOffMessage } from '@onam/shared/manifest/localized';
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import { statsCardTitle, type GameId, type GameProps } from '@onam/shared/contracts/game';
import { routeKind, type GameRoutePath } from '@onam/shared/manifest/route-paths';
import { MEDIA_PER_VISITOR } from '@onam/shared/backend/port';
import { useAddCreation } from '@onam/shared/react/creation-hooks';
import { useLocale } from '@onam/shared/react/locale-context';
import { routeAvailability } from '@onam/shared/festival/availability';
import { useCampaign, useFestivalToday } from '../../campaign/campaign-context';
import { GameUnavailablePage, SwitchedOffPage } from './game-unavailable';
import { STATS_CARD } from '../../federation/module-refs';
import { LoadedModule, RemoteBoundary } from '../../federation/remote-module';
import { PlaySaveStatus } from '../../plays/play-save-status';
import { useFinishPlay } from '../../plays/use-finish-play';
import { AdultsOnly } from '../../consent/adults-only';
import { ResultShare } from './result-share';
import { FamilyLink } from './family-link';
import { FAMILY_GAME_ID } from '@onam/shared/family/carpet';
import { healthReporter, reportHealth } from '../../federation/health-report';
import styles from './game-screen.module.css';

const MAX_CLIP_SECONDS = 60;

export function Component() {
  const locale = useLocale();
  const { routes, switchOff, festival } = useCampaign();
  const today = useFestivalToday();
  const path = useLocation().pathname as GameRoutePath;
  const route = routes[path];

  if (switchOff) return <SwitchedOffPage message={switchOffMessage(switchOff, locale)} />;
  if (!route) return <GameUnavailablePage path={path} availability={{ state: 'disabled' }} />;
  const availability = routeAvailability(route, festival, today);
  if (availability.state !== 'open') {
    return <GameUnavailablePage path={path} availability={availability} />;
  }

  const moduleRef = { remote: route.remote, module: route.module };
  // Greetings are recorded with the multi-recorder part; the other paths show games.
  const kind = routeKind(path);
  return (
    // key: a different module for this path (after a manifest swap) gets a fresh boundary.
    <RemoteBoundary key={`${route.remote}/${route.module}`} kind={kind}>
      {kind === 'multi-recorder' ? (
        // Not offered to a visitor under 18 (docs/decisions/037).
        <AdultsOnly>
          <LoadedModule moduleRef={moduleRef} kind="multi-recorder">
            {({ default: Recorder }) => (
              <Recorder
                locale={locale}
                maxClips={MEDIA_PER_VISITOR}
                maxClipSeconds={MAX_CLIP_SECONDS}
              />
            )}
          </LoadedModule>
        </AdultsOnly>
      ) : (
        <LoadedModule moduleRef={moduleRef} kind="game">
          {({ default: Game, meta }) => (
            <GameWithStats
              remote={route.remote}
              Game={Game}
              gameId={meta.id}
              routePath={path}
              title={routeTitle(route, locale)}
            />
          )}
        </LoadedModule>
      )}
    </RemoteBoundary>
  );
}

/**
 * The game, what became of its last finished play (saved, waiting for a sign-in, or kept while
 * offline), the ways to share it, and the visitor's figures for that game underneath.
 */
function GameWithStats({
  remote,
  Game,
  gameId,
  routePath,
  title,
}: {
  remote: string;
  Game: ComponentType<GameProps>;
  gameId: GameId;
  routePath: string;
  title: string;
}) {
  const locale = useLocale();
  const [finished, setFinished] = useState<{ id: string; score: number } | null>(null);
  const finishPlay = useFinishPlay();
  const keepCreation = useAddCreation();
  const finishedOnce = useRef(false);
  useEffect(() => {
    // Health per version: the game is on screen (a play started), and once painted it is what
    // a visitor can play, which ends the time since the tile was tapped.
    reportHealth(remote, 'playsStarted');
    let frame = requestAnimationFrame(() => {
      frame = 0;
      setTimeout(() => healthReporter().playable(remote), 0);
    });
    return () => {
      if (frame) cancelAnimationFrame(frame);
    };
  }, [remote]);
  return (
    <div className={styles.stack}>
      <Game
        locale={locale}
        onFinish={(play) => {
          // The finish rate is the share of games shown that reached a finish, so a second play
          // on the same screen counts once.
          if (!finishedOnce.current) reportHealth(remote, 'playsFinished');
          finishedOnce.current = true;
          // The play names the remote it came from: the server scores it with that remote's
          // version, and only for a game the campaign plays from it (plays.ts). The game need not
          // know what the campaign calls its remote.
          const pending = finishPlay(
            play.evidence ? { ...play, evidence: { ...play.evidence, remote } } : play,
          );
          if (pending) setFinished({ id: pending.id, score: pending.score });
        }}
        // Kept on the device for the greeting-card maker on /celebrate.
        onCreation={(creation) => keepCreation.mutate({ gameId, ...creation })}
      />
      {finished && (
        <PlaySaveStatus key={finished.id} pendingId={finished.id} score={finished.score} />
      )}
      {finished && (
        <ResultShare
          key={`share-${finished.id}`}
          pendingId={finished.id}
          routePath={routePath}
          game={title}
        />
      )}
      <RemoteBoundary kind="stats-card">
        <LoadedModule moduleRef={STATS_CARD} kind="stats-card">
          {({ default: StatsCard }) => (
            <StatsCard locale={locale} gameId={gameId} title={statsCardTitle(gameId, title)} />
          )}
        </LoadedModule>
      </RemoteBoundary>
      {gameId === FAMILY_GAME_ID && <FamilyLink />}
    </div>
  );
}
