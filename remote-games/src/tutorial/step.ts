/**
 * What a tutorial shows, in a leaf module: the sheet (tutorial-sheet.tsx) reads it, and each game
 * hands its own (`<game>/tutorial.ts`) to its frame, so the tutorial imports no game and a game's
 * bundle carries only its own steps' words.
 */
import type { Catalogue } from '@onam/shared/i18n/translator';

/** How the visitor mainly points: a finger, or a mouse (and keyboard). */
export type PointerKind = 'touch' | 'mouse';

/** One step of a tutorial, as message keys of the catalogue that words it. */
export interface TutorialStep<Key extends string = string> {
  title: Key;
  /** The body, worded for the way the visitor plays. */
  body: Record<PointerKind, Key>;
}

/** A tutorial: its steps, and the catalogue whose keys they name. */
export interface TutorialContent<Key extends string = string> {
  steps: readonly TutorialStep<Key>[];
  messages: Catalogue<Key>;
}

/** Touch wording where the main pointer is a finger; mouse and keyboard wording otherwise. */
export function pointerKind(matchMedia?: (query: string) => { matches: boolean }): PointerKind {
  return matchMedia?.('(pointer: coarse)').matches ? 'touch' : 'mouse';
}
