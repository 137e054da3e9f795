import type { ComponentType } from 'react';
import type { Locale, LocalizedText } from '../i18n/locale';
import type { ContractVersion } from './version';
import versions from './versions.json';

/**
 * The version of the game contract this build of `shared` describes. It lives in versions.json so
 * the remotes' builds (contracts.json) and the campaign CLI read the same value without running TS.
 */
export const GAME_CONTRACT_VERSION = versions.game as ContractVersion;

/**
 * The games this repository's games remote plays: the seed's three. The festival's games are the
 * manifest's (any number, docs/decisions/058); these are only where a list in code is right: the
 * built-in remote's own modules, and the plays made before games were listed by the manifest.
 */
export const BUILT_IN_GAME_IDS = ['dress', 'pookalam', 'sadya'] as const;
export type BuiltInGameId = (typeof BUILT_IN_GAME_IDS)[number];

export const isBuiltInGame = (gameId: string): gameId is BuiltInGameId =>
  (BUILT_IN_GAME_IDS as readonly string[]).includes(gameId);

/**
 * The name a statistics card is given for a game: none for a built-in game, whose card says the
 * name the games remote gives it; the campaign's for an added one, which the card cannot know.
 */
export const statsCardTitle = (gameId: GameId, title: string): string | undefined =>
  isBuiltInGame(gameId) ? undefined : title;

/**
 * A game's id: the built-in ones and any the manifest adds (GAME_ID_PATTERN in
 * manifest/route-paths.ts: lower-case letters, digits and hyphens). The functions check a play's
 * against the package of the version that made it.
 */
export type GameId = string;

/** The remote whose versions make the built-in games' plays; an added game's play names its own. */
export const GAMES_REMOTE = 'games';

/** Every game scores out of 100, so scores compare across games; the rules and the backend enforce it. */
export const MAX_SCORE = 100;

/** The built-in games' maximum, as the platform knew it before packages carried their facts. */
export const GAME_MAX_SCORE: Record<BuiltInGameId, number> = {
  dress: MAX_SCORE,
  pookalam: MAX_SCORE,
  sadya: MAX_SCORE,
};

/**
 * What the server needs to score a play again (since contract 1.2): which build of the games made
 * it, and that game's own record of the play (the final board, the dishes in the order and at the
 * times they were served, the outfit). The server scores the record with the scoring code of that
 * same version (`./scoring.ts`), never trusting the score the browser sent.
 */
export interface PlayEvidence {
  /** The games build that produced the play (its release version, e.g. "0.2.0"). */
  version: string;
  /**
   * The remote that version is of; the host fills it in from the route the game was loaded by.
   * Missing on plays made before games came from more than one remote: GAMES_REMOTE.
   */
  remote?: string;
  /** Plain JSON, read only by the same version's scoring module; at most EVIDENCE_MAX_BYTES. */
  record: unknown;
}

/** A play longer than this is a tab left open, not a play. */
export const PLAY_MAX_DURATION_MS = 2 * 60 * 60 * 1000;

/** A record larger than this is not a play (the largest, a day-10 pookalam, is 333 bytes). */
export const EVIDENCE_MAX_BYTES = 16 * 1024;

/** What a game reports when a visitor finishes a play. */
export interface FinishedPlay {
  gameId: GameId;
  /** Points earned, 0..maxScore. */
  score: number;
  maxScore: number;
  durationMs: number;
  /** How the server checks the score (since 1.2). A play without it cannot go on the leaderboard. */
  evidence?: PlayEvidence;
}

/** Something the visitor made that can go on a greeting card (since contract 1.1). */
export interface GameCreation {
  /** The picture, as a PNG. */
  image: Blob;
  /** For the doll: the items worn, bottom layer first, so it can be drawn again at any size. */
  wearing?: readonly string[];
}

export interface GameProps {
  locale: Locale;
  /** Called once when the visitor finishes a play; the host saves it and shows the result. */
  onFinish: (play: FinishedPlay) => void;
  /**
   * Called after a finished play when the game made a picture worth keeping (a pookalam, a dressed
   * doll); the host keeps it for the greeting-card maker. Optional for games that make none.
   */
  onCreation?: (creation: GameCreation) => void;
}

export interface GameMeta {
  kind: 'game';
  id: GameId;
  title: LocalizedText;
  contractVersion: ContractVersion;
}

/** The shape of an exposed game module: `export default Game; export const meta = {...}`. */
export interface GameModule {
  default: ComponentType<GameProps>;
  meta: GameMeta;
}
