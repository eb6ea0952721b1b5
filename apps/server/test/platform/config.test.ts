import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config';

function errorOf(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('configuration from the environment', () => {
  it('starts with nothing set: embedded database, embedded provider, demo mode, port 3000', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.oidc.issuer).toBeUndefined();
    expect(config.demoMode).toBe(true);
  });

  it('maps the loopback names to the seven variants', () => {
    const { variantHosts } = loadConfig({});
    expect(Object.fromEntries(variantHosts)).toEqual({
      'localhost:3000': 'international',
      'it.localhost:3000': 'italy',
      'es.localhost:3000': 'spain',
      'fr.localhost:3000': 'france',
      'de.localhost:3000': 'germany',
      'us.localhost:3000': 'global',
      'en.localhost:3000': 'english',
    });
  });

  it('follows PORT with the default public URL and its variant hosts', () => {
    const config = loadConfig({ PORT: '3201' });
    expect(config.publicUrl.origin).toBe('http://localhost:3201');
    expect(config.variantHosts.get('it.localhost:3201')).toBe('italy');
    expect(
      loadConfig({ PORT: '3201', PUBLIC_URL: 'https://account.example' }).publicUrl.origin,
    ).toBe('https://account.example');
  });

  it.each(['http://127.0.0.1:4567', 'http://[::1]:4567'])(
    'serves only the public host when the public URL is an IP address (%s), which has no subdomains',
    (publicUrl) => {
      const config = loadConfig({ PUBLIC_URL: publicUrl });
      expect([...config.variantHosts.keys()]).toEqual([new URL(publicUrl).host]);
    },
  );

  it('turns demo mode off by default when a PostgreSQL URL is given', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://db.example/app' }).demoMode).toBe(false);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'not a url' }, 'DATABASE_URL'],
    [{ PUBLIC_URL: 'localhost' }, 'PUBLIC_URL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ DEMO_MODE: 'yes' }, 'DEMO_MODE'],
    [{ OIDC_ISSUER: 'https://id.example.com' }, 'OIDC_CLIENT_ID'],
    [{ VARIANT_HOSTS: '{not json' }, 'VARIANT_HOSTS'],
    [{ VARIANT_HOSTS: '{"www.example.it":"narnia"}' }, 'VARIANT_HOSTS'],
  ])('refuses %j naming %s', (env, variable) => {
    const error = errorOf(env);
    expect(error.message).toContain(variable);
  });

  it('takes a custom host map', () => {
    const config = loadConfig({
      VARIANT_HOSTS: '{"www.wayfarer.it":"italy","www.wayfarer.de":"germany"}',
    });
    expect(config.variantHosts.get('www.wayfarer.it')).toBe('italy');
    expect(config.variantHosts.size).toBe(2);
  });

  it.each([
    [{}, 14],
    [{ ACCOUNT_DELETION_GRACE_DAYS: '30' }, 30],
    [{ ACCOUNT_DELETION_GRACE_DAYS: '0' }, 0],
  ])('reads the account deletion grace period from %j: %i days', (env, days) => {
    expect(loadConfig(env).accountDeletion.graceDays).toBe(days);
  });

  it.each(['-1', '366', '2.5', 'two weeks'])(
    'stops on a grace period of %s, naming the variable',
    (value) => {
      expect(() => loadConfig({ ACCOUNT_DELETION_GRACE_DAYS: value })).toThrow(
        /ACCOUNT_DELETION_GRACE_DAYS/,
      );
    },
  );
});
