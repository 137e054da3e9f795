import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTranslator } from '@onam/shared/i18n/translator';
import { BackendProvider } from '@onam/shared/react/backend-context';
import { rememberSession } from '@onam/shared/session/remembered-session';
import { fakeBackend } from '../../../../shared/src/react/__tests__/fake-backend';
import { dressTutorial } from '../../dress/tutorial';
import { pookalamTutorial } from '../../pookalam/tutorial';
import { sadyaTutorial } from '../../sadya/tutorial';
import { pointerKind, type TutorialContent } from '../step';
import Tutorial from '../tutorial';
import { TutorialSheet } from '../tutorial-sheet';
import { signedInWelcomeTutorial, welcomeTutorial } from '../welcome';

const TUTORIALS: [string, TutorialContent][] = [
  ['welcome', welcomeTutorial],
  ['welcome, signed in', signedInWelcomeTutorial],
  ['dress', dressTutorial],
  ['pookalam', pookalamTutorial],
  ['sadya', sadyaTutorial],
];
const GAME_TUTORIALS = TUTORIALS.filter(([topic]) => !topic.startsWith('welcome'));

function mockPointer(coarse: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: coarse && query === '(pointer: coarse)',
  })) as unknown as typeof window.matchMedia;
}

afterEach(() => {
  localStorage.clear();
  // jsdom has no matchMedia; put it back the way it was.
  delete (window as { matchMedia?: unknown }).matchMedia;
});

describe('tutorial steps', () => {
  it.each(TUTORIALS)(
    'has steps for %s, each worded by the catalogue handed with them',
    (_, tutorial) => {
      expect(tutorial.steps.length).toBeGreaterThan(0);
      for (const step of tutorial.steps) {
        for (const key of [step.title, step.body.touch, step.body.mouse]) {
          expect(tutorial.messages.en[key]).toBeTruthy();
          expect(tutorial.messages.ml?.[key]).toBeTruthy();
        }
      }
    },
  );

  it('picks touch wording for a coarse pointer and mouse wording otherwise', () => {
    expect(pointerKind((q) => ({ matches: q === '(pointer: coarse)' }))).toBe('touch');
    expect(pointerKind(() => ({ matches: false }))).toBe('mouse');
    expect(pointerKind(undefined)).toBe('mouse');
  });
});

describe('the tutorial', () => {
  it('walks through the welcome steps with Next and Back, then closes with "Let\'s play"', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    render(<Tutorial locale="en" topic="welcome" open onClose={onClose} />);

    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Pick a game' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { name: 'Play your way' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading', { name: 'Pick a game' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Step 3 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: "Let's play" }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('words the controls for mouse and keyboard on a desktop', async () => {
    const user = userEvent.setup();
    render(<Tutorial locale="en" topic="welcome" open onClose={jest.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText(/Tab moves between controls/)).toBeInTheDocument();
  });

  it('words the controls for fingers on a touch screen', async () => {
    mockPointer(true);
    const user = userEvent.setup();
    render(<Tutorial locale="en" topic="welcome" open onClose={jest.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText(/Tap and drag with your finger/)).toBeInTheDocument();
  });

  it('closes with Escape and with the close button', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    render(<Tutorial locale="en" topic="welcome" open onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Close the tutorial' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('does not take focus when it appears by itself, and does when asked', () => {
    const { rerender } = render(
      <Tutorial locale="en" topic="welcome" open={false} onClose={jest.fn()} />,
    );
    rerender(<Tutorial locale="en" topic="welcome" open onClose={jest.fn()} />);
    expect(document.body).toHaveFocus();
    rerender(<Tutorial locale="en" topic="welcome" open={false} onClose={jest.fn()} />);
    rerender(<Tutorial locale="en" topic="welcome" open focusOnOpen onClose={jest.fn()} />);
    expect(screen.getByRole('heading', { name: 'Pick a game' })).toHaveFocus();
  });

  it('starts again at step 1 when reopened', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Tutorial locale="en" topic="welcome" open onClose={jest.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    rerender(<Tutorial locale="en" topic="welcome" open={false} onClose={jest.fn()} />);
    rerender(<Tutorial locale="en" topic="welcome" open onClose={jest.fn()} />);
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
  });

  it.each(GAME_TUTORIALS)('has steps for %s, some worded differently for touch', (_, tutorial) => {
    expect(tutorial.steps.length).toBeGreaterThanOrEqual(2);
    expect(tutorial.steps.some((step) => step.body.touch !== step.body.mouse)).toBe(true);
  });

  it("shows the steps a game hands it, in the game's words", async () => {
    const user = userEvent.setup();
    const t = createTranslator(sadyaTutorial.messages, 'en');
    const [first, second] = sadyaTutorial.steps;
    if (!first || !second) throw new Error('the sadya tutorial has two steps at least');
    render(<TutorialSheet locale="en" content={sadyaTutorial} open onClose={jest.fn()} />);
    expect(screen.getByText(`Step 1 of ${sadyaTutorial.steps.length}`)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: t(first.title) })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { name: t(second.title) })).toHaveFocus();
  });

  it('as the part, shows the welcome only: a game hands its own steps to its frame', () => {
    render(<Tutorial locale="en" topic="sadya" open onClose={jest.fn()} />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('speaks Malayalam: the welcome, its buttons and its progress', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    render(<Tutorial locale="ml" topic="welcome" open focusOnOpen onClose={onClose} />);
    expect(screen.getByRole('heading', { name: 'ഒരു കളി തിരഞ്ഞെടുക്കൂ' })).toHaveFocus();
    expect(screen.getByText('ഘട്ടം 1, ആകെ 3')).toBeInTheDocument();
    expect(screen.getByRole('region')).toHaveAttribute('aria-roledescription', 'വഴികാട്ടി');
    await user.click(screen.getByRole('button', { name: 'അടുത്തത്' }));
    expect(screen.getByRole('heading', { name: 'നിങ്ങളുടെ രീതിയിൽ കളിക്കാം' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'തിരികെ' }));
    expect(screen.getByText('ഘട്ടം 1, ആകെ 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'വഴികാട്ടി അടയ്ക്കുക' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  describe('its last step follows the session', () => {
    const SIGN_IN = /Sign in to keep your scores/;

    async function toLastStep() {
      const user = userEvent.setup();
      await user.click(screen.getByRole('button', { name: 'Next' }));
      await user.click(screen.getByRole('button', { name: 'Next' }));
    }

    it('asks a visitor nobody signed in to sign in', async () => {
      render(<Tutorial locale="en" topic="welcome" open onClose={jest.fn()} />);
      await toLastStep();
      expect(screen.getByRole('heading', { name: 'Keep your festival' })).toBeVisible();
      expect(screen.getByText(SIGN_IN)).toBeVisible();
    });

    it('tells a visitor this device remembers as signed in that their festival is kept', async () => {
      rememberSession({ uid: 'anu', displayName: 'Anu', email: null });
      render(<Tutorial locale="en" topic="welcome" open onClose={jest.fn()} />);
      await toLastStep();
      expect(screen.getByRole('heading', { name: 'Your festival is kept' })).toBeVisible();
      expect(screen.getByText(/kept with your account/)).toBeVisible();
      expect(screen.queryByText(SIGN_IN)).not.toBeInTheDocument();
    });

    it("takes Auth's word over the device's memory, and changes as the visitor signs in", async () => {
      rememberSession({ uid: 'anu', displayName: 'Anu', email: null });
      const fake = fakeBackend();
      render(
        <BackendProvider backend={fake.backend}>
          <Tutorial locale="en" topic="welcome" open onClose={jest.fn()} />
        </BackendProvider>,
      );
      await toLastStep();
      // Auth found nobody signed in (the remembered session had expired).
      expect(await screen.findByText(SIGN_IN)).toBeVisible();
      act(() => fake.setUser(fake.account('anu')));
      expect(screen.getByRole('heading', { name: 'Your festival is kept' })).toBeVisible();
      act(() => fake.setUser(null));
      expect(screen.getByText(SIGN_IN)).toBeVisible();
    });

    it('says it in Malayalam to a signed-in visitor', async () => {
      rememberSession({ uid: 'anu', displayName: 'Anu', email: null });
      const user = userEvent.setup();
      render(<Tutorial locale="ml" topic="welcome" open onClose={jest.fn()} />);
      await user.click(screen.getByRole('button', { name: 'അടുത്തത്' }));
      await user.click(screen.getByRole('button', { name: 'അടുത്തത്' }));
      expect(screen.getByRole('heading', { name: 'നിങ്ങളുടെ ഓണം സൂക്ഷിച്ചിട്ടുണ്ട്' })).toBeVisible();
      expect(screen.queryByText(/സൈൻ ഇൻ/)).not.toBeInTheDocument();
    });
  });
});
