import type { ComponentType } from 'react';
import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import type { AreaName } from '../config/areas.ts';
import { agentHomePath, memberCentrePath, type AgentHomePage, type MemberCentrePage } from '../config/paths.ts';
import { importWithTimeout } from '../lib/lazy-with-timeout.ts';
import { translationKey } from '../lib/translation-key.ts';
import { MainLayout } from './layouts/main-layout.tsx';
import { RootRoute } from './root-route.tsx';
import type { RouteHandle } from './route-handle.ts';
import { openLoginAndGoHome, requireAgent, requireMemberPanel, requirePlayer, requireSessionToken } from './route-guards.ts';
import { HelpRoute } from './routes/help-route.tsx';
import { HomePage, prefetchHomeData } from './routes/home.tsx';
import { RegisterRoute } from './routes/register-route.tsx';
import { RouteErrorScreen } from './routes/route-error.tsx';
import type { WalletRoutePage } from './routes/wallet-pages.tsx';
import type { LotteryRoutePage } from './routes/lottery-pages.tsx';
import type { GamesRecordsRoutePage } from './routes/games-pages.tsx';

function BootLoaderStays() {
  return null;
}

const comingRoute = () => importWithTimeout(() => import('./routes/coming-route.tsx'));

/** A page that its area fills later; until then it shows a panel naming the area. */
function comingPage(path: string, area: AreaName, titleKey: string, extra: Partial<RouteObject> = {}): RouteObject {
  const handle: RouteHandle = { coming: { area, titleKey } };
  return { path, handle, lazy: comingRoute, ...extra } as RouteObject;
}

/** /member: the member centre with its pages; guests and trial accounts are turned away (spec §4 Panels). */
function memberCentre(): RouteObject {
  const page = (name: MemberCentrePage, area: AreaName, titleKey: string) => comingPage(name, area, titleKey);
  return {
    path: 'member',
    loader: requireMemberPanel,
    lazy: () => importWithTimeout(() => import('../features/account/components/member-centre-layout.tsx')),
    children: [
      { index: true, loader: () => redirect(memberCentrePath('securityCenter')) },
      { path: 'securityCenter', lazy: () => importWithTimeout(() => import('../features/account/components/security-center-page.tsx')) },
      walletPage('transferFund'),
      walletPage('depositv2'),
      walletPage('withdraw'),
      walletPage('transferUpline'),
      gamesRecordsPage('personalHistoryCopy'),
      walletPage('transactionHistory'),
      gamesRecordsPage('personalProfit'),
      walletPage('bonusDetails'),
      page('rewardCenter', 'rewards', translationKey('account.memberCentre.pages.rewardCenter')),
      page('referral', 'rewards', translationKey('account.memberCentre.pages.referral')),
      page('missionLeaderboard', 'rewards', translationKey('account.memberCentre.pages.missionLeaderboard')),
      page('messageV2', 'content', translationKey('account.memberCentre.pages.messageV2')),
      page('manualRebate', 'rewards', translationKey('account.memberCentre.pages.manualRebate')),
    ],
  };
}

/** A page of a feature, its chunk loaded on the first visit. */
function featurePage(path: string, load: () => Promise<ComponentType>, extra: Partial<RouteObject> = {}): RouteObject {
  return { path, lazy: async () => ({ Component: await load() }), ...extra } as RouteObject;
}

const lobbyPages = () => importWithTimeout(() => import('../features/lobby/components/lobby-pages.tsx'));
const walletPages = () => importWithTimeout(() => import('./routes/wallet-pages.tsx'));
const lotteryPagesChunk = () => importWithTimeout(() => import('./routes/lottery-pages.tsx'));
const housePages = () => importWithTimeout(() => import('../features/games/components/house-pages.tsx'));

/** /house/…: the platform's own games; playing needs a login (trial accounts play with play money), verifying is open to all. */
function houseGames(): RouteObject {
  const game = (path: string, load: () => Promise<ComponentType>) => featurePage(path, load, { loader: requirePlayer });
  return {
    path: 'house',
    children: [
      game('slot', () => housePages().then((pages) => pages.SlotPage)),
      game('dice', () => housePages().then((pages) => pages.DicePage)),
      game('mines', () => housePages().then((pages) => pages.MinesPage)),
      game('crash', () => housePages().then((pages) => pages.CrashPage)),
      featurePage('verify', () => housePages().then((pages) => pages.VerifyPage)),
    ],
  };
}

/** A lottery page; the lottery pages and game centres share one chunk. */
function lotteryPage(path: string, name: LotteryRoutePage): RouteObject {
  return featurePage(path, () => lotteryPagesChunk().then((pages) => pages.lotteryRouteComponents[name]));
}

/** A wallet page of the member centre; the six share one chunk. */
function walletPage(name: WalletRoutePage): RouteObject {
  return featurePage(name, () => walletPages().then((pages) => pages.walletRouteComponents[name]));
}

const gamesRecordsPages = () => importWithTimeout(() => import('./routes/games-pages.tsx'));

/** A game records page of the member centre; the two share one chunk. */
function gamesRecordsPage(name: GamesRecordsRoutePage): RouteObject {
  return featurePage(name, () => gamesRecordsPages().then((pages) => pages.gamesRecordsRouteComponents[name]));
}

const agentCentreChunk = () => importWithTimeout(() => import('./routes/agent-centre.tsx'));

/** /agentHome: the agent centre's frame and its pages, for agents only (spec §2 Agent centre); it opens on the team overview. */
function agentCentre(): RouteObject {
  const page = (name: AgentHomePage) => featurePage(name, () => agentCentreChunk().then((chunk) => chunk.agentCentreRouteComponents[name]));
  return {
    path: 'agentHome',
    loader: requireAgent,
    lazy: agentCentreChunk,
    children: [
      { index: true, loader: () => redirect(agentHomePath('agentTeamOverview')) },
      page('agentAnnouncement'),
      page('agentTeamOverview'),
      page('downlineManagmentView'),
      page('registerCenter'),
      page('palStatementsAgentCopy'),
      page('agentDownlineTransactionDetailsCopy'),
    ],
  };
}

/** The main layout's pages (spec §2 route table). */
const mainPages: RouteObject[] = [
  { index: true, element: <HomePage />, loader: prefetchHomeData },
  { path: 'index', element: <HomePage />, loader: prefetchHomeData },
  { path: 'index.html', element: <HomePage />, loader: prefetchHomeData },
  { path: 'home', element: <HomePage />, loader: prefetchHomeData },
  { path: 'login', loader: openLoginAndGoHome },
  { path: 'register', element: <RegisterRoute /> },
  { path: 'help', element: <HelpRoute /> },
  { path: 'down', lazy: () => importWithTimeout(() => import('./routes/download-route.tsx')) },
  memberCentre(),
  featurePage('sports', () => lobbyPages().then((pages) => pages.SportsPage)),
  featurePage('esports', () => lobbyPages().then((pages) => pages.EsportsPage)),
  lotteryPage('lott', 'lott'),
  lotteryPage('elott', 'elott'),
  featurePage('live', () => lobbyPages().then((pages) => pages.LivePage)),
  featurePage('fish', () => lobbyPages().then((pages) => pages.FishPage)),
  featurePage('rng', () => lobbyPages().then((pages) => pages.RngPage)),
  featurePage('pvp', () => lobbyPages().then((pages) => pages.PvpPage)),
  featurePage('favorite', () => lobbyPages().then((pages) => pages.FavoritePage)),
  featurePage('recent', () => lobbyPages().then((pages) => pages.RecentPage)),
  houseGames(),
  featurePage('promotions', () => importWithTimeout(() => import('../features/content/components/promotions-page.tsx')).then((page) => page.PromotionsPage)),
  comingPage('pointMall', 'rewards', translationKey('pages.pointMall')),
  { path: '*', lazy: () => importWithTimeout(() => import('./routes/not-found.tsx')) },
];

/** Lottery pages; the lowercase spellings come from older path maps. */
const lotteryPages: RouteObject[] = [
  lotteryPage('lottery', 'lottery'),
  lotteryPage('lottert', 'lottery'),
  lotteryPage('seaLottery', 'seaLottery'),
  lotteryPage('sealottery', 'seaLottery'),
  lotteryPage('vnLottery', 'vnLottery'),
  lotteryPage('vnlottery', 'vnLottery'),
];

export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <RootRoute />,
    errorElement: <RouteErrorScreen />,
    // While the first route's chunk loads, the loader of index.html stays on screen.
    HydrateFallback: BootLoaderStays,
    children: [
      {
        element: <MainLayout />,
        // A pathless child keeps the header and menu on screen when a page fails.
        children: [{ errorElement: <RouteErrorScreen />, children: mainPages }],
      },
      {
        lazy: () => importWithTimeout(() => import('./layouts/lottery-layout.tsx')),
        loader: requireSessionToken,
        children: [{ errorElement: <RouteErrorScreen />, children: lotteryPages }],
      },
      {
        lazy: () => importWithTimeout(() => import('./layouts/bare-layout.tsx')),
        children: [featurePage('seamless', () => lobbyPages().then((pages) => pages.SeamlessPage), { errorElement: <RouteErrorScreen /> })],
      },
      {
        lazy: () => importWithTimeout(() => import('./layouts/agent-layout.tsx')),
        children: [
          {
            errorElement: <RouteErrorScreen />,
            children: [
              { path: 'agent', lazy: () => importWithTimeout(() => import('../features/account/components/agent-login-page.tsx')) },
              agentCentre(),
            ],
          },
        ],
      },
    ],
  },
];

/** Creates the data router; a function so tests and the app each get their own. */
export function createAppRouter() {
  return createBrowserRouter(routes);
}
