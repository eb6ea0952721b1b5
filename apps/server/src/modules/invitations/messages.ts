import type { PageLanguage } from '../../auth/messages';

/** Texts of the invitation's set-password pages. */
export interface InvitationMessages {
  title: string;
  /** `{email}`: the account's address. */
  intro: string;
  newPassword: string;
  confirmPassword: string;
  /** `{min}`: the shortest password accepted. */
  rule: string;
  save: string;
  missing: string;
  mismatch: string;
  tooShort: string;
  tooLong: string;
  controlCharacters: string;
  breached: string;
  doneTitle: string;
  doneText: string;
  signIn: string;
  unknownTitle: string;
  unknownText: string;
  expiredTitle: string;
  expiredText: string;
  usedTitle: string;
  usedText: string;
  forbiddenTitle: string;
  forbiddenText: string;
  /** `{wait}`: the time left, e.g. "2 minutes". */
  tooManyAttempts: string;
}

export const invitationMessages: Record<PageLanguage, InvitationMessages> = {
  en: {
    title: 'Choose your password',
    intro: 'You will sign in to Wayfarer with {email} and this password.',
    newPassword: 'New password',
    confirmPassword: 'Repeat the password',
    rule: 'At least {min} characters. A few words you remember are a good password.',
    save: 'Save the password',
    missing: 'Enter the password twice.',
    mismatch: 'The two passwords are not the same.',
    tooShort: 'The password is too short: use at least {min} characters.',
    tooLong: 'The password is too long: use at most {max} characters.',
    controlCharacters: 'The password contains characters that cannot be typed.',
    breached: 'This password is among the most common ones found in data breaches: choose another.',
    doneTitle: 'Your password is saved',
    doneText: 'Sign in with your e-mail address and your new password.',
    signIn: 'Sign in',
    unknownTitle: 'This link is not valid',
    unknownText:
      'Check that you opened the whole link from the e-mail, or ask your travel company for a new invitation.',
    expiredTitle: 'This link has expired',
    expiredText: 'Ask your travel company for a new invitation.',
    usedTitle: 'This link has already been used',
    usedText: 'The password has been chosen already. Sign in with it.',
    forbiddenTitle: 'The password could not be saved',
    forbiddenText: 'Open the link from the e-mail again and choose your password there.',
    tooManyAttempts: 'Too many attempts from this connection. Try again in {wait}.',
  },
  it: {
    title: 'Scegli la password',
    intro: 'Accederai a Wayfarer con {email} e questa password.',
    newPassword: 'Nuova password',
    confirmPassword: 'Ripeti la password',
    rule: 'Almeno {min} caratteri. Qualche parola che ricordi è una buona password.',
    save: 'Salva la password',
    missing: 'Inserisci la password due volte.',
    mismatch: 'Le due password non sono uguali.',
    tooShort: 'La password è troppo corta: usa almeno {min} caratteri.',
    tooLong: 'La password è troppo lunga: usa al massimo {max} caratteri.',
    controlCharacters: 'La password contiene caratteri che non si possono digitare.',
    breached:
      'Questa password è tra le più comuni trovate nelle violazioni di dati: scegline un’altra.',
    doneTitle: 'La password è stata salvata',
    doneText: 'Accedi con il tuo indirizzo e-mail e la nuova password.',
    signIn: 'Accedi',
    unknownTitle: 'Questo link non è valido',
    unknownText:
      'Controlla di aver aperto il link completo dell’e-mail, oppure chiedi un nuovo invito alla tua agenzia di viaggio.',
    expiredTitle: 'Questo link è scaduto',
    expiredText: 'Chiedi un nuovo invito alla tua agenzia di viaggio.',
    usedTitle: 'Questo link è già stato usato',
    usedText: 'La password è già stata scelta. Accedi con quella.',
    forbiddenTitle: 'Non è stato possibile salvare la password',
    forbiddenText: 'Apri di nuovo il link dell’e-mail e scegli lì la password.',
    tooManyAttempts: 'Troppi tentativi da questa connessione. Riprova tra {wait}.',
  },
  es: {
    title: 'Elige tu contraseña',
    intro: 'Iniciarás sesión en Wayfarer con {email} y esta contraseña.',
    newPassword: 'Nueva contraseña',
    confirmPassword: 'Repite la contraseña',
    rule: 'Al menos {min} caracteres. Unas palabras que recuerdes son una buena contraseña.',
    save: 'Guardar la contraseña',
    missing: 'Introduce la contraseña dos veces.',
    mismatch: 'Las dos contraseñas no son iguales.',
    tooShort: 'La contraseña es demasiado corta: usa al menos {min} caracteres.',
    tooLong: 'La contraseña es demasiado larga: usa como máximo {max} caracteres.',
    controlCharacters: 'La contraseña contiene caracteres que no se pueden escribir.',
    breached:
      'Esta contraseña está entre las más comunes encontradas en filtraciones de datos: elige otra.',
    doneTitle: 'Tu contraseña se ha guardado',
    doneText: 'Inicia sesión con tu correo electrónico y tu nueva contraseña.',
    signIn: 'Iniciar sesión',
    unknownTitle: 'Este enlace no es válido',
    unknownText:
      'Comprueba que has abierto el enlace completo del correo, o pide una nueva invitación a tu agencia de viajes.',
    expiredTitle: 'Este enlace ha caducado',
    expiredText: 'Pide una nueva invitación a tu agencia de viajes.',
    usedTitle: 'Este enlace ya se ha usado',
    usedText: 'La contraseña ya se ha elegido. Inicia sesión con ella.',
    forbiddenTitle: 'No se ha podido guardar la contraseña',
    forbiddenText: 'Vuelve a abrir el enlace del correo y elige allí tu contraseña.',
    tooManyAttempts:
      'Demasiados intentos desde esta conexión. Vuelve a intentarlo dentro de {wait}.',
  },
  fr: {
    title: 'Choisis ton mot de passe',
    intro: 'Tu te connecteras à Wayfarer avec {email} et ce mot de passe.',
    newPassword: 'Nouveau mot de passe',
    confirmPassword: 'Répète le mot de passe',
    rule: 'Au moins {min} caractères. Quelques mots dont tu te souviens font un bon mot de passe.',
    save: 'Enregistrer le mot de passe',
    missing: 'Saisis le mot de passe deux fois.',
    mismatch: 'Les deux mots de passe ne sont pas identiques.',
    tooShort: 'Le mot de passe est trop court : utilise au moins {min} caractères.',
    tooLong: 'Le mot de passe est trop long : utilise au plus {max} caractères.',
    controlCharacters: 'Le mot de passe contient des caractères qui ne peuvent pas être saisis.',
    breached:
      'Ce mot de passe fait partie des plus courants trouvés dans des fuites de données : choisis-en un autre.',
    doneTitle: 'Ton mot de passe est enregistré',
    doneText: 'Connecte-toi avec ton adresse e-mail et ton nouveau mot de passe.',
    signIn: 'Se connecter',
    unknownTitle: 'Ce lien n’est pas valide',
    unknownText:
      'Vérifie que tu as ouvert le lien complet de l’e-mail, ou demande une nouvelle invitation à ton agence de voyages.',
    expiredTitle: 'Ce lien a expiré',
    expiredText: 'Demande une nouvelle invitation à ton agence de voyages.',
    usedTitle: 'Ce lien a déjà été utilisé',
    usedText: 'Le mot de passe a déjà été choisi. Connecte-toi avec celui-ci.',
    forbiddenTitle: 'Le mot de passe n’a pas pu être enregistré',
    forbiddenText: 'Ouvre à nouveau le lien de l’e-mail et choisis ton mot de passe à cet endroit.',
    tooManyAttempts: 'Trop de tentatives depuis cette connexion. Réessaie dans {wait}.',
  },
  de: {
    title: 'Wähle dein Passwort',
    intro: 'Du meldest dich bei Wayfarer mit {email} und diesem Passwort an.',
    newPassword: 'Neues Passwort',
    confirmPassword: 'Passwort wiederholen',
    rule: 'Mindestens {min} Zeichen. Ein paar Wörter, die du dir merkst, sind ein gutes Passwort.',
    save: 'Passwort speichern',
    missing: 'Gib das Passwort zweimal ein.',
    mismatch: 'Die beiden Passwörter stimmen nicht überein.',
    tooShort: 'Das Passwort ist zu kurz: Verwende mindestens {min} Zeichen.',
    tooLong: 'Das Passwort ist zu lang: Verwende höchstens {max} Zeichen.',
    controlCharacters: 'Das Passwort enthält Zeichen, die man nicht eingeben kann.',
    breached: 'Dieses Passwort gehört zu den häufigsten aus Datenlecks: Wähle ein anderes.',
    doneTitle: 'Dein Passwort ist gespeichert',
    doneText: 'Melde dich mit deiner E-Mail-Adresse und deinem neuen Passwort an.',
    signIn: 'Anmelden',
    unknownTitle: 'Dieser Link ist ungültig',
    unknownText:
      'Prüfe, ob du den ganzen Link aus der E-Mail geöffnet hast, oder bitte dein Reiseunternehmen um eine neue Einladung.',
    expiredTitle: 'Dieser Link ist abgelaufen',
    expiredText: 'Bitte dein Reiseunternehmen um eine neue Einladung.',
    usedTitle: 'Dieser Link wurde schon verwendet',
    usedText: 'Das Passwort wurde schon gewählt. Melde dich damit an.',
    forbiddenTitle: 'Das Passwort konnte nicht gespeichert werden',
    forbiddenText: 'Öffne den Link aus der E-Mail erneut und wähle dort dein Passwort.',
    tooManyAttempts: 'Zu viele Versuche von dieser Verbindung. Versuche es in {wait} erneut.',
  },
};

/** Texts of the forgotten-password pages; the set-password page takes the rest from above. */
export interface ResetMessages {
  forgotLink: string;
  forgotTitle: string;
  forgotIntro: string;
  send: string;
  missingEmail: string;
  /** `{email}`: the address typed. */
  sentText: string;
  sentTitle: string;
  /** `{wait}`: the time left, e.g. "2 minutes". */
  tooManyRequests: string;
  link: Pick<
    InvitationMessages,
    'title' | 'intro' | 'doneTitle' | 'doneText' | 'unknownText' | 'expiredText' | 'usedText'
  >;
}

export const resetMessages: Record<PageLanguage, ResetMessages> = {
  en: {
    forgotLink: 'Forgot your password?',
    forgotTitle: 'Forgot your password?',
    forgotIntro:
      'Enter the e-mail address of your account: we will send you a link to choose a new password.',
    send: 'Send the link',
    missingEmail: 'Enter your e-mail address.',
    sentTitle: 'Check your e-mail',
    sentText:
      'If {email} belongs to a Wayfarer account, an e-mail with a link to choose a new password is on its way. The link works for 30 minutes.',
    tooManyRequests: 'Too many requests. Try again in {wait}.',
    link: {
      title: 'Choose a new password',
      intro: 'Choose a new password for {email}. You will be signed out on every device.',
      doneTitle: 'Your new password is saved',
      doneText: 'You have been signed out everywhere. Sign in with your new password.',
      unknownText: 'Check that you opened the whole link from the e-mail, or ask for a new link.',
      expiredText: 'Reset links work for 30 minutes. Ask for a new one.',
      usedText: 'The new password has been chosen already. Sign in with it, or ask for a new link.',
    },
  },
  it: {
    forgotLink: 'Password dimenticata?',
    forgotTitle: 'Password dimenticata?',
    forgotIntro:
      'Inserisci l’indirizzo e-mail del tuo account: ti invieremo un link per scegliere una nuova password.',
    send: 'Invia il link',
    missingEmail: 'Inserisci il tuo indirizzo e-mail.',
    sentTitle: 'Controlla la tua e-mail',
    sentText:
      'Se {email} appartiene a un account Wayfarer, è in arrivo un’e-mail con un link per scegliere una nuova password. Il link funziona per 30 minuti.',
    tooManyRequests: 'Troppe richieste. Riprova tra {wait}.',
    link: {
      title: 'Scegli una nuova password',
      intro: 'Scegli una nuova password per {email}. Uscirai da tutti i dispositivi.',
      doneTitle: 'La nuova password è stata salvata',
      doneText: 'Sei uscito ovunque. Accedi con la nuova password.',
      unknownText:
        'Controlla di aver aperto il link completo dell’e-mail, oppure chiedine uno nuovo.',
      expiredText: 'I link di reimpostazione funzionano per 30 minuti. Chiedine uno nuovo.',
      usedText:
        'La nuova password è già stata scelta. Accedi con quella, oppure chiedi un nuovo link.',
    },
  },
  es: {
    forgotLink: '¿Has olvidado tu contraseña?',
    forgotTitle: '¿Has olvidado tu contraseña?',
    forgotIntro:
      'Introduce el correo electrónico de tu cuenta: te enviaremos un enlace para elegir una nueva contraseña.',
    send: 'Enviar el enlace',
    missingEmail: 'Introduce tu correo electrónico.',
    sentTitle: 'Revisa tu correo',
    sentText:
      'Si {email} pertenece a una cuenta de Wayfarer, te llegará un correo con un enlace para elegir una nueva contraseña. El enlace funciona durante 30 minutos.',
    tooManyRequests: 'Demasiadas solicitudes. Vuelve a intentarlo dentro de {wait}.',
    link: {
      title: 'Elige una nueva contraseña',
      intro:
        'Elige una nueva contraseña para {email}. Se cerrará la sesión en todos los dispositivos.',
      doneTitle: 'Tu nueva contraseña se ha guardado',
      doneText: 'Se ha cerrado la sesión en todas partes. Inicia sesión con tu nueva contraseña.',
      unknownText: 'Comprueba que has abierto el enlace completo del correo, o pide uno nuevo.',
      expiredText: 'Los enlaces para restablecer funcionan durante 30 minutos. Pide uno nuevo.',
      usedText:
        'La nueva contraseña ya se ha elegido. Inicia sesión con ella, o pide un nuevo enlace.',
    },
  },
  fr: {
    forgotLink: 'Mot de passe oublié ?',
    forgotTitle: 'Mot de passe oublié ?',
    forgotIntro:
      'Saisis l’adresse e-mail de ton compte : nous t’enverrons un lien pour choisir un nouveau mot de passe.',
    send: 'Envoyer le lien',
    missingEmail: 'Saisis ton adresse e-mail.',
    sentTitle: 'Consulte tes e-mails',
    sentText:
      'Si {email} correspond à un compte Wayfarer, un e-mail avec un lien pour choisir un nouveau mot de passe est en route. Le lien fonctionne 30 minutes.',
    tooManyRequests: 'Trop de demandes. Réessaie dans {wait}.',
    link: {
      title: 'Choisis un nouveau mot de passe',
      intro:
        'Choisis un nouveau mot de passe pour {email}. Tu seras déconnecté de tous les appareils.',
      doneTitle: 'Ton nouveau mot de passe est enregistré',
      doneText: 'Tu as été déconnecté partout. Connecte-toi avec ton nouveau mot de passe.',
      unknownText:
        'Vérifie que tu as ouvert le lien complet de l’e-mail, ou demande un nouveau lien.',
      expiredText: 'Les liens de réinitialisation fonctionnent 30 minutes. Demandes-en un nouveau.',
      usedText:
        'Le nouveau mot de passe a déjà été choisi. Connecte-toi avec, ou demande un nouveau lien.',
    },
  },
  de: {
    forgotLink: 'Passwort vergessen?',
    forgotTitle: 'Passwort vergessen?',
    forgotIntro:
      'Gib die E-Mail-Adresse deines Kontos ein: Wir senden dir einen Link, um ein neues Passwort zu wählen.',
    send: 'Link senden',
    missingEmail: 'Gib deine E-Mail-Adresse ein.',
    sentTitle: 'Sieh in dein E-Mail-Postfach',
    sentText:
      'Wenn {email} zu einem Wayfarer-Konto gehört, ist eine E-Mail mit einem Link für ein neues Passwort unterwegs. Der Link funktioniert 30 Minuten lang.',
    tooManyRequests: 'Zu viele Anfragen. Versuche es in {wait} erneut.',
    link: {
      title: 'Wähle ein neues Passwort',
      intro: 'Wähle ein neues Passwort für {email}. Du wirst auf allen Geräten abgemeldet.',
      doneTitle: 'Dein neues Passwort ist gespeichert',
      doneText: 'Du wurdest überall abgemeldet. Melde dich mit deinem neuen Passwort an.',
      unknownText:
        'Prüfe, ob du den ganzen Link aus der E-Mail geöffnet hast, oder fordere einen neuen an.',
      expiredText: 'Links zum Zurücksetzen funktionieren 30 Minuten lang. Fordere einen neuen an.',
      usedText:
        'Das neue Passwort wurde schon gewählt. Melde dich damit an oder fordere einen neuen Link an.',
    },
  },
};

/** The set-password page's texts for a reset link: the invitation's, with the reset's own. */
export const resetLinkMessages = Object.fromEntries(
  Object.entries(resetMessages).map(([lang, t]) => [
    lang,
    { ...invitationMessages[lang as PageLanguage], ...t.link },
  ]),
) as Record<PageLanguage, InvitationMessages>;
