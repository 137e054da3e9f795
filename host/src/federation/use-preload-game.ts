import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { CampaignManifest } from '@onam/shared/manifest/schema';
import {
  canPrefetch,
  readPrefetchEnvironment,
  whenIdle,
} from '@onam/shared/network/prefetch-policy';
import { useAfterFirstPaint } from '../loading/after-first-paint';
import { likelyNextGame, type GameTile } from './preload-plan';
import { remoteModuleQuery } from './remote-module';

/**
 * Once the page has painted and the browser is idle, loads the likely next game's module (its
 * remote's entry, code and styles) into the very query the game screen reads, so a click on its
 * tile shows the game without waiting for the network: about as fast as a single bundle. Skipped on
 * a 2g connection, in data-saver mode or offline, as prefetched links are. A failure stays quiet:
 * the game screen tries again and explains itself.
 */
export function usePreloadLikelyGame(
  routes: CampaignManifest['routes'],
  tiles: readonly GameTile[],
): void {
  const queryClient = useQueryClient();
  const painted = useAfterFirstPaint();
  const likely = likelyNextGame(routes, tiles);
  const remote = likely?.remote;
  const module = likely?.module;
  useEffect(() => {
    if (!painted || !remote || !module) return;
    return whenIdle(() => {
      // The connection is read when the work would start, not when the page was drawn.
      if (!canPrefetch(readPrefetchEnvironment())) return;
      void queryClient.prefetchQuery(remoteModuleQuery({ remote, module }, 'game'));
    });
  }, [painted, remote, module, queryClient]);
}
