import type { ReactNode } from 'react';
import { whatsAppLink } from '../../share/links';
import styles from './whatsapp-link.module.css';

/** "Send on WhatsApp": a wa.me link holding `text` and `link`, opened in a new tab. */
export function WhatsAppLink({
  text,
  link,
  children,
}: {
  text: string;
  link: string;
  children: ReactNode;
}) {
  return (
    <a
      className={styles.link}
      href={whatsAppLink(text, link)}
      target="_blank"
      rel="noopener noreferrer"
    >
      {children}
    </a>
  );
}
