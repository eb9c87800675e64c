import type { BusinessCategory } from '@byp/contracts';

/**
 * Sample content loaded into an empty database (SEED_SAMPLE_DATA, default true): 18 Ukrainian-owned
 * London businesses, two per category, with approved reviews (their ratings are computed from these,
 * never typed in) and offers dated relative to the moment of seeding so they stay current.
 * Phone numbers are in Ofcom's 020 7946 0xxx drama range, so none rings a real line.
 */
export interface SampleReview {
  userName: string;
  rating: number;
  comment: string;
  daysAgo: number;
  approved?: boolean;
}

export interface SampleOffer {
  title: string;
  titleUk: string;
  description: string;
  descriptionUk: string;
  discountPercentage?: number;
  discountAmount?: number;
  /** Relative to seeding time, in hours. */
  startsInHours: number;
  endsInHours: number;
  isActive?: boolean;
  maxRedemptions?: number;
  currentRedemptions?: number;
}

export interface SampleBusiness {
  name: string;
  /** How the owner writes the name in Ukrainian: a Cyrillic form, or the Latin name as it is. */
  nameUk: string;
  description: string;
  descriptionUk: string;
  category: BusinessCategory;
  address: string;
  area: string;
  website?: string;
  phone?: string;
  email?: string;
  instagram?: string;
  tiktok?: string;
  heroImage: string;
  galleryImages?: string[];
  latitude?: number;
  longitude?: number;
  isVerified?: boolean;
  isPremium?: boolean;
  reviews?: SampleReview[];
  offers?: SampleOffer[];
}

/**
 * The product's own pictures (shell/public/images/businesses, drawn by shell/tools/business-images.mjs):
 * JPEG here, the WebP beside it is picked by the browser (<picture> in ImageWithPlaceholder).
 */
const img = (motif: BusinessImageMotif) => `/images/businesses/${motif}.jpg`;
type BusinessImageMotif =
  | 'dining'
  | 'bakery'
  | 'health'
  | 'beauty'
  | 'wellness'
  | 'shop'
  | 'business'
  | 'lessons'
  | 'art'
  | 'entertainment';
const DAY = 24;

export const SAMPLE_BUSINESSES: SampleBusiness[] = [
  {
    name: 'Varenyky House',
    nameUk: 'Varenyky House',
    description:
      'Family-run Ukrainian kitchen serving hand-made varenyky, borscht with pampushky and holubtsi, cooked to our grandmother’s Poltava recipes.',
    descriptionUk:
      'Сімейна українська кухня: вареники ліпимо вручну, борщ подаємо з пампушками, а голубці готуємо за бабусиними полтавськими рецептами.',
    category: 'dining',
    address: '112 Uxbridge Road, London W12 8AA',
    area: "Shepherd's Bush",
    website: 'https://varenykyhouse.co.uk',
    phone: '020 7946 0101',
    email: 'hello@varenykyhouse.co.uk',
    instagram: '@varenykyhouse',
    heroImage: img('dining'),
    galleryImages: [img('bakery'), img('shop')],
    latitude: 51.5045,
    longitude: -0.2246,
    isVerified: true,
    isPremium: true,
    reviews: [
      {
        userName: 'Olena K.',
        rating: 5,
        comment: 'The best varenyky with cherries I have had outside Kyiv. Tastes like home.',
        daysAgo: 3,
      },
      {
        userName: 'James P.',
        rating: 5,
        comment: 'Warm welcome and a huge bowl of borscht. We will be back with friends.',
        daysAgo: 12,
      },
      {
        userName: 'Iryna S.',
        rating: 4,
        comment: 'Lovely food, it gets busy on Saturdays so book ahead.',
        daysAgo: 30,
      },
    ],
    offers: [
      {
        title: '20% off dinner for two',
        titleUk: '−20% на вечерю для двох',
        description: 'Twenty percent off the whole bill for two guests, Monday to Thursday evenings.',
        descriptionUk: 'Знижка 20% на весь рахунок для двох гостей з понеділка по четвер, увечері.',
        discountPercentage: 20,
        startsInHours: -2 * DAY,
        endsInHours: 5 * DAY,
        maxRedemptions: 100,
        currentRedemptions: 37,
      },
    ],
  },
  {
    name: 'Kyiv Bakery & Café',
    nameUk: 'Kyiv Bakery & Café',
    description:
      'Artisan bakery with Kyiv cake, makivnyk poppy-seed rolls, syrnyky for breakfast and proper Ukrainian rye bread baked every morning.',
    descriptionUk:
      'Ремісна пекарня: київський торт, маківники, сирники на сніданок і справжній житній хліб, який печемо щоранку.',
    category: 'dining',
    address: '28 The Broadway, London W5 2NP',
    area: 'Ealing',
    website: 'https://kyivbakery.co.uk',
    phone: '020 7946 0102',
    email: 'orders@kyivbakery.co.uk',
    instagram: '@kyivbakery.ealing',
    tiktok: '@kyivbakery',
    heroImage: img('bakery'),
    galleryImages: [img('dining')],
    latitude: 51.513,
    longitude: -0.3049,
    isVerified: true,
    reviews: [
      {
        userName: 'Mark T.',
        rating: 5,
        comment: 'The Kyiv cake is worth the trip across London.',
        daysAgo: 5,
      },
      {
        userName: 'Nataliia V.',
        rating: 4,
        comment: 'Great rye bread, coffee could be stronger.',
        daysAgo: 18,
      },
    ],
    offers: [
      {
        title: 'Free coffee with any cake',
        titleUk: 'Кава в подарунок до торта',
        description: 'Buy any slice of cake and your coffee is on us: 100% off one regular coffee.',
        descriptionUk: 'Беріть будь-який шматочок торта, а звичайна кава — за наш рахунок.',
        discountPercentage: 100,
        startsInHours: -1 * DAY,
        endsInHours: 2 * DAY,
        maxRedemptions: 50,
        currentRedemptions: 12,
      },
    ],
  },
  {
    name: 'Dnipro Dental Clinic',
    nameUk: 'Стоматологія «Дніпро»',
    description:
      'Modern dental practice with Ukrainian- and English-speaking dentists: check-ups, hygiene, whitening and emergency appointments.',
    descriptionUk:
      'Сучасна стоматологія, де лікарі говорять українською та англійською: огляди, професійна чистка, відбілювання й невідкладний прийом.',
    category: 'health',
    address: '45 King Street, London W6 9HW',
    area: 'Hammersmith',
    website: 'https://dniprodental.co.uk',
    phone: '020 7946 0103',
    email: 'reception@dniprodental.co.uk',
    heroImage: img('health'),
    latitude: 51.4927,
    longitude: -0.224,
    isVerified: true,
    isPremium: true,
    reviews: [
      {
        userName: 'Andrii M.',
        rating: 5,
        comment: 'Explained everything in Ukrainian, painless filling. Highly recommend.',
        daysAgo: 7,
      },
      {
        userName: 'Sarah L.',
        rating: 5,
        comment: 'Fit me in the same day for an emergency. Very kind team.',
        daysAgo: 21,
      },
      { userName: 'Petro H.', rating: 4, comment: 'Professional and clean, a little pricey.', daysAgo: 40 },
      {
        userName: 'Yulia D.',
        rating: 5,
        comment: 'My children are no longer afraid of the dentist!',
        daysAgo: 55,
      },
    ],
  },
  {
    name: 'Zdorovya Physiotherapy',
    nameUk: 'Фізіотерапія «Здоров’я»',
    description:
      'Physiotherapy and sports rehabilitation clinic run by a Lviv-trained physiotherapist, with evening and weekend sessions.',
    descriptionUk:
      'Фізіотерапія та спортивна реабілітація у фахівця зі львівською освітою. Приймаємо й увечері, і на вихідних.',
    category: 'health',
    address: '210 High Street, London W3 9BH',
    area: 'Acton',
    phone: '020 7946 0104',
    email: 'book@zdorovyaphysio.co.uk',
    instagram: '@zdorovya.physio',
    heroImage: img('wellness'),
    latitude: 51.5085,
    longitude: -0.273,
    reviews: [
      {
        userName: 'Tom R.',
        rating: 4,
        comment: 'Sorted out my knee after six sessions. Good exercises to do at home.',
        daysAgo: 14,
      },
    ],
  },
  {
    name: 'Oksana Beauty Studio',
    nameUk: 'Студія краси Оксани',
    description:
      'Brows, lashes, manicure and permanent make-up by Oksana and her team, trained in Kharkiv and certified in the UK.',
    descriptionUk:
      'Брови, вії, манікюр і перманентний макіяж від Оксани та її команди: навчалися в Харкові, мають британські сертифікати.',
    category: 'beauty',
    address: '3 Devonshire Road, London W4 2EU',
    area: 'Chiswick',
    website: 'https://oksanabeauty.co.uk',
    phone: '020 7946 0105',
    email: 'studio@oksanabeauty.co.uk',
    instagram: '@oksana.beauty.london',
    tiktok: '@oksanabeautylondon',
    heroImage: img('beauty'),
    galleryImages: [img('wellness')],
    latitude: 51.4927,
    longitude: -0.2578,
    isPremium: true,
    reviews: [
      {
        userName: 'Kateryna B.',
        rating: 5,
        comment: 'Perfect brows every time. Oksana is an artist.',
        daysAgo: 2,
      },
      {
        userName: 'Emma W.',
        rating: 5,
        comment: 'Relaxing studio and my nails lasted three weeks.',
        daysAgo: 9,
      },
    ],
    offers: [
      {
        title: '15% off lash lift',
        titleUk: '−15% на ламінування вій',
        description: 'Fifteen percent off a lash lift and tint, this week only.',
        descriptionUk: 'Знижка 15% на ламінування та фарбування вій, лише цього тижня.',
        discountPercentage: 15,
        startsInHours: -3 * DAY,
        endsInHours: 10,
        maxRedemptions: 20,
        currentRedemptions: 17,
      },
    ],
  },
  {
    name: 'Kalyna Hair & Nails',
    nameUk: 'Салон «Калина»',
    description:
      'Friendly Camden salon for cuts, colour, braids and gel nails. Walk-ins welcome; Ukrainian and English spoken.',
    descriptionUk:
      'Затишна перукарня в Камдені: стрижки, фарбування, коси та гель-лак. Можна без запису; говоримо українською та англійською.',
    category: 'beauty',
    address: '77 Parkway, London NW1 7PP',
    area: 'Camden',
    phone: '020 7946 0106',
    instagram: '@kalyna.salon',
    heroImage: img('beauty'),
    latitude: 51.539,
    longitude: -0.1426,
    reviews: [
      {
        userName: 'Sofia P.',
        rating: 4,
        comment: 'Lovely balayage, took a bit longer than planned.',
        daysAgo: 11,
      },
      {
        userName: 'Laura G.',
        rating: 3,
        comment: 'Good cut but I waited 20 minutes past my booking.',
        daysAgo: 25,
      },
    ],
  },
  {
    name: 'Karpaty Yoga & Massage',
    nameUk: 'Карпати: йога й масаж',
    description:
      'Yoga classes and Carpathian-style herbal massage in a calm Islington studio. Beginners, prenatal and restorative classes.',
    descriptionUk:
      'Йога й карпатський трав’яний масаж у спокійній студії в Іслінгтоні. Заняття для початківців і вагітних, відновлювальна йога.',
    category: 'wellness',
    address: '19 Upper Street, London N1 0PQ',
    area: 'Islington',
    website: 'https://karpatyyoga.co.uk',
    phone: '020 7946 0107',
    email: 'namaste@karpatyyoga.co.uk',
    instagram: '@karpaty.yoga',
    heroImage: img('wellness'),
    galleryImages: [img('health'), img('beauty')],
    latitude: 51.5362,
    longitude: -0.1033,
    isVerified: true,
    reviews: [
      {
        userName: 'Hanna O.',
        rating: 5,
        comment: 'The herbal massage is magic after a long week.',
        daysAgo: 6,
      },
      {
        userName: 'Chris N.',
        rating: 4,
        comment: 'Great teachers, the room gets warm in summer.',
        daysAgo: 33,
      },
    ],
    offers: [
      {
        title: '10% off a class pass',
        titleUk: '−10% на абонемент',
        description: 'Ten percent off a ten-class pass.',
        descriptionUk: 'Знижка 10% на абонемент із десяти занять.',
        discountPercentage: 10,
        startsInHours: -20 * DAY,
        endsInHours: -2 * DAY,
        maxRedemptions: 30,
        currentRedemptions: 30,
      },
    ],
  },
  {
    name: 'Banya Greenwich',
    nameUk: 'Лазня «Гринвіч»',
    description:
      'Traditional Ukrainian banya with a wood-fired steam room, birch venik treatments, cold plunge and herbal tea lounge.',
    descriptionUk:
      'Справжня українська лазня: парна на дровах, березові віники, купіль із крижаною водою і трав’яний чай після пари.',
    category: 'wellness',
    address: '5 Creek Road, London SE10 9RB',
    area: 'Greenwich',
    website: 'https://banyagreenwich.co.uk',
    phone: '020 7946 0108',
    email: 'steam@banyagreenwich.co.uk',
    heroImage: img('wellness'),
    latitude: 51.4826,
    longitude: -0.0077,
    isPremium: true,
    reviews: [
      {
        userName: 'Dmytro L.',
        rating: 5,
        comment: 'A real banya in London. The venik master knows his craft.',
        daysAgo: 4,
      },
      {
        userName: 'Ben A.',
        rating: 5,
        comment: 'Unlike any spa I have been to. Left feeling brand new.',
        daysAgo: 15,
      },
      {
        userName: 'Viktoriia Z.',
        rating: 4,
        comment: 'Wonderful, though changing rooms are small.',
        daysAgo: 28,
      },
    ],
  },
  {
    name: 'Smachno Ukrainian Deli',
    nameUk: 'Смачно — українська крамниця',
    description:
      'Ukrainian and Eastern European groceries: salo, kovbasa, buckwheat, pickles, Ukrainian chocolates and frozen varenyky.',
    descriptionUk:
      'Українські та східноєвропейські продукти: сало, ковбаса, гречка, соління, українські цукерки й заморожені вареники.',
    category: 'shop',
    address: '160 North End Road, London W14 9NX',
    area: 'West Kensington',
    phone: '020 7946 0109',
    email: 'shop@smachnodeli.co.uk',
    instagram: '@smachno.deli',
    heroImage: img('shop'),
    latitude: 51.4875,
    longitude: -0.2066,
    isVerified: true,
    reviews: [
      { userName: 'Oleh F.', rating: 5, comment: 'Finally proper buckwheat and smoked kovbasa.', daysAgo: 8 },
      { userName: 'Anna C.', rating: 4, comment: 'Great selection, a bit cramped at weekends.', daysAgo: 19 },
    ],
  },
  {
    name: 'Vyshyvanka Boutique',
    nameUk: 'Бутик «Вишиванка»',
    description:
      'Hand-embroidered vyshyvanka shirts and dresses, wreaths and ceramics from Ukrainian makers, with a share of sales sent home.',
    descriptionUk:
      'Вишиванки та сукні з ручною вишивкою, вінки й кераміка від українських майстрів; частину виторгу передаємо додому.',
    category: 'shop',
    address: '14 Neal Street, London WC2H 9PU',
    area: 'Covent Garden',
    website: 'https://vyshyvankaboutique.co.uk',
    phone: '020 7946 0110',
    email: 'hello@vyshyvankaboutique.co.uk',
    instagram: '@vyshyvanka.boutique',
    tiktok: '@vyshyvankaboutique',
    heroImage: img('shop'),
    galleryImages: [img('art')],
    latitude: 51.5141,
    longitude: -0.1262,
    isPremium: true,
    reviews: [
      {
        userName: 'Mariia T.',
        rating: 5,
        comment: 'Bought a vyshyvanka for my daughter, the embroidery is exquisite.',
        daysAgo: 10,
      },
      { userName: 'Helen F.', rating: 5, comment: 'Beautiful gifts and a lovely owner.', daysAgo: 45 },
    ],
  },
  {
    name: 'Sich Accountancy',
    nameUk: 'Бухгалтерія «Січ»',
    description:
      'Chartered accountants for sole traders and small companies: self-assessment, VAT, payroll and help for newly arrived Ukrainians.',
    descriptionUk:
      'Сертифіковані бухгалтери для самозайнятих і невеликих компаній: декларації Self Assessment, ПДВ, зарплатні відомості та допомога тим, хто нещодавно приїхав з України.',
    category: 'business',
    address: '1 Canada Square, London E14 5AB',
    area: 'Canary Wharf',
    website: 'https://sichaccountancy.co.uk',
    phone: '020 7946 0111',
    email: 'office@sichaccountancy.co.uk',
    heroImage: img('business'),
    latitude: 51.5054,
    longitude: -0.0235,
    isVerified: true,
    isPremium: true,
    reviews: [
      {
        userName: 'Serhii K.',
        rating: 5,
        comment: 'Sorted my first UK tax return quickly and explained every line.',
        daysAgo: 13,
      },
      {
        userName: 'Rachel M.',
        rating: 4,
        comment: 'Reliable and responsive bookkeeping for my café.',
        daysAgo: 60,
      },
    ],
    offers: [
      {
        title: '£30 off your self-assessment',
        titleUk: '£30 знижки на декларацію',
        description: 'Thirty pounds off a self-assessment tax return for new clients.',
        descriptionUk: 'Новим клієнтам — мінус £30 за подання декларації Self Assessment.',
        discountAmount: 30,
        startsInHours: -1 * DAY,
        endsInHours: 14 * DAY,
        maxRedemptions: 40,
        currentRedemptions: 3,
      },
    ],
  },
  {
    name: 'Bridge Legal & Immigration',
    nameUk: 'Bridge Legal & Immigration',
    description:
      'Immigration advice and visa extensions for Homes for Ukraine and Ukraine Family Scheme holders, with online consultations UK-wide.',
    descriptionUk:
      'Консультації з імміграції та продовження віз для учасників програм Homes for Ukraine і Ukraine Family Scheme; онлайн-зустрічі по всій Британії.',
    category: 'business',
    address: 'Remote consultations, London',
    area: 'Online',
    website: 'https://bridgelegal.co.uk',
    email: 'advice@bridgelegal.co.uk',
    heroImage: img('business'),
    reviews: [
      {
        userName: 'Liudmyla R.',
        rating: 5,
        comment: 'Clear, patient advice on my visa extension.',
        daysAgo: 20,
      },
    ],
  },
  {
    name: 'Ridna Mova Saturday School',
    nameUk: 'Суботня школа «Рідна мова»',
    description:
      'Saturday school teaching Ukrainian language, literature and history to children aged 4 to 16, plus adult evening courses.',
    descriptionUk:
      'Суботня школа для дітей від 4 до 16 років: українська мова, література й історія. Для дорослих — вечірні курси.',
    category: 'lessons',
    address: '79 Holland Park, London W11 3SL',
    area: 'Holland Park',
    website: 'https://ridnamova.org.uk',
    phone: '020 7946 0113',
    email: 'school@ridnamova.org.uk',
    heroImage: img('lessons'),
    galleryImages: [img('art')],
    latitude: 51.5066,
    longitude: -0.2057,
    isVerified: true,
    reviews: [
      {
        userName: 'Taras Y.',
        rating: 5,
        comment: 'My son now reads Shevchenko with me. Dedicated teachers.',
        daysAgo: 16,
      },
      {
        userName: 'Ivanna P.',
        rating: 5,
        comment: 'A second home for our family every Saturday.',
        daysAgo: 50,
      },
    ],
  },
  {
    name: 'Bandura Music Lessons',
    nameUk: 'Музична студія «Бандура»',
    description:
      'Bandura, piano and voice lessons for all ages in Hackney, taught by a graduate of the Kyiv Conservatory.',
    descriptionUk:
      'Уроки бандури, фортепіано й вокалу для будь-якого віку в Гекні. Викладає випускниця Київської консерваторії.',
    category: 'lessons',
    address: '33 Mare Street, London E8 4RP',
    area: 'Hackney',
    phone: '020 7946 0114',
    email: 'lessons@banduramusic.co.uk',
    instagram: '@bandura.lessons',
    heroImage: img('lessons'),
    latitude: 51.5363,
    longitude: -0.0567,
    reviews: [],
  },
  {
    name: 'Petrykivka Art Studio',
    nameUk: 'Студія петриківського розпису',
    description:
      'Workshops in Petrykivka decorative painting and pysanky, plus commissions of folk-art murals for homes and cafés.',
    descriptionUk:
      'Майстер-класи з петриківського розпису й писанкарства, а ще розписи стін у народному стилі на замовлення — для домівок і кав’ярень.',
    category: 'art',
    address: '92 Redchurch Street, London E2 7DJ',
    area: 'Shoreditch',
    website: 'https://petrykivka.studio',
    email: 'paint@petrykivka.studio',
    instagram: '@petrykivka.studio',
    heroImage: img('art'),
    galleryImages: [img('lessons')],
    latitude: 51.5245,
    longitude: -0.0755,
    isVerified: true,
    reviews: [
      {
        userName: 'Lucy H.',
        rating: 5,
        comment: 'Wonderful workshop, I painted my first Petrykivka flower!',
        daysAgo: 9,
      },
      {
        userName: 'Bohdan S.',
        rating: 4,
        comment: 'Authentic technique, book early, classes fill up.',
        daysAgo: 27,
      },
    ],
  },
  {
    name: 'Pysanka Gallery',
    nameUk: 'Галерея «Писанка»',
    description:
      'Small gallery of contemporary Ukrainian artists in Brixton, with monthly exhibitions, talks and a shop of prints.',
    descriptionUk:
      'Невелика галерея сучасних українських митців у Брікстоні: щомісячні виставки, зустрічі з художниками та крамничка принтів.',
    category: 'art',
    address: '401 Coldharbour Lane, London SW9 8LQ',
    area: 'Brixton',
    phone: '020 7946 0116',
    email: 'gallery@pysankagallery.co.uk',
    heroImage: img('art'),
    latitude: 51.4613,
    longitude: -0.1156,
    reviews: [],
  },
  {
    name: 'Hopak Dance Ensemble',
    nameUk: 'Ансамбль танцю «Гопак»',
    description:
      'Ukrainian folk dance ensemble performing at weddings, festivals and corporate events; classes for children and adults.',
    descriptionUk:
      'Ансамбль українського народного танцю: виступаємо на весіллях, фестивалях і корпоративах, навчаємо дітей і дорослих.',
    category: 'entertainment',
    address: '8 The Broadway, London SW19 1RF',
    area: 'Wimbledon',
    website: 'https://hopakensemble.co.uk',
    phone: '020 7946 0117',
    email: 'book@hopakensemble.co.uk',
    instagram: '@hopak.london',
    tiktok: '@hopaklondon',
    heroImage: img('entertainment'),
    latitude: 51.4214,
    longitude: -0.2064,
    isPremium: true,
    reviews: [
      {
        userName: 'Olha N.',
        rating: 5,
        comment: 'They made our wedding unforgettable, everyone was dancing.',
        daysAgo: 22,
      },
      {
        userName: 'David K.',
        rating: 5,
        comment: 'Breathtaking energy at the summer festival.',
        daysAgo: 70,
      },
    ],
  },
  {
    name: 'Kozak Comedy Nights',
    nameUk: 'Kozak Comedy Nights',
    description:
      'Bilingual stand-up comedy nights in Soho with Ukrainian and British comedians; every Friday, fundraising for Ukraine.',
    descriptionUk:
      'Двомовний стендап у Сохо з українськими та британськими коміками. Щоп’ятниці, а всі збори — на підтримку України.',
    category: 'entertainment',
    address: '25 Dean Street, London W1D 3RY',
    area: 'Soho',
    website: 'https://kozakcomedy.co.uk',
    email: 'tickets@kozakcomedy.co.uk',
    instagram: '@kozak.comedy',
    heroImage: img('entertainment'),
    latitude: 51.5136,
    longitude: -0.1322,
    reviews: [
      { userName: 'Yaroslav G.', rating: 4, comment: 'Funny in both languages, good cause.', daysAgo: 3 },
      {
        userName: 'Megan O.',
        rating: 3,
        comment: 'Hit and miss line-up, great atmosphere though.',
        daysAgo: 17,
      },
      {
        userName: 'Pending Reviewer',
        rating: 1,
        comment: 'This one waits for moderation and must not count.',
        daysAgo: 1,
        approved: false,
      },
    ],
    offers: [
      {
        title: '£5 off Friday tickets',
        titleUk: '£5 знижки на п’ятничні квитки',
        description: 'Five pounds off each ticket; paused until the new season.',
        descriptionUk: 'Мінус £5 на кожен квиток; перерва до нового сезону.',
        discountAmount: 5,
        startsInHours: -1 * DAY,
        endsInHours: 30 * DAY,
        isActive: false,
      },
    ],
  },
];

/** Average of approved ratings, one decimal, and their count: the same rule ReviewService applies. */
export function ratingOf(reviews: SampleReview[] = []): { averageRating: number; totalReviews: number } {
  const approved = reviews.filter((r) => r.approved !== false);
  if (approved.length === 0) return { averageRating: 0, totalReviews: 0 };
  const sum = approved.reduce((total, r) => total + r.rating, 0);
  return { averageRating: Math.round((sum / approved.length) * 10) / 10, totalReviews: approved.length };
}
