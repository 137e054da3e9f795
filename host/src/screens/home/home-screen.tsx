import { Link } from 'react-router-dom';
import { GAME_ROUTE_PATHS } from '@onam/shared/manifest/schema';
import { useTranslation } from '@onam/shared/react/locale-context';
import { useCampaign } from '../../app/campaign-context';
import { PLAY_ICON } from '../../app/module-refs';
import { LoadedModule, RemoteBoundary } from '../../federation/remote-module';
import { messages } from '../../i18n/messages';
import styles from './home-screen.module.css';

const ICON_SIZE = 48;

export function Component() {
  const t = useTranslation(messages);
  const { brand, routes, switchOff } = useCampaign();
  const tiles = GAME_ROUTE_PATHS.flatMap((path) => {
    const route = routes[path];
    return route?.enabled ? [{ path, title: route.title }] : [];
  });

  return (
    <>
      <h1>{brand.product}</h1>
      <p>{t('home.intro')}</p>
      {switchOff && <p role="status">{switchOff.message}</p>}
      <h2>{t('home.games')}</h2>
      <ul className={styles.tiles}>
        {tiles.map(({ path, title }) => (
          <li key={path}>
            <Link to={path} className={styles.tile}>
              {/* Same-size placeholder while the icon loads, or if its remote is down: no layout shift. */}
              <RemoteBoundary
                kind="play-icon"
                quiet
                placeholder={<span className={styles.iconSlot} aria-hidden="true" />}
              >
                <LoadedModule moduleRef={PLAY_ICON} kind="play-icon">
                  {({ default: PlayIcon }) => <PlayIcon label={t('home.play')} size={ICON_SIZE} />}
                </LoadedModule>
              </RemoteBoundary>
              <span>{title}</span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
