/**
 * Sample communities loaded into an empty content schema (SEED_SAMPLE_DATA, default true): twelve
 * approved and four pending Ukrainian groups across the UK. The organisations are invented; their
 * images are the product's own files under shell/public/images/communities/ (800×450, as the cards
 * and the detail dialog show them). London entries carry coordinates so they appear on the map.
 */
export interface SampleCommunity {
  name: string;
  description: string;
  website?: string;
  contactEmail?: string;
  instagram?: string;
  tiktok?: string;
  heroImage: string;
  links?: string[];
  latitude?: number;
  longitude?: number;
  approved: boolean;
}

const image = (file: string) => `/images/communities/${file}`;

export const SAMPLE_COMMUNITIES: SampleCommunity[] = [
  {
    name: 'Sonyashnyk Ukrainian Saturday School',
    description:
      'Saturday classes in Ukrainian language, literature, history and geography for children aged 4 to 16, taught by qualified Ukrainian teachers in Acton. Families new to London are welcome mid-term.',
    website: 'https://sonyashnyk-school.org.uk',
    contactEmail: 'office@sonyashnyk-school.org.uk',
    instagram: '@sonyashnyk.school',
    heroImage: image('saturday-school.svg'),
    links: [
      'https://sonyashnyk-school.org.uk/enrol',
      'https://sonyashnyk-school.org.uk/timetable',
      'https://sonyashnyk-school.org.uk/gcse-ukrainian',
      'https://sonyashnyk-school.org.uk/volunteer',
      'https://sonyashnyk-school.org.uk/term-dates',
    ],
    latitude: 51.5079,
    longitude: -0.271,
    approved: true,
  },
  {
    name: 'Dzvin Ukrainian Choir London',
    description:
      'A mixed amateur choir singing Ukrainian folk songs, carols (koliadky) and sacred music. Rehearsals on Thursday evenings in Holland Park; concerts at Christmas, Easter and Independence Day.',
    website: 'https://dzvinchoir.org.uk',
    contactEmail: 'sing@dzvinchoir.org.uk',
    instagram: 'dzvinchoir',
    tiktok: '@dzvinchoir',
    heroImage: image('choir.svg'),
    links: [
      'https://dzvinchoir.org.uk/join',
      'https://dzvinchoir.org.uk/concerts',
      'https://dzvinchoir.org.uk/recordings',
      'https://dzvinchoir.org.uk/repertoire',
    ],
    latitude: 51.5036,
    longitude: -0.2049,
    approved: true,
  },
  {
    name: 'Pokrova Ukrainian Orthodox Parish, Ealing',
    description:
      'Parish of the Protection of the Mother of God. Divine Liturgy in Ukrainian every Sunday at 10:00, a parish hall with tea afterwards, and a food bank open to everyone on Wednesdays.',
    website: 'https://pokrova-ealing.org.uk',
    contactEmail: 'parish@pokrova-ealing.org.uk',
    heroImage: image('church.svg'),
    links: ['https://pokrova-ealing.org.uk/services', 'https://pokrova-ealing.org.uk/food-bank'],
    latitude: 51.5129,
    longitude: -0.3089,
    approved: true,
  },
  {
    name: 'Ridne Slovo Saturday School Manchester',
    description:
      'Ukrainian language and culture school for children in Cheetham Hill, with a parents’ English conversation class running at the same time next door.',
    website: 'https://ridneslovo-manchester.org.uk',
    contactEmail: 'info@ridneslovo-manchester.org.uk',
    instagram: '@ridneslovo.mcr',
    heroImage: image('books.svg'),
    links: ['https://ridneslovo-manchester.org.uk/admissions'],
    latitude: 53.5005,
    longitude: -2.2393,
    approved: true,
  },
  {
    name: 'Kalyna Folk Dance Ensemble Edinburgh',
    description:
      'Hopak, hutsulka and kolomyika for dancers from age 6 to adult. Costumes are lent to new members; beginners’ group on Tuesdays in Leith.',
    website: 'https://kalynadance.scot',
    contactEmail: 'dance@kalynadance.scot',
    instagram: '@kalyna.edinburgh',
    tiktok: '@kalynadance',
    heroImage: image('folk-dance.svg'),
    links: [
      'https://kalynadance.scot/classes',
      'https://kalynadance.scot/performances',
      'https://kalynadance.scot/costumes',
      'https://kalynadance.scot/gallery',
      'https://kalynadance.scot/support-us',
      'https://kalynadance.scot/contact',
    ],
    approved: true,
  },
  {
    name: 'Croydon Ukrainian Welcome Hub',
    description:
      'A registered charity helping newly arrived Ukrainian families with housing paperwork, school places, GP registration and English classes. Drop-in advice every Saturday morning.',
    website: 'https://croydonwelcomehub.org.uk',
    contactEmail: 'help@croydonwelcomehub.org.uk',
    instagram: '@croydonwelcomehub',
    heroImage: image('charity.svg'),
    links: [
      'https://croydonwelcomehub.org.uk/advice',
      'https://croydonwelcomehub.org.uk/english-classes',
      'https://croydonwelcomehub.org.uk/donate',
      'https://croydonwelcomehub.org.uk/volunteer',
    ],
    latitude: 51.3762,
    longitude: -0.0982,
    approved: true,
  },
  {
    name: 'Kozaky FC London',
    description:
      'Ukrainian Sunday-league football club with men’s, women’s and under-12 teams. Training on Hackney Marshes; players of every nationality and level welcome.',
    contactEmail: 'play@kozakyfc.co.uk',
    website: 'https://kozakyfc.co.uk',
    instagram: '@kozaky.fc',
    tiktok: '@kozakyfc',
    heroImage: image('football.svg'),
    links: ['https://kozakyfc.co.uk/fixtures', 'https://kozakyfc.co.uk/juniors'],
    latitude: 51.5592,
    longitude: -0.0316,
    approved: true,
  },
  {
    name: 'Bradford Ukrainian Club',
    description:
      'Community centre founded by post-war Ukrainian settlers: a bar and kitchen, a library of Ukrainian books, a folk museum room and a hall for weddings and christenings.',
    website: 'https://bradfordukrainianclub.org.uk',
    contactEmail: 'bookings@bradfordukrainianclub.org.uk',
    heroImage: image('community-centre.svg'),
    links: [
      'https://bradfordukrainianclub.org.uk/hall-hire',
      'https://bradfordukrainianclub.org.uk/library',
      'https://bradfordukrainianclub.org.uk/museum',
    ],
    approved: true,
  },
  {
    name: 'Plast Ukrainian Scouts, London Branch',
    description:
      'Scouting for Ukrainian children and teenagers: weekly meetings in North London, summer camps in Wales and the Lake District, and leadership training for older members.',
    website: 'https://plast-london.org.uk',
    contactEmail: 'vykhovnyky@plast-london.org.uk',
    instagram: '@plast.london',
    heroImage: image('scouts.svg'),
    links: [
      'https://plast-london.org.uk/join',
      'https://plast-london.org.uk/camps',
      'https://plast-london.org.uk/leaders',
      'https://plast-london.org.uk/uniform',
    ],
    latitude: 51.5866,
    longitude: -0.1456,
    approved: true,
  },
  {
    name: 'Vyshyvanka Embroidery Circle Birmingham',
    description:
      'Cross-stitch and white-on-white embroidery evenings in Moseley. Patterns from Poltava, Bukovyna and Hutsulshchyna; threads and hoops provided for the first sessions.',
    contactEmail: 'stitch@vyshyvankacircle.org.uk',
    instagram: '@vyshyvanka.brum',
    heroImage: image('embroidery.svg'),
    links: ['https://vyshyvankacircle.org.uk/patterns'],
    approved: true,
  },
  {
    name: 'Camden Ukrainian–English Language Café',
    description:
      'Free conversation evenings pairing Ukrainian and English speakers: half an hour in each language, then a quiz. Every other Tuesday upstairs at a café near Camden Town station.',
    website: 'https://languagecafe.london',
    contactEmail: 'hello@languagecafe.london',
    instagram: '@languagecafe.london',
    heroImage: image('language-cafe.svg'),
    links: [],
    latitude: 51.5392,
    longitude: -0.1426,
    approved: true,
  },
  {
    name: 'Run Ukraine London',
    description:
      'A running club that meets at Hyde Park Corner on Saturday mornings for a 5 km and a 10 km loop, and raises money for Ukrainian hospitals through charity races.',
    website: 'https://runukraine.london',
    contactEmail: 'run@runukraine.london',
    instagram: '@runukraine.london',
    tiktok: '@runukraine',
    heroImage: image('running.svg'),
    links: [
      'https://runukraine.london/routes',
      'https://runukraine.london/races',
      'https://runukraine.london/fundraising',
      'https://runukraine.london/kit',
    ],
    latitude: 51.5027,
    longitude: -0.1527,
    approved: true,
  },
  {
    name: 'Glasgow Ukrainian Families Network',
    description:
      'Parents’ group organising playdates, a clothes swap and Ukrainian storytime at the Mitchell Library for families who arrived in Glasgow since 2022.',
    contactEmail: 'families@glasgowukrainians.scot',
    instagram: '@gla.ua.families',
    heroImage: image('families.svg'),
    links: ['https://glasgowukrainians.scot/storytime'],
    approved: false,
  },
  {
    name: 'Bristol Bandura Ensemble',
    description:
      'Learn the bandura, Ukraine’s many-stringed national instrument. Instruments available to borrow; performances at Bristol festivals and Ukrainian church events.',
    website: 'https://bristolbandura.org.uk',
    contactEmail: 'strings@bristolbandura.org.uk',
    heroImage: image('bandura.svg'),
    links: ['https://bristolbandura.org.uk/lessons', 'https://bristolbandura.org.uk/events'],
    approved: false,
  },
  {
    name: 'Cambridge Ukrainian Film Club',
    description:
      'Monthly screenings of Ukrainian cinema with English subtitles, from Dovzhenko and Parajanov to new documentaries, followed by a discussion.',
    contactEmail: 'films@cambridgeuafilm.org.uk',
    instagram: '@cambridge.ua.film',
    heroImage: image('film-club.svg'),
    links: [],
    approved: false,
  },
  {
    name: 'Wembley Ukrainian Women’s Association',
    description:
      'Monthly meetings, a craft fair before Christmas and mutual help for women of all ages. Coffee, varenyky and plenty of conversation.',
    contactEmail: 'hello@wembleyuwa.org.uk',
    heroImage: image('womens-association.svg'),
    links: [],
    latitude: 51.5563,
    longitude: -0.2796,
    approved: false,
  },
];
