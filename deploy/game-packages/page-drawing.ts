// A prerendered page for one request, drawn the way a game version ships whole
// (docs/decisions/053, 054): the host's renderer decides, in this process, what the page is
// (planPage: the manifest checked, the day, the side, the game it shows and which version of it);
// the body is drawn in a sandbox by the host's drawing (draw-page.js), beside the server part of
// that version, fetched from its published files on first use and checked against its release
// record; the body is then put into the page here (composeDocument). Nothing a sandbox answers
// but the body's HTML is used. Pages that show no game are drawn in a sandbox that holds no
// team's code.
import { createHash } from 'node:crypto';
import { PACKAGE_FILES } from '@onam/shared/contracts/game-package';
import { releaseEntry, type ReleaseRecord } from '@onam/shared/contracts/release-record';
import { PAGE_LIMITS } from './limits';
import type { PublishedFiles } from './published-files';
import type { ReleaseRegistry } from './registry';
import { Sandbox, type SandboxLimits } from './sandbox/sandbox';
import { SandboxShelf } from './sandbox/shelf';

type Locale = 'en' | 'ml';
type Side = 'stable' | 'canary';

/** A page to draw: the request as the pages function or the preview has it. */
export interface DrawRequest {
  manifest: unknown;
  path: string;
  search?: string;
  locale: Locale;
  side?: Side;
  now: number;
  /** The wall's first page, for `/wall` (the renderer draws its cards). */
  wall?: unknown;
}

interface GameOnPage {
  remote: string;
  version: string;
  entry: string;
  module: string;
}

/** planPage's answer, as far as this module reads it (host/src/prerender/plan-page.ts). */
type PagePlan =
  | {
      ok: true;
      path: string;
      search: string;
      side: Side;
      screen: string;
      marker: { path: string; locale: Locale; date: string; digest: string; side: Side };
      game: GameOnPage | null;
    }
  | { ok: false; reason: string };

/** What this module uses of host/dist-prerender/render-page.cjs (host/src/prerender/server-entry.ts). */
export interface HostRenderer {
  PRERENDERED_PATHS: readonly string[];
  /** The fixed paths and each added game's /play/<id> (a renderer from before has only the list). */
  isPrerenderedPath?(path: string): boolean;
  DRAW_PAGE_PARTS: { drawing: string; serverPart: string };
  pageQuery(path: string, search: string): string;
  planPage(request: Omit<DrawRequest, 'wall'>): PagePlan;
  composeDocument(parts: {
    template: string;
    screenStyles: Readonly<Record<string, readonly string[]>>;
    plan: PagePlan & { ok: true };
    html: string;
    gameStylesheets?: readonly string[];
    wallPage?: unknown;
  }): string;
  stylesheetsOf(manifestText: string, entry: string): (module: string) => string[];
}

export type DrawnDocument =
  | { ok: true; page: string; marker: Extract<PagePlan, { ok: true }>['marker'] }
  | { ok: false; reason: string };

export interface PageDrawingDeps {
  renderer: HostRenderer;
  /** The host's drawing, draw-page.js, as text: what every page's sandbox runs. */
  drawing: string;
  registry: ReleaseRegistry;
  files: PublishedFiles;
  limits?: SandboxLimits;
  /** How many sandboxes an instance keeps (the host's own, and a game version's each). */
  keep?: number;
  now?: () => number;
}

export interface PageDrawing {
  draw(
    request: DrawRequest & {
      template: string;
      screenStyles: Readonly<Record<string, readonly string[]>>;
    },
  ): Promise<DrawnDocument>;
  /** Ends the sandboxes (a test's end). */
  close(): Promise<void>;
}

/** How many versions' server parts an instance keeps as text (a few hundred kilobytes each). */
const KEPT_VERSIONS = 24;

const sha = (text: string | Buffer) => createHash('sha256').update(text).digest('hex').slice(0, 16);

export function pageDrawing({
  renderer,
  drawing,
  registry,
  files,
  limits = PAGE_LIMITS,
  keep = 3,
  now = Date.now,
}: PageDrawingDeps): PageDrawing {
  const shelf = new SandboxShelf(keep);
  const drawingKey = sha(drawing);
  const parts = renderer.DRAW_PAGE_PARTS;

  const hostSandbox = () =>
    shelf.get(
      `host ${drawingKey}`,
      async () =>
        new Sandbox(
          "the host's page drawing",
          [{ name: parts.drawing, source: drawing }],
          limits,
          now,
        ),
    );

  /** The version's record and files for a game's page, or why it cannot be drawn. */
  const gameParts = async (
    game: GameOnPage,
  ): Promise<{ sandbox: Sandbox; stylesheets: string[] } | { reason: string }> => {
    const named = `${game.remote} ${game.version}`;
    let record: ReleaseRecord | null;
    try {
      record = await registry.record(game.remote, game.version);
    } catch (error) {
      return {
        reason: `the release registry: ${error instanceof Error ? error.message : String(error)}`,
      };
    }
    if (!record) return { reason: `${named} has no release record` };
    if (releaseEntry(record) !== game.entry) {
      return {
        reason: `the manifest names ${game.entry} for ${named}, whose release is served at ${releaseEntry(record)}`,
      };
    }
    if (record.package && !record.package.games.some((facts) => facts.module === game.module)) {
      return { reason: `${named} has no game in module ${game.module}` };
    }
    try {
      const version = await versionParts(record, game.entry);
      const sandbox = await shelf.get(
        version.key,
        async () =>
          new Sandbox(
            `${named}'s page drawing`,
            [
              { name: parts.drawing, source: drawing },
              {
                name: parts.serverPart,
                source: version.source,
                requireFrom: { module: parts.drawing, export: 'SHARED_MODULES' },
              },
            ],
            limits,
            now,
          ),
      );
      return { sandbox, stylesheets: version.stylesheets(game.module) };
    } catch (error) {
      return { reason: error instanceof Error ? error.message : String(error) };
    }
  };

  /**
   * A version's server part as text and its stylesheets, read once for its record's pins (the
   * bytes were checked against them), not again for each page: the text of a server part of a few
   * hundred kilobytes, its hash and the federation manifest's parse cost more than a drawing.
   * A failure is not kept: the files' own memory decides when to fetch again.
   */
  const versions = new Map<string, Promise<VersionParts>>();
  interface VersionParts {
    key: string;
    source: string;
    stylesheets: (module: string) => string[];
  }
  const versionParts = (record: ReleaseRecord, entry: string): Promise<VersionParts> => {
    const key = [
      record.remote,
      record.version,
      record.files[PACKAGE_FILES.serverPart] ?? 'none',
      record.files[PACKAGE_FILES.manifest] ?? 'none',
      entry,
      drawingKey,
    ].join(' ');
    const known = versions.get(key);
    if (known) return known;
    const reading = Promise.all([
      files.file(record, PACKAGE_FILES.serverPart),
      files.file(record, PACKAGE_FILES.manifest),
    ]).then(([serverPart, manifest]) => {
      const stylesheetsOf = renderer.stylesheetsOf(manifest.toString('utf8'), entry);
      const sheets = new Map<string, string[]>();
      return {
        key,
        source: serverPart.toString('utf8'),
        stylesheets: (module: string) => {
          const found = sheets.get(module) ?? stylesheetsOf(module);
          sheets.set(module, found);
          return found;
        },
      };
    });
    reading.catch(() => versions.delete(key));
    // Versions come and go over a season; an instance keeps the last few dozen it drew.
    if (versions.size >= KEPT_VERSIONS) versions.delete(versions.keys().next().value as string);
    versions.set(key, reading);
    return reading;
  };

  return {
    async draw({ template, screenStyles, wall, ...request }) {
      const plan = renderer.planPage(request);
      if (!plan.ok) return plan;
      const chosen = plan.game
        ? await gameParts(plan.game)
        : { sandbox: await hostSandbox(), stylesheets: [] as string[] };
      if ('reason' in chosen) return { ok: false, reason: chosen.reason };
      const wallPage = plan.screen === 'screen-wall' && wall ? wall : undefined;
      let drawn: unknown;
      try {
        drawn = (
          await chosen.sandbox.call(parts.drawing, 'drawPage', {
            ...request,
            search: plan.search,
            side: plan.side,
            ...(wallPage ? { wall: wallPage } : {}),
          })
        ).value;
      } catch (error) {
        return { ok: false, reason: error instanceof Error ? error.message : String(error) };
      }
      const body = drawn as { ok?: unknown; html?: unknown; reason?: unknown } | null;
      if (body?.ok !== true || typeof body.html !== 'string') {
        return {
          ok: false,
          reason: typeof body?.reason === 'string' ? body.reason : 'the drawing answered no page',
        };
      }
      return {
        ok: true,
        marker: plan.marker,
        page: renderer.composeDocument({
          template,
          screenStyles,
          plan,
          html: body.html,
          gameStylesheets: chosen.stylesheets,
          ...(wallPage ? { wallPage } : {}),
        }),
      };
    },
    close: () => shelf.close(),
  };
}
