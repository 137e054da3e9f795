import { Outlet } from 'react-router-dom';
import styles from './broadcast-layout.module.css';

/**
 * The layout for the channel's studio screens (/wall/broadcast): the whole window, no header, no
 * navigation, no footer, nothing to click; it covers the shell's offline note and update prompt.
 */
export default function BroadcastLayout() {
  return (
    <main id="main" className={styles.page}>
      <Outlet />
    </main>
  );
}
