import type { Catalogue } from '@onam/shared/i18n/translator';

/** Every string remote-auth shows. Malayalam arrives in step 7. */
export const messages = {
  en: {
    'dialog.signIn.title': 'Sign in',
    'dialog.register.title': 'Create your account',
    'dialog.soon': 'Accounts open soon: you will be able to keep your scores and greetings.',
    'dialog.close': 'Close',
    'standalone.heading': 'remote-auth: the sign-in dialog',
    'standalone.open': 'Open the dialog',
  },
} satisfies Catalogue<string>;
