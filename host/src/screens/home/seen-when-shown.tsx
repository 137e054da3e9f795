import { useEffect, useRef, type ReactNode } from 'react';
import type { TutorialTopic } from '@onam/shared/contracts/parts';
import { rememberTutorialSeen } from '@onam/shared/ui/tutorial-memory';

/**
 * Remembers a tutorial as seen once half of it has been on screen, closed or not: shown once is
 * seen, and it does not come back by itself at the next visit. Where the browser cannot tell what
 * is on screen, drawn is seen.
 */
export function SeenWhenShown({ topic, children }: { topic: TutorialTopic; children: ReactNode }) {
  const shown = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = shown.current;
    if (!element) return;
    if (typeof IntersectionObserver !== 'function') {
      rememberTutorialSeen(topic);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        rememberTutorialSeen(topic);
        observer.disconnect();
      },
      { threshold: 0.5 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [topic]);
  return <div ref={shown}>{children}</div>;
}
