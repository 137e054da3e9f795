import type { TutorialTopic } from '../contracts/parts';

/**
 * Whether this visitor has seen a tutorial (the site's welcome or a game's first-play help), kept
 * on the device so host and remotes agree on one key per topic.
 */
const keyOf = (topic: TutorialTopic) => `onam:tutorial:${topic}`;

export function hasSeenTutorial(topic: TutorialTopic, storage?: Storage): boolean {
  try {
    return (storage ?? window.localStorage).getItem(keyOf(topic)) === 'seen';
  } catch {
    return true; // storage blocked: showing it on every visit would be worse than never
  }
}

export function rememberTutorialSeen(topic: TutorialTopic, storage?: Storage): void {
  try {
    (storage ?? window.localStorage).setItem(keyOf(topic), 'seen');
  } catch {
    // Nothing to do: the visitor closed it, and it stays closed for this page's life.
  }
}
