import type { PartnershipListResponse } from '@wayfarer/contract';
import { describe, expect, it } from 'vitest';
import {
  bannerCandidates,
  bannerClosedCache,
  initialBannerState,
  isBannerClosed,
  isBannerHidden,
  isTrackedPick,
  nextBannerState,
  pickBannerPartner,
  rememberBannerClosed,
} from './partnership-banner-rules';

const a = { id: 'a' };
const b = { id: 'b' };
const c = { id: 'c' };

/** A random source answering the given numbers in turn. */
function sequence(...values: number[]) {
  let index = 0;
  return () => values[index++ % values.length]!;
}

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('banner candidates (account-area §7)', () => {
  it('takes the items of the first element that are marked for the banner', () => {
    const item = (id: string, isBannerVisible: boolean) => ({
      id,
      title: id,
      logoImage: '/partners/x.svg',
      details: '',
      link: null,
      isBannerVisible,
    });
    const list: PartnershipListResponse = [
      { items: [item('1', true), item('2', false), item('3', true)] },
      { items: [item('4', true)] },
    ];
    expect(bannerCandidates(list).map((partner) => partner.id)).toEqual(['1', '3']);
    expect(bannerCandidates([])).toEqual([]);
  });
});

describe('picking a partner (app-shell §4)', () => {
  it('picks at random among the candidates', () => {
    expect(pickBannerPartner({ candidates: [a, b, c], current: null, random: () => 0 })).toBe(a);
    expect(pickBannerPartner({ candidates: [a, b, c], current: null, random: () => 0.5 })).toBe(b);
    expect(pickBannerPartner({ candidates: [a, b, c], current: null, random: () => 0.999 })).toBe(
      c,
    );
  });

  it('leaves the partner on show out when there are others, so a pick is a change', () => {
    for (const value of [0, 0.3, 0.6, 0.99]) {
      expect(
        pickBannerPartner({ candidates: [a, b, c], current: b, random: () => value }),
      ).not.toBe(b);
    }
    expect(pickBannerPartner({ candidates: [a], current: a, random: () => 0.5 })).toBe(a);
    expect(pickBannerPartner({ candidates: [], current: a, random: () => 0.5 })).toBeNull();
  });

  it('picks when the list loads and on each route change, except on the partnership page', () => {
    const random = sequence(0, 0);
    let state = initialBannerState<{ id: string }>();
    const at = (pickKey: string, routeName: string) =>
      nextBannerState(state, { candidates: [a, b, c], pickKey, routeName, random });

    state = at('load-1|/', 'index');
    expect(state).toEqual({ partner: a, picks: 1, pickedFor: 'load-1|/' });
    expect(isTrackedPick(state.picks)).toBe(false); // the first pick is no change

    // Rendering again on the same route keeps the partner.
    expect(at('load-1|/', 'index')).toBe(state);

    state = at('load-1|/travels', 'travels');
    expect(state.partner).toBe(b);
    expect(state.picks).toBe(2);
    expect(isTrackedPick(state.picks)).toBe(true);

    // The partnership page keeps the partner on show (the banner is hidden there).
    expect(at('load-1|/partnerships', 'partnership')).toBe(state);

    state = at('load-1|/account/profile', 'account/profile');
    expect(state.partner).toBe(a);
    expect(state.picks).toBe(3);
  });

  it('shows nobody when no partner is marked for the banner', () => {
    const state = nextBannerState(initialBannerState<{ id: string }>(), {
      candidates: [],
      pickKey: 'load|/',
      routeName: 'index',
      random: () => 0,
    });
    expect(state.partner).toBeNull();
    expect(state.picks).toBe(0);
  });
});

describe('visibility (app-shell §2)', () => {
  it.each([
    ['index', false, false],
    ['travels', false, false],
    ['partnership', false, true],
    ['index', true, true],
  ])('on %s with the mobile menu open=%s: hidden=%s', (routeName, mobileMenuOpen, hidden) => {
    expect(isBannerHidden({ routeName, mobileMenuOpen })).toBe(hidden);
  });
});

describe('closed banner cache (account-area §9)', () => {
  it('stays closed for 604800 seconds, then shows again', () => {
    expect(bannerClosedCache.maxAgeSeconds).toBe(604_800);
    const storage = memoryStorage();
    const now = Date.parse('2026-05-04T10:00:00Z');
    expect(isBannerClosed(storage, now)).toBe(false);
    rememberBannerClosed(storage, now);
    expect(storage.items.get(bannerClosedCache.key)).toBe(String(now + 604_800_000));
    expect(isBannerClosed(storage, now + 604_799_999)).toBe(true);
    expect(isBannerClosed(storage, now + 604_800_000)).toBe(false);
    // The expired flag is cleaned up.
    expect(storage.items.has(bannerClosedCache.key)).toBe(false);
  });

  it('shows the banner when storage is missing, garbled or blocked', () => {
    const storage = memoryStorage();
    storage.items.set(bannerClosedCache.key, 'soon');
    expect(isBannerClosed(storage)).toBe(false);
    expect(isBannerClosed(null)).toBe(false);
    const blocked = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {},
    };
    expect(isBannerClosed(blocked)).toBe(false);
    expect(() => rememberBannerClosed(blocked)).not.toThrow();
  });
});
