import type { Language } from '@wayfarer/domain';

/*
 * City names in the five languages of the account area, for the cities travellers fly from and to
 * most (the dataset names cities once, mostly in English, sometimes in the local language). Keyed
 * by the IATA codes of the airports that serve the city, busiest first. The airport search shows
 * the name in the traveller's language, finds the airports by any of them ("Monaco di Baviera",
 * "Mailand") and lists a city's busiest airport first.
 */
const cities: { codes: string[]; names: Record<Language, string> }[] = [
  { codes: ['FCO', 'CIA'], names: { en: 'Rome', it: 'Roma', es: 'Roma', fr: 'Rome', de: 'Rom' } },
  {
    codes: ['MXP', 'LIN'],
    names: { en: 'Milan', it: 'Milano', es: 'Milán', fr: 'Milan', de: 'Mailand' },
  },
  {
    codes: ['BGY'],
    names: { en: 'Bergamo', it: 'Bergamo', es: 'Bérgamo', fr: 'Bergame', de: 'Bergamo' },
  },
  {
    codes: ['VCE', 'TSF'],
    names: { en: 'Venice', it: 'Venezia', es: 'Venecia', fr: 'Venise', de: 'Venedig' },
  },
  {
    codes: ['NAP'],
    names: { en: 'Naples', it: 'Napoli', es: 'Nápoles', fr: 'Naples', de: 'Neapel' },
  },
  {
    codes: ['FLR'],
    names: { en: 'Florence', it: 'Firenze', es: 'Florencia', fr: 'Florence', de: 'Florenz' },
  },
  { codes: ['TRN'], names: { en: 'Turin', it: 'Torino', es: 'Turín', fr: 'Turin', de: 'Turin' } },
  { codes: ['GOA'], names: { en: 'Genoa', it: 'Genova', es: 'Génova', fr: 'Gênes', de: 'Genua' } },
  {
    codes: ['BLQ'],
    names: { en: 'Bologna', it: 'Bologna', es: 'Bolonia', fr: 'Bologne', de: 'Bologna' },
  },
  { codes: ['PSA'], names: { en: 'Pisa', it: 'Pisa', es: 'Pisa', fr: 'Pise', de: 'Pisa' } },
  {
    codes: ['CTA'],
    names: { en: 'Catania', it: 'Catania', es: 'Catania', fr: 'Catane', de: 'Catania' },
  },
  {
    codes: ['PMO'],
    names: { en: 'Palermo', it: 'Palermo', es: 'Palermo', fr: 'Palerme', de: 'Palermo' },
  },
  {
    codes: ['LHR', 'LGW', 'STN', 'LTN', 'LCY', 'SEN'],
    names: { en: 'London', it: 'Londra', es: 'Londres', fr: 'Londres', de: 'London' },
  },
  {
    codes: ['EDI'],
    names: { en: 'Edinburgh', it: 'Edimburgo', es: 'Edimburgo', fr: 'Édimbourg', de: 'Edinburgh' },
  },
  {
    codes: ['CDG', 'ORY'],
    names: { en: 'Paris', it: 'Parigi', es: 'París', fr: 'Paris', de: 'Paris' },
  },
  { codes: ['NCE'], names: { en: 'Nice', it: 'Nizza', es: 'Niza', fr: 'Nice', de: 'Nizza' } },
  {
    codes: ['MRS'],
    names: { en: 'Marseille', it: 'Marsiglia', es: 'Marsella', fr: 'Marseille', de: 'Marseille' },
  },
  { codes: ['LYS'], names: { en: 'Lyon', it: 'Lione', es: 'Lyon', fr: 'Lyon', de: 'Lyon' } },
  {
    codes: ['MUC'],
    names: { en: 'Munich', it: 'Monaco di Baviera', es: 'Múnich', fr: 'Munich', de: 'München' },
  },
  {
    codes: ['FRA'],
    names: {
      en: 'Frankfurt',
      it: 'Francoforte',
      es: 'Fráncfort',
      fr: 'Francfort',
      de: 'Frankfurt am Main',
    },
  },
  {
    codes: ['HAM'],
    names: { en: 'Hamburg', it: 'Amburgo', es: 'Hamburgo', fr: 'Hambourg', de: 'Hamburg' },
  },
  {
    codes: ['CGN'],
    names: { en: 'Cologne', it: 'Colonia', es: 'Colonia', fr: 'Cologne', de: 'Köln' },
  },
  {
    codes: ['NUE'],
    names: { en: 'Nuremberg', it: 'Norimberga', es: 'Núremberg', fr: 'Nuremberg', de: 'Nürnberg' },
  },
  {
    codes: ['BER'],
    names: { en: 'Berlin', it: 'Berlino', es: 'Berlín', fr: 'Berlin', de: 'Berlin' },
  },
  { codes: ['VIE'], names: { en: 'Vienna', it: 'Vienna', es: 'Viena', fr: 'Vienne', de: 'Wien' } },
  {
    codes: ['ZRH'],
    names: { en: 'Zurich', it: 'Zurigo', es: 'Zúrich', fr: 'Zurich', de: 'Zürich' },
  },
  {
    codes: ['GVA'],
    names: { en: 'Geneva', it: 'Ginevra', es: 'Ginebra', fr: 'Genève', de: 'Genf' },
  },
  {
    codes: ['BRU', 'CRL'],
    names: { en: 'Brussels', it: 'Bruxelles', es: 'Bruselas', fr: 'Bruxelles', de: 'Brüssel' },
  },
  { codes: ['PRG'], names: { en: 'Prague', it: 'Praga', es: 'Praga', fr: 'Prague', de: 'Prag' } },
  {
    codes: ['WAW'],
    names: { en: 'Warsaw', it: 'Varsavia', es: 'Varsovia', fr: 'Varsovie', de: 'Warschau' },
  },
  {
    codes: ['KRK'],
    names: { en: 'Kraków', it: 'Cracovia', es: 'Cracovia', fr: 'Cracovie', de: 'Krakau' },
  },
  {
    codes: ['LIS'],
    names: { en: 'Lisbon', it: 'Lisbona', es: 'Lisboa', fr: 'Lisbonne', de: 'Lissabon' },
  },
  { codes: ['OPO'], names: { en: 'Porto', it: 'Porto', es: 'Oporto', fr: 'Porto', de: 'Porto' } },
  {
    codes: ['SVQ'],
    names: { en: 'Seville', it: 'Siviglia', es: 'Sevilla', fr: 'Séville', de: 'Sevilla' },
  },
  {
    codes: ['BCN'],
    names: { en: 'Barcelona', it: 'Barcellona', es: 'Barcelona', fr: 'Barcelone', de: 'Barcelona' },
  },
  {
    codes: ['ATH'],
    names: { en: 'Athens', it: 'Atene', es: 'Atenas', fr: 'Athènes', de: 'Athen' },
  },
  {
    codes: ['CPH'],
    names: {
      en: 'Copenhagen',
      it: 'Copenaghen',
      es: 'Copenhague',
      fr: 'Copenhague',
      de: 'Kopenhagen',
    },
  },
  {
    codes: ['ARN'],
    names: { en: 'Stockholm', it: 'Stoccolma', es: 'Estocolmo', fr: 'Stockholm', de: 'Stockholm' },
  },
  {
    codes: ['DUB'],
    names: { en: 'Dublin', it: 'Dublino', es: 'Dublín', fr: 'Dublin', de: 'Dublin' },
  },
  {
    codes: ['IST', 'SAW'],
    names: { en: 'Istanbul', it: 'Istanbul', es: 'Estambul', fr: 'Istanbul', de: 'Istanbul' },
  },
  {
    codes: ['CAI'],
    names: { en: 'Cairo', it: 'Il Cairo', es: 'El Cairo', fr: 'Le Caire', de: 'Kairo' },
  },
  {
    codes: ['RAK'],
    names: { en: 'Marrakesh', it: 'Marrakech', es: 'Marrakech', fr: 'Marrakech', de: 'Marrakesch' },
  },
  {
    codes: ['HND', 'NRT'],
    names: { en: 'Tokyo', it: 'Tokyo', es: 'Tokio', fr: 'Tokyo', de: 'Tokio' },
  },
  {
    codes: ['HAN'],
    names: { en: 'Hanoi', it: 'Hanoi', es: 'Hanói', fr: 'Hanoï', de: 'Hanoi' },
  },
  {
    codes: ['PEK', 'PKX'],
    names: { en: 'Beijing', it: 'Pechino', es: 'Pekín', fr: 'Pékin', de: 'Peking' },
  },
  {
    codes: ['JFK', 'EWR', 'LGA'],
    names: { en: 'New York', it: 'New York', es: 'Nueva York', fr: 'New York', de: 'New York' },
  },
  {
    codes: ['MEX'],
    names: {
      en: 'Mexico City',
      it: 'Città del Messico',
      es: 'Ciudad de México',
      fr: 'Mexico',
      de: 'Mexiko-Stadt',
    },
  },
  {
    codes: ['CPT'],
    names: {
      en: 'Cape Town',
      it: 'Città del Capo',
      es: 'Ciudad del Cabo',
      fr: 'Le Cap',
      de: 'Kapstadt',
    },
  },
  { codes: ['CUZ'], names: { en: 'Cusco', it: 'Cusco', es: 'Cuzco', fr: 'Cuzco', de: 'Cusco' } },
  {
    codes: ['EZE', 'AEP'],
    names: {
      en: 'Buenos Aires',
      it: 'Buenos Aires',
      es: 'Buenos Aires',
      fr: 'Buenos Aires',
      de: 'Buenos Aires',
    },
  },
];

export type CityNames = Record<Language, string>;

let byCode: Map<string, { names: CityNames; rank: number }> | undefined;

function lookup(iataCode: string) {
  if (!byCode) {
    byCode = new Map();
    for (const city of cities) {
      city.codes.forEach((code, rank) => byCode!.set(code, { names: city.names, rank }));
    }
  }
  return byCode.get(iataCode);
}

/** The city's names by language for an airport code, when the table has them. */
export function cityNamesFor(iataCode: string): CityNames | undefined {
  return lookup(iataCode)?.names;
}

/** 0 for a city's busiest airport, 1 for the next...; undefined for airports not in the table. */
export function cityAirportRank(iataCode: string): number | undefined {
  return lookup(iataCode)?.rank;
}
