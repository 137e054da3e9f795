import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import type { WallPort } from '@onam/shared/backend/port';
import { DRAWN_WALL_ID, readWallPage } from '@onam/shared/backend/wall-page';
import type { ModerateWishRequest, WallPage, WishInput } from '@onam/shared/backend/wishes';

/**
 * The wall of wishes' reads and writes, as TanStack Query hooks over the port's `wall` (the only
 * way a screen reaches the backend), for the three screens that use them: the wall's own, the card
 * maker's "Put my card on the wall" and the console's moderation queue.
 */
export const wallKeys = {
  all: ['backend', 'wall'] as const,
  pages: () => [...wallKeys.all, 'pages'] as const,
  broadcast: () => [...wallKeys.all, 'broadcast'] as const,
  mine: (uid: string) => [...wallKeys.all, 'mine', uid] as const,
  queue: () => [...wallKeys.all, 'queue'] as const,
};

/** How often the broadcast view asks for the wall again, and how many cards it keeps cycling. */
export const BROADCAST_REFRESH_MS = 60_000;
export const BROADCAST_PAGES = 4;

/** The wall's query holding one first page. */
export const firstWallPages = (page: WallPage): InfiniteData<WallPage, string | null> => ({
  pages: [page],
  pageParams: [null],
});

/**
 * The first page a drawn wall carries (render-page.ts), or undefined on any other page: read
 * once, when the wall's query is made, so the app's first render is the page as it was drawn.
 */
function drawnFirstPage(): InfiniteData<WallPage, string | null> | undefined {
  if (typeof document === 'undefined') return undefined;
  const text = document.getElementById(DRAWN_WALL_ID)?.textContent;
  if (!text) return undefined;
  try {
    const page = readWallPage(JSON.parse(text));
    return page ? firstWallPages(page) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * How long the wall's cards count as fresh once read: the cards a page was drawn with are not read
 * again as soon as the page is adopted, which would load the backend's code (Firebase, a second of
 * a slow phone's main thread) for every visitor who only looks. Pressing "Show more" or "Report",
 * coming back to the wall after this long, or a report of one's own reads them again.
 */
export const WALL_FRESH_MS = 60_000;

/**
 * The wall's cards, a page at a time. `wall` gives the wall once the backend's code is in, loading
 * it when asked: the first read of a wall drawn without its cards asks at once, a drawn one only
 * when the visitor wants more.
 */
export function useWallPages(wall: () => Promise<WallPort>) {
  return useInfiniteQuery({
    queryKey: wallKeys.pages(),
    queryFn: async ({ pageParam }) => (await wall()).page(pageParam),
    initialPageParam: null as string | null,
    initialData: drawnFirstPage,
    // As old as the page: a visitor who comes back to the wall within the visit, once the query
    // was let go, gets the drawn cards read again rather than shown as fresh.
    initialDataUpdatedAt: () => performance.timeOrigin,
    staleTime: WALL_FRESH_MS,
    getNextPageParam: (last) => last.next,
  });
}

/** The newest cards (a few pages), read again every minute for the studio screens. */
export function useBroadcastCards(wall: WallPort) {
  return useQuery({
    queryKey: wallKeys.broadcast(),
    queryFn: async () => {
      const cards = [];
      let after: string | null = null;
      for (let page = 0; page < BROADCAST_PAGES; page += 1) {
        const read = await wall.page(after);
        cards.push(...read.cards);
        after = read.next;
        if (!after) break;
      }
      return cards;
    },
    refetchInterval: BROADCAST_REFRESH_MS,
    refetchIntervalInBackground: true,
    retry: false,
  });
}

export function useOwnWishes(wall: WallPort, uid: string) {
  return useQuery({ queryKey: wallKeys.mine(uid), queryFn: () => wall.mine(uid) });
}

/**
 * Sends a card with the request's own id: the page sends the same id again for the same card
 * until it is sent, so a retry after an answer that never arrived finds the card made.
 */
export function usePublishWish(wall: WallPort) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ input, clientId }: { input: WishInput; clientId: string }) =>
      wall.publish(input, { clientId }),
    onSettled: () => client.invalidateQueries({ queryKey: [...wallKeys.all, 'mine'] }),
  });
}

/**
 * `wall` gives the wall once the backend's code is in: a report pressed on a drawn card before then
 * is pending meanwhile, and sent once it is.
 */
export function useReportWish(wall: () => Promise<WallPort>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (wishId: string) => (await wall()).report(wishId),
    onSettled: () => client.invalidateQueries({ queryKey: wallKeys.pages() }),
  });
}

export function useModerationQueue(wall: WallPort) {
  return useQuery({ queryKey: wallKeys.queue(), queryFn: () => wall.queue() });
}

export function useModerateWish(wall: WallPort) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: ModerateWishRequest) => wall.moderate(request),
    onSettled: () => client.invalidateQueries({ queryKey: wallKeys.all }),
  });
}
