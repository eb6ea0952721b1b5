import type { PageLanguage } from '../../auth/messages';

/** Texts of the pages the e-mail change links open. `{email}`: an address. */
export interface EmailChangeMessages {
  confirmTitle: string;
  confirmText: string;
  confirmButton: string;
  confirmedTitle: string;
  confirmedText: string;
  undoTitle: string;
  undoText: string;
  undoButton: string;
  undoneTitle: string;
  undoneText: string;
  takenTitle: string;
  takenText: string;
  unknownTitle: string;
  unknownText: string;
  expiredTitle: string;
  expiredText: string;
  usedTitle: string;
  usedText: string;
  forbiddenTitle: string;
  forbiddenText: string;
  signIn: string;
}

export const emailChangeMessages: Record<PageLanguage, EmailChangeMessages> = {
  en: {
    confirmTitle: 'Confirm your new e-mail address',
    confirmText: 'From now on you will sign in to Wayfarer with {email}.',
    confirmButton: 'Confirm the new address',
    confirmedTitle: 'Your new e-mail address is confirmed',
    confirmedText: 'Sign in with {email} from now on.',
    undoTitle: 'Undo the change of e-mail address',
    undoText:
      'Your account gets back the address {email}, and every device signed in to it is signed out.',
    undoButton: 'Undo the change',
    undoneTitle: 'The change is undone',
    undoneText:
      'Sign in again with {email}. If someone else knows your password, change it as soon as you are signed in.',
    takenTitle: 'This address cannot be used',
    takenText:
      'Another Wayfarer account already uses this e-mail address. Choose another address in your profile.',
    unknownTitle: 'This link is not valid',
    unknownText: 'Check that you opened the whole link from the e-mail.',
    expiredTitle: 'This link has expired',
    expiredText: 'Ask for the change again from your profile.',
    usedTitle: 'This link has already been used',
    usedText: 'It works only once. Sign in to see your current address in your profile.',
    forbiddenTitle: 'The request was refused',
    forbiddenText: 'Open the link from the e-mail again and confirm there.',
    signIn: 'Sign in',
  },
  it: {
    confirmTitle: 'Conferma il nuovo indirizzo e-mail',
    confirmText: 'D’ora in poi accederai a Wayfarer con {email}.',
    confirmButton: 'Conferma il nuovo indirizzo',
    confirmedTitle: 'Il nuovo indirizzo e-mail è confermato',
    confirmedText: 'D’ora in poi accedi con {email}.',
    undoTitle: 'Annulla il cambio di indirizzo e-mail',
    undoText:
      'Il tuo account torna all’indirizzo {email} e ogni dispositivo collegato viene disconnesso.',
    undoButton: 'Annulla la modifica',
    undoneTitle: 'La modifica è stata annullata',
    undoneText:
      'Accedi di nuovo con {email}. Se qualcun altro conosce la tua password, cambiala appena hai effettuato l’accesso.',
    takenTitle: 'Questo indirizzo non si può usare',
    takenText:
      'Un altro account Wayfarer usa già questo indirizzo e-mail. Scegline un altro dal tuo profilo.',
    unknownTitle: 'Questo link non è valido',
    unknownText: 'Controlla di aver aperto il link completo dell’e-mail.',
    expiredTitle: 'Questo link è scaduto',
    expiredText: 'Richiedi di nuovo la modifica dal tuo profilo.',
    usedTitle: 'Questo link è già stato usato',
    usedText: 'Funziona una sola volta. Accedi per vedere il tuo indirizzo attuale nel profilo.',
    forbiddenTitle: 'La richiesta è stata rifiutata',
    forbiddenText: 'Apri di nuovo il link dell’e-mail e conferma lì.',
    signIn: 'Accedi',
  },
  es: {
    confirmTitle: 'Confirma tu nueva dirección de correo',
    confirmText: 'A partir de ahora iniciarás sesión en Wayfarer con {email}.',
    confirmButton: 'Confirmar la nueva dirección',
    confirmedTitle: 'Tu nueva dirección de correo está confirmada',
    confirmedText: 'A partir de ahora inicia sesión con {email}.',
    undoTitle: 'Deshacer el cambio de dirección de correo',
    undoText:
      'Tu cuenta recupera la dirección {email} y se cierra la sesión en todos los dispositivos.',
    undoButton: 'Deshacer el cambio',
    undoneTitle: 'El cambio se ha deshecho',
    undoneText:
      'Vuelve a iniciar sesión con {email}. Si otra persona conoce tu contraseña, cámbiala en cuanto inicies sesión.',
    takenTitle: 'Esta dirección no se puede usar',
    takenText:
      'Otra cuenta de Wayfarer ya usa esta dirección de correo. Elige otra dirección en tu perfil.',
    unknownTitle: 'Este enlace no es válido',
    unknownText: 'Comprueba que has abierto el enlace completo del correo.',
    expiredTitle: 'Este enlace ha caducado',
    expiredText: 'Vuelve a pedir el cambio desde tu perfil.',
    usedTitle: 'Este enlace ya se ha usado',
    usedText: 'Solo funciona una vez. Inicia sesión para ver tu dirección actual en tu perfil.',
    forbiddenTitle: 'La solicitud ha sido rechazada',
    forbiddenText: 'Vuelve a abrir el enlace del correo y confirma allí.',
    signIn: 'Iniciar sesión',
  },
  fr: {
    confirmTitle: 'Confirme ta nouvelle adresse e-mail',
    confirmText: 'Désormais, tu te connecteras à Wayfarer avec {email}.',
    confirmButton: 'Confirmer la nouvelle adresse',
    confirmedTitle: 'Ta nouvelle adresse e-mail est confirmée',
    confirmedText: 'Connecte-toi désormais avec {email}.',
    undoTitle: 'Annuler le changement d’adresse e-mail',
    undoText:
      'Ton compte retrouve l’adresse {email} et tous les appareils connectés sont déconnectés.',
    undoButton: 'Annuler le changement',
    undoneTitle: 'Le changement est annulé',
    undoneText:
      'Reconnecte-toi avec {email}. Si quelqu’un d’autre connaît ton mot de passe, change-le dès que tu es connecté.',
    takenTitle: 'Cette adresse ne peut pas être utilisée',
    takenText:
      'Un autre compte Wayfarer utilise déjà cette adresse e-mail. Choisis une autre adresse dans ton profil.',
    unknownTitle: 'Ce lien n’est pas valide',
    unknownText: 'Vérifie que tu as ouvert le lien complet de l’e-mail.',
    expiredTitle: 'Ce lien a expiré',
    expiredText: 'Demande à nouveau le changement depuis ton profil.',
    usedTitle: 'Ce lien a déjà été utilisé',
    usedText:
      'Il ne fonctionne qu’une fois. Connecte-toi pour voir ton adresse actuelle dans ton profil.',
    forbiddenTitle: 'La demande a été refusée',
    forbiddenText: 'Ouvre à nouveau le lien de l’e-mail et confirme à cet endroit.',
    signIn: 'Se connecter',
  },
  de: {
    confirmTitle: 'Bestätige deine neue E-Mail-Adresse',
    confirmText: 'Ab jetzt meldest du dich bei Wayfarer mit {email} an.',
    confirmButton: 'Neue Adresse bestätigen',
    confirmedTitle: 'Deine neue E-Mail-Adresse ist bestätigt',
    confirmedText: 'Melde dich ab jetzt mit {email} an.',
    undoTitle: 'Änderung der E-Mail-Adresse rückgängig machen',
    undoText:
      'Dein Konto erhält wieder die Adresse {email}, und alle angemeldeten Geräte werden abgemeldet.',
    undoButton: 'Änderung rückgängig machen',
    undoneTitle: 'Die Änderung ist rückgängig gemacht',
    undoneText:
      'Melde dich wieder mit {email} an. Falls jemand anderes dein Passwort kennt, ändere es, sobald du angemeldet bist.',
    takenTitle: 'Diese Adresse kann nicht verwendet werden',
    takenText:
      'Ein anderes Wayfarer-Konto verwendet diese E-Mail-Adresse bereits. Wähle in deinem Profil eine andere Adresse.',
    unknownTitle: 'Dieser Link ist ungültig',
    unknownText: 'Prüfe, ob du den ganzen Link aus der E-Mail geöffnet hast.',
    expiredTitle: 'Dieser Link ist abgelaufen',
    expiredText: 'Fordere die Änderung in deinem Profil erneut an.',
    usedTitle: 'Dieser Link wurde schon verwendet',
    usedText:
      'Er funktioniert nur einmal. Melde dich an, um deine aktuelle Adresse im Profil zu sehen.',
    forbiddenTitle: 'Die Anfrage wurde abgelehnt',
    forbiddenText: 'Öffne den Link aus der E-Mail erneut und bestätige dort.',
    signIn: 'Anmelden',
  },
};
