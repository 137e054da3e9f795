import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { BackendPort, Profile } from '@onam/shared/backend/port';
import { PRIVACY_NOTICE_VERSION } from '@onam/shared/backend/privacy';
import { backendKeys } from '@onam/shared/backend/queries';
import type { Locale } from '@onam/shared/i18n/locale';
import { manifestFixture } from '@onam/shared/manifest/__tests__/manifest-fixture';
import { BackendProvider } from '@onam/shared/react/backend-context';
import { LocaleContext } from '@onam/shared/react/locale-context';
import { fakeBackend } from '../../../../../shared/src/react/__tests__/fake-backend';
import { CampaignContext } from '../../../campaign/campaign-context';
import { AdultsOnly } from '../../../consent/adults-only';
import { PrivacyPrompt } from '../../../consent/privacy-prompt';
import { Component as PrivacyScreen } from '../privacy-screen';

const manifest = manifestFixture();

function notice(locale: Locale = 'en') {
  return render(
    <LocaleContext.Provider value={locale}>
      <CampaignContext.Provider value={manifest}>
        <MemoryRouter>
          <PrivacyScreen />
        </MemoryRouter>
      </CampaignContext.Provider>
    </LocaleContext.Provider>,
  );
}

describe('the privacy notice', () => {
  it('names the broadcaster, its version and date, what is kept, the processor and the rights', () => {
    notice();
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy notice' })).toBeVisible();
    expect(screen.getByText(`Version ${PRIVACY_NOTICE_VERSION}, in force from 7 December 2026.`));
    expect(document.body).toHaveTextContent(`run by ${manifest.brand.broadcaster}`);
    for (const section of [
      'Who is responsible',
      'What we keep',
      'Why',
      'How long we keep it',
      'Who handles it for us',
      'Your rights',
      'How to use them here',
      'Children',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: section })).toBeVisible();
    }
    expect(document.body).toHaveTextContent('asia-south1 region, in Mumbai');
    // What a deletion leaves, and why: the account's random id and when, nothing of the person.
    expect(document.body).toHaveTextContent(
      'We keep one record: the deleted account’s id (a random code, not your name or email) and when it was deleted',
    );
    expect(document.body).toHaveTextContent('That record is deleted too, within two days.');
    expect(document.body).toHaveTextContent('To nominate someone');
    expect(document.body).toHaveTextContent('“Delete my account”');
    expect(screen.getAllByRole('link', { name: /privacy@/ })[0]).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:/),
    );
  });

  it('says what a family pookalam keeps, who sees it, and how it goes with the account', () => {
    notice();
    const kept = screen.getByText(/^On a family pookalam:/);
    expect(kept.tagName).toBe('LI');
    expect(kept).toHaveTextContent(
      'the name you chose for the carpet, your ring colour and the flowers you laid. Only the people on that carpet see them',
    );
    expect(kept).toHaveTextContent(
      'the family name, the carpet and its score go on the public family board, with no one’s name',
    );
    expect(document.body).toHaveTextContent(
      'deleting your account takes you off each carpet rather than deleting it: your name on it and everything that ties it to your account are removed, and the flowers you laid stay on it, with no name.',
    );
    expect(document.body).toHaveTextContent(
      'A carpet you started and had not finished passes to the person who joined it after you; one you finished leaves the family board.',
    );
  });

  it('says it in Malayalam too', () => {
    notice('ml');
    expect(screen.getByText(/^കുടുംബ പൂക്കളത്തിൽ: /)).toHaveTextContent('ആ പൂക്കളത്തിലുള്ളവർ മാത്രമേ ഇവ കാണൂ');
    expect(document.body).toHaveTextContent('നിങ്ങൾ ഇട്ട പൂക്കൾ ആരുടെയും പേരില്ലാതെ അതിൽ തുടരും.');
  });

  it('is all in Malayalam for a Malayalam reader, version included', () => {
    notice('ml');
    expect(screen.getByRole('heading', { level: 1, name: 'സ്വകാര്യതാ അറിയിപ്പ്' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'കുട്ടികൾ' })).toBeVisible();
    expect(document.body).toHaveTextContent(`പതിപ്പ് ${PRIVACY_NOTICE_VERSION}`);
  });
});

function withVisitor(profile: Partial<Profile> | null, children: React.ReactNode) {
  const fake = fakeBackend();
  fake.setUser({ ...fake.account('anu'), displayName: 'Anu' });
  let kept: Profile | null = profile && {
    uid: 'anu',
    displayName: 'Anu',
    district: 'kollam',
    newsletter: false,
    createdAt: '2026-08-01T00:00:00.000Z',
    ...profile,
  };
  fake.backend.profiles.get.mockImplementation(async () => kept);
  fake.backend.privacy.acceptNotice.mockImplementation(async ({ ageBand }) => {
    kept = {
      ...(kept as Profile),
      ageBand: kept?.ageBand ?? ageBand ?? null,
      consent: { notice: PRIVACY_NOTICE_VERSION, noticeAt: 'now', newsletterAt: 'then' },
    };
    return kept;
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <LocaleContext.Provider value="en">
      <QueryClientProvider client={client}>
        <BackendProvider backend={fake.backend as unknown as BackendPort}>
          <MemoryRouter>{children}</MemoryRouter>
        </BackendProvider>
      </QueryClientProvider>
    </LocaleContext.Provider>,
  );
  return { ...fake, client };
}

describe('asking a profile from before once', () => {
  it('asks the age band and the notice, and sends them to be recorded', async () => {
    const { backend } = withVisitor({}, <PrivacyPrompt />);
    expect(await screen.findByRole('heading', { name: 'Before you go on' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Read the privacy notice' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Say whether you are under 18 or 18 or older.')).toBeVisible();
    expect(screen.getByText('Tick that you have read the privacy notice.')).toBeVisible();
    expect(backend.privacy.acceptNotice).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('radio', { name: 'Under 18' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'I have read the privacy notice' }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(backend.privacy.acceptNotice).toHaveBeenCalledWith({ ageBand: 'under-18' });
    await act(async () => undefined);
    expect(screen.queryByRole('heading', { name: 'Before you go on' })).toBeNull();
  });

  it('stays answered when a read of the profile from before the answer comes back after it', async () => {
    // A page's read of the profile may be on its way when the visitor answers (a sign-in's
    // refetch on a slow phone): what it brings back is the profile from before the answer.
    const { backend, client } = withVisitor({ ageBand: 'adult' }, <PrivacyPrompt />);
    await screen.findByRole('heading', { name: 'Before you go on' });
    const before = await backend.profiles.get('anu');
    let answerLate: (profile: Profile | null) => void = () => undefined;
    backend.profiles.get.mockImplementationOnce(
      () => new Promise((resolve) => (answerLate = resolve)),
    );
    const calls = backend.profiles.get.mock.calls.length;
    await act(async () => {
      void client.invalidateQueries({ queryKey: backendKeys.profile('anu') });
    });
    expect(backend.profiles.get.mock.calls.length).toBe(calls + 1);
    await userEvent.click(screen.getByRole('checkbox', { name: 'I have read the privacy notice' }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await act(async () => undefined);
    expect(screen.queryByRole('heading', { name: 'Before you go on' })).toBeNull();
    await act(async () => {
      answerLate(before);
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(screen.queryByRole('heading', { name: 'Before you go on' })).toBeNull();
  });

  it('asks only the notice of a visitor whose band is known', async () => {
    const { backend } = withVisitor({ ageBand: 'adult' }, <PrivacyPrompt />);
    expect(await screen.findByText('Your age band: 18 or older. It cannot be changed here.'));
    expect(screen.queryByRole('radio')).toBeNull();
    await userEvent.click(screen.getByRole('checkbox', { name: 'I have read the privacy notice' }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(backend.privacy.acceptNotice).toHaveBeenCalledWith({});
  });
});

describe('the recorder’s gate', () => {
  it('tells a visitor under 18 that recording is not offered, instead of the recorder', async () => {
    withVisitor({ ageBand: 'under-18' }, <AdultsOnly>the recorder</AdultsOnly>);
    expect(
      await screen.findByRole('heading', { name: 'Recording is not offered to under-18s' }),
    ).toBeVisible();
    expect(screen.queryByText('the recorder')).toBeNull();
    expect(screen.getByRole('link', { name: 'Make a card' })).toHaveAttribute('href', '/celebrate');
  });

  it('shows the recorder to an adult', async () => {
    withVisitor({ ageBand: 'adult' }, <AdultsOnly>the recorder</AdultsOnly>);
    expect(await screen.findByText('the recorder')).toBeVisible();
  });
});
