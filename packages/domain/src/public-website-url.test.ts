import { describe, expect, it } from 'vitest';
import { publicWebsiteUrl } from './public-website-url';
import { variants } from './variants';

describe('publicWebsiteUrl', () => {
  it.each([
    [
      'a coordinator profile',
      { variant: variants.italy, routingKey: 'coordinator', params: { nickname: 'anna' } },
      'https://www.wayfarer.travel/it/?routingKey=coordinator&p.nickname=anna',
    ],
    [
      'a travel FAQ',
      {
        variant: variants.international,
        routingKey: 'travel',
        params: { slug: 'iceland-8-days' },
        hash: 'faq',
      },
      'https://www.wayfarer.travel/uk/?routingKey=travel&p.slug=iceland-8-days#faq',
    ],
    [
      'a travel itinerary, hash given with its #',
      {
        variant: variants.spain,
        routingKey: 'travel',
        params: { slug: 'peru' },
        hash: '#itinerary',
      },
      'https://www.wayfarer.travel/es/?routingKey=travel&p.slug=peru#itinerary',
    ],
    [
      'the contacts page, no parameters',
      { variant: variants.germany, routingKey: 'contacts' },
      'https://www.wayfarer.travel/de/?routingKey=contacts',
    ],
    [
      'the wishlist, empty hash',
      { variant: variants.english, routingKey: 'wishlist', hash: '' },
      'https://www.wayfarer.travel/en/?routingKey=wishlist',
    ],
    [
      'encoded values',
      { variant: variants.france, routingKey: 'coordinator', params: { nickname: 'jean & zoé' } },
      'https://www.wayfarer.travel/fr/?routingKey=coordinator&p.nickname=jean%20%26%20zo%C3%A9',
    ],
  ])('links to %s', (_case, options, expected) => {
    expect(publicWebsiteUrl(options)).toBe(expected);
  });

  it('gives a URL whose query reads back as the routing key and p. parameters', () => {
    const url = new URL(
      publicWebsiteUrl({
        variant: variants.global,
        routingKey: 'travel',
        params: { slug: 'a/b?c', from: 'x=y' },
        hash: 'faq',
      }),
    );
    expect(url.searchParams.get('routingKey')).toBe('travel');
    expect(url.searchParams.get('p.slug')).toBe('a/b?c');
    expect(url.searchParams.get('p.from')).toBe('x=y');
    expect(url.hash).toBe('#faq');
  });
});
