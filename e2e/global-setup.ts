import { buildSwapVersion } from './support/prepare-e2e.mjs';

/**
 * Builds remote-games a second time into its own folder as another version, with its dress-up's
 * scoring changed (e2e/fixtures/games-variant): the "new version a game team publishes" that the
 * swap, canary and release stories point the manifest at. Skipped when that build is newer than
 * its sources (`pnpm test` builds it beside the Jest tests: e2e/support/prepare-e2e.mjs).
 */
export default function globalSetup() {
  buildSwapVersion();
}
