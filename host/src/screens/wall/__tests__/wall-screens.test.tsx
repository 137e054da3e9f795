import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { BackendError, type BackendPort, type WallPort } from '@onam/shared/backend/port';
import { PRIVACY_NOTICE_VERSION, type ConsentRecord } from '@onam/shared/backend/privacy';
import {
  nextStatus,
  REPORTS_TO_HIDE,
  WISHES_OPEN_MAX,
  type QueuedWish,
  type WallCard,
} from '@onam/shared/backend/wishes';
import type { Locale } from '@onam/shared/i18n/locale';
import { BackendProvider } from '@onam/shared/react/backend-context';
import { LocaleContext } from '@onam/shared/react/locale-context';
import { manifestFixture } from '@onam/shared/manifest/__tests__/manifest-fixture';
import type { CampaignManifest } from '@onam/shared/manifest/schema';
import { fakeBackend } from '../../../../../shared/src/react/__tests__/fake-backend';
import { CampaignContext } from '../../../campaign/campaign-context';
import { DRAWN_WALL_ID } from '@onam/shared/backend/wall-page';
import { PublishToWall } from '../../celebrate/publish-to-wall';
import { Moderation } from '../../operator/moderation';
import { BROADCAST_STORE_KEY } from '../broadcast-store';
import { Component as BroadcastScreen } from '../broadcast-screen';
import { Component as WallScreen } from '../wall-screen';

/**
 * The wall's screens over an in-memory wall that answers as the functions do (wishes.ts): states
 * moved by `nextStatus`, a report once per visitor that takes an approved card off once
 * REPORTS_TO_HIDE visitors reported it, the open cap, the refusal of one's own card, a publish
 * request's id that finds the card it made, and an approval refused after a later report.
 */
function fakeWall(author = 'anu') {
  const cards: (QueuedWish & {
    uid: string;
    approvedAt: string | null;
    queued: boolean;
    clientId?: string;
  })[] = [];
  const reports = new Set<string>();
  const published: { clientId?: string }[] = [];
  let me: string | null = null;
  let ids = 0;
  const wall: WallPort = {
    page: async () => ({
      cards: cards
        .filter((card) => card.status === 'approved')
        .map((card): WallCard => ({
          id: card.id,
          greeting: card.greeting,
          name: card.name,
          district: card.district,
          illustration: card.illustration,
          approvedAt: card.approvedAt ?? card.createdAt,
        })),
      next: null,
    }),
    mine: async (uid) => cards.filter((card) => card.uid === uid),
    publish: async (input, { clientId } = {}) => {
      published.push({ clientId });
      const uid = me ?? author;
      const made = cards.find((card) => clientId && card.clientId === clientId);
      if (made) return made;
      const open = cards.filter(
        (card) => card.uid === uid && ['pending', 'approved', 'reported'].includes(card.status),
      );
      if (open.length >= WISHES_OPEN_MAX) throw new BackendError('limit-reached', 'cap');
      const card = {
        ...input,
        id: `w${++ids}`,
        uid,
        status: 'pending' as const,
        reason: null,
        createdAt: '2026-08-26T04:00:00.000Z',
        queuedAt: '2026-08-26T04:00:00.000Z',
        approvedAt: null,
        reports: 0,
        queued: true,
        clientId,
      };
      cards.push(card);
      return card;
    },
    report: async (wishId) => {
      const card = cards.find((candidate) => candidate.id === wishId);
      if (!card) throw new BackendError('invalid-input', 'This card is not on the wall.');
      if (card.uid === me) throw new BackendError('unavailable', 'This is your own card.');
      const key = `${wishId}_${me}`;
      if (reports.has(key)) return { counted: false, offWall: card.status !== 'approved' };
      reports.add(key);
      card.reports += 1;
      card.queued = true;
      if (card.status === 'approved' && card.reports >= REPORTS_TO_HIDE) card.status = 'reported';
      return { counted: true, offWall: card.status !== 'approved' };
    },
    // Copies, as a read over the network gives: what the screen holds is what it last read.
    queue: async () => cards.filter((card) => card.queued).map((card) => ({ ...card })),
    moderate: async (request) => {
      const card = cards.find((candidate) => candidate.id === request.wishId);
      const status = card && nextStatus(card.status, request.action, card.queued);
      if (!card || !status) throw new BackendError('unavailable', 'moved on');
      if (request.action === 'approve' && card.reports > request.seenReports) {
        throw new BackendError('conflict', 'reported since');
      }
      card.status = status;
      card.queued = false;
      card.reason = request.action === 'reject' ? request.reason : null;
      if (status === 'approved') card.approvedAt = '2026-08-26T05:00:00.000Z';
      return card;
    },
  };
  return { wall, cards, published, signedInAs: (uid: string | null) => (me = uid) };
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

/** A campaign on Firebase, which keeps a wall (the local manifest's adapter keeps none). */
const onFirebase = manifestFixture((json) => {
  json.backend.adapter = 'firebase';
});

function view(
  ui: ReactNode,
  {
    backend,
    locale = 'en',
    path = '/',
    campaign = onFirebase,
    load,
  }: {
    backend: BackendPort | null;
    locale?: Locale;
    path?: string;
    campaign?: CampaignManifest;
    /** Starts loading the backend's code (BackendProvider's): told when something asks for it. */
    load?: () => void;
  },
) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const tree = (port: BackendPort | null) => (
    <QueryClientProvider client={client}>
      <CampaignContext.Provider value={campaign}>
        <BackendProvider backend={port} load={load}>
          <LocaleContext.Provider value={locale}>
            <MemoryRouter initialEntries={[path]}>
              <Routes>
                <Route path="*" element={ui} />
                <Route path="/login" element={<Where />} />
              </Routes>
            </MemoryRouter>
          </LocaleContext.Provider>
        </BackendProvider>
      </CampaignContext.Provider>
    </QueryClientProvider>
  );
  const rendered = render(tree(backend));
  return {
    ...rendered,
    /** The backend's code arriving: the same tree, now with the adapter. */
    arrives: (port: BackendPort) => rendered.rerender(tree(port)),
  };
}

/** A page drawn with the wall's first page carries it, as compose-page.ts writes it. */
function drawnWith(page: { cards: WallCard[]; next: string | null }) {
  const data = document.createElement('script');
  data.type = 'application/json';
  data.id = DRAWN_WALL_ID;
  data.textContent = JSON.stringify(page);
  document.body.append(data);
  return () => data.remove();
}

const ACCEPTED: ConsentRecord = {
  notice: PRIVACY_NOTICE_VERSION,
  noticeAt: '2026-08-01T00:00:00.000Z',
  newsletterAt: '2026-08-01T00:00:00.000Z',
};

function backendWith(
  wall: WallPort,
  uid: string | null,
  ageBand: 'adult' | 'under-18' | null = 'adult',
  consent: ConsentRecord | null = ACCEPTED,
) {
  const fake = fakeBackend();
  if (uid) fake.setUser({ ...fake.account(uid), displayName: uid });
  fake.backend.profiles.get.mockImplementation(async (id: string) => ({
    uid: id,
    displayName: id,
    district: 'kollam',
    newsletter: false,
    createdAt: '2026-08-01T00:00:00.000Z',
    ageBand,
    consent,
  }));
  return { ...fake.backend, wall } as BackendPort;
}

async function seedApproved(fake: ReturnType<typeof fakeWall>, name: string) {
  fake.signedInAs('anu');
  const card = await fake.wall.publish({
    greeting: 'ponnonam',
    name,
    district: 'kollam',
    illustration: 'festival',
  });
  await fake.wall.moderate({ wishId: card.id, action: 'approve', seenReports: 0 });
  return card.id;
}

/** Reports from other visitors, as other browsers would send them. */
async function reportedBy(fake: ReturnType<typeof fakeWall>, wishId: string, uids: string[]) {
  for (const uid of uids) {
    fake.signedInAs(uid);
    await fake.wall.report(wishId);
  }
}

describe('Put my card on the wall', () => {
  it('sends the card with the profile’s district and lists it as waiting', async () => {
    const fake = fakeWall();
    fake.signedInAs('anu');
    view(<PublishToWall greeting="thiruvonam" name="Anu" />, {
      backend: backendWith(fake.wall, 'anu'),
    });
    const user = userEvent.setup();
    expect(await screen.findByLabelText('Your district')).toHaveValue('kollam');
    await user.click(screen.getByRole('button', { name: 'Put my card on the wall' }));
    expect(
      await screen.findByText(
        'Sent. Your card waits for our moderators; this page shows when it is on the wall.',
      ),
    ).toBeVisible();
    expect(fake.cards[0]).toMatchObject({
      greeting: 'thiruvonam',
      name: 'Anu',
      district: 'kollam',
      illustration: 'festival',
    });
    const mine = await screen.findByRole('list', { name: 'Your cards for the wall' });
    expect(await within(mine).findByText('Waiting for our moderators')).toBeVisible();
  });

  it('names the cap in Malayalam when the server refuses one card too many', async () => {
    const fake = fakeWall();
    fake.signedInAs('anu');
    for (let index = 0; index < WISHES_OPEN_MAX; index += 1) {
      await fake.wall.publish({
        greeting: 'ponnonam',
        name: 'Anu',
        district: 'kollam',
        illustration: 'festival',
      });
    }
    view(<PublishToWall greeting="ponnonam" name="Anu" />, {
      backend: backendWith(fake.wall, 'anu'),
      locale: 'ml',
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'എന്റെ കാർഡ് ചുമരിൽ ചേർക്കാം' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `ഒരേ സമയം ${WISHES_OPEN_MAX} കാർഡുകൾ വരെ`,
    );
  });

  it('tells a child the wall is for adults, with nothing to press', async () => {
    const fake = fakeWall();
    view(<PublishToWall greeting="ponnonam" name="Chinnu" />, {
      backend: backendWith(fake.wall, 'chinnu', 'under-18'),
    });
    expect(
      await screen.findByText(
        'The wall is for visitors aged 18 and over. You can still make cards and share them.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Put my card on the wall' })).toBeNull();
  });

  it('asks for the privacy answer first, with nothing to press, when the visitor has not given it', async () => {
    const fake = fakeWall();
    view(<PublishToWall greeting="ponnonam" name="Kannan" />, {
      backend: backendWith(fake.wall, 'kannan', null, null),
    });
    expect(
      await screen.findByText(
        'The wall shows your name to everyone, so it needs your answer first: under “Before you go on” on this page, give your age band and say you have read the privacy notice.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Put my card on the wall' })).toBeNull();
  });

  it('sends a card again with the same request id after its answer was lost: one card', async () => {
    const fake = fakeWall();
    fake.signedInAs('anu');
    const made = fake.wall.publish;
    let answers = 0;
    fake.wall.publish = async (input, options) => {
      const card = await made(input, options);
      answers += 1;
      // The server made the card; its answer never reached the phone.
      if (answers === 1) throw new BackendError('network', 'fetch failed');
      return card;
    };
    view(<PublishToWall greeting="ponnonam" name="Anu" />, {
      backend: backendWith(fake.wall, 'anu'),
    });
    const user = userEvent.setup();
    const button = await screen.findByRole('button', { name: 'Put my card on the wall' });
    await user.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card could not be sent.');
    await user.click(button);
    expect(await screen.findByText(/^Sent\./)).toBeVisible();
    expect(fake.cards).toHaveLength(1);
    const [first, second] = fake.published;
    expect(first?.clientId).toEqual(expect.any(String));
    expect(second?.clientId).toBe(first?.clientId);
    // The next card is a new request.
    await user.click(button);
    await screen.findByText(/^Sent\./);
    expect(fake.published[2]?.clientId).not.toBe(first?.clientId);
  });

  it('asks a signed-out visitor to sign in, and says plainly when there is no wall', async () => {
    const fake = fakeWall();
    const { unmount } = view(<PublishToWall greeting="ponnonam" name="" />, {
      backend: backendWith(fake.wall, null),
    });
    expect(
      await screen.findByRole('link', { name: 'Sign in to put your card on the wall' }),
    ).toBeVisible();
    unmount();
    const withoutWall = fakeBackend();
    withoutWall.setUser(withoutWall.account('anu'));
    view(<PublishToWall greeting="ponnonam" name="" />, { backend: withoutWall.backend });
    expect(await screen.findByText(/needs the site’s backend/)).toBeVisible();
  });
});

describe('the wall', () => {
  it('shows approved cards only, and a report is noted while the card stays up', async () => {
    const fake = fakeWall();
    await seedApproved(fake, 'Anu');
    await fake.wall.publish({
      greeting: 'maveli',
      name: 'Waiting',
      district: 'idukki',
      illustration: 'festival',
    });
    fake.signedInAs('kannan');
    view(<WallScreen />, { backend: backendWith(fake.wall, 'kannan'), path: '/wall' });
    const user = userEvent.setup();
    const list = await screen.findByRole('list', { name: 'Cards on the wall' });
    const card = within(list).getByRole('article', { name: 'പൊന്നോണാശംസകൾ' });
    expect(card).toHaveTextContent('Kollam');
    expect(screen.queryByText('Waiting')).toBeNull();

    await user.click(within(card).getByRole('button', { name: 'Report this card' }));
    expect(
      await screen.findByText('Thank you. Our moderators will look at this card.'),
    ).toBeVisible();
    expect(fake.cards[0]).toMatchObject({ status: 'approved', reports: 1 });
    expect(within(list).getByRole('article', { name: 'പൊന്നോണാശംസകൾ' })).toBeVisible();
  });

  it('takes a card off when this report is the one that makes enough', async () => {
    const fake = fakeWall();
    const id = await seedApproved(fake, 'Anu');
    await reportedBy(
      fake,
      id,
      Array.from({ length: REPORTS_TO_HIDE - 1 }, (_, index) => `visitor${index}`),
    );
    fake.signedInAs('kannan');
    view(<WallScreen />, { backend: backendWith(fake.wall, 'kannan'), path: '/wall' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Report this card' }));
    expect(
      await screen.findByText(
        'Thank you. The card is off the wall until our moderators have looked at it again.',
      ),
    ).toBeVisible();
    expect(await screen.findByText(/No cards on the wall yet/)).toBeVisible();
    expect(fake.cards[0]).toMatchObject({ status: 'reported', reports: REPORTS_TO_HIDE });
  });

  it('asks a visitor with no profile to finish it before reporting', async () => {
    const fake = fakeWall();
    await seedApproved(fake, 'Anu');
    fake.wall.report = async () => {
      throw new BackendError('permission-denied', 'Finish your profile before you report a card.');
    };
    view(<WallScreen />, { backend: backendWith(fake.wall, 'kannan'), path: '/wall' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Report this card' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Finish your profile before you report a card.',
    );
  });

  it('says so when a visitor reports their own card', async () => {
    const fake = fakeWall();
    await seedApproved(fake, 'Anu');
    fake.signedInAs('anu');
    view(<WallScreen />, { backend: backendWith(fake.wall, 'anu'), path: '/wall' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Report this card' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This is your own card: you cannot report it.',
    );
  });

  it('lets the Maveli verse’s long word break between its syllables only, its words unchanged', async () => {
    const fake = fakeWall();
    fake.signedInAs('anu');
    const wish = await fake.wall.publish({
      greeting: 'maveli',
      name: 'Anu',
      district: 'kollam',
      illustration: 'festival',
    });
    await fake.wall.moderate({ wishId: wish.id, action: 'approve', seenReports: 0 });
    view(<WallScreen />, { backend: backendWith(fake.wall, 'kannan'), path: '/wall' });
    const verse = 'മാവേലി നാടു വാണീടും കാലം, മാനുഷരെല്ലാരുമൊന്നുപോലെ';
    const list = await screen.findByRole('list', { name: 'Cards on the wall' });
    // (jsdom's accessible name puts a space at each <wbr>; Chromium's does not, and names the card
    // by the verse as it is.)
    const greeting = within(list).getByText(verse);
    // Where a 360 px phone may break it: മാനുഷ|രെല്ലാരു|മൊന്നുപോലെ, not between any two letters.
    expect(greeting.innerHTML).toBe('മാവേലി നാടു വാണീടും കാലം, മാനുഷ<wbr>രെല്ലാരു<wbr>മൊന്നുപോലെ');
  });

  it('on a page drawn with its cards, shows them before the backend arrives, sends a report pressed meanwhile once it has, then reads the wall again', async () => {
    const fake = fakeWall();
    const id = await seedApproved(fake, 'Anu');
    const { cards: drawnCards } = await fake.wall.page(null);
    const removeDrawn = drawnWith({ cards: drawnCards, next: null });
    try {
      // Published since the page was drawn: read once the backend is in.
      await seedApproved(fake, 'Meera');
      fake.signedInAs('kannan');
      const { arrives } = view(<WallScreen />, { backend: null, path: '/wall' });
      const list = screen.getByRole('list', { name: 'Cards on the wall' });
      expect(within(list).getAllByRole('article')).toHaveLength(1);
      expect(list).toHaveTextContent('Anu');
      expect(screen.queryByText('Meera')).toBeNull();
      // Whether the visitor is signed in is not known yet: the press waits for the backend.
      const user = userEvent.setup();
      await user.click(within(list).getByRole('button', { name: 'Sign in to report a card' }));
      expect(within(list).getByRole('button', { name: 'Reporting…' })).toBeDisabled();
      expect(fake.cards.find((card) => card.id === id)).toMatchObject({ reports: 0 });

      await act(async () => arrives(backendWith(fake.wall, 'kannan')));
      expect(
        await screen.findByText('Thank you. Our moderators will look at this card.'),
      ).toBeVisible();
      expect(fake.cards.find((card) => card.id === id)).toMatchObject({ reports: 1 });
      expect(await screen.findByText('Meera')).toBeVisible();
    } finally {
      removeDrawn();
    }
  });

  it('on a page drawn with its cards, loads no backend for a visitor who only looks; Show more loads it and the next page', async () => {
    const first: WallCard = {
      id: 'w2',
      greeting: 'ponnonam',
      name: 'Anu',
      district: 'kollam',
      illustration: 'festival',
      approvedAt: '2026-08-26T05:00:00.000Z',
    };
    const second: WallCard = {
      ...first,
      id: 'w1',
      name: 'Meera',
      approvedAt: '2026-08-26T04:00:00.000Z',
    };
    const fake = fakeWall();
    const page = jest.fn(async (after: string | null) =>
      after === first.approvedAt
        ? { cards: [second], next: null }
        : { cards: [first], next: first.approvedAt },
    );
    fake.wall.page = page;
    const removeDrawn = drawnWith({ cards: [first], next: first.approvedAt });
    try {
      const load = jest.fn();
      const { arrives } = view(<WallScreen />, { backend: null, path: '/wall', load });
      await act(async () => undefined);
      expect(screen.getByText('Anu')).toBeVisible();
      expect(load).not.toHaveBeenCalled();

      const user = userEvent.setup();
      await user.click(screen.getByRole('button', { name: 'Show more cards' }));
      expect(load).toHaveBeenCalled();
      expect(screen.getByRole('button', { name: 'Loading more cards…' })).toBeDisabled();
      await act(async () => arrives(backendWith(fake.wall, null)));
      expect(await screen.findByText('Meera')).toBeVisible();
      // The drawn page is fresh: only the next page was read.
      expect(page.mock.calls).toEqual([[first.approvedAt]]);
    } finally {
      removeDrawn();
    }
  });

  it('reads the drawn cards again when the wall is opened once they are older than a minute', async () => {
    const fake = fakeWall();
    await seedApproved(fake, 'Anu');
    const { cards } = await fake.wall.page(null);
    const removeDrawn = drawnWith({ cards, next: null });
    // The visitor comes back to the wall two minutes into the visit, its query long let go.
    const now = jest.spyOn(Date, 'now').mockReturnValue(performance.timeOrigin + 120_000);
    const page = jest.spyOn(fake.wall, 'page');
    try {
      view(<WallScreen />, { backend: backendWith(fake.wall, null), path: '/wall' });
      expect(screen.getByText('Anu')).toBeVisible();
      await act(async () => undefined);
      expect(page).toHaveBeenCalledWith(null);
    } finally {
      now.mockRestore();
      removeDrawn();
    }
  });

  it('draws its loading state when the page carries no cards, until the backend brings them', async () => {
    const fake = fakeWall();
    await seedApproved(fake, 'Anu');
    const { arrives } = view(<WallScreen />, { backend: null, path: '/wall' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading the wall');
    await act(async () => arrives(backendWith(fake.wall, null)));
    expect(await screen.findByText('Anu')).toBeVisible();
  });

  it('ignores a drawn page that does not read as one, and reads the wall itself', async () => {
    const fake = fakeWall();
    await seedApproved(fake, 'Anu');
    const removeDrawn = drawnWith({
      cards: [{ id: 'x', name: 'Forged', greeting: 'no-such', district: 'kollam' } as never],
      next: null,
    });
    try {
      const { arrives } = view(<WallScreen />, { backend: null, path: '/wall' });
      expect(screen.queryByText('Forged')).toBeNull();
      await act(async () => arrives(backendWith(fake.wall, null)));
      expect(await screen.findByText('Anu')).toBeVisible();
      expect(screen.queryByText('Forged')).toBeNull();
    } finally {
      removeDrawn();
    }
  });

  it('on a site whose backend keeps no wall (the local adapter), says so before its code arrives', () => {
    view(<WallScreen />, { backend: null, path: '/wall', campaign: manifestFixture() });
    expect(screen.getByText(/needs the site’s backend/)).toBeVisible();
  });

  it('sends a signed-out visitor who reports to sign in, and back to the wall', async () => {
    const fake = fakeWall();
    await seedApproved(fake, 'Anu');
    fake.signedInAs(null);
    view(<WallScreen />, { backend: backendWith(fake.wall, null), path: '/wall' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sign in to report a card' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/login?redirect=%2Fwall');
  });
});

describe('the broadcast view', () => {
  afterEach(() => localStorage.clear());

  it('starts from the cards kept on the device, Malayalam first, with no controls', async () => {
    const kept: WallCard = {
      id: 'w1',
      greeting: 'ponnonam',
      name: 'Anu',
      district: 'kollam',
      illustration: 'festival',
      approvedAt: '2026-08-26T05:00:00.000Z',
    };
    localStorage.setItem(BROADCAST_STORE_KEY, JSON.stringify({ cards: [kept] }));
    // The backend cannot be reached: the adapter never arrives.
    const client = new QueryClient();
    await act(async () => {
      render(
        <QueryClientProvider client={client}>
          <BackendProvider backend={null}>
            <BroadcastScreen />
          </BackendProvider>
        </QueryClientProvider>,
      );
    });
    const slide = screen.getByRole('article');
    expect(slide.querySelector('p')).toHaveTextContent('പൊന്നോണാശംസകൾ');
    expect(slide).toHaveTextContent('Anu');
    expect(slide).toHaveTextContent('കൊല്ലം · Kollam');
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(screen.queryAllByRole('link')).toEqual([]);
  });
});

describe('the console’s moderation queue', () => {
  it('approves, and rejects only with a reason, saying what each did', async () => {
    const fake = fakeWall();
    fake.signedInAs('anu');
    for (const name of ['First', 'Second']) {
      await fake.wall.publish({
        greeting: 'ponnonam',
        name,
        district: 'kollam',
        illustration: 'festival',
      });
    }
    view(<Moderation />, { backend: backendWith(fake.wall, 'desk') });
    const user = userEvent.setup();
    const list = await screen.findByRole('list', { name: 'Cards to look at' });
    const first = within(list).getAllByRole('article')[0];
    const second = within(list).getAllByRole('article')[1];
    if (!first || !second) throw new Error('two cards expected');
    expect(first).toHaveTextContent('First');

    await user.click(within(first).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Approved: the card from First is on the wall.')).toBeVisible();
    expect(fake.cards[0]?.status).toBe('approved');

    await user.click(within(second).getByRole('button', { name: 'Reject with this reason' }));
    expect(within(second).getByRole('alert')).toHaveTextContent(
      'Write the reason the visitor will see, then reject.',
    );
    expect(fake.cards[1]?.status).toBe('pending');
    await user.type(within(second).getByLabelText('Reason the visitor will see'), 'Not a greeting');
    await user.click(within(second).getByRole('button', { name: 'Reject with this reason' }));
    expect(
      await screen.findByText('Rejected: Second sees your reason beside their card.'),
    ).toBeVisible();
    expect(fake.cards[1]).toMatchObject({ status: 'rejected', reason: 'Not a greeting' });
    expect(await screen.findByText('Nothing to look at: every card has been seen.')).toBeVisible();
  });

  it('refuses an approval after a report the operator did not see, and shows the card as it is now', async () => {
    const fake = fakeWall();
    const id = await seedApproved(fake, 'Anu');
    await reportedBy(fake, id, ['kannan']);
    view(<Moderation />, { backend: backendWith(fake.wall, 'desk') });
    const user = userEvent.setup();
    const list = await screen.findByRole('list', { name: 'Cards to look at' });
    const card = within(list).getByRole('article');
    expect(card).toHaveTextContent(/Reports: 1, the first .*\. Still on the wall/);

    // Another visitor reports it while the operator reads.
    await reportedBy(fake, id, ['meera']);
    await user.click(within(card).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Not approved: the card was reported again since you looked at it.',
    );
    expect(await within(list).findByText(/Reports: 2/)).toBeVisible();
    expect(fake.cards[0]).toMatchObject({ status: 'approved', reports: 2, queued: true });

    await user.click(within(list).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Approved: the card from Anu is on the wall.')).toBeVisible();
    expect(fake.cards[0]).toMatchObject({ queued: false });
  });
});
