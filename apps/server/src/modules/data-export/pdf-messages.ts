import type { Language } from '@wayfarer/domain';

/** Texts of the export's PDF, per language (tu/du as in the app; French with its spaces). */
export interface PdfMessages {
  title: string;
  /** `{name}`, `{date}`. */
  intro: string;
  jsonNote: string;
  yes: string;
  no: string;
  none: string;
  sections: {
    profile: string;
    consents: string;
    addresses: string;
    bookings: string;
    documents: string;
    alerts: string;
    referral: string;
    credits: string;
    devices: string;
    passkeys: string;
    emailChanges: string;
    emails: string;
  };
  fields: {
    name: string;
    email: string;
    gender: string;
    birthday: string;
    citizenship: string;
    taxCode: string;
    birthCity: string;
    mobilePhone: string;
    emergencyContact: string;
    specialNeeds: string;
    accountCreated: string;
    privacyPolicy: string;
    terms: string;
    marketing: string;
    newsletter: string;
    recordedAt: string;
    residence: string;
    billing: string;
    status: string;
    dates: string;
    travellers: string;
    payments: string;
    paid: string;
    due: string;
    flights: string;
    checklist: string;
    done: string;
    todo: string;
    number: string;
    issuingCountry: string;
    validity: string;
    code: string;
    friends: string;
    promoCodes: string;
    signedIn: string;
    lastUsed: string;
    added: string;
    expires: string;
  };
  bookingStatus: Record<'PENDING' | 'CONFIRMED' | 'CANCELLED', string>;
  documentTypes: Record<'PASSPORT' | 'IDENTITY_CARD' | 'DRIVING_LICENCE', string>;
  documentStatus: Record<'UPLOADED' | 'TO_VALIDATE' | 'APPROVED' | 'REJECTED', string>;
  checklist: Record<
    | 'FLIGHT_INFO'
    | 'ITINERARY_DETAILS'
    | 'COORDINATOR'
    | 'FAQ'
    | 'EXTRAS'
    | 'PAYMENT'
    | 'TRAVELER_DATA'
    | 'SOCIAL_GROUP',
    string
  >;
}

export const pdfMessages: Record<Language, PdfMessages> = {
  en: {
    title: 'Your data at Wayfarer',
    intro: 'Everything Wayfarer holds on {name}, as it was on {date}.',
    jsonNote:
      'The JSON file of the same export holds the same data, with every field, for other software.',
    yes: 'yes',
    no: 'no',
    none: 'None.',
    sections: {
      profile: 'Profile and personal data',
      consents: 'Consents',
      addresses: 'Addresses',
      bookings: 'Bookings',
      documents: 'Identity documents',
      alerts: 'Trip alerts',
      referral: 'Refer a friend',
      credits: 'Gift cards and credits',
      devices: 'Signed-in devices',
      passkeys: 'Passkeys',
      emailChanges: 'E-mail address changes',
      emails: 'E-mails we sent you',
    },
    fields: {
      name: 'Name',
      email: 'E-mail',
      gender: 'Gender',
      birthday: 'Date of birth',
      citizenship: 'Citizenship',
      taxCode: 'Tax code',
      birthCity: 'City of birth',
      mobilePhone: 'Mobile phone',
      emergencyContact: 'Emergency contact',
      specialNeeds: 'Special needs',
      accountCreated: 'Account opened',
      privacyPolicy: 'Privacy policy',
      terms: 'Terms and conditions',
      marketing: 'Marketing',
      newsletter: 'Newsletter',
      recordedAt: 'Last changed',
      residence: 'Residence',
      billing: 'Billing',
      status: 'Status',
      dates: 'Dates',
      travellers: 'Travellers',
      payments: 'Payments',
      paid: 'paid on',
      due: 'due on',
      flights: 'Flights',
      checklist: 'Checklist',
      done: 'done',
      todo: 'to do',
      number: 'Number',
      issuingCountry: 'Issued by',
      validity: 'Valid',
      code: 'Code',
      friends: 'Friends invited',
      promoCodes: 'Discount codes',
      signedIn: 'signed in',
      lastUsed: 'last used',
      added: 'added',
      expires: 'expires',
    },
    bookingStatus: { PENDING: 'pending', CONFIRMED: 'confirmed', CANCELLED: 'cancelled' },
    documentTypes: {
      PASSPORT: 'Passport',
      IDENTITY_CARD: 'Identity card',
      DRIVING_LICENCE: 'Driving licence',
    },
    documentStatus: {
      UPLOADED: 'being checked',
      TO_VALIDATE: 'to be reviewed by our team',
      APPROVED: 'approved',
      REJECTED: 'rejected',
    },
    checklist: {
      FLIGHT_INFO: 'flights',
      ITINERARY_DETAILS: 'itinerary',
      COORDINATOR: 'coordinator',
      FAQ: 'FAQ',
      EXTRAS: 'extras',
      PAYMENT: 'payment',
      TRAVELER_DATA: 'traveller data',
      SOCIAL_GROUP: 'group chat',
    },
  },
  it: {
    title: 'I tuoi dati su Wayfarer',
    intro: 'Tutto ciò che Wayfarer conserva su {name}, com’era il {date}.',
    jsonNote:
      'Il file JSON della stessa esportazione contiene gli stessi dati, con ogni campo, per altri programmi.',
    yes: 'sì',
    no: 'no',
    none: 'Nessuno.',
    sections: {
      profile: 'Profilo e dati personali',
      consents: 'Consensi',
      addresses: 'Indirizzi',
      bookings: 'Prenotazioni',
      documents: 'Documenti d’identità',
      alerts: 'Avvisi di viaggio',
      referral: 'Invita un amico',
      credits: 'Carte regalo e crediti',
      devices: 'Dispositivi connessi',
      passkeys: 'Passkey',
      emailChanges: 'Cambi di indirizzo e-mail',
      emails: 'E-mail che ti abbiamo inviato',
    },
    fields: {
      name: 'Nome',
      email: 'E-mail',
      gender: 'Genere',
      birthday: 'Data di nascita',
      citizenship: 'Cittadinanza',
      taxCode: 'Codice fiscale',
      birthCity: 'Città di nascita',
      mobilePhone: 'Cellulare',
      emergencyContact: 'Contatto di emergenza',
      specialNeeds: 'Esigenze particolari',
      accountCreated: 'Account aperto',
      privacyPolicy: 'Informativa privacy',
      terms: 'Termini e condizioni',
      marketing: 'Marketing',
      newsletter: 'Newsletter',
      recordedAt: 'Ultima modifica',
      residence: 'Residenza',
      billing: 'Fatturazione',
      status: 'Stato',
      dates: 'Date',
      travellers: 'Viaggiatori',
      payments: 'Pagamenti',
      paid: 'pagato il',
      due: 'da pagare entro il',
      flights: 'Voli',
      checklist: 'Checklist',
      done: 'fatto',
      todo: 'da fare',
      number: 'Numero',
      issuingCountry: 'Rilasciato da',
      validity: 'Validità',
      code: 'Codice',
      friends: 'Amici invitati',
      promoCodes: 'Codici sconto',
      signedIn: 'accesso',
      lastUsed: 'ultimo uso',
      added: 'aggiunta il',
      expires: 'scade',
    },
    bookingStatus: { PENDING: 'in attesa', CONFIRMED: 'confermata', CANCELLED: 'annullata' },
    documentTypes: {
      PASSPORT: 'Passaporto',
      IDENTITY_CARD: 'Carta d’identità',
      DRIVING_LICENCE: 'Patente',
    },
    documentStatus: {
      UPLOADED: 'in verifica',
      TO_VALIDATE: 'da verificare dal nostro team',
      APPROVED: 'approvato',
      REJECTED: 'rifiutato',
    },
    checklist: {
      FLIGHT_INFO: 'voli',
      ITINERARY_DETAILS: 'itinerario',
      COORDINATOR: 'coordinatore',
      FAQ: 'FAQ',
      EXTRAS: 'extra',
      PAYMENT: 'pagamento',
      TRAVELER_DATA: 'dati del viaggiatore',
      SOCIAL_GROUP: 'chat di gruppo',
    },
  },
  es: {
    title: 'Tus datos en Wayfarer',
    intro: 'Todo lo que Wayfarer guarda sobre {name}, tal como estaba el {date}.',
    jsonNote:
      'El archivo JSON de la misma exportación contiene los mismos datos, con cada campo, para otros programas.',
    yes: 'sí',
    no: 'no',
    none: 'Ninguno.',
    sections: {
      profile: 'Perfil y datos personales',
      consents: 'Permisos',
      addresses: 'Direcciones',
      bookings: 'Reservas',
      documents: 'Documentos de identidad',
      alerts: 'Avisos de viaje',
      referral: 'Recomienda a un amigo',
      credits: 'Tarjetas regalo y créditos',
      devices: 'Dispositivos conectados',
      passkeys: 'Llaves de acceso',
      emailChanges: 'Cambios de dirección de correo',
      emails: 'Correos que te hemos enviado',
    },
    fields: {
      name: 'Nombre',
      email: 'Correo electrónico',
      gender: 'Género',
      birthday: 'Fecha de nacimiento',
      citizenship: 'Nacionalidad',
      taxCode: 'Código fiscal',
      birthCity: 'Ciudad de nacimiento',
      mobilePhone: 'Móvil',
      emergencyContact: 'Contacto de emergencia',
      specialNeeds: 'Necesidades especiales',
      accountCreated: 'Cuenta abierta',
      privacyPolicy: 'Política de privacidad',
      terms: 'Términos y condiciones',
      marketing: 'Marketing',
      newsletter: 'Boletín',
      recordedAt: 'Último cambio',
      residence: 'Residencia',
      billing: 'Facturación',
      status: 'Estado',
      dates: 'Fechas',
      travellers: 'Viajeros',
      payments: 'Pagos',
      paid: 'pagado el',
      due: 'vence el',
      flights: 'Vuelos',
      checklist: 'Lista de tareas',
      done: 'hecho',
      todo: 'pendiente',
      number: 'Número',
      issuingCountry: 'Expedido por',
      validity: 'Validez',
      code: 'Código',
      friends: 'Amigos invitados',
      promoCodes: 'Códigos de descuento',
      signedIn: 'inicio de sesión',
      lastUsed: 'último uso',
      added: 'añadida el',
      expires: 'caduca',
    },
    bookingStatus: { PENDING: 'pendiente', CONFIRMED: 'confirmada', CANCELLED: 'cancelada' },
    documentTypes: {
      PASSPORT: 'Pasaporte',
      IDENTITY_CARD: 'Documento de identidad',
      DRIVING_LICENCE: 'Permiso de conducir',
    },
    documentStatus: {
      UPLOADED: 'en revisión',
      TO_VALIDATE: 'pendiente de revisión por nuestro equipo',
      APPROVED: 'aprobado',
      REJECTED: 'rechazado',
    },
    checklist: {
      FLIGHT_INFO: 'vuelos',
      ITINERARY_DETAILS: 'itinerario',
      COORDINATOR: 'coordinador',
      FAQ: 'preguntas frecuentes',
      EXTRAS: 'extras',
      PAYMENT: 'pago',
      TRAVELER_DATA: 'datos del viajero',
      SOCIAL_GROUP: 'chat de grupo',
    },
  },
  fr: {
    title: 'Tes données chez Wayfarer',
    intro: 'Tout ce que Wayfarer conserve sur {name}, tel quel le {date}.',
    jsonNote:
      'Le fichier JSON du même export contient les mêmes données, avec chaque champ, pour d’autres logiciels.',
    yes: 'oui',
    no: 'non',
    none: 'Aucun.',
    sections: {
      profile: 'Profil et données personnelles',
      consents: 'Autorisations',
      addresses: 'Adresses',
      bookings: 'Réservations',
      documents: 'Pièces d’identité',
      alerts: 'Alertes de voyage',
      referral: 'Parrainage',
      credits: 'Cartes cadeaux et avoirs',
      devices: 'Appareils connectés',
      passkeys: 'Clés d’accès',
      emailChanges: 'Changements d’adresse e-mail',
      emails: 'E-mails que nous t’avons envoyés',
    },
    fields: {
      name: 'Nom',
      email: 'E-mail',
      gender: 'Genre',
      birthday: 'Date de naissance',
      citizenship: 'Nationalité',
      taxCode: 'Code fiscal',
      birthCity: 'Ville de naissance',
      mobilePhone: 'Portable',
      emergencyContact: 'Contact d’urgence',
      specialNeeds: 'Besoins particuliers',
      accountCreated: 'Compte ouvert',
      privacyPolicy: 'Politique de confidentialité',
      terms: 'Conditions générales',
      marketing: 'Marketing',
      newsletter: 'Newsletter',
      recordedAt: 'Dernière modification',
      residence: 'Résidence',
      billing: 'Facturation',
      status: 'Statut',
      dates: 'Dates',
      travellers: 'Voyageurs',
      payments: 'Paiements',
      paid: 'payé le',
      due: 'à payer le',
      flights: 'Vols',
      checklist: 'Liste de préparation',
      done: 'fait',
      todo: 'à faire',
      number: 'Numéro',
      issuingCountry: 'Délivré par',
      validity: 'Validité',
      code: 'Code',
      friends: 'Amis invités',
      promoCodes: 'Codes de réduction',
      signedIn: 'connexion',
      lastUsed: 'dernière utilisation',
      added: 'ajoutée le',
      expires: 'expire',
    },
    bookingStatus: { PENDING: 'en attente', CONFIRMED: 'confirmée', CANCELLED: 'annulée' },
    documentTypes: {
      PASSPORT: 'Passeport',
      IDENTITY_CARD: 'Carte d’identité',
      DRIVING_LICENCE: 'Permis de conduire',
    },
    documentStatus: {
      UPLOADED: 'en cours de vérification',
      TO_VALIDATE: 'à vérifier par notre équipe',
      APPROVED: 'approuvé',
      REJECTED: 'refusé',
    },
    checklist: {
      FLIGHT_INFO: 'vols',
      ITINERARY_DETAILS: 'itinéraire',
      COORDINATOR: 'coordinateur',
      FAQ: 'FAQ',
      EXTRAS: 'extras',
      PAYMENT: 'paiement',
      TRAVELER_DATA: 'données du voyageur',
      SOCIAL_GROUP: 'discussion de groupe',
    },
  },
  de: {
    title: 'Deine Daten bei Wayfarer',
    intro: 'Alles, was Wayfarer über {name} gespeichert hat, Stand {date}.',
    jsonNote:
      'Die JSON-Datei desselben Exports enthält dieselben Daten mit jedem Feld, für andere Programme.',
    yes: 'ja',
    no: 'nein',
    none: 'Keine.',
    sections: {
      profile: 'Profil und persönliche Daten',
      consents: 'Einwilligungen',
      addresses: 'Adressen',
      bookings: 'Buchungen',
      documents: 'Ausweisdokumente',
      alerts: 'Reise-Benachrichtigungen',
      referral: 'Freunde einladen',
      credits: 'Geschenkkarten und Guthaben',
      devices: 'Angemeldete Geräte',
      passkeys: 'Passkeys',
      emailChanges: 'Änderungen der E-Mail-Adresse',
      emails: 'E-Mails, die wir dir geschickt haben',
    },
    fields: {
      name: 'Name',
      email: 'E-Mail',
      gender: 'Geschlecht',
      birthday: 'Geburtsdatum',
      citizenship: 'Staatsangehörigkeit',
      taxCode: 'Steuernummer',
      birthCity: 'Geburtsort',
      mobilePhone: 'Mobiltelefon',
      emergencyContact: 'Notfallkontakt',
      specialNeeds: 'Besondere Bedürfnisse',
      accountCreated: 'Konto eröffnet',
      privacyPolicy: 'Datenschutzerklärung',
      terms: 'Geschäftsbedingungen',
      marketing: 'Marketing',
      newsletter: 'Newsletter',
      recordedAt: 'Zuletzt geändert',
      residence: 'Wohnsitz',
      billing: 'Rechnungsadresse',
      status: 'Status',
      dates: 'Daten',
      travellers: 'Reisende',
      payments: 'Zahlungen',
      paid: 'bezahlt am',
      due: 'fällig am',
      flights: 'Flüge',
      checklist: 'Checkliste',
      done: 'erledigt',
      todo: 'offen',
      number: 'Nummer',
      issuingCountry: 'Ausgestellt von',
      validity: 'Gültig',
      code: 'Code',
      friends: 'Eingeladene Freunde',
      promoCodes: 'Rabattcodes',
      signedIn: 'angemeldet',
      lastUsed: 'zuletzt genutzt',
      added: 'hinzugefügt am',
      expires: 'läuft ab',
    },
    bookingStatus: { PENDING: 'ausstehend', CONFIRMED: 'bestätigt', CANCELLED: 'storniert' },
    documentTypes: {
      PASSPORT: 'Reisepass',
      IDENTITY_CARD: 'Personalausweis',
      DRIVING_LICENCE: 'Führerschein',
    },
    documentStatus: {
      UPLOADED: 'wird geprüft',
      TO_VALIDATE: 'wird von unserem Team geprüft',
      APPROVED: 'genehmigt',
      REJECTED: 'abgelehnt',
    },
    checklist: {
      FLIGHT_INFO: 'Flüge',
      ITINERARY_DETAILS: 'Reiseverlauf',
      COORDINATOR: 'Reiseleitung',
      FAQ: 'FAQ',
      EXTRAS: 'Extras',
      PAYMENT: 'Zahlung',
      TRAVELER_DATA: 'Reisendendaten',
      SOCIAL_GROUP: 'Gruppenchat',
    },
  },
};
