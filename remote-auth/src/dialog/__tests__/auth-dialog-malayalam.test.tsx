// Brings jest-dom's matcher types (the runtime matchers come from jest.config's setupFilesAfterEnv).
import '@testing-library/jest-dom';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import AuthDialog from '../auth-dialog';
import { mockAuthActions } from './mock-auth-actions';

const mockActions = mockAuthActions();

jest.mock('../use-auth-actions', () => ({ useAuthActions: () => mockActions }));

function setup() {
  const user = userEvent.setup();
  // No LocaleContext around it, as on a host page that has none: the contract's locale decides.
  render(
    <QueryClientProvider client={new QueryClient()}>
      <AuthDialog
        locale="ml"
        open
        presentation="inline"
        initialMode="register"
        onClose={jest.fn()}
      />
    </QueryClientProvider>,
  );
  return { user };
}

describe('AuthDialog in Malayalam', () => {
  it('registers in Malayalam, shared fields included', async () => {
    const { user } = setup();
    expect(screen.getByRole('heading', { name: 'നിങ്ങളുടെ അക്കൗണ്ട് ഉണ്ടാക്കാം' })).toBeInTheDocument();
    const name = screen.getByRole('textbox', { name: 'കാണിക്കേണ്ട പേര്' });
    // The counter comes from the shared TextInput, which follows the dialog's locale.
    expect(name).toHaveAccessibleDescription(expect.stringContaining('ഉപയോഗിച്ച പ്രതീകങ്ങൾ: 40-ൽ 0.'));
    const district = screen.getByRole('combobox', { name: 'ജില്ല' });
    expect(within(district).getByRole('option', { name: 'തൃശ്ശൂർ' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'അക്കൗണ്ട് ഉണ്ടാക്കാം' }));
    expect(screen.getByText('കാണിക്കേണ്ട പേര് നൽകൂ.')).toBeInTheDocument();
    expect(screen.getByText('നിങ്ങളുടെ ഇമെയിൽ വിലാസം നൽകൂ.')).toBeInTheDocument();
    expect(
      screen.getByText('അക്കൗണ്ട് ഉണ്ടാക്കാൻ സ്വകാര്യതാ അറിയിപ്പ് വായിച്ചെന്ന് ടിക്ക് ചെയ്യൂ.'),
    ).toBeInTheDocument();
    expect(screen.getByText('നിങ്ങൾ 18-ൽ താഴെയാണോ 18-ഓ അതിലധികമോ ആണോ എന്നു പറയൂ.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '18-ൽ താഴെ' })).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'സ്വകാര്യതാ അറിയിപ്പ് വായിക്കുക (പുതിയ ടാബിൽ തുറക്കും)' }),
    ).toHaveAttribute('href', '/privacy');
    expect(mockActions.register).not.toHaveBeenCalled();
  });
});
