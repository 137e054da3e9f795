import type { Catalogue } from '@onam/shared/i18n/translator';
import { celebrateMessages } from '../screens/celebrate/messages';
import { dashboardMessages } from '../screens/dashboard/messages';

/** The shell's own strings; each bigger screen keeps its own catalogue beside it. */
const shellMessages = {
  en: {
    'nav.skip': 'Skip to the content',
    'nav.home': 'Home',
    'nav.main': 'Main',
    'nav.dashboard': 'My festival',
    'nav.celebrate': 'Celebrate',
    'account.signIn': 'Sign in',
    'account.signOut': 'Sign out',
    'account.menu': 'Account: {name}',
    'account.you': 'You',
    'account.signOutFailed': 'Signing out did not work. Check your connection and try again.',
    'auth.backToFestival': 'Back to the festival',
    'login.title': 'Your festival account',
    'login.intro': 'Sign in to keep your scores, greetings and festival streak.',
    'login.needed': 'Please sign in to see that page. You will go straight there afterwards.',
    'loading.label': 'Loading',
    'network.offline':
      'You are offline. Games you have opened keep working; the rest waits for your connection.',
    'home.intro': 'Play, dress up and feast through the ten days of Onam.',
    'home.presents': '{broadcaster} presents',
    'home.day.during': 'Day {day} of {total}: {name}',
    'home.day.before': 'Onam begins in {count} days, with {name} on {date}.',
    'home.day.tomorrow': 'Onam begins tomorrow with {name}.',
    'home.day.after': 'Onam is over for this year. Thank you for celebrating with us.',
    'home.games': 'Games',
    'home.play': 'Play',
    'home.howItWorks': 'How it works',
    'home.opensOn': 'Opens on day {day}',
    'home.closedTile': 'Closed this Onam',
    'game.saved': 'Your score of {score} is saved to your statistics.',
    'game.saving': 'Saving your score…',
    'game.keptOffline':
      'You are offline. Your score of {score} is kept on this device and saved when you are back online.',
    'game.keptLocally':
      'Your score of {score} is kept on this device. Register or sign in to save it and build your festival streak.',
    'game.keep': 'Save my score',
    'game.keepReason': 'Register or sign in to keep your score of {score}.',
    'game.switchedOff': 'Games are paused',
    'game.notYet.title': 'Not open yet',
    'game.notYet.body': '{title} opens on day {day}, {name} ({date}). Come back then!',
    'game.notYet.bodyNoDate': '{title} opens on day {day} of the festival. Come back then!',
    'game.resting.title': 'This game is resting',
    'game.resting.body': '{title} is taking a break for now. It will be back.',
    'game.closed.title': 'This game has closed for this Onam',
    'game.closed.body': 'Thank you for playing {title}. See you next Onam!',
    'game.thisGame': 'This game',
    'game.others': 'Meanwhile, you can play',
    'game.backHome': 'Back to the home page',
    'remote.loading': 'Loading…',
    'remote.unavailable.game': 'This game could not be loaded.',
    'remote.unavailable.part': 'This part of the page could not be loaded.',
    'remote.unavailable.auth': 'Sign-in could not be loaded.',
    'remote.unavailable.hint': 'Check your connection and try again.',
    'remote.incompatible': 'This needs a newer version of the site. Reload the page to update it.',
    'remote.retry': 'Try again',
    'remote.reload': 'Reload the page',
    'error.notFound': 'This page could not be found',
    'error.backHome': 'Back to the home page',
    'error.title': 'Something went wrong',
    'error.status': 'Error code {status}',
    'error.reloading': 'Updating the page…',
    'error.chunk': 'Part of this page could not be downloaded. Check your connection and reload.',
    'error.reload': 'Reload the page',
    'error.pageFailed': 'An error occurred while showing the error page',
    'error.goHome': 'Go back to home',
    'manifest.title': 'The festival site could not start',
    'manifest.body': 'We could not read the festival programme. Please try again in a few minutes.',
    'manifest.details': 'Details for the site team',
    'manifest.retry': 'Try again',
    'manifest.unreachable': 'The programme could not be downloaded: {detail}',
    'manifest.unreadable': 'The programme is not valid JSON.',
  },
} satisfies Catalogue<string>;

/** Every string the host shows, in one catalogue. Malayalam arrives in step 7. */
export const messages = {
  en: { ...shellMessages.en, ...celebrateMessages.en, ...dashboardMessages.en },
} satisfies Catalogue<string>;

export type MessageKey = keyof (typeof messages)['en'];
