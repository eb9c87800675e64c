import type { OrganizerType, PostType } from '@byp/contracts';

/**
 * Sample news and events loaded into an empty post table (SEED_SAMPLE_DATA, default true). Event
 * days are relative to the day of seeding and their times are London wall-clock times, so the
 * calendar always has past, ongoing and coming events this month and next. Images are the
 * product's own illustrations under shell/public/images/posts/.
 */
export interface SamplePost {
  type: PostType;
  title: string;
  body: string;
  image?: string;
  /** Events: days from the seeding day and the London time it starts ('19:00'). */
  startsInDays?: number;
  startsAt?: string;
  /** Events: length in minutes (no end when absent). */
  lastsMinutes?: number;
  /** Events starting relative to the seeding moment, in minutes (the ongoing one). */
  startedMinutesAgo?: number;
  locationName?: string;
  address?: string;
  latitude?: number;
  longitude?: number;
  isOnline?: boolean;
  externalUrl?: string;
  organizerType: OrganizerType;
  contactEmail?: string;
  /** News: published this many days before seeding. */
  publishedDaysAgo?: number;
  /** Left pending, for the moderation screens. */
  pending?: boolean;
}

const image = (file: string) => `/images/posts/${file}`;

export const SAMPLE_POSTS: SamplePost[] = [
  {
    type: 'event',
    title: 'Vyshyvanka Day picnic',
    body: 'Wear your embroidered shirt and bring a dish to share: a family picnic with folk songs, games for children and a group photo by the Serpentine.',
    image: image('folk-festival.svg'),
    startsInDays: -40,
    startsAt: '12:00',
    lastsMinutes: 300,
    locationName: 'Hyde Park, the Parade Ground',
    address: 'Hyde Park, London W2 2UH',
    latitude: 51.5058,
    longitude: -0.1621,
    organizerType: 'community',
    contactEmail: 'picnic@ukrainians-in-london.example',
  },
  {
    type: 'event',
    title: 'Pysanky workshop for beginners',
    body: 'Learn the wax-resist technique of Ukrainian Easter eggs from a master of folk art. Eggs, dyes and kistky are provided; no experience needed.',
    image: image('pysanky-workshop.svg'),
    startsInDays: -10,
    startsAt: '14:00',
    lastsMinutes: 150,
    locationName: 'Holland Park community hall',
    address: '12 Ilchester Place, London W14 8AA',
    latitude: 51.5006,
    longitude: -0.2048,
    organizerType: 'business',
    contactEmail: 'studio@pysanka-art.example',
    externalUrl: 'https://example.org/pysanky-workshop',
  },
  {
    type: 'event',
    title: 'Film night: Shadows of Forgotten Ancestors',
    body: 'A screening of Parajanov’s classic with English subtitles, followed by a discussion with a film historian and tea with honey cake.',
    image: image('film-night.svg'),
    startsInDays: -3,
    startsAt: '19:00',
    lastsMinutes: 150,
    locationName: 'HOME cinema, screen 3',
    address: '2 Tony Wilson Place, Manchester M15 4FN',
    latitude: 53.4746,
    longitude: -2.2461,
    organizerType: 'community',
    contactEmail: 'kino@manchester-ukrainians.example',
  },
  {
    type: 'event',
    title: 'Online advice clinic: work and visas',
    body: 'Volunteer caseworkers answer questions about the Ukraine Permission Extension, right-to-work checks and National Insurance numbers. Join from anywhere in the UK.',
    image: image('online-talk.svg'),
    startedMinutesAgo: 30,
    lastsMinutes: 180,
    isOnline: true,
    organizerType: 'community',
    contactEmail: 'help@advice-clinic.example',
    externalUrl: 'https://example.org/advice-clinic',
  },
  {
    type: 'event',
    title: 'Saturday school open day',
    body: 'Meet the teachers of our Ukrainian Saturday school: lessons in language, literature and history for children aged 5 to 15, and a craft corner for the little ones.',
    image: image('saturday-school.svg'),
    startsInDays: 2,
    startsAt: '10:00',
    lastsMinutes: 180,
    locationName: 'Leith community centre',
    address: '12A Newkirkgate, Edinburgh EH6 6AD',
    latitude: 55.9713,
    longitude: -3.1724,
    organizerType: 'community',
    contactEmail: 'school@edinburgh-ukrainians.example',
  },
  {
    type: 'event',
    title: 'Borscht cook-along',
    body: 'Cook a proper Poltava borscht with pampushky live with our chef. The shopping list arrives by email a week before; cameras on, aprons on.',
    image: image('cook-along.svg'),
    startsInDays: 5,
    startsAt: '18:30',
    lastsMinutes: 90,
    isOnline: true,
    organizerType: 'business',
    contactEmail: 'kitchen@varenyky-house.example',
    externalUrl: 'https://example.org/borscht-cook-along',
  },
  {
    type: 'event',
    title: '5K charity run for Ukraine',
    body: 'Run, jog or walk two laps of Battersea Park in blue and yellow. Every entry buys first-aid kits for volunteers; medals for every finisher.',
    image: image('charity-run.svg'),
    startsInDays: 9,
    startsAt: '09:30',
    lastsMinutes: 150,
    locationName: 'Battersea Park, Albert Gate',
    address: 'Albert Bridge Road, London SW11 4NJ',
    latitude: 51.4791,
    longitude: -0.1566,
    organizerType: 'public',
    contactEmail: 'run@blue-yellow-run.example',
    externalUrl: 'https://example.org/charity-run',
  },
  {
    type: 'event',
    title: 'Bandura concert',
    body: 'An evening of bandura music, from Cossack dumy to new arrangements of Ukrainian pop, by a trio who came to the UK in 2022.',
    image: image('bandura-concert.svg'),
    startsInDays: 14,
    startsAt: '19:30',
    lastsMinutes: 120,
    locationName: 'St Martin in the Bull Ring',
    address: 'Edgbaston Street, Birmingham B5 5BB',
    latitude: 52.4769,
    longitude: -1.8934,
    organizerType: 'community',
    contactEmail: 'concerts@bandura-trio.example',
  },
  {
    type: 'event',
    title: 'Ukrainian business breakfast',
    body: 'Networking for Ukrainian founders and freelancers in London: short talks on UK tax basics and finding your first clients, then coffee and syrnyky.',
    image: image('business-breakfast.svg'),
    startsInDays: 21,
    startsAt: '08:00',
    lastsMinutes: 120,
    locationName: 'Kyiv Café, upstairs room',
    address: '48 Leather Lane, London EC1N 7TJ',
    latitude: 51.5201,
    longitude: -0.1089,
    organizerType: 'business',
    contactEmail: 'hello@ua-founders.example',
  },
  {
    type: 'event',
    title: 'Craft fair and winter market',
    body: 'Stalls of Ukrainian makers: ceramics, vyshyvanka, jewellery, honey and sweets, with carols from a children’s choir at midday.',
    image: image('craft-fair.svg'),
    startsInDays: 30,
    startsAt: '11:00',
    lastsMinutes: 360,
    locationName: 'Leeds Corn Exchange',
    address: 'Call Lane, Leeds LS1 7BR',
    latitude: 53.7965,
    longitude: -1.5406,
    organizerType: 'public',
    contactEmail: 'fair@ukrainian-makers.example',
  },
  {
    type: 'event',
    title: 'Ukrainian for beginners: first lesson free',
    body: 'A friendly online class for partners, friends and colleagues of Ukrainians: the alphabet, greetings and how to order at a Ukrainian café.',
    image: image('language-class.svg'),
    startsInDays: 38,
    startsAt: '19:00',
    lastsMinutes: 60,
    isOnline: true,
    organizerType: 'business',
    contactEmail: 'learn@mova-school.example',
    externalUrl: 'https://example.org/ukrainian-for-beginners',
  },
  {
    type: 'event',
    title: 'Koliadky evening',
    body: 'Sing traditional Ukrainian carols together; lyrics in Cyrillic and transliteration are handed out, and the choir leads the harder verses.',
    image: image('folk-festival.svg'),
    startsInDays: 45,
    startsAt: '18:00',
    locationName: 'St Stephen’s church hall',
    address: '21 St Stephen’s Street, Bristol BS1 1EQ',
    latitude: 51.4543,
    longitude: -2.5963,
    organizerType: 'community',
  },
  {
    type: 'event',
    title: 'Sunflower seed swap',
    body: 'Bring seeds from your allotment and take home Ukrainian sunflower varieties. Submitted by a visitor and waiting for moderation.',
    startsInDays: 12,
    startsAt: '15:00',
    lastsMinutes: 120,
    locationName: 'Walthamstow allotments',
    address: 'Folly Lane, London E17 5NS',
    organizerType: 'public',
    pending: true,
  },
  {
    type: 'news',
    title: 'New Ukrainian bakery opens in Walthamstow',
    body: 'Khlib & Co now bakes palianytsia, makivnyk and honey cake daily on Hoe Street. The first hundred visitors each weekend get a free bublyk.',
    image: image('bakery-news.svg'),
    publishedDaysAgo: 1,
    organizerType: 'business',
    contactEmail: 'hello@khlib-and-co.example',
  },
  {
    type: 'news',
    title: 'Volunteers wanted for the winter appeal',
    body: 'The winter appeal collects generators, thermal clothing and medical supplies. Warehouse volunteers are needed on weekday evenings in Acton.',
    image: image('winter-appeal.svg'),
    publishedDaysAgo: 4,
    organizerType: 'community',
    contactEmail: 'volunteer@winter-appeal.example',
    externalUrl: 'https://example.org/winter-appeal',
  },
  {
    type: 'news',
    title: 'Ukrainian books arrive at Manchester Central Library',
    body: 'Three hundred new titles in Ukrainian, from picture books to contemporary novels, are now on the shelves and can be borrowed with any library card.',
    image: image('library-news.svg'),
    publishedDaysAgo: 8,
    organizerType: 'public',
  },
  {
    type: 'news',
    title: 'Grants for Ukrainian-owned small businesses',
    body: 'A new round of start-up grants of up to £5,000 opens for Ukrainian entrepreneurs in England. Applications close at the end of next month.',
    image: image('business-breakfast.svg'),
    publishedDaysAgo: 15,
    organizerType: 'business',
    externalUrl: 'https://example.org/small-business-grants',
  },
  {
    type: 'news',
    title: 'Choir Dzvin records its first album',
    body: 'The London choir Dzvin has recorded twelve Ukrainian folk songs with a string quartet; the album launch concert will be announced here.',
    image: image('bandura-concert.svg'),
    publishedDaysAgo: 25,
    organizerType: 'community',
    contactEmail: 'choir@dzvin.example',
  },
  {
    type: 'news',
    title: 'Community fridge opens in Lewisham',
    body: 'A community fridge for Ukrainian families now runs every Tuesday and Friday. Submitted by a visitor and waiting for moderation.',
    publishedDaysAgo: 0,
    organizerType: 'public',
    pending: true,
  },
];
