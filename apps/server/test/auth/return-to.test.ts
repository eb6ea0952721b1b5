import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeReturnTo } from '../../src/auth/return-to';

const origin = 'http://it.localhost:3000';

/** Where a browser lands, and where it would land if something decoded the path once more. */
function landings(location: string) {
  const first = new URL(location, origin);
  const decoded = decodeURIComponent(decodeURIComponent(first.pathname));
  return [first, new URL(decoded.replaceAll('\\', '/'), origin)];
}

describe('safeReturnTo', () => {
  it.each([
    ['/travels', '/travels'],
    ['/travels?tab=1#x', '/travels?tab=1#x'],
    ['/a/../b', '/b'],
    ['/a/./b/', '/a/b/'],
    ['http://it.localhost:3000/travels?x=1', '/travels?x=1'],
    ['/travels?returnTo=%2F%2Fevil', '/travels?returnTo=%2F%2Fevil'],
    [['/first', '/second'], '/first'],
  ])('keeps %j as %s', (input, expected) => {
    expect(safeReturnTo(input, origin)).toBe(expected);
  });

  it.each([
    undefined,
    '',
    'travels',
    '//evil.example',
    '///evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/../..//evil.example/x',
    '/./..//evil.example/x',
    '/a/../..//evil.example',
    '/%2e%2e/%2e%2e//evil.example',
    '/%2F%2Fevil.example',
    '/%2f/evil.example',
    '/%252F%252Fevil.example',
    '/%5Cevil.example',
    '/%5cevil.example',
    '/%255cevil.example',
    '/\tevil',
    '/%09/evil.example',
    '/%00',
    '/%0d%0aLocation:%20https://evil.example',
    '/%E0%A4%A',
    'https://evil.example/',
    'http://it.localhost:3000@evil.example/',
    'http://localhost:3000/travels',
    'HTTP://evil.example',
    'javascript:alert(1)',
    'data:text/html,x',
    '/login?returnTo=/x',
    '/logout',
    '/%6Cogin',
    ['//evil.example', '/travels'],
  ])('refuses %j', (input) => {
    expect(safeReturnTo(input, origin)).toBe('/');
  });

  it('never leads anywhere but a path of the origin, whatever the input', () => {
    const pieces = fc.constantFrom(
      '/',
      '//',
      '\\',
      '.',
      '..',
      '%2f',
      '%2F',
      '%5c',
      '%252f',
      '%2e',
      '%00',
      '\t',
      '@',
      ':',
      '?',
      '#',
      'evil.example',
      'http:',
      'it.localhost:3000',
      'travels',
    );
    fc.assert(
      fc.property(fc.array(fc.oneof(pieces, fc.string()), { maxLength: 8 }), (parts) => {
        const location = safeReturnTo(parts.join(''), origin);
        expect(location.startsWith('/') && !location.startsWith('//')).toBe(true);
        for (const landing of landings(location)) expect(landing.origin).toBe(origin);
      }),
      { numRuns: 5000 },
    );
  });
});
