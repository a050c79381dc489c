import type { ReactNode } from 'react';
import { paths } from '../../config/paths.ts';
import { usePermissionInfo } from '../../features/system/api/get-permission.ts';
import { BettingRecordsPage } from '../../features/games/components/betting-records-page.tsx';
import { ProfitPage } from '../../features/games/components/profit-page.tsx';
import { RecordsSiteProvider } from '../../features/games/games-records-site.tsx';

/** The records pages of the member centre get the merchant's currency and time zone from the site configuration. */
function GamesRecordsRoute({ children }: { children: ReactNode }) {
  const permission = usePermissionInfo();
  const site = { currencySymbol: permission.currencySymbol, gmtOffsetMinutes: permission.gmtOffsetMinutes, verifyPath: paths.houseVerify };
  return <RecordsSiteProvider site={site}>{children}</RecordsSiteProvider>;
}

/** The route components of the game records pages, one chunk for both (they share most of their code). */
export const gamesRecordsRouteComponents = {
  personalHistoryCopy: () => (
    <GamesRecordsRoute>
      <BettingRecordsPage />
    </GamesRecordsRoute>
  ),
  personalProfit: () => (
    <GamesRecordsRoute>
      <ProfitPage />
    </GamesRecordsRoute>
  ),
};

export type GamesRecordsRoutePage = keyof typeof gamesRecordsRouteComponents;
