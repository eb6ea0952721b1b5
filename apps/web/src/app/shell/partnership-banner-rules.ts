import type { PartnershipItem, PartnershipListResponse } from '@wayfarer/contract';

/*
 * The partnership banner's rules (app-shell §2, §4; account-area §7, §9), pure so they are tested
 * without a browser.
 */

/** The route of the partnership page, where the banner never shows nor changes partner. */
export const partnershipRouteName = 'partnership';

/** The closed banner stays closed for one week (account-area §9: 604800 s). */
export const bannerClosedCache = {
  key: 'wayfarer.partnershipBanner.closedUntil',
  maxAgeSeconds: 604_800,
} as const;

/** The banner's partners: the items of the list's first element that are marked for the banner. */
export function bannerCandidates(list: PartnershipListResponse): PartnershipItem[] {
  return (list[0]?.items ?? []).filter((item) => item.isBannerVisible);
}

/**
 * A random partner among the candidates. When there are several, the one on show is left out, so
 * every pick shows a change (and counts as a view).
 */
export function pickBannerPartner<Item extends { id: string }>({
  candidates,
  current,
  random,
}: {
  candidates: readonly Item[];
  current: Item | null;
  random: () => number;
}): Item | null {
  const pool =
    current && candidates.length > 1
      ? candidates.filter((candidate) => candidate.id !== current.id)
      : candidates;
  if (pool.length === 0) return null;
  const index = Math.min(pool.length - 1, Math.floor(random() * pool.length));
  return pool[index] ?? null;
}

export interface BannerState<Item> {
  partner: Item | null;
  /** How many picks were made: every pick after the first fires a view event. */
  picks: number;
  /** The list load and route the last pick was made for. */
  pickedFor: string | null;
}

export function initialBannerState<Item>(): BannerState<Item> {
  return { partner: null, picks: 0, pickedFor: null };
}

/**
 * A new partner when the list loads and on each route change (`pickKey` is the list's load time and
 * the path), except on the partnership page, where the partner on show stays. No candidates, no
 * partner.
 */
export function nextBannerState<Item extends { id: string }>(
  state: BannerState<Item>,
  {
    candidates,
    pickKey,
    routeName,
    random,
  }: { candidates: readonly Item[]; pickKey: string; routeName: string; random: () => number },
): BannerState<Item> {
  if (routeName === partnershipRouteName || state.pickedFor === pickKey) return state;
  if (candidates.length === 0) return { ...state, partner: null, pickedFor: pickKey };
  const partner = pickBannerPartner({ candidates, current: state.partner, random });
  return { partner, picks: state.picks + 1, pickedFor: pickKey };
}

/** Whether a pick fires the view event: each change after the first (app-shell §4). */
export function isTrackedPick(picks: number): boolean {
  return picks > 1;
}

/** Hidden on the partnership page and while the mobile menu is open (app-shell §2). */
export function isBannerHidden({
  routeName,
  mobileMenuOpen,
}: {
  routeName: string;
  mobileMenuOpen: boolean;
}): boolean {
  return routeName === partnershipRouteName || mobileMenuOpen;
}

type BannerStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Whether the traveller closed the banner less than a week ago (an expired flag is removed). */
export function isBannerClosed(storage: BannerStorage | null, now: number = Date.now()): boolean {
  if (!storage) return false;
  try {
    const until = Number(storage.getItem(bannerClosedCache.key));
    if (Number.isFinite(until) && until > now) return true;
    storage.removeItem(bannerClosedCache.key);
  } catch {
    // Storage blocked: the banner shows.
  }
  return false;
}

/** Remembers the closed banner for one week. */
export function rememberBannerClosed(storage: BannerStorage | null, now: number = Date.now()) {
  try {
    storage?.setItem(bannerClosedCache.key, String(now + bannerClosedCache.maxAgeSeconds * 1000));
  } catch {
    // Storage blocked: closed for this page only.
  }
}

/** localStorage, or null where the browser refuses it. */
export function bannerStorage(): BannerStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
