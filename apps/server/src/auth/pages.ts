import { pageMessages, tooManyAttemptsText, type PageLanguage } from './messages';

/** Path of the one script the auth pages use (auto-submitting the sign-out form). CSP: 'self'. */
export const autoSubmitScriptPath = '/oidc/assets/auto-submit.js';

export const autoSubmitScript = `document.addEventListener('DOMContentLoaded', function () {
  var form = document.querySelector('form[data-auto-submit]');
  if (form) form.submit();
});
`;

export function escapeHtml(value: unknown): string {
  return String(value ?? '')
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

// Inline styles only: the CSP allows 'unsafe-inline' styles but no inline script.
const styles = `
*,*::before,*::after{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;
font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f4f1ea;color:#1f2a2e}
main{width:100%;max-width:24rem;margin:1.5rem;padding:2rem;background:#fff;border-radius:12px;
box-shadow:0 2px 12px rgba(0,0,0,.08)}
h1{margin:0 0 .5rem;font-size:1.5rem}
p{line-height:1.5}
label{display:block;margin:1rem 0 .25rem;font-weight:600}
input[type=email],input[type=password]{width:100%;padding:.65rem .75rem;font-size:1rem;
border:1px solid #8a8f91;border-radius:8px}
input:focus-visible,button:focus-visible,a:focus-visible{outline:3px solid #0b6e75;outline-offset:2px}
button{margin-top:1.5rem;width:100%;padding:.75rem;font-size:1rem;font-weight:600;color:#fff;
background:#0b5c62;border:0;border-radius:8px;cursor:pointer}
button:hover{background:#084a4f}
.alert{margin:1rem 0 0;padding:.75rem;border-radius:8px;background:#fdecea;color:#8a1c12}
a{color:#0b5c62}
`;

function layout(
  lang: PageLanguage,
  title: string,
  body: string,
  options: { script?: boolean } = {},
) {
  return `<!DOCTYPE html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Wayfarer</title>
<style>${styles}</style>
${options.script ? `<script src="${autoSubmitScriptPath}" defer></script>` : ''}
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

export function signInPage(options: {
  lang: PageLanguage;
  action: string;
  email?: string;
  error?: 'wrongCredentials' | 'missingCredentials' | { waitSeconds: number };
}) {
  const t = pageMessages[options.lang];
  const { error } = options;
  const errorText =
    typeof error === 'object'
      ? tooManyAttemptsText(options.lang, error.waitSeconds)
      : error && t[error];
  const alert = errorText
    ? `<p class="alert" role="alert" id="signin-error">${escapeHtml(errorText)}</p>`
    : '';
  const describedBy = options.error ? ' aria-describedby="signin-error"' : '';
  return layout(
    options.lang,
    t.signInTitle,
    `<h1>${escapeHtml(t.signInTitle)}</h1>
<p>${escapeHtml(t.signInIntro)}</p>
${alert}
<form method="post" action="${escapeHtml(options.action)}" novalidate>
<label for="email">${escapeHtml(t.email)}</label>
<input id="email" name="email" type="email" autocomplete="username" required autofocus value="${escapeHtml(options.email ?? '')}"${describedBy}>
<label for="password">${escapeHtml(t.password)}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${describedBy}>
<button type="submit">${escapeHtml(t.signIn)}</button>
</form>`,
  );
}

export function messagePage(options: {
  lang: PageLanguage;
  title: string;
  text: string;
  details?: string[];
  link?: { href: string; label: string };
}) {
  const details = (options.details ?? [])
    .filter(Boolean)
    .map((line) => `<p><small>${escapeHtml(line)}</small></p>`)
    .join('\n');
  const link = options.link
    ? `<p><a href="${escapeHtml(options.link.href)}">${escapeHtml(options.link.label)}</a></p>`
    : '';
  return layout(
    options.lang,
    options.title,
    `<h1>${escapeHtml(options.title)}</h1>
<p>${escapeHtml(options.text)}</p>
${details}
${link}`,
  );
}

/**
 * A sign-out confirmation: one button posting `fields` to `action`. The provider's end-session
 * confirmation (with its xsrf token) posts itself through a same-origin script (`autoSubmit`);
 * the app's own page for a plain GET of /logout waits for the traveller's click.
 */
export function signOutPage(options: {
  lang: PageLanguage;
  action: string;
  fields?: Record<string, string>;
  autoSubmit?: boolean;
}) {
  const t = pageMessages[options.lang];
  const hidden = Object.entries(options.fields ?? {})
    .map(
      ([name, value]) =>
        `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`,
    )
    .join('\n');
  return layout(
    options.lang,
    t.signOutTitle,
    `<h1>${escapeHtml(t.signOutTitle)}</h1>
<p>${escapeHtml(t.signOutText)}</p>
<form method="post" action="${escapeHtml(options.action)}"${options.autoSubmit ? ' data-auto-submit' : ''}>
${hidden}
<button type="submit">${escapeHtml(t.signOut)}</button>
</form>`,
    { script: options.autoSubmit },
  );
}
