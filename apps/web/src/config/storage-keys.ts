/** Keys the app keeps in browser storage; one list so no two features collide. */
export const storageKeys = {
  /** sessionStorage: the session token and member flags, cleared on logout. */
  session: 'session',
  /** sessionStorage: the merchant code, which outlives a logout (spec §4 Logout). */
  merchant: 'merchant',
  /** localStorage: the language the visitor chose. */
  language: 'language',
  /** localStorage: whether the desktop side menu is collapsed. */
  sideMenuCollapsed: 'side-menu-collapsed',
  /** localStorage: the account name "remember me" keeps, with its one-day expiry (spec §9); never a password. */
  rememberedLogin: 'remembered-login',
  /** localStorage: whether the header shows the balance as asterisks. */
  balanceHidden: 'balance-hidden',
  /** sessionStorage: hot games and vendor lanes, cached for the session (spec §9); a prefix, one entry per query. */
  lobbyCache: 'lobby-cache',
  /** sessionStorage: the announcement popup was closed, one flag per user type (spec §4 Announcement popup); a prefix. */
  announcementClosed: 'announcement-closed',
} as const;
