import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useNavigation } from 'react-router-dom';
import { useIsFetching, useIsMutating } from '@tanstack/react-query';
import { inflight } from '@onam/shared/network/inflight';
import { useTranslation } from '@onam/shared/react/locale-context';
import { messages } from '../i18n/messages';
import { createLoadingBar, HIDDEN, LOADING_BAR, type LoadingBar } from './loading-bar';
import styles from './loading-bar.module.css';

/**
 * True while anything is in flight: a route's code and guards, a query or mutation (backend calls
 * and remote modules go through TanStack Query), or a request of the HTTP client.
 */
function useBusy(): boolean {
  const navigating = useNavigation().state !== 'idle';
  const queries = useIsFetching();
  const mutations = useIsMutating();
  const requests = useSyncExternalStore(inflight.subscribe, inflight.count, () => 0);
  return navigating || queries + mutations + requests > 0;
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
