import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { variants, type VariantId } from '@wayfarer/domain';
import { mailMessages as mailRows } from '../../src/db/schema-mail';
import { mailMessages } from '../../src/mail/messages';
import { inviteTraveller } from '../../src/modules/invitations/service';
import { buildTestApp, type TestApp } from '../helpers/app';
import { freePort } from '../helpers/server-process';
import {
  attempted,
  createTraveller,
  invitationLink,
  invite,
  mailTestEnv,
  storedMessage,
} from './helpers';
import { startSmtpServer, type TestSmtpServer } from './smtp';

describe('mail through SMTP', () => {
  let smtp: TestSmtpServer;
  let test: TestApp;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    test = await buildTestApp(
      { ...mailTestEnv, SMTP_URL: smtp.url, MAIL_FROM: 'Wayfarer Travel <hello@wayfarer.example>' },
      { seed: false },
    );
  });
  afterAll(async () => {
    await test?.close();
    await smtp?.close();
  });

  const cases: [VariantId, string][] = [
    ['international', 'en'],
    ['italy', 'it'],
    ['spain', 'es'],
    ['france', 'fr'],
    ['germany', 'de'],
  ];
  for (const [variant, language] of cases) {
    it(`sends the invitation in ${language} with an HTML and a text part (${variant})`, async () => {
      const { app } = test;
      const traveller = await createTraveller(app, 'Ada');
      const { mailId } = await invite(app, traveller.id, variant);

      const [received] = smtp.to(traveller.email);
      expect(received).toBeDefined();
      const t = mailMessages[language as keyof typeof mailMessages];
      expect(received!.subject).toBe(t.invitationSubject);
      expect(received!.from?.value[0]).toEqual({
        name: 'Wayfarer Travel',
        address: 'hello@wayfarer.example',
      });
      expect(received!.headers.get('content-language')).toBe(language);
      // Both parts: the HTML with its button, the text with the same link and the sign-off.
      const link = invitationLink(received!.text ?? '');
      expect(received!.html).toContain(`href="${link.href}"`);
      expect(received!.html).toContain(`lang="${language}"`);
      expect(received!.text).toContain(t.invitationAction);
      expect(received!.text).toContain(t.team);
      expect(received!.text).toContain(variants[variant].publicWebsiteUrl);
      expect(received!.text).toContain(traveller.email);

      const row = await storedMessage(app, mailId);
      expect(row.status).toBe('sent');
      expect(row.messageId).toBe(received!.messageId);
      // Once sent, the table keeps no working link: the token is blanked in both parts.
      const token = link.searchParams.get('token')!;
      expect(row.text).not.toContain(token);
      expect(row.html).not.toContain(token);
      expect(row.text).toContain('/invitation?token=[sent]');
    });
  }

  it('sends nothing for a change that rolled back', async () => {
    const { app } = test;
    const traveller = await createTraveller(app);
    await expect(
      app.db.transaction(async (tx) => {
        await inviteTraveller(tx, { userId: traveller.id, variant: 'italy' });
        throw new Error('the import of this booking failed');
      }),
    ).rejects.toThrow('the import of this booking failed');
    app.mail.deliverSoon();
    await app.mail.idle();
    // A later invitation still arrives, so delivery did run.
    const other = await createTraveller(app);
    await invite(app, other.id);
    expect(smtp.to(other.email)).toHaveLength(1);

    expect(smtp.to(traveller.email)).toHaveLength(0);
    const rows = await app.db
      .select()
      .from(mailRows)
      .where(eq(mailRows.toAddress, traveller.email));
    expect(rows).toHaveLength(0);
  });

  it('delivers at start what was written but not delivered before', async () => {
    const { app, database } = test;
    const traveller = await createTraveller(app);
    // Written by an instance that stopped before delivering it.
    const { mailId } = await app.db.transaction((tx) =>
      inviteTraveller(tx, { userId: traveller.id, variant: 'france' }),
    );
    expect((await storedMessage(app, mailId)).status).toBe('pending');

    const { buildApp } = await import('../../src/app');
    const second = await buildApp({ config: app.config, database, serveWeb: false });
    await second.ready();
    await attempted(app, mailId);
    await second.close();
    expect(smtp.to(traveller.email)).toHaveLength(1);
    expect((await storedMessage(app, mailId)).status).toBe('sent');
  });
});

describe('mail when the SMTP server does not answer', () => {
  let test: TestApp;

  beforeAll(async () => {
    test = await buildTestApp(
      { ...mailTestEnv, SMTP_URL: `smtp://127.0.0.1:${await freePort()}` },
      { seed: false },
    );
  });
  afterAll(async () => test?.close());

  it('keeps the message pending and tries again later', async () => {
    const { app } = test;
    const traveller = await createTraveller(app);
    const before = Date.now();
    const { mailId } = await invite(app, traveller.id);
    const row = await storedMessage(app, mailId);
    expect(row.status).toBe('pending');
    expect(row.attempts).toBe(1);
    expect(row.lastError).toBeTruthy();
    expect(row.nextAttemptAt.getTime()).toBeGreaterThan(before);

    // Not due yet: another round leaves it alone.
    expect(await app.mail.sender.deliverPending()).toBe(0);
    expect((await storedMessage(app, mailId)).attempts).toBe(1);

    // Due again (the clock moved past its retry time): tried a second time.
    await app.db
      .update(mailRows)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(mailRows.id, mailId));
    await app.mail.sender.deliverPending();
    expect((await storedMessage(app, mailId)).attempts).toBe(2);
  });

  it('gives a message up after its last attempt', async () => {
    const { app } = test;
    const traveller = await createTraveller(app);
    const { mailId } = await invite(app, traveller.id);
    await app.db
      .update(mailRows)
      .set({ attempts: 7, nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(mailRows.id, mailId));
    await app.mail.sender.deliverPending();
    const row = await storedMessage(app, mailId);
    expect(row.status).toBe('failed');
    expect(row.attempts).toBe(8);
  });
});

describe('the local mailbox (no SMTP server)', () => {
  let test: TestApp;

  beforeAll(async () => {
    test = await buildTestApp(mailTestEnv, {
      seed: false,
      // An operator write that opens an account, as the booking upsert does; it announces nothing.
      extend: (app) =>
        app.post<{ Body: { userId: string } }>('/api/operator/v1/probe', async (request) => {
          await app.db.transaction((tx) =>
            inviteTraveller(tx, { userId: request.body.userId, variant: 'spain' }),
          );
          return { ok: true };
        }),
    });
  });

  it('delivers right after an operator write that queued mail', async () => {
    const { app } = test;
    const traveller = await createTraveller(app);
    const response = await app.inject({
      method: 'POST',
      url: '/api/operator/v1/probe',
      payload: { userId: traveller.id },
    });
    expect(response.statusCode).toBe(200);
    const [row] = await app.db
      .select()
      .from(mailRows)
      .where(eq(mailRows.toAddress, traveller.email));
    // Well before the 30-second relay would have found it.
    await attempted(app, row!.id);
    expect((await storedMessage(app, row!.id)).status).toBe('delivered');
  });
  afterAll(async () => test?.close());

  it('keeps the message, delivered, and shows it at the mailbox page', async () => {
    const { app } = test;
    const traveller = await createTraveller(app, 'Grace');
    const { mailId } = await invite(app, traveller.id, 'germany');
    const row = await storedMessage(app, mailId);
    expect(row.status).toBe('delivered');
    expect(row.deliveredAt).toBeInstanceOf(Date);

    const list = await app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-type']).toContain('text/html');
    expect(list.body).toContain(traveller.email);
    expect(list.body).toContain(`href="/dev/mailbox/${mailId}"`);
    expect(list.body).toContain(mailMessages.de.invitationSubject);

    const shown = await app.inject({ method: 'GET', url: `/dev/mailbox/${mailId}` });
    expect(shown.statusCode).toBe(200);
    // The HTML part in a sandboxed frame of its own origin where no script may run; the text part.
    const frame = /<iframe[^>]+sandbox="([^"]*)"[^>]+srcdoc="([^"]*)"/.exec(shown.body);
    expect(frame).not.toBeNull();
    expect(frame![1]).not.toContain('allow-same-origin');
    expect(frame![2]).toContain(
      `&lt;meta http-equiv=&quot;Content-Security-Policy&quot; content=&quot;default-src &#39;none&#39;;`,
    );
    expect(shown.body).toContain('Hallo Grace,');
    expect(shown.body).toContain(invitationLink(row.text).search.replaceAll('&', '&amp;'));
  });

  it('escapes what a message holds and answers 404 for an unknown one', async () => {
    const { app } = test;
    const traveller = await createTraveller(app, '<script>alert(1)</script>');
    await invite(app, traveller.id);
    const [row] = await app.db
      .select()
      .from(mailRows)
      .where(eq(mailRows.toAddress, traveller.email));
    const shown = await app.inject({ method: 'GET', url: `/dev/mailbox/${row!.id}` });
    expect(shown.body).not.toContain('<script>alert(1)</script>');

    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id', '..%2F..%2Fetc']) {
      const missing = await app.inject({ method: 'GET', url: `/dev/mailbox/${id}` });
      expect(missing.statusCode).toBe(404);
    }
  });
});

describe('the mailbox page is absent', () => {
  describe('when an SMTP server is configured', () => {
    let test: TestApp;
    beforeAll(async () => {
      test = await buildTestApp(
        { ...mailTestEnv, SMTP_URL: 'smtp://127.0.0.1:2525' },
        { seed: false },
      );
    });
    afterAll(async () => test?.close());

    it('answers 404', async () => {
      const response = await test.app.inject({ method: 'GET', url: '/dev/mailbox' });
      expect(response.statusCode).toBe(404);
    });
  });

  it('outside demo mode', async () => {
    const { loadConfig } = await import('../../src/config');
    expect(loadConfig({ DEMO_MODE: 'false' }).mail.mailboxPage).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://db/wayfarer' }).mail.mailboxPage).toBe(false);
    expect(loadConfig({}).mail.mailboxPage).toBe(true);
  });
});

describe('mail configuration', () => {
  it('refuses an SMTP_URL that is not smtp:// or smtps://', async () => {
    const { loadConfig } = await import('../../src/config');
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ MAIL_FROM: 'nobody' })).toThrow(/MAIL_FROM/);
    expect(loadConfig({ SMTP_URL: 'smtps://user:pass@mail.example:465' }).mail).toMatchObject({
      smtpUrl: 'smtps://user:pass@mail.example:465',
      mailboxPage: false,
    });
  });
});
