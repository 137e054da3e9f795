import type { TutorialSheet } from './tutorial-sheet';

export type TutorialSheetComponent = typeof TutorialSheet;

let loaded: TutorialSheetComponent | null = null;
let loading: Promise<TutorialSheetComponent> | null = null;

/** The sheet, if its code is already here. */
export function loadedTutorialSheet(): TutorialSheetComponent | null {
  return loaded;
}

/**
 * The tutorial sheet's code, fetched when a game first shows its tutorial rather than with every
 * game: most visitors see it once. A failed fetch is tried again at the next call.
 */
export function loadTutorialSheet(): Promise<TutorialSheetComponent> {
  loading ??= import('./tutorial-sheet').then(
    (module) => (loaded = module.TutorialSheet),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}
