import {
  clearSignOutAsked,
  noteSignOutAsked,
  readRememberedSession,
  REMEMBERED_SESSION_KEY,
  rememberedSignedOut,
  rememberSession,
  signOutAsked,
} from '../remembered-session';

const anu = { uid: 'u1', displayName: 'Anu Menon', email: 'anu@example.com' };

beforeEach(() => localStorage.clear());

describe('the remembered session', () => {
  it('is nobody on a device that has seen no sign-in, and not known to be signed out', () => {
    expect(readRememberedSession()).toBeNull();
    expect(rememberedSignedOut()).toBe(false);
  });

  it('remembers who signed in, without their email, and forgets them at sign-out', () => {
    rememberSession(anu);
    expect(readRememberedSession()).toEqual({ uid: 'u1', displayName: 'Anu Menon', email: null });
    expect(rememberedSignedOut()).toBe(false);
    expect(localStorage.getItem(REMEMBERED_SESSION_KEY)).not.toContain('anu@example.com');
    rememberSession(null);
    expect(readRememberedSession()).toBeNull();
    expect(localStorage.getItem(REMEMBERED_SESSION_KEY)).not.toContain('u1');
    // The device now knows nobody is signed in here, until someone signs in again.
    expect(rememberedSignedOut()).toBe(true);
    rememberSession(anu);
    expect(rememberedSignedOut()).toBe(false);
  });

  it('keeps a visitor with no display name', () => {
    rememberSession({ ...anu, displayName: null });
    expect(readRememberedSession()).toEqual({ uid: 'u1', displayName: null, email: null });
  });

  it.each([
    ['not JSON', '{uid'],
    ['not an object', '"u1"'],
    ['no uid', '{"displayName":"Anu"}'],
    ['an empty uid', '{"uid":"","displayName":"Anu"}'],
    ['a name that is not text', '{"uid":"u1","displayName":7}'],
  ])('reads back nobody from storage holding %s', (_, raw) => {
    localStorage.setItem(REMEMBERED_SESSION_KEY, raw);
    expect(readRememberedSession()).toBeNull();
  });

  it('writes nothing when nothing changed (Auth reports on every load)', () => {
    rememberSession(anu);
    const setItem = jest.spyOn(Storage.prototype, 'setItem');
    rememberSession(anu);
    expect(setItem).not.toHaveBeenCalled();
    rememberSession({ ...anu, displayName: 'Anu M.' });
    expect(setItem).toHaveBeenCalledTimes(1);
    setItem.mockRestore();
  });

  it('does without storage that throws: nobody is remembered and nothing breaks', () => {
    const blocked = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    expect(() => rememberSession(anu, blocked)).not.toThrow();
    expect(() => noteSignOutAsked(blocked)).not.toThrow();
    expect(signOutAsked(blocked)).toBe(false);
    expect(() => clearSignOutAsked(blocked)).not.toThrow();
    expect(() => rememberSession(null, blocked)).not.toThrow();
    expect(readRememberedSession(blocked)).toBeNull();
    expect(rememberedSignedOut(blocked)).toBe(false);
  });

  it('notes a sign-out asked for at once: the visitor is forgotten until it has run', () => {
    rememberSession(anu);
    expect(signOutAsked()).toBe(false);
    noteSignOutAsked();
    expect(signOutAsked()).toBe(true);
    expect(readRememberedSession()).toBeNull();
    expect(rememberedSignedOut()).toBe(true);
    clearSignOutAsked();
    expect(signOutAsked()).toBe(false);
    expect(rememberedSignedOut()).toBe(true);
  });
});
