import { useEffect, useRef, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useNavigate } from 'react-router';
import type { Game, GameMenu } from '@platform/contract';
import { ChevronLeftIcon, ChevronRightIcon, GiftIcon, HomeIcon, type IconProps } from '../../../components/ui/icons.tsx';
import { Image } from '../../../components/ui/image.tsx';
import { memberCentrePath, paths } from '../../../config/paths.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { useGameMenus } from '../api/get-game-menus.ts';
import { categoriesWithVendors, categoryInfo } from '../game-categories.ts';
import { useStartGame } from '../hooks/use-start-game.ts';
import { showHomeCategory } from '../store/lobby-store.ts';
import { dropPanelSize, navClickOf } from '../nav-rules.ts';
import { CashOutIcon, UsersIcon, WalletIcon } from './lobby-icons.tsx';
import styles from './header-nav.module.css';

/** The member centre pages the nav links to (spec §2 Member centre pages). */
const memberLinks = {
  deposit: memberCentrePath('depositv2'),
  withdraw: memberCentrePath('withdraw'),
};

/** A short pause before a drop menu closes, so the pointer can travel from the item into the panel. */
const dropCloseDelayMs = 160;

const navClass = ({ isActive }: { isActive: boolean }) => [styles.item, isActive ? styles.active : ''].join(' ');

function NavItemContent({ Icon, label }: { Icon: ComponentType<IconProps>; label: string }) {
  return (
    <>
      <Icon size={20} />
      <span className={styles.label}>{label}</span>
    </>
  );
}

/**
 * The header nav (spec §2 Header): home, promotions and each category that has vendors, each with a
 * hover menu of its vendors; deposit, withdraw and (for agents) the agent centre once logged in.
 */
export function HeaderNav() {
  const { t } = useTranslation();
  const { menus } = useGameMenus();
  const loggedIn = useSessionStore((state) => state.token !== null);
  const isAgent = useSessionStore((state) => state.member?.isAgent ?? false);
  const categories = categoriesWithVendors(menus);
  const { navRef, scrollerRef, overflow, scrollBy } = useOverflowArrows(`${categories.length}-${loggedIn}-${isAgent}`);
  return (
    <nav ref={navRef} className={styles.nav} aria-label={t('nav.main')}>
      {overflow.shown ? (
        <button type="button" className={`${styles.scrollButton} ${styles.scrollLeft}`} onClick={() => scrollBy(-1)} disabled={overflow.atStart} aria-label={t('lobby.previous')}>
          <ChevronLeftIcon size={16} />
        </button>
      ) : null}
      <div ref={scrollerRef} className={styles.scroller} style={overflow.shown && overflow.width !== null ? { flex: `0 0 ${overflow.width}px` } : undefined} data-testid="header-nav-scroller">
        <NavLink to={paths.home} end className={navClass} onClick={showHomeCategory}>
          <NavItemContent Icon={HomeIcon} label={t('nav.home')} />
        </NavLink>
        <NavLink to={paths.promotions} className={navClass}>
          <NavItemContent Icon={GiftIcon} label={t('nav.promotions')} />
        </NavLink>
        {categories.map((menu) => (
          <CategoryItem key={menu.gameType} menu={menu} />
        ))}
        {loggedIn ? (
          <>
            <span className={styles.divider} aria-hidden="true" />
            <NavLink to={memberLinks.deposit} className={({ isActive }) => `${navClass({ isActive })} ${styles.money}`}>
              <NavItemContent Icon={WalletIcon} label={t('lobby.nav.deposit')} />
            </NavLink>
            <NavLink to={memberLinks.withdraw} className={navClass}>
              <NavItemContent Icon={CashOutIcon} label={t('lobby.nav.withdraw')} />
            </NavLink>
            {isAgent ? (
              <NavLink to={paths.agentHome} className={navClass}>
                <NavItemContent Icon={UsersIcon} label={t('lobby.nav.agent')} />
              </NavLink>
            ) : null}
          </>
        ) : null}
      </div>
      {overflow.shown ? (
        <button type="button" className={`${styles.scrollButton} ${styles.scrollRight}`} onClick={() => scrollBy(1)} disabled={overflow.atEnd} aria-label={t('lobby.next')}>
          <ChevronRightIcon size={16} />
        </button>
      ) : null}
    </nav>
  );
}

/** How far one press of a nav arrow scrolls when nothing is measured yet. */
const navScrollStepPx = 240;
/** An arrow's width and its margin (header-nav.module.css .scrollButton, .scrollLeft, .scrollRight). */
const arrowRoomPx = 28;

interface NavOverflow {
  shown: boolean;
  atStart: boolean;
  atEnd: boolean;
  /** The scroller's width while the items overflow: whole items only, so that no label is cut at an edge. */
  width: number | null;
}

/** The content offsets [left, right) of the scroller's items. */
function itemSpans(scroller: HTMLElement): { left: number; right: number }[] {
  const origin = scroller.getBoundingClientRect().left - scroller.scrollLeft;
  return Array.from(scroller.children, (child) => {
    const box = child.getBoundingClientRect();
    return { left: box.left - origin, right: box.right - origin };
  }).filter((span) => span.right > span.left);
}

/**
 * The width that shows whole items from the scroll position (the items snap to their start), or the last
 * items when the scroller is at its end.
 */
function wholeItemsWidth(scroller: HTMLElement, available: number): number {
  const spans = itemSpans(scroller);
  const total = scroller.scrollWidth;
  const start = scroller.scrollLeft;
  if (start + available >= total - 1) {
    const first = spans.find((span) => span.left >= total - available - 0.5);
    return Math.floor(total - (first?.left ?? total - available));
  }
  let end = start;
  for (const span of spans) if (span.left >= start - 0.5 && span.right - start <= available + 0.5) end = Math.max(end, span.right);
  return Math.max(0, Math.ceil(end - start));
}

/**
 * Arrows at the ends of the nav when its items do not all fit (a narrow window, or a member's header
 * with the balance); `contentKey` changes whenever the items do. Both arrows stay while the items
 * overflow, disabled at either end, so scrolling never moves the items under the pointer; between them
 * the scroller shows whole items only.
 */
function useOverflowArrows(contentKey: string) {
  const navRef = useRef<HTMLElement>(null);
  const scrollerRef = useRef<HTMLDivElement>(null);
  const [overflow, setOverflow] = useState<NavOverflow>({ shown: false, atStart: true, atEnd: false, width: null });
  useEffect(() => {
    const nav = navRef.current;
    const scroller = scrollerRef.current;
    if (!nav || !scroller) return undefined;
    const update = (measureWidth: boolean) => {
      const shown = scroller.scrollWidth > nav.clientWidth + 1;
      setOverflow((current) => {
        const width = !shown ? null : measureWidth || current.width === null ? wholeItemsWidth(scroller, nav.clientWidth - 2 * arrowRoomPx) : current.width;
        const next = {
          shown,
          width,
          atStart: scroller.scrollLeft <= 1,
          atEnd: scroller.scrollLeft + (width ?? scroller.clientWidth) >= scroller.scrollWidth - 1,
        };
        return current.shown === next.shown && current.atStart === next.atStart && current.atEnd === next.atEnd && current.width === next.width ? current : next;
      });
    };
    const measure = () => update(true);
    const moved = () => update(false);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(nav);
    scroller.addEventListener('scroll', moved, { passive: true });
    scroller.addEventListener('scrollend', measure, { passive: true });
    return () => {
      observer.disconnect();
      scroller.removeEventListener('scroll', moved);
      scroller.removeEventListener('scrollend', measure);
    };
  }, [contentKey]);
  const scrollBy = (direction: 1 | -1) => scrollerRef.current?.scrollBy({ left: direction * (overflow.width || navScrollStepPx), behavior: 'smooth' });
  return { navRef, scrollerRef, overflow, scrollBy };
}

/** A category's nav item: a click opens its page or its only vendor; hovering lists its vendors. */
function CategoryItem({ menu }: { menu: GameMenu }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const startGame = useStartGame();
  const info = categoryInfo[menu.gameType];
  const itemRef = useRef<HTMLDivElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [panelLeft, setPanelLeft] = useState<number | null>(null);
  const size = dropPanelSize(menu.vendors.length);
  const open = () => {
    clearTimeout(closeTimer.current);
    const item = itemRef.current;
    const header = item?.closest('header');
    if (!item || !header) return;
    setPanelLeft(item.getBoundingClientRect().left - header.getBoundingClientRect().left);
  };
  const close = () => {
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => setPanelLeft(null), dropCloseDelayMs);
  };
  const click = () => {
    const action = navClickOf(menu.gameType, menu.vendors);
    setPanelLeft(null);
    if (action.kind === 'launch') void startGame(action.vendor);
    else void navigate(info.path);
  };
  const chooseVendor = (vendor: Game) => {
    setPanelLeft(null);
    void startGame(vendor);
  };
  return (
    <div ref={itemRef} className={styles.category} onMouseEnter={open} onMouseLeave={close} onFocus={open} onBlur={close} data-game-type={menu.gameType}>
      <button type="button" className={styles.item} onClick={click} aria-expanded={panelLeft !== null} aria-haspopup="true">
        <NavItemContent Icon={info.Icon} label={t(info.shortLabelKey)} />
      </button>
      {panelLeft !== null ? (
        <div
          className={[styles.panel, size === 'large' ? styles.panelLarge : ''].join(' ')}
          style={size === 'large' ? undefined : { left: panelLeft }}
          data-size={size}
          role="menu"
          aria-label={t(info.labelKey)}
        >
          {menu.vendors.map((vendor) => (
            <button key={vendor.vassalage} type="button" role="menuitem" className={styles.vendor} onClick={() => chooseVendor(vendor)}>
              <Image className={styles.vendorIcon} src={vendor.iconUrl} alt="" fromCdn />
              <span className={styles.vendorName}>{vendor.vendorName || vendor.gameName}</span>
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
