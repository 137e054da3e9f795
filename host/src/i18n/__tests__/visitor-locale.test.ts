import { createLocaleStore } from '@onam/shared/i18n/locale-choice';
import { rememberSideOfDevice, visitorLocale } from '../visitor-locale';

const session = () => /(?:^|; )__session=([^;]*)/.exec(document.cookie)?.[1];

afterEach(() => {
  document.cookie = '__session=; Max-Age=0; Path=/';
  localStorage.clear();
});

describe('the side of a canary in the __session cookie', () => {
  const malayalam = () => createLocaleStore({ storage: null, languages: ['ml'] });

  it('tells the server a canary-side device with the language the page shows, and nothing for a stable one', () => {
    rememberSideOfDevice('stable', malayalam());
    expect(session()).toBeUndefined();
    rememberSideOfDevice('canary', malayalam());
    expect(session()).toBe('ml.c');
  });

  it('writes a device between two canaries as stable: no page is drawn for it', () => {
    rememberSideOfDevice('canary', malayalam());
    rememberSideOfDevice('mixed', malayalam());
    expect(session()).toBe('ml');
  });

  it('keeps the side through a language switch', () => {
    rememberSideOfDevice('canary', malayalam());
    visitorLocale().choose('en');
    expect(session()).toBe('en.c');
    // The next manifest published finds the side unchanged, and leaves the language as chosen.
    rememberSideOfDevice('canary');
    expect(session()).toBe('en.c');
  });
});
