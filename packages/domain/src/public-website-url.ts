import type { Variant } from './variants';

/**
 * A link to the variant's public website through a routing key (account-area §2):
 * `publicWebsiteUrl({ variant, routingKey: 'coordinator', params: { nickname: 'anna' } })`
 * gives 'https://www.wayfarer.travel/it/?routingKey=coordinator&p.nickname=anna'.
 * Parameters take the `p.` prefix; values are URI-encoded; `hash` ('faq' or '#faq') is
 * appended as an anchor.
 */
export function publicWebsiteUrl({
  variant,
  routingKey,
  params = {},
  hash,
}: {
  variant: Variant;
  routingKey: string;
  params?: Record<string, string>;
  hash?: string;
}): string {
  const query = [
    `routingKey=${encodeURIComponent(routingKey)}`,
    ...Object.entries(params).map(
      ([name, value]) => `p.${encodeURIComponent(name)}=${encodeURIComponent(value)}`,
    ),
  ].join('&');
  const anchor = hash ? hash.replace(/^#/, '') : '';
  return `${variant.publicWebsiteUrl}/?${query}${anchor ? `#${anchor}` : ''}`;
}
