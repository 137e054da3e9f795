/**
 * The shape of a tutorial step, in a leaf module: the tutorial's registry (steps.ts) imports each
 * game's steps, and each game's steps import this type, so neither imports the other.
 */

/** How the visitor mainly points: a finger, or a mouse (and keyboard). */
export type PointerKind = 'touch' | 'mouse';

/** One step of a tutorial, as message keys of the catalogue that words it. */
export interface TutorialStep<Key extends string = string> {
  title: Key;
  /** The body, worded for the way the visitor plays. */
  body: Record<PointerKind, Key>;
}
