// Brings jest-dom's matcher types (the runtime matchers come from jest.config's setupFilesAfterEnv).
import '@testing-library/jest-dom';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BackendError } from '@onam/shared/backend/port';
import type { AuthDialogProps } from '@onam/shared/contracts/auth-dialog';
import AuthDialog from '../auth-dialog';
import { mockAuthActions } from './mock-auth-actions';

const mockActions = mockAuthActions();

jest.mock('../use-auth-actions', () => ({ useAuthActions: () => mockActions }));

// jsdom has <dialog> but not its modal API. These stand-ins behave like a browser: showModal sets
// `open`; Escape inside the dialog fires `cancel` and, unless that is prevented, closes it; and a
// dialog that closes reports it with a `close` event queued as a task, not at once.
const originalShowModal = HTMLDialogElement.prototype.showModal;
const originalClose = HTMLDialogElement.prototype.close;

function closeDialog(dialog: HTMLDialogElement) {
  if (!dialog.open) return;
  dialog.removeAttribute('open');
  setTimeout(() => dialog.dispatchEvent(new Event('close')), 0);
}

function escapeCloses(this: HTMLDialogElement, event: KeyboardEvent) {
  if (event.key !== 'Escape' || !this.open) return;
  if (!this.dispatchEvent(new Event('cancel', { cancelable: true }))) return;
  closeDialog(this);
}

beforeEach(() => {
  for (const action of Object.values(mockActions)) {
    if (typeof action === 'function') action.mockReset();
  }
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
    this.addEventListener('keydown', escapeCloses);
  };
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    closeDialog(this);
  };
});

afterEach(() => {
  HTMLDialogElement.prototype.showModal = originalShowModal;
  HTMLDialogElement.prototype.close = originalClose;
});

function setup(overrides: Partial<AuthDialogProps> = {}) {
  const props: AuthDialogProps = {
    locale: 'en',
    open: true,
    initialMode: 'register',
    onClose: jest.fn(),
    onSignedIn: jest.fn(),
    ...overrides,
  };
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={client}>
      <AuthDialog {...props} />
    </QueryClientProvider>,
  );
  return { user, props };
}

const field = (name: string | RegExp) => screen.getByLabelText(name);
const nameField = () => screen.getByRole('textbox', { name: 'Display name' });
const emailField = () => screen.getByRole('textbox', { name: 'Email' });
const passwordField = () => screen.getByLabelText('Password');
const districtField = () => screen.getByRole('combobox', { name: 'District' });
const terms = () => screen.getByRole('checkbox', { name: 'I have read the privacy notice' });
const newsletter = () => screen.getByRole('checkbox', { name: 'Send me festival news (optional)' });
const adult = () => screen.getByRole('radio', { name: '18 or older' });
const under18 = () => screen.getByRole('radio', { name: 'Under 18' });
const createAccount = () => screen.getByRole('button', { name: 'Create account' });
const serverAlert = () => screen.getAllByRole('alert')[0] as HTMLElement;

async function fillRegister(
  user: ReturnType<typeof userEvent.setup>,
  values: Partial<{
    name: string;
    email: string;
    password: string;
    district: string;
    ageBand: 'under-18' | 'adult' | null;
  }> = {},
) {
  const { name = 'Anu Thomas', email = 'anu@example.com', password = 'onam2025!' } = values;
  if (name) await user.type(nameField(), name);
  if (email) await user.type(emailField(), email);
  if (password) await user.type(passwordField(), password);
  await user.selectOptions(districtField(), values.district ?? 'Thrissur');
  const band = values.ageBand === undefined ? 'adult' : values.ageBand;
  if (band) await user.click(band === 'adult' ? adult() : under18());
  await user.click(terms());
}

describe('AuthDialog: register', () => {
  it('registers with trimmed values, then reports sign-in and closes', async () => {
    mockActions.register.mockResolvedValue({});
    const { user, props } = setup();
    await fillRegister(user, { name: '  Anu Thomas  ', email: '  anu@example.com ' });
    await user.click(newsletter());
    await user.click(createAccount());

    await waitFor(() => expect(props.onSignedIn).toHaveBeenCalledTimes(1));
    expect(mockActions.register).toHaveBeenCalledWith({
      displayName: 'Anu Thomas',
      email: 'anu@example.com',
      password: 'onam2025!',
      district: 'thrissur',
      ageBand: 'adult',
      consent: { terms: true, newsletter: true },
    });
    expect(props.onClose).toHaveBeenCalledTimes(1);
  });

  it('asks the age band, and sends an under-18’s as such, newsletter off unless ticked', async () => {
    mockActions.register.mockResolvedValue({});
    const { user, props } = setup();
    await fillRegister(user, { ageBand: 'under-18' });
    expect(under18()).toBeChecked();
    expect(adult()).not.toBeChecked();
    await user.click(createAccount());
    await waitFor(() => expect(props.onSignedIn).toHaveBeenCalledTimes(1));
    expect(mockActions.register).toHaveBeenCalledWith(
      expect.objectContaining({
        ageBand: 'under-18',
        consent: { terms: true, newsletter: false },
      }),
    );
  });

  it('requires an age band, says so, and takes the visitor to it', async () => {
    const { user } = setup();
    await fillRegister(user, { ageBand: null });
    await user.click(createAccount());
    expect(screen.getByText('Say whether you are under 18 or 18 or older.')).toBeInTheDocument();
    expect(under18()).toHaveFocus();
    expect(under18()).toHaveAttribute('aria-invalid', 'true');
    expect(mockActions.register).not.toHaveBeenCalled();
    await user.click(adult());
    expect(screen.queryByText('Say whether you are under 18 or 18 or older.')).toBeNull();
  });

  it('links the privacy notice beside the consent, in a new tab so the form stays', () => {
    setup();
    const link = screen.getByRole('link', { name: 'Read the privacy notice (opens in a new tab)' });
    expect(link).toHaveAttribute('href', '/privacy');
    expect(link).toHaveAttribute('target', '_blank');
    // The notice's consent and the newsletter's are two separate choices.
    expect(terms()).not.toBeChecked();
    expect(newsletter()).not.toBeChecked();
  });

  it('shows every required message on an empty submit, calls nothing, and focuses the first field', async () => {
    const { user } = setup();
    await user.click(createAccount());

    expect(screen.getByText('Enter a display name.')).toBeInTheDocument();
    expect(screen.getByText('Enter your email address.')).toBeInTheDocument();
    expect(screen.getByText('Enter your password.')).toBeInTheDocument();
    expect(screen.getByText('Choose your district, or Outside Kerala.')).toBeInTheDocument();
    expect(
      screen.getByText('Tick that you have read the privacy notice to create an account.'),
    ).toBeInTheDocument();
    expect(mockActions.register).not.toHaveBeenCalled();
    expect(nameField()).toHaveFocus();
    expect(nameField()).toHaveAttribute('aria-invalid', 'true');
    expect(nameField()).toHaveAccessibleDescription(
      expect.stringContaining('Enter a display name.'),
    );
    expect(districtField()).toHaveAttribute('aria-invalid', 'true');
    expect(districtField()).toHaveAccessibleDescription('Choose your district, or Outside Kerala.');
  });

  it('lists the 14 districts and Outside Kerala after the prompt', () => {
    setup();
    const options = within(districtField()).getAllByRole('option');
    expect(options).toHaveLength(16);
    expect(options[0]).toHaveTextContent('Choose your district');
    expect(options[15]).toHaveTextContent('Outside Kerala');
  });

  it('stops a name at 40 characters and says why', async () => {
    const { user } = setup();
    await user.type(nameField(), 'a'.repeat(41));
    expect(nameField()).toHaveValue('a'.repeat(40));
    expect(screen.getByText('Use at most 40 characters.')).toBeInTheDocument();
    expect(screen.getByText('40 / 40')).toBeInTheDocument();
  });

  it('refuses markup and emoji in the name with the characters message', async () => {
    const { user } = setup();
    await fillRegister(user, { name: '<b>Anu</b>' });
    await user.click(createAccount());
    const rule = 'Use letters, spaces, apostrophes, hyphens and full stops only.';
    expect(screen.getByText(rule)).toBeInTheDocument();
    expect(nameField()).toHaveFocus();

    await user.clear(nameField());
    await user.type(nameField(), 'Anu 🌸');
    await user.click(createAccount());
    expect(screen.getByText(rule)).toBeInTheDocument();
    expect(mockActions.register).not.toHaveBeenCalled();
  });

  it('says so when a name passes for the channel, in lookalike letters too', async () => {
    const { user } = setup();
    // A Cyrillic "а" in "Kerala".
    await fillRegister(user, { name: 'Keral\u0430 Vision' });
    await user.click(createAccount());
    expect(
      screen.getByText(
        'Choose another name: words like “official” or the channel’s name are kept for the site.',
      ),
    ).toBeInTheDocument();
    expect(nameField()).toHaveFocus();
    expect(mockActions.register).not.toHaveBeenCalled();
  });

  it('says so when a name holds characters nobody can see', async () => {
    const { user } = setup();
    await fillRegister(user, { name: 'Off\u200cicial' });
    await user.click(createAccount());
    expect(
      screen.getByText(
        'This name holds characters nobody can see (a copied name can). Type it instead.',
      ),
    ).toBeInTheDocument();
    expect(mockActions.register).not.toHaveBeenCalled();
  });

  it('refuses an invalid email and focuses it', async () => {
    const { user } = setup();
    await fillRegister(user, { email: 'anu@' });
    await user.click(createAccount());
    expect(screen.getByText('Enter an email address like name@example.com.')).toBeInTheDocument();
    expect(emailField()).toHaveFocus();
    expect(mockActions.register).not.toHaveBeenCalled();
  });

  it('says which password rule fails, in the message and the checklist', async () => {
    const { user } = setup();
    await fillRegister(user, { password: 'onamfestival' });
    const rules = screen.getByRole('list', { name: 'Password rules' });
    expect(within(rules).getByText('8 or more characters')).toHaveTextContent('(done)');
    expect(within(rules).getByText('A letter', { exact: false })).toHaveTextContent('(done)');
    expect(within(rules).getByText('A digit', { exact: false })).toHaveTextContent('(not yet)');

    await user.click(createAccount());
    expect(screen.getByText('Add at least one digit.')).toBeInTheDocument();
    expect(passwordField()).toHaveFocus();
    expect(passwordField()).toHaveAccessibleDescription(
      expect.stringContaining('At least 8 characters, with a letter and a digit.'),
    );
    expect(mockActions.register).not.toHaveBeenCalled();
  });

  it('rechecks a field when it is left after the first submit', async () => {
    const { user } = setup();
    await fillRegister(user, { password: 'short1' });
    await user.click(createAccount());
    expect(screen.getByText('Use at least 8 characters.')).toBeInTheDocument();
    await user.type(passwordField(), 'abcd');
    await user.tab();
    expect(screen.queryByText('Use at least 8 characters.')).not.toBeInTheDocument();
  });

  it('asks for the terms when they are not ticked', async () => {
    const { user } = setup();
    await fillRegister(user);
    await user.click(terms());
    await user.click(createAccount());
    expect(
      screen.getByText('Tick that you have read the privacy notice to create an account.'),
    ).toBeInTheDocument();
    expect(terms()).toHaveFocus();
    expect(mockActions.register).not.toHaveBeenCalled();
  });

  it('explains a duplicate email, keeps every value, and offers sign-in with the email kept', async () => {
    mockActions.register.mockRejectedValue(new BackendError('email-already-registered'));
    const { user, props } = setup();
    await fillRegister(user);
    await user.click(newsletter());
    await user.click(createAccount());

    expect(
      await screen.findByText('An account with this email already exists. Sign in instead?'),
    ).toBeInTheDocument();
    expect(nameField()).toHaveValue('Anu Thomas');
    expect(emailField()).toHaveValue('anu@example.com');
    expect(passwordField()).toHaveValue('onam2025!');
    expect(districtField()).toHaveValue('thrissur');
    expect(terms()).toBeChecked();
    expect(newsletter()).toBeChecked();
    expect(props.onSignedIn).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Sign in instead' }));
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(emailField()).toHaveValue('anu@example.com');
  });

  it('keeps the values when offline, and Retry sends them again', async () => {
    mockActions.register
      .mockRejectedValueOnce(new BackendError('network'))
      .mockResolvedValueOnce({});
    const { user, props } = setup();
    await fillRegister(user);
    await user.click(createAccount());

    expect(
      await screen.findByText(
        'You seem to be offline. Your details are still here: try again when you are back online.',
      ),
    ).toBeInTheDocument();
    expect(nameField()).toHaveValue('Anu Thomas');
    expect(passwordField()).toHaveValue('onam2025!');

    await user.click(within(serverAlert()).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(props.onSignedIn).toHaveBeenCalledTimes(1));
    expect(mockActions.register).toHaveBeenCalledTimes(2);
    expect(mockActions.register.mock.calls[1]).toEqual(mockActions.register.mock.calls[0]);
  });

  it('sends once when the submit button is double-clicked', async () => {
    let finish: (value: unknown) => void = () => undefined;
    mockActions.register.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const { user, props } = setup();
    await fillRegister(user);
    await user.dblClick(createAccount());
    expect(mockActions.register).toHaveBeenCalledTimes(1);
    expect(createAccount()).toBeDisabled();
    finish({});
    await waitFor(() => expect(props.onSignedIn).toHaveBeenCalledTimes(1));
  });

  it('says so quietly when the Google window is closed', async () => {
    mockActions.signInWithGoogle.mockRejectedValue(new BackendError('popup-closed'));
    const { user, props } = setup();
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    const quiet = await screen.findByText('Google sign-in was closed before it finished.');
    expect(quiet.closest('[role="status"]')).not.toBeNull();
    expect(serverAlert()).toBeEmptyDOMElement();
    expect(props.onSignedIn).not.toHaveBeenCalled();
  });
});

describe('AuthDialog: sign in', () => {
  it('signs in with the trimmed email', async () => {
    mockActions.signIn.mockResolvedValue({});
    const { user, props } = setup({ initialMode: 'sign-in' });
    await user.type(emailField(), ' anu@example.com ');
    await user.type(passwordField(), 'onam2025!');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(props.onSignedIn).toHaveBeenCalledTimes(1));
    expect(mockActions.signIn).toHaveBeenCalledWith('anu@example.com', 'onam2025!');
    expect(props.onClose).toHaveBeenCalledTimes(1);
  });

  it('says plainly when the email or password is wrong', async () => {
    mockActions.signIn.mockRejectedValue(new BackendError('wrong-credentials'));
    const { user, props } = setup({ initialMode: 'sign-in' });
    await user.type(emailField(), 'anu@example.com');
    await user.type(passwordField(), 'wrong-one1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('The email or password is not right.')).toBeInTheDocument();
    expect(serverAlert()).toHaveTextContent('The email or password is not right.');
    expect(passwordField()).toHaveValue('wrong-one1');
    expect(props.onClose).not.toHaveBeenCalled();
  });

  it('explains too many attempts', async () => {
    mockActions.signIn.mockRejectedValue(new BackendError('too-many-attempts'));
    const { user } = setup({ initialMode: 'sign-in' });
    await user.type(emailField(), 'anu@example.com');
    await user.type(passwordField(), 'wrong-one1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(
      await screen.findByText('Too many attempts. Wait a few minutes, or reset your password.'),
    ).toBeInTheDocument();
  });

  it('sends a reset link to the email already typed', async () => {
    mockActions.sendPasswordReset.mockResolvedValue(undefined);
    const { user, props } = setup({ initialMode: 'sign-in' });
    await user.type(emailField(), 'anu@example.com');
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));

    expect(screen.getByRole('heading', { name: 'Reset your password' })).toBeInTheDocument();
    expect(emailField()).toHaveValue('anu@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(
      await screen.findByText(
        'If an account exists for anu@example.com, a reset link is on its way.',
      ),
    ).toBeInTheDocument();
    expect(mockActions.sendPasswordReset).toHaveBeenCalledWith('anu@example.com');
    expect(props.onSignedIn).not.toHaveBeenCalled();
    expect(props.onClose).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Back to sign in' }));
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('switches between sign-in and register without losing the email', async () => {
    const { user } = setup({ initialMode: 'sign-in' });
    await user.type(emailField(), 'anu@example.com');
    await user.click(screen.getByRole('button', { name: 'New here? Create an account' }));
    expect(screen.getByRole('dialog', { name: 'Create your account' })).toBeInTheDocument();
    expect(emailField()).toHaveValue('anu@example.com');
    await user.click(screen.getByRole('button', { name: 'I already have an account' }));
    expect(screen.getByRole('dialog', { name: 'Sign in' })).toBeInTheDocument();
  });
});

describe('AuthDialog: presentation', () => {
  it('closes on Escape as a modal', async () => {
    const { user, props } = setup({ initialMode: 'sign-in' });
    await user.click(emailField());
    await user.keyboard('{Escape}');
    expect(props.onClose).toHaveBeenCalledTimes(1);
  });

  it('reports Escape at once, not with the close event a task later, and only once', async () => {
    // A busy browser runs input before other tasks: "Enter" on the opener can come between
    // Escape and the close event. Reported only then, that close would undo the reopening.
    const { props } = setup({ initialMode: 'sign-in' });
    fireEvent.keyDown(screen.getByRole('dialog', { name: 'Sign in' }), { key: 'Escape' });
    expect(props.onClose).toHaveBeenCalledTimes(1);
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(props.onClose).toHaveBeenCalledTimes(1);
  });

  it('ties every label to its field', () => {
    setup();
    for (const label of ['Display name', 'Email', 'Password', 'District']) {
      expect(field(label)).toBeInstanceOf(HTMLElement);
    }
  });

  it('renders inline with no dialog role and no close button, and only reports sign-in', async () => {
    mockActions.signIn.mockResolvedValue({});
    const { user, props } = setup({ initialMode: 'sign-in', presentation: 'inline' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();

    await user.type(emailField(), 'anu@example.com');
    await user.type(passwordField(), 'onam2025!');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(props.onSignedIn).toHaveBeenCalledTimes(1));
    expect(props.onClose).not.toHaveBeenCalled();
  });

  it('against the Auth emulator, Google sign-in asks for a test account first', async () => {
    mockActions.googleSignIn = 'emulator';
    mockActions.signInWithGoogle.mockResolvedValue({});
    try {
      const { user, props } = setup({ initialMode: 'sign-in' });
      await user.type(emailField(), 'lakshmi@example.com');
      await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
      expect(mockActions.signInWithGoogle).not.toHaveBeenCalled();
      expect(screen.getByLabelText('Google email')).toHaveValue('lakshmi@example.com');
      await user.type(screen.getByLabelText('Google name'), 'Lakshmi Pillai');
      await user.click(screen.getByRole('button', { name: 'Sign in with this Google account' }));
      await waitFor(() =>
        expect(mockActions.signInWithGoogle).toHaveBeenCalledWith({
          email: 'lakshmi@example.com',
          displayName: 'Lakshmi Pillai',
        }),
      );
      await waitFor(() => expect(props.onSignedIn).toHaveBeenCalledTimes(1));
    } finally {
      mockActions.googleSignIn = 'popup';
    }
  });
});
