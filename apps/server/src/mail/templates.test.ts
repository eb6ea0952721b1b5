import { describe, expect, it } from 'vitest';
import { variants } from '@wayfarer/domain';
import { mailMessages } from './messages';
import { renderMail } from './templates';

const invitation = (firstName: string) => ({
  name: 'invitation' as const,
  data: {
    firstName,
    email: 'ada@example.test',
    link: 'https://it.wayfarer.example/invitation?token=abc&x=1',
    expiresAt: new Date('2026-12-01T10:00:00Z'),
  },
});

describe('renderMail', () => {
  it('writes the invitation in the variant’s language with its date format', () => {
    const italian = renderMail(invitation('Ada'), variants.italy);
    expect(italian.language).toBe('it');
    expect(italian.subject).toBe(mailMessages.it.invitationSubject);
    expect(italian.text).toContain('Ciao Ada,');
    expect(italian.text).toContain('1 dicembre 2026');
    expect(italian.text).toContain(mailMessages.it.team);
    const german = renderMail(invitation('Ada'), variants.germany);
    expect(german.text).toContain('1. Dezember 2026');
    expect(german.html).toContain('<html lang="de">');
  });

  it('escapes what it is given in the HTML part and keeps the text part plain', () => {
    const mail = renderMail(invitation('<b>Ada</b> & "Co"'), variants.international);
    expect(mail.html).toContain('Hello &lt;b&gt;Ada&lt;/b&gt; &amp; &quot;Co&quot;,');
    expect(mail.html).not.toContain('<b>Ada</b>');
    expect(mail.html).toContain('href="https://it.wayfarer.example/invitation?token=abc&amp;x=1"');
    expect(mail.text).toContain('Hello <b>Ada</b> & "Co",');
    expect(mail.text).toContain('https://it.wayfarer.example/invitation?token=abc&x=1');
    expect(mail.text).not.toMatch(/<\/?(p|a|div)\b/);
  });

  it('greets without a name when the traveller has none', () => {
    expect(renderMail(invitation(''), variants.france).text.startsWith('Bonjour,')).toBe(true);
  });

  it('tells the traveller a reviewer’s decision on a document, in their language', () => {
    const link = 'https://it.wayfarer.example/account/documenti';
    const approved = renderMail(
      {
        name: 'document-reviewed',
        data: { firstName: 'Ada', documentType: 'PASSPORT', rejection: null, link },
      },
      variants.italy,
    );
    expect(approved.subject).toBe('Il tuo passaporto è stato approvato');
    expect(approved.text).toContain(link);
    const rejected = renderMail(
      {
        name: 'document-reviewed',
        data: {
          firstName: '',
          documentType: 'IDENTITY_CARD',
          rejection: { fields: [{ field: 'number', problem: 'MISMATCH' }], image: [] },
          link,
        },
      },
      variants.germany,
    );
    expect(rejected.subject).toBe('Dein Personalausweis konnte nicht akzeptiert werden');
    expect(rejected.text).toContain('Dokumentnummer');
    const blurred = renderMail(
      {
        name: 'document-reviewed',
        data: {
          firstName: 'Ada',
          documentType: 'DRIVING_LICENCE',
          rejection: { fields: [], image: ['BLURRED'] },
          link,
        },
      },
      variants.international,
    );
    expect(blurred.text).toContain('the photo is not clear enough');
  });

  it('asks the new address to confirm and tells the old one how to undo, in each language', () => {
    const data = {
      firstName: 'Ada',
      newEmail: 'ada.new@example.test',
      link: 'https://es.wayfarer.example/email-change/confirm?token=abc',
      expiresAt: new Date('2026-12-01T10:00:00Z'),
    };
    for (const variant of Object.values(variants)) {
      const t = mailMessages[variant.language];
      const confirm = renderMail({ name: 'email-change-confirm', data }, variant);
      expect(confirm.subject).toBe(t.emailConfirmSubject);
      expect(confirm.text).toContain('ada.new@example.test');
      expect(confirm.text).toContain(`${t.emailConfirmAction}:\n${data.link}`);
      const notice = renderMail({ name: 'email-change-notice', data }, variant);
      expect(notice.subject).toBe(t.emailNoticeSubject);
      expect(notice.text).toContain(`${t.emailNoticeAction}:\n${data.link}`);
      expect(notice.html).toContain(`lang="${variant.language}"`);
    }
  });
});
