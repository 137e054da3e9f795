// The family pages say why a request did not work in the visitor's language, for every reason
// the server gives (shared/src/family/refusals.ts), and say when this phone cannot keep the
// flowers waiting to be sent.
import { loadRemote as loadRemoteFromRuntime } from '@module-federation/enhanced/runtime';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import {
  BackendError,
  type BackendPort,
  type FamilyCarpetView,
  type FamilyPort,
} from '@onam/shared/backend/port';
import { PART_CONTRACT_VERSION, type FamilyCarpetProps } from '@onam/shared/contracts/parts';
import { FAMILY_REFUSALS, type FamilyRefusal } from '@onam/shared/family/refusals';
import { translationProblems } from '@onam/shared/i18n/catalogue-check';
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
import { familyProblemMessages } from '../problem-messages';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));
const loadRemote = jest.mocked(loadRemoteFromRuntime);

const campaign = manifestFixture((json) => {
  json.backend.adapter = 'firebase';
});
registerCampaignRemotes(campaign);

/** The games remote's carpet part, as a stand-in that says how big its board is. */
function FakeCarpet({ onBoardSize }: FamilyCarpetProps) {
  useEffect(() => onBoardSize?.(80), [onBoardSize]);
  return <figure data-part="family-carpet" />;
}
const carpetModule = {
  default: FakeCarpet,
  meta: { kind: 'part', id: 'family-carpet', contractVersion: PART_CONTRACT_VERSION },
};

const CARPET = 'Carpet00000000000001';
const ANU = { uid: 'u7Hq2anuAccount', name: 'Anu Menon' };
const refused = (reason: FamilyRefusal) => new BackendError('conflict', reason);

/** Anu's carpet as her phone shows it: she owns it, Ravi lays it with her. */
const carpetView = (more: Partial<FamilyCarpetView> = {}): FamilyCarpetView => {
  const me = {
    memberId: 'AnuMember001',
    name: 'Anu Menon',
    colour: 0,
    owner: true,
    removed: false,
  };
  return {
    id: CARPET,
    status: 'open',
    options: { symmetry: 8, mode: 'free', day: 1 },
    cellCount: 80,
    remote: 'games',
    version: '1.6.2',
    me,
    members: [
      me,
      { memberId: 'RaviMember02', name: 'Ravi', colour: 1, owner: false, removed: false },
    ],
    cells: Array<string>(80).fill('.'),
    laidBy: Array<string | null>(80).fill(null),
    centrepiece: 'none',
    waiting: 0,
    result: null,
    ...more,
  };
};

/** A family port whose every request fails as `failure` says; the carpet as `shown`. */
function familyPort(shown: FamilyCarpetView | null, failure: Error) {
  const fail = jest.fn(async () => Promise.reject(failure));
  return {
    start: jest.fn<ReturnType<FamilyPort['start']>, Parameters<FamilyPort['start']>>(fail),
    join: fail,
    remove: fail,
    setOpen: fail,
    finish: fail,
    watch: jest.fn<ReturnType<FamilyPort['watch']>, Parameters<FamilyPort['watch']>>(
      (_carpetId, onCarpet, onError) => {
        void Promise.resolve().then(() =>
          shown ? onCarpet(shown) : onError(new BackendError('permission-denied', 'no seat')),
        );
        return () => undefined;
      },
    ),
    lay: jest.fn(),
    finished: jest.fn(async () => null),
    board: jest.fn(async () => []),
  } satisfies FamilyPort;
}

function view(family: FamilyPort, path: string, locale: Locale = 'en') {
  const fake = fakeBackend();
  fake.setUser({ ...fake.account(ANU.uid), displayName: ANU.name });
  fake.backend.profiles.get.mockImplementation(async (uid: string) => ({
    uid,
    displayName: ANU.name,
    district: 'kollam',
    newsletter: false,
    createdAt: '2026-08-01T00:00:00.000Z',
  }));
  const backend = { ...fake.backend, family } as BackendPort;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const clock = createTrustedClock(() => Date.parse('2026-08-21T06:00:00Z'));
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
                </Routes>
              </MemoryRouter>
            </LocaleContext.Provider>
          </BackendProvider>
        </TrustedClockContext.Provider>
      </CampaignContext.Provider>
    </QueryClientProvider>,
  );
}

/** What the visitor does to meet each refusal, on the page that asks for it. */
type Doing = 'start' | 'join' | 'remove' | 'close' | 'finish';

async function ask(doing: Doing, locale: Locale = 'en') {
  const user = userEvent.setup();
  const words = {
    en: {
      startForm: 'Start a carpet',
      start: 'Start the family pookalam',
      joinForm: 'You are invited to lay a pookalam together',
      join: 'Join the family pookalam',
      remove: 'Take Ravi off the carpet',
      close: 'Close to new people',
      familyName: 'Family name',
      finish: 'Finish and score the carpet',
    },
    ml: {
      startForm: 'ഒരു പൂക്കളം തുടങ്ങാം',
      start: 'കുടുംബ പൂക്കളം തുടങ്ങൂ',
      joinForm: 'ഒരുമിച്ച് പൂക്കളമിടാൻ നിങ്ങളെ ക്ഷണിച്ചിരിക്കുന്നു',
      join: 'കുടുംബ പൂക്കളത്തിൽ ചേരൂ',
      remove: 'Ravi-നെ പൂക്കളത്തിൽ നിന്ന് മാറ്റൂ',
      close: 'പുതിയ ആളുകൾക്ക് അടയ്ക്കൂ',
      familyName: 'കുടുംബപ്പേര്',
      finish: 'പൂർത്തിയാക്കി സ്കോർ നോക്കൂ',
    },
  }[locale === 'ml' ? 'ml' : 'en'];
  if (doing === 'start') {
    const form = await screen.findByRole('form', { name: words.startForm });
    await within(form).findByDisplayValue(ANU.name);
    const start = within(form).getByRole('button', { name: words.start });
    // Until the part has said how big the board is, there is nothing to start.
    await waitFor(() => expect(start).toBeEnabled());
    await user.click(start);
    return within(form).findByRole('alert');
  }
  if (doing === 'join') {
    const form = await screen.findByRole('form', { name: words.joinForm });
    await within(form).findByDisplayValue(ANU.name);
    await user.click(within(form).getByRole('button', { name: words.join }));
    return within(form).findByRole('alert');
  }
  if (doing === 'finish') {
    await user.type(await screen.findByRole('textbox', { name: words.familyName }), 'Menon');
    await user.click(screen.getByRole('button', { name: words.finish }));
    return screen.findByRole('alert');
  }
  await user.click(await screen.findByRole('button', { name: words[doing] }));
  return screen.findByRole('alert');
}

const pathFor = (doing: Doing) => (doing === 'start' ? '/family' : `/family/${CARPET}`);
const shownFor = (doing: Doing) => (doing === 'join' ? null : carpetView());

beforeEach(() => {
  loadRemote.mockReset();
  loadRemote.mockImplementation(async (id: string) =>
    id === 'games/family-carpet' ? carpetModule : undefined,
  );
});

describe('a refusal, in the visitor’s words rather than the server’s', () => {
  const cases: [FamilyRefusal, Doing, string][] = [
    [
      'too-many-open',
      'start',
      'You have 3 family pookalams not finished yet, as many as one person may start. Finish one before starting another.',
    ],
    [
      'on-too-many',
      'start',
      'You are on as many family pookalams as one person may be on already.',
    ],
    ['on-too-many', 'join', 'You are on as many family pookalams as one person may be on already.'],
    [
      'try-later',
      'start',
      'The server cannot check the pookalam just now. Nothing was changed: try again in a few minutes.',
    ],
    [
      'reload',
      'start',
      'This page is older than the festival’s pookalam now. Reload the page and try again.',
    ],
    ['not-owner', 'remove', 'Only the carpet’s owner can do that.'],
    ['not-owner', 'close', 'Only the carpet’s owner can do that.'],
    ['not-owner', 'finish', 'Only the carpet’s owner can do that.'],
    ['finished', 'close', 'This family pookalam is finished: it stays as the family left it.'],
    ['finished', 'remove', 'This family pookalam is finished: it stays as the family left it.'],
    ['owner-stays', 'remove', 'You own this carpet, so you cannot take yourself off it.'],
    ['no-such-member', 'remove', 'That person is no longer on this carpet.'],
    ['nothing-laid', 'finish', 'Lay some flowers on the carpet before finishing it.'],
    [
      'still-laying',
      'finish',
      'The family is still laying flowers. Finish the carpet when everyone has stopped.',
    ],
    [
      'too-many-strokes',
      'finish',
      'This carpet holds more flowers than the server can score. It stays for the family to see, unfinished.',
    ],
    [
      'not-scorable',
      'finish',
      'The pookalam’s scoring cannot score this carpet as it is laid, so it cannot be finished.',
    ],
    [
      'try-later',
      'finish',
      'The server cannot check the pookalam just now. Nothing was changed: try again in a few minutes.',
    ],
    [
      'name',
      'finish',
      'The server cannot show this name to others. Choose another name and try again.',
    ],
  ];

  it('has a case for every reason the server gives, the join’s own aside', () => {
    const told = new Set(cases.map(([reason]) => reason));
    const joinOwn = ['not-found', 'closed', 'full', 'removed'];
    expect(
      FAMILY_REFUSALS.filter((reason) => !told.has(reason) && !joinOwn.includes(reason)),
    ).toEqual([]);
  });

  it.each(cases)('says %s, met on %s, as “%s”', async (reason, doing, sentence) => {
    const port = familyPort(shownFor(doing), refused(reason));
    view(port, pathFor(doing));
    const alert = await ask(doing);
    expect(alert).toHaveTextContent(sentence);
    expect(alert).not.toHaveTextContent('That did not work');
  });

  it.each<[FamilyRefusal, Doing, string]>([
    [
      'too-many-open',
      'start',
      'പൂർത്തിയാക്കാത്ത 3 കുടുംബ പൂക്കളങ്ങൾ നിങ്ങൾക്കുണ്ട്, ഒരാൾക്കു തുടങ്ങാവുന്നത്രയും. പുതിയതു തുടങ്ങും മുമ്പ് ഒന്നു പൂർത്തിയാക്കൂ.',
    ],
    ['not-owner', 'close', 'പൂക്കളത്തിന്റെ ഉടമയ്ക്കു മാത്രമേ അതു ചെയ്യാനാവൂ.'],
    ['finished', 'remove', 'ഈ കുടുംബ പൂക്കളം പൂർത്തിയായി: കുടുംബം ഇട്ടുവെച്ചതുപോലെ അതു നിലനിൽക്കും.'],
    ['still-laying', 'finish', 'കുടുംബം ഇപ്പോഴും പൂവിടുകയാണ്. എല്ലാവരും നിർത്തിയ ശേഷം പൂക്കളം പൂർത്തിയാക്കൂ.'],
    ['name', 'start', 'ഈ പേര് മറ്റുള്ളവരെ കാണിക്കാൻ സെർവറിനാവില്ല. മറ്റൊരു പേരു നൽകി വീണ്ടും ശ്രമിക്കൂ.'],
  ])('says %s, met on %s, in Malayalam', async (reason, doing, sentence) => {
    view(familyPort(shownFor(doing), refused(reason)), pathFor(doing), 'ml');
    expect(await ask(doing, 'ml')).toHaveTextContent(sentence);
  });

  it('says a network that went in the page’s words, and what a retry will do', async () => {
    const offline = new BackendError('network', 'Failed to fetch');
    view(familyPort(null, offline), '/family');
    expect(await ask('start')).toHaveTextContent(
      'The network went before the server answered. Try again when it is back: the same carpet is started, never a second.',
    );
  });

  it('says a finish that could not send this phone’s flowers in the page’s words', async () => {
    const held = new BackendError('network', '3 flowers laid on this phone have not reached it');
    view(familyPort(carpetView(), held), `/family/${CARPET}`, 'ml');
    expect(await ask('finish', 'ml')).toHaveTextContent(
      'ഇതുവരെ പൂർത്തിയായില്ല: ഈ ഫോൺ ഓഫ്‌ലൈനാണ്, അല്ലെങ്കിൽ ഇതിലിട്ട പൂക്കൾ കുടുംബത്തിലെത്തിയിട്ടില്ല. ഫോൺ ഓൺലൈനായ ശേഷം പൂക്കളം പൂർത്തിയാക്കൂ.',
    );
  });

  it('keeps the server’s words for a failure it gave no reason for', async () => {
    view(
      familyPort(carpetView(), new BackendError('unknown', 'Something odd.')),
      `/family/${CARPET}`,
    );
    expect(await ask('close')).toHaveTextContent('That did not work: Something odd.');
  });

  it('has every message in Malayalam', () => {
    expect(translationProblems(familyProblemMessages, 'ml')).toEqual([]);
    const joined = Object.values(familyProblemMessages.ml).filter((text) =>
      text.includes('\u200d'),
    );
    expect(joined).toEqual([]);
  });
});

describe('a start sent again', () => {
  it('keeps its request id when the same start is tried again, and takes a new one for another', async () => {
    const port = familyPort(null, new BackendError('network', 'Failed to fetch'));
    view(port, '/family');
    const user = userEvent.setup();
    await ask('start');
    const form = screen.getByRole('form', { name: 'Start a carpet' });
    await user.click(within(form).getByRole('button', { name: 'Start the family pookalam' }));
    expect(port.start).toHaveBeenCalledTimes(2);
    const sent = () => port.start.mock.calls.map(([request]) => request.requestId);
    const [first, again] = sent();
    expect(first).toMatch(/^[A-Za-z0-9-]{8,64}$/);
    expect(again).toBe(first);

    await user.click(within(form).getByRole('radio', { name: '16-fold' }));
    await user.click(within(form).getByRole('button', { name: 'Start the family pookalam' }));
    expect(sent()).toHaveLength(3);
    expect(sent()[2]).not.toBe(first);
  });
});

describe('a phone that cannot keep the flowers', () => {
  it('says so calmly while the page is open, and what waits is sent only while it stays open', async () => {
    view(
      familyPort(carpetView({ onlyInMemory: true, waiting: 2 }), new Error('unused')),
      `/family/${CARPET}`,
    );
    expect(
      await screen.findByText(
        'This phone does not let the page keep your flowers, so keep it open until they have all reached the family.',
      ),
    ).toBeVisible();
    expect(
      screen.getByText(
        '2 flowers waiting for the network: they are sent when it is back, while this page stays open.',
      ),
    ).toBeVisible();
    expect(screen.queryByText(/they are kept on this phone/)).toBeNull();
  });

  it('says it in Malayalam', async () => {
    view(
      familyPort(carpetView({ onlyInMemory: true }), new Error('unused')),
      `/family/${CARPET}`,
      'ml',
    );
    expect(
      await screen.findByText(
        'നിങ്ങളുടെ പൂക്കൾ സൂക്ഷിച്ചുവെക്കാൻ ഈ ഫോൺ പേജിനെ അനുവദിക്കുന്നില്ല, അതിനാൽ എല്ലാ പൂക്കളും കുടുംബത്തിലെത്തുംവരെ പേജ് അടയ്ക്കാതിരിക്കൂ.',
      ),
    ).toBeVisible();
  });

  it('says nothing of it where the phone keeps them, nor on a finished carpet', async () => {
    const { unmount } = view(
      familyPort(carpetView({ waiting: 1 }), new Error('unused')),
      `/family/${CARPET}`,
    );
    expect(
      await screen.findByText(
        '1 flowers waiting for the network: they are kept on this phone and sent when it is back.',
      ),
    ).toBeVisible();
    expect(screen.queryByText(/does not let the page keep/)).toBeNull();
    unmount();
    view(
      familyPort(carpetView({ onlyInMemory: true, status: 'finished' }), new Error('unused')),
      `/family/${CARPET}`,
    );
    expect(await screen.findByRole('region', { name: 'Laying this carpet' })).toBeVisible();
    expect(screen.queryByText(/does not let the page keep/)).toBeNull();
  });
});
