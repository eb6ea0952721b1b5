import { describe, expect, it } from 'vitest';
import {
  experimentViewedEvent,
  pageViewEvent,
  partnershipEvent,
  partnershipSectionFrom,
  plainText,
  sessionStartEvent,
  trackingTiming,
} from './events';

const partner = {
  id: '8d6f4c52-2d0e-4a8f-9b61-0d0f3e7a1c11',
  title: '<strong>Nomad Insurance</strong> &amp; friends: 10&nbsp;% off',
};

describe('data layer events (app-shell §7)', () => {
  it('route view: path, route name, language and title, 250 ms after the navigation', () => {
    expect(trackingTiming.routeViewDelayMs).toBe(250);
    expect(
      pageViewEvent({
        pathname: '/viaggi/WF-26-00001',
        routeName: 'travels/_tour',
        language: 'it',
        title: 'Dettagli prenotazione · Wayfarer',
      }),
    ).toEqual({
      event: 'page_view',
      path: '/viaggi/WF-26-00001',
      routeName: 'travels/_tour',
      language: 'it',
      title: 'Dettagli prenotazione · Wayfarer',
    });
  });

  it('sessionStart carries the random session id', () => {
    expect(sessionStartEvent({ sessionId: 'f3c1' })).toEqual({
      event: 'sessionStart',
      sessionId: 'f3c1',
    });
  });

  it('experiment_viewed: experiment id, variation id (as text) and device id', () => {
    expect(
      experimentViewedEvent({
        experimentId: 'partnership-banner-style',
        variationId: 1,
        deviceId: 'd-1',
      }),
    ).toEqual({
      event: 'experiment_viewed',
      experimentId: 'partnership-banner-style',
      variationId: '1',
      deviceId: 'd-1',
    });
    expect(
      experimentViewedEvent({ experimentId: 'x', variationId: 'b', deviceId: null }).deviceId,
    ).toBeNull();
  });

  it.each(['open', 'close', 'view'] as const)(
    'partnership_%s: pageType, partnerId, partnerName, sectionFrom and userId',
    (action) => {
      expect(partnershipEvent({ action, routeName: 'travels', partner, userId: 'u-1' })).toEqual({
        event: `partnership_${action}`,
        pageType: 'travels',
        partnerId: partner.id,
        partnerName: 'Nomad Insurance & friends: 10 % off',
        sectionFrom: 'partnership-banner',
        userId: 'u-1',
      });
      expect(partnershipSectionFrom).toBe('partnership-banner');
    },
  );

  it('keeps a null user id when nobody is known', () => {
    expect(
      partnershipEvent({ action: 'view', routeName: 'index', partner, userId: null }).userId,
    ).toBeNull();
  });
});

describe('plainText', () => {
  it.each([
    ['<em>Gear</em>  <b>shop</b>', 'Gear shop'],
    ['Caf&eacute; &#233; &#xE9; &lt;b&gt;', 'Caf&eacute; é é <b>'],
    ['<img src=x onerror=alert(1)>Plain', 'Plain'],
    ['', ''],
  ])('%j → %j', (html, text) => {
    expect(plainText(html)).toBe(text);
  });
});
