/**
 * Sample communities loaded into an empty content schema (SEED_SAMPLE_DATA, default true): twelve
 * approved and four pending Ukrainian groups across the UK. The organisations are invented; their
 * images are the product's own files under shell/public/images/communities/ (800×450, as the cards
 * and the detail dialog show them). London entries carry coordinates so they appear on the map.
 * Texts are in English and Ukrainian (issue 23), each written for its readers rather than
 * translated word for word. A few have one language only, as real submissions do: two names exist
 * only in Latin letters (a Cyrillic search still finds them), one description only in English and
 * one only in Ukrainian.
 */
export interface SampleCommunity {
  name: string;
  nameUk?: string;
  description?: string;
  descriptionUk?: string;
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
    nameUk: 'Суботня школа «Соняшник»',
    description:
      'Saturday classes in Ukrainian language, literature, history and geography for children aged 4 to 16, taught by qualified Ukrainian teachers in Acton. Families new to London are welcome mid-term.',
    descriptionUk:
      'Суботні уроки української мови, літератури, історії та географії для дітей від 4 до 16 років в Актоні. Викладають кваліфіковані вчителі з України. Родини, які щойно переїхали до Лондона, можуть приєднатися й посеред семестру.',
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
    nameUk: 'Український хор «Дзвін», Лондон',
    description:
      'A mixed amateur choir singing Ukrainian folk songs, carols (koliadky) and sacred music. Rehearsals on Thursday evenings in Holland Park; concerts at Christmas, Easter and Independence Day.',
    descriptionUk:
      'Мішаний аматорський хор: співаємо українські народні пісні, колядки й духовну музику. Репетиції щочетверга ввечері в Голланд-парку, концерти — на Різдво, Великдень і День Незалежності.',
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
    nameUk: 'Українська православна парафія Покрови Пресвятої Богородиці, Ілінг',
    description:
      'Parish of the Protection of the Mother of God. Divine Liturgy in Ukrainian every Sunday at 10:00, a parish hall with tea afterwards, and a food bank open to everyone on Wednesdays.',
    descriptionUk:
      'Божественна літургія українською щонеділі о 10:00, а після служби — чай у парафіяльній залі. По середах працює продовольчий банк, куди може прийти кожен.',
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
    nameUk: 'Суботня школа «Рідне слово», Манчестер',
    description:
      'Ukrainian language and culture school for children in Cheetham Hill, with a parents’ English conversation class running at the same time next door.',
    descriptionUk:
      'Школа української мови й культури для дітей у Чітем-Гіллі. Поки діти на уроках, батьки можуть піти на розмовний клуб англійської в сусідньому класі.',
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
    nameUk: 'Ансамбль народного танцю «Калина», Единбург',
    description:
      'Hopak, hutsulka and kolomyika for dancers from age 6 to adult. Costumes are lent to new members; beginners’ group on Tuesdays in Leith.',
    descriptionUk:
      'Гопак, гуцулка й коломийка для танцюристів від шести років і дорослих. Новачкам позичаємо костюми, а група для початківців збирається по вівторках у Літі.',
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
    nameUk: 'Центр підтримки українців у Кройдоні',
    description:
      'A registered charity helping newly arrived Ukrainian families with housing paperwork, school places, GP registration and English classes. Drop-in advice every Saturday morning.',
    descriptionUk:
      'Благодійна організація допомагає родинам, які щойно приїхали з України: документи на житло, місце в школі, реєстрація в сімейного лікаря (GP) і курси англійської. Щосуботи зранку — консультації без попереднього запису.',
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
    descriptionUk:
      'Український футбольний клуб недільної ліги: чоловіча й жіноча команди та діти до 12 років. Тренуємося на Гекні-Маршес і раді гравцям будь-якої національності та рівня.',
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
    nameUk: 'Український клуб у Бредфорді',
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
    nameUk: 'Пласт, станиця Лондон',
    description:
      'Scouting for Ukrainian children and teenagers: weekly meetings in North London, summer camps in Wales and the Lake District, and leadership training for older members.',
    descriptionUk:
      'Скаутинг для українських дітей і молоді: щотижневі сходини в Північному Лондоні, літні табори в Уельсі та Озерному краї, а для старших пластунів — вишколи провідників.',
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
    nameUk: 'Гурток вишивки «Вишиванка», Бірмінгем',
    descriptionUk:
      'Вишиваємо хрестиком і білим по білому вечорами в Мозлі. Візерунки з Полтавщини, Буковини й Гуцульщини; нитки та п’яльця на перші заняття даємо свої.',
    contactEmail: 'stitch@vyshyvankacircle.org.uk',
    instagram: '@vyshyvanka.brum',
    heroImage: image('embroidery.svg'),
    links: ['https://vyshyvankacircle.org.uk/patterns'],
    approved: true,
  },
  {
    name: 'Camden Ukrainian–English Language Café',
    nameUk: 'Українсько-англійське мовне кафе в Камдені',
    description:
      'Free conversation evenings pairing Ukrainian and English speakers: half an hour in each language, then a quiz. Every other Tuesday upstairs at a café near Camden Town station.',
    descriptionUk:
      'Безкоштовні розмовні вечори для тих, хто вчить українську чи англійську: пів години говоримо однією мовою, пів години — іншою, а наприкінці влаштовуємо вікторину. Раз на два тижні, у вівторок, на другому поверсі кав’ярні біля станції Camden Town.',
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
    descriptionUk:
      'Біговий клуб: щосуботи зранку збираємося біля Гайд-Парк-Корнер і біжимо коло на 5 або 10 км. А ще бігаємо благодійні забіги й збираємо гроші для українських лікарень.',
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
    nameUk: 'Мережа українських родин у Глазго',
    description:
      'Parents’ group organising playdates, a clothes swap and Ukrainian storytime at the Mitchell Library for families who arrived in Glasgow since 2022.',
    descriptionUk:
      'Батьківська спільнота для родин, які переїхали до Глазго з 2022 року: зустрічі для малечі, обмін дитячим одягом і українські читання в бібліотеці Мітчелла.',
    contactEmail: 'families@glasgowukrainians.scot',
    instagram: '@gla.ua.families',
    heroImage: image('families.svg'),
    links: ['https://glasgowukrainians.scot/storytime'],
    approved: false,
  },
  {
    name: 'Bristol Bandura Ensemble',
    nameUk: 'Ансамбль бандуристів, Бристоль',
    description:
      'Learn the bandura, Ukraine’s many-stringed national instrument. Instruments available to borrow; performances at Bristol festivals and Ukrainian church events.',
    descriptionUk:
      'Навчіться грати на бандурі — багатострунному національному інструменті України. Інструмент можна позичити; виступаємо на фестивалях Бристоля та на заходах української церкви.',
    website: 'https://bristolbandura.org.uk',
    contactEmail: 'strings@bristolbandura.org.uk',
    heroImage: image('bandura.svg'),
    links: ['https://bristolbandura.org.uk/lessons', 'https://bristolbandura.org.uk/events'],
    approved: false,
  },
  {
    name: 'Cambridge Ukrainian Film Club',
    nameUk: 'Український кіноклуб у Кембриджі',
    description:
      'Monthly screenings of Ukrainian cinema with English subtitles, from Dovzhenko and Parajanov to new documentaries, followed by a discussion.',
    descriptionUk:
      'Щомісяця показуємо українське кіно з англійськими субтитрами — від Довженка й Параджанова до нової документалістики, а після перегляду обговорюємо побачене.',
    contactEmail: 'films@cambridgeuafilm.org.uk',
    instagram: '@cambridge.ua.film',
    heroImage: image('film-club.svg'),
    links: [],
    approved: false,
  },
  {
    name: 'Wembley Ukrainian Women’s Association',
    nameUk: 'Союз українок у Вемблі',
    description:
      'Monthly meetings, a craft fair before Christmas and mutual help for women of all ages. Coffee, varenyky and plenty of conversation.',
    descriptionUk:
      'Щомісячні зустрічі, передріздвяний ярмарок рукоділля й взаємодопомога для жінок будь-якого віку. Кава, вареники й довгі розмови.',
    contactEmail: 'hello@wembleyuwa.org.uk',
    heroImage: image('womens-association.svg'),
    links: [],
    latitude: 51.5563,
    longitude: -0.2796,
    approved: false,
  },
];
