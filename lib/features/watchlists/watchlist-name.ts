/** The longest name a watchlist may have: it must fit the Watch control's menu. The server and the form both hold to it. */
export const WATCHLIST_NAME_MAX = 80;
