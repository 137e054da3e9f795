import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { appAnswering, expect, test } from './support/fixtures';
import { newVisitor, signIn } from './support/auth';
import { createRegisteredAccount, expectSaved } from './support/emulated';
import { asReturningPlayer, playDressWithoutMoustache } from './support/games';
import { holdingLiveCampaign, LIVE_HOST } from './support/live-campaign-lock';
import { adminRead, change, live, operatorToken } from './support/live-desk';
import { gamesSwapDist, repoRoot, SWAP_VERSION } from './support/servers';

/**
 * A game version ships whole (docs/decisions/054). A games team releases a version whose scoring
 * differs from the live one (the second build global-setup makes: its dress-up scores an olakkuda
 * without Maveli's moustache five points higher), and an operator starts it as a canary, its
 * package's checks shown. With nothing of the functions built or deployed again (the Functions
 * emulator runs on, deploy/functions/lib/ as it was), a canary-side visitor's page arrives drawn
 * by the pages function with the new version's game, and their play is scored by the new
 * version's own scoring, read from its package: 90, where the live version's scoring says 85.
 */
test.use({ baseURL: LIVE_HOST });
// It changes the one live campaign.
holdingLiveCampaign(test, { timeout: 200_000 });

const tsx = path.join(repoRoot, 'deploy/node_modules/.bin/tsx');
const entryOf = (version: string) => `http://localhost:3001/${version}/mf-manifest.json`;

/** Every file of the functions' build with its SHA-256: what the emulator runs. */
function functionsBuild(): Record<string, string> {
  const root = path.join(repoRoot, 'deploy/functions/lib');
  const found: Record<string, string> = {};
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) walk(file);
      else
        found[path.relative(root, file)] = createHash('sha256')
          .update(readFileSync(file))
          .digest('hex');
    }
  };
  walk(root);
  return found;
}

test('a games version released after the functions were built is drawn by the server and scored by its own scoring, as a canary, with no deploy', async ({
  page,
}, testInfo) => {
  const built = functionsBuild();
  const token = await operatorToken(`package-${testInfo.workerIndex}-${Date.now()}`);
  if ((await live()).revision === 0) {
    const local = JSON.parse(
      readFileSync(path.join(repoRoot, 'deploy/campaigns/local/campaign.json'), 'utf8'),
    ) as object;
    await change(token, { kind: 'import', manifest: local });
  }
  try {
    // The team's release: checked as a package, published, recorded in the emulator's registry.
    const released = execFileSync(
      tsx,
      [path.join(repoRoot, 'deploy/cli/release.ts'), 'games', '--from', gamesSwapDist],
      {
        cwd: repoRoot,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    expect(released).toContain('✓ scoring: scored its 9 sample plays as recorded');
    expect(released).toMatch(
      new RegExp(
        `(Recorded games ${SWAP_VERSION.replaceAll('.', '\\.')} in|games ${SWAP_VERSION.replaceAll('.', '\\.')} is in) the Firestore emulator's release registry`,
      ),
    );

    // The operator starts it as a canary; the change comes back with the package's checks.
    const answer = await change(token, {
      kind: 'canary',
      remote: 'games',
      version: SWAP_VERSION,
      percent: 50,
      entry: entryOf(SWAP_VERSION),
    });
    expect(answer.checks).toEqual([
      expect.objectContaining({
        remote: 'games',
        version: SWAP_VERSION,
        ok: true,
        checks: expect.arrayContaining([
          expect.objectContaining({ name: 'scoring', ok: true }),
          expect.objectContaining({ name: 'server-part', ok: true }),
        ]),
      }),
    ]);

    // A canary-side visitor's page, as the pages function draws it: the new version's game is in
    // it, marked as the canary side's (once the function reads the revision, within seconds).
    await expect
      .poll(
        async () => {
          const drawn = await fetch(`${LIVE_HOST}/dress`, {
            headers: { cookie: '__session=en.c' },
          });
          return drawn.text();
        },
        { timeout: 30_000, intervals: [1000] },
      )
      .toMatch(
        new RegExp(
          `content="/dress en \\d{4}-\\d{2}-\\d{2} [0-9a-f]{8} canary"[\\s\\S]*Games version ${SWAP_VERSION.replaceAll('.', '\\.')}`,
        ),
      );

    // The visitor on that side plays: the new rule's 90 on their screen, and the server, scoring
    // the play's record with the same version's scoring, saves 90 (the live scoring says 85, and
    // would have refused a play sent as 90).
    await asReturningPlayer(page);
    await page.addInitScript(() => localStorage.setItem('onam:bucket', '0'));
    const visitor = newVisitor(testInfo, 'Maya Canary');
    const { uid } = await createRegisteredAccount(visitor);
    await signIn(page, visitor);
    await page.goto('/dress');
    await appAnswering(page);
    await expect(page.getByText(`Games version ${SWAP_VERSION}`)).toBeVisible();
    await playDressWithoutMoustache(page, 90);
    await expectSaved(page);
    const stats = await adminRead(`stats/${uid}`);
    expect(stats).toMatchObject({ games: { dress: { plays: 1, bestScore: 90 } } });

    // Nothing of the functions was built again: the emulator ran the build it started with.
    expect(functionsBuild()).toEqual(built);
  } finally {
    await change(token, { kind: 'end-canary', remote: 'games' }).catch(() => undefined);
    rmSync(path.join(repoRoot, 'deploy/releases/games', SWAP_VERSION), {
      recursive: true,
      force: true,
    });
  }
});
