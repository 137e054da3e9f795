import type { MouseEvent } from 'react';
import type { T } from './desk-parts';
import styles from './operator.module.css';

/** A part of the desk the operator can jump to: its anchor and its name (its card's title). */
export interface DeskSection {
  id: string;
  label: string;
}

/**
 * The desk's parts as links, kept in reach at the top of the screen: on a phone the desk is
 * thousands of pixels tall. A link takes the operator to its part and puts the focus there, so
 * the keyboard carries on from it; the address keeps no fragment (the host reads a change of
 * address as a navigation).
 */
export function SectionNav({ sections, t }: { sections: readonly DeskSection[]; t: T }) {
  const jump = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    const target = document.getElementById(id);
    if (!target) return;
    event.preventDefault();
    target.focus({ preventScroll: true });
    target.scrollIntoView?.({ block: 'start' });
  };
  return (
    <nav aria-label={t('operator.nav.label')} className={styles.nav}>
      <ul>
        {sections.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`} onClick={(event) => jump(event, section.id)}>
              {section.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
