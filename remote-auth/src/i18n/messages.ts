import type { Catalogue } from '@onam/shared/i18n/translator';

/** Every string remote-auth shows. Malayalam arrives in step 7. */
export const messages = {
  en: {
    'dialog.signIn.title': 'Sign in',
    'dialog.register.title': 'Create your account',
    'dialog.reset.title': 'Reset your password',
    'dialog.close': 'Close',
    'dialog.loading': 'Getting ready…',

    'field.displayName.label': 'Display name',
    'field.displayName.hint': 'Shown beside your scores.',
    'field.email.label': 'Email',
    'field.password.label': 'Password',
    'field.password.hint': 'At least 8 characters, with a letter and a digit.',
    'field.password.rules': 'Password rules',
    'field.password.rule.length': '8 or more characters',
    'field.password.rule.letter': 'A letter',
    'field.password.rule.digit': 'A digit',
    'field.password.rule.met': '(done)',
    'field.password.rule.unmet': '(not yet)',
    'field.district.label': 'District',
    'field.district.placeholder': 'Choose your district',
    'field.consent.label': 'Your consent',
    'field.consent.terms': 'I accept the terms of the campaign',
    'field.consent.newsletter': 'Send me festival news',

    'action.register': 'Create account',
    'action.signIn': 'Sign in',
    'action.sendReset': 'Send reset link',
    'action.google': 'Continue with Google',
    'action.forgot': 'Forgot password?',
    'action.toRegister': 'New here? Create an account',
    'action.toSignIn': 'I already have an account',
    'action.backToSignIn': 'Back to sign in',
    'action.signInInstead': 'Sign in instead',
    'action.retry': 'Retry',
    'action.pending': 'Please wait…',
    'action.or': 'or',

    'reset.intro': 'Enter your email and we will send you a link to choose a new password.',
    'reset.sent': 'If an account exists for {email}, a reset link is on its way.',

    'error.emailAlreadyRegistered': 'An account with this email already exists. Sign in instead?',
    'error.wrongCredentials': 'The email or password is not right.',
    'error.tooManyAttempts': 'Too many attempts. Wait a few minutes, or reset your password.',
    'error.network':
      'You seem to be offline. Your details are still here: try again when you are back online.',
    'error.weakPassword':
      'That password is too easy to guess. Choose a longer one, with a letter and a digit.',
    'error.invalidEmail': 'That email address was not accepted. Check it and try again.',
    'error.popupClosed': 'Google sign-in was closed before it finished.',
    'error.unknown': 'Something went wrong on our side. Please try again.',

    // Messages of the shared schemas (shared/src/backend/schemas.ts), prefixed with `validation.`.
    'validation.name.required': 'Enter a display name.',
    'validation.name.tooLong': 'Use at most 40 characters.',
    'validation.name.characters': 'Use letters, spaces, apostrophes, hyphens and full stops only.',
    'validation.email.required': 'Enter your email address.',
    'validation.email.invalid': 'Enter an email address like name@example.com.',
    'validation.password.required': 'Enter your password.',
    'validation.password.short': 'Use at least 8 characters.',
    'validation.password.letter': 'Add at least one letter.',
    'validation.password.digit': 'Add at least one digit.',
    'validation.district.required': 'Choose your district, or Outside Kerala.',
    'validation.consent.terms': 'Accept the terms of the campaign to create an account.',
    'validation.unknown': 'Check this field.',

    'district.kasaragod': 'Kasaragod',
    'district.kannur': 'Kannur',
    'district.wayanad': 'Wayanad',
    'district.kozhikode': 'Kozhikode',
    'district.malappuram': 'Malappuram',
    'district.palakkad': 'Palakkad',
    'district.thrissur': 'Thrissur',
    'district.ernakulam': 'Ernakulam',
    'district.idukki': 'Idukki',
    'district.kottayam': 'Kottayam',
    'district.alappuzha': 'Alappuzha',
    'district.pathanamthitta': 'Pathanamthitta',
    'district.kollam': 'Kollam',
    'district.thiruvananthapuram': 'Thiruvananthapuram',
    'district.outside-kerala': 'Outside Kerala',

    'standalone.heading': 'remote-auth: the sign-in dialog',
    'standalone.open': 'Open the dialog',
  },
} satisfies Catalogue<string>;

export type AuthMessageKey = keyof (typeof messages)['en'];
