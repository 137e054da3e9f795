/** Whether this visitor has seen the welcome tutorial, kept on the device. */
const KEY = 'onam:tutorial:welcome';

export function hasSeenWelcome(): boolean {
  try {
    return window.localStorage.getItem(KEY) === 'seen';
  } catch {
    return true; // storage blocked: showing it on every visit would be worse than never
  }
}

export function rememberWelcomeSeen(): void {
  try {
    window.localStorage.setItem(KEY, 'seen');
  } catch {
    // Nothing to do: the visitor closed it, and it stays closed for this page's life.
  }
}
