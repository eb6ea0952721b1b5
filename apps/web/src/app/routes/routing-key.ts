import { resolveRoutingKey } from '@wayfarer/domain';
import type { Language } from '@wayfarer/domain';
import { redirect } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';

/**
 * `?routingKey=<route name>` sends the traveller to that route's localized path, with `p.`-prefixed
 * keys as parameters and the other keys kept (app-shell §2). A key naming no route changes nothing.
 */
export function createRoutingKeyLoader(language: Language) {
  return ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    if (!url.searchParams.has('routingKey')) return null;
    const target = resolveRoutingKey({ search: url.search, language });
    if (!target) return null;
    throw redirect(`${target.path}${target.search}${url.hash}`);
  };
}
