import { NavLink } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { usePromotions } from '../api/get-promotions.ts';

/** The side menu's promotions dropdown shows six promotions (spec §9). */
export const sideMenuPromotionsMax = 6;

interface SideMenuPromotionsProps {
  /** The side menu's own look for a link. */
  linkClassName: string;
  labelClassName: string | undefined;
}

/** Up to six promotions as side menu links, each opening the promotion on /promotions. */
export function SideMenuPromotions({ linkClassName, labelClassName }: SideMenuPromotionsProps) {
  const promotions = usePromotions();
  return (
    <>
      {(promotions.data?.list ?? []).slice(0, sideMenuPromotionsMax).map((promotion) => (
        <li key={promotion.id}>
          <NavLink to={`${paths.promotions}#${promotion.id}`} className={linkClassName} title={promotion.title}>
            <span className={labelClassName}>{promotion.title}</span>
          </NavLink>
        </li>
      ))}
    </>
  );
}
