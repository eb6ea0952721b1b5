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
  },
};

export function fill(text: string, values: Record<string, string>) {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}
