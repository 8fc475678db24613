/**
 * The pages of this tab the worker may not have seen, in sessionStorage: noted
 * by src/service-worker/register.ts as soon as a page starts, sent by
 * ./worker-client.ts once the worker is active.
 */

/**
 * The pages of this tab loaded before the worker controlled them, whose own
 * message may not have arrived (the reader left them before the worker was
 * active, or while it was sent), in sessionStorage until a later page finds
 * them kept: each with the number of times a page sent it.
 */
export const UNSENT = 'nodemod-unsent-pages';
/** How many times a page is sent before it is given up (one the site cannot serve is never kept). */
export const SENDS = 3;

export type Unsent = {page: string; sent: number};

export function unsentPages(): Unsent[] {
  try {
    const list: unknown = JSON.parse(sessionStorage.getItem(UNSENT) ?? '[]');
    return Array.isArray(list)
      ? list.filter((item): item is Unsent => typeof item?.page === 'string' && typeof item?.sent === 'number')
      : [];
  } catch {
    return [];
  }
}

export function saveUnsent(list: Unsent[]): void {
  try {
    if (list.length === 0) sessionStorage.removeItem(UNSENT);
    else sessionStorage.setItem(UNSENT, JSON.stringify(list.slice(-20)));
  } catch {
    // No session storage (a policy, a full quota): only a page's own message keeps it.
  }
}

export function noteUnsent(page: string): void {
  const list = unsentPages();
  if (!list.some((item) => item.page === page)) saveUnsent([...list, {page, sent: 0}]);
}

/** A page's key in the worker's caches (src/service-worker/sw.js, pageKey). */
export function pageKey(page: string): string {
  const {origin, pathname} = new URL(page);
  return origin + (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);
}
