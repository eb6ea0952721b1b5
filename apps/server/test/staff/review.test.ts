import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffApiPaths } from '@wayfarer/contract';
import { identityDocuments } from '../../src/db/schema-documents';
import { mailMessages } from '../../src/db/schema-mail';
import { staffAuditLog } from '../../src/db/schema-staff';
import { webhookEvents } from '../../src/db/schema-webhooks';
import { demoStaff, unnamedTraveller } from '../../src/db/seed/staff';
import { demoPassword, demoTravellers } from '../../src/db/seed/users';
import { documentFiles } from '../../src/modules/documents/files';
import { documentFileKey } from '../../src/modules/documents/service';
import { prepareDocumentImage } from '../../src/modules/documents/image';
import { buildTestApp, type TestApp } from '../helpers/app';
import { signIn } from '../helpers/sign-in';
import { spaHeaders } from '../documents/helpers';
import { fixturesDir } from '../documents/fixtures';
import { signInStaff } from './helpers';

let t: TestApp;
let reviewer: string;
let reviewer2: string;
let admin: string;
let traveller: string;
/** A document "to validate" with an image, uploaded from the Italian site. */
const withImage = randomUUID();
/** The demo traveller's driving licence, seeded "to validate". */
let licenceId: string;
let stored: Buffer | undefined;

beforeAll(async () => {
  t = await buildTestApp();
  reviewer = (await signInStaff(t.app, demoStaff.reviewer)).cookie;
  reviewer2 = (await signInStaff(t.app, demoStaff.reviewer2)).cookie;
  admin = (await signInStaff(t.app, demoStaff.admin)).cookie;
  traveller = (await signIn(t.app, { email: demoTravellers.demo.email, password: demoPassword }))
    .cookie;
  const [licence] = await t.database.db
    .select({ id: identityDocuments.id })
    .from(identityDocuments)
    .where(
      and(
        eq(identityDocuments.userId, demoTravellers.demo.id),
        eq(identityDocuments.type, 'DRIVING_LICENCE'),
      ),
    );
  licenceId = licence!.id;
  const files = await documentFiles(t.app);
  const fileKey = documentFileKey(unnamedTraveller.id, withImage);
  const image = (await prepareDocumentImage(await readFile(`${fixturesDir}passport-rossi.png`)))
    .content;
  await files.put(fileKey, image);
  stored = image;
  await t.database.db.insert(identityDocuments).values({
    id: withImage,
    userId: unnamedTraveller.id,
    type: 'PASSPORT',
    number: 'YA8213457',
    issuingCountry: 'IT',
    issueDate: '2021-03-09',
    expiryDate: '2031-03-08',
    status: 'TO_VALIDATE',
    fileKey,
    fileSize: image.length,
    variant: 'italy',
    verification: {
      outcome: 'TO_VALIDATE',
      fields: [],
      image: [],
      reviewReason: 'PROFILE_NAME_MISSING',
      verifiedAt: new Date().toISOString(),
    },
    createdAt: new Date(Date.now() + 1000),
  });
});
afterAll(async () => t?.close());

const at = (path: string, docId: string) => path.replace(':docId', docId);
const post = (cookie: string, url: string, payload?: object) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { cookie, ...spaHeaders },
    ...(payload ? { payload } : {}),
  });

describe('the review queue', () => {
  it('lists the documents to validate, oldest first, with why they came to a person', async () => {
    const res = await t.app.inject({ url: staffApiPaths.documents, headers: { cookie: reviewer } });
    expect(res.statusCode).toBe(200);
    const ids = res.json().data.map((d: { id: string }) => d.id);
    expect(ids).toEqual([licenceId, withImage]);
    expect(res.json().data[1]).toMatchObject({
      type: 'PASSPORT',
      reviewReason: 'PROFILE_NAME_MISSING',
      claimedUntil: null,
    });
  });

  it('shows what the traveller typed and what the reader found', async () => {
    const res = await t.app.inject({
      url: at(staffApiPaths.document, licenceId),
      headers: { cookie: reviewer },
    });
    expect(res.json().data).toMatchObject({
      typed: { type: 'DRIVING_LICENCE', number: 'BO5123456K', firstName: 'Giulia' },
      verification: { reviewReason: 'PRINTED_FIELDS_UNREADABLE' },
      traveller: { email: 'demo@wayfarer.test' },
      hasImage: false,
    });
  });
});

describe('bad input', () => {
  it('answers 400 for a document id that is no id', async () => {
    const res = await t.app.inject({
      url: at(staffApiPaths.document, 'not-an-id'),
      headers: { cookie: reviewer },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
  });
});

describe('the image', () => {
  it('is streamed decrypted, never cached nor indexed, and each view is audited', async () => {
    const res = await t.app.inject({
      url: at(staffApiPaths.documentImage, withImage),
      headers: { cookie: reviewer },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.rawPayload.equals(stored!)).toBe(true);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-robots-tag']).toBe('noindex');
    const views = await t.database.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.action, 'document.image.viewed'));
    expect(views).toMatchObject([
      { staffEmail: 'reviewer@wayfarer.test', subject: `document:${withImage}` },
    ]);
  });
});

describe('claims and decisions', () => {
  it('lets one reviewer claim a document; the second gets 409', async () => {
    expect((await post(reviewer, at(staffApiPaths.documentClaim, withImage))).statusCode).toBe(200);
    const second = await post(reviewer2, at(staffApiPaths.documentClaim, withImage));
    expect(second.statusCode).toBe(409);
    expect(second.json().error.code).toBe('CONFLICT');
    const decided = await post(reviewer2, at(staffApiPaths.documentDecision, withImage), {
      decision: 'APPROVED',
    });
    expect(decided.statusCode).toBe(409);
  });

  it('refuses a reason the spec does not have', async () => {
    const res = await post(reviewer, at(staffApiPaths.documentDecision, withImage), {
      decision: 'REJECTED',
      reason: 'UGLY',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
  });

  it('approves: status, Italian e-mail, webhook, audit', async () => {
    const res = await post(reviewer, at(staffApiPaths.documentDecision, withImage), {
      decision: 'APPROVED',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.status).toBe('APPROVED');
    const [row] = await t.database.db
      .select()
      .from(identityDocuments)
      .where(eq(identityDocuments.id, withImage));
    expect(row).toMatchObject({ status: 'APPROVED', reviewedBy: demoStaff.reviewer.id });
    expect(row!.verification).toMatchObject({ outcome: 'APPROVED', fields: [], image: [] });
    const mails = await t.database.db
      .select()
      .from(mailMessages)
      .where(eq(mailMessages.toAddress, unnamedTraveller.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ language: 'it', template: 'document-reviewed' });
    expect(mails[0]!.subject).toContain('approvato');
    const events = await t.database.db
      .select()
      .from(webhookEvents)
      .where(eq(webhookEvents.type, 'document.verified'));
    expect(
      events.map((e) => (e.payload as { data: { documentId: string } }).data.documentId),
    ).toContain(withImage);
    // Decided once: a second decision finds nothing to decide.
    const again = await post(reviewer, at(staffApiPaths.documentDecision, withImage), {
      decision: 'APPROVED',
    });
    expect(again.statusCode).toBe(409);
  });

  it('rejects with a reason the traveller then sees on their document', async () => {
    expect((await post(admin, at(staffApiPaths.documentClaim, licenceId))).statusCode).toBe(200);
    const res = await post(admin, at(staffApiPaths.documentDecision, licenceId), {
      decision: 'REJECTED',
      reason: 'EXPIRY_DATE_MISMATCH',
    });
    expect(res.statusCode, res.body).toBe(200);
    const mine = await t.app.inject({
      url: `/api/users/${demoTravellers.demo.id}/documents`,
      headers: { cookie: traveller },
    });
    const licence = mine.json().data.find((d: { id: string }) => d.id === licenceId);
    expect(licence).toMatchObject({
      status: 'REJECTED',
      verification: { outcome: 'REJECTED', fields: [{ field: 'expiryDate', problem: 'MISMATCH' }] },
    });
    const [mail] = await t.database.db
      .select()
      .from(mailMessages)
      .where(eq(mailMessages.toAddress, demoTravellers.demo.email));
    expect(mail!.text).toContain('expiry date');
    const queue = await t.app.inject({ url: staffApiPaths.documents, headers: { cookie: admin } });
    expect(queue.json().data).toEqual([]);
  });
});

describe('the audit log', () => {
  it('holds every action, can be searched and exported by an admin, and cannot be changed', async () => {
    const res = await t.app.inject({
      url: `${staffApiPaths.audit}?q=${licenceId}`,
      headers: { cookie: admin },
    });
    const actions = res.json().data.map((e: { action: string }) => e.action);
    expect(actions).toEqual(['document.rejected', 'document.claimed', 'document.viewed']);
    expect(res.json().data[0].reason).toBe('EXPIRY_DATE_MISMATCH');
    const csv = await t.app.inject({
      url: `${staffApiPaths.auditCsv}?q=reviewer2`,
      headers: { cookie: admin },
    });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split('\r\n')[0]).toBe('id,at,staffEmail,action,subject,reason');
    await expect(
      t.database.db.execute(sql`update staff_audit_log set reason = 'changed'`),
    ).rejects.toThrow();
    await expect(t.database.db.execute(sql`delete from staff_audit_log`)).rejects.toThrow();
  });
});
