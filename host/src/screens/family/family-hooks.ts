import { useEffect, useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  BackendError,
  isBackendError,
  type FamilyCarpetView,
  type FamilyPort,
} from '@onam/shared/backend/port';
import { useBackend } from '@onam/shared/react/backend-context';
import {
  FAMILY_GAME_ID,
  type FinishCarpetRequest,
  type JoinCarpetRequest,
  type JoinRefusal,
  type StartCarpetRequest,
} from '@onam/shared/family/carpet';
import { familyRefusalOf, isJoinRefusal } from '@onam/shared/family/refusals';

const familyKeys = {
  board: (gameId: string) => ['family', 'board', gameId] as const,
  finished: (carpetId: string, seenFinished: boolean) =>
    ['family', 'finished', carpetId, seenFinished] as const,
};

/** The adapter's family carpets, or null where the backend keeps none (the `local` mode). */
export function useFamilyPort(): FamilyPort | null {
  return useBackend().family ?? null;
}

function needFamily(port: FamilyPort | null): FamilyPort {
  if (!port) throw new BackendError('unavailable', 'family carpets need the online backend');
  return port;
}

/** Why a join was refused, if it was (the adapter's `conflict` carries the reason). */
export function joinRefusalOf(error: unknown): JoinRefusal | null {
  const reason = familyRefusalOf(error);
  return isJoinRefusal(reason) ? reason : null;
}

/** The family board: finished carpets, best first. */
export function useFamilyBoard() {
  const port = useFamilyPort();
  return useQuery({
    queryKey: familyKeys.board(FAMILY_GAME_ID),
    queryFn: () => needFamily(port).board(FAMILY_GAME_ID),
    enabled: port !== null,
    staleTime: 60_000,
  });
}

/**
 * A carpet's public result, once it is finished (anyone with the link may see it). Read again
 * when a member's page sees the carpet finish, whoever finished it; an entry read before stays
 * shown meanwhile (as `isPlaceholderData`).
 */
export function useFinishedCarpet(carpetId: string, seenFinished: boolean) {
  const port = useFamilyPort();
  return useQuery({
    queryKey: familyKeys.finished(carpetId, seenFinished),
    queryFn: () => needFamily(port).finished(carpetId),
    enabled: port !== null,
    placeholderData: keepPreviousData,
  });
}

export type CarpetWatch =
  | { state: 'loading' }
  | { state: 'member'; carpet: FamilyCarpetView }
  | { state: 'not-member' }
  /** Refused after it had shown the carpet: the owner took this member off; as last seen. */
  | { state: 'removed'; carpet: FamilyCarpetView }
  | { state: 'failed'; error: BackendError };

/**
 * The carpet, live, while the screen shows it. `attempt` starts the watch again (after joining,
 * or the visitor's "Try again"). Not a query: every stroke of every member arrives as a new view.
 */
export function useCarpetWatch(carpetId: string, enabled: boolean, attempt: number): CarpetWatch {
  const port = useFamilyPort();
  const key = `${carpetId}#${attempt}`;
  // What the watch of `key` last said: a new carpet or attempt reads as loading until it speaks.
  const [heard, setHeard] = useState<{ key: string; watch: CarpetWatch } | null>(null);
  useEffect(() => {
    if (!port || !enabled) return undefined;
    const say = (watch: CarpetWatch) => setHeard({ key, watch });
    let seen: FamilyCarpetView | null = null;
    return port.watch(
      carpetId,
      (carpet) => {
        seen = carpet;
        say({ state: 'member', carpet });
      },
      (error) => {
        if (!isBackendError(error, 'permission-denied')) say({ state: 'failed', error });
        // A seat that goes while the carpet is shown was taken away, not never given: no
        // invitation to join again, which the server would refuse.
        else if (seen) say({ state: 'removed', carpet: seen });
        else say({ state: 'not-member' });
      },
    );
  }, [port, carpetId, enabled, key]);
  return heard?.key === key ? heard.watch : { state: 'loading' };
}

export function useStartCarpet() {
  const port = useFamilyPort();
  return useMutation({
    mutationFn: (request: StartCarpetRequest) => needFamily(port).start(request),
  });
}

export function useJoinCarpet() {
  const port = useFamilyPort();
  return useMutation({
    mutationFn: (request: JoinCarpetRequest) => needFamily(port).join(request),
  });
}

export function useRemoveMember(carpetId: string) {
  const port = useFamilyPort();
  return useMutation({
    mutationFn: (memberId: string) => needFamily(port).remove({ carpetId, memberId }),
  });
}

export function useSetCarpetOpen(carpetId: string) {
  const port = useFamilyPort();
  return useMutation({
    mutationFn: (open: boolean) => needFamily(port).setOpen({ carpetId, open }),
  });
}

export function useFinishCarpet() {
  const port = useFamilyPort();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: FinishCarpetRequest) => needFamily(port).finish(request),
    onSuccess: () => void client.invalidateQueries({ queryKey: ['family'] }),
  });
}
