import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { FinishedPlay } from '@onam/shared/contracts/game';
import type { GameRoutePath } from '@onam/shared/manifest/schema';
import { useLocale, useTranslation } from '@onam/shared/react/locale-context';
import { useCampaign } from '../../app/campaign-context';
import { LoadedModule, RemoteBoundary } from '../../federation/remote-module';
import { messages } from '../../i18n/messages';

/** Greetings are recorded on /talk with the multi-recorder part; the other paths show games. */
const RECORDER_PATH: GameRoutePath = '/talk';
const MAX_CLIPS = 5;
const MAX_CLIP_SECONDS = 60;

export function Component() {
  const t = useTranslation(messages);
  const locale = useLocale();
  const { routes, switchOff } = useCampaign();
  const path = useLocation().pathname as GameRoutePath;
  const route = routes[path];
  const [lastPlay, setLastPlay] = useState<FinishedPlay | null>(null);

  if (switchOff) {
    return (
      <section>
        <h1>{t('game.switchedOff')}</h1>
        <p>{switchOff.message}</p>
      </section>
    );
  }
  if (!route?.enabled) return <p>{t('game.closed')}</p>;

  const moduleRef = { remote: route.remote, module: route.module };
  return (
    // key: a different module for this path (after a manifest swap) gets a fresh boundary.
    <RemoteBoundary
      key={`${route.remote}/${route.module}`}
      kind={path === RECORDER_PATH ? 'multi-recorder' : 'game'}
    >
      {path === RECORDER_PATH ? (
        <LoadedModule moduleRef={moduleRef} kind="multi-recorder">
          {({ default: Recorder }) => (
            <Recorder locale={locale} maxClips={MAX_CLIPS} maxClipSeconds={MAX_CLIP_SECONDS} />
          )}
        </LoadedModule>
      ) : (
        <LoadedModule moduleRef={moduleRef} kind="game">
          {({ default: Game }) => <Game locale={locale} onFinish={setLastPlay} />}
        </LoadedModule>
      )}
      {lastPlay && (
        <p role="status">
          {t('game.result', { score: lastPlay.score, maxScore: lastPlay.maxScore })}
        </p>
      )}
    </RemoteBoundary>
  );
}
