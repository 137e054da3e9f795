import { useEffect, useState, useSyncExternalStore } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  BackendError,
  CampaignDeskPort,
  LiveNumbers,
  LiveNumbersPort,
} from '@onam/shared/backend/port';
import type { ChangeCampaignRequest } from '@onam/shared/manifest/campaign-change';
import {
  PUBLISHED_VERSIONS_FILE,
  remoteBaseOf,
  type PublishedVersionsIndex,
} from '@onam/shared/manifest/remote-base';

/** How many revisions the history shows. */
export const HISTORY_SHOWN = 20;

const deskKeys = {
  all: ['backend', 'campaign-desk'] as const,
  live: () => [...deskKeys.all, 'live'] as const,
  history: () => [...deskKeys.all, 'history'] as const,
  versions: (base: string) => [...deskKeys.all, 'versions', base] as const,
};

/**
 * The console's reads and its one write, as TanStack Query hooks over the port's campaign desk
 * (the only way a screen reaches the backend). Kept beside the console: its chunk is the only one
 * that needs them, and no visitor loads it.
 */
export function useLiveCampaign(desk: CampaignDeskPort) {
  return useQuery({ queryKey: deskKeys.live(), queryFn: () => desk.live() });
}

export function useCampaignHistory(desk: CampaignDeskPort) {
  return useQuery({ queryKey: deskKeys.history(), queryFn: () => desk.history(HISTORY_SHOWN) });
}

/** A change checked without being written: what the console shows before "Make it live". */
export function usePreviewChange(desk: CampaignDeskPort) {
  return useMutation({
    mutationFn: (request: ChangeCampaignRequest) => desk.change({ ...request, dryRun: true }),
  });
}

export function useApplyChange(desk: CampaignDeskPort) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: ChangeCampaignRequest) => desk.change({ ...request, dryRun: false }),
    // Applied or refused because someone else went first: either way, show the campaign as it is.
    onSettled: () => client.invalidateQueries({ queryKey: deskKeys.all }),
  });
}

/**
 * The versions of a remote published beside the one it runs (`versions.json`, written by
 * `pnpm release`), newest first: what the console offers. An empty list when there is none to
 * read; the server checks whatever version is typed anyway.
 */
export function usePublishedVersions(entry: string, version: string) {
  const found = remoteBaseOf(entry, version);
  const base = found.ok ? found.base : '';
  return useQuery({
    queryKey: deskKeys.versions(base),
    enabled: found.ok,
    queryFn: async (): Promise<string[]> => {
      const response = await fetch(`${base}${PUBLISHED_VERSIONS_FILE}`, { cache: 'no-cache' });
      if (!response.ok) return [];
      const index = (await response.json()) as Partial<PublishedVersionsIndex>;
      return (index.versions ?? [])
        .map((entry) => entry.version)
        .filter((value): value is string => typeof value === 'string')
        .reverse();
    },
  });
}

/**
 * The "Now" panel's numbers for a Kerala day, kept live by the port's listener while the panel is
 * open (a listener, not a query: the server pushes each change, nothing is fetched again).
 */
export function useLiveNumbers(port: LiveNumbersPort, day: string) {
  const [state, setState] = useState<{ data?: LiveNumbers; error: BackendError | null }>({
    error: null,
  });
  // Every counter write reaches a listening console as a document read: a console left in a
  // background tab stops listening, and catches up when it is looked at again.
  const visible = usePageVisible();
  useEffect(
    () =>
      visible
        ? port.watch(
            day,
            (data) => setState({ data, error: null }),
            (error) => setState((before) => ({ ...before, error })),
          )
        : undefined,
    [port, day, visible],
  );
  // Past midnight, yesterday's numbers are not today's: nothing is shown until today's arrive.
  return state.data && state.data.day !== day ? { error: state.error } : state;
}

function usePageVisible(): boolean {
  return useSyncExternalStore(
    (changed) => {
      document.addEventListener('visibilitychange', changed);
      return () => document.removeEventListener('visibilitychange', changed);
    },
    () => document.visibilityState !== 'hidden',
    () => true,
  );
}
