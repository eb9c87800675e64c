import type { OrganizerType, PostType, RecurrenceFrequency } from '@byp/contracts';

/**
 * Sample news and events loaded into an empty post table (SEED_SAMPLE_DATA, default true). Event
 * days are relative to the day of seeding and their times are London wall-clock times, so the
 * calendar always has past, ongoing and coming events this month and next. Images are the
 * product's own illustrations under shell/public/images/posts/. Titles and texts are in English
 * and Ukrainian (issue 23), each written for its readers; a lesson for English speakers is in
 * English only, and a carol evening and a visitor's pending news item in Ukrainian only.
 */
export interface SamplePost {
  type: PostType;
  /** English and Ukrainian; at least one title. */
  title?: string;
  titleUk?: string;
  body?: string;
  bodyUk?: string;
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
  /** The sample community (its English name) that runs it. */
  community?: string;
  /**
   * A repeating event (issue 27): it starts on the first `weekday` (0 = Sunday) on or after the
   * day `startsInDays` gives, or on the `nth` such weekday of that day's month.
   */
  repeats?: { frequency: RecurrenceFrequency; weekday: number; nth?: number; count?: number };
}

const image = (file: string) => `/images/posts/${file}`;

export const SAMPLE_POSTS: SamplePost[] = [
  {
    type: 'event',
    title: 'Saturday school: Ukrainian language and culture',
    titleUk: 'Суботня школа: українська мова й культура',
    body: 'Every Saturday in term: Ukrainian language, literature and history for children aged 4 to 16, in small groups by age. Parents meet over tea in the hall.',
    bodyUk:
      'Щосуботи протягом семестру: українська мова, література й історія для дітей від 4 до 16 років, у невеликих групах за віком. Батьки тим часом п’ють чай у залі.',
    image: image('saturday-school.svg'),
    startsInDays: -21,
    startsAt: '10:00',
    lastsMinutes: 180,
    repeats: { frequency: 'weekly', weekday: 6 },
    locationName: 'Acton Hill church hall',
    address: 'Woodlands Avenue, London W3 9DN',
    latitude: 51.5079,
    longitude: -0.271,
    organizerType: 'community',
    community: 'Sonyashnyk Ukrainian Saturday School',
    contactEmail: 'office@sonyashnyk-school.org.uk',
  },
  {
    type: 'event',
    title: 'Dzvin choir: full practice',
    titleUk: 'Хор «Дзвін»: загальна репетиція',
    body: 'Once a month the whole choir rehearses together for the next concert. New voices are welcome: come ten minutes early to meet the conductor.',
    bodyUk:
      'Раз на місяць увесь хор збирається на спільну репетицію перед наступним концертом. Нові голоси — ласкаво просимо: приходьте на десять хвилин раніше, щоб познайомитися з диригенткою.',
    image: image('bandura-concert.svg'),
    startsInDays: -35,
    startsAt: '19:00',
    lastsMinutes: 120,
    repeats: { frequency: 'monthly-weekday', weekday: 4, nth: 1, count: 12 },
    locationName: 'Holland Park School, music room',
    address: 'Airlie Gardens, London W8 7AF',
    latitude: 51.5036,
    longitude: -0.2049,
    organizerType: 'community',
    community: 'Dzvin Ukrainian Choir London',
    contactEmail: 'sing@dzvinchoir.org.uk',
  },
  {
    type: 'event',
    title: 'Vyshyvanka Day picnic',
    titleUk: 'Пікнік до Дня вишиванки',
    body: 'Wear your embroidered shirt and bring a dish to share: a family picnic with folk songs, games for children and a group photo by the Serpentine.',
    bodyUk:
      'Вдягайте вишиванку й беріть щось смачне до спільного столу: родинний пікнік з народними піснями, іграми для дітей і спільним фото біля озера Серпентайн.',
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
    titleUk: 'Майстер-клас з писанкарства для початківців',
    body: 'Learn the wax-resist technique of Ukrainian Easter eggs from a master of folk art. Eggs, dyes and kistky are provided; no experience needed.',
    bodyUk:
      'Майстриня народного мистецтва покаже, як розписувати писанки воском. Яйця, барвники й писачки даємо, досвіду не потрібно.',
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
    titleUk: 'Кіновечір: «Тіні забутих предків»',
    body: 'A screening of Parajanov’s classic with English subtitles, followed by a discussion with a film historian and tea with honey cake.',
    bodyUk:
      'Дивимося класику Параджанова з англійськими субтитрами, потім говоримо про фільм із кінознавцем і п’ємо чай з медівником.',
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
    titleUk: 'Онлайн-консультація: робота й візи',
    body: 'Volunteer caseworkers answer questions about the Ukraine Permission Extension, right-to-work checks and National Insurance numbers. Join from anywhere in the UK.',
    bodyUk:
      'Волонтери-консультанти відповідають на запитання про Ukraine Permission Extension, перевірку права на роботу та номер National Insurance. Долучайтеся з будь-якого куточка Британії.',
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
    titleUk: 'День відкритих дверей у суботній школі',
    body: 'Meet the teachers of our Ukrainian Saturday school: lessons in language, literature and history for children aged 5 to 15, and a craft corner for the little ones.',
    bodyUk:
      'Знайомтеся з учителями нашої суботньої школи: мова, література та історія для дітей від 5 до 15 років, а для найменших — творчий куточок.',
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
    titleUk: 'Варимо борщ разом',
    body: 'Cook a proper Poltava borscht with pampushky live with our chef. The shopping list arrives by email a week before; cameras on, aprons on.',
    bodyUk:
      'Готуємо справжній полтавський борщ із пампушками разом із нашим шефом у прямому ефірі. Список продуктів надішлемо імейлом за тиждень — вмикайте камери й вдягайте фартухи.',
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
    titleUk: 'Благодійний забіг на 5 км для України',
    body: 'Run, jog or walk two laps of Battersea Park in blue and yellow. Every entry buys first-aid kits for volunteers; medals for every finisher.',
    bodyUk:
      'Біжіть, ідіть підтюпцем або пішки — два кола Баттерсі-парком у синьому й жовтому. Кожен внесок — це аптечки для волонтерів, а кожен, хто фінішує, отримає медаль.',
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
    titleUk: 'Концерт бандуристів',
    body: 'An evening of bandura music, from Cossack dumy to new arrangements of Ukrainian pop, by a trio who came to the UK in 2022.',
    bodyUk:
      'Вечір бандурної музики — від козацьких дум до нових аранжувань української попмузики — у виконанні тріо, яке переїхало до Британії 2022 року.',
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
    titleUk: 'Український бізнес-сніданок',
    body: 'Networking for Ukrainian founders and freelancers in London: short talks on UK tax basics and finding your first clients, then coffee and syrnyky.',
    bodyUk:
      'Нетворкінг для українських підприємців і фрилансерів у Лондоні: короткі виступи про основи британських податків і пошук перших клієнтів, а потім кава й сирники.',
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
    titleUk: 'Ярмарок майстрів і зимовий базар',
    body: 'Stalls of Ukrainian makers: ceramics, vyshyvanka, jewellery, honey and sweets, with carols from a children’s choir at midday.',
    bodyUk:
      'Ятки українських майстрів: кераміка, вишиванки, прикраси, мед і солодощі, а опівдні колядує дитячий хор.',
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
    titleUk: 'Вечір колядок',
    bodyUk:
      'Співаймо разом традиційні українські колядки! Тексти роздамо кирилицею й латинкою, а складніші куплети допоможе виконати хор.',
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
    titleUk: 'Обмін насінням соняшника',
    body: 'Bring seeds from your allotment and take home Ukrainian sunflower varieties. Submitted by a visitor and waiting for moderation.',
    bodyUk:
      'Приносьте насіння зі своєї ділянки й забирайте додому українські сорти соняшника. Надіслав відвідувач, чекає на модерацію.',
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
    titleUk: 'У Волтемстоу відкрилася українська пекарня',
    body: 'Khlib & Co now bakes palianytsia, makivnyk and honey cake daily on Hoe Street. The first hundred visitors each weekend get a free bublyk.',
    bodyUk:
      'Khlib & Co щодня пече паляницю, маківник і медівник на Hoe Street. Перша сотня відвідувачів щовихідних отримує бублик у подарунок.',
    image: image('bakery-news.svg'),
    publishedDaysAgo: 1,
    organizerType: 'business',
    contactEmail: 'hello@khlib-and-co.example',
  },
  {
    type: 'news',
    title: 'Volunteers wanted for the winter appeal',
    titleUk: 'Шукаємо волонтерів для зимового збору',
    body: 'The winter appeal collects generators, thermal clothing and medical supplies. Warehouse volunteers are needed on weekday evenings in Acton.',
    bodyUk:
      'Цієї зими збираємо генератори, термобілизну й медикаменти. На склад в Актоні потрібні волонтери в будні ввечері.',
    image: image('winter-appeal.svg'),
    publishedDaysAgo: 4,
    organizerType: 'community',
    contactEmail: 'volunteer@winter-appeal.example',
    externalUrl: 'https://example.org/winter-appeal',
  },
  {
    type: 'news',
    title: 'Ukrainian books arrive at Manchester Central Library',
    titleUk: 'У Центральній бібліотеці Манчестера з’явилися українські книжки',
    body: 'Three hundred new titles in Ukrainian, from picture books to contemporary novels, are now on the shelves and can be borrowed with any library card.',
    bodyUk:
      'Триста нових книжок українською — від книжок-картинок до сучасних романів — уже на полицях. Узяти їх можна з будь-яким читацьким квитком.',
    image: image('library-news.svg'),
    publishedDaysAgo: 8,
    organizerType: 'public',
  },
  {
    type: 'news',
    title: 'Grants for Ukrainian-owned small businesses',
    titleUk: 'Гранти для малого бізнесу українців',
    body: 'A new round of start-up grants of up to £5,000 opens for Ukrainian entrepreneurs in England. Applications close at the end of next month.',
    bodyUk:
      'Стартує новий раунд грантів до £5 000 на започаткування справи для українських підприємців в Англії. Заявки приймають до кінця наступного місяця.',
    image: image('business-breakfast.svg'),
    publishedDaysAgo: 15,
    organizerType: 'business',
    externalUrl: 'https://example.org/small-business-grants',
  },
  {
    type: 'news',
    title: 'Choir Dzvin records its first album',
    titleUk: 'Хор «Дзвін» записав перший альбом',
    body: 'The London choir Dzvin has recorded twelve Ukrainian folk songs with a string quartet; the album launch concert will be announced here.',
    bodyUk:
      'Лондонський хор «Дзвін» записав дванадцять українських народних пісень зі струнним квартетом. Про концерт-презентацію альбому повідомимо тут.',
    image: image('bandura-concert.svg'),
    publishedDaysAgo: 25,
    organizerType: 'community',
    contactEmail: 'choir@dzvin.example',
  },
  {
    type: 'news',
    titleUk: 'У Льюїшемі запрацював громадський холодильник',
    bodyUk:
      'Громадський холодильник для українських родин працює щовівторка й щоп’ятниці. Надіслав відвідувач, чекає на модерацію.',
    publishedDaysAgo: 0,
    organizerType: 'public',
    pending: true,
  },
];
