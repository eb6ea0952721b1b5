import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { pickLanguage } from '../../src/auth/messages';
import { openTransaction, sealTransaction } from '../../src/auth/session';

describe('pickLanguage', () => {
  it('prefers the first supported ui_locales entry, then the variant, then English', () => {
    expect(pickLanguage('ja de-CH', 'it')).toBe('de');
    expect(pickLanguage('ja', 'es')).toBe('es');
    expect(pickLanguage(undefined, 'fr')).toBe('fr');
    expect(pickLanguage(undefined, 'xx')).toBe('en');
  });
});

describe('the sign-in transaction cookie', () => {
  const key = randomBytes(32);
  const transaction = {
    state: 's',
    nonce: 'n',
    verifier: 'v',
    returnTo: '/',
    redirectUri: 'http://localhost:3000/login/redirect',
    createdAt: Date.now(),
  };

  it('round-trips and hides its content', () => {
    const sealed = sealTransaction(key, transaction);
    expect(sealed).not.toContain('redirect');
    expect(openTransaction(key, sealed)).toEqual(transaction);
  });

  it('refuses tampering, another key and old transactions', () => {
    const sealed = sealTransaction(key, transaction);
    const [iv, data, tag] = sealed.split('.');
    const flipped = Buffer.from(data!, 'base64url');
    flipped[0] = flipped[0]! ^ 1;
    expect(openTransaction(key, [iv, flipped.toString('base64url'), tag].join('.'))).toBeNull();
    expect(openTransaction(randomBytes(32), sealed)).toBeNull();
    expect(openTransaction(key, 'garbage')).toBeNull();
    const old = sealTransaction(key, { ...transaction, createdAt: Date.now() - 11 * 60_000 });
    expect(openTransaction(key, old)).toBeNull();
  });
});
