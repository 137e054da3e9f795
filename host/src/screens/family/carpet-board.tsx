import type { FamilyCarpetProps } from '@onam/shared/contracts/parts';
import { useTranslation } from '@onam/shared/react/locale-context';
import { FAMILY_CARPET } from '../../federation/module-refs';
import { LoadedModule, RemoteBoundary } from '../../federation/remote-module';
import { familyMessages } from './messages';
import styles from './family.module.css';

/**
 * The carpet's board: the games remote's family-carpet part, which draws the pookalam with the
 * game's own rules of the day and turns taps into cells. The host keeps the carpet itself.
 */
export function CarpetBoard(props: FamilyCarpetProps) {
  const t = useTranslation(familyMessages);
  const placeholder = (
    <div className={styles.boardPlaceholder} role="status">
      {t('family.start.waitBoard')}
    </div>
  );
  // The carpet as this page holds it, one code a cell: what the browser tests compare between
  // phones (every member's page must end with the same carpet).
  return (
    <div data-carpet={props.cells.join('')}>
      <RemoteBoundary kind="family-carpet" placeholder={placeholder}>
        <LoadedModule moduleRef={FAMILY_CARPET} kind="family-carpet">
          {({ default: Board }) => <Board {...props} />}
        </LoadedModule>
      </RemoteBoundary>
    </div>
  );
}
