import type { ComponentType } from 'react';
import type { Locale } from '../i18n/locale';
import type { ContractVersion } from './version';
import versions from './versions.json';

/** In versions.json, read also by remote-auth's build (contracts.json) and the campaign CLI. */
export const AUTH_DIALOG_CONTRACT_VERSION = versions['auth-dialog'] as ContractVersion;

export type AuthDialogMode = 'sign-in' | 'register';

export interface AuthDialogProps {
  locale: Locale;
  open: boolean;
  /** 'modal' over any screen (the default), or 'inline' as the content of the /login page. */
  presentation?: 'modal' | 'inline';
  initialMode: AuthDialogMode;
  /** Why the dialog opened, shown to the visitor (e.g. "Sign in to keep your score"). */
  reason?: string;
  onClose: () => void;
  onSignedIn?: () => void;
}

export interface AuthDialogMeta {
  kind: 'auth-dialog';
  id: 'dialog';
  contractVersion: ContractVersion;
}

export interface AuthDialogModule {
  default: ComponentType<AuthDialogProps>;
  meta: AuthDialogMeta;
}
