import type { VariantId } from '@wayfarer/domain';
import { variants } from '@wayfarer/domain';
import type { Database } from '../db/client';
import { mailMessages } from '../db/schema-mail';
import { mailSettings } from './settings';
import { renderMail, type MailTemplate } from './templates';

/** A transaction or the database itself: the message is written with whatever it belongs to. */
export type Executor = Pick<Database, 'insert' | 'select' | 'update' | 'delete'>;

/**
 * Renders a message in the variant's language and writes it, pending, in the caller's transaction:
 * a change that rolls back sends nothing. Delivery happens after the commit (`app.mail`).
 */
export async function queueMail(
  tx: Executor,
  message: { to: string; variant: VariantId; template: MailTemplate },
) {
  const rendered = renderMail(message.template, variants[message.variant]);
  const [row] = await tx
    .insert(mailMessages)
    .values({
      template: rendered.template,
      language: rendered.language,
      toAddress: message.to,
      fromAddress: mailSettings().from,
      subject: rendered.subject,
      html: rendered.html,
      text: rendered.text,
    })
    .returning({ id: mailMessages.id });
  return row!.id;
}
