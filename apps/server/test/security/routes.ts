import type { App } from '../../src/app';
import { demoPassword, demoTravellers } from '../../src/db/seed/users';
import { buildTestApp } from '../helpers/app';
import { signIn } from '../helpers/sign-in';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ContractRoute {
  method: Method;
  /** The OpenAPI path, e.g. `/api/users/{id}/addresses`. */
  template: string;
  /** The same with the demo traveller's values in its parameters. */
  path: string;
  /** The request body's media type, when the route takes one. */
  consumes: string | undefined;
}

const parameterValues: Record<string, string> = {
  id: demoTravellers.demo.id,
  bookingId: 'WF-26-01041',
  docId: '5d1c7a9e-3f0b-4b6e-9a52-0c2d7e1f4a10',
  token: 'not-a-token',
  clientKey: 'wayfarer-embedded',
  userId: demoTravellers.demo.id,
  exportId: '5d1c7a9e-3f0b-4b6e-9a52-0c2d7e1f4a10',
  format: 'json',
};

/**
 * Every operation of the API reference, which the server generates from the contract schemas of
 * the routes it registered: a new route is in this list without anyone adding it.
 */
export function contractRoutes(app: App): ContractRoute[] {
  const spec = app.swagger() as {
    paths: Record<string, Record<string, { requestBody?: { content?: Record<string, unknown> } }>>;
  };
  return Object.entries(spec.paths).flatMap(([template, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({
      method: method.toUpperCase() as Method,
      template,
      path: template.replace(/\{(\w+)\}/g, (_match, name: string) => {
        const value = parameterValues[name];
        if (!value) throw new Error(`no test value for the path parameter ${name}`);
        return value;
      }),
      consumes: Object.keys(operation.requestBody?.content ?? {})[0],
    })),
  );
}

export const isWrite = (route: ContractRoute) => route.method !== 'GET';

/**
 * Other spellings of a path that a URL parser, a proxy or the router may read as the same one:
 * percent-encoded letters (both hex cases), encoded slashes, dot segments, doubled slashes, a
 * trailing slash, `;` parameters and other letter cases.
 */
export function pathSpellings(path: string): string[] {
  const [, first = '', ...rest] = path.split('/');
  const tail = rest.join('/');
  const hex = (char: string) => `%${char.charCodeAt(0).toString(16).padStart(2, '0')}`;
  const encodeAll = (segment: string) => [...segment].map(hex).join('');
  return [
    `/${hex(first[0]!)}${first.slice(1)}/${tail}`,
    `/${encodeAll(first)}/${tail}`,
    `/${encodeAll(first).toUpperCase()}/${tail}`,
    `/${first}/${tail.replace(/^(.)/, (char) => hex(char))}`,
    `/${first}%2F${tail}`,
    `/${first}%2f${tail}`,
    `/${first}/./${tail}`,
    `/./${first}/${tail}`,
    `/${first}/../${first}/${tail}`,
    `/${first}/%2e/${tail}`,
    `/${first}/x/%2e%2e/${tail}`,
    `/${first}//${tail}`,
    `//${first}/${tail}`,
    `${path}/`,
    `${path}//`,
    `${path};x=1`,
    `/${first};x=1/${tail}`,
    `/${first.toUpperCase()}/${tail}`,
    `/${first[0]!.toUpperCase()}${first.slice(1)}/${tail}`,
    `${path}?x=1`,
    `${path}%00`,
    `${path}%20`,
  ];
}

/** A test app with the demo traveller signed in, and the routes of its API reference. */
export async function signedInTestApp() {
  const t = await buildTestApp();
  const { cookie } = await signIn(t.app, {
    email: demoTravellers.demo.email,
    password: demoPassword,
  });
  return { t, cookie, routes: contractRoutes(t.app) };
}
