import { afterAll, describe, expect, it } from 'vitest';
import { csrfHeader, csrfHeaderValue } from '@wayfarer/contract';
import { openDatabase } from '../../src/db/client';
import { demoPassword, demoTravellers } from '../../src/db/seed/users';
import { startServerProcess, type ServerProcess } from '../helpers/server-process';
import { signInOverNetwork } from '../helpers/sign-in';
import { documentFixtures, fixtureImage } from './fixtures';
import { multipart } from './helpers';

const demo = demoTravellers.demo;
const credentials = { email: demo.email, password: demoPassword };
const env = {
  HOST: 'localhost',
  SHUTDOWN_TIMEOUT_MS: '6000',
  DOCUMENTS_VERIFICATION_WORKERS: '1',
};

interface Answer {
  status: number;
  body: unknown;
}

function imageBody(file: string, withFields: boolean) {
  const fixture = documentFixtures.find((candidate) => candidate.file === file)!;
  return multipart(withFields ? { type: fixture.type, ...fixture.entered } : {}, {
    filename: file,
    contentType: file.endsWith('.png') ? 'image/png' : 'image/jpeg',
    content: fixtureImage(fixture),
  });
}

async function post(
  server: ServerProcess,
  cookie: string,
  url: string,
  body: ReturnType<typeof multipart>,
): Promise<Answer> {
  const res = await fetch(`${server.origin}${url}`, {
    method: 'POST',
    headers: { cookie, [csrfHeader]: csrfHeaderValue, origin: server.origin, ...body.headers },
    body: body.payload,
  });
  return { status: res.status, body: await res.json() };
}

/** Resolves once the server has logged `count` incoming requests to the documents API. */
async function received(server: ServerProcess, count: number): Promise<void> {
  const incoming =
    /"method":"POST","url":"\/api\/users\/[^"]+\/documents[^"]*"[^\n]*"msg":"incoming request"/g;
  while ((server.output().match(incoming) ?? []).length < count) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('SIGTERM with document uploads and scans in flight', () => {
  const servers: ServerProcess[] = [];
  afterAll(async () => {
    // The later server first: the first one owns the data directory.
    for (const server of servers.reverse()) await server.cleanUp();
  });

  it(
    'answers every request, hands interrupted verifications back, exits 0, and the next start verifies them',
    { timeout: 180_000 },
    async () => {
      const first = await startServerProcess({ env });
      servers.push(first);
      const cookie = await signInOverNetwork(first.origin, credentials);
      const documentsUrl = `/api/users/${demo.id}/documents`;
      const uploads = ['passport-rossi.png', 'id-card-rossi.png', 'licence-rossi.png'].map((file) =>
        post(first, cookie, documentsUrl, imageBody(file, true)),
      );
      const scans = ['passport-rossi.png', 'id-card-rossi.png', 'id-card-mueller.jpg'].map((file) =>
        post(first, cookie, `${documentsUrl}/scan`, imageBody(file, false)),
      );
      await received(first, 6);
      first.child.kill('SIGTERM');

      const [uploadAnswers, scanAnswers] = await Promise.all([
        Promise.all(uploads),
        Promise.all(scans),
      ]);
      for (const answer of uploadAnswers)
        expect(answer.status, JSON.stringify(answer.body)).toBe(202);
      for (const answer of scanAnswers) {
        if (answer.status === 200) continue;
        expect(answer).toEqual({
          status: 503,
          body: { error: { code: 'SERVICE_UNAVAILABLE', message: expect.any(String) } },
        });
      }
      expect(await first.exited, first.output().slice(-4000)).toBe(0);

      // Nothing is left running on the instance that stopped, and no interrupted attempt counts:
      // the documents wait for the next one.
      const database = await openDatabase({ kind: 'pglite', dataDir: first.dataDir });
      const left = await database.query<{ id: string }>(
        `select document.id from identity_documents document
         where document.status = 'UPLOADED' and (document.verification_attempts > 0 or exists (
           select 1 from pgboss.job job where job.name = 'document-verification'
             and job.state = 'active' and job.data->>'documentId' = document.id::text))`,
      );
      await database.close();
      expect(left).toEqual([]);

      const second = await startServerProcess({ env, dataDir: first.dataDir });
      servers.push(second);
      const secondCookie = await signInOverNetwork(second.origin, credentials);
      for (;;) {
        const res = await fetch(`${second.origin}${documentsUrl}`, {
          headers: { cookie: secondCookie },
        });
        const { data } = (await res.json()) as { data: { type: string; status: string }[] };
        expect(data.map((document) => document.type).sort()).toEqual([
          'DRIVING_LICENCE',
          'IDENTITY_CARD',
          'PASSPORT',
        ]);
        if (data.every((document) => document.status !== 'UPLOADED')) break;
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    },
  );
});
