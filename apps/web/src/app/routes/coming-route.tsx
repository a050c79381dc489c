import { useTranslation } from 'react-i18next';
import { Link, useMatches } from 'react-router';
import { buttonClassName } from '../../components/ui/button.tsx';
import { ComingPanel } from '../../components/ui/coming-panel.tsx';
import { HomeIcon } from '../../components/ui/icons.tsx';
import { paths } from '../../config/paths.ts';
import { isRouteHandle } from '../route-handle.ts';

/** A route whose area has not been delivered yet: a panel naming that area, with a way home. */
export function Component() {
  const { t } = useTranslation();
  const matches = useMatches();
  const coming = matches
    .map((match) => (isRouteHandle(match.handle) ? match.handle.coming : undefined))
    .findLast((handle) => handle !== undefined);
  if (!coming) throw new Error('a coming route needs a handle naming its area');
  return (
    <ComingPanel area={coming.area} title={t(coming.titleKey)}>
      <Link to={paths.home} className={buttonClassName({ variant: 'secondary' })}>
        <HomeIcon size={18} />
        {t('common.backHome')}
      </Link>
    </ComingPanel>
  );
}
