import { pageLanguages, pageMessages, tooManyAttemptsText, type PageLanguage } from './messages';

/** Path of the one script the auth pages use (auto-submitting the sign-out form). CSP: 'self'. */
export const autoSubmitScriptPath = '/oidc/assets/auto-submit.js';

export const autoSubmitScript = `document.addEventListener('DOMContentLoaded', function () {
  var form = document.querySelector('form[data-auto-submit]');
  if (form) form.submit();
});
`;

/**
 * Sign-in with a passkey (progressive enhancement: the button shows where scripts run, and the
 * script hides it where WebAuthn is missing).
 * The button asks the server for a challenge tied to this sign-in, the browser signs it with a
 * passkey of its choice (discoverable credentials: no e-mail typed), and the answer is posted as
 * a form, like the password. Where the browser offers passkeys in the e-mail field's autofill
 * (conditional mediation), that request waits in the background; the button cancels it first.
 */
const passkeyScript = `document.addEventListener('DOMContentLoaded', function () {
  var button = document.querySelector('[data-passkey]');
  var form = document.querySelector('form[data-passkey-form]');
  var alert = document.querySelector('[data-passkey-error]');
  if (!button || !form) return;
  var divider = document.querySelector('[data-passkey-divider]');
  if (!window.PublicKeyCredential || !navigator.credentials) {
    button.hidden = true;
    if (divider) divider.hidden = true;
    return;
  }
  var pending = null;
  function toBuffer(value) {
    var text = value.replace(/-/g, '+').replace(/_/g, '/');
    while (text.length % 4) text += '=';
    var binary = atob(text);
    var bytes = new Uint8Array(binary.length);
    for (var i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    return bytes.buffer;
  }
  function toText(buffer) {
    if (!buffer) return undefined;
    var bytes = new Uint8Array(buffer);
    var binary = '';
    for (var i = 0; i < bytes.length; i++) binary += String.fromCharCode(bytes[i]);
    return btoa(binary).replace(/\\+/g, '-').replace(/\\//g, '_').replace(/=+$/, '');
  }
  function options() {
    return fetch(button.dataset.options, {
      method: 'POST',
      headers: { accept: 'application/json' },
      credentials: 'same-origin',
    }).then(function (response) {
      if (!response.ok) throw new Error('options ' + response.status);
      return response.json();
    }).then(function (json) {
      var o = json.publicKey;
      return {
        challenge: toBuffer(o.challenge),
        rpId: o.rpId,
        timeout: o.timeout,
        userVerification: o.userVerification,
        allowCredentials: (o.allowCredentials || []).map(function (c) {
          return { id: toBuffer(c.id), type: c.type, transports: c.transports };
        }),
      };
    });
  }
  function submit(credential) {
    var r = credential.response;
    form.elements.passkey.value = JSON.stringify({
      id: credential.id,
      rawId: toText(credential.rawId),
      type: credential.type,
      response: {
        clientDataJSON: toText(r.clientDataJSON),
        authenticatorData: toText(r.authenticatorData),
        signature: toText(r.signature),
        userHandle: toText(r.userHandle),
      },
      authenticatorAttachment: credential.authenticatorAttachment || undefined,
      clientExtensionResults: credential.getClientExtensionResults(),
    });
    form.submit();
  }
  function get(mediation) {
    if (pending) pending.abort();
    var controller = new AbortController();
    pending = controller;
    return options().then(function (publicKey) {
      var request = { publicKey: publicKey, signal: controller.signal };
      if (mediation) request.mediation = mediation;
      return navigator.credentials.get(request);
    }).then(function (credential) {
      if (credential) submit(credential);
    });
  }
  button.addEventListener('click', function () {
    alert.hidden = true;
    button.disabled = true;
    get(null).catch(function (error) {
      if (error && error.name === 'AbortError') return;
      alert.hidden = false;
      alert.focus();
    }).then(function () {
      button.disabled = false;
    });
  });
  if (PublicKeyCredential.isConditionalMediationAvailable) {
    PublicKeyCredential.isConditionalMediationAvailable().then(function (available) {
      if (available) get('conditional').catch(function () {});
    });
  }
});
`;

/** Path of the sign-in page's script: the show-password toggle (progressive enhancement). */
export const signInScriptPath = '/oidc/assets/sign-in.js';

export const signInScript =
  `document.addEventListener('DOMContentLoaded', function () {
  var toggle = document.querySelector('[data-password-toggle]');
  var input = document.getElementById('password');
  if (!toggle || !input) return;
  toggle.addEventListener('click', function () {
    var show = input.type === 'password';
    input.type = show ? 'text' : 'password';
    toggle.setAttribute('aria-pressed', String(show));
    toggle.textContent = show ? toggle.dataset.hide : toggle.dataset.show;
  });
});
` + passkeyScript;

/** Each language named in itself, for the sign-in page's language switch. */
const languageNames: Record<PageLanguage, string> = {
  en: 'English',
  it: 'Italiano',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
};

/** The app's wordmark (apps/web's Logo), inline: the pages load no image. */
const logo = `<svg class="logo" viewBox="0 0 150 32" width="150" height="32" role="img" aria-label="Wayfarer">
<rect width="32" height="32" rx="8" fill="#0f3d3e"/>
<path d="M7 10l4 13 5-9 5 9 4-13" fill="none" stroke="#f4c95d" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>
<text x="40" y="23" font-size="19" font-weight="700" fill="#132020" font-family="Inter, ui-sans-serif, system-ui, sans-serif">Wayfarer</text>
</svg>`;

export function escapeHtml(value: unknown): string {
  return String(value ?? '')
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

// Inline styles only: the CSP allows 'unsafe-inline' styles but no inline script. The app's
// colours, font and shapes (apps/web/src/index.css): brand teal, accent yellow, pill buttons.
// Nothing moves as the page loads: what a script enhances ([data-enhanced]) is laid out from the
// first paint wherever scripts run, and the card hangs from the top rather than being centred, so
// a page painted before it is all parsed (a slow phone) grows downwards.
const styles = `
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;min-height:100vh;display:flex;flex-direction:column;align-items:center;
padding:clamp(1.5rem,8vh,4.5rem) 1rem 1.5rem;
font-family:Inter,ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;
color:#132020;background:#0a2a2b linear-gradient(160deg,#0f3d3e 0%,#0a2a2b 60%,#132020 100%)}
main{width:100%;max-width:26rem;padding:2rem 1.5rem;background:#fff;border-radius:1rem;
box-shadow:0 20px 45px rgba(0,0,0,.25)}
@media (min-width:48rem){main{padding:2.5rem}}
.logo{display:block;height:2rem;width:auto;margin:0 0 1.5rem}
h1{margin:0 0 .5rem;font-size:1.75rem;font-weight:700;letter-spacing:-.01em}
p{line-height:1.5;color:#465454}
label{display:block;margin:1.25rem 0 .375rem;font-weight:600;color:#132020}
input[type=email],input[type=password],input[type=text]{width:100%;min-height:2.75rem;
padding:.625rem .875rem;font:inherit;font-size:1rem;color:#132020;background:#fff;
border:1px solid #5b6b6b;border-radius:.5rem}
.password{display:flex;flex-direction:column;align-items:flex-end}
.toggle{min-height:2.75rem;margin:.25rem -.75rem 0 0;padding:0 .75rem;font:inherit;font-size:.875rem;
font-weight:600;color:#0f5a56;background:transparent;border:0;border-radius:9999px;cursor:pointer}
.toggle[hidden]{display:none}
.toggle:hover{background:#ecf6f5}
:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
.submit{margin-top:1.25rem;width:100%;min-height:2.75rem;padding:.75rem 1.5rem;font:inherit;
font-size:1rem;font-weight:600;color:#fff;background:#0f5a56;border:0;border-radius:9999px;cursor:pointer}
.submit:hover{background:#0f3d3e}
.secondary{width:100%;min-height:2.75rem;padding:.75rem 1.5rem;font:inherit;font-size:1rem;
font-weight:600;color:#0f5a56;background:#fff;border:2px solid #0f5a56;border-radius:9999px;cursor:pointer}
.secondary:hover{background:#ecf6f5}
.secondary[hidden],.divider[hidden],.alert[hidden]{display:none}
@media (scripting:none){[data-enhanced]{display:none}}
.divider{display:flex;align-items:center;gap:.75rem;margin:1.25rem 0;color:#465454}
.divider::before,.divider::after{content:"";flex:1;border-top:1px solid #c9d3d3}
.alert{margin:1rem 0 0;padding:.75rem 1rem;border-left:4px solid #c62828;border-radius:.5rem;
background:#fdecec;color:#5c0f0f}
a{color:#0f5a56;font-weight:600}
.languages{margin-top:1.5rem;max-width:36rem;width:100%}
.languages ul{display:flex;flex-wrap:wrap;justify-content:center;gap:.25rem;margin:0;padding:0;list-style:none}
.languages a{display:inline-flex;align-items:center;min-height:2.75rem;padding:0 .75rem;
color:#fff;font-weight:500;text-decoration:none;border-radius:9999px}
.languages a:hover{background:rgba(255,255,255,.1)}
.languages a[aria-current]{font-weight:700;text-decoration:underline;text-decoration-color:#f4c95d;
text-decoration-thickness:3px;text-underline-offset:6px}
.sr-only{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;
clip:rect(0,0,0,0);white-space:nowrap;border:0}
`;

export function layout(
  lang: PageLanguage,
  title: string,
  body: string,
  options: { script?: boolean; scriptPath?: string; after?: string } = {},
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
${options.scriptPath ? `<script src="${options.scriptPath}" defer></script>` : ''}
</head>
<body>
<main>
${logo}
${body}
</main>
${options.after ?? ''}
</body>
</html>`;
}

/** The pages' language switch: each language named in itself, linking to `hrefFor(language)`. */
export function languageSwitch(lang: PageLanguage, hrefFor: (language: PageLanguage) => string) {
  return `<nav class="languages" aria-label="${escapeHtml(pageMessages[lang].language)}"><ul>
${pageLanguages
  .map(
    (language) =>
      `<li><a href="${escapeHtml(hrefFor(language))}" lang="${language}" hreflang="${language}"${
        language === lang ? ' aria-current="true"' : ''
      }>${escapeHtml(languageNames[language])}</a></li>`,
  )
  .join('\n')}
</ul></nav>`;
}

export function signInPage(options: {
  lang: PageLanguage;
  action: string;
  email?: string;
  error?: 'wrongCredentials' | 'missingCredentials' | 'passkeyFailed' | { waitSeconds: number };
  /** The forgotten-password page with its label (embedded provider only). */
  forgot?: { href: string; label: string };
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
  const languages = languageSwitch(
    options.lang,
    (language) => `${options.action}?${new URLSearchParams({ lang: language }).toString()}`,
  );
  return layout(
    options.lang,
    t.signInTitle,
    `<h1>${escapeHtml(t.signInTitle)}</h1>
<p>${escapeHtml(t.signInIntro)}</p>
${alert}
<form method="post" action="${escapeHtml(options.action)}" novalidate>
<input type="hidden" name="lang" value="${options.lang}">
<label for="email">${escapeHtml(t.email)}</label>
<input id="email" name="email" type="email" autocomplete="username webauthn" required autofocus value="${escapeHtml(options.email ?? '')}"${describedBy}>
<label for="password">${escapeHtml(t.password)}</label>
<div class="password">
<input id="password" name="password" type="password" autocomplete="current-password" required${describedBy}>
<button type="button" class="toggle" data-password-toggle aria-controls="password" aria-pressed="false" data-show="${escapeHtml(t.showPassword)}" data-hide="${escapeHtml(t.hidePassword)}" data-enhanced>${escapeHtml(t.showPassword)}</button>
</div>
<button type="submit" class="submit">${escapeHtml(t.signIn)}</button>
</form>
<p class="divider" data-passkey-divider data-enhanced><span>${escapeHtml(t.orDivider)}</span></p>
<p class="alert" role="alert" tabindex="-1" data-passkey-error hidden>${escapeHtml(t.passkeyCancelled)}</p>
<button type="button" class="secondary" data-passkey data-options="${escapeHtml(options.action)}/passkey" data-enhanced>${escapeHtml(t.signInWithPasskey)}</button>
<form method="post" action="${escapeHtml(options.action)}" data-passkey-form hidden>
<input type="hidden" name="lang" value="${options.lang}">
<input type="hidden" name="passkey" value="">
</form>
${options.forgot ? `<p><a href="${escapeHtml(options.forgot.href)}">${escapeHtml(options.forgot.label)}</a></p>` : ''}`,
    { scriptPath: signInScriptPath, after: languages },
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
<button type="submit" class="submit">${escapeHtml(t.signOut)}</button>
</form>`,
    { script: options.autoSubmit },
  );
}

/** The staff's second step: the TOTP code, with the QR code and key the first time. */
export function secondFactorPage(options: {
  lang: PageLanguage;
  action: string;
  proof: string;
  setup?: { secret: string; qrSvg: string };
  error?: 'wrongCode' | { waitSeconds: number };
}) {
  const t = pageMessages[options.lang];
  const { error, setup } = options;
  const errorText =
    typeof error === 'object'
      ? tooManyAttemptsText(options.lang, error.waitSeconds)
      : error && t[error];
  const alert = errorText
    ? `<p class="alert" role="alert" id="code-error">${escapeHtml(errorText)}</p>`
    : '';
  const title = setup ? t.secondFactorSetupTitle : t.secondFactorTitle;
  // The QR code is the library's own SVG markup (no script); the key is shown for typing.
  const enrolment = setup
    ? `<figure style="margin:1rem 0;text-align:center" role="img" aria-label="QR code">${setup.qrSvg}</figure>
<p>${escapeHtml(t.secondFactorKey)}: <code data-totp-secret>${escapeHtml(setup.secret)}</code></p>`
    : '';
  return layout(
    options.lang,
    title,
    `<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(setup ? t.secondFactorSetupIntro : t.secondFactorIntro)}</p>
${enrolment}
${alert}
<form method="post" action="${escapeHtml(options.action)}" novalidate>
<input type="hidden" name="lang" value="${options.lang}">
<input type="hidden" name="proof" value="${escapeHtml(options.proof)}">
<label for="code">${escapeHtml(t.secondFactorCode)}</label>
<input id="code" name="code" type="text" inputmode="numeric" pattern="[0-9]{6}" maxlength="6" autocomplete="one-time-code" required autofocus${error ? ' aria-describedby="code-error"' : ''}>
<button type="submit" class="submit">${escapeHtml(t.secondFactorVerify)}</button>
</form>`,
  );
}
