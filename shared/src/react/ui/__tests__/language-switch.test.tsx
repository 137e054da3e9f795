// Brings jest-dom's matcher types (the runtime matchers come from jest.config's setupFilesAfterEnv).
import '@testing-library/jest-dom';
import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Locale } from '../../../i18n/locale';
import { LocaleContext } from '../../locale-context';
import { LanguageSwitch } from '../language-switch';

/** A page holding its language, as the host's provider and the remotes' standalone pages do. */
function Page({ start }: { start: Locale }) {
  const [locale, setLocale] = useState<Locale>(start);
  return (
    <LocaleContext.Provider value={locale}>
      <p data-testid="page-language">{locale}</p>
      <LanguageSwitch onChoose={setLocale} />
    </LocaleContext.Provider>
  );
}

describe('LanguageSwitch', () => {
  it('offers Malayalam on an English page, named in itself, with what it does said after', () => {
    render(<Page start="en" />);
    const button = screen.getByRole('button', { name: 'മലയാളം (Read in Malayalam)' });
    expect(button.querySelector('[lang="ml"]')).toHaveTextContent('മലയാളം');
  });

  it('switches the page and then offers English, in Malayalam', async () => {
    render(<Page start="en" />);
    await userEvent.click(screen.getByRole('button', { name: /^മലയാളം/ }));
    expect(screen.getByTestId('page-language')).toHaveTextContent('ml');
    const back = screen.getByRole('button', { name: 'English (ഇംഗ്ലീഷിൽ വായിക്കാം)' });
    expect(back.querySelector('[lang="en"]')).toHaveTextContent('English');
    await userEvent.click(back);
    expect(screen.getByTestId('page-language')).toHaveTextContent('en');
  });
});
