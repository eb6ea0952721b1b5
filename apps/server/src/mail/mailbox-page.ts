import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { uuidPattern } from '../auth/accounts';
import { escapeHtml } from '../auth/pages';
import { mailMessages } from '../db/schema-mail';

export const mailboxPath = '/dev/mailbox';
const listLimit = 200;

const styles = `
*,*::before,*::after{box-sizing:border-box}
body{margin:0;font-family:Inter,ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;
color:#132020;background:#f3f6f6}
header{padding:1rem 1.5rem;background:#0f3d3e;color:#fff}
header p{margin:.25rem 0 0;color:#d8e6e5}
main{max-width:64rem;margin:0 auto;padding:1.5rem}
h1{margin:0;font-size:1.5rem}
h2{font-size:1.125rem;margin:1.5rem 0 .5rem}
table{width:100%;border-collapse:collapse;background:#fff}
caption{text-align:left;padding:.5rem 0;color:#465454}
th,td{padding:.625rem .75rem;border-bottom:1px solid #d5dede;text-align:left;vertical-align:top}
a{color:#0f5a56;font-weight:600}
:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem;margin:0;background:#fff;padding:1rem}
dt{font-weight:600}
dd{margin:0;word-break:break-all}
iframe{width:100%;height:40rem;border:1px solid #d5dede;background:#fff}
pre{white-space:pre-wrap;word-break:break-word;background:#fff;padding:1rem;border:1px solid #d5dede}
`;

function page(title: string, body: string) {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Wayfarer</title>
<style>${styles}</style>
</head>
<body>
<header><h1>${escapeHtml(title)}</h1><p>Development mailbox: the messages Wayfarer would send. Nothing leaves this machine.</p></header>
<main>
${body}
</main>
</body>
</html>`;
}

/**
 * The HTML part as the frame shows it: no script may run (its own CSP, besides the page's), links
 * open outside the frame. The frame's sandbox has no `allow-same-origin`, so the message gets an
 * opaque origin and cannot reach this page; it allows scripts only so that tools such as the
 * accessibility checker can look inside.
 */
function framed(html: string) {
  const head = `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:"><base target="_blank">`;
  return /<head>/i.test(html) ? html.replace(/<head>/i, `<head>${head}`) : `${head}${html}`;
}

const when = (date: Date | null) =>
  date ? date.toISOString().replace('T', ' ').slice(0, 19) + ' UTC' : '';

/**
 * The local mailbox, for the demo and development: every message written to `mail_messages`,
 * newest first, and each one with its HTML part (in a sandboxed frame, see `framed`) and its text
 * part. Registered only while no SMTP server is configured, in demo mode.
 */
export async function mailboxRoutes(fastify: FastifyInstance) {
  const { db } = fastify;
  const send = (reply: FastifyReply, status: number, html: string) =>
    reply
      .status(status)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(html);

  fastify.get(mailboxPath, { schema: { hide: true } }, async (_request, reply) => {
    const rows = await db
      .select({
        id: mailMessages.id,
        to: mailMessages.toAddress,
        subject: mailMessages.subject,
        status: mailMessages.status,
        language: mailMessages.language,
        createdAt: mailMessages.createdAt,
      })
      .from(mailMessages)
      .orderBy(desc(mailMessages.createdAt), desc(mailMessages.id))
      .limit(listLimit);
    const body = rows.length
      ? `<table>
<caption>${rows.length === listLimit ? `The latest ${listLimit} messages` : `${rows.length} message${rows.length === 1 ? '' : 's'}`}, newest first</caption>
<thead><tr><th scope="col">Subject</th><th scope="col">To</th><th scope="col">Language</th><th scope="col">Status</th><th scope="col">Written</th></tr></thead>
<tbody>
${rows
  .map(
    (row) =>
      `<tr><td><a href="${mailboxPath}/${row.id}">${escapeHtml(row.subject)}</a></td><td>${escapeHtml(row.to)}</td><td lang="${escapeHtml(row.language)}">${escapeHtml(row.language)}</td><td>${escapeHtml(row.status)}</td><td>${when(row.createdAt)}</td></tr>`,
  )
  .join('\n')}
</tbody>
</table>`
      : '<p>No messages yet.</p>';
    return send(reply, 200, page('Mailbox', body));
  });

  fastify.get<{ Params: { id: string } }>(
    `${mailboxPath}/:id`,
    { schema: { hide: true } },
    async (request, reply) => {
      const { id } = request.params;
      const [row] = uuidPattern.test(id)
        ? await db.select().from(mailMessages).where(eq(mailMessages.id, id)).limit(1)
        : [];
      if (!row) {
        return send(
          reply,
          404,
          page(
            'Message not found',
            `<p>There is no such message. <a href="${mailboxPath}">Back to the mailbox</a></p>`,
          ),
        );
      }
      const body = `<p><a href="${mailboxPath}">Back to the mailbox</a></p>
<h2>Headers</h2>
<dl>
<dt>Subject</dt><dd>${escapeHtml(row.subject)}</dd>
<dt>From</dt><dd>${escapeHtml(row.fromAddress)}</dd>
<dt>To</dt><dd>${escapeHtml(row.toAddress)}</dd>
<dt>Language</dt><dd>${escapeHtml(row.language)}</dd>
<dt>Status</dt><dd>${escapeHtml(row.status)}${row.lastError ? ` (${escapeHtml(row.lastError)})` : ''}</dd>
<dt>Written</dt><dd>${when(row.createdAt)}</dd>
<dt>Delivered</dt><dd>${when(row.deliveredAt) || '—'}</dd>
</dl>
<h2>HTML part</h2>
<iframe title="HTML part of the message" sandbox="allow-scripts allow-popups allow-popups-to-escape-sandbox" srcdoc="${escapeHtml(framed(row.html))}"></iframe>
<h2>Text part</h2>
<pre lang="${escapeHtml(row.language)}">${escapeHtml(row.text)}</pre>`;
      return send(reply, 200, page(row.subject, body));
    },
  );
}
