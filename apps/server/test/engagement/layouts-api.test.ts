import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { layoutsResponseSchema } from '@wayfarer/contract';
import { catalogLayouts } from '../../src/db/schema';
import { buildTestApp, type TestApp } from '../helpers/app';
import { signIn } from '../helpers/sign-in';
import { demoPassword, demoTravellers } from '../../src/db/seed/users';
import { call, expectError } from './helpers';

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await buildTestApp();
  ({ cookie } = await signIn(t.app, {
    email: demoTravellers.demo.email,
    password: demoPassword,
  }));
});
afterAll(() => t.close());

const footerOn = async (host: string) => {
  const res = await call(t, 'GET', '/api/catalog/layouts', { cookie, headers: { host } });
  expect(res.statusCode).toBe(200);
  return layoutsResponseSchema.parse(res.json()).data.footer.content.footerMessage;
};

describe('GET /api/catalog/layouts', () => {
  it("answers the footer of the request's site, its formatting and links kept", async () => {
    const english = await footerOn('localhost:3000');
    expect(english).toContain('<strong>Wayfarer Travel Ltd</strong>');
    expect(english).toContain('<a href="https://www.wayfarer.travel/en/terms">');
    const italian = await footerOn('it.localhost:3000');
    expect(italian).toContain('<a href="https://www.wayfarer.travel/it/');
    expect(italian).not.toBe(english);
  });

  it('cleans the footer message of scripts, handlers, forms and unsafe links', async () => {
    const [row] = await t.database.db
      .select()
      .from(catalogLayouts)
      .where(eq(catalogLayouts.variant, 'spain'));
    const content = row!.content as { footer: { content: { footerMessage: string } } };
    content.footer.content.footerMessage =
      '<p onclick="alert(1)">Hola <strong>viajero</strong><script>alert(1)</script></p>' +
      '<a href="javascript:alert(1)">mal</a> <a href="https://ok.test" target="x">bien</a>' +
      '<form action="https://evil.test"><input name="card"></form><style>p{}</style>' +
      '<img src="x" onerror="alert(1)"><iframe src="https://evil.test"></iframe>';
    await t.database.db
      .update(catalogLayouts)
      .set({ content })
      .where(eq(catalogLayouts.variant, 'spain'));
    expect(await footerOn('es.localhost:3000')).toBe(
      '<p>Hola <strong>viajero</strong></p><a>mal</a> ' +
        '<a href="https://ok.test" target="_blank" rel="noopener noreferrer">bien</a>',
    );
  });

  it('answers 404 for a site without footer content', async () => {
    await t.database.db.delete(catalogLayouts).where(eq(catalogLayouts.variant, 'france'));
    const res = await call(t, 'GET', '/api/catalog/layouts', {
      cookie,
      headers: { host: 'fr.localhost:3000' },
    });
    expectError(res, 404, 'NOT_FOUND');
  });

  it('answers 401 without a session', async () => {
    expectError(await call(t, 'GET', '/api/catalog/layouts'), 401, 'UNAUTHENTICATED');
  });
});
