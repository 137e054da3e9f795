import type { ComponentType } from 'react';
import type { Locale } from '../i18n/locale';
import type { GameId } from './game';
import type { ContractVersion } from './version';
import versions from './versions.json';

/**
 * Game parts are the smaller federated modules the host and the games compose. The version lives in
 * versions.json, read also by the remotes' builds and the campaign CLI.
 */
export const PART_CONTRACT_VERSION = versions.part as ContractVersion;

export interface DollProps {
  locale: Locale;
  /** Item ids worn, bottom layer first. */
  wearing: readonly string[];
}

export interface ConfettiProps {
  /** Starts a shower when it turns true; reduced motion shows a still burst instead. */
  active: boolean;
  onDone?: () => void;
}

/** A game's first-play help, or the site's welcome on the home page. */
export type TutorialTopic = GameId | 'welcome';

export interface TutorialProps {
  locale: Locale;
  topic: TutorialTopic;
  open: boolean;
  /** Move focus into it when it opens: yes when the visitor asked for it, no when it appears by itself. */
  focusOnOpen?: boolean;
  /** Called when the visitor dismisses or finishes it; the caller remembers that it was seen. */
  onClose: () => void;
}

export interface StatsCardProps {
  locale: Locale;
  /** One game's figures, or all games when absent. */
  gameId?: GameId;
  /**
   * The game's name as the campaign gives it, in the visitor's language (since parts 1.0, optional):
   * the card knows the built-in games' names, not those the manifest adds.
   */
  title?: string;
}

export interface PlayIconProps {
  /** The accessible name, e.g. "Play the pookalam game". */
  label: string;
  size?: number;
}

export interface MultiRecorderProps {
  locale: Locale;
  maxClips: number;
  maxClipSeconds: number;
}

/**
 * The family carpet as a picture file (since parts 1.2): a PNG of the carpet as the part draws it,
 * with `caption`'s lines (the family's name, its score) drawn under it, in the visitor's language.
 */
export type DrawCarpetPicture = (caption: readonly string[]) => Promise<Blob>;

/**
 * A family pookalam's board (since parts 1.1): the carpet the members lay together, drawn by the
 * game with its own rules of the day (rings, flowers, symmetry). The host keeps the carpet; the part
 * turns a visitor's taps into cells and codes, with the game's partners around the circle.
 */
export interface FamilyCarpetProps {
  locale: Locale;
  options: { symmetry: 4 | 8 | 16; mode: 'free' | 'day'; day: number };
  /**
   * One code a cell ('.' bare floor, 'a'… the game's flower codes), as folded by the host. Shorter
   * than the board (empty for a carpet not started) reads as bare floor.
   */
  cells: readonly string[];
  /** Each cell's layer's ring colour (0..5), or null where no one laid it. */
  rings: readonly (number | null)[];
  centrepiece: string;
  /** This member's ring colour: the part marks what they lay with it at once. */
  myColour: number;
  /** A finished carpet, or a member the owner removed: drawn, not laid on. */
  readOnly: boolean;
  /**
   * Told the board's number of cells for `options` whenever they change: the host starts a carpet
   * with it, and the server checks it against the game's own record.
   */
  onBoardSize?: (cellCount: number) => void;
  /** Cells laid by one tap or drag, in order, with the centrepiece if it changed. */
  onLay: (laid: readonly { cell: number; code: string }[], centrepiece?: string) => void;
  /**
   * Since parts 1.2, optional: the part hands the host a way to draw the carpet as a picture, so
   * the host can share it without reaching into the part's page, and null when it can draw it no
   * longer (its board replaced or gone). A part from before 1.2 never calls it, and the host then
   * offers no picture; a host from before it passes none, and the part draws none.
   */
  onPicture?: (draw: DrawCarpetPicture | null) => void;
}

export interface PartPropsById {
  doll: DollProps;
  confetti: ConfettiProps;
  tutorial: TutorialProps;
  'stats-card': StatsCardProps;
  'play-icon': PlayIconProps;
  'multi-recorder': MultiRecorderProps;
  'family-carpet': FamilyCarpetProps;
}
export type PartId = keyof PartPropsById;
export const PART_IDS = [
  'doll',
  'confetti',
  'tutorial',
  'stats-card',
  'play-icon',
  'multi-recorder',
  'family-carpet',
] as const satisfies readonly PartId[];

export interface PartMeta<Id extends PartId = PartId> {
  kind: 'part';
  id: Id;
  contractVersion: ContractVersion;
}

export interface PartModule<Id extends PartId> {
  default: ComponentType<PartPropsById[Id]>;
  meta: PartMeta<Id>;
}
