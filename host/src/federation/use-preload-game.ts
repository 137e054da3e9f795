import { useEffect } from 'react';
import type { CampaignManifest } from '@onam/shared/manifest/schema';
import {
  canPrefetch,
  readPrefetchEnvironment,
  whenIdle,
} from '@onam/shared/network/prefetch-policy';
import { useAfterFirstPaint } from '../loading/after-first-paint';
import { likelyNextGame, type GameTile } from './preload-plan';
import { warmRemoteModule } from './warm-module';

/**
 * Once the page has painted and the browser is idle, downloads the likely next game's files (its
 * remote's entry, code and styles) without running them (warm-module.ts): a click on its tile
 * then waits for no network, and a phone that never taps it runs none of it. The tile loads the
 * module itself on the visitor's intent (home-screen.tsx). Skipped on a 2g connection, in
 * data-saver mode or offline. A failure stays quiet: the game screen loads and explains itself.
 */
export function usePreloadLikelyGame(
  routes: CampaignManifest['routes'],
  tiles: readonly GameTile[],
): void {
  const painted = useAfterFirstPaint();
  const likely = likelyNextGame(routes, tiles);
  const remote = likely?.remote;
  const module = likely?.module;
  useEffect(() => {
    if (!painted || !remote || !module) return;
    return whenIdle(() => {
      // The connection is read when the work would start, not when the page was drawn.
      if (!canPrefetch(readPrefetchEnvironment())) return;
      void warmRemoteModule({ remote, module });
    });
  }, [painted, remote, module]);
}
