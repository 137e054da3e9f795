import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CampaignDeskPort, CampaignRevision } from '@onam/shared/backend/port';
import { translationProblems } from '@onam/shared/i18n/catalogue-check';
import type { Locale } from '@onam/shared/i18n/locale';
import type { CampaignChange } from '@onam/shared/manifest/campaign-change';
import { manifestJson } from '@onam/shared/manifest/__tests__/manifest-fixture';
import { parseCampaignManifest, type CampaignManifest } from '@onam/shared/manifest/schema';
import { BackendProvider } from '@onam/shared/react/backend-context';
import { LocaleContext } from '@onam/shared/react/locale-context';
import { fakeBackend } from '../../../../../shared/src/react/__tests__/fake-backend';
import { CanaryDesk } from '../canary-form';
import { canaryMessages } from '../canary-messages';

const GUARD_REASON = 'canary 1.5.0: 58 failed of 640 loads (9.1%) vs stable 0.1.0: 0.2%';

function parsed(json: unknown): CampaignManifest {
  const result = parseCampaignManifest(json);
  if (!result.ok) throw new Error(result.problems.join('\n'));
  return result.manifest;
}

const revision = (n: number, author: string, command: string): CampaignRevision => ({
  revision: n,
  manifest: '{}',
  time: '2026-08-26T10:00:00.000Z',
  author,
  command,
  changes: [],
});

function setup({
  manifest = parsed(manifestJson()),
  history = [revision(1, 'desk@example.com', 'import (a whole manifest)')],
  locale = 'en',
}: { manifest?: CampaignManifest; history?: CampaignRevision[]; locale?: Locale } = {}) {
  const proposed: CampaignChange[] = [];
  const desk: CampaignDeskPort = {
    isOperator: async () => true,
    live: async () => null,
    history: async () => history,
    change: async () => {
      throw new Error('the form only proposes; the console previews and applies');
    },
  };
  const { backend } = fakeBackend();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <BackendProvider backend={{ ...backend, campaignDesk: desk }}>
        <LocaleContext.Provider value={locale}>
          <CanaryDesk manifest={manifest} onChange={(change) => proposed.push(change)} />
        </LocaleContext.Provider>
      </BackendProvider>
    </QueryClientProvider>,
  );
  return { proposed, user: userEvent.setup() };
}

/** The games' published versions (versions.json), as `pnpm release` writes them. */
const fetchMock = jest.fn(async (url: string) =>
  url === 'http://localhost:3001/versions.json'
    ? new Response(
        JSON.stringify({
          versions: [{ version: '0.1.0' }, { version: '1.4.0' }, { version: '1.5.0' }],
        }),
      )
    : new Response('', { status: 404 }),
);
beforeEach(() => {
  fetchMock.mockClear();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

describe('the console’s canary', () => {
  it('says none runs, and starts one with a published version and a share of visitors', async () => {
    const { proposed, user } = setup();
    const canary = screen.getByRole('region', { name: 'Canary' });
    expect(
      within(canary).getByText('No canary: every visitor gets the same version of each build.'),
    ).toBeVisible();
    const version = await within(canary).findByRole('combobox', { name: 'Version for the canary' });
    // The published versions other than the stable one, newest first.
    expect(
      within(version)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['1.5.0', '1.4.0']);
    const percent = within(canary).getByRole('spinbutton', {
      name: 'Share of visitors (1 to 50 %)',
    });
    await user.clear(percent);
    await user.type(percent, '20');
    await user.click(within(canary).getByRole('button', { name: 'Start a canary' }));
    expect(proposed).toEqual([{ kind: 'canary', remote: 'games', version: '1.5.0', percent: 20 }]);
  });

  it('shows a running canary beside the stable version, and promotes or ends it', async () => {
    const { proposed, user } = setup({
      manifest: parsed(
        manifestJson((m) => {
          m.remotes.games = {
            entry: 'http://localhost:3001/mf-manifest.json',
            version: '0.1.0',
            canary: {
              entry: 'http://localhost:3001/1.5.0/mf-manifest.json',
              version: '1.5.0',
              percent: 10,
            },
          };
        }),
      ),
    });
    expect(
      screen.getByText(
        'games: 1.5.0 goes to 10% of visitors; the others get 0.1.0. The health guard ends it if it fails more than 0.1.0.',
      ),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Give 1.5.0 to every visitor (games)' }));
    await user.click(screen.getByRole('button', { name: 'End the canary of games' }));
    expect(proposed).toEqual([
      { kind: 'promote-canary', remote: 'games' },
      { kind: 'end-canary', remote: 'games' },
    ]);
    expect(screen.getByRole('button', { name: 'Change the canary' })).toBeVisible();
  });

  it('shows the health guard’s end of a canary with its figures', async () => {
    const history = [
      revision(3, 'health-guard', `end-canary games --reason ${JSON.stringify(GUARD_REASON)}`),
      revision(2, 'desk@example.com', 'canary games 1.5.0 10'),
    ];
    setup({ history });
    expect(
      await screen.findByText(
        new RegExp(`^The health guard ended the canary of games, .+: ${escape(GUARD_REASON)}$`),
      ),
    ).toBeVisible();
  });

  it('says it in Malayalam', async () => {
    setup({
      locale: 'ml',
      history: [revision(3, 'health-guard', 'end-canary games --reason failing')],
    });
    expect(screen.getByRole('region', { name: 'കാനറി' })).toBeVisible();
    expect(
      await screen.findByText(/^ആരോഗ്യ കാവൽ games-ന്റെ കാനറി നിർത്തി, .+: failing$/),
    ).toBeVisible();
  });

  it('has every message in Malayalam, with the same placeholders', () => {
    expect(translationProblems(canaryMessages, 'ml')).toEqual([]);
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
