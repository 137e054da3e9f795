import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { FinishedPlay, BuiltInGameId, GameProps } from '@onam/shared/contracts/game';
import { DEMO_BACKEND } from '@onam/shared/backend/demo-config';
import { loadBackend } from '@onam/shared/backend/load-backend';
import type { BackendPort } from '@onam/shared/backend/port';
import type { Catalogue } from '@onam/shared/i18n/translator';
import { BackendProvider } from '@onam/shared/react/backend-context';
import { HostProvider, type HostServices } from '@onam/shared/react/host-context';
import { isLocale, type Locale } from '@onam/shared/i18n/locale';
import {
  browserLocaleSources,
  readLocaleChoice,
  rememberLocaleChoice,
} from '@onam/shared/i18n/locale-choice';
import { LocaleContext, useTranslation } from '@onam/shared/react/locale-context';
import { LanguageSwitch } from '@onam/shared/react/ui/language-switch';
import DressGame from '../dress/dress-game';
import PookalamGame from '../pookalam/pookalam-game';
import SadyaGame from '../sadya/sadya-game';
import Doll from '../doll/doll';
import StatsCard from '../stats-card/stats-card';
import PlayIcon from '../play-icon/play-icon';
import MultiRecorder from '../multi-recorder/multi-recorder';
import FamilyCarpet from '../family-carpet/family-carpet';
import { GAMES_VERSION } from '../build-info';
import { commonMessages } from '../i18n/common';
import { gameTitleMessages } from '../i18n/game-titles';
import type { ComponentType } from 'react';

/** The page's own words (the frame's, with the version and the note) and the games' titles. */
const pageMessages = {
  en: { ...commonMessages.en, ...gameTitleMessages.en },
  ml: { ...commonMessages.ml, ...gameTitleMessages.ml },
} satisfies Catalogue<string>;
type PageKey = keyof (typeof pageMessages)['en'];

/** What the host would provide; the games team develops against this stand-in. */
const standaloneHost: HostServices = {
  brand: {
    product: 'Onam Utsavam',
    productMl: 'ഓണം ഉത്സവം',
    broadcaster: 'Standalone',
    themeColor: '#1b5e20',
  },
  navigate: (path) => window.history.pushState(null, '', path),
};

const GAMES: Record<BuiltInGameId, ComponentType<GameProps>> = {
  pookalam: PookalamGame,
  sadya: SadyaGame,
  dress: DressGame,
};

const GAME_TITLES: Record<BuiltInGameId, PageKey> = {
  pookalam: 'pookalam.title',
  sadya: 'sadya.title',
  dress: 'dress.title',
};

interface KeptCarpet {
  cells: string[];
  rings: (number | null)[];
  centrepiece: string;
}

/** The family carpet as a host keeps it, for one member: each lay applied at once, in order. */
function FamilyCarpetDemo({ locale }: { locale: Locale }) {
  const [carpet, setCarpet] = useState<KeptCarpet>({ cells: [], rings: [], centrepiece: 'none' });
  return (
    <FamilyCarpet
      locale={locale}
      options={{ symmetry: 8, mode: 'day', day: 3 }}
      {...carpet}
      myColour={0}
      readOnly={false}
      onLay={(laid, centrepiece) =>
        setCarpet((before) => {
          const cells = [...before.cells];
          const rings = [...before.rings];
          for (const { cell, code } of laid) {
            cells[cell] = code;
            rings[cell] = code === '.' ? null : 0;
          }
          return {
            cells: Array.from(cells, (code) => code ?? '.'),
            rings: Array.from(rings, (ring) => ring ?? null),
            centrepiece: centrepiece ?? before.centrepiece,
          };
        })
      }
    />
  );
}

/** `?lang=ml` opens the page in a language; otherwise the choice is read as the host reads it. */
function startingLocale(): Locale {
  const wanted = new URLSearchParams(window.location.search).get('lang');
  return isLocale(wanted) ? wanted : readLocaleChoice(browserLocaleSources());
}

/** One game at a time (chosen by ?game=), its last result, and the other parts underneath. */
function StandalonePage() {
  const [locale, setLocale] = useState<Locale>(startingLocale);
  const t = useTranslation(pageMessages, locale);
  const [backend, setBackend] = useState<BackendPort | null>(null);
  const [lastPlay, setLastPlay] = useState<FinishedPlay | null>(null);
  const wanted = new URLSearchParams(window.location.search).get('game');
  const gameId: BuiltInGameId = wanted === 'sadya' || wanted === 'dress' ? wanted : 'pookalam';
  const Game = GAMES[gameId];
  useEffect(() => {
    void loadBackend(DEMO_BACKEND).then(setBackend);
  }, []);
  useEffect(() => {
    document.documentElement.lang = locale;
    document.title = t('standalone.heading');
    rememberLocaleChoice(browserLocaleSources().storage, locale);
  }, [locale, t]);
  return (
    <LocaleContext.Provider value={locale}>
      <BackendProvider backend={backend}>
        <main style={{ maxWidth: 960, margin: '0 auto', padding: 16, display: 'grid', gap: 24 }}>
          <header>
            <h1>{t('standalone.heading')}</h1>
            <p>{t('game.version', { version: GAMES_VERSION })}</p>
            <p>{t('standalone.note')}</p>
            <nav style={{ display: 'flex', gap: 12 }}>
              {(Object.keys(GAMES) as BuiltInGameId[]).map((id) => (
                <a key={id} href={`?game=${id}`} aria-current={id === gameId ? 'page' : undefined}>
                  {t(GAME_TITLES[id])}
                </a>
              ))}
            </nav>
            <LanguageSwitch onChoose={setLocale} />
          </header>
          <Game locale={locale} onFinish={setLastPlay} />
          {lastPlay && <output>{JSON.stringify(lastPlay)}</output>}
          {backend && <StatsCard locale={locale} gameId={gameId} />}
          <Doll locale={locale} wearing={[]} />
          <PlayIcon label={t('playIcon.label')} />
          <MultiRecorder locale={locale} maxClips={5} maxClipSeconds={60} />
          <FamilyCarpetDemo locale={locale} />
        </main>
      </BackendProvider>
    </LocaleContext.Provider>
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
