import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { routeNames, routePatterns, signInPaths, type RouteName } from './route-patterns';
import { getRouteNameForPath, isAccountPagePath, pathFor, resolveRoutingKey } from './routes';
import { languages, type Language } from './variants';

/** Localized paths exactly as app-shell §2 lists them; null where the spec gives none. */
const specPaths: Record<RouteName, Record<Language, string | null>> = {
  index: { en: '/', it: '/', es: '/', fr: '/', de: '/' },
  'account/profile': {
    en: '/account/profile',
    it: '/account/profilo',
    es: '/cuenta/perfil',
    fr: '/comptes/profils',
    de: '/account/profil',
  },
  travels: { en: '/travels', it: '/viaggi', es: '/viajes', fr: '/voyages', de: '/reisen' },
  'travels/_tour': { en: '/travels/:tour', it: '/viaggi/:tour', es: null, fr: null, de: null },
  'travels/_tour/_traveler': {
    en: '/travels/:tour/:traveler',
    it: '/viaggi/:tour/:traveler',
    es: null,
    fr: null,
    de: null,
  },
  'account/registry': {
    en: '/account/registry',
    it: '/account/dati-personali',
    es: '/cuenta/mis-datos',
    fr: '/compte/mes-données',
    de: '/account/meine-daten',
  },
  'account/documents': {
    en: '/account/documents',
    it: '/account/documenti',
    es: '/cuenta/mis-documentos',
    fr: '/compte/documents',
    de: '/account/meine-dokumente',
  },
  'account/communications': {
    en: '/account/consents',
    it: '/account/consensi',
    es: '/cuenta/permisos',
    fr: '/comptes/autorisations',
    de: '/account/datenschutz',
  },
  'account/credits': {
    en: '/account/credits',
    it: '/account/crediti',
    es: '/cuenta/creditos',
    fr: '/compte/mes-crédits',
    de: '/account/mein-guthaben',
  },
  'account/devices': {
    en: '/account/devices',
    it: '/account/dispositivi',
    es: '/cuenta/dispositivos',
    fr: '/compte/appareils',
    de: '/account/geräte',
  },
  'account/delete': {
    en: '/account/delete',
    it: '/account/elimina',
    es: '/cuenta/eliminar',
    fr: '/compte/supprimer',
    de: '/account/konto-löschen',
  },
  'account/data': {
    en: '/account/data',
    it: '/account/scarica-dati',
    es: '/cuenta/descargar-datos',
    fr: '/compte/télécharger-mes-données',
    de: '/account/daten-herunterladen',
  },
  'account/passkeys': {
    en: '/account/passkeys',
    it: '/account/passkey',
    es: '/cuenta/llaves-de-acceso',
    fr: '/compte/clés-d-accès',
    de: '/account/passkeys',
  },
  'account/wishlist': {
    en: '/account/wishlist',
    it: '/account/preferiti',
    es: '/cuenta/favoritos',
    fr: '/comptes/favoris',
    de: '/account/Favoriten',
  },
  'notify-me': {
    en: '/notify-me',
    it: '/avvisami',
    es: '/avisame',
    fr: '/notifie-moi',
    de: '/benachrichtigungen',
  },
  'notify-me/_token': {
    en: '/notify-me/:token?',
    it: '/notify-me/:token?',
    es: '/notify-me/:token?',
    fr: '/notify-me/:token?',
    de: '/notify-me/:token?',
  },
  partnership: {
    en: '/partnerships',
    it: '/partnership',
    es: '/asociaciones',
    fr: '/partenariat',
    de: '/partnership',
  },
  'refer-friend': {
    en: '/refer-friend',
    it: '/invita-amico',
    es: '/recomienda-amigo',
    fr: '/parraine-ami',
    de: '/freunde-einladen',
  },
  contacts: {
    en: '/contact-us',
    it: '/contattaci',
    es: '/contáctanos',
    fr: '/contacte-nous',
    de: '/kontaktiere-uns',
  },
  logout: { en: '/logout', it: null, es: '/cerrar-sesión', fr: '/se déconnecter', de: null },
  'auth/confirm-email/_token': {
    en: '/auth/confirm-email/:token?',
    it: '/auth/confirm-email/:token?',
    es: '/auth/confirm-email/:token?',
    fr: '/auth/confirm-email/:token?',
    de: '/auth/confirm-email/:token?',
  },
};

const languageArb = fc.constantFrom<Language>(...languages);
const routeArb = fc.constantFrom<RouteName>(...routeNames);
const paramArb = fc.string({ minLength: 1, unit: 'grapheme' });

function paramsOf(pattern: string): string[] {
  return [...pattern.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '');
}

describe('routePatterns', () => {
  it('has every route name in every language, and nothing else', () => {
    for (const language of languages) {
      expect(Object.keys(routePatterns[language]).sort()).toEqual([...routeNames].sort());
    }
  });

  const listed = routeNames.flatMap((name) =>
    languages.flatMap((language) => {
      const path = specPaths[name][language];
      return path === null ? [] : [[language, name, path] as const];
    }),
  );
  it.each(listed)('%s %s is %s as the spec writes it', (language, name, path) => {
    expect(routePatterns[language][name]).toBe(path);
  });

  it.each(['it', 'de'] as const)(
    '%s logout, absent from the spec, falls back to the English path',
    (language) => {
      expect(routePatterns[language].logout).toBe('/logout');
    },
  );

  it.each([
    ['es', '/viajes'],
    ['fr', '/voyages'],
    ['de', '/reisen'],
  ] as const)('%s tour pages are sub-paths of %s', (language, travels) => {
    expect(routePatterns[language]['travels/_tour']).toBe(`${travels}/:tour`);
    expect(routePatterns[language]['travels/_tour/_traveler']).toBe(`${travels}/:tour/:traveler`);
  });

  it.each(languages)('%s: no two routes share a path', (language) => {
    const paths = Object.values(routePatterns[language]);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('adds the sign-in paths', () => {
    expect(signInPaths).toEqual({
      login: '/login',
      callback: '/login/redirect',
      logout: '/logout',
    });
  });
});

describe('pathFor', () => {
  it.each([
    ['index', undefined, 'en', '/'],
    ['travels', undefined, 'it', '/viaggi'],
    ['travels/_tour', { tour: 'abc' }, 'it', '/viaggi/abc'],
    ['travels/_tour/_traveler', { tour: 'abc', traveler: 42 }, 'en', '/travels/abc/42'],
    ['travels/_tour/_traveler', { tour: 'abc', traveler: 42 }, 'es', '/viajes/abc/42'],
    ['account/profile', {}, 'fr', '/comptes/profils'],
    ['contacts', undefined, 'es', '/contáctanos'],
    ['logout', undefined, 'es', '/cerrar-sesión'],
    ['logout', undefined, 'fr', '/se déconnecter'],
    ['account/wishlist', undefined, 'de', '/account/Favoriten'],
    ['notify-me/_token', { token: 't0k' }, 'de', '/notify-me/t0k'],
    ['notify-me/_token', undefined, 'it', '/notify-me'],
    ['notify-me/_token', { token: '' }, 'en', '/notify-me'],
    ['auth/confirm-email/_token', { token: 'x' }, 'fr', '/auth/confirm-email/x'],
    ['auth/confirm-email/_token', {}, 'en', '/auth/confirm-email'],
    ['account/credits', { unused: 'x' }, 'en', '/account/credits'],
  ] as const)('%s %j in %s -> %s', (name, params, language, expected) => {
    const warn = vi.fn();
    expect(pathFor(name, params, language, warn)).toBe(expected);
    expect(warn).not.toHaveBeenCalled();
  });

  it.each([
    ['a/b', 'a%2Fb'],
    ['rome & venice', 'rome%20%26%20venice'],
    ['città', 'citt%C3%A0'],
    ['100%', '100%25'],
    ['?#', '%3F%23'],
  ])('URI-encodes the parameter %j as %s', (tour, encoded) => {
    expect(pathFor('travels/_tour', { tour }, 'en', vi.fn())).toBe(`/travels/${encoded}`);
  });

  it.each([
    ['an unknown route name', 'nowhere', { tour: 'x' }, 'no route named "nowhere"'],
    ['a route name of another spelling', 'account-profile', undefined, 'no route named'],
    ['an inherited key', 'toString', undefined, 'no route named'],
    ['a missing parameter', 'travels/_tour', {}, 'needs the parameter "tour"'],
    ['no parameters at all', 'travels/_tour', undefined, 'needs the parameter "tour"'],
    ['an empty parameter', 'travels/_tour', { tour: '' }, 'needs the parameter "tour"'],
    [
      'one of two parameters',
      'travels/_tour/_traveler',
      { tour: 'a' },
      'needs the parameter "traveler"',
    ],
  ])('gives an empty path and one warning for %s', (_case, name, params, message) => {
    const warn = vi.fn();
    expect(pathFor(name, params, 'en', warn)).toBe('');
    expect(warn).toHaveBeenCalledOnce();
    expect(warn.mock.calls[0]?.[0]).toContain(message);
  });

  it('warns once for a parameter that cannot be encoded (a lone surrogate)', () => {
    const warn = vi.fn();
    expect(pathFor('travels/_tour', { tour: '\uD800' }, 'en', warn)).toBe('');
    expect(warn).toHaveBeenCalledOnce();
  });

  it('warns with console.warn by default', () => {
    const spy = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      expect(pathFor('nowhere', undefined, 'en')).toBe('');
      expect(spy).toHaveBeenCalledOnce();
    } finally {
      spy.mockRestore();
    }
  });

  it('property: every route builds a path in every language once its parameters are given', () => {
    fc.assert(
      fc.property(routeArb, languageArb, paramArb, paramArb, (name, language, tour, traveler) => {
        const warn = vi.fn();
        const path = pathFor(name, { tour, traveler, token: tour }, language, warn);
        expect(path.startsWith('/')).toBe(true);
        expect(warn).not.toHaveBeenCalled();
      }),
    );
  });
});

describe('getRouteNameForPath', () => {
  it.each([
    ['/', 'en', 'index', {}],
    ['', 'it', 'index', {}],
    ['/travels', 'en', 'travels', {}],
    ['/travels/', 'en', 'travels', {}],
    ['/viaggi/abc', 'it', 'travels/_tour', { tour: 'abc' }],
    ['/viajes/abc/7', 'es', 'travels/_tour/_traveler', { tour: 'abc', traveler: '7' }],
    ['/contáctanos', 'es', 'contacts', {}],
    ['/cont%C3%A1ctanos', 'es', 'contacts', {}],
    ['/conta\u0301ctanos', 'es', 'contacts', {}],
    ['/cerrar-sesi%C3%B3n', 'es', 'logout', {}],
    ['/se déconnecter', 'fr', 'logout', {}],
    ['/se%20d%C3%A9connecter', 'fr', 'logout', {}],
    ['/compte/mes-donn%C3%A9es', 'fr', 'account/registry', {}],
    ['/account/Favoriten', 'de', 'account/wishlist', {}],
    ['/account/favoriten', 'de', 'account/wishlist', {}],
    ['/notify-me', 'en', 'notify-me', {}],
    ['/notify-me/abc', 'en', 'notify-me/_token', { token: 'abc' }],
    ['/notify-me', 'it', 'notify-me/_token', {}],
    ['/avvisami', 'it', 'notify-me', {}],
    ['/auth/confirm-email', 'de', 'auth/confirm-email/_token', {}],
    ['/auth/confirm-email/t', 'de', 'auth/confirm-email/_token', { token: 't' }],
    ['/travels/rome%20%26%20venice', 'en', 'travels/_tour', { tour: 'rome & venice' }],
    ['/travels/a%2Fb', 'en', 'travels/_tour', { tour: 'a/b' }],
    ['/travels/100%', 'en', 'travels/_tour', { tour: '100%' }],
    ['/logout', 'it', 'logout', {}],
  ] as const)('%j in %s is %s %j', (pathname, language, name, params) => {
    expect(getRouteNameForPath({ pathname, language })).toEqual({ name, params });
  });

  it.each([
    ['/viaggi', 'en'],
    ['/travels/a/b/c', 'en'],
    ['/account', 'en'],
    ['/nowhere', 'de'],
    ['/login', 'en'],
    ['/notify-me/a/b', 'en'],
  ] as const)('%j is no route in %s', (pathname, language) => {
    expect(getRouteNameForPath({ pathname, language })).toBeNull();
  });

  it('property: it finds the route and parameters pathFor built', () => {
    fc.assert(
      fc.property(routeArb, languageArb, paramArb, paramArb, (name, language, tour, traveler) => {
        const pattern = routePatterns[language][name];
        const all: Record<string, string> = { tour, traveler, token: tour };
        const params = Object.fromEntries(
          paramsOf(pattern).map((param) => [param, all[param] ?? '']),
        );
        const path = pathFor(name, params, language, vi.fn());
        expect(getRouteNameForPath({ pathname: path, language })).toEqual({ name, params });
        expect(getRouteNameForPath({ pathname: encodeURI(path), language })?.name).toBe(name);
      }),
    );
  });
});

describe('resolveRoutingKey', () => {
  it.each([
    [
      '?routingKey=travels/_tour&p.tour=abc&utm=1',
      'en',
      { path: '/travels/abc', search: '?utm=1' },
    ],
    ['routingKey=travels', 'it', { path: '/viaggi', search: '' }],
    [
      '?routingKey=contacts&utm_source=mail&utm_medium=x',
      'es',
      { path: '/contáctanos', search: '?utm_source=mail&utm_medium=x' },
    ],
    [
      '?p.tour=a&routingKey=travels%2F_tour%2F_traveler&p.traveler=b%20c',
      'de',
      { path: '/reisen/a/b%20c', search: '' },
    ],
    ['?routingKey=notify-me%2F_token', 'fr', { path: '/notify-me', search: '' }],
    [
      '?routingKey=travels/_tour&p.tour=first&p.tour=second',
      'en',
      { path: '/travels/first', search: '' },
    ],
    ['?routingKey=travels&tag=a&tag=b', 'en', { path: '/travels', search: '?tag=a&tag=b' }],
    ['?routingKey=travels&p.extra=1', 'en', { path: '/travels', search: '' }],
  ] as const)('%s in %s -> %j', (search, language, expected) => {
    const warn = vi.fn();
    expect(resolveRoutingKey({ search, language, warn })).toEqual(expected);
    expect(warn).not.toHaveBeenCalled();
  });

  it.each(['', '?', '?utm=1', '?routingKey=', '?p.tour=abc'])(
    'is null without a routing key: %j',
    (search) => {
      const warn = vi.fn();
      expect(resolveRoutingKey({ search, language: 'en', warn })).toBeNull();
      expect(warn).not.toHaveBeenCalled();
    },
  );

  it.each([
    ['?routingKey=nowhere', 'no route named'],
    ['?routingKey=travels/_tour', 'needs the parameter "tour"'],
    ['?routingKey=travels/_tour&tour=abc', 'needs the parameter "tour"'],
  ])('is null and warns once when the path cannot be built: %s', (search, message) => {
    const warn = vi.fn();
    expect(resolveRoutingKey({ search, language: 'en', warn })).toBeNull();
    expect(warn).toHaveBeenCalledOnce();
    expect(warn.mock.calls[0]?.[0]).toContain(message);
  });
});

describe('isAccountPagePath', () => {
  it.each([
    ['/', true],
    ['/travels/WF-26-01041', true],
    ['/viaggi/WF-26-01041/0b7d3a6e', true],
    ['/cuenta/perfil', true],
    ['/Reisen/', true],
    ['/notify-me/abc', true],
    ['/no/such/place', false],
    ['/travels/WF-26-01041/a/b', false],
    ['/account', false],
    ['/accounts/profile', false],
  ])('%s -> %s', (pathname, expected) => {
    expect(isAccountPagePath(pathname)).toBe(expected);
  });

  it('knows every route of every language', () => {
    for (const language of languages) {
      for (const name of routeNames) {
        const path = pathFor(name, { tour: 'WF-26-01041', traveler: 't1', token: 'x' }, language);
        expect(isAccountPagePath(path)).toBe(true);
      }
    }
  });
});
