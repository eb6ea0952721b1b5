/** Texts of the pages the server renders itself (sign-in, sign-out, sign-in errors). */
export const pageLanguages = ['en', 'it', 'es', 'fr', 'de'] as const;
export type PageLanguage = (typeof pageLanguages)[number];

export interface PageMessages {
  signInTitle: string;
  signInIntro: string;
  email: string;
  password: string;
  signIn: string;
  wrongCredentials: string;
  missingCredentials: string;
  /** `{wait}` is replaced by the time left, e.g. "30 seconds". */
  tooManyAttempts: string;
  expiredTitle: string;
  expiredText: string;
  startAgain: string;
  errorTitle: string;
  errorText: string;
  backToApp: string;
  signOutTitle: string;
  signOutText: string;
  signOut: string;
  signedOutTitle: string;
  signedOutText: string;
  callbackTitle: string;
  callbackStateText: string;
  callbackErrorText: string;
  /** The sign-in page's show-password toggle and language switch. */
  showPassword: string;
  hidePassword: string;
  language: string;
  /** The staff's second factor (TOTP). */
  secondFactorTitle: string;
  secondFactorIntro: string;
  secondFactorSetupTitle: string;
  secondFactorSetupIntro: string;
  secondFactorKey: string;
  secondFactorCode: string;
  secondFactorVerify: string;
  wrongCode: string;
  /** Passkeys: the word (a new passkey's name when nothing better is known) and the sign-in. */
  passkey: string;
  orDivider: string;
  signInWithPasskey: string;
  /** The browser's ceremony failed or was cancelled (shown by the page's script). */
  passkeyCancelled: string;
  /** The server refused the passkey's answer. */
  passkeyFailed: string;
}

export const pageMessages: Record<PageLanguage, PageMessages> = {
  en: {
    signInTitle: 'Sign in',
    signInIntro: 'Sign in to your Wayfarer account.',
    email: 'Email',
    password: 'Password',
    signIn: 'Sign in',
    wrongCredentials: 'The email or the password is not correct.',
    missingCredentials: 'Enter your email and your password.',
    tooManyAttempts: 'Too many attempts with this email. Try again in {wait}.',
    expiredTitle: 'This sign-in page has expired',
    expiredText: 'Go back to Wayfarer and sign in again.',
    startAgain: 'Sign in again',
    errorTitle: 'Something went wrong',
    errorText: 'The sign-in could not be completed.',
    backToApp: 'Back to Wayfarer',
    signOutTitle: 'Signing you out…',
    signOutText: 'If nothing happens, press the button.',
    signOut: 'Sign out',
    signedOutTitle: 'You are signed out',
    signedOutText: 'You have been signed out of Wayfarer.',
    callbackTitle: 'The sign-in could not be completed',
    callbackStateText:
      'This sign-in response does not belong to a sign-in started in this browser, or it has expired. Start the sign-in again.',
    callbackErrorText: 'The identity provider refused the sign-in. Start the sign-in again.',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
    language: 'Language',
    secondFactorTitle: 'Enter your code',
    secondFactorIntro: 'Enter the 6-digit code your authenticator app shows for Wayfarer staff.',
    secondFactorSetupTitle: 'Set up your second factor',
    secondFactorSetupIntro:
      'Staff accounts need a second factor. Scan this QR code with an authenticator app (or type the key), then enter the 6-digit code it shows.',
    secondFactorKey: 'Key',
    secondFactorCode: '6-digit code',
    secondFactorVerify: 'Verify',
    wrongCode: 'The code is not correct. Enter the code your authenticator app shows now.',
    passkey: 'Passkey',
    orDivider: 'or',
    signInWithPasskey: 'Sign in with a passkey',
    passkeyCancelled:
      'The passkey sign-in did not go through. Try again, or use your email and password.',
    passkeyFailed: 'This passkey could not sign you in. Try again, or use your email and password.',
  },
  it: {
    signInTitle: 'Accedi',
    signInIntro: 'Accedi al tuo account Wayfarer.',
    email: 'Email',
    password: 'Password',
    signIn: 'Accedi',
    wrongCredentials: 'L’email o la password non sono corrette.',
    missingCredentials: 'Inserisci l’email e la password.',
    tooManyAttempts: 'Troppi tentativi con questa email. Riprova tra {wait}.',
    expiredTitle: 'Questa pagina di accesso è scaduta',
    expiredText: 'Torna su Wayfarer e accedi di nuovo.',
    startAgain: 'Accedi di nuovo',
    errorTitle: 'Qualcosa è andato storto',
    errorText: 'Non è stato possibile completare l’accesso.',
    backToApp: 'Torna a Wayfarer',
    signOutTitle: 'Uscita in corso…',
    signOutText: 'Se non succede nulla, premi il pulsante.',
    signOut: 'Esci',
    signedOutTitle: 'Sei uscito',
    signedOutText: 'Sei uscito da Wayfarer.',
    callbackTitle: 'Non è stato possibile completare l’accesso',
    callbackStateText:
      'Questa risposta non appartiene a un accesso avviato in questo browser, oppure è scaduta. Avvia di nuovo l’accesso.',
    callbackErrorText: 'Il provider di identità ha rifiutato l’accesso. Avvia di nuovo l’accesso.',
    showPassword: 'Mostra password',
    hidePassword: 'Nascondi password',
    language: 'Lingua',
    secondFactorTitle: 'Inserisci il codice',
    secondFactorIntro:
      'Inserisci il codice di 6 cifre che la tua app di autenticazione mostra per Wayfarer staff.',
    secondFactorSetupTitle: 'Configura il secondo fattore',
    secondFactorSetupIntro:
      'Gli account dello staff richiedono un secondo fattore. Inquadra questo codice QR con un’app di autenticazione (o digita la chiave), poi inserisci il codice di 6 cifre che mostra.',
    secondFactorKey: 'Chiave',
    secondFactorCode: 'Codice di 6 cifre',
    secondFactorVerify: 'Verifica',
    wrongCode:
      'Il codice non è corretto. Inserisci il codice che la tua app di autenticazione mostra ora.',
    passkey: 'Passkey',
    orDivider: 'oppure',
    signInWithPasskey: 'Accedi con una passkey',
    passkeyCancelled:
      'L’accesso con la passkey non è andato a buon fine. Riprova oppure usa email e password.',
    passkeyFailed:
      'Non è stato possibile accedere con questa passkey. Riprova oppure usa email e password.',
  },
  es: {
    signInTitle: 'Iniciar sesión',
    signInIntro: 'Inicia sesión en tu cuenta de Wayfarer.',
    email: 'Correo electrónico',
    password: 'Contraseña',
    signIn: 'Iniciar sesión',
    wrongCredentials: 'El correo electrónico o la contraseña no son correctos.',
    missingCredentials: 'Introduce tu correo electrónico y tu contraseña.',
    tooManyAttempts: 'Demasiados intentos con este email. Vuelve a intentarlo dentro de {wait}.',
    expiredTitle: 'Esta página de inicio de sesión ha caducado',
    expiredText: 'Vuelve a Wayfarer e inicia sesión de nuevo.',
    startAgain: 'Iniciar sesión de nuevo',
    errorTitle: 'Algo ha salido mal',
    errorText: 'No se ha podido completar el inicio de sesión.',
    backToApp: 'Volver a Wayfarer',
    signOutTitle: 'Cerrando la sesión…',
    signOutText: 'Si no ocurre nada, pulsa el botón.',
    signOut: 'Cerrar sesión',
    signedOutTitle: 'Has cerrado la sesión',
    signedOutText: 'Has cerrado la sesión en Wayfarer.',
    callbackTitle: 'No se ha podido completar el inicio de sesión',
    callbackStateText:
      'Esta respuesta no corresponde a un inicio de sesión empezado en este navegador, o ha caducado. Vuelve a iniciar sesión.',
    callbackErrorText:
      'El proveedor de identidad ha rechazado el inicio de sesión. Vuelve a iniciar sesión.',
    showPassword: 'Mostrar contraseña',
    hidePassword: 'Ocultar contraseña',
    language: 'Idioma',
    secondFactorTitle: 'Introduce tu código',
    secondFactorIntro:
      'Introduce el código de 6 dígitos que muestra tu aplicación de autenticación para Wayfarer staff.',
    secondFactorSetupTitle: 'Configura tu segundo factor',
    secondFactorSetupIntro:
      'Las cuentas del personal necesitan un segundo factor. Escanea este código QR con una aplicación de autenticación (o escribe la clave) e introduce el código de 6 dígitos que muestra.',
    secondFactorKey: 'Clave',
    secondFactorCode: 'Código de 6 dígitos',
    secondFactorVerify: 'Verificar',
    wrongCode:
      'El código no es correcto. Introduce el código que muestra ahora tu aplicación de autenticación.',
    passkey: 'Llave de acceso',
    orDivider: 'o',
    signInWithPasskey: 'Inicia sesión con una llave de acceso',
    passkeyCancelled:
      'El inicio de sesión con la llave de acceso no se completó. Vuelve a intentarlo o usa tu email y tu contraseña.',
    passkeyFailed:
      'No se ha podido iniciar sesión con esta llave de acceso. Vuelve a intentarlo o usa tu email y tu contraseña.',
  },
  fr: {
    signInTitle: 'Se connecter',
    signInIntro: 'Connecte-toi à ton compte Wayfarer.',
    email: 'E-mail',
    password: 'Mot de passe',
    signIn: 'Se connecter',
    wrongCredentials: 'L’e-mail ou le mot de passe est incorrect.',
    missingCredentials: 'Saisis ton e-mail et ton mot de passe.',
    tooManyAttempts: 'Trop de tentatives avec cet e-mail. Réessaie dans {wait}.',
    expiredTitle: 'Cette page de connexion a expiré',
    expiredText: 'Reviens sur Wayfarer et connecte-toi à nouveau.',
    startAgain: 'Se connecter à nouveau',
    errorTitle: 'Une erreur s’est produite',
    errorText: 'La connexion n’a pas pu aboutir.',
    backToApp: 'Retour à Wayfarer',
    signOutTitle: 'Déconnexion en cours…',
    signOutText: 'Si rien ne se passe, appuie sur le bouton.',
    signOut: 'Se déconnecter',
    signedOutTitle: 'Tu es déconnecté',
    signedOutText: 'Tu as été déconnecté de Wayfarer.',
    callbackTitle: 'La connexion n’a pas pu aboutir',
    callbackStateText:
      'Cette réponse ne correspond pas à une connexion commencée dans ce navigateur, ou elle a expiré. Recommence la connexion.',
    callbackErrorText: 'Le fournisseur d’identité a refusé la connexion. Recommence la connexion.',
    showPassword: 'Afficher le mot de passe',
    hidePassword: 'Masquer le mot de passe',
    language: 'Langue',
    secondFactorTitle: 'Saisissez votre code',
    secondFactorIntro:
      'Saisissez le code à 6 chiffres que votre application d’authentification affiche pour Wayfarer staff.',
    secondFactorSetupTitle: 'Configurez votre second facteur',
    secondFactorSetupIntro:
      'Les comptes du personnel exigent un second facteur. Scannez ce code QR avec une application d’authentification (ou saisissez la clé), puis saisissez le code à 6 chiffres affiché.',
    secondFactorKey: 'Clé',
    secondFactorCode: 'Code à 6 chiffres',
    secondFactorVerify: 'Vérifier',
    wrongCode:
      'Le code n’est pas correct. Saisissez le code que votre application d’authentification affiche maintenant.',
    passkey: 'Clé d’accès',
    orDivider: 'ou',
    signInWithPasskey: 'Se connecter avec une clé d’accès',
    passkeyCancelled:
      'La connexion avec la clé d’accès n’a pas abouti. Réessaie, ou utilise ton e-mail et ton mot de passe.',
    passkeyFailed:
      'Cette clé d’accès n’a pas pu te connecter. Réessaie, ou utilise ton e-mail et ton mot de passe.',
  },
  de: {
    signInTitle: 'Anmelden',
    signInIntro: 'Melde dich bei deinem Wayfarer-Konto an.',
    email: 'E-Mail',
    password: 'Passwort',
    signIn: 'Anmelden',
    wrongCredentials: 'Die E-Mail-Adresse oder das Passwort ist nicht korrekt.',
    missingCredentials: 'Gib deine E-Mail-Adresse und dein Passwort ein.',
    tooManyAttempts: 'Zu viele Versuche mit dieser E-Mail. Versuche es in {wait} erneut.',
    expiredTitle: 'Diese Anmeldeseite ist abgelaufen',
    expiredText: 'Kehre zu Wayfarer zurück und melde dich erneut an.',
    startAgain: 'Erneut anmelden',
    errorTitle: 'Etwas ist schiefgelaufen',
    errorText: 'Die Anmeldung konnte nicht abgeschlossen werden.',
    backToApp: 'Zurück zu Wayfarer',
    signOutTitle: 'Du wirst abgemeldet…',
    signOutText: 'Falls nichts passiert, drücke die Schaltfläche.',
    signOut: 'Abmelden',
    signedOutTitle: 'Du bist abgemeldet',
    signedOutText: 'Du wurdest von Wayfarer abgemeldet.',
    callbackTitle: 'Die Anmeldung konnte nicht abgeschlossen werden',
    callbackStateText:
      'Diese Antwort gehört zu keiner Anmeldung, die in diesem Browser begonnen wurde, oder sie ist abgelaufen. Starte die Anmeldung erneut.',
    callbackErrorText:
      'Der Identitätsanbieter hat die Anmeldung abgelehnt. Starte die Anmeldung erneut.',
    showPassword: 'Passwort anzeigen',
    hidePassword: 'Passwort verbergen',
    language: 'Sprache',
    secondFactorTitle: 'Code eingeben',
    secondFactorIntro:
      'Geben Sie den 6-stelligen Code ein, den Ihre Authenticator-App für Wayfarer staff anzeigt.',
    secondFactorSetupTitle: 'Zweiten Faktor einrichten',
    secondFactorSetupIntro:
      'Mitarbeiterkonten brauchen einen zweiten Faktor. Scannen Sie diesen QR-Code mit einer Authenticator-App (oder geben Sie den Schlüssel ein) und geben Sie dann den angezeigten 6-stelligen Code ein.',
    secondFactorKey: 'Schlüssel',
    secondFactorCode: '6-stelliger Code',
    secondFactorVerify: 'Bestätigen',
    wrongCode:
      'Der Code ist nicht richtig. Geben Sie den Code ein, den Ihre Authenticator-App jetzt anzeigt.',
    passkey: 'Passkey',
    orDivider: 'oder',
    signInWithPasskey: 'Mit einem Passkey anmelden',
    passkeyCancelled:
      'Die Anmeldung mit dem Passkey hat nicht geklappt. Versuche es erneut oder nutze deine E-Mail-Adresse und dein Passwort.',
    passkeyFailed:
      'Mit diesem Passkey konntest du nicht angemeldet werden. Versuche es erneut oder nutze deine E-Mail-Adresse und dein Passwort.',
  },
};

export function isPageLanguage(value: string): value is PageLanguage {
  return (pageLanguages as readonly string[]).includes(value);
}

/**
 * The language of a page: the first supported entry of `ui_locales` (space-separated BCP 47 tags,
 * as OpenID Connect sends them), else the request's variant language, else English.
 */
export function pickLanguage(
  uiLocales: unknown,
  variantLanguage: string | undefined,
): PageLanguage {
  if (typeof uiLocales === 'string') {
    for (const tag of uiLocales.split(/\s+/)) {
      const primary = tag.split('-')[0]?.toLowerCase() ?? '';
      if (isPageLanguage(primary)) return primary;
    }
  }
  if (variantLanguage && isPageLanguage(variantLanguage)) return variantLanguage;
  return 'en';
}

/** "Too many attempts… try again in 2 minutes", in the page's language. */
export function tooManyAttemptsText(
  lang: PageLanguage,
  waitSeconds: number,
  text = pageMessages[lang].tooManyAttempts,
) {
  const minutes = waitSeconds >= 60;
  const wait = new Intl.NumberFormat(lang, {
    style: 'unit',
    unit: minutes ? 'minute' : 'second',
    unitDisplay: 'long',
  }).format(minutes ? Math.ceil(waitSeconds / 60) : Math.max(1, waitSeconds));
  return text.replace('{wait}', wait);
}
