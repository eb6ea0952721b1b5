import { describe, expect, it } from 'vitest';
import { scrubBreadcrumb, scrubErrorEvent, scrubFrame } from './scrub-error-event';
import type { ErrorEventScrubRules } from './scrub-error-event';
import { filtered } from './scrub-personal-data';

const rules: ErrorEventScrubRules = {
  sdkContexts: new Set(['os']),
  breadcrumbUrlKeys: ['url', 'to'],
  keepRequestMethod: true,
};

describe('scrubErrorEvent', () => {
  it('keeps only the user id, and the request URL without its query', () => {
    const event = scrubErrorEvent(
      {
        user: { id: 'u1', email: 'giulia@example.com' } as { id: string },
        request: { url: 'https://x.test/a?token=1', method: 'POST' },
      },
      rules,
    );
    expect(event.user).toEqual({ id: 'u1' });
    expect(event.request).toEqual({ url: 'https://x.test/a', method: 'POST' });
    expect(
      scrubErrorEvent(
        { request: { url: 'https://x.test/a', method: 'GET' } },
        {
          ...rules,
          keepRequestMethod: false,
        },
      ).request,
    ).toEqual({ url: 'https://x.test/a' });
    expect(scrubErrorEvent({ user: { name: 'Giulia' } as { id?: string } }, rules).user).toEqual(
      {},
    );
  });

  it('scrubs texts, log params, exception values and frames, extra and tags', () => {
    const event = scrubErrorEvent(
      {
        message: 'failed for giulia@example.com',
        logentry: { message: 'user %s', params: ['giulia@example.com'] },
        exception: {
          values: [
            {
              value: 'no giulia@example.com',
              stacktrace: {
                frames: [{ vars: { a: 1 }, context_line: 'x = "giulia@example.com"' }],
              },
            },
          ],
        },
        extra: { email: 'giulia@example.com', count: 2 },
        tags: { route: 'index' },
      },
      rules,
    );
    expect(event.message).not.toContain('giulia@example.com');
    expect(event.logentry?.params).toEqual([filtered]);
    expect(event.exception?.values?.[0]?.value).not.toContain('giulia@example.com');
    const frame = event.exception?.values?.[0]?.stacktrace?.frames?.[0];
    expect(frame).not.toHaveProperty('vars');
    expect(frame?.context_line).not.toContain('giulia@example.com');
    expect(event.extra).toEqual({ email: filtered, count: 2 });
    expect(event.tags).toEqual({ route: 'index' });
  });

  it("keeps the SDK's own contexts and scrubs the others", () => {
    const event = scrubErrorEvent(
      { contexts: { os: { name: 'Linux' }, form: { phone: '+39 347 123 4567' } } },
      rules,
    );
    expect(event.contexts).toEqual({ os: { name: 'Linux' }, form: { phone: filtered } });
  });
});

describe('scrubBreadcrumb and scrubFrame', () => {
  it("strips the query of the rules' URL keys only", () => {
    const crumb = scrubBreadcrumb({ data: { url: '/a?x=1', to: '/b?y=2', from: '/c?z=3' } }, rules);
    expect(crumb.data).toEqual({ url: '/a', to: '/b', from: '/c?z=3' });
  });

  it('drops local variables and scrubs source lines', () => {
    const frame = scrubFrame({ vars: { a: 1 }, pre_context: ['mail giulia@example.com'] });
    expect(frame).not.toHaveProperty('vars');
    expect(frame.pre_context?.[0]).not.toContain('giulia@example.com');
  });
});
