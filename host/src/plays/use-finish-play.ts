import { useQueryClient } from '@tanstack/react-query';
import type { FinishedPlay } from '@onam/shared/contracts/game';
import type { Account } from '@onam/shared/backend/port';
import { backendKeys } from '@onam/shared/backend/queries';
import { pendingPlays, type PendingPlay } from '@onam/shared/backend/pending-plays';
import { PLAY_MAX_DURATION_MS, playInputSchema } from '@onam/shared/backend/schemas';

/**
 * What the host does with a game's finished play: check it against the contract, then put it in
 * the device's pending store, from which the sync saves it. Nothing depends on the network or the
 * backend having loaded, so a play is never lost between the game and the database.
 */
export function useFinishPlay(): (play: FinishedPlay) => PendingPlay | null {
  const client = useQueryClient();
  return (play) => {
    // A game left open for hours and then finished is still a play: its length is capped, not
    // refused (the schema, and the server, take at most PLAY_MAX_DURATION_MS).
    const durationMs = Math.min(play.durationMs, PLAY_MAX_DURATION_MS);
    const checked = playInputSchema.safeParse({ ...play, durationMs });
    if (!checked.success) {
      // A remote that breaks the contract: nothing a visitor can fix, so it is only logged.
      console.error('A game reported a play the contract does not allow', play, checked.error);
      return null;
    }
    const user = client.getQueryData<Account | null>(backendKeys.currentUser());
    return pendingPlays().add(checked.data, user?.uid ?? null);
  };
}
