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
