import type { ErrorEvent } from '@sentry/react';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../test/fixtures';
import { startErrorReporting } from './error-reporting';
import {
  filtered,
  isSensitiveKey,
  scrubBreadcrumb,
  scrubEvent,
  scrubFrame,
  scrubText,
  scrubUrl,
} from './error-reporting-scrub';

const event = (fields: Partial<ErrorEvent>): ErrorEvent => ({ type: undefined, ...fields });

describe('error report scrubbing (no personal data leaves the browser)', () => {
  it('blanks e-mail addresses, document numbers and phone numbers in texts', () => {
    expect(scrubText('No user giulia.rossi+trips@example.co.uk found')).toBe(
      'No user [email] found',
    );
    expect(scrubText('Passport YA1234567 expired')).toBe('Passport [document] expired');
    expect(scrubText('Tax code RSSGLI92D58A944X invalid')).toBe('Tax code [document] invalid');
    expect(scrubText('IBAN IT60 X054 2811 1010 0000 0123 456')).toBe('IBAN [document]');
    expect(scrubText('Call +39 347 123 4567 now')).toBe('Call [phone] now');
    // Identifiers of the app stay readable.
    const ids = 'GET /api/users/0b7d3a6e-5a55-4c1c-9d0a-5f4a2c1e9a01/bookings/WF-26-00001: 500';
    expect(scrubText(ids)).toBe(ids);
  });

  it('drops query strings and fragments from URLs', () => {
    expect(scrubUrl('https://it.wayfarer.test/viaggi?email=a@b.it#top')).toBe(
      'https://it.wayfarer.test/viaggi',
    );
    expect(scrubUrl('/notify-me/abc')).toBe('/notify-me/abc');
  });

  it.each([
    ['name', true],
    ['lastname', true],
    ['fullName', true],
    ['email', true],
    ['mobilePhone', true],
    ['birthday', true],
    ['documentNumber', true],
    ['passport_number', true],
    ['taxCode', true],
    ['emergencyContact', true],
    ['Cookie', true],
    ['authorization', true],
    ['filename', false],
    ['status', false],
    ['route', false],
    ['bookingId', false],
  ])('treats the key %s as personal: %s', (key, sensitive) => {
    expect(isSensitiveKey(key)).toBe(sensitive);
  });

  it('keeps only the user id, and no cookies, headers or request body', () => {
    const scrubbed = scrubEvent(
      event({
        user: { id: 'u-1', email: 'giulia@example.com', username: 'Giulia', ip_address: '1.2.3.4' },
        request: {
          url: 'https://wayfarer.test/account/profile?token=secret',
          method: 'PUT',
          data: { name: 'Giulia', taxCode: 'RSSGLI92D58A944X' },
          cookies: { wayfarer_session: 'abc' },
          headers: { Cookie: 'wayfarer_session=abc', 'User-Agent': 'x' },
          query_string: 'token=secret',
        },
      }),
    );
    expect(scrubbed.user).toEqual({ id: 'u-1' });
    expect(scrubbed.request).toEqual({ url: 'https://wayfarer.test/account/profile' });
  });

  it('scrubs messages, exceptions, breadcrumbs, extra data, tags and custom contexts', () => {
    const scrubbed = scrubEvent(
      event({
        message: 'Failed for mario@example.it',
        logentry: { message: 'Failed for %s', params: ['mario@example.it'] },
        exception: {
          values: [{ type: 'Error', value: 'Document AB1234567 rejected for a@b.de' }],
        },
        breadcrumbs: [
          { category: 'console', message: 'saving anna@example.es' },
          {
            category: 'fetch',
            data: { url: '/api/users/me?email=a@b.it', method: 'GET', status_code: 500 },
          },
          { category: 'navigation', data: { from: '/a?x=1', to: '/b#c' } },
        ],
        extra: { form: { name: 'Anna', city: 'Madrid', passport: 'X1234567' }, count: 2 },
        tags: { route: 'account/profile', email: 'a@b.it' },
        contexts: {
          browser: { name: 'Chrome', version: '130' },
          form: { lastname: 'Rossi', step: 2 },
        },
      }),
    );
    expect(scrubbed.message).toBe('Failed for [email]');
    expect(scrubbed.logentry).toEqual({ message: 'Failed for %s', params: [filtered] });
    expect(scrubbed.exception?.values?.[0]?.value).toBe('Document [document] rejected for [email]');
    expect(scrubbed.breadcrumbs?.[0]?.message).toBe('saving [email]');
    expect(scrubbed.breadcrumbs?.[1]?.data).toEqual({
      url: '/api/users/me',
      method: 'GET',
      status_code: 500,
    });
    expect(scrubbed.breadcrumbs?.[2]?.data).toEqual({ from: '/a', to: '/b' });
    expect(scrubbed.extra).toEqual({
      form: { name: filtered, city: 'Madrid', passport: filtered },
      count: 2,
    });
    expect(scrubbed.tags).toEqual({ route: 'account/profile', email: filtered });
    expect(scrubbed.contexts).toEqual({
      browser: { name: 'Chrome', version: '130' },
      form: { lastname: filtered, step: 2 },
    });
    const serialized = JSON.stringify(scrubbed);
    for (const personal of ['mario@', 'anna@', 'Rossi', 'Anna', 'X1234567', 'AB1234567']) {
      expect(serialized).not.toContain(personal);
    }
  });

  it('drops local variables and scrubs source lines of stack frames', () => {
    expect(
      scrubFrame({
        filename: 'app.js',
        lineno: 3,
        context_line: 'send("ada@example.com")',
        pre_context: ['// +39 347 123 4567'],
        vars: { email: 'ada@example.com' },
      }),
    ).toEqual({
      filename: 'app.js',
      lineno: 3,
      context_line: 'send("[email]")',
      pre_context: ['// [phone]'],
    });
  });

  it('leaves a breadcrumb without data alone', () => {
    expect(scrubBreadcrumb({ category: 'ui.click', message: 'button.close' })).toEqual({
      category: 'ui.click',
      message: 'button.close',
    });
  });
});

describe('startErrorReporting', () => {
  it('does nothing without a DSN', async () => {
    await expect(startErrorReporting({ ...testConfig, sentryDsn: null })).resolves.toBeNull();
  });
});
