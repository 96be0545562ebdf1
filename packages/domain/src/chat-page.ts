// No zod here: the storefront's chat client reads this on a first visit (decision 008).

/** The longest page path (with its query) a chat message may name. */
export const CHAT_PAGE_MAX_LENGTH = 500;

/** The page a chat message is sent from, as staff see it: path and query; left out when too long to name. */
export function chatPageOf(location: { pathname: string; search: string }): string | undefined {
  const page = `${location.pathname}${location.search}`;
  return page.length <= CHAT_PAGE_MAX_LENGTH ? page : undefined;
}
