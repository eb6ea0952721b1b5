import { maxPasswordLength, minPasswordLength } from '@wayfarer/domain';
import type { NewPasswordProblem } from '../../auth/breached-passwords';
import { pageMessages, type PageLanguage } from '../../auth/messages';
import { escapeHtml, languageSwitch, layout, signInScriptPath } from '../../auth/pages';
import { fill } from '../../mail/messages';
import { invitationMessages, resetMessages, type InvitationMessages } from './messages';

export type SetPasswordError = NewPasswordProblem | 'missing' | 'mismatch';

/** The set-password page, in the provider's look, with its language switch. */
export function setPasswordPage(options: {
  lang: PageLanguage;
  action: string;
  token: string;
  email: string;
  error?: SetPasswordError;
  messages?: Record<PageLanguage, InvitationMessages>;
}) {
  const t = (options.messages ?? invitationMessages)[options.lang];
  const p = pageMessages[options.lang];
  const limits = { min: String(minPasswordLength), max: String(maxPasswordLength) };
  const alert = options.error
    ? `<p class="alert" role="alert" id="password-error">${escapeHtml(fill(t[options.error], limits))}</p>`
    : '';
  const describedBy = `password-rule${options.error ? ' password-error' : ''}`;
  const hrefFor = (language: PageLanguage) =>
    `${options.action}?${new URLSearchParams({ token: options.token, lang: language })}`;
  return layout(
    options.lang,
    t.title,
    `<h1>${escapeHtml(t.title)}</h1>
<p>${escapeHtml(fill(t.intro, { email: options.email }))}</p>
${alert}
<form method="post" action="${escapeHtml(`${options.action}?${new URLSearchParams({ token: options.token })}`)}" novalidate>
<input type="hidden" name="lang" value="${options.lang}">
<input type="email" name="email" autocomplete="username" value="${escapeHtml(options.email)}" hidden readonly>
<label for="password">${escapeHtml(t.newPassword)}</label>
<div class="password">
<input id="password" name="password" type="password" autocomplete="new-password" required minlength="${minPasswordLength}" maxlength="${maxPasswordLength}" aria-describedby="${describedBy}" autofocus>
<button type="button" class="toggle" data-password-toggle aria-controls="password" aria-pressed="false" data-show="${escapeHtml(p.showPassword)}" data-hide="${escapeHtml(p.hidePassword)}" data-enhanced>${escapeHtml(p.showPassword)}</button>
</div>
<p id="password-rule"><small>${escapeHtml(fill(t.rule, limits))}</small></p>
<label for="confirmation">${escapeHtml(t.confirmPassword)}</label>
<input id="confirmation" name="confirmation" type="password" autocomplete="new-password" required maxlength="${maxPasswordLength}"${options.error ? ' aria-describedby="password-error"' : ''}>
<button type="submit" class="submit">${escapeHtml(t.save)}</button>
</form>`,
    { scriptPath: signInScriptPath, after: languageSwitch(options.lang, hrefFor) },
  );
}

/** The forgotten-password form: one e-mail field. */
export function forgotPasswordPage(options: {
  lang: PageLanguage;
  action: string;
  email?: string;
  error?: string;
}) {
  const t = resetMessages[options.lang];
  const alert = options.error
    ? `<p class="alert" role="alert" id="email-error">${escapeHtml(options.error)}</p>`
    : '';
  const hrefFor = (language: PageLanguage) =>
    `${options.action}?${new URLSearchParams({ lang: language })}`;
  return layout(
    options.lang,
    t.forgotTitle,
    `<h1>${escapeHtml(t.forgotTitle)}</h1>
<p id="forgot-intro">${escapeHtml(t.forgotIntro)}</p>
${alert}
<form method="post" action="${escapeHtml(options.action)}" novalidate>
<input type="hidden" name="lang" value="${options.lang}">
<label for="email">${escapeHtml(pageMessages[options.lang].email)}</label>
<input id="email" name="email" type="email" autocomplete="username" required autofocus value="${escapeHtml(options.email ?? '')}" aria-describedby="forgot-intro${options.error ? ' email-error' : ''}">
<button type="submit" class="submit">${escapeHtml(t.send)}</button>
</form>`,
    { after: languageSwitch(options.lang, hrefFor) },
  );
}
