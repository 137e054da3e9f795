// The sandboxes an instance keeps, by key (a version's scoring, a version's page drawing): made on
// first use, kept while used, and the least recently used one ended once more than `size` are
// open, so an instance that meets many old versions' plays holds a few workers, not one each.
import type { Sandbox } from './sandbox';

export class SandboxShelf {
  private readonly kept = new Map<string, Promise<Sandbox>>();
  /**
   * The rest of a sandbox ended while resting: made again, it rests as long, so code that failed
   * is not run again sooner by making the shelf end its sandbox.
   */
  private readonly rests = new Map<string, { until: number; reason: string }>();

  constructor(private readonly size: number) {}

  /** The sandbox for `key`, made with `make` when there is none; a failed make is not kept. */
  get(key: string, make: () => Promise<Sandbox>): Promise<Sandbox> {
    const known = this.kept.get(key);
    if (known) {
      // The most recently used goes last.
      this.kept.delete(key);
      this.kept.set(key, known);
      return known;
    }
    const rest = this.rests.get(key);
    this.rests.delete(key);
    const made = make().then((box) => {
      if (rest) box.restFrom(rest);
      return box;
    });
    this.kept.set(key, made);
    made.catch(() => {
      if (this.kept.get(key) === made) this.kept.delete(key);
    });
    while (this.kept.size > this.size) {
      const [oldest, sandbox] = this.kept.entries().next().value as [string, Promise<Sandbox>];
      this.kept.delete(oldest);
      void sandbox.then(
        (box) => {
          const resting = box.resting();
          if (resting) {
            this.rests.set(oldest, resting);
            // A hundred rests is many more versions than an instance meets; the oldest goes.
            if (this.rests.size > 100) this.rests.delete(this.rests.keys().next().value as string);
          }
          return box.close();
        },
        () => undefined,
      );
    }
    return made;
  }

  /** Ends every sandbox (a test's end, an instance's shutdown). */
  async close(): Promise<void> {
    const all = [...this.kept.values()];
    this.kept.clear();
    await Promise.all(
      all.map((made) =>
        made.then(
          (box) => box.close(),
          () => undefined,
        ),
      ),
    );
  }
}
