import { AccountGamesPage } from './account-games-page.tsx';
import { CategoryPage, GameCentrePage } from './category-page.tsx';

/** The lobby's pages, one component per route of spec §2, loaded together as one chunk. */
export const LivePage = () => <CategoryPage gameType="LIVE" />;
export const FishPage = () => <CategoryPage gameType="FISH" />;
export const RngPage = () => <CategoryPage gameType="RNG" />;
export const PvpPage = () => <CategoryPage gameType="PVP" />;
export const SportsPage = () => <GameCentrePage gameType="SPORTS" />;
export const EsportsPage = () => <GameCentrePage gameType="ESPORTS" />;
export const FavoritePage = () => <AccountGamesPage list="favorite" />;
export const RecentPage = () => <AccountGamesPage list="recent" />;
export { SeamlessPage } from './seamless-page.tsx';
