import type { AccountsPort, GoogleTestAccount, RegisterInput } from '@onam/shared/backend/port';
import { useBackend } from '@onam/shared/react/backend-context';
import {
  usePasswordReset,
  useRegister,
  useSignIn,
  useSignInWithGoogle,
} from '@onam/shared/react/backend-hooks';

/**
 * What the dialog needs from the backend, and nothing more. Every call rejects with a
 * `BackendError` whose `code` the dialog turns into words.
 */
export interface AuthActions {
  register(input: RegisterInput): Promise<unknown>;
  signIn(email: string, password: string): Promise<unknown>;
  /** 'emulator': ask for a test account first (see AccountsPort.googleSignIn). */
  googleSignIn: AccountsPort['googleSignIn'];
  signInWithGoogle(testAccount?: GoogleTestAccount): Promise<unknown>;
  sendPasswordReset(email: string): Promise<unknown>;
}

/**
 * The only place the dialog meets the backend: the shared TanStack Query mutations, which also
 * update the cached current user on success. Needs a QueryClientProvider and a BackendProvider
 * above it (the host gives both); it suspends while the adapter loads.
 */
export function useAuthActions(): AuthActions {
  const register = useRegister();
  const signIn = useSignIn();
  const google = useSignInWithGoogle();
  const reset = usePasswordReset();
  const { googleSignIn } = useBackend().accounts;
  return {
    googleSignIn,
    register: (input) => register.mutateAsync(input),
    signIn: (email, password) => signIn.mutateAsync({ email, password }),
    signInWithGoogle: (testAccount) => google.mutateAsync(testAccount),
    sendPasswordReset: (email) => reset.mutateAsync(email),
  };
}
