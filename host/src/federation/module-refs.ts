import type { ModuleRef } from './load-module';

/**
 * Parts the host itself places. Game routes come from the manifest; these are fixed by the
 * product, under the remote names the manifest registers.
 */
export const PLAY_ICON: ModuleRef = { remote: 'games', module: 'play-icon' };
export const AUTH_DIALOG: ModuleRef = { remote: 'auth', module: 'dialog' };
export const TUTORIAL: ModuleRef = { remote: 'games', module: 'tutorial' };
export const STATS_CARD: ModuleRef = { remote: 'games', module: 'stats-card' };
export const CONFETTI: ModuleRef = { remote: 'games', module: 'confetti' };
/** The family pookalam's board, from the remote that plays the pookalam (docs/decisions/074). */
export const FAMILY_CARPET: ModuleRef = { remote: 'games', module: 'family-carpet' };
