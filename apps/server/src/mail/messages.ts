import type { Language } from '@wayfarer/domain';

/** Texts of the e-mails, per language. `{name}`-style placeholders are filled by the templates. */
export interface MailMessages {
  /** `{name}`: the traveller's first name. */
  greeting: string;
  greetingWithoutName: string;
  signOff: string;
  team: string;
  /** `{website}`: the variant's public website. */
  footer: string;
  invitationSubject: string;
  invitationIntro: string;
  invitationAction: string;
  /** `{date}`: when the link expires. */
  invitationExpiry: string;
  invitationLinkFallback: string;
  invitationIgnore: string;
  /** `{document}`: the document's name (documentNames). */
  documentApprovedSubject: string;
  documentApprovedText: string;
  documentRejectedSubject: string;
  /** `{reason}`: one of documentRejectReasons. */
  documentRejectedText: string;
  documentAction: string;
  documentNames: Record<'PASSPORT' | 'IDENTITY_CARD' | 'DRIVING_LICENCE', string>;
  documentRejectReasons: {
    photo: string;
    field: string;
    fields: Record<'firstName' | 'lastName' | 'number' | 'issueDate' | 'expiryDate', string>;
  };
  emailConfirmSubject: string;
  /** `{email}`: the new address. */
  emailConfirmIntro: string;
  emailConfirmAction: string;
  emailConfirmIgnore: string;
  emailNoticeSubject: string;
  /** `{email}`: the new address. */
  emailNoticeIntro: string;
  emailNoticeAction: string;
  emailNoticeIgnore: string;
  resetSubject: string;
  /** `{email}`: the account's address. */
  resetIntro: string;
  resetAction: string;
  /** `{date}`: when the link expires. */
  resetExpiry: string;
  resetIgnore: string;
  deletionScheduledSubject: string;
  /** `{date}`: when the account is erased. */
  deletionScheduledIntro: string;
  deletionScheduledCancel: string;
  deletionScheduledAction: string;
  deletionScheduledIgnore: string;
  deletionCancelledSubject: string;
  deletionCancelledIntro: string;
  deletionCancelledAgain: string;
  deletionCancelledAction: string;
  dataExportSubject: string;
  dataExportIntro: string;
  dataExportAction: string;
  /** `{date}`: until when the files can be downloaded. */
  dataExportExpiry: string;
  dataExportIgnore: string;
}

export const mailMessages: Record<Language, MailMessages> = {
  en: {
    greeting: 'Hello {name},',
    greetingWithoutName: 'Hello,',
    signOff: 'See you soon,',
    team: 'The Wayfarer team',
    footer: 'Wayfarer · {website}',
    invitationSubject: 'Your Wayfarer traveller area is ready: choose your password',
    invitationIntro:
      'we have opened your traveller area: there you will find your trip, the checklist before departure, your documents and your flights. Choose a password to sign in with {email}.',
    invitationAction: 'Choose your password',
    invitationExpiry: 'The link works once and until {date}.',
    invitationLinkFallback: 'If the button does not work, copy this address into your browser:',
    invitationIgnore: 'If you were not expecting this e-mail, you can ignore it.',
    documentApprovedSubject: 'Your {document} has been approved',
    documentApprovedText: 'we have checked your {document}: it is approved, nothing more to do.',
    documentRejectedSubject: 'Your {document} could not be accepted',
    documentRejectedText:
      'we have checked your {document} but could not accept it: {reason} Please upload it again.',
    documentAction: 'See your documents',
    documentNames: {
      PASSPORT: 'passport',
      IDENTITY_CARD: 'identity card',
      DRIVING_LICENCE: 'driving licence',
    },
    documentRejectReasons: {
      photo:
        'the photo is not clear enough (it must be readable, not blurred, not dark and not cropped).',
      field: 'the {field} on the document does not match what you entered or cannot be read.',
      fields: {
        firstName: 'first name',
        lastName: 'last name',
        number: 'document number',
        issueDate: 'issue date',
        expiryDate: 'expiry date',
      },
    },
    emailConfirmSubject: 'Confirm your new e-mail address for Wayfarer',
    emailConfirmIntro:
      'you asked to sign in to Wayfarer with {email} from now on. Confirm that this address is yours: until you do, you keep signing in with your current address.',
    emailConfirmAction: 'Confirm the new address',
    emailConfirmIgnore: 'If you did not ask for this, ignore this e-mail: nothing changes.',
    emailNoticeSubject: 'The e-mail address of your Wayfarer account has changed',
    emailNoticeIntro:
      'the e-mail address of your Wayfarer account is now {email}: from now on you sign in with it, and our messages go there.',
    emailNoticeAction: 'It was not me: undo the change',
    emailNoticeIgnore:
      'If you made the change, there is nothing to do. Undoing it brings back this address and signs out every device.',
    resetSubject: 'Reset your Wayfarer password',
    resetIntro:
      'someone (we hope you) asked to choose a new password for the Wayfarer account {email}.',
    resetAction: 'Choose a new password',
    resetExpiry:
      'The link works once and until {date}. Choosing a new password signs you out on every other device.',
    resetIgnore: 'If you did not ask for this, ignore this e-mail: your password stays as it is.',
    deletionScheduledSubject: 'Your Wayfarer account will be deleted on {date}',
    deletionScheduledIntro:
      'as you asked, your Wayfarer account will be deleted on {date}: your personal data, your documents and their photos will then be erased. Your bookings stay with us for our records, without your name or your contact details.',
    deletionScheduledCancel:
      'Changed your mind? Just sign in again before then: that cancels the deletion.',
    deletionScheduledAction: 'Sign in and keep my account',
    deletionScheduledIgnore: 'If you did not ask for this, sign in and change your password.',
    deletionCancelledSubject: 'Your Wayfarer account will not be deleted',
    deletionCancelledIntro:
      'you signed in again, so we have cancelled the deletion of your account: everything stays as it was.',
    deletionCancelledAgain: 'If you still want to delete it, ask again from your profile.',
    deletionCancelledAction: 'Go to your account',
    dataExportSubject: 'Your Wayfarer data is ready to download',
    dataExportIntro:
      'the copy of your data you asked for is ready: a JSON file and a readable PDF, on the "Your data" page of your account.',
    dataExportAction: 'Go to your data',
    dataExportExpiry: 'You can download it until {date}; after that the files are deleted.',
    dataExportIgnore:
      'If you did not ask for it, sign in and change your password: only you can download the files, once signed in.',
  },
  it: {
    greeting: 'Ciao {name},',
    greetingWithoutName: 'Ciao,',
    signOff: 'A presto,',
    team: 'Il team Wayfarer',
    footer: 'Wayfarer · {website}',
    invitationSubject: 'La tua area viaggiatore Wayfarer è pronta: scegli la password',
    invitationIntro:
      'abbiamo aperto la tua area viaggiatore: troverai il tuo viaggio, la checklist prima della partenza, i tuoi documenti e i tuoi voli. Scegli una password per accedere con {email}.',
    invitationAction: 'Scegli la password',
    invitationExpiry: 'Il link funziona una sola volta e fino al {date}.',
    invitationLinkFallback: 'Se il pulsante non funziona, copia questo indirizzo nel browser:',
    invitationIgnore: 'Se non aspettavi questa e-mail, puoi ignorarla.',
    documentApprovedSubject: 'Il tuo {document} è stato approvato',
    documentApprovedText:
      'abbiamo controllato il tuo {document}: è approvato, non devi fare altro.',
    documentRejectedSubject: 'Non abbiamo potuto accettare il tuo {document}',
    documentRejectedText:
      'abbiamo controllato il tuo {document} ma non abbiamo potuto accettarlo: {reason} Caricalo di nuovo.',
    documentAction: 'Vedi i tuoi documenti',
    documentNames: {
      PASSPORT: 'passaporto',
      IDENTITY_CARD: 'documento d’identità',
      DRIVING_LICENCE: 'patente',
    },
    documentRejectReasons: {
      photo:
        'la foto non è abbastanza chiara (deve essere leggibile, non sfocata, non scura e non tagliata).',
      field:
        'il campo {field} sul documento non corrisponde a quanto hai inserito o non è leggibile.',
      fields: {
        firstName: 'nome',
        lastName: 'cognome',
        number: 'numero del documento',
        issueDate: 'data di rilascio',
        expiryDate: 'data di scadenza',
      },
    },
    emailConfirmSubject: 'Conferma il tuo nuovo indirizzo e-mail per Wayfarer',
    emailConfirmIntro:
      'hai chiesto di accedere a Wayfarer con {email} d’ora in poi. Conferma che questo indirizzo è tuo: finché non lo fai, continui ad accedere con l’indirizzo attuale.',
    emailConfirmAction: 'Conferma il nuovo indirizzo',
    emailConfirmIgnore: 'Se non l’hai chiesto tu, ignora questa e-mail: non cambia nulla.',
    emailNoticeSubject: 'L’indirizzo e-mail del tuo account Wayfarer è cambiato',
    emailNoticeIntro:
      'l’indirizzo e-mail del tuo account Wayfarer ora è {email}: d’ora in poi accedi con questo e i nostri messaggi arrivano lì.',
    emailNoticeAction: 'Non sono stato io: annulla la modifica',
    emailNoticeIgnore:
      'Se la modifica l’hai fatta tu, non devi fare nulla. Annullandola torna questo indirizzo e si esce da ogni dispositivo.',
    resetSubject: 'Reimposta la password di Wayfarer',
    resetIntro:
      'qualcuno (speriamo tu) ha chiesto di scegliere una nuova password per l’account Wayfarer {email}.',
    resetAction: 'Scegli una nuova password',
    resetExpiry:
      'Il link funziona una sola volta e fino al {date}. Con la nuova password esci da tutti gli altri dispositivi.',
    resetIgnore:
      'Se non l’hai chiesto tu, ignora questa e-mail: la password resta quella di prima.',
    deletionScheduledSubject: 'Il tuo account Wayfarer sarà eliminato il {date}',
    deletionScheduledIntro:
      'come hai chiesto, il tuo account Wayfarer sarà eliminato il {date}: i tuoi dati personali, i tuoi documenti e le loro foto saranno cancellati. Le tue prenotazioni restano nei nostri archivi, senza il tuo nome né i tuoi contatti.',
    deletionScheduledCancel:
      'Hai cambiato idea? Accedi di nuovo prima di quella data: l’eliminazione sarà annullata.',
    deletionScheduledAction: 'Accedi e tieni il mio account',
    deletionScheduledIgnore: 'Se non sei stato tu a chiederlo, accedi e cambia la password.',
    deletionCancelledSubject: 'Il tuo account Wayfarer non sarà eliminato',
    deletionCancelledIntro:
      'hai effettuato di nuovo l’accesso, quindi abbiamo annullato l’eliminazione del tuo account: tutto resta com’era.',
    deletionCancelledAgain: 'Se vuoi ancora eliminarlo, chiedilo di nuovo dal tuo profilo.',
    deletionCancelledAction: 'Vai al tuo account',
    dataExportSubject: 'I tuoi dati Wayfarer sono pronti da scaricare',
    dataExportIntro:
      'la copia dei tuoi dati che hai chiesto è pronta: un file JSON e un PDF leggibile, nella pagina "I tuoi dati" del tuo account.',
    dataExportAction: 'Vai ai tuoi dati',
    dataExportExpiry: 'Puoi scaricarla fino al {date}; dopo, i file vengono eliminati.',
    dataExportIgnore:
      'Se non l’hai chiesta tu, accedi e cambia la password: solo tu puoi scaricare i file, dopo aver effettuato l’accesso.',
  },
  es: {
    greeting: 'Hola, {name}:',
    greetingWithoutName: 'Hola:',
    signOff: 'Hasta pronto,',
    team: 'El equipo de Wayfarer',
    footer: 'Wayfarer · {website}',
    invitationSubject: 'Tu área de viajero de Wayfarer está lista: elige tu contraseña',
    invitationIntro:
      'hemos abierto tu área de viajero: allí encontrarás tu viaje, la lista de tareas antes de la salida, tus documentos y tus vuelos. Elige una contraseña para iniciar sesión con {email}.',
    invitationAction: 'Elegir la contraseña',
    invitationExpiry: 'El enlace funciona una sola vez y hasta el {date}.',
    invitationLinkFallback: 'Si el botón no funciona, copia esta dirección en tu navegador:',
    invitationIgnore: 'Si no esperabas este correo, puedes ignorarlo.',
    documentApprovedSubject: 'Tu {document} ha sido aprobado',
    documentApprovedText:
      'hemos revisado tu {document}: está aprobado, no tienes que hacer nada más.',
    documentRejectedSubject: 'No hemos podido aceptar tu {document}',
    documentRejectedText:
      'hemos revisado tu {document} pero no hemos podido aceptarlo: {reason} Vuelve a subirlo.',
    documentAction: 'Ver tus documentos',
    documentNames: {
      PASSPORT: 'pasaporte',
      IDENTITY_CARD: 'documento de identidad',
      DRIVING_LICENCE: 'permiso de conducir',
    },
    documentRejectReasons: {
      photo:
        'la foto no es lo bastante clara (debe ser legible, no borrosa, no oscura y no recortada).',
      field:
        'el campo {field} del documento no coincide con lo que has introducido o no se puede leer.',
      fields: {
        firstName: 'nombre',
        lastName: 'apellido',
        number: 'número del documento',
        issueDate: 'fecha de expedición',
        expiryDate: 'fecha de caducidad',
      },
    },
    emailConfirmSubject: 'Confirma tu nueva dirección de correo para Wayfarer',
    emailConfirmIntro:
      'has pedido iniciar sesión en Wayfarer con {email} a partir de ahora. Confirma que esta dirección es tuya: mientras no lo hagas, sigues iniciando sesión con tu dirección actual.',
    emailConfirmAction: 'Confirmar la nueva dirección',
    emailConfirmIgnore: 'Si no lo has pedido tú, ignora este correo: no cambia nada.',
    emailNoticeSubject: 'La dirección de correo de tu cuenta de Wayfarer ha cambiado',
    emailNoticeIntro:
      'la dirección de correo de tu cuenta de Wayfarer ahora es {email}: a partir de ahora inicias sesión con ella y nuestros mensajes llegan allí.',
    emailNoticeAction: 'No he sido yo: deshacer el cambio',
    emailNoticeIgnore:
      'Si has hecho tú el cambio, no tienes que hacer nada. Deshacerlo recupera esta dirección y cierra la sesión en todos los dispositivos.',
    resetSubject: 'Restablece tu contraseña de Wayfarer',
    resetIntro:
      'alguien (esperamos que tú) ha pedido elegir una nueva contraseña para la cuenta de Wayfarer {email}.',
    resetAction: 'Elegir una nueva contraseña',
    resetExpiry:
      'El enlace funciona una sola vez y hasta el {date}. Al elegir una nueva contraseña se cierra la sesión en todos los demás dispositivos.',
    resetIgnore: 'Si no lo has pedido tú, ignora este correo: tu contraseña sigue siendo la misma.',
    deletionScheduledSubject: 'Tu cuenta de Wayfarer se eliminará el {date}',
    deletionScheduledIntro:
      'como pediste, tu cuenta de Wayfarer se eliminará el {date}: entonces se borrarán tus datos personales, tus documentos y sus fotos. Tus reservas se quedan en nuestros registros, sin tu nombre ni tus datos de contacto.',
    deletionScheduledCancel:
      '¿Has cambiado de idea? Vuelve a iniciar sesión antes de esa fecha: así se cancela la eliminación.',
    deletionScheduledAction: 'Iniciar sesión y conservar mi cuenta',
    deletionScheduledIgnore: 'Si no lo has pedido tú, inicia sesión y cambia tu contraseña.',
    deletionCancelledSubject: 'Tu cuenta de Wayfarer no se eliminará',
    deletionCancelledIntro:
      'has vuelto a iniciar sesión, así que hemos cancelado la eliminación de tu cuenta: todo sigue como estaba.',
    deletionCancelledAgain: 'Si aún quieres eliminarla, vuelve a pedirlo desde tu perfil.',
    deletionCancelledAction: 'Ir a tu cuenta',
    dataExportSubject: 'Tus datos de Wayfarer están listos para descargar',
    dataExportIntro:
      'la copia de tus datos que pediste está lista: un archivo JSON y un PDF legible, en la página "Tus datos" de tu cuenta.',
    dataExportAction: 'Ir a tus datos',
    dataExportExpiry: 'Puedes descargarla hasta el {date}; después, los archivos se eliminan.',
    dataExportIgnore:
      'Si no la has pedido tú, inicia sesión y cambia tu contraseña: solo tú puedes descargar los archivos, con tu sesión iniciada.',
  },
  fr: {
    greeting: 'Bonjour {name},',
    greetingWithoutName: 'Bonjour,',
    signOff: 'À bientôt,',
    team: 'L’équipe Wayfarer',
    footer: 'Wayfarer · {website}',
    invitationSubject: 'Ton espace voyageur Wayfarer est prêt : choisis ton mot de passe',
    invitationIntro:
      'nous avons ouvert ton espace voyageur : tu y trouveras ton voyage, la liste des choses à faire avant le départ, tes documents et tes vols. Choisis un mot de passe pour te connecter avec {email}.',
    invitationAction: 'Choisir mon mot de passe',
    invitationExpiry: 'Le lien fonctionne une seule fois, jusqu’au {date}.',
    invitationLinkFallback:
      'Si le bouton ne fonctionne pas, copie cette adresse dans ton navigateur :',
    invitationIgnore: 'Si tu n’attendais pas cet e-mail, tu peux l’ignorer.',
    documentApprovedSubject: 'Document approuvé : {document}',
    documentApprovedText:
      'nous avons vérifié le document que tu nous as envoyé ({document}) : il est approuvé, tu n’as plus rien à faire.',
    documentRejectedSubject: 'Document refusé : {document}',
    documentRejectedText:
      'nous avons vérifié le document que tu nous as envoyé ({document}) mais n’avons pas pu l’accepter : {reason} Merci de le téléverser à nouveau.',
    documentAction: 'Voir tes documents',
    documentNames: {
      PASSPORT: 'passeport',
      IDENTITY_CARD: 'carte d’identité',
      DRIVING_LICENCE: 'permis de conduire',
    },
    documentRejectReasons: {
      photo:
        'la photo n’est pas assez nette (elle doit être lisible, ni floue, ni sombre, ni coupée).',
      field:
        'le champ {field} du document ne correspond pas à ce que tu as saisi ou est illisible.',
      fields: {
        firstName: 'prénom',
        lastName: 'nom',
        number: 'numéro du document',
        issueDate: 'date de délivrance',
        expiryDate: 'date d’expiration',
      },
    },
    emailConfirmSubject: 'Confirme ta nouvelle adresse e-mail pour Wayfarer',
    emailConfirmIntro:
      'tu as demandé à te connecter à Wayfarer avec {email} désormais. Confirme que cette adresse est la tienne : d’ici là, tu continues à te connecter avec ton adresse actuelle.',
    emailConfirmAction: 'Confirmer la nouvelle adresse',
    emailConfirmIgnore: 'Si tu ne l’as pas demandé, ignore cet e-mail : rien ne change.',
    emailNoticeSubject: 'L’adresse e-mail de ton compte Wayfarer a changé',
    emailNoticeIntro:
      'l’adresse e-mail de ton compte Wayfarer est maintenant {email} : tu te connectes désormais avec elle et nos messages y arrivent.',
    emailNoticeAction: 'Ce n’était pas moi : annuler le changement',
    emailNoticeIgnore:
      'Si tu as fait ce changement, il n’y a rien à faire. L’annuler rétablit cette adresse et déconnecte tous les appareils.',
    resetSubject: 'Réinitialise ton mot de passe Wayfarer',
    resetIntro:
      'quelqu’un (nous espérons que c’est toi) a demandé à choisir un nouveau mot de passe pour le compte Wayfarer {email}.',
    resetAction: 'Choisir un nouveau mot de passe',
    resetExpiry:
      'Le lien fonctionne une seule fois, jusqu’au {date}. Choisir un nouveau mot de passe te déconnecte de tous les autres appareils.',
    resetIgnore: 'Si tu n’as rien demandé, ignore cet e-mail : ton mot de passe reste le même.',
    deletionScheduledSubject: 'Ton compte Wayfarer sera supprimé le {date}',
    deletionScheduledIntro:
      'comme tu l’as demandé, ton compte Wayfarer sera supprimé le {date} : tes données personnelles, tes documents et leurs photos seront alors effacés. Tes réservations restent dans nos archives, sans ton nom ni tes coordonnées.',
    deletionScheduledCancel:
      'Tu as changé d’avis ? Reconnecte-toi simplement avant cette date : la suppression sera annulée.',
    deletionScheduledAction: 'Me connecter et garder mon compte',
    deletionScheduledIgnore:
      'Si ce n’est pas toi qui l’as demandé, connecte-toi et change ton mot de passe.',
    deletionCancelledSubject: 'Ton compte Wayfarer ne sera pas supprimé',
    deletionCancelledIntro:
      'tu t’es reconnecté, nous avons donc annulé la suppression de ton compte : tout reste comme avant.',
    deletionCancelledAgain:
      'Si tu veux toujours le supprimer, demande-le à nouveau depuis ton profil.',
    deletionCancelledAction: 'Aller à ton compte',
    dataExportSubject: 'Tes données Wayfarer sont prêtes à télécharger',
    dataExportIntro:
      'la copie de tes données que tu as demandée est prête : un fichier JSON et un PDF lisible, sur la page « Tes données » de ton compte.',
    dataExportAction: 'Voir tes données',
    dataExportExpiry:
      'Tu peux la télécharger jusqu’au {date} ; ensuite, les fichiers sont supprimés.',
    dataExportIgnore:
      'Si tu ne l’as pas demandée, connecte-toi et change ton mot de passe : toi seul peux télécharger les fichiers, une fois connecté.',
  },
  de: {
    greeting: 'Hallo {name},',
    greetingWithoutName: 'Hallo,',
    signOff: 'Bis bald,',
    team: 'Dein Wayfarer-Team',
    footer: 'Wayfarer · {website}',
    invitationSubject: 'Dein Wayfarer-Reisebereich ist bereit: Wähle dein Passwort',
    invitationIntro:
      'wir haben deinen Reisebereich eröffnet: Dort findest du deine Reise, die Checkliste vor der Abreise, deine Dokumente und deine Flüge. Wähle ein Passwort, um dich mit {email} anzumelden.',
    invitationAction: 'Passwort wählen',
    invitationExpiry: 'Der Link funktioniert einmal und bis zum {date}.',
    invitationLinkFallback:
      'Falls die Schaltfläche nicht funktioniert, kopiere diese Adresse in deinen Browser:',
    invitationIgnore: 'Falls du diese E-Mail nicht erwartet hast, kannst du sie ignorieren.',
    documentApprovedSubject: 'Dein {document} wurde genehmigt',
    documentApprovedText:
      'wir haben deinen {document} geprüft: Er ist genehmigt, du musst nichts weiter tun.',
    documentRejectedSubject: 'Dein {document} konnte nicht akzeptiert werden',
    documentRejectedText:
      'wir haben deinen {document} geprüft, konnten ihn aber nicht akzeptieren: {reason} Bitte lade ihn erneut hoch.',
    documentAction: 'Deine Dokumente ansehen',
    documentNames: {
      PASSPORT: 'Reisepass',
      IDENTITY_CARD: 'Personalausweis',
      DRIVING_LICENCE: 'Führerschein',
    },
    documentRejectReasons: {
      photo:
        'Das Foto ist nicht deutlich genug (es muss lesbar, nicht verschwommen, nicht dunkel und nicht abgeschnitten sein).',
      field:
        'Das Feld {field} auf dem Dokument stimmt nicht mit deiner Eingabe überein oder ist nicht lesbar.',
      fields: {
        firstName: 'Vorname',
        lastName: 'Nachname',
        number: 'Dokumentnummer',
        issueDate: 'Ausstellungsdatum',
        expiryDate: 'Ablaufdatum',
      },
    },
    emailConfirmSubject: 'Bestätige deine neue E-Mail-Adresse für Wayfarer',
    emailConfirmIntro:
      'du möchtest dich ab jetzt mit {email} bei Wayfarer anmelden. Bestätige, dass diese Adresse dir gehört: Bis dahin meldest du dich weiter mit deiner bisherigen Adresse an.',
    emailConfirmAction: 'Neue Adresse bestätigen',
    emailConfirmIgnore:
      'Falls du das nicht angefordert hast, ignoriere diese E-Mail: Es ändert sich nichts.',
    emailNoticeSubject: 'Die E-Mail-Adresse deines Wayfarer-Kontos wurde geändert',
    emailNoticeIntro:
      'die E-Mail-Adresse deines Wayfarer-Kontos ist jetzt {email}: Ab jetzt meldest du dich damit an, und unsere Nachrichten gehen dorthin.',
    emailNoticeAction: 'Das war ich nicht: Änderung rückgängig machen',
    emailNoticeIgnore:
      'Wenn du die Änderung selbst vorgenommen hast, musst du nichts tun. Das Rückgängigmachen stellt diese Adresse wieder her und meldet alle Geräte ab.',
    resetSubject: 'Setze dein Wayfarer-Passwort zurück',
    resetIntro:
      'jemand (hoffentlich du) möchte ein neues Passwort für das Wayfarer-Konto {email} wählen.',
    resetAction: 'Neues Passwort wählen',
    resetExpiry:
      'Der Link funktioniert einmal und bis zum {date}. Mit dem neuen Passwort wirst du auf allen anderen Geräten abgemeldet.',
    resetIgnore:
      'Falls du das nicht angefordert hast, ignoriere diese E-Mail: Dein Passwort bleibt unverändert.',
    deletionScheduledSubject: 'Dein Wayfarer-Konto wird am {date} gelöscht',
    deletionScheduledIntro:
      'wie gewünscht wird dein Wayfarer-Konto am {date} gelöscht: Dann werden deine persönlichen Daten, deine Dokumente und ihre Fotos gelöscht. Deine Buchungen bleiben für unsere Unterlagen bei uns, ohne deinen Namen und deine Kontaktdaten.',
    deletionScheduledCancel:
      'Du hast es dir anders überlegt? Melde dich einfach vorher wieder an: Damit wird die Löschung abgebrochen.',
    deletionScheduledAction: 'Anmelden und Konto behalten',
    deletionScheduledIgnore: 'Wenn du das nicht warst, melde dich an und ändere dein Passwort.',
    deletionCancelledSubject: 'Dein Wayfarer-Konto wird nicht gelöscht',
    deletionCancelledIntro:
      'du hast dich wieder angemeldet, deshalb haben wir die Löschung deines Kontos abgebrochen: Alles bleibt, wie es war.',
    deletionCancelledAgain:
      'Wenn du es trotzdem löschen möchtest, beantrage es erneut in deinem Profil.',
    deletionCancelledAction: 'Zu deinem Konto',
    dataExportSubject: 'Deine Wayfarer-Daten stehen zum Herunterladen bereit',
    dataExportIntro:
      'die Kopie deiner Daten, die du angefordert hast, ist fertig: eine JSON-Datei und ein lesbares PDF, auf der Seite „Deine Daten“ deines Kontos.',
    dataExportAction: 'Zu deinen Daten',
    dataExportExpiry:
      'Du kannst sie bis zum {date} herunterladen; danach werden die Dateien gelöscht.',
    dataExportIgnore:
      'Falls du sie nicht angefordert hast, melde dich an und ändere dein Passwort: Nur du kannst die Dateien herunterladen, wenn du angemeldet bist.',
  },
};

export function fill(text: string, values: Record<string, string>) {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}
