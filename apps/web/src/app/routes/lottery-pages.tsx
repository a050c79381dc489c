import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { normaliseLanguage } from '@platform/contract/languages';
import type { PrizeMode } from '@platform/contract/lottery/games';
import { paths } from '../../config/paths.ts';
import { translationKey } from '../../lib/translation-key.ts';
import { useVendors } from '../../features/lobby/api/get-vendors.ts';
import { GameCentrePage } from '../../features/lobby/components/category-page.tsx';
import { prizeModeOf } from '../../features/lobby/start-game.ts';
import { useLotteryGames } from '../../features/lottery/api/get-lottery-games.ts';
import { GameCentre } from '../../features/lottery/components/game-centre.tsx';
import { LotteryPage } from '../../features/lottery/components/lottery-page.tsx';
import { usePermissionInfo } from '../../features/system/api/get-permission.ts';

const lotteryPaths = { lottery: paths.lottery, vnLottery: paths.vnLottery, seaLottery: paths.seaLottery };

function useSite() {
  const permission = usePermissionInfo();
  const { i18n } = useTranslation();
  return { currencySymbol: permission.currencySymbol, language: normaliseLanguage(i18n.language) };
}

/**
 * /lottery?gameCode=…: the games of the chosen game's prize mode; without a game, the prize mode of
 * spec §4: ELOTT when the vendor data lists TCG_LOTTO_VN or LOTT under ELOTT, LOTT otherwise.
 */
function LotteryRoute() {
  const site = useSite();
  const [search] = useSearchParams();
  const gameCode = search.get('gameCode');
  const vendors = useVendors();
  const all = useLotteryGames({}, site.language);
  if (!all.data || (!gameCode && !vendors.data)) return null;
  const own = all.data.list.find((game) => game.gameCode === gameCode)?.prizeMode;
  const prizeMode: PrizeMode = own ?? prizeModeOf(vendors.data?.gameTypes.ELOTT ?? []);
  return <LotteryPage filter={{ prizeMode }} gameCode={gameCode} path={paths.lottery} {...site} />;
}

/** /vnLottery and /seaLottery: the games of one lottery vendor. */
function VendorLotteryRoute({ vassalage, path }: { vassalage: string; path: string }) {
  const site = useSite();
  const [search] = useSearchParams();
  return <LotteryPage filter={{ vassalage }} gameCode={search.get('gameCode')} path={path} {...site} />;
}

/** /lott and /elott: the next draw of every lottery game of the prize mode, above the lobby's vendors of the category. */
function CentreRoute({ prizeMode }: { prizeMode: 'LOTT' | 'ELOTT' }) {
  const { language } = useSite();
  const { gmtOffsetMinutes } = usePermissionInfo();
  return (
    <>
      <GameCentre gmtOffsetMinutes={gmtOffsetMinutes} prizeMode={prizeMode} titleKey={prizeMode === 'LOTT' ? translationKey('lottery.centre.lott') : translationKey('lottery.centre.elott')} language={language} paths={lotteryPaths} />
      <GameCentrePage gameType={prizeMode} />
    </>
  );
}

/** The lottery's route components, one chunk for all of them. */
export const lotteryRouteComponents = {
  lottery: LotteryRoute,
  vnLottery: () => <VendorLotteryRoute vassalage="TCG_LOTTO_VN" path={paths.vnLottery} />,
  seaLottery: () => <VendorLotteryRoute vassalage="TCG_SEA" path={paths.seaLottery} />,
  lott: () => <CentreRoute prizeMode="LOTT" />,
  elott: () => <CentreRoute prizeMode="ELOTT" />,
};
export type LotteryRoutePage = keyof typeof lotteryRouteComponents;
