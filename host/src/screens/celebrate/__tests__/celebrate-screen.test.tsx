import 'fake-indexeddb/auto';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { ConfettiProps } from '@onam/shared/contracts/parts';
import { creationStore } from '@onam/shared/creations/creation-store';
import { formatKeralaTime } from '@onam/shared/festival/kerala-time';
import type { BackendPort } from '@onam/shared/backend/port';
import { manifestFixture } from '@onam/shared/manifest/__tests__/manifest-fixture';
import { BackendProvider } from '@onam/shared/react/backend-context';
import { installBrowserGaps } from '../../../../../shared/src/backend/local/__tests__/fake-browser';
import { keepRawRecords } from '../../../../../shared/src/creations/__tests__/raw-records';
import { fakeBackend } from '../../../../../shared/src/react/__tests__/fake-backend';
import { CampaignContext } from '../../../campaign/campaign-context';
import { Component as CelebrateScreen } from '../celebrate-screen';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { loadRemote } = require('@module-federation/enhanced/runtime') as { loadRemote: jest.Mock };

/** Stands in for remote-games' confetti: it says "Well done!" when active, as the real one does. */
function FakeConfetti({ active }: ConfettiProps) {
  return <p role="status">{active ? 'Well done!' : ''}</p>;
}
const confettiModule = {
  default: FakeConfetti,
  meta: { kind: 'part', id: 'confetti', contractVersion: '1.0' },
};

const manifest = manifestFixture();

/** A PNG as far as the store looks (its signature); the decoding is the test's to fake. */
const png = (label: string) =>
  new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), label], {
    type: 'image/png',
  });

function view(path = '/celebrate', backend: BackendPort | null = null) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <BackendProvider backend={backend}>
        <CampaignContext.Provider value={manifest}>
          <MemoryRouter initialEntries={[path]}>
            <CelebrateScreen />
          </MemoryRouter>
        </CampaignContext.Provider>
      </BackendProvider>
    </QueryClientProvider>,
  );
}

const preview = () => screen.getByRole('img', { name: /^Greeting card:/ });
const nameField = () => screen.getByRole('textbox', { name: 'Your name' });

function setClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
}
function setShare(share: jest.Mock | undefined) {
  Object.assign(navigator, { share, canShare: share ? () => true : undefined });
}

beforeAll(installBrowserGaps);
beforeEach(async () => {
  loadRemote.mockReset();
  loadRemote.mockResolvedValue(confettiModule);
  const store = creationStore();
  for (const creation of (await store.read()).creations) await store.remove(creation.id);
  await store.removeUnreadable();
  setShare(undefined);
});

describe('the greeting card maker', () => {
  it('a signed-out visitor makes a card with a greeting, their name and the illustration, sees confetti and downloads a PNG', async () => {
    const user = userEvent.setup();
    const clicked: HTMLAnchorElement[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    view();
    expect(screen.getByRole('heading', { level: 1, name: 'Celebrate' })).toBeVisible();
    expect(screen.getByRole('radio', { name: /Festival illustration/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /ഓണാശംസകൾ Onashamsakal Happy Onam/ })).toBeChecked();

    await user.click(screen.getByRole('radio', { name: /Ponnonashamsakal/ }));
    await user.type(nameField(), 'Anu Menon');
    expect(preview()).toHaveAccessibleName(
      'Greeting card: Ponnonashamsakal (Golden-Onam wishes), from Anu Menon, with a lit nilavilakku on a pookalam.',
    );
    expect(screen.queryByRole('button', { name: 'Download PNG' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Make the card' }));
    expect(await screen.findByText('Well done!')).toHaveAttribute('role', 'status');
    expect(loadRemote).toHaveBeenCalledWith('games/confetti');
    expect(screen.getByRole('heading', { name: 'Your card is ready' })).toHaveFocus();

    const canvas = preview() as HTMLCanvasElement;
    await user.click(screen.getByRole('button', { name: 'Download PNG' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(canvas.toBlob).toHaveBeenCalledWith(expect.any(Function), 'image/png');
    expect(clicked[0]?.download).toBe('onam-greeting.png');
    // Desktop browsers that cannot share files get the link instead.
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeVisible();
    click.mockRestore();
  });

  it('invites a visitor with no creations to make one, with links to the games', async () => {
    view();
    expect(
      await screen.findByText(/Play the pookalam or dress-up game to add your creation here/),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Make a pookalam' })).toHaveAttribute('href', '/game');
    expect(screen.getByRole('link', { name: 'Dress up for Onam' })).toHaveAttribute(
      'href',
      '/dress',
    );
  });

  it("lists the visitor's creations with thumbnails and puts the chosen one on the card", async () => {
    const user = userEvent.setup();
    const kept = await creationStore().add({
      gameId: 'pookalam',
      image: png('pookalam'),
    });
    await creationStore().add({
      gameId: 'dress',
      image: png('doll'),
      wearing: ['crown'],
    });
    view();
    const pookalam = await screen.findByRole('radio', { name: /^Your pookalam, / });
    expect(screen.getByRole('radio', { name: /^Your Onam look, / })).toBeInTheDocument();
    // Kerala's time, worded as the dashboard words the same moment.
    expect(pookalam).toHaveAccessibleName(
      `Your pookalam, ${formatKeralaTime(kept.createdAt, 'en')}`,
    );
    expect(screen.queryByText(/Play the pookalam or dress-up game/)).toBeNull();
    const thumb = pookalam.closest('label')?.querySelector('img');
    expect(thumb?.getAttribute('src')).toMatch(/^blob:/);

    await user.click(pookalam);
    await waitFor(() => expect(preview()).toHaveAccessibleName(/with your pookalam\.$/));
    const ctx = (preview() as HTMLCanvasElement).getContext('2d') as unknown as {
      drawImage: jest.Mock;
    };
    await waitFor(() => expect(ctx.drawImage).toHaveBeenCalled());
  });

  it('says when a creation cannot be opened, and shows the illustration instead', async () => {
    const user = userEvent.setup();
    await creationStore().add({
      gameId: 'pookalam',
      image: png('pookalam'),
    });
    (createImageBitmap as jest.Mock).mockRejectedValueOnce(
      new DOMException('bad', 'InvalidStateError'),
    );
    view();
    await user.click(await screen.findByRole('radio', { name: /^Your pookalam, / }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That picture could not be opened');
    expect(preview()).toHaveAccessibleName(/with a lit nilavilakku on a pookalam\.$/);
  });

  it('sets aside kept pictures that cannot be read, says so, offers the rest, and removes them on request', async () => {
    const user = userEvent.setup();
    await creationStore().add({ gameId: 'pookalam', image: png('pookalam') });
    await keepRawRecords([
      { id: 'no-date', gameId: 'dress', createdAt: 'x', image: png('a') },
      {
        id: 'not-a-picture',
        gameId: 'dress',
        createdAt: '2026-08-26T04:00:00.000Z',
        image: new Blob(['hello'], { type: 'text/plain' }),
      },
    ]);
    view();
    const note = await screen.findByText(
      /^2 of the pictures kept on this device could not be read/,
    );
    expect(note.closest('[role="status"]')).not.toBeNull();
    expect(screen.getAllByRole('radio', { name: /^Your (pookalam|Onam look), / })).toHaveLength(1);
    await user.click(screen.getByRole('radio', { name: /^Your pookalam, / }));
    await waitFor(() => expect(preview()).toHaveAccessibleName(/with your pookalam\.$/));

    await user.click(screen.getByRole('button', { name: 'Remove the unreadable pictures' }));
    expect(
      await screen.findByText('The unreadable pictures were removed from this device.'),
    ).toHaveFocus();
    expect(screen.queryByText(/could not be read, so they are set aside/)).toBeNull();
    expect((await creationStore().read()).unreadable).toBe(0);
    expect(screen.getByRole('radio', { name: /^Your pookalam, / })).toBeChecked();
  });

  it('says when the saved creations cannot be read, and tries again', async () => {
    const user = userEvent.setup();
    jest.spyOn(creationStore(), 'read').mockRejectedValueOnce(new Error('IndexedDB is blocked'));
    view();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your saved creations could not be read on this device.');
    // The card can still be made with the illustration.
    expect(screen.getByRole('radio', { name: /Festival illustration/ })).toBeChecked();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/Play the pookalam or dress-up game/)).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('copies a link with the greeting and the name; a refused clipboard shows the link to copy by hand', async () => {
    const user = userEvent.setup();
    const writeText = jest.fn<Promise<void>, [string]>(async () => undefined);
    view();
    await user.click(screen.getByRole('radio', { name: /Thiruvonashamsakal/ }));
    await user.type(nameField(), 'Meera');
    await user.click(screen.getByRole('button', { name: 'Make the card' }));
    setClipboard(writeText);
    await user.click(await screen.findByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText(/^Link copied\./)).toBeVisible();
    const link = new URL(writeText.mock.calls[0]?.[0] ?? '');
    expect(link.pathname).toBe('/celebrate');
    expect(Object.fromEntries(link.searchParams)).toEqual({
      greeting: 'thiruvonam',
      name: 'Meera',
    });

    setClipboard(async () => {
      throw new DOMException('Write permission denied', 'NotAllowedError');
    });
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The link could not be copied.');
    const field = screen.getByRole('textbox', { name: 'Link to your card' });
    expect(field).toHaveValue(link.toString());
    expect(field).toHaveAttribute('readonly');
  });

  it('sends the greeting and the card’s link to WhatsApp in one tap, in a new tab', async () => {
    const user = userEvent.setup();
    view();
    await user.click(screen.getByRole('radio', { name: /Thiruvonashamsakal/ }));
    await user.type(nameField(), 'Meera');
    await user.click(screen.getByRole('button', { name: 'Make the card' }));
    const whatsApp = await screen.findByRole('link', { name: 'Send on WhatsApp' });
    expect(whatsApp).toHaveAttribute('target', '_blank');
    expect(whatsApp.getAttribute('rel')).toContain('noopener');
    const href = new URL(whatsApp.getAttribute('href') ?? '');
    expect(href.origin + href.pathname).toBe('https://wa.me/');
    const [ml, latin, name, link] = (href.searchParams.get('text') ?? '').split('\n');
    expect([ml, latin, name]).toEqual(['തിരുവോണാശംസകൾ', 'Thiruvonashamsakal', '— Meera']);
    const card = new URL(link ?? '');
    expect(card.pathname).toBe('/celebrate');
    expect(Object.fromEntries(card.searchParams)).toEqual({
      greeting: 'thiruvonam',
      name: 'Meera',
    });
  });

  it('a link opens the maker with its greeting and name chosen', async () => {
    view('/celebrate?greeting=thiruvonam&name=Meera%20Nair');
    expect(
      screen.getByText('Meera Nair sent you an Onam greeting. Make one of your own below.'),
    ).toBeVisible();
    expect(screen.getByRole('radio', { name: /Thiruvonashamsakal/ })).toBeChecked();
    expect(nameField()).toHaveValue('Meera Nair');
    expect(screen.getByRole('radio', { name: /Festival illustration/ })).toBeChecked();
    expect(preview()).toHaveAccessibleName(
      /^Greeting card: Thiruvonashamsakal \(Thiruvonam wishes\), from Meera Nair/,
    );
  });

  it("prefills a signed-in visitor's name, and what they type wins", async () => {
    const user = userEvent.setup();
    const fake = fakeBackend();
    fake.setUser({ ...fake.account('anu'), displayName: 'Anu' });
    (fake.backend.profiles.get as jest.Mock).mockResolvedValue({
      uid: 'anu',
      displayName: 'Anu Menon',
      district: null,
      newsletter: false,
      createdAt: '2026-08-01T00:00:00.000Z',
    });
    view('/celebrate', fake.backend as unknown as BackendPort);
    await waitFor(() => expect(nameField()).toHaveValue('Anu Menon'));
    await user.clear(nameField());
    await user.type(nameField(), 'Amma');
    expect(nameField()).toHaveValue('Amma');
    expect(preview()).toHaveAccessibleName(/from Amma,/);
  });

  it('leaves the field to a visitor already in it when their account name arrives late', async () => {
    const user = userEvent.setup();
    const fake = fakeBackend();
    // An account whose only name is in its profile, which is slow to come: the field stays empty
    // until then, however the renders fall (a name on the account itself would race the click).
    fake.setUser({ ...fake.account('anu'), displayName: null });
    let answer: (profile: unknown) => void = () => undefined;
    (fake.backend.profiles.get as jest.Mock).mockReturnValue(
      new Promise((resolve) => (answer = resolve)),
    );
    view('/celebrate', fake.backend as unknown as BackendPort);
    // On a slow phone: the visitor is in the empty field before their profile has arrived.
    expect(nameField()).toHaveValue('');
    await user.click(nameField());
    await act(async () =>
      answer({
        uid: 'anu',
        displayName: 'Anu Menon',
        district: null,
        newsletter: false,
        createdAt: '2026-08-01T00:00:00.000Z',
      }),
    );
    await user.type(nameField(), 'Amma');
    expect(nameField()).toHaveValue('Amma');
  });

  it('keeps the name to 40 characters, with a counter', async () => {
    const user = userEvent.setup();
    view();
    await user.type(nameField(), 'x'.repeat(45));
    expect(nameField()).toHaveValue('x'.repeat(40));
    expect(screen.getByText('40 / 40')).toBeInTheDocument();
  });

  it('shares the PNG where the browser can share files; closing the share sheet is not an error', async () => {
    const user = userEvent.setup();
    const share = jest.fn(async (data: ShareData) => {
      void data;
      throw new DOMException('Share canceled', 'AbortError');
    });
    setShare(share);
    view();
    await user.type(nameField(), 'Anu');
    await user.click(screen.getByRole('button', { name: 'Make the card' }));
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    const data = share.mock.calls[0]?.[0];
    expect(data?.files?.[0]?.name).toBe('onam-greeting.png');
    expect(data?.text).toBe('ഓണാശംസകൾ\nOnashamsakal\n— Anu');
    expect(await screen.findByRole('button', { name: 'Share' })).toBeEnabled();
    expect(screen.queryByRole('alert')).toBeNull();

    share.mockRejectedValueOnce(new DOMException('Not allowed', 'NotAllowedError'));
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Sharing did not work.');
  });

  describe('a name with hidden marks that turn text around', () => {
    const originalShowModal = HTMLDialogElement.prototype.showModal;
    const originalClose = HTMLDialogElement.prototype.close;
    beforeEach(() => {
      // jsdom has <dialog> but not its modal API: these do what a browser does.
      HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
        this.setAttribute('open', '');
      };
      HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
        if (!this.open) return;
        this.removeAttribute('open');
        this.dispatchEvent(new Event('close'));
      };
    });
    afterEach(() => {
      HTMLDialogElement.prototype.showModal = originalShowModal;
      HTMLDialogElement.prototype.close = originalClose;
    });

    it('asks in a message box instead of putting them on the card, and refuses them there too', async () => {
      const user = userEvent.setup();
      view();
      await user.click(nameField());
      await user.paste('Anu\u202eMenon');

      const box = await screen.findByRole('dialog', { name: 'Check your name' });
      const answer = within(box).getByRole('textbox', { name: 'Your name' });
      expect(answer).toHaveValue('AnuMenon');
      // Behind the box (inert in a browser; jsdom needs the form named).
      const form = screen.getByRole('form', { name: 'Your card' });
      expect(within(form).getByRole('textbox', { name: 'Your name' })).toHaveValue('');

      await user.clear(answer);
      await user.type(answer, 'Anu');
      await user.paste('\u2066');
      await user.click(within(box).getByRole('button', { name: 'Use this name' }));
      expect(within(box).getByRole('alert')).toHaveTextContent('Illegal input');

      await user.clear(answer);
      await user.type(answer, 'Anu Menon');
      await user.click(within(box).getByRole('button', { name: 'Use this name' }));
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(nameField()).toHaveValue('Anu Menon');
      expect(preview()).toHaveAccessibleName(/from Anu Menon,/);
    });

    it('keeps the name as it was when the visitor cancels', async () => {
      const user = userEvent.setup();
      view();
      await user.type(nameField(), 'Anu');
      await user.paste('\u202d');
      const box = await screen.findByRole('dialog', { name: 'Check your name' });
      await user.click(within(box).getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(nameField()).toHaveValue('Anu');
    });
  });
});
