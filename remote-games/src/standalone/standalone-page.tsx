import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { FinishedPlay, GameId, GameProps } from '@onam/shared/contracts/game';
import { DEMO_BACKEND } from '@onam/shared/backend/demo-config';
import { loadBackend } from '@onam/shared/backend/load-backend';
import type { BackendPort } from '@onam/shared/backend/port';
import { BackendProvider } from '@onam/shared/react/backend-context';
import { HostProvider, type HostServices } from '@onam/shared/react/host-context';
import { useTranslation } from '@onam/shared/react/locale-context';
import DressGame from '../dress/dress-game';
import PookalamGame from '../pookalam/pookalam-game';
import SadyaGame from '../sadya/sadya-game';
import Doll from '../doll/doll';
import StatsCard from '../stats-card/stats-card';
import PlayIcon from '../play-icon/play-icon';
import MultiRecorder from '../multi-recorder/multi-recorder';
import { GAMES_VERSION } from '../build-info';
import { messages } from '../i18n/messages';
import type { ComponentType } from 'react';

/** What the host would provide; the games team develops against this stand-in. */
const standaloneHost: HostServices = {
  brand: { product: 'Onam Utsavam', broadcaster: 'Standalone', themeColor: '#1b5e20' },
  navigate: (path) => window.history.pushState(null, '', path),
};

const GAMES: Record<GameId, ComponentType<GameProps>> = {
  pookalam: PookalamGame,
  sadya: SadyaGame,
  dress: DressGame,
};

/** One game at a time (chosen by ?game=), its last result, and the other parts underneath. */
function StandalonePage() {
  const t = useTranslation(messages);
  const [backend, setBackend] = useState<BackendPort | null>(null);
  const [lastPlay, setLastPlay] = useState<FinishedPlay | null>(null);
  const wanted = new URLSearchParams(window.location.search).get('game');
  const gameId: GameId = wanted === 'sadya' || wanted === 'dress' ? wanted : 'pookalam';
  const Game = GAMES[gameId];
  useEffect(() => {
    void loadBackend(DEMO_BACKEND).then(setBackend);
  }, []);
  return (
    <BackendProvider backend={backend}>
      <main style={{ maxWidth: 960, margin: '0 auto', padding: 16, display: 'grid', gap: 24 }}>
        <header>
          <h1>{t('standalone.heading')}</h1>
          <p>{t('game.version', { version: GAMES_VERSION })}</p>
          <p>{t('standalone.note')}</p>
          <nav style={{ display: 'flex', gap: 12 }}>
            {(Object.keys(GAMES) as GameId[]).map((id) => (
              <a key={id} href={`?game=${id}`} aria-current={id === gameId ? 'page' : undefined}>
                {id}
              </a>
            ))}
          </nav>
        </header>
        <Game locale="en" onFinish={setLastPlay} />
        {lastPlay && <output>{JSON.stringify(lastPlay)}</output>}
        {backend && <StatsCard locale="en" gameId={gameId} />}
        <Doll locale="en" wearing={[]} />
        <PlayIcon label={t('playIcon.label')} />
        <MultiRecorder locale="en" maxClips={5} maxClipSeconds={60} />
      </main>
    </BackendProvider>
  );
}

// The host provides the QueryClient; standing alone, this page provides its own.
const queryClient = new QueryClient();
const root = document.createElement('div');
document.body.append(root);
createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <HostProvider value={standaloneHost}>
        <StandalonePage />
      </HostProvider>
    </QueryClientProvider>
  </StrictMode>,
);
