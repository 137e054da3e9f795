/**
 * Stands in for `@module-federation/enhanced/runtime` in the single-bundle build the benchmark
 * compares against: the same host code, with every remote module imported statically instead of
 * fetched at runtime. Never shipped.
 */
const modules: Record<string, () => Promise<unknown>> = {
  'games/dress': () => import('../../../remote-games/src/dress/dress-game'),
  'games/pookalam': () => import('../../../remote-games/src/pookalam/pookalam-game'),
  'games/sadya': () => import('../../../remote-games/src/sadya/sadya-game'),
  'games/doll': () => import('../../../remote-games/src/doll/doll'),
  'games/confetti': () => import('../../../remote-games/src/confetti/confetti'),
  'games/tutorial': () => import('../../../remote-games/src/tutorial/tutorial'),
  'games/stats-card': () => import('../../../remote-games/src/stats-card/stats-card'),
  'games/play-icon': () => import('../../../remote-games/src/play-icon/play-icon'),
  'games/multi-recorder': () => import('../../../remote-games/src/multi-recorder/multi-recorder'),
  'games/family-carpet': () => import('../../../remote-games/src/family-carpet/family-carpet'),
  'auth/dialog': () => import('../../../remote-auth/src/dialog/auth-dialog'),
};

export async function loadRemote<T>(id: string): Promise<T | null> {
  const load = modules[id];
  return load ? ((await load()) as T) : null;
}

export function registerRemotes(): void {}
