/** @jest-environment node */
import { loginPathFor, runMiddleware, safeReturnPath, type Middleware } from '../middleware';

const visitor = { uid: 'u1', displayName: 'Anu', email: 'anu@example.com' };
const at = (path: string) => new URL(path, 'https://onam.example');

describe('route middleware', () => {
  it('auth sends a signed-out visitor to /login with the wanted page to come back to', () => {
    expect(runMiddleware(['auth'], { url: at('/talk?take=2#clips'), user: null })).toBe(
      '/login?redirect=%2Ftalk%3Ftake%3D2%23clips',
    );
  });

  it('auth lets a signed-in visitor through', () => {
    expect(runMiddleware(['auth'], { url: at('/dashboard'), user: visitor })).toBeUndefined();
  });

  it('operator sends a signed-out visitor to sign in, and back to the console after', () => {
    expect(runMiddleware(['operator'], { url: at('/operator'), user: null })).toBe(
      '/login?redirect=%2Foperator',
    );
  });

  it('operator refuses a signed-in visitor without the claim with a 403, and lets an operator in', () => {
    for (const operator of [undefined, false]) {
      expect(() =>
        runMiddleware(['operator'], { url: at('/operator'), user: visitor, operator }),
      ).toThrow(expect.objectContaining({ statusCode: 403 }));
    }
    expect(
      runMiddleware(['operator'], { url: at('/operator'), user: visitor, operator: true }),
    ).toBeUndefined();
  });

  it('guest sends a signed-in visitor to the dashboard', () => {
    expect(runMiddleware(['guest'], { url: at('/login'), user: visitor })).toBe('/dashboard');
  });

  it('guest sends a visitor who has just signed in on to the page they wanted', () => {
    expect(
      runMiddleware(['guest'], { url: at('/login?redirect=%2Ftalk%3Ftake%3D2'), user: visitor }),
    ).toBe('/talk?take=2');
    expect(
      runMiddleware(['guest'], {
        url: at('/login?redirect=https%3A%2F%2Fevil.example'),
        user: visitor,
      }),
    ).toBe('/dashboard');
  });

  it('guest lets a signed-out visitor through', () => {
    expect(runMiddleware(['guest'], { url: at('/login'), user: null })).toBeUndefined();
  });

  it('no middleware lets everyone through', () => {
    expect(runMiddleware([], { url: at('/'), user: null })).toBeUndefined();
  });

  it.each(['admin', 'toString', '__proto__', ''])(
    'an unregistered name (%p) is the error "Unknown middleware" with status 500',
    (name) => {
      expect(() => runMiddleware([name], { url: at('/'), user: null })).toThrow(
        expect.objectContaining({ message: 'Unknown middleware', statusCode: 500 }),
      );
    },
  );

  it('runs in order and stops at the first redirect', () => {
    const calls: string[] = [];
    const registry: Record<string, Middleware> = {
      first: () => {
        calls.push('first');
        return '/elsewhere';
      },
      second: () => {
        calls.push('second');
        return undefined;
      },
    };
    expect(runMiddleware(['first', 'second'], { url: at('/'), user: null }, registry)).toBe(
      '/elsewhere',
    );
    expect(calls).toEqual(['first']);
  });

  it('checks a name even when an earlier middleware would let the visitor through', () => {
    expect(() => runMiddleware(['guest', 'nope'], { url: at('/'), user: null })).toThrow(
      'Unknown middleware',
    );
  });
});

describe('the return path after signing in', () => {
  it.each([
    ['/talk', '/talk'],
    ['/dashboard?tab=plays', '/dashboard?tab=plays'],
    [null, '/dashboard'],
    ['', '/dashboard'],
    ['https://evil.example/', '/dashboard'],
    ['//evil.example/', '/dashboard'],
    ['/\\evil.example', '/dashboard'],
    ['javascript:alert(1)', '/dashboard'],
  ])('%p → %p', (raw, expected) => {
    expect(safeReturnPath(raw)).toBe(expected);
  });

  it('round-trips through loginPathFor', () => {
    const login = at(loginPathFor(at('/talk?x=1')));
    expect(safeReturnPath(login.searchParams.get('redirect'))).toBe('/talk?x=1');
  });
});
