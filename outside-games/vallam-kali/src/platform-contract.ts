// The Onam campaign site's contract for a game, as docs/games-sdk.md gives it: copy this file into
// your game unchanged. The site's own tests compile it against the site's types, so it changes
// only when the contract does (and the document says so).
import type { ComponentType } from 'react';

/** The game contract this file describes: your module's `meta.contractVersion`. */
export const GAME_CONTRACT_VERSION = '1.2';
/** Every game scores out of 100, so scores compare across games. */
export const MAX_SCORE = 100;
/** `exports.scoringApi` of your scoring module. */
export const SCORING_API_VERSION = 1;
/** `packageApi` of your game-package.json. */
export const GAME_PACKAGE_API = 1;
/** A play longer than this is a tab left open, not a play: the server refuses it. */
export const PLAY_MAX_DURATION_MS = 2 * 60 * 60 * 1000;

/** The site's languages: English and Malayalam. Every visible string comes in both. */
export type Locale = 'en' | 'ml';
/** Words in the site's languages; Malayalam may be missing only where the site allows it. */
export type LocalizedText = { en: string; ml?: string };
/** Words in both languages, as the package's facts carry them. */
export type BothLanguages = { en: string; ml: string };
/** "major.minor": a module works in a host of the same major and at least its minor. */
export type ContractVersion = `${number}.${number}`;

/** What the server needs to score a play again. */
export interface PlayEvidence {
  /** The version of your package that made the play: the version you release it as. */
  version: string;
  /** Filled in by the site (the remote the campaign loads your game from): leave it out. */
  remote?: string;
  /** Plain JSON, read only by the same version's scoring module; within `recordMaxBytes`. */
  record: unknown;
}

/** What a game reports when a visitor finishes a play. */
export interface FinishedPlay {
  /** Your game's id, as in `meta.id` and the facts. */
  gameId: string;
  /** Points earned, 0..maxScore: what your scoring module gives `evidence.record`. */
  score: number;
  /** MAX_SCORE. */
  maxScore: number;
  /** How long the play took; at most PLAY_MAX_DURATION_MS. */
  durationMs: number;
  /** Without it the play cannot be saved. */
  evidence?: PlayEvidence;
}

/** A picture the visitor made, for the site's greeting cards (optional). */
export interface GameCreation {
  /** The picture, as a PNG. */
  image: Blob;
  wearing?: readonly string[];
}

/** The props the site renders your game's default export with. */
export interface GameProps {
  /** The visitor's language; it can change while your game is on screen. */
  locale: Locale;
  /** Call it once per finished play; the site saves the play and shows the result. */
  onFinish: (play: FinishedPlay) => void;
  /** Call it after a finished play if your game made a picture worth keeping. */
  onCreation?: (creation: GameCreation) => void;
}

/** Your module's `meta` export. */
export interface GameMeta {
  kind: 'game';
  id: string;
  title: LocalizedText;
  contractVersion: ContractVersion;
}

/** The shape of your exposed module: `export default Game; export const meta = {...}`. */
export interface GameModule {
  default: ComponentType<GameProps>;
  meta: GameMeta;
}

/** What a scoring module answers for a record. */
export interface ScoredPlay {
  score: number;
  maxScore: number;
}

/** The exports of `server/scoring.cjs`. */
export interface ScoringModule {
  scoringApi: number;
  /** The version of your package: the same as `evidence.version`. */
  version: string;
  /** Scores a record, or throws an EvidenceError saying why it is no possible play. */
  scorePlay(gameId: string, record: unknown): ScoredPlay;
}

/** Thrown by a scoring module for a record that is not a possible play; recognised by its name. */
export class EvidenceError extends Error {
  override readonly name = 'EvidenceError';
}

/** The exports of `server/modules.cjs`: each exposed module's name → a loader of it. */
export type ServerModules = Record<string, () => Promise<GameModule>>;

/** One step of a game's tutorial: worded for a finger, and for a mouse and keyboard. */
export interface TutorialStep {
  title: BothLanguages;
  body: { touch: BothLanguages; mouse: BothLanguages };
}

/** A play of the game with the score the scoring must give it: the package's self-test. */
export interface GameSample {
  label: string;
  record: unknown;
  score: number;
}

/** One game of a package, in game-package.json. */
export interface GameFacts {
  /** Lower-case letters, digits and hyphens, starting with a letter; 2 to 31 characters. */
  id: string;
  /** The exposed module that plays it (its name in `exposes`, without `./`). */
  module: string;
  names: BothLanguages;
  /** An SVG file of the package, by its path: "icons/<id>.svg". */
  icon: string;
  maxScore: number;
  /** The largest record of a play, as JSON text in bytes (2 to 65536). */
  recordMaxBytes: number;
  /** 1 to 10 steps. */
  tutorial: TutorialStep[];
  sharePicture: {
    invitation: BothLanguages;
    shows: Array<'score' | 'maxScore' | 'player'>;
  };
  /** 1 to 20 plays, each scored by your scoring module as recorded. */
  samples: GameSample[];
}

/** game-package.json. */
export interface GamePackage {
  packageApi: typeof GAME_PACKAGE_API;
  /** Your remote's name: your federation `name`, and the campaign's name for it. */
  remote: string;
  /** The version this build is, as it is released. */
  version: string;
  games: GameFacts[];
}

/** contracts.json: what each exposed module is, read without running it. */
export type ContractsFile = Record<
  string,
  { kind: 'game'; id: string; contractVersion: ContractVersion }
>;
