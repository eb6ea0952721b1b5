import type { RejectionFindings, Variant } from '@wayfarer/domain';
import { escapeHtml } from '../auth/pages';
import { fill, mailMessages, type MailMessages } from './messages';

/** What a message says, by template; rendered in the variant's language. */
export type MailTemplate =
  | {
      name: 'invitation';
      data: { firstName: string; email: string; link: string; expiresAt: Date };
    }
  | {
      name: 'document-reviewed';
      data: {
        firstName: string;
        documentType: keyof MailMessages['documentNames'];
        /** Null when approved. */
        rejection: RejectionFindings | null;
        link: string;
      };
    }
  | {
      /** To the new address: the link that makes it the account's. */
      name: 'email-change-confirm';
      data: { firstName: string; newEmail: string; link: string; expiresAt: Date };
    }
  | {
      /** To the old address, once the change is confirmed: the link that undoes it. */
      name: 'email-change-notice';
      data: { firstName: string; newEmail: string; link: string; expiresAt: Date };
    }
  | {
      /** The traveller's data export is ready: a link to the page (never to the files). */
      name: 'data-export-ready';
      data: { firstName: string; link: string; expiresAt: Date };
    }
  | {
      name: 'passwordReset';
      data: { firstName: string; email: string; link: string; expiresAt: Date };
    }
  | {
      /** The account will be erased at `expiresAt`; the link signs in, which cancels it. */
      name: 'account-deletion-scheduled';
      data: { firstName: string; link: string; expiresAt: Date };
    }
  | {
      /** Signing in cancelled the deletion; the link opens the account. */
      name: 'account-deletion-cancelled';
      data: { firstName: string; link: string };
    };

export interface RenderedMail {
  template: MailTemplate['name'];
  language: Variant['language'];
  subject: string;
  html: string;
  text: string;
}

/** A message's content: paragraphs, then at most one button-like link. */
interface MailContent {
  subject: string;
  paragraphs: string[];
  action?: { label: string; href: string; fallback: string };
  after: string[];
}

// Making a formatter costs far more than using one (a bulk import renders thousands of mails).
const dateFormats = new Map<string, Intl.DateTimeFormat>();
function dateFormat(variant: Variant) {
  const key = `${variant.localeTag}|${variant.timeZone}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(variant.localeTag, {
      dateStyle: 'long',
      timeStyle: 'short',
      timeZone: variant.timeZone,
    });
    dateFormats.set(key, format);
  }
  return format;
}

const greetingOf = (t: MailMessages, firstName: string) =>
  firstName ? fill(t.greeting, { name: firstName }) : t.greetingWithoutName;

function content(t: MailMessages, variant: Variant, template: MailTemplate): MailContent {
  if (template.name === 'document-reviewed') return documentReviewedContent(t, template.data);
  if (template.name === 'account-deletion-cancelled') {
    return {
      subject: t.deletionCancelledSubject,
      paragraphs: [greetingOf(t, template.data.firstName), t.deletionCancelledIntro],
      action: {
        label: t.deletionCancelledAction,
        href: template.data.link,
        fallback: t.invitationLinkFallback,
      },
      after: [t.deletionCancelledAgain],
    };
  }
  const date = dateFormat(variant).format(template.data.expiresAt);
  const greeting = greetingOf(t, template.data.firstName);
  switch (template.name) {
    case 'invitation':
      return invitationContent(t, greeting, date, template.data);
    case 'email-change-confirm':
      return {
        subject: t.emailConfirmSubject,
        paragraphs: [greeting, fill(t.emailConfirmIntro, { email: template.data.newEmail })],
        action: {
          label: t.emailConfirmAction,
          href: template.data.link,
          fallback: t.invitationLinkFallback,
        },
        after: [fill(t.invitationExpiry, { date }), t.emailConfirmIgnore],
      };
    case 'email-change-notice':
      return {
        subject: t.emailNoticeSubject,
        paragraphs: [greeting, fill(t.emailNoticeIntro, { email: template.data.newEmail })],
        action: {
          label: t.emailNoticeAction,
          href: template.data.link,
          fallback: t.invitationLinkFallback,
        },
        after: [fill(t.invitationExpiry, { date }), t.emailNoticeIgnore],
      };
    case 'data-export-ready':
      return {
        subject: t.dataExportSubject,
        paragraphs: [greeting, t.dataExportIntro],
        action: {
          label: t.dataExportAction,
          href: template.data.link,
          fallback: t.invitationLinkFallback,
        },
        after: [fill(t.dataExportExpiry, { date }), t.dataExportIgnore],
      };
    case 'passwordReset':
      return {
        subject: t.resetSubject,
        paragraphs: [greeting, fill(t.resetIntro, { email: template.data.email })],
        action: {
          label: t.resetAction,
          href: template.data.link,
          fallback: t.invitationLinkFallback,
        },
        after: [fill(t.resetExpiry, { date }), t.resetIgnore],
      };
    case 'account-deletion-scheduled':
      return {
        subject: fill(t.deletionScheduledSubject, { date }),
        paragraphs: [greeting, fill(t.deletionScheduledIntro, { date }), t.deletionScheduledCancel],
        action: {
          label: t.deletionScheduledAction,
          href: template.data.link,
          fallback: t.invitationLinkFallback,
        },
        after: [t.deletionScheduledIgnore],
      };
  }
}

function invitationContent(
  t: MailMessages,
  greeting: string,
  date: string,
  data: Extract<MailTemplate, { name: 'invitation' }>['data'],
): MailContent {
  return {
    subject: t.invitationSubject,
    paragraphs: [greeting, fill(t.invitationIntro, { email: data.email })],
    action: { label: t.invitationAction, href: data.link, fallback: t.invitationLinkFallback },
    after: [fill(t.invitationExpiry, { date }), t.invitationIgnore],
  };
}

function documentReviewedContent(
  t: MailMessages,
  data: Extract<MailTemplate, { name: 'document-reviewed' }>['data'],
): MailContent {
  const document = t.documentNames[data.documentType];
  const greeting = greetingOf(t, data.firstName);
  const field = data.rejection?.fields[0]?.field;
  const reason = field
    ? fill(t.documentRejectReasons.field, { field: t.documentRejectReasons.fields[field] })
    : t.documentRejectReasons.photo;
  return {
    subject: fill(data.rejection ? t.documentRejectedSubject : t.documentApprovedSubject, {
      document,
    }),
    paragraphs: [
      greeting,
      data.rejection
        ? fill(t.documentRejectedText, { document, reason })
        : fill(t.documentApprovedText, { document }),
    ],
    action: { label: t.documentAction, href: data.link, fallback: t.invitationLinkFallback },
    after: [],
  };
}

const paragraphStyle = 'margin:0 0 16px;font-size:16px;line-height:1.5;color:#132020';

function html(content: MailContent, t: MailMessages, variant: Variant) {
  const p = (text: string) => `<p style="${paragraphStyle}">${escapeHtml(text)}</p>`;
  const action = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.href)}" style="display:inline-block;padding:12px 24px;border-radius:9999px;background:#0f5a56;color:#ffffff;font-weight:600;text-decoration:none">${escapeHtml(content.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;line-height:1.5;color:#465454">${escapeHtml(content.action.fallback)}<br><a href="${escapeHtml(content.action.href)}" style="color:#0f5a56;word-break:break-all">${escapeHtml(content.action.href)}</a></p>`
    : '';
  const website = variant.publicWebsiteUrl;
  return `<!DOCTYPE html>
<html lang="${variant.language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(content.subject)}</title>
</head>
<body style="margin:0;padding:24px 12px;background:#f3f6f6;font-family:Inter,Arial,Helvetica,sans-serif">
<div style="max-width:560px;margin:0 auto;padding:32px 24px;background:#ffffff;border-radius:16px">
<p style="margin:0 0 24px;font-size:22px;font-weight:700;color:#0f3d3e">Wayfarer</p>
${content.paragraphs.map(p).join('\n')}
${action}
${content.after.map(p).join('\n')}
<p style="${paragraphStyle}">${escapeHtml(t.signOff)}<br>${escapeHtml(t.team)}</p>
</div>
<p style="max-width:560px;margin:16px auto 0;font-size:12px;color:#465454;text-align:center">${escapeHtml(
    fill(t.footer, { website }),
  ).replace(
    escapeHtml(website),
    `<a href="${escapeHtml(website)}" style="color:#0f5a56">${escapeHtml(website)}</a>`,
  )}</p>
</body>
</html>`;
}

function text(content: MailContent, t: MailMessages, variant: Variant) {
  const action = content.action ? [`${content.action.label}:\n${content.action.href}`] : [];
  return [
    ...content.paragraphs,
    ...action,
    ...content.after,
    `${t.signOff}\n${t.team}`,
    '--',
    fill(t.footer, { website: variant.publicWebsiteUrl }),
  ].join('\n\n');
}

/** The message in the variant's language, with its brand and sign-off: subject, HTML and text. */
export function renderMail(template: MailTemplate, variant: Variant): RenderedMail {
  const t = mailMessages[variant.language];
  const rendered = content(t, variant, template);
  return {
    template: template.name,
    language: variant.language,
    subject: rendered.subject,
    html: html(rendered, t, variant),
    text: text(rendered, t, variant),
  };
}
