/** Route paths of spec §2, in one place so links and guards agree. */
export const paths = {
  home: '/',
  login: '/login',
  register: '/register',
  download: '/down',
  member: '/member',
  help: '/help',
  sports: '/sports',
  esports: '/esports',
  lott: '/lott',
  elott: '/elott',
  live: '/live',
  fish: '/fish',
  rng: '/rng',
  pvp: '/pvp',
  favorite: '/favorite',
  recent: '/recent',
  lottery: '/lottery',
  seaLottery: '/seaLottery',
  vnLottery: '/vnLottery',
  promotions: '/promotions',
  pointMall: '/pointMall',
  seamless: '/seamless',
  agent: '/agent',
  agentHome: '/agentHome',
  houseSlot: '/house/slot',
  houseDice: '/house/dice',
  houseMines: '/house/mines',
  houseCrash: '/house/crash',
  houseVerify: '/house/verify',
} as const;

/** The member centre's pages (spec §2 Member centre pages), each at /member/<page>. */
export const memberCentrePages = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'rewardCenter',
  'referral',
  'missionLeaderboard',
  'messageV2',
  'manualRebate',
] as const;
export type MemberCentrePage = (typeof memberCentrePages)[number];

/** The address of a member-centre page. */
export function memberCentrePath(page: MemberCentrePage): string {
  return `${paths.member}/${page}`;
}

/**
 * The agent centre's pages (spec §2 Agent centre), each at /agentHome/<page>, spelt as the spec names them; the
 * team overview opens first. Only pages the site has are listed: the nav shows no placeholders.
 */
export const agentHomePages = ['agentAnnouncement', 'agentTeamOverview', 'downlineManagmentView', 'registerCenter', 'palStatementsAgentCopy', 'agentDownlineTransactionDetailsCopy'] as const;
export type AgentHomePage = (typeof agentHomePages)[number];

/** The address of an agent-centre page. */
export function agentHomePath(page: AgentHomePage): string {
  return `${paths.agentHome}/${page}`;
}

/** The security centre with one section's form open on arrival (the withdrawal page links to the real name). */
export function securitySectionPath(section: 'realName' | 'paymentPassword'): string {
  return `${memberCentrePath('securityCenter')}?open=${section}`;
}

/** Game pages hide the side menu (spec §2); the lowercase spellings come from older path maps. */
const gamePagePaths = ['/lottery', '/vnlottery', '/sealottery', '/lottert', '/seamless', '/house/slot', '/house/dice', '/house/mines', '/house/crash'];

/** Whether a pathname is a game page, compared without case as the router matches paths. */
export function isGamePage(pathname: string): boolean {
  const normalised = pathname.toLowerCase().replace(/\/+$/, '');
  return gamePagePaths.includes(normalised);
}

/** The help route with a topic selected by its hash. */
export function helpTopicPath(tag: string): string {
  return `${paths.help}#${encodeURIComponent(tag)}`;
}
