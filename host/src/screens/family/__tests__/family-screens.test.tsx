import { loadRemote as loadRemoteFromRuntime } from '@module-federation/enhanced/runtime';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import {
  BackendError,
  type BackendPort,
  type FamilyBoardEntry,
  type FamilyCarpetView,
  type FamilyMember,
  type FamilyPort,
} from '@onam/shared/backend/port';
import { PART_CONTRACT_VERSION, type FamilyCarpetProps } from '@onam/shared/contracts/parts';
import {
  FAMILY_GAME_ID,
  FAMILY_MAX_MEMBERS,
  flowersOn,
  foldCarpet,
  type CarpetOptions,
  type CarpetResult,
  type CarpetStatus,
  type JoinRefusal,
  type OrderedStroke,
} from '@onam/shared/family/carpet';
import type { Locale } from '@onam/shared/i18n/locale';
import { manifestFixture } from '@onam/shared/manifest/__tests__/manifest-fixture';
import { BackendProvider } from '@onam/shared/react/backend-context';
import { LocaleContext } from '@onam/shared/react/locale-context';
import { fakeBackend } from '../../../../../shared/src/react/__tests__/fake-backend';
import { CampaignContext, TrustedClockContext } from '../../../campaign/campaign-context';
import { createTrustedClock } from '../../../campaign/trusted-clock';
import { registerCampaignRemotes } from '../../../federation/register-remotes';
import { Component as CarpetScreen } from '../carpet-screen';
import { Component as FamilyScreen } from '../family-screen';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));
const loadRemote = jest.mocked(loadRemoteFromRuntime);

/** A campaign on Firebase whose games remote runs a version of its own, as a deployment names it. */
const GAMES_VERSION = '1.6.2';
const campaign = manifestFixture((json) => {
  json.backend.adapter = 'firebase';
  const games = json.remotes.games;
  if (games) games.version = GAMES_VERSION;
});
registerCampaignRemotes(campaign);

/** Anizham, the festival's fifth day (5 rings), by the local manifest's calendar. */
const FIFTH_DAY = '2026-08-21';
const AFTER_ONAM = '2026-09-20';

// ---------------------------------------------------------------------------------------------
// The games remote's family-carpet part, as a stand-in: a board as big as its options say, that
// reports its size, shows what the host gave it, and lays the next bare cell on a tap.

const boardSize = ({ mode, day, symmetry }: CarpetOptions) =>
  (mode === 'day' ? day : 8) * symmetry * 2;

let shownBoard: FamilyCarpetProps | null = null;
/** Whether the part hands the host its picture (parts 1.2); one from before does not. */
let handsPicture = true;
/** The captions the host asked the part's picture to be drawn with. */
const picturesDrawn: (readonly string[])[] = [];

function FakeCarpet(props: FamilyCarpetProps) {
  const { options, onBoardSize, cells, rings, readOnly, onLay, myColour, onPicture } = props;
  const size = boardSize(options);
  useEffect(() => onBoardSize?.(size), [onBoardSize, size]);
  useEffect(() => {
    if (!handsPicture || !onPicture) return undefined;
    onPicture(async (caption) => {
      picturesDrawn.push(caption);
      return new Blob(['png'], { type: 'image/png' });
    });
    return () => onPicture(null);
  }, [onPicture]);
  useEffect(() => {
    shownBoard = props;
  });
  const flowers = cells.flatMap((code, cell) =>
    code === '.' ? [] : [`${cell}${code}${rings[cell] ?? '-'}`],
  );
  const next = Math.max(cells.indexOf('.'), 0);
  return (
    <figure data-part="family-carpet">
      <figcaption>{`Flowers: ${flowers.join(' ') || 'none'}`}</figcaption>
      <p>{readOnly ? 'Drawn only' : `Laying in ring ${myColour}`}</p>
      {!readOnly && (
        <button type="button" onClick={() => onLay([{ cell: next, code: 'a' }])}>
          Lay a marigold
        </button>
      )}
    </figure>
  );
}
const carpetModule = {
  default: FakeCarpet,
  meta: { kind: 'part', id: 'family-carpet', contractVersion: PART_CONTRACT_VERSION },
};

// ---------------------------------------------------------------------------------------------
// The server, in memory: carpets answered as the callables and the rules answer them, each phone
// with a FamilyPort of its own (its account, its flowers not sent yet, its watches).

interface SeatedMember extends FamilyMember {
  uid: string;
}

interface ServerCarpet {
  id: string;
  status: CarpetStatus;
  options: CarpetOptions;
  cellCount: number;
  remote: string;
  version: string;
  members: SeatedMember[];
  removedUids: Set<string>;
  strokes: OrderedStroke[];
  result: CarpetResult | null;
}

interface Watcher {
  uid: string;
  carpetId: string;
  onCarpet: (carpet: FamilyCarpetView) => void;
  onError: (error: BackendError) => void;
}

const refused = (reason: JoinRefusal) => new BackendError('conflict', reason);
const denied = () => new BackendError('permission-denied', 'Missing or insufficient permissions.');

/** Only what the members show one another: never the account behind a member. */
const shownMember = (member: SeatedMember): FamilyMember => ({
  memberId: member.memberId,
  name: member.name,
  colour: member.colour,
  owner: member.owner,
  removed: member.removed,
});

function familyServer() {
  const carpets = new Map<string, ServerCarpet>();
  const board: FamilyBoardEntry[] = [];
  const watchers = new Set<Watcher>();
  const pending = new Map<string, { carpetId: string; stroke: OrderedStroke }[]>();
  let clock = 0;
  let carpetIds = 0;
  let memberIds = 0;
  let localOrder = 0;

  const carpetOf = (carpetId: string) => {
    const carpet = carpets.get(carpetId);
    if (!carpet) throw new BackendError('invalid-input', 'no such carpet');
    return carpet;
  };
  const seatOf = (carpet: ServerCarpet, uid: string) =>
    carpet.members.find((member) => member.uid === uid && !member.removed);
  const ownerOnly = (carpet: ServerCarpet, uid: string) => {
    if (!seatOf(carpet, uid)?.owner) throw denied();
  };

  const viewFor = (carpet: ServerCarpet, uid: string): FamilyCarpetView => {
    const mine = (pending.get(uid) ?? [])
      .filter((held) => held.carpetId === carpet.id)
      .map((held) => held.stroke);
    const shown = carpet.status === 'finished' ? carpet.strokes : [...carpet.strokes, ...mine];
    const folded = foldCarpet(shown, carpet.cellCount);
    const me = carpet.members.find((member) => member.uid === uid);
    return {
      id: carpet.id,
      status: carpet.status,
      options: carpet.options,
      cellCount: carpet.cellCount,
      remote: carpet.remote,
      version: carpet.version,
      members: carpet.members.map(shownMember),
      me: me ? shownMember(me) : null,
      cells: folded.cells,
      laidBy: folded.laidBy,
      centrepiece: folded.centrepiece,
      waiting: mine.reduce((sum, stroke) => sum + stroke.cells.length, 0),
      result: carpet.result,
    };
  };

  /**
   * Every watch of the carpet hears the change. A member taken off hears it too (their member
   * document says so), and then is refused, as their seat has gone.
   */
  const publish = (carpetId: string) => {
    const carpet = carpetOf(carpetId);
    for (const watcher of [...watchers]) {
      if (watcher.carpetId !== carpetId) continue;
      watcher.onCarpet(viewFor(carpet, watcher.uid));
      if (!seatOf(carpet, watcher.uid)) {
        watchers.delete(watcher);
        watcher.onError(denied());
      }
    }
  };

  const send = (uid: string) => {
    const held = pending.get(uid) ?? [];
    pending.set(uid, []);
    const touched = new Set<string>();
    for (const { carpetId, stroke } of held) {
      carpetOf(carpetId).strokes.push({ ...stroke, at: ++clock, localOrder: undefined });
      touched.add(carpetId);
    }
    touched.forEach(publish);
  };

  const seat = (carpet: ServerCarpet, uid: string, name: string, owner: boolean) => {
    const member: SeatedMember = {
      memberId: `M${String(++memberIds).padStart(11, '0')}`,
      uid,
      name,
      colour: carpet.members.length,
      owner,
      removed: false,
    };
    carpet.members.push(member);
    return member;
  };

  /** One phone, signed in as `uid`: the port its page is given. */
  function phone(uid: string) {
    let online = true;
    const port = {
      start: jest.fn<ReturnType<FamilyPort['start']>, Parameters<FamilyPort['start']>>(
        async (request) => {
          const carpet: ServerCarpet = {
            id: `Carpet${String(++carpetIds).padStart(14, '0')}`,
            status: 'open',
            options: request.options,
            cellCount: request.cellCount,
            remote: request.remote,
            version: request.version,
            members: [],
            removedUids: new Set(),
            strokes: [],
            result: null,
          };
          carpets.set(carpet.id, carpet);
          const owner = seat(carpet, uid, request.name, true);
          return { carpetId: carpet.id, memberId: owner.memberId };
        },
      ),
      join: jest.fn<ReturnType<FamilyPort['join']>, Parameters<FamilyPort['join']>>(
        async ({ carpetId, name }) => {
          const carpet = carpets.get(carpetId);
          if (!carpet) throw refused('not-found');
          if (carpet.status === 'finished') throw refused('finished');
          if (carpet.removedUids.has(uid)) throw refused('removed');
          const already = seatOf(carpet, uid);
          if (already) return { memberId: already.memberId };
          if (carpet.status === 'closed') throw refused('closed');
          const current = carpet.members.filter((member) => !member.removed);
          if (current.length >= FAMILY_MAX_MEMBERS) throw refused('full');
          const member = seat(carpet, uid, name, false);
          publish(carpetId);
          return { memberId: member.memberId };
        },
      ),
      remove: jest.fn<ReturnType<FamilyPort['remove']>, Parameters<FamilyPort['remove']>>(
        async ({ carpetId, memberId }) => {
          const carpet = carpetOf(carpetId);
          ownerOnly(carpet, uid);
          const member = carpet.members.find((candidate) => candidate.memberId === memberId);
          if (!member || member.owner) throw new BackendError('invalid-input', 'not a member');
          member.removed = true;
          carpet.removedUids.add(member.uid);
          publish(carpetId);
        },
      ),
      setOpen: jest.fn<ReturnType<FamilyPort['setOpen']>, Parameters<FamilyPort['setOpen']>>(
        async ({ carpetId, open }) => {
          const carpet = carpetOf(carpetId);
          ownerOnly(carpet, uid);
          carpet.status = open ? 'open' : 'closed';
          publish(carpetId);
        },
      ),
      finish: jest.fn<ReturnType<FamilyPort['finish']>, Parameters<FamilyPort['finish']>>(
        async ({ carpetId, familyName }) => {
          const carpet = carpetOf(carpetId);
          ownerOnly(carpet, uid);
          if (!online) throw new BackendError('network', 'the flowers could not be sent');
          send(uid);
          const { cells, centrepiece } = foldCarpet(carpet.strokes, carpet.cellCount);
          const result: CarpetResult = {
            familyName,
            score: flowersOn(cells),
            maxScore: carpet.cellCount,
            finishedAt: '2026-08-26T10:00:00.000Z',
            cells: cells.join(''),
            centrepiece,
          };
          carpet.status = 'finished';
          carpet.result = result;
          board.push({
            ...result,
            carpetId,
            gameId: FAMILY_GAME_ID,
            options: carpet.options,
            members: carpet.members.filter((member) => !member.removed).length,
          });
          // The carpet's own document changes before the callable answers, as Firestore's
          // listener usually hears it.
          publish(carpetId);
          return { ...result, onBoard: true };
        },
      ),
      watch: jest.fn<ReturnType<FamilyPort['watch']>, Parameters<FamilyPort['watch']>>(
        (carpetId, onCarpet, onError) => {
          const watcher: Watcher = { uid, carpetId, onCarpet, onError };
          let stopped = false;
          void Promise.resolve().then(() => {
            if (stopped) return;
            const carpet = carpets.get(carpetId);
            // The rules read the seat: no carpet and no seat are the same refusal.
            if (!carpet || !seatOf(carpet, uid)) {
              onError(denied());
              return;
            }
            watchers.add(watcher);
            onCarpet(viewFor(carpet, uid));
          });
          return () => {
            stopped = true;
            watchers.delete(watcher);
          };
        },
      ),
      lay: jest.fn<ReturnType<FamilyPort['lay']>, Parameters<FamilyPort['lay']>>(
        (carpetId, laid, centrepiece) => {
          const carpet = carpetOf(carpetId);
          const member = seatOf(carpet, uid);
          if (!member) return;
          const stroke: OrderedStroke = {
            id: `${member.memberId}-${++localOrder}`,
            by: member.memberId,
            at: null,
            cells: laid.map((entry) => entry.cell),
            codes: laid.map((entry) => entry.code).join(''),
            centrepiece,
            localOrder,
          };
          pending.set(uid, [...(pending.get(uid) ?? []), { carpetId, stroke }]);
          if (online) send(uid);
          else publish(carpetId);
        },
      ),
      finished: jest.fn<ReturnType<FamilyPort['finished']>, Parameters<FamilyPort['finished']>>(
        async (carpetId) => board.find((entry) => entry.carpetId === carpetId) ?? null,
      ),
      board: jest.fn<ReturnType<FamilyPort['board']>, Parameters<FamilyPort['board']>>(
        async (gameId) =>
          board.filter((entry) => entry.gameId === gameId).sort((a, b) => b.score - a.score),
      ),
    } satisfies FamilyPort;
    return {
      port,
      /** The phone's network drops: what it lays waits on the phone. */
      goOffline: () => {
        online = false;
      },
      /** The network is back: what waited is sent, in order. */
      goOnline: () => {
        online = true;
        send(uid);
      },
    };
  }

  return {
    phone,
    carpet: carpetOf,
    /** A finished carpet on the board, as a family finished it some other day. */
    addToBoard: (entry: FamilyBoardEntry) => board.push(entry),
  };
}

type FamilyServer = ReturnType<typeof familyServer>;

/** A carpet started by `owner` and joined by the others, from their own phones. */
async function carpetOf(
  server: FamilyServer,
  owner: { uid: string; name: string },
  others: { uid: string; name: string }[] = [],
  options: CarpetOptions = { symmetry: 8, mode: 'day', day: 5 },
) {
  const { carpetId } = await server.phone(owner.uid).port.start({
    options,
    remote: 'games',
    version: GAMES_VERSION,
    cellCount: boardSize(options),
    name: owner.name,
  });
  for (const other of others) {
    await server.phone(other.uid).port.join({ carpetId, name: other.name });
  }
  return carpetId;
}

// ---------------------------------------------------------------------------------------------
// Pages as a visitor's phone shows them.

const ANU = { uid: 'u7Hq2anuAccount', name: 'Anu Menon', email: 'u7Hq2anuAccount@example.com' };
const RAVI = { uid: 'u9Zt4raviAccount', name: 'Ravi', email: 'u9Zt4raviAccount@example.com' };
const MEERA = { uid: 'u3Xp8meeraAccount', name: 'Meera' };

/** A phone's backend: signed in as `visitor` (or signed out), with `family` if the site is online. */
function backendFor(
  visitor: { uid: string; name: string } | null,
  family: FamilyPort | undefined,
): BackendPort {
  const fake = fakeBackend();
  if (visitor) fake.setUser({ ...fake.account(visitor.uid), displayName: visitor.uid });
  fake.backend.profiles.get.mockImplementation(async (uid: string) => ({
    uid,
    displayName: uid === visitor?.uid ? visitor.name : uid,
    district: 'kollam',
    newsletter: false,
    createdAt: '2026-08-01T00:00:00.000Z',
  }));
  return (family ? { ...fake.backend, family } : fake.backend) as BackendPort;
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function view({
  backend,
  path,
  locale = 'en',
  today = FIFTH_DAY,
}: {
  backend: BackendPort;
  path: string;
  locale?: Locale;
  today?: string;
}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const clock = createTrustedClock(() => Date.parse(`${today}T06:00:00Z`));
  return render(
    <QueryClientProvider client={client}>
      <CampaignContext.Provider value={campaign}>
        <TrustedClockContext.Provider value={clock}>
          <BackendProvider backend={backend}>
            <LocaleContext.Provider value={locale}>
              <MemoryRouter initialEntries={[path]}>
                <Routes>
                  <Route path="/family" element={<FamilyScreen />} />
                  <Route path="/family/:carpetId" element={<CarpetScreen />} />
                  <Route path="*" element={null} />
                </Routes>
                <Where />
              </MemoryRouter>
            </LocaleContext.Provider>
          </BackendProvider>
        </TrustedClockContext.Provider>
      </CampaignContext.Provider>
    </QueryClientProvider>,
  );
}

const where = () => screen.getByTestId('where');
const legend = () => screen.findByRole('region', { name: 'Laying this carpet' });
const status = (text: string) => screen.findByText(text);

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

beforeEach(() => {
  shownBoard = null;
  handsPicture = true;
  picturesDrawn.length = 0;
  loadRemote.mockReset();
  loadRemote.mockImplementation(async (id: string) =>
    id === 'games/family-carpet' ? carpetModule : undefined,
  );
});

describe('/family', () => {
  it('asks a signed-out visitor to sign in and come back', async () => {
    const server = familyServer();
    view({ backend: backendFor(null, server.phone('nobody').port), path: '/family' });
    const link = await screen.findByRole('link', { name: 'Sign in to start a family pookalam' });
    expect(link).toHaveAttribute('href', '/login?redirect=%2Ffamily');
    await userEvent.setup().click(link);
    expect(where()).toHaveTextContent('/login?redirect=%2Ffamily');
  });

  it('says a family pookalam needs the online site where the backend keeps none', async () => {
    view({ backend: backendFor(ANU, undefined), path: '/family' });
    expect(
      await screen.findByText(
        'A family pookalam is shared between phones, so it needs the online site. It cannot be laid here.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Family board' })).not.toBeInTheDocument();
  });

  it('says so in Malayalam too', async () => {
    view({ backend: backendFor(ANU, undefined), path: '/family', locale: 'ml' });
    expect(await screen.findByRole('heading', { level: 1, name: 'കുടുംബ പൂക്കളം' })).toBeVisible();
    expect(
      screen.getByText(
        'കുടുംബ പൂക്കളം ഫോണുകൾക്കിടയിൽ പങ്കിടുന്നതാണ്, അതിന് ഓൺലൈൻ സൈറ്റ് വേണം. ഇവിടെ അതിടാനാവില്ല.',
      ),
    ).toBeVisible();
  });

  it('offers today’s pookalam and the symmetries, with the profile’s name, and starts the carpet', async () => {
    const server = familyServer();
    const anu = server.phone(ANU.uid);
    const board = deferred<typeof carpetModule>();
    loadRemote.mockImplementation(() => board.promise);
    view({ backend: backendFor(ANU, anu.port), path: '/family' });
    const user = userEvent.setup();

    const form = await screen.findByRole('form', { name: 'Start a carpet' });
    const kind = within(form).getByRole('group', { name: 'Which pookalam' });
    expect(within(kind).getByRole('radio', { name: 'Today’s: day 5, 5 rings' })).toBeChecked();
    expect(within(kind).getByRole('radio', { name: 'A free design of 8 rings' })).not.toBeChecked();
    const symmetry = within(form).getByRole('group', { name: 'Repeats around the circle' });
    expect(
      within(symmetry)
        .getAllByRole('radio')
        .map((radio) => radio.parentElement?.textContent),
    ).toEqual(['4-fold', '8-fold', '16-fold']);
    expect(within(symmetry).getByRole('radio', { name: '8-fold' })).toBeChecked();
    expect(await within(form).findByLabelText(/Your name on the carpet/)).toHaveValue('Anu Menon');

    // Until the part has said how big the board is, there is nothing to start.
    const start = within(form).getByRole('button', { name: 'Start the family pookalam' });
    expect(within(form).getByText('The board is on its way…')).toBeVisible();
    expect(start).toBeDisabled();
    await act(async () => board.resolve(carpetModule));
    expect(await within(form).findByText('Flowers: none')).toBeVisible();
    expect(start).toBeEnabled();

    await user.click(within(symmetry).getByRole('radio', { name: '16-fold' }));
    await user.click(start);
    expect(anu.port.start).toHaveBeenCalledWith({
      options: { symmetry: 16, mode: 'day', day: 5 },
      remote: 'games',
      version: GAMES_VERSION,
      cellCount: 5 * 16 * 2,
      name: 'Anu Menon',
      requestId: expect.stringMatching(/^[A-Za-z0-9-]{8,64}$/) as string,
    });
    expect(await within(await legend()).findByText('Anu Menon (you)')).toBeVisible();
    expect(where()).toHaveTextContent('/family/Carpet00000000000001');
  });

  it('starts a free design with the name the visitor typed, once the festival is over', async () => {
    const server = familyServer();
    const anu = server.phone(ANU.uid);
    view({ backend: backendFor(ANU, anu.port), path: '/family', today: AFTER_ONAM });
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Start a carpet' });
    expect(within(form).queryByRole('radio', { name: /Today’s/ })).not.toBeInTheDocument();
    expect(within(form).getByRole('radio', { name: 'A free design of 8 rings' })).toBeChecked();
    const name = await within(form).findByLabelText(/Your name on the carpet/);
    await within(form).findByDisplayValue('Anu Menon');
    await user.clear(name);
    await user.type(name, '  Ammu  ');
    await user.click(within(form).getByRole('radio', { name: '4-fold' }));
    const start = within(form).getByRole('button', { name: 'Start the family pookalam' });
    await within(form).findByText('Flowers: none');
    await user.click(start);
    expect(anu.port.start).toHaveBeenCalledWith({
      options: { symmetry: 4, mode: 'free', day: 1 },
      remote: 'games',
      version: GAMES_VERSION,
      cellCount: 8 * 4 * 2,
      name: 'Ammu',
      requestId: expect.stringMatching(/^[A-Za-z0-9-]{8,64}$/) as string,
    });
    expect(await within(await legend()).findByText('Ammu (you)')).toBeVisible();
  });

  it('shows the start form in Malayalam', async () => {
    const server = familyServer();
    view({ backend: backendFor(ANU, server.phone(ANU.uid).port), path: '/family', locale: 'ml' });
    const form = await screen.findByRole('form', { name: 'ഒരു പൂക്കളം തുടങ്ങാം' });
    expect(within(form).getByRole('radio', { name: 'ഇന്നത്തേത്: അഞ്ചാം നാൾ, 5 വട്ടം' })).toBeChecked();
    expect(within(form).getByRole('radio', { name: '16 മടങ്ങ്' })).not.toBeChecked();
    expect(await within(form).findByLabelText(/പൂക്കളത്തിൽ നിങ്ങളുടെ പേര്/)).toHaveValue('Anu Menon');
    expect(within(form).getByRole('button', { name: 'കുടുംബ പൂക്കളം തുടങ്ങൂ' })).toBeVisible();
  });

  it('says why a carpet could not be started', async () => {
    const server = familyServer();
    const anu = server.phone(ANU.uid);
    anu.port.start.mockRejectedValueOnce(
      new BackendError('limit-reached', 'You have three carpets not finished yet.'),
    );
    view({ backend: backendFor(ANU, anu.port), path: '/family' });
    const form = await screen.findByRole('form', { name: 'Start a carpet' });
    await within(form).findByText('Flowers: none');
    await userEvent
      .setup()
      .click(within(form).getByRole('button', { name: 'Start the family pookalam' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'The carpet could not be started: You have three carpets not finished yet.',
    );
    expect(where()).toHaveTextContent('/family');
  });
});

describe('a carpet’s link, for someone not on it yet', () => {
  it('offers to join, and once joined shows the family and the carpet, live', async () => {
    const server = familyServer();
    const carpetId = await carpetOf(server, ANU);
    const ravi = server.phone(RAVI.uid);
    view({ backend: backendFor(RAVI, ravi.port), path: `/family/${carpetId}` });
    const user = userEvent.setup();

    const form = await screen.findByRole('form', {
      name: 'You are invited to lay a pookalam together',
    });
    expect(await within(form).findByLabelText(/Your name on the carpet/)).toHaveValue('Ravi');
    await user.click(within(form).getByRole('button', { name: 'Join the family pookalam' }));
    expect(ravi.port.join).toHaveBeenCalledWith({ carpetId, name: 'Ravi' });

    const members = await legend();
    expect(await within(members).findByText('Ravi (you)')).toBeVisible();
    expect(within(members).getByText('Anu Menon')).toBeVisible();
    expect(ravi.port.watch).toHaveBeenCalledTimes(2);
    expect(await screen.findByText('Laying in ring 1')).toBeVisible();
    expect(screen.queryByRole('form', { name: /invited/ })).not.toBeInTheDocument();
  });

  it.each<[JoinRefusal, string]>([
    [
      'not-found',
      'This link leads to no family pookalam. Check that it was copied whole, or ask for it again.',
    ],
    ['closed', 'This family pookalam takes no new people now. Ask its owner to open it.'],
    ['full', 'This family pookalam already has six people laying it.'],
    ['removed', 'The owner has taken you off this family pookalam.'],
    ['finished', 'This family pookalam is finished.'],
  ])('refused as %s, says so in its own words', async (reason, sentence) => {
    const server = familyServer();
    const five = ['a', 'b', 'c', 'd', 'e'].map((n) => ({ uid: `uid${n}`, name: `Cousin ${n}` }));
    const others = reason === 'full' ? five : reason === 'removed' ? [RAVI] : [];
    let carpetId = await carpetOf(server, ANU, others);
    const anu = server.phone(ANU.uid).port;
    const ravi = server.phone(RAVI.uid);
    if (reason === 'not-found') carpetId = 'Guessed0000000000000';
    if (reason === 'closed') await anu.setOpen({ carpetId, open: false });
    if (reason === 'removed') {
      const seat = server.carpet(carpetId).members.find((member) => member.name === 'Ravi');
      await anu.remove({ carpetId, memberId: seat?.memberId ?? '' });
    }
    if (reason === 'finished') {
      // Finished, with no public entry (an owner who may not be shown in public): the join tells.
      await anu.finish({ carpetId, familyName: 'Menon' });
      ravi.port.finished.mockResolvedValue(null);
    }
    view({ backend: backendFor(RAVI, ravi.port), path: `/family/${carpetId}` });
    const form = await screen.findByRole('form', {
      name: 'You are invited to lay a pookalam together',
    });
    await within(form).findByDisplayValue('Ravi');
    await userEvent
      .setup()
      .click(within(form).getByRole('button', { name: 'Join the family pookalam' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(sentence);
    expect(
      within(form).getByRole('link', { name: 'Start a family pookalam of your own' }),
    ).toHaveAttribute('href', '/family');
    expect(ravi.port.watch).toHaveBeenCalledTimes(1);
  });

  it('says a full carpet is full in Malayalam', async () => {
    const server = familyServer();
    const five = ['a', 'b', 'c', 'd', 'e'].map((n) => ({ uid: `uid${n}`, name: `Cousin ${n}` }));
    const carpetId = await carpetOf(server, ANU, five);
    const ravi = server.phone(RAVI.uid);
    view({ backend: backendFor(RAVI, ravi.port), path: `/family/${carpetId}`, locale: 'ml' });
    const form = await screen.findByRole('form', {
      name: 'ഒരുമിച്ച് പൂക്കളമിടാൻ നിങ്ങളെ ക്ഷണിച്ചിരിക്കുന്നു',
    });
    await within(form).findByDisplayValue('Ravi');
    await userEvent.setup().click(within(form).getByRole('button', { name: 'കുടുംബ പൂക്കളത്തിൽ ചേരൂ' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'ഈ കുടുംബ പൂക്കളത്തിൽ ഇപ്പോൾത്തന്നെ ആറു പേരുണ്ട്.',
    );
  });

  it('asks a signed-out visitor to sign in and come back to the link', async () => {
    const server = familyServer();
    const carpetId = await carpetOf(server, ANU);
    const nobody = server.phone('nobody');
    view({ backend: backendFor(null, nobody.port), path: `/family/${carpetId}` });
    expect(
      await screen.findByRole('link', { name: 'Sign in to join this family pookalam' }),
    ).toHaveAttribute('href', `/login?redirect=${encodeURIComponent(`/family/${carpetId}`)}`);
    expect(nobody.port.watch).not.toHaveBeenCalled();
  });

  it('offers to try again when the carpet cannot be read', async () => {
    const server = familyServer();
    const carpetId = await carpetOf(server, ANU);
    const anu = server.phone(ANU.uid);
    anu.port.watch.mockImplementationOnce((_id, _onCarpet, onError) => {
      void Promise.resolve().then(() => onError(new BackendError('network', 'You are offline.')));
      return () => undefined;
    });
    view({ backend: backendFor(ANU, anu.port), path: `/family/${carpetId}` });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'This phone is offline just now. Try again when the network is back.',
    );
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(await legend()).findByText('Anu Menon (you)')).toBeVisible();
  });

  it('says in Malayalam why the carpet cannot be shown, never the adapter’s English', async () => {
    const server = familyServer();
    const carpetId = await carpetOf(server, ANU);
    const anu = server.phone(ANU.uid);
    anu.port.watch.mockImplementationOnce((_id, _onCarpet, onError) => {
      void Promise.resolve().then(() =>
        onError(new BackendError('unknown', 'Firestore said something in English.')),
      );
      return () => undefined;
    });
    view({ backend: backendFor(ANU, anu.port), path: `/family/${carpetId}`, locale: 'ml' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('പൂക്കളം ഇപ്പോൾ കാണിക്കാനാവുന്നില്ല. അൽപ്പം കഴിഞ്ഞ് വീണ്ടും ശ്രമിക്കൂ.');
    expect(alert).not.toHaveTextContent('English');
  });
});

describe('a carpet, for its members', () => {
  it('names each member by the name they chose and their ring, never by their account', async () => {
    const server = familyServer();
    const carpetId = await carpetOf(server, ANU, [RAVI, MEERA]);
    view({ backend: backendFor(RAVI, server.phone(RAVI.uid).port), path: `/family/${carpetId}` });
    const members = await legend();
    const rows = await within(members).findAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual(['Anu Menon(owner)', 'Ravi (you)', 'Meera']);
    expect(within(rows[0] as HTMLElement).getByRole('img', { name: 'Blue ring' })).toBeVisible();
    expect(within(rows[1] as HTMLElement).getByRole('img', { name: 'Orange ring' })).toBeVisible();
    expect(within(rows[2] as HTMLElement).getByRole('img', { name: 'Green ring' })).toBeVisible();
    expect(
      await status('Open to the family: anyone with the link can join (3 of 6).'),
    ).toBeVisible();
    const page = document.body.innerHTML;
    for (const secret of [ANU.uid, RAVI.uid, MEERA.uid, ANU.email, RAVI.email]) {
      expect(page).not.toContain(secret);
    }
  });

  it('lays flowers, keeps them while the network is away, and shows the others’ as they come', async () => {
    const server = familyServer();
    const carpetId = await carpetOf(server, ANU, [RAVI]);
    const ravi = server.phone(RAVI.uid);
    view({ backend: backendFor(RAVI, ravi.port), path: `/family/${carpetId}` });
    const user = userEvent.setup();
    const lay = await screen.findByRole('button', { name: 'Lay a marigold' });
    expect(screen.getByText('Every flower you laid has reached the family.')).toBeVisible();

    await user.click(lay);
    expect(ravi.port.lay).toHaveBeenCalledWith(carpetId, [{ cell: 0, code: 'a' }], undefined);
    expect(await screen.findByText('Flowers: 0a1')).toBeVisible();
    expect(screen.getByText('Every flower you laid has reached the family.')).toBeVisible();

    // Anu, in the Gulf, lays on her phone: Ravi's shows it in her ring.
    act(() => server.phone(ANU.uid).port.lay(carpetId, [{ cell: 5, code: 'b' }]));
    expect(await screen.findByText('Flowers: 0a1 5b0')).toBeVisible();

    ravi.goOffline();
    await user.click(screen.getByRole('button', { name: 'Lay a marigold' }));
    await user.click(screen.getByRole('button', { name: 'Lay a marigold' }));
    expect(
      await status(
        '2 flowers waiting for the network: they are kept on this phone and sent when it is back.',
      ),
    ).toBeVisible();
    expect(screen.getByText('Flowers: 0a1 1a1 2a1 5b0')).toBeVisible();
    act(() => ravi.goOnline());
    expect(await status('Every flower you laid has reached the family.')).toBeVisible();
    expect(server.carpet(carpetId).strokes).toHaveLength(4);
    expect(shownBoard?.myColour).toBe(1);
  });

  it('gives the owner Remove for the others, Close and Open again, and the invitation', async () => {
    const server = familyServer();
    const carpetId = await carpetOf(server, ANU, [RAVI, MEERA]);
    const anu = server.phone(ANU.uid);
    view({ backend: backendFor(ANU, anu.port), path: `/family/${carpetId}` });
    const user = userEvent.setup();
    const members = await legend();
    expect(await within(members).findByText('Anu Menon (you)')).toBeVisible();
    expect(
      within(members)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Take Ravi off the carpet', 'Take Meera off the carpet']);

    const invite = screen.getByRole('region', { name: 'Invite the family' });
    const link = `http://localhost/family/${carpetId}`;
    expect(within(invite).getByLabelText('The carpet’s link')).toHaveValue(link);
    const whatsApp = within(invite).getByRole('link', { name: 'Send the link on WhatsApp' });
    expect(whatsApp.getAttribute('href')).toContain(encodeURIComponent(link));

    await user.click(within(members).getByRole('button', { name: 'Take Ravi off the carpet' }));
    expect(anu.port.remove).toHaveBeenCalledWith({
      carpetId,
      memberId: server.carpet(carpetId).members[1]?.memberId,
    });
    expect(
      await status('Open to the family: anyone with the link can join (2 of 6).'),
    ).toBeVisible();
    expect(
      within(members)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Take Meera off the carpet']);

    await user.click(screen.getByRole('button', { name: 'Close to new people' }));
    expect(anu.port.setOpen).toHaveBeenCalledWith({ carpetId, open: false });
    expect(await status('Closed to new people (2 of 6).')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Invite the family' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open to new people again' }));
    expect(anu.port.setOpen).toHaveBeenLastCalledWith({ carpetId, open: true });
    expect(await screen.findByRole('region', { name: 'Invite the family' })).toBeVisible();
  });

  it('marks a member the owner took off, in words as well as in strike-through', async () => {
    const server = familyServer();
    const carpetId = await carpetOf(server, ANU, [RAVI]);
    const anu = server.phone(ANU.uid);
    const ravi = server.carpet(carpetId).members[1]?.memberId ?? '';
    await anu.port.remove({ carpetId, memberId: ravi });
    view({ backend: backendFor(ANU, anu.port), path: `/family/${carpetId}` });
    const [, row] = await within(await legend()).findAllByRole('listitem');
    expect(row).toHaveTextContent(/^Ravi/);
    expect(within(row as HTMLElement).getByText('(taken off)')).toBeVisible();
  });

  it('gives a member who is not the owner none of the owner’s controls', async () => {
    const server = familyServer();
    const carpetId = await carpetOf(server, ANU, [RAVI, MEERA]);
    view({ backend: backendFor(RAVI, server.phone(RAVI.uid).port), path: `/family/${carpetId}` });
    const members = await legend();
    await within(members).findByText('Ravi (you)');
    expect(within(members).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close to new people' })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Finish the carpet' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Invite the family' })).toBeVisible();
  });

  it('lets the owner finish with a family name, and shows the score', async () => {
    const server = familyServer();
    const carpetId = await carpetOf(server, ANU, [RAVI]);
    server.phone(RAVI.uid).port.lay(carpetId, [{ cell: 3, code: 'c' }]);
    const anu = server.phone(ANU.uid);
    view({ backend: backendFor(ANU, anu.port), path: `/family/${carpetId}` });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Lay a marigold' }));
    await user.click(screen.getByRole('button', { name: 'Lay a marigold' }));

    const finish = screen.getByRole('form', { name: 'Finish the carpet' });
    await user.type(within(finish).getByLabelText('Family name'), ' Menon ');
    await user.click(within(finish).getByRole('button', { name: 'Finish and score the carpet' }));
    expect(anu.port.finish).toHaveBeenCalledWith({ carpetId, familyName: 'Menon' });
    expect(await screen.findByRole('link', { name: 'Send the carpet on WhatsApp' })).toBeVisible();
    expect(screen.getByText('The Menon family’s pookalam scored 3 of 80.')).toBeVisible();
    expect(await screen.findByText('Drawn only')).toBeVisible();
    expect(screen.queryByRole('form', { name: 'Finish the carpet' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /off the carpet/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Lay a marigold' })).not.toBeInTheDocument();
  });

  it('says in the page’s words what is wrong with a family name, before asking the server', async () => {
    const server = familyServer();
    const carpetId = await carpetOf(server, ANU, [RAVI]);
    const anu = server.phone(ANU.uid);
    view({ backend: backendFor(ANU, anu.port), path: `/family/${carpetId}` });
    const user = userEvent.setup();
    const finish = await screen.findByRole('form', { name: 'Finish the carpet' });
    await user.type(within(finish).getByLabelText('Family name'), 'Official Onam');
    await user.click(within(finish).getByRole('button', { name: 'Finish and score the carpet' }));
    expect(
      await within(finish).findByText(/Choose another name: words like “official”/),
    ).toBeVisible();
    await user.clear(within(finish).getByLabelText('Family name'));
    await user.type(within(finish).getByLabelText('Family name'), 'Menon 2');
    await user.click(within(finish).getByRole('button', { name: 'Finish and score the carpet' }));
    expect(
      await within(finish).findByText(
        'Use letters, spaces, apostrophes, hyphens and full stops only.',
      ),
    ).toBeVisible();
    expect(anu.port.finish).not.toHaveBeenCalled();
  });

  it('shows the others the score when the owner finishes', async () => {
    const server = familyServer();
    const carpetId = await carpetOf(server, ANU, [RAVI]);
    view({ backend: backendFor(RAVI, server.phone(RAVI.uid).port), path: `/family/${carpetId}` });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Lay a marigold' }));
    await act(() => server.phone(ANU.uid).port.finish({ carpetId, familyName: 'Menon' }));
    // The carpet's own change says it first; its public entry, read again, brings the sharing.
    expect(await screen.findByRole('link', { name: 'Send the carpet on WhatsApp' })).toBeVisible();
    expect(screen.getByText('The Menon family’s pookalam scored 1 of 80.')).toBeVisible();
    expect(screen.getByText('Drawn only')).toBeVisible();
    expect(screen.queryByText(/Open to the family/)).not.toBeInTheDocument();
  });

  it('says a finished carpet is not on the public board when it has no public entry', async () => {
    const server = familyServer();
    const carpetId = await carpetOf(server, ANU, [RAVI]);
    const ravi = server.phone(RAVI.uid);
    ravi.port.finished.mockResolvedValue(null);
    view({ backend: backendFor(RAVI, ravi.port), path: `/family/${carpetId}` });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Lay a marigold' }));
    expect(screen.queryByText(/It is not on the public family board/)).not.toBeInTheDocument();
    await act(() => server.phone(ANU.uid).port.finish({ carpetId, familyName: 'Menon' }));
    expect(await status('The Menon family’s pookalam scored 1 of 80.')).toBeVisible();
    expect(
      await screen.findByText(
        'It is not on the public family board: the owner’s account is not one that may be shown in public.',
      ),
    ).toBeVisible();
    expect(ravi.port.finished).toHaveBeenCalledTimes(2);
  });

  it('tells a member the owner takes off, and leaves them the carpet to look at', async () => {
    const server = familyServer();
    const carpetId = await carpetOf(server, ANU, [RAVI]);
    view({ backend: backendFor(RAVI, server.phone(RAVI.uid).port), path: `/family/${carpetId}` });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Lay a marigold' }));
    const ravi = server.carpet(carpetId).members[1]?.memberId ?? '';
    await act(() => server.phone(ANU.uid).port.remove({ carpetId, memberId: ravi }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The owner has taken you off this carpet. Your flowers stay on it.',
    );
    expect(screen.getByText('Flowers: 0a1')).toBeVisible();
    expect(screen.getByText('Drawn only')).toBeVisible();
    expect(screen.queryByRole('form', { name: /invited/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Invite the family' })).not.toBeInTheDocument();
  });

  it('shows a member’s carpet in Malayalam', async () => {
    const server = familyServer();
    const carpetId = await carpetOf(server, ANU, [RAVI]);
    view({
      backend: backendFor(ANU, server.phone(ANU.uid).port),
      path: `/family/${carpetId}`,
      locale: 'ml',
    });
    const members = await screen.findByRole('region', { name: 'ഈ പൂക്കളമിടുന്നവർ' });
    expect(await within(members).findByText('Anu Menon (നിങ്ങൾ)')).toBeVisible();
    expect(within(members).getByText('(ഉടമ)')).toBeVisible();
    expect(
      within(members).getByRole('button', { name: 'Ravi-നെ പൂക്കളത്തിൽ നിന്ന് മാറ്റൂ' }),
    ).toBeVisible();
    expect(screen.getByText('നിങ്ങൾ ഇട്ട എല്ലാ പൂക്കളും കുടുംബത്തിലെത്തി.')).toBeVisible();
  });
});

describe('a finished carpet’s link', () => {
  async function finishedCarpet(server: FamilyServer) {
    const carpetId = await carpetOf(server, ANU, [RAVI]);
    const anu = server.phone(ANU.uid).port;
    anu.lay(carpetId, [
      { cell: 0, code: 'a' },
      { cell: 1, code: 'b' },
    ]);
    await anu.finish({ carpetId, familyName: 'Menon' });
    return carpetId;
  }

  it('shows anyone the family’s score and a WhatsApp link with the family’s name', async () => {
    const server = familyServer();
    const carpetId = await finishedCarpet(server);
    view({ backend: backendFor(null, server.phone('nobody').port), path: `/family/${carpetId}` });
    expect(await status('The Menon family’s pookalam scored 2 of 80.')).toBeVisible();
    expect(await screen.findByText('Flowers: 0a- 1b-')).toBeVisible();
    const share = screen.getByRole('link', { name: 'Send the carpet on WhatsApp' });
    const href = share.getAttribute('href') ?? '';
    expect(href.startsWith('https://wa.me/?text=')).toBe(true);
    const message = decodeURIComponent(href.slice('https://wa.me/?text='.length));
    expect(message).toContain('The Menon family laid a pookalam together for Onam: 2 of 80!');
    expect(message).toContain(`http://localhost/family/${carpetId}`);
    expect(
      screen.getByRole('link', { name: 'Start a family pookalam of your own' }),
    ).toHaveAttribute('href', '/family');
    expect(screen.queryByRole('link', { name: /Sign in/ })).not.toBeInTheDocument();
  });

  it('shares the carpet’s picture as the part draws it, with the family’s name and score, from a phone that can share files', async () => {
    const share = jest.fn<Promise<void>, [ShareData]>(async () => undefined);
    Object.assign(navigator, { share, canShare: () => true });
    try {
      const server = familyServer();
      const carpetId = await finishedCarpet(server);
      view({ backend: backendFor(null, server.phone('nobody').port), path: `/family/${carpetId}` });
      await userEvent
        .setup()
        .click(await screen.findByRole('button', { name: 'Share the picture' }));
      expect(await status('The picture is on its way.')).toBeVisible();
      expect(picturesDrawn).toEqual([['The Menon family’s pookalam', '2 of 80 points']]);
      const data = share.mock.calls[0]?.[0];
      expect(data?.files?.[0]?.name).toBe('family-pookalam.png');
      expect(data?.files?.[0]?.type).toBe('image/png');
      expect(data?.title).toBe('Family pookalam');
      expect(data?.text).toBe(
        `The Menon family laid a pookalam together for Onam: 2 of 80!\nhttp://localhost/family/${carpetId}`,
      );
    } finally {
      Object.assign(navigator, { share: undefined, canShare: undefined });
    }
  });

  it('downloads the picture where files cannot be shared, and offers none from a part that draws none', async () => {
    const created = jest.fn<string, [Blob]>(() => 'blob:carpet');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: jest.fn() });
    const click = jest
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    try {
      const server = familyServer();
      const carpetId = await finishedCarpet(server);
      const { unmount } = view({
        backend: backendFor(null, server.phone('nobody').port),
        path: `/family/${carpetId}`,
        locale: 'ml',
      });
      expect(await screen.findByText('Flowers: 0a- 1b-')).toBeVisible();
      expect(screen.queryByRole('button', { name: 'ചിത്രം പങ്കിടൂ' })).not.toBeInTheDocument();
      await userEvent.setup().click(screen.getByRole('button', { name: 'ചിത്രം ഡൗൺലോഡ് ചെയ്യൂ' }));
      expect(await status('ചിത്രം ഡൗൺലോഡ് ചെയ്തു.')).toBeVisible();
      expect(picturesDrawn).toEqual([['Menon കുടുംബത്തിന്റെ പൂക്കളം', '80-ൽ 2 പോയിന്റ്']]);
      expect(created).toHaveBeenCalledTimes(1);
      expect(click).toHaveBeenCalledTimes(1);
      unmount();

      handsPicture = false;
      view({ backend: backendFor(null, server.phone('nobody').port), path: `/family/${carpetId}` });
      expect(await screen.findByText('Flowers: 0a- 1b-')).toBeVisible();
      expect(screen.getByRole('link', { name: 'Send the carpet on WhatsApp' })).toBeVisible();
      expect(screen.queryByRole('button', { name: /picture/ })).not.toBeInTheDocument();
    } finally {
      click.mockRestore();
    }
  });

  it('shows it in Malayalam', async () => {
    const server = familyServer();
    const carpetId = await finishedCarpet(server);
    view({
      backend: backendFor(null, server.phone('nobody').port),
      path: `/family/${carpetId}`,
      locale: 'ml',
    });
    expect(await status('Menon കുടുംബത്തിന്റെ പൂക്കളത്തിന് 80-ൽ 2.')).toBeVisible();
    const share = screen.getByRole('link', { name: 'പൂക്കളം വാട്സ്ആപ്പിൽ അയയ്ക്കൂ' });
    expect(decodeURIComponent(share.getAttribute('href') ?? '')).toContain(
      'Menon കുടുംബം ഓണത്തിന് ഒരുമിച്ച് പൂക്കളമിട്ടു: 80-ൽ 2!',
    );
  });
});

describe('the family board', () => {
  const entry = (carpetId: string, familyName: string, score: number, members: number) => ({
    carpetId,
    gameId: FAMILY_GAME_ID,
    options: { symmetry: 8 as const, mode: 'free' as const, day: 1 },
    members,
    familyName,
    score,
    maxScore: 128,
    finishedAt: '2026-08-25T10:00:00.000Z',
    cells: '',
    centrepiece: 'none',
  });

  it('lists the finished carpets, best first, each a link to its carpet', async () => {
    const server = familyServer();
    server.addToBoard(entry('Carpet00000000000007', 'Menon', 90, 4));
    server.addToBoard(entry('Carpet00000000000009', 'Pillai', 112, 6));
    server.addToBoard(entry('Carpet00000000000011', 'Nair', 40, 1));
    view({ backend: backendFor(null, server.phone('nobody').port), path: '/family' });
    const board = await screen.findByRole('region', { name: 'Family board' });
    const links = await within(board).findAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Pillai: 112 of 128, 6 people', '/family/Carpet00000000000009'],
      ['Menon: 90 of 128, 4 people', '/family/Carpet00000000000007'],
      ['Nair: 40 of 128, 1 person', '/family/Carpet00000000000011'],
    ]);
  });

  it('says when no family has finished yet, in English and in Malayalam', async () => {
    const server = familyServer();
    const { unmount } = view({
      backend: backendFor(null, server.phone('nobody').port),
      path: '/family',
    });
    expect(
      await screen.findByText('No family has finished a carpet yet. Be the first!'),
    ).toBeVisible();
    unmount();
    view({ backend: backendFor(null, server.phone('nobody').port), path: '/family', locale: 'ml' });
    const board = await screen.findByRole('region', { name: 'കുടുംബ ബോർഡ്' });
    expect(
      await within(board).findByText('ഒരു കുടുംബവും ഇതുവരെ പൂക്കളം പൂർത്തിയാക്കിയിട്ടില്ല. ആദ്യത്തേതാകൂ!'),
    ).toBeVisible();
  });

  it('says when the board could not be read, and reads it again on Try again', async () => {
    const server = familyServer();
    server.addToBoard(entry('Carpet00000000000007', 'Menon', 90, 4));
    const nobody = server.phone('nobody');
    nobody.port.board.mockRejectedValueOnce(new BackendError('network', 'offline'));
    view({ backend: backendFor(null, nobody.port), path: '/family' });
    const board = await screen.findByRole('region', { name: 'Family board' });
    const alert = await within(board).findByRole('alert');
    expect(alert).toHaveTextContent('The family board could not be loaded.');
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(
      await within(board).findByRole('link', { name: 'Menon: 90 of 128, 4 people' }),
    ).toBeVisible();
  });
});
