import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useIsFetching, useIsMutating } from '@tanstack/react-query';
import { inflight } from '@onam/shared/network/inflight';
import { useTranslation } from '@onam/shared/react/locale-context';
import { messages } from '../i18n/messages';
import { createLoadingBar, HIDDEN, LOADING_BAR, type LoadingBar } from './loading-bar';
import styles from './loading-bar.module.css';

/**
 * True while any request is in flight: a query or mutation (backend calls and remote modules go
 * through TanStack Query), or anything counted by the in-flight tracker (the HTTP client, a
 * screen's code). A navigation's leave animation is not a request, so it does not count.
 */
function useBusy(): boolean {
  const queries = useIsFetching();
  const mutations = useIsMutating();
  const requests = useSyncExternalStore(inflight.subscribe, inflight.count, () => 0);
  return queries + mutations + requests > 0;
}

export function LoadingBarView() {
  const t = useTranslation(messages);
  const busy = useBusy();
  const [state, setState] = useState(HIDDEN);
  const bar = useRef<LoadingBar | null>(null);

  useEffect(() => {
    const created = createLoadingBar(setState);
    bar.current = created;
    return () => {
      created.dispose();
      bar.current = null;
    };
  }, []);
  useEffect(() => bar.current?.setBusy(busy), [busy]);

  if (!state.visible) return null;
  return (
    <div
      role="progressbar"
      aria-label={t('loading.label')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(state.percent)}
      className={styles.bar}
      style={{ height: LOADING_BAR.height, transform: `scaleX(${state.percent / 100})` }}
    />
  );
}
