import type { Language, LocalizedText } from '@wayfarer/domain';

/*
 * The demo's content texts in the five languages of the account area (issue 18 item 5): trip
 * titles, meeting points, insurance texts, coordinator bios and cities, partner offers. The seed
 * files keep writing each text in English; `inAllLanguages` gives the row its five texts. Amounts
 * in the insurance texts follow the sites' money format (1.000 €). French and German speak to the
 * traveller as the rest of the app does (tu, du).
 */

type Translations = Record<Exclude<Language, 'en'>, string>;

const nb = '\u00a0';
/** French puts a non-breaking space before a colon. */
const frColon = (country: string, rest: string) => `${country}${nb}: ${rest}`;

const texts: [en: string, translations: Translations][] = [
  // Trip titles.
  [
    'Japan: Tokyo, Kyoto and Hiroshima',
    {
      it: 'Giappone: Tokyo, Kyoto e Hiroshima',
      es: 'Japón: Tokio, Kioto e Hiroshima',
      fr: frColon('Japon', 'Tokyo, Kyoto et Hiroshima'),
      de: 'Japan: Tokio, Kyoto und Hiroshima',
    },
  ],
  [
    'Peru: Lima, Cusco and the Inca Trail',
    {
      it: 'Perù: Lima, Cusco e il Cammino Inca',
      es: 'Perú: Lima, Cusco y el Camino Inca',
      fr: frColon('Pérou', 'Lima, Cuzco et le chemin de l’Inca'),
      de: 'Peru: Lima, Cusco und der Inka-Trail',
    },
  ],
  [
    'Morocco: Marrakech, the Atlas and the Sahara',
    {
      it: 'Marocco: Marrakech, l’Atlante e il Sahara',
      es: 'Marruecos: Marrakech, el Atlas y el Sáhara',
      fr: frColon('Maroc', 'Marrakech, l’Atlas et le Sahara'),
      de: 'Marokko: Marrakesch, der Atlas und die Sahara',
    },
  ],
  [
    'Iceland: Northern Lights and the Golden Circle',
    {
      it: 'Islanda: aurora boreale e Circolo d’Oro',
      es: 'Islandia: auroras boreales y el Círculo Dorado',
      fr: frColon('Islande', 'aurores boréales et Cercle d’or'),
      de: 'Island: Nordlichter und der Golden Circle',
    },
  ],
  [
    'Greece: Athens and the Cyclades by ferry',
    {
      it: 'Grecia: Atene e le Cicladi in traghetto',
      es: 'Grecia: Atenas y las Cícladas en ferry',
      fr: frColon('Grèce', 'Athènes et les Cyclades en ferry'),
      de: 'Griechenland: Athen und die Kykladen mit der Fähre',
    },
  ],
  [
    'Vietnam: from Hanoi to the Mekong Delta',
    {
      it: 'Vietnam: da Hanoi al delta del Mekong',
      es: 'Vietnam: de Hanói al delta del Mekong',
      fr: frColon('Viêt Nam', 'de Hanoï au delta du Mékong'),
      de: 'Vietnam: von Hanoi bis ins Mekongdelta',
    },
  ],
  [
    'Portugal: Lisbon, Sintra and the Algarve',
    {
      it: 'Portogallo: Lisbona, Sintra e l’Algarve',
      es: 'Portugal: Lisboa, Sintra y el Algarve',
      fr: frColon('Portugal', 'Lisbonne, Sintra et l’Algarve'),
      de: 'Portugal: Lissabon, Sintra und die Algarve',
    },
  ],
  [
    'Portugal: Lisbon, Sintra and the Algarve (35+)',
    {
      it: 'Portogallo: Lisbona, Sintra e l’Algarve (35+)',
      es: 'Portugal: Lisboa, Sintra y el Algarve (35+)',
      fr: frColon('Portugal', 'Lisbonne, Sintra et l’Algarve (35+)'),
      de: 'Portugal: Lissabon, Sintra und die Algarve (35+)',
    },
  ],
  [
    'Scotland: Edinburgh and the Highlands',
    {
      it: 'Scozia: Edimburgo e le Highlands',
      es: 'Escocia: Edimburgo y las Tierras Altas',
      fr: frColon('Écosse', 'Édimbourg et les Highlands'),
      de: 'Schottland: Edinburgh und die Highlands',
    },
  ],
  [
    'Jordan: Petra, Wadi Rum and the Dead Sea',
    {
      it: 'Giordania: Petra, Wadi Rum e il Mar Morto',
      es: 'Jordania: Petra, Wadi Rum y el mar Muerto',
      fr: frColon('Jordanie', 'Pétra, le Wadi Rum et la mer Morte'),
      de: 'Jordanien: Petra, Wadi Rum und das Tote Meer',
    },
  ],
  [
    'Patagonia: glaciers and the end of the world',
    {
      it: 'Patagonia: ghiacciai e la fine del mondo',
      es: 'Patagonia: glaciares y el fin del mundo',
      fr: frColon('Patagonie', 'glaciers et bout du monde'),
      de: 'Patagonien: Gletscher und das Ende der Welt',
    },
  ],
  [
    'Madagascar: baobabs, lemurs and the Tsingy',
    {
      it: 'Madagascar: baobab, lemuri e gli Tsingy',
      es: 'Madagascar: baobabs, lémures y los Tsingy',
      fr: frColon('Madagascar', 'baobabs, lémuriens et tsingy'),
      de: 'Madagaskar: Baobabs, Lemuren und die Tsingy',
    },
  ],
  [
    'Norway: the Lofoten Islands under the midnight sun',
    {
      it: 'Norvegia: le isole Lofoten sotto il sole di mezzanotte',
      es: 'Noruega: las islas Lofoten bajo el sol de medianoche',
      fr: frColon('Norvège', 'les îles Lofoten sous le soleil de minuit'),
      de: 'Norwegen: die Lofoten unter der Mitternachtssonne',
    },
  ],
  [
    'Sri Lanka: tea country, temples and the south coast',
    {
      it: 'Sri Lanka: piantagioni di tè, templi e costa sud',
      es: 'Sri Lanka: tierra del té, templos y la costa sur',
      fr: frColon('Sri Lanka', 'pays du thé, temples et côte sud'),
      de: 'Sri Lanka: Teeland, Tempel und die Südküste',
    },
  ],
  [
    'Namibia: red dunes and the Skeleton Coast',
    {
      it: 'Namibia: dune rosse e la Skeleton Coast',
      es: 'Namibia: dunas rojas y la Costa de los Esqueletos',
      fr: frColon('Namibie', 'dunes rouges et côte des Squelettes'),
      de: 'Namibia: rote Dünen und die Skelettküste',
    },
  ],
  [
    'Canada: a road trip through the Rockies',
    {
      it: 'Canada: on the road tra le Montagne Rocciose',
      es: 'Canadá: un road trip por las Montañas Rocosas',
      fr: frColon('Canada', 'un road trip dans les Rocheuses'),
      de: 'Kanada: ein Roadtrip durch die Rocky Mountains',
    },
  ],
  [
    'Croatia: sailing the Dalmatian coast',
    {
      it: 'Croazia: in barca a vela lungo la costa dalmata',
      es: 'Croacia: navegando por la costa dálmata',
      fr: frColon('Croatie', 'la côte dalmate à la voile'),
      de: 'Kroatien: Segeln entlang der dalmatinischen Küste',
    },
  ],

  // Meeting points.
  [
    'Tokyo, Shinjuku — lobby of Hotel Gracery, 18:00 on day 1',
    {
      it: 'Tokyo, Shinjuku — hall dell’Hotel Gracery, alle 18:00 del primo giorno',
      es: 'Tokio, Shinjuku — vestíbulo del Hotel Gracery, a las 18:00 del primer día',
      fr: `Tokyo, Shinjuku — hall de l’hôtel Gracery, à 18${nb}h le premier jour`,
      de: 'Tokio, Shinjuku — Lobby des Hotel Gracery, 18:00 Uhr am ersten Tag',
    },
  ],
  [
    'Lima, Miraflores — Hotel Casa Andina Select, 19:00 on day 1',
    {
      it: 'Lima, Miraflores — Hotel Casa Andina Select, alle 19:00 del primo giorno',
      es: 'Lima, Miraflores — Hotel Casa Andina Select, a las 19:00 del primer día',
      fr: `Lima, Miraflores — hôtel Casa Andina Select, à 19${nb}h le premier jour`,
      de: 'Lima, Miraflores — Hotel Casa Andina Select, 19:00 Uhr am ersten Tag',
    },
  ],
  [
    'Marrakech — Riad Dar Anika, Medina, 17:00 on day 1',
    {
      it: 'Marrakech — Riad Dar Anika, Medina, alle 17:00 del primo giorno',
      es: 'Marrakech — Riad Dar Anika, Medina, a las 17:00 del primer día',
      fr: `Marrakech — riad Dar Anika, médina, à 17${nb}h le premier jour`,
      de: 'Marrakesch — Riad Dar Anika, Medina, 17:00 Uhr am ersten Tag',
    },
  ],
  [
    'Reykjavík — Keflavík airport arrivals hall, 14:00 on day 1',
    {
      it: 'Reykjavík — sala arrivi dell’aeroporto di Keflavík, alle 14:00 del primo giorno',
      es: 'Reikiavik — sala de llegadas del aeropuerto de Keflavík, a las 14:00 del primer día',
      fr: `Reykjavik — hall des arrivées de l’aéroport de Keflavík, à 14${nb}h le premier jour`,
      de: 'Reykjavík — Ankunftshalle des Flughafens Keflavík, 14:00 Uhr am ersten Tag',
    },
  ],
  [
    'Athens — Plaka, Hotel Adrian reception, 18:30 on day 1',
    {
      it: 'Atene — Plaka, reception dell’Hotel Adrian, alle 18:30 del primo giorno',
      es: 'Atenas — Plaka, recepción del Hotel Adrian, a las 18:30 del primer día',
      fr: `Athènes — Plaka, réception de l’hôtel Adrian, à 18${nb}h${nb}30 le premier jour`,
      de: 'Athen — Plaka, Rezeption des Hotel Adrian, 18:30 Uhr am ersten Tag',
    },
  ],
  [
    'Hanoi — Old Quarter, La Siesta Classic Ma May, 18:00 on day 1',
    {
      it: 'Hanoi — Città Vecchia, La Siesta Classic Ma May, alle 18:00 del primo giorno',
      es: 'Hanói — Barrio Antiguo, La Siesta Classic Ma May, a las 18:00 del primer día',
      fr: `Hanoï — vieux quartier, La Siesta Classic Ma May, à 18${nb}h le premier jour`,
      de: 'Hanoi — Altstadt, La Siesta Classic Ma May, 18:00 Uhr am ersten Tag',
    },
  ],
  [
    'Lisbon — Praça do Comércio, under the arch, 17:00 on day 1',
    {
      it: 'Lisbona — Praça do Comércio, sotto l’arco, alle 17:00 del primo giorno',
      es: 'Lisboa — Praça do Comércio, bajo el arco, a las 17:00 del primer día',
      fr: `Lisbonne — Praça do Comércio, sous l’arc, à 17${nb}h le premier jour`,
      de: 'Lissabon — Praça do Comércio, unter dem Torbogen, 17:00 Uhr am ersten Tag',
    },
  ],
  [
    'Edinburgh — Waverley station, main concourse, 12:00 on day 1',
    {
      it: 'Edimburgo — stazione di Waverley, atrio principale, alle 12:00 del primo giorno',
      es: 'Edimburgo — estación de Waverley, vestíbulo principal, a las 12:00 del primer día',
      fr: `Édimbourg — gare de Waverley, hall principal, à 12${nb}h le premier jour`,
      de: 'Edinburgh — Bahnhof Waverley, Haupthalle, 12:00 Uhr am ersten Tag',
    },
  ],
  [
    'Amman — Queen Alia airport arrivals, 15:00 on day 1',
    {
      it: 'Amman — arrivi dell’aeroporto Queen Alia, alle 15:00 del primo giorno',
      es: 'Amán — llegadas del aeropuerto Reina Alia, a las 15:00 del primer día',
      fr: `Amman — arrivées de l’aéroport Queen Alia, à 15${nb}h le premier jour`,
      de: 'Amman — Ankunftsbereich des Flughafens Queen Alia, 15:00 Uhr am ersten Tag',
    },
  ],
  [
    'Buenos Aires — Palermo, Hotel Magnolia, 19:00 on day 1',
    {
      it: 'Buenos Aires — Palermo, Hotel Magnolia, alle 19:00 del primo giorno',
      es: 'Buenos Aires — Palermo, Hotel Magnolia, a las 19:00 del primer día',
      fr: `Buenos Aires — Palermo, hôtel Magnolia, à 19${nb}h le premier jour`,
      de: 'Buenos Aires — Palermo, Hotel Magnolia, 19:00 Uhr am ersten Tag',
    },
  ],
  [
    'Antananarivo — Hotel Colbert lobby, 18:30 on day 1',
    {
      it: 'Antananarivo — hall dell’Hotel Colbert, alle 18:30 del primo giorno',
      es: 'Antananarivo — vestíbulo del Hotel Colbert, a las 18:30 del primer día',
      fr: `Antananarivo — hall de l’hôtel Colbert, à 18${nb}h${nb}30 le premier jour`,
      de: 'Antananarivo — Lobby des Hotel Colbert, 18:30 Uhr am ersten Tag',
    },
  ],

  // Insurance (euro and pound sterling bookings).
  [
    'Medical and luggage insurance included (AXA Assistance, policy WF-2026-TRV): medical expenses up to €30,000 abroad, luggage up to €1,000. Cancellation cover only with the cancellation option.',
    {
      it: `Assicurazione medica e bagaglio inclusa (AXA Assistance, polizza WF-2026-TRV): spese mediche all’estero fino a 30.000${nb}€, bagaglio fino a 1.000${nb}€. Copertura per l’annullamento solo con l’opzione di cancellazione.`,
      es: `Seguro médico y de equipaje incluido (AXA Assistance, póliza WF-2026-TRV): gastos médicos en el extranjero hasta 30.000${nb}€, equipaje hasta 1.000${nb}€. Cobertura de anulación solo con la opción de cancelación.`,
      fr: `Assurance médicale et bagages incluse (AXA Assistance, contrat WF-2026-TRV)${nb}: frais médicaux à l’étranger jusqu’à 30.000${nb}€, bagages jusqu’à 1.000${nb}€. Garantie annulation uniquement avec l’option annulation.`,
      de: `Kranken- und Gepäckversicherung inklusive (AXA Assistance, Police WF-2026-TRV): Arztkosten im Ausland bis 30.000${nb}€, Gepäck bis 1.000${nb}€. Reiserücktrittsschutz nur mit der Stornierungsoption.`,
    },
  ],
  [
    'Medical and luggage insurance included (AXA Assistance, policy WF-2026-TRV): medical expenses up to £25,000 abroad, luggage up to £850. Cancellation cover only with the cancellation option.',
    {
      it: `Assicurazione medica e bagaglio inclusa (AXA Assistance, polizza WF-2026-TRV): spese mediche all’estero fino a 25.000${nb}£, bagaglio fino a 850${nb}£. Copertura per l’annullamento solo con l’opzione di cancellazione.`,
      es: `Seguro médico y de equipaje incluido (AXA Assistance, póliza WF-2026-TRV): gastos médicos en el extranjero hasta 25.000${nb}£, equipaje hasta 850${nb}£. Cobertura de anulación solo con la opción de cancelación.`,
      fr: `Assurance médicale et bagages incluse (AXA Assistance, contrat WF-2026-TRV)${nb}: frais médicaux à l’étranger jusqu’à 25.000${nb}£, bagages jusqu’à 850${nb}£. Garantie annulation uniquement avec l’option annulation.`,
      de: `Kranken- und Gepäckversicherung inklusive (AXA Assistance, Police WF-2026-TRV): Arztkosten im Ausland bis 25.000${nb}£, Gepäck bis 850${nb}£. Reiserücktrittsschutz nur mit der Stornierungsoption.`,
    },
  ],

  // Coordinator bios.
  [
    'Born in Milan with a backpack already packed. Martina has led groups from the rice terraces of Bali to the tram lines of Lisbon, and she still gets up first to catch the sunrise. Expect early starts, street food and a playlist for every bus ride.',
    {
      it: 'Nata a Milano con lo zaino già pronto. Martina ha guidato gruppi dalle risaie terrazzate di Bali ai tram di Lisbona, e si alza ancora per prima per vedere l’alba. Aspettati sveglie presto, street food e una playlist per ogni viaggio in pullman.',
      es: 'Nació en Milán con la mochila ya hecha. Martina ha guiado grupos desde las terrazas de arroz de Bali hasta los tranvías de Lisboa, y sigue siendo la primera en levantarse para ver el amanecer. Prepárate para madrugar, comer en la calle y tener una playlist para cada trayecto en autobús.',
      fr: 'Née à Milan avec un sac à dos déjà bouclé. Martina a guidé des groupes des rizières en terrasses de Bali aux tramways de Lisbonne, et elle se lève toujours la première pour voir le lever du soleil. Attends-toi à des réveils matinaux, de la street food et une playlist pour chaque trajet en bus.',
      de: 'In Mailand geboren, mit schon gepacktem Rucksack. Martina hat Gruppen von den Reisterrassen Balis bis zu den Straßenbahnen Lissabons geführt und steht noch immer als Erste auf, um den Sonnenaufgang zu sehen. Rechne mit frühem Aufstehen, Streetfood und einer Playlist für jede Busfahrt.',
    },
  ],
  [
    'Former geography teacher from Manchester who swapped the classroom for ferries and mountain huts. Tom knows which taverna keeps a table for latecomers and which ridge is worth the extra hour of walking.',
    {
      it: 'Ex insegnante di geografia di Manchester, ha lasciato l’aula per traghetti e rifugi di montagna. Tom sa quale taverna tiene un tavolo per chi arriva tardi e quale cresta vale l’ora di cammino in più.',
      es: 'Antiguo profesor de geografía de Mánchester que cambió el aula por ferris y refugios de montaña. Tom sabe qué taberna guarda una mesa para los rezagados y qué cresta merece la hora extra de caminata.',
      fr: 'Ancien professeur de géographie à Manchester, il a troqué la salle de classe contre les ferries et les refuges de montagne. Tom sait quelle taverne garde une table pour les retardataires et quelle crête vaut l’heure de marche en plus.',
      de: 'Ehemaliger Erdkundelehrer aus Manchester, der das Klassenzimmer gegen Fähren und Berghütten getauscht hat. Tom weiß, welche Taverne einen Tisch für Nachzügler freihält und welcher Grat die zusätzliche Stunde Fußweg wert ist.',
    },
  ],
  [
    'Lucía grew up between Valencia and Tangier and speaks four languages, Darija included. She loves markets, desert nights without phone signal and making a group of strangers feel like old friends by the second dinner.',
    {
      it: 'Lucía è cresciuta tra Valencia e Tangeri e parla quattro lingue, darija compreso. Ama i mercati, le notti nel deserto senza campo e far sentire un gruppo di sconosciuti come vecchi amici già alla seconda cena.',
      es: 'Lucía creció entre Valencia y Tánger y habla cuatro idiomas, dariya incluido. Le encantan los mercados, las noches en el desierto sin cobertura y conseguir que un grupo de desconocidos se sienta como viejos amigos en la segunda cena.',
      fr: 'Lucía a grandi entre Valence et Tanger et parle quatre langues, darija comprise. Elle adore les marchés, les nuits dans le désert sans réseau et faire d’un groupe d’inconnus de vieux amis dès le deuxième dîner.',
      de: 'Lucía ist zwischen Valencia und Tanger aufgewachsen und spricht vier Sprachen, Darija eingeschlossen. Sie liebt Märkte, Wüstennächte ohne Handyempfang und schafft es, dass sich eine Gruppe Fremder beim zweiten Abendessen wie alte Freunde fühlt.',
    },
  ],
  [
    'Photographer and mountain guide from Hamburg, happiest where the roads end. Jonas has chased the northern lights for ten winters and will teach you how to photograph them with a phone.',
    {
      it: 'Fotografo e guida alpina di Amburgo, felice soprattutto dove finiscono le strade. Jonas insegue l’aurora boreale da dieci inverni e ti insegnerà a fotografarla con il telefono.',
      es: 'Fotógrafo y guía de montaña de Hamburgo, más feliz donde se acaban las carreteras. Jonas lleva diez inviernos persiguiendo auroras boreales y te enseñará a fotografiarlas con el móvil.',
      fr: 'Photographe et guide de montagne originaire de Hambourg, plus heureux là où les routes s’arrêtent. Jonas chasse les aurores boréales depuis dix hivers et t’apprendra à les photographier avec ton téléphone.',
      de: 'Fotograf und Bergführer aus Hamburg, am glücklichsten dort, wo die Straßen enden. Jonas jagt seit zehn Wintern Nordlichtern hinterher und zeigt dir, wie du sie mit dem Handy fotografierst.',
    },
  ],
  [
    'Chloé left a job in Lyon to cycle across South-East Asia and never really came back. She plans every day around a great meal and a quiet spot to watch the sun go down.',
    {
      it: 'Chloé ha lasciato un lavoro a Lione per attraversare il Sud-est asiatico in bicicletta e non è mai davvero tornata. Organizza ogni giornata intorno a un ottimo pasto e a un angolo tranquillo da cui guardare il tramonto.',
      es: 'Chloé dejó un trabajo en Lyon para recorrer el Sudeste Asiático en bicicleta y nunca volvió del todo. Organiza cada día en torno a una buena comida y un rincón tranquilo para ver la puesta de sol.',
      fr: 'Chloé a quitté un emploi à Lyon pour traverser l’Asie du Sud-Est à vélo et n’en est jamais vraiment revenue. Elle organise chaque journée autour d’un bon repas et d’un coin tranquille pour regarder le soleil se coucher.',
      de: 'Chloé hat einen Job in Lyon aufgegeben, um mit dem Rad durch Südostasien zu fahren, und ist nie so richtig zurückgekommen. Sie plant jeden Tag rund um ein gutes Essen und ein ruhiges Plätzchen für den Sonnenuntergang.',
    },
  ],

  // Coordinator cities (no registry package names cities in these languages; see README).
  ['Milan', { it: 'Milano', es: 'Milán', fr: 'Milan', de: 'Mailand' }],
  ['Manchester', { it: 'Manchester', es: 'Mánchester', fr: 'Manchester', de: 'Manchester' }],
  ['Valencia', { it: 'Valencia', es: 'Valencia', fr: 'Valence', de: 'Valencia' }],
  ['Hamburg', { it: 'Amburgo', es: 'Hamburgo', fr: 'Hambourg', de: 'Hamburg' }],
  ['Lyon', { it: 'Lione', es: 'Lyon', fr: 'Lyon', de: 'Lyon' }],

  // Partner offers: titles (inline markup kept) and details.
  [
    'SafeTrip: <strong>20% off</strong> annual travel insurance',
    {
      it: 'SafeTrip: <strong>20% di sconto</strong> sull’assicurazione viaggio annuale',
      es: `SafeTrip: <strong>20${nb}% de descuento</strong> en el seguro de viaje anual`,
      fr: `SafeTrip${nb}: <strong>-20${nb}%</strong> sur l’assurance voyage annuelle`,
      de: `SafeTrip: <strong>20${nb}% Rabatt</strong> auf die Jahres-Reiseversicherung`,
    },
  ],
  [
    'Cover for every trip of the year, medical expenses and luggage included. Use the code WAYFARER20 at checkout on the SafeTrip website.',
    {
      it: 'Copertura per tutti i viaggi dell’anno, spese mediche e bagaglio compresi. Usa il codice WAYFARER20 al momento del pagamento sul sito di SafeTrip.',
      es: 'Cobertura para todos los viajes del año, gastos médicos y equipaje incluidos. Usa el código WAYFARER20 al pagar en la web de SafeTrip.',
      fr: 'Une couverture pour tous tes voyages de l’année, frais médicaux et bagages compris. Utilise le code WAYFARER20 lors du paiement sur le site de SafeTrip.',
      de: 'Schutz für jede Reise des Jahres, Arztkosten und Gepäck inklusive. Gib beim Bezahlen auf der SafeTrip-Website den Code WAYFARER20 ein.',
    },
  ],
  [
    'Alpine Gear: <em>15% off</em> backpacks and hiking boots',
    {
      it: 'Alpine Gear: <em>15% di sconto</em> su zaini e scarponi da trekking',
      es: `Alpine Gear: <em>15${nb}% de descuento</em> en mochilas y botas de montaña`,
      fr: `Alpine Gear${nb}: <em>-15${nb}%</em> sur les sacs à dos et les chaussures de randonnée`,
      de: `Alpine Gear: <em>15${nb}% Rabatt</em> auf Rucksäcke und Wanderschuhe`,
    },
  ],
  [
    'In every Alpine Gear store and online until the end of the season. Show your Wayfarer booking or use the code WAYFARER15.',
    {
      it: 'In tutti i negozi Alpine Gear e online fino alla fine della stagione. Mostra la tua prenotazione Wayfarer o usa il codice WAYFARER15.',
      es: 'En todas las tiendas Alpine Gear y online hasta el final de la temporada. Enseña tu reserva de Wayfarer o usa el código WAYFARER15.',
      fr: 'Dans tous les magasins Alpine Gear et en ligne jusqu’à la fin de la saison. Montre ta réservation Wayfarer ou utilise le code WAYFARER15.',
      de: 'In allen Alpine-Gear-Filialen und online bis zum Ende der Saison. Zeig deine Wayfarer-Buchung oder nutze den Code WAYFARER15.',
    },
  ],
  [
    'Nomad eSIM: 3 GB of data <strong>free</strong> on your first plan',
    {
      it: 'Nomad eSIM: 3 GB di dati <strong>gratis</strong> con il tuo primo piano',
      es: 'Nomad eSIM: 3 GB de datos <strong>gratis</strong> con tu primer plan',
      fr: `Nomad eSIM${nb}: 3${nb}Go de données <strong>offerts</strong> avec ton premier forfait`,
      de: 'Nomad eSIM: 3 GB Daten <strong>gratis</strong> zu deinem ersten Tarif',
    },
  ],
  [
    'Data in more than 150 countries from the moment you land, no roaming charges. The free 3 GB are added to your first plan.',
    {
      it: 'Dati in più di 150 paesi dal momento dell’atterraggio, senza costi di roaming. I 3 GB gratuiti si aggiungono al tuo primo piano.',
      es: 'Datos en más de 150 países desde que aterrizas, sin costes de roaming. Los 3 GB gratis se suman a tu primer plan.',
      fr: `Des données dans plus de 150 pays dès l’atterrissage, sans frais d’itinérance. Les 3${nb}Go offerts s’ajoutent à ton premier forfait.`,
      de: 'Mobile Daten in über 150 Ländern ab der Landung, ohne Roaming-Gebühren. Die 3 GB gratis kommen zu deinem ersten Tarif hinzu.',
    },
  ],
  [
    'Lingo: the first month of language lessons <strong>free</strong>',
    {
      it: 'Lingo: il primo mese di lezioni di lingua <strong>gratis</strong>',
      es: 'Lingo: el primer mes de clases de idiomas <strong>gratis</strong>',
      fr: `Lingo${nb}: le premier mois de cours de langue <strong>offert</strong>`,
      de: 'Lingo: der erste Monat Sprachunterricht <strong>gratis</strong>',
    },
  ],
  [
    'Ten minutes a day to learn the basics of your next destination’s language, with lessons written by travellers.',
    {
      it: 'Dieci minuti al giorno per imparare le basi della lingua della tua prossima meta, con lezioni scritte da viaggiatori.',
      es: 'Diez minutos al día para aprender lo básico del idioma de tu próximo destino, con lecciones escritas por viajeros.',
      fr: 'Dix minutes par jour pour apprendre les bases de la langue de ta prochaine destination, avec des leçons écrites par des voyageurs.',
      de: 'Zehn Minuten am Tag, um die Grundlagen der Sprache deines nächsten Reiseziels zu lernen, mit Lektionen von Reisenden.',
    },
  ],
];

const byEnglish = new Map(texts);

/**
 * A demo text in all five languages, from its English text. A text with no translation here stops
 * the seed, so every content text of the demo is seeded in every language.
 */
export function inAllLanguages(english: string): LocalizedText {
  const translations = byEnglish.get(english);
  if (!translations) throw new Error(`No translations for the demo text "${english}"`);
  return { en: english, ...translations };
}

/** `inAllLanguages` for texts that may be absent. */
export function inAllLanguagesOrNull(english: string | null | undefined): LocalizedText | null {
  return english ? inAllLanguages(english) : null;
}

/**
 * ISO codes of the demo destinations: the destination travellers read is named from them
 * by CLDR, or a subdivision the domain names itself (Scotland: ISO 3166-2 GB-SCT).
 */
const destinationCountries: Record<string, string[]> = {
  Japan: ['JP'],
  Peru: ['PE'],
  Morocco: ['MA'],
  Iceland: ['IS'],
  Greece: ['GR'],
  Vietnam: ['VN'],
  Portugal: ['PT'],
  Scotland: ['GB-SCT'],
  Jordan: ['JO'],
  'Argentina and Chile': ['AR', 'CL'],
  Madagascar: ['MG'],
  Norway: ['NO'],
  'Sri Lanka': ['LK'],
  Namibia: ['NA'],
  Canada: ['CA'],
  Croatia: ['HR'],
};

export function countryCodesOf(destination: string): string[] {
  const codes = destinationCountries[destination];
  if (!codes) throw new Error(`No country codes for the demo destination "${destination}"`);
  return codes;
}
