import type { VariantId } from '@wayfarer/domain';
import { variants } from '@wayfarer/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { insertRows } from '../db/unnest';
import { rowsOf } from '../modules/webhooks/rows';
import { mailMessages } from '../db/schema-mail';
import { mailSettings } from './settings';
import { renderMail, type MailTemplate } from './templates';

/** A transaction or the database itself: the message is written with whatever it belongs to. */
export type Executor = Pick<Database, 'insert' | 'select' | 'update' | 'delete' | 'execute'>;

/**
 * Renders messages in their variant's language and writes them, pending, in the caller's
 * transaction (one statement): a change that rolls back sends nothing. Delivery happens after the
 * commit (`app.mail`). The ids come in the order of the messages.
 */
export async function queueMails(
  tx: Executor,
  messages: { to: string; variant: VariantId; template: MailTemplate }[],
): Promise<string[]> {
  if (messages.length === 0) return [];
  const { from } = mailSettings();
  const result = await tx.execute(
    sql`${insertRows(
      mailMessages,
      {
        template: mailMessages.template,
        language: mailMessages.language,
        toAddress: mailMessages.toAddress,
        fromAddress: mailMessages.fromAddress,
        subject: mailMessages.subject,
        html: mailMessages.html,
        text: mailMessages.text,
      },
      messages.map((message) => {
        const rendered = renderMail(message.template, variants[message.variant]);
        return {
          template: rendered.template,
          language: rendered.language,
          toAddress: message.to,
          fromAddress: from,
          subject: rendered.subject,
          html: rendered.html,
          text: rendered.text,
        };
      }),
    )} returning ${mailMessages.id}`,
  );
  const rows = rowsOf<{ id: string }>(result);
  return rows.map((row) => row.id);
}

export async function queueMail(
  tx: Executor,
  message: { to: string; variant: VariantId; template: MailTemplate },
) {
  const [id] = await queueMails(tx, [message]);
  return id!;
}
