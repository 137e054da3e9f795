import { summariseAll } from '../../backend/logic/stats';
import type { Account, BackendPort, MyData, Play, PlayInput, Profile } from '../../backend/port';

/** An in-memory BackendPort whose calls are jest mocks, for the query layer's tests. */
export function fakeBackend() {
  let user: Account | null = null;
  const listeners = new Set<(user: Account | null) => void>();
  const plays: Play[] = [];
  const setUser = (next: Account | null) => {
    user = next;
    for (const listener of listeners) listener(next);
  };
  const account = (uid: string): Account => ({
    uid,
    displayName: uid,
    email: `${uid}@example.com`,
    providers: ['password'],
  });

  const backend = {
    kind: 'local',
    accounts: {
      googleSignIn: 'popup' as const,
      currentUser: jest.fn(async () => user),
      subscribe: jest.fn((listener: (user: Account | null) => void) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      }),
      register: jest.fn(async () => account('new')),
      signIn: jest.fn(async (email: string) => {
        const next = account(email.split('@')[0] ?? email);
        setUser(next);
        return next;
      }),
      signInWithGoogle: jest.fn(async () => account('google')),
      sendPasswordReset: jest.fn(async () => undefined),
      signOut: jest.fn(async () => setUser(null)),
    },
    profiles: {
      get: jest.fn(async (uid: string): Promise<Profile | null> => ({
        uid,
        displayName: uid,
        district: null,
        newsletter: false,
        createdAt: '2025-09-01T00:00:00.000Z',
      })),
      update: jest.fn(),
    },
    plays: {
      record: jest.fn(async (input: PlayInput) => {
        const play: Play = {
          ...input,
          id: `p${plays.length + 1}`,
          uid: user?.uid ?? 'nobody',
          playedAt: '2025-09-01T00:00:00.000Z',
        };
        plays.unshift(play);
        return play;
      }),
      summary: jest.fn(async (uid: string) =>
        summariseAll(
          plays.filter((play) => play.uid === uid),
          new Date('2025-09-01T12:00:00.000Z'),
        ),
      ),
    },
    leaderboard: {
      get: jest.fn(async (gameId: 'dress' | 'pookalam' | 'sadya') => ({
        gameId,
        top: [],
        mine: null,
      })),
    },
    media: {
      upload: jest.fn(async (file: File) => ({
        id: 'm1',
        uid: user?.uid ?? 'nobody',
        name: file.name,
        contentType: file.type,
        size: file.size,
        url: 'blob:m1',
        createdAt: '2025-09-01T00:00:00.000Z',
      })),
      list: jest.fn(async () => []),
      remove: jest.fn(async () => undefined),
    },
    privacy: {
      acceptNotice: jest.fn(),
      exportMyData: jest.fn(async (): Promise<MyData> => ({
        uid: user?.uid ?? 'nobody',
        exportedAt: '2025-09-01T00:00:00.000Z',
      })),
      deleteMyAccount: jest.fn(async () => setUser(null)),
    },
  } satisfies BackendPort;

  return { backend, setUser, account };
}
