import type { AuthActions } from '../use-auth-actions';

/**
 * A fresh stand-in for every action the dialog takes (Google sign-in by popup), for a test file
 * that replaces the backend with it:
 *
 *   const mockActions = mockAuthActions();
 *   jest.mock('../use-auth-actions', () => ({ useAuthActions: () => mockActions }));
 */
export function mockAuthActions(): jest.Mocked<AuthActions> {
  return {
    googleSignIn: 'popup',
    register: jest.fn(),
    signIn: jest.fn(),
    signInWithGoogle: jest.fn(),
    sendPasswordReset: jest.fn(),
  };
}
