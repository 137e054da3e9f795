import { queryOptions, skipToken } from '@tanstack/react-query';
import type { GameId } from '../contracts/game';
import type { BackendPort } from './port';

/**
 * Query keys for every read of the port. Everything that belongs to one visitor sits under
 * `profile`, `plays` or `media` with the uid next, so a sign-in or sign-out can drop or refresh
 * it by prefix; the leaderboard includes the uid only for its `mine` entry.
 */
export const backendKeys = {
  all: ['backend'] as const,
  currentUser: () => [...backendKeys.all, 'current-user'] as const,
  profiles: () => [...backendKeys.all, 'profile'] as const,
  profile: (uid: string) => [...backendKeys.profiles(), uid] as const,
  plays: () => [...backendKeys.all, 'plays'] as const,
  playsOf: (uid: string) => [...backendKeys.plays(), uid] as const,
  playSummary: (uid: string) => [...backendKeys.playsOf(uid), 'summary'] as const,
  leaderboards: () => [...backendKeys.all, 'leaderboard'] as const,
  leaderboardOf: (gameId: GameId) => [...backendKeys.leaderboards(), gameId] as const,
  leaderboard: (gameId: GameId, uid: string | null) =>
    [...backendKeys.leaderboardOf(gameId), uid] as const,
  media: () => [...backendKeys.all, 'media'] as const,
  mediaList: (uid: string) => [...backendKeys.media(), uid] as const,
};

/** Prefixes of everything that depends on who is signed in. */
export const userScopedKeys = () => [
  backendKeys.profiles(),
  backendKeys.plays(),
  backendKeys.media(),
  backendKeys.leaderboards(),
];

type Uid = string | null | undefined;
// A missing uid (nobody signed in yet) keeps the query idle instead of fetching nothing.
const NO_UID = '';

/**
 * The signed-in visitor; kept fresh by `accounts.subscribe`, so it never goes stale by time. Idle
 * while the adapter has not loaded (null).
 */
export const currentUserQuery = (backend: BackendPort | null) =>
  queryOptions({
    queryKey: backendKeys.currentUser(),
    queryFn: backend ? () => backend.accounts.currentUser() : skipToken,
    staleTime: Infinity,
  });

export const profileQuery = (backend: BackendPort | null, uid: Uid) =>
  queryOptions({
    queryKey: backendKeys.profile(uid ?? NO_UID),
    queryFn: backend && uid ? () => backend.profiles.get(uid) : skipToken,
  });

/**
 * A visitor's figures for every game and their latest plays: one read, which the dashboard's
 * sections and every statistics card share (they select their part of it).
 */
export const playSummaryQuery = (backend: BackendPort | null, uid: Uid) =>
  queryOptions({
    queryKey: backendKeys.playSummary(uid ?? NO_UID),
    queryFn: backend && uid ? () => backend.plays.summary(uid) : skipToken,
  });

/** Anyone may read the board; `uid` only picks out the visitor's own entry. */
export const leaderboardQuery = (backend: BackendPort | null, gameId: GameId, uid: Uid) =>
  queryOptions({
    queryKey: backendKeys.leaderboard(gameId, uid ?? null),
    queryFn: backend ? () => backend.leaderboard.get(gameId, uid ?? null) : skipToken,
  });

export const mediaListQuery = (backend: BackendPort | null, uid: Uid) =>
  queryOptions({
    queryKey: backendKeys.mediaList(uid ?? NO_UID),
    queryFn: backend && uid ? () => backend.media.list(uid) : skipToken,
  });
