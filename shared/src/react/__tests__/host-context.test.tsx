// Brings jest-dom's matcher types (the runtime matchers come from jest.config's setupFilesAfterEnv).
import '@testing-library/jest-dom';
import { fireEvent, render, screen } from '@testing-library/react';
import type { Catalogue } from '../../i18n/translator';
import type { Locale } from '../../i18n/locale';
import { HostProvider, useHost, type HostServices } from '../host-context';
import { LocaleContext, useLocale, useTranslation } from '../locale-context';

const host: HostServices = {
  brand: { product: 'Onam Utsavam', broadcaster: 'Kerala Vision', themeColor: '#1b5e20' },
  navigate: jest.fn(),
};

function BrandBadge() {
  const { brand, navigate } = useHost();
  return (
    <header>
      <h1>{brand.product}</h1>
      <p>{brand.broadcaster}</p>
      <button type="button" onClick={() => navigate('/dashboard')}>
        Dashboard
      </button>
    </header>
  );
}

describe('HostProvider and useHost', () => {
  it('gives a component inside the provider the host’s brand', () => {
    render(
      <HostProvider value={host}>
        <BrandBadge />
      </HostProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Onam Utsavam' })).toBeInTheDocument();
    expect(screen.getByText('Kerala Vision')).toBeInTheDocument();
  });

  it('gives the host’s navigate function', () => {
    const navigate = jest.fn();
    render(
      <HostProvider value={{ ...host, navigate }}>
        <BrandBadge />
      </HostProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Dashboard' }));
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/dashboard');
  });

  it('lets the nearest provider win', () => {
    render(
      <HostProvider value={host}>
        <HostProvider value={{ ...host, brand: { ...host.brand, product: 'Inner Festival' } }}>
          <BrandBadge />
        </HostProvider>
      </HostProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Inner Festival' })).toBeInTheDocument();
    expect(screen.queryByText('Onam Utsavam')).not.toBeInTheDocument();
  });

  describe('outside a HostProvider', () => {
    let consoleError: jest.SpyInstance;

    beforeEach(() => {
      // React logs the render error; keep the test output readable.
      consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    });

    afterEach(() => {
      consoleError.mockRestore();
    });

    it('throws an error that names HostProvider', () => {
      expect(() => render(<BrandBadge />)).toThrow(/HostProvider/);
    });

    it('explains the likely causes', () => {
      expect(() => render(<BrandBadge />)).toThrow(/outside the host|loaded twice/);
    });
  });
});

const messages = {
  en: { title: 'Pookalam', welcome: 'Welcome to {product}', onlyEn: 'English only' },
  ml: { title: 'പൂക്കളം', welcome: '{product}ലേക്ക് സ്വാഗതം' },
} satisfies Catalogue<string>;

function Title({ locale }: { locale?: Locale }) {
  const t = useTranslation(messages, locale);
  return (
    <div>
      <h2>{t('title')}</h2>
      <p>{t('welcome', { product: 'Onam Utsavam' })}</p>
      <p>{t('onlyEn')}</p>
    </div>
  );
}

function CurrentLocale() {
  return <output>{useLocale()}</output>;
}

describe('LocaleContext, useLocale and useTranslation', () => {
  it('defaults to English without a LocaleContext provider', () => {
    render(
      <>
        <Title />
        <CurrentLocale />
      </>,
    );
    expect(screen.getByRole('heading', { name: 'Pookalam' })).toBeInTheDocument();
    expect(screen.getByText('Welcome to Onam Utsavam')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('en');
  });

  it('translates into the locale the context provides, falling back to English', () => {
    render(
      <LocaleContext.Provider value="ml">
        <Title />
        <CurrentLocale />
      </LocaleContext.Provider>,
    );
    expect(screen.getByRole('heading', { name: 'പൂക്കളം' })).toBeInTheDocument();
    expect(screen.getByText('Onam Utsavamലേക്ക് സ്വാഗതം')).toBeInTheDocument();
    expect(screen.getByText('English only')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('ml');
  });

  it('prefers an explicit locale (from contract props) over the context', () => {
    render(
      <LocaleContext.Provider value="ml">
        <Title locale="en" />
      </LocaleContext.Provider>,
    );
    expect(screen.getByRole('heading', { name: 'Pookalam' })).toBeInTheDocument();
  });

  it('follows a change of locale on re-render', () => {
    const { rerender } = render(
      <LocaleContext.Provider value="en">
        <Title />
      </LocaleContext.Provider>,
    );
    expect(screen.getByRole('heading', { name: 'Pookalam' })).toBeInTheDocument();

    rerender(
      <LocaleContext.Provider value="ml">
        <Title />
      </LocaleContext.Provider>,
    );
    expect(screen.getByRole('heading', { name: 'പൂക്കളം' })).toBeInTheDocument();
  });
});
