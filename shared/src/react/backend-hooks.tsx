import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { GameId } from '../contracts/game';
import {
  type Account,
  type BackendPort,
  RECENT_PLAYS_KEPT,
  type PlayInput,
  type Profile,
  type ProfilePatch,
  type GoogleTestAccount,
  type RegisterInput,
  type UploadOptions,
} from '../backend/port';
import {
  backendKeys,
  currentUserQuery,
  leaderboardQuery,
  mediaListQuery,
  playSummaryQuery,
  profileQuery,
  userScopedKeys,
} from '../backend/queries';
import { NO_PLAYS, statsAsOf } from '../backend/logic/stats';
import type { AgeBand } from '../backend/privacy';
import {
  clearSignOutAsked,
  noteSignOutAsked,
  readRememberedSession,
} from '../session/remembered-session';
import {
  useBackend,
  useBackendLater,
  useBackendReady,
  useBackendStarted,
  useBackendWaiting,
} from './backend-context';

/**
 * TanStack Query hooks over the backend port: the only way screens and remotes reach it. The
 * reads (a profile, plays, boards, media) do not suspend: their query waits, pending, until the
 * adapter has loaded (which they start), so their component draws its own "loading" and a page of
 * reads is on screen before Firebase's code has arrived. The visitor and the writes suspend while
 * the adapter loads (see `useBackend`), except a remembered visitor's (`useCurrentUser`). The
 * loading bar already counts queries and mutations, so these calls are not also counted by
 * `inflight`.
 */

type Uid = string | null | undefined;

/** After the visitor changed: their own data is refetched, the previous visitor's is dropped. */
function onVisitorChanged(client: QueryClient, previousUid: string | null, user: Account | null) {
  client.setQueryData(backendKeys.currentUser(), user);
  if (previousUid !== null && previousUid !== user?.uid) {
    for (const key of [
      backendKeys.profile(previousUid),
      backendKeys.playsOf(previousUid),
      backendKeys.mediaList(previousUid),
    ]) {
      client.removeQueries({ queryKey: key });
    }
  }
  for (const queryKey of userScopedKeys()) void client.invalidateQueries({ queryKey });
}

const cachedUid = (client: QueryClient): string | null | undefined => {
  const user = client.getQueryData<Account | null>(backendKeys.currentUser());
  return user === undefined ? undefined : (user?.uid ?? null);
};

/** The visitor this device remembers as signed in, as an account (see `remembered`). */
const rememberedAccount = (): Account | undefined => {
  const user = readRememberedSession();
  return user ? { ...user, providers: [] } : undefined;
};

/**
 * The signed-in visitor (null when signed out), kept live by the auth subscription.
 *
 * `remembered`: until Auth has confirmed the session (a round trip to its server on each load),
 * the visitor this device last saw signed in stands in, as `isPlaceholderData`, so a page of the
 * visitor's own figures is drawn at once. Only for showing reads on a signed-in page, whose guard
 * sends the visitor to sign in if Auth disagrees; never for a write.
 */
export function useCurrentUser({ remembered = false }: { remembered?: boolean } = {}) {
  // A remembered visitor is drawn without waiting for the adapter; anyone else waits for it, since
  // only Auth can say whether they are signed in.
  const backend = useBackendWaiting(!(remembered && readRememberedSession() !== null));
  useVisitorChanges(backend);
  return useQuery({
    ...currentUserQuery(backend),
    placeholderData: remembered ? rememberedAccount : undefined,
  });
}

/**
 * The visitor, for a part that shows their figures beside a game (the statistics card): the
 * visitor this device remembers at once, as Auth then confirms them, loading the adapter for them;
 * anyone else is signed out here unless the adapter has loaded for another reason (the idle page
 * loads it wherever someone may be signed in). Never suspends, and never loads Firebase's code for
 * a visitor nobody signed in to on this device: on a cheap phone that is a second of main thread
 * on a game's page, for a card that would say "signed out" anyway.
 */
export function useKnownCurrentUser(): Account | null | undefined {
  const remembered = readRememberedSession() !== null;
  const started = useBackendWaiting(false, { start: remembered });
  useVisitorChanges(started);
  return useQuery({
    ...currentUserQuery(started),
    placeholderData: remembered ? rememberedAccount : undefined,
  }).data;
}

/**
 * The signed-in visitor once the adapter has loaded, without loading it or suspending: undefined
 * until then. For the header, which shows "Sign in" the same way before and after the adapter
 * arrives for a visitor nobody signed in to (the same button, so focus on it is kept).
 */
export function useLoadedCurrentUser(): Account | null | undefined {
  const backend = useBackendReady();
  useVisitorChanges(backend);
  return useQuery(currentUserQuery(backend)).data;
}

/** Keeps the cached visitor in step with Auth's reports (sign-in, sign-out, a new name). */
function useVisitorChanges(backend: BackendPort | null) {
  const client = useQueryClient();
  useEffect(
    () =>
      backend?.accounts.subscribe((user) => {
        // Several components may subscribe; only the first to see a change acts on it.
        const previous = cachedUid(client);
        if (previous === undefined) {
          client.setQueryData(backendKeys.currentUser(), user);
        } else if (previous !== (user?.uid ?? null)) {
          onVisitorChanged(client, previous, user);
        } else {
          // Same visitor, maybe with a new name (set just after registration).
          client.setQueryData(backendKeys.currentUser(), user);
        }
      }),
    [backend, client],
  );
}

export function useProfile(uid: Uid) {
  return useQuery(profileQuery(useBackendStarted(), uid));
}

/** The family pookalams the visitor laid with others, once one is finished; null before. */
export function useFamilyFigures(uid: Uid) {
  return useQuery({
    ...playSummaryQuery(useBackendStarted(), uid),
    select: (summary) => summary.family ?? null,
  });
}

/** The visitor's latest plays, newest first (at most RECENT_PLAYS_KEPT). */
export function useRecentPlays(uid: Uid, limit = RECENT_PLAYS_KEPT) {
  return useQuery({
    ...playSummaryQuery(useBackendStarted(), uid),
    select: (summary) => summary.recent.slice(0, limit),
  });
}

export function useGameStats(uid: Uid, gameId: GameId | 'all') {
  return useQuery({
    ...playSummaryQuery(useBackendStarted(), uid),
    // A game the visitor never played (an added one, say) has no figures yet: zero of each.
    select: (summary) => summary.stats[gameId] ?? statsAsOf(gameId, NO_PLAYS, new Date()),
  });
}

export function useLeaderboard(gameId: GameId, uid: Uid) {
  return useQuery(leaderboardQuery(useBackendStarted(), gameId, uid));
}

export function useMediaList(uid: Uid) {
  return useQuery(mediaListQuery(useBackendStarted(), uid));
}

function useSignedIn() {
  const client = useQueryClient();
  return (account: Account) => onVisitorChanged(client, cachedUid(client) ?? null, account);
}

export function useRegister() {
  const backend = useBackend();
  const signedIn = useSignedIn();
  return useMutation({
    mutationFn: (input: RegisterInput) => backend.accounts.register(input),
    onSuccess: signedIn,
  });
}

export function useSignIn() {
  const backend = useBackend();
  const signedIn = useSignedIn();
  return useMutation({
    mutationFn: ({ email, password }: { email: string; password: string }) =>
      backend.accounts.signIn(email, password),
    onSuccess: signedIn,
  });
}

export function useSignInWithGoogle() {
  const backend = useBackend();
  const signedIn = useSignedIn();
  return useMutation({
    mutationFn: (testAccount?: GoogleTestAccount) => backend.accounts.signInWithGoogle(testAccount),
    onSuccess: signedIn,
  });
}

export function usePasswordReset() {
  const backend = useBackend();
  return useMutation({
    mutationFn: (email: string) => backend.accounts.sendPasswordReset(email),
  });
}

/**
 * Does not suspend: the header's menu offers it for a remembered visitor before the adapter has
 * loaded, and a click then waits for the adapter instead of being lost.
 */
export function useSignOut() {
  const backend = useBackendLater();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      // Noted before anything waits, so it holds if the page is left at once (remembered-session).
      noteSignOutAsked();
      await (await backend()).accounts.signOut();
      clearSignOutAsked();
    },
    onSuccess: () => onVisitorChanged(client, cachedUid(client) ?? null, null),
  });
}

export interface RecordVariables {
  play: PlayInput;
  /** The pending-plays store's id, so a retried save is saved once (RecordOptions). */
  deviceId?: string;
}

export function useRecordPlay() {
  const backend = useBackend();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ play, deviceId }: RecordVariables) =>
      backend.plays.record(play, deviceId ? { deviceId } : {}),
    onSuccess: (play) =>
      Promise.all([
        client.invalidateQueries({ queryKey: backendKeys.playsOf(play.uid) }),
        client.invalidateQueries({ queryKey: backendKeys.leaderboardOf(play.gameId) }),
      ]),
  });
}

export interface UploadVariables extends UploadOptions {
  file: File;
}

export function useUploadMedia() {
  const backend = useBackend();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ file, ...options }: UploadVariables) => backend.media.upload(file, options),
    onSuccess: (media) => client.invalidateQueries({ queryKey: backendKeys.mediaList(media.uid) }),
  });
}

export function useRemoveMedia() {
  const backend = useBackend();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => backend.media.remove(id),
    // Only the owner can remove a file, and lists are per owner: refresh them all.
    onSuccess: () => client.invalidateQueries({ queryKey: backendKeys.media() }),
  });
}

/**
 * These do not suspend (as useSignOut): the account menu offers them before the adapter has loaded.
 */

/**
 * The profile a write answered with, kept as the visitor's. A read of the profile still on its way
 * began before the write and would bring back the profile from before it (the privacy question
 * asked again after it was answered): it is cancelled first, as TanStack Query's guide to updates
 * from a mutation's answer says.
 */
async function keepProfile(client: QueryClient, profile: Profile) {
  const queryKey = backendKeys.profile(profile.uid);
  await client.cancelQueries({ queryKey });
  client.setQueryData(queryKey, profile);
}

/** A profile change through the port (the newsletter choice, from the account menu). */
export function useUpdateProfile() {
  const backend = useBackendLater();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ uid, patch }: { uid: string; patch: ProfilePatch }) =>
      (await backend()).profiles.update(uid, patch),
    onSuccess: (profile) => keepProfile(client, profile),
  });
}

/** The privacy notice accepted, with the age band when the profile has none (decision 037). */
export function useAcceptPrivacyNotice() {
  const backend = useBackendLater();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: { ageBand?: AgeBand }) =>
      (await backend()).privacy.acceptNotice(input),
    onSuccess: async (profile) => {
      await keepProfile(client, profile);
      // A visitor who said they are under 18 has left the boards.
      void client.invalidateQueries({ queryKey: backendKeys.leaderboards() });
    },
  });
}

/** "Download my data": everything the server keeps of the visitor. */
export function useExportMyData() {
  const backend = useBackendLater();
  return useMutation({ mutationFn: async () => (await backend()).privacy.exportMyData() });
}

/** "Delete my account": everything of the visitor, here and on the server; then signed out. */
export function useDeleteMyAccount() {
  const backend = useBackendLater();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => (await backend()).privacy.deleteMyAccount(),
    onSuccess: () => onVisitorChanged(client, cachedUid(client) ?? null, null),
  });
}
