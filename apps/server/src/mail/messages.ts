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
  resetSubject: string;
  /** `{email}`: the account's address. */
  resetIntro: string;
  resetAction: string;
  /** `{date}`: when the link expires. */
  resetExpiry: string;
  resetIgnore: string;
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
    resetSubject: 'Reset your Wayfarer password',
    resetIntro:
      'someone (we hope you) asked to choose a new password for the Wayfarer account {email}.',
    resetAction: 'Choose a new password',
    resetExpiry:
      'The link works once and until {date}. Choosing a new password signs you out on every other device.',
    resetIgnore: 'If you did not ask for this, ignore this e-mail: your password stays as it is.',
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
    resetSubject: 'Reimposta la password di Wayfarer',
    resetIntro:
      'qualcuno (speriamo tu) ha chiesto di scegliere una nuova password per l’account Wayfarer {email}.',
    resetAction: 'Scegli una nuova password',
    resetExpiry:
      'Il link funziona una sola volta e fino al {date}. Con la nuova password esci da tutti gli altri dispositivi.',
    resetIgnore:
      'Se non l’hai chiesto tu, ignora questa e-mail: la password resta quella di prima.',
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
    resetSubject: 'Restablece tu contraseña de Wayfarer',
    resetIntro:
      'alguien (esperamos que tú) ha pedido elegir una nueva contraseña para la cuenta de Wayfarer {email}.',
    resetAction: 'Elegir una nueva contraseña',
    resetExpiry:
      'El enlace funciona una sola vez y hasta el {date}. Al elegir una nueva contraseña se cierra la sesión en todos los demás dispositivos.',
    resetIgnore: 'Si no lo has pedido tú, ignora este correo: tu contraseña sigue siendo la misma.',
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
    resetSubject: 'Réinitialise ton mot de passe Wayfarer',
    resetIntro:
      'quelqu’un (nous espérons que c’est toi) a demandé à choisir un nouveau mot de passe pour le compte Wayfarer {email}.',
    resetAction: 'Choisir un nouveau mot de passe',
    resetExpiry:
      'Le lien fonctionne une seule fois, jusqu’au {date}. Choisir un nouveau mot de passe te déconnecte de tous les autres appareils.',
    resetIgnore: 'Si tu n’as rien demandé, ignore cet e-mail : ton mot de passe reste le même.',
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
    resetSubject: 'Setze dein Wayfarer-Passwort zurück',
    resetIntro:
      'jemand (hoffentlich du) möchte ein neues Passwort für das Wayfarer-Konto {email} wählen.',
    resetAction: 'Neues Passwort wählen',
    resetExpiry:
      'Der Link funktioniert einmal und bis zum {date}. Mit dem neuen Passwort wirst du auf allen anderen Geräten abgemeldet.',
    resetIgnore:
      'Falls du das nicht angefordert hast, ignoriere diese E-Mail: Dein Passwort bleibt unverändert.',
  },
};

export function fill(text: string, values: Record<string, string>) {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}
