import type { Variant } from '@wayfarer/domain';
import { escapeHtml } from '../auth/pages';
import { fill, mailMessages, type MailMessages } from './messages';

/** What a message says, by template; rendered in the variant's language. */
export type MailTemplate =
  | {
      name: 'invitation';
      data: { firstName: string; email: string; link: string; expiresAt: Date };
    }
  | {
      name: 'passwordReset';
      data: { firstName: string; email: string; link: string; expiresAt: Date };
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

function linkContent(t: MailMessages, variant: Variant, template: MailTemplate): MailContent {
  const { data } = template;
  const date = dateFormat(variant).format(data.expiresAt);
  const greeting = data.firstName
    ? fill(t.greeting, { name: data.firstName })
    : t.greetingWithoutName;
  const texts =
    template.name === 'invitation'
      ? {
          subject: t.invitationSubject,
          intro: t.invitationIntro,
          action: t.invitationAction,
          expiry: t.invitationExpiry,
          ignore: t.invitationIgnore,
        }
      : {
          subject: t.resetSubject,
          intro: t.resetIntro,
          action: t.resetAction,
          expiry: t.resetExpiry,
          ignore: t.resetIgnore,
        };
  return {
    subject: texts.subject,
    paragraphs: [greeting, fill(texts.intro, { email: data.email })],
    action: { label: texts.action, href: data.link, fallback: t.invitationLinkFallback },
    after: [fill(texts.expiry, { date }), texts.ignore],
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
  const content = linkContent(t, variant, template);
  return {
    template: template.name,
    language: variant.language,
    subject: content.subject,
    html: html(content, t, variant),
    text: text(content, t, variant),
  };
}
