import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import { createQueryClient } from './query-client';
import { routeTitleKeys } from './route-titles';
import { createAppRoutes } from './router';
import { createSessionState } from './session/session-loaders';

function flatten(routes: RouteObject[]): RouteObject[] {
  return routes.flatMap((route) => [route, ...flatten(route.children ?? [])]);
}

describe('route titles', () => {
  it('are the titles the routes give the document, so the breadcrumb shows the same words', () => {
    const routes = flatten(
      createAppRoutes({
        language: 'en',
        queryClient: createQueryClient({ onUnauthenticated: () => {} }),
        sessionState: createSessionState(),
        onUnauthenticated: () => {},
      }),
    );
    for (const [name, titleKey] of Object.entries(routeTitleKeys)) {
      const route = routes.find((candidate) => candidate.id === name);
      expect(route?.handle, name).toEqual({ titleKey });
    }
  });
});
