import type { SiteLanguage } from '../../../core/enums';
import type { CategorySeed, CompilationSeed } from './types';

export const compilationSeeds: CompilationSeed[] = [
  {
    key: 'ukrainian-classics',
    titleEn: 'Ukrainian classics everyone should read',
    titleUk: 'Українська класика, яку варто прочитати кожному',
    descriptionEn:
      'From Kotliarevsky’s Eneida to Pidmohylny’s The City: the books that built Ukrainian literature and still speak loudly today. A good place to start if school spoiled them for you.',
    descriptionUk:
      'Від «Енеїди» Котляревського до «Міста» Підмогильного — книжки, що збудували українську літературу й досі звучать гучно. Добре місце для старту, якщо школа свого часу їх зіпсувала.',
    books: [
      'eneida',
      'kobzar',
      'kaidash-family',
      'zakhar-berkut',
      'forest-song',
      'shadows-of-forgotten-ancestors',
      'stone-cross',
      'earth',
      'the-city',
      'tiger-trappers',
      'marusia-churai',
    ],
  },
  {
    key: 'best-manga-to-start',
    titleEn: 'Best manga to start with',
    titleUk: 'Найкраща манґа для початку',
    descriptionEn:
      'Never read manga? These first volumes are easy to get into, famous for a reason and show how different the form can be, from pirate comedy to psychological thriller.',
    descriptionUk:
      'Ніколи не читали манґу? Ці перші томи легко почати, вони знамениті недарма й показують, якою різною буває форма — від піратської комедії до психологічного трилера.',
    books: ['one-piece-1', 'attack-on-titan-1', 'death-note-1', 'fullmetal-alchemist-1', 'naruto-1', 'dragon-ball-1', 'monster-1', 'nausicaa-1'],
  },
  {
    key: 'graphic-novels-for-grown-ups',
    titleEn: 'Graphic novels for grown-ups',
    titleUk: 'Графічні романи для дорослих',
    descriptionEn:
      'Comics that prove the form can carry history, memoir and philosophy. Pulitzer winners, modern myths and the books that made critics take comics seriously.',
    descriptionUk:
      'Комікси, що доводять: форма здатна витримати історію, мемуари й філософію. Лауреати Пулітцерівської премії, сучасні міфи й книжки, через які критики почали сприймати комікси всерйоз.',
    books: ['maus-1', 'maus-2', 'persepolis', 'watchmen', 'sandman-1', 'v-for-vendetta', 'from-hell'],
  },
  {
    key: 'executed-renaissance',
    titleEn: 'The Executed Renaissance',
    titleUk: 'Розстріляне відродження',
    descriptionEn:
      'The brilliant generation of Ukrainian writers of the 1920s, most of whom were killed in the Great Terror. Their urban, experimental prose and theatre sounded like Europe.',
    descriptionUk:
      'Блискуче покоління українських письменників 1920-х, більшість яких знищили під час Великого терору. Їхня урбаністична експериментальна проза й драматургія звучали по-європейськи.',
    books: ['the-city', 'i-romance', 'myna-mazailo', 'amadoka'],
  },
  {
    key: 'fantasy-worlds',
    titleEn: 'Fantasy worlds to get lost in',
    titleUk: 'Фентезійні світи, у яких хочеться загубитися',
    descriptionEn:
      'Middle-earth, Hogwarts, Discworld, Earthsea and the Continent of the Witcher: maps, magic and long evenings guaranteed.',
    descriptionUk:
      'Середзем’я, Гоґвортс, Дискосвіт, Земномор’я й Континент відьмака — мапи, магія й довгі вечори гарантовано.',
    books: ['the-hobbit', 'the-fellowship-of-the-ring', 'harry-potter-1', 'the-colour-of-magic', 'a-wizard-of-earthsea', 'the-last-wish', 'american-gods'],
  },
  {
    key: 'dystopias',
    titleEn: 'Dystopias that feel too real',
    titleUk: 'Антиутопії, що здаються надто реальними',
    descriptionEn:
      'Surveillance, propaganda, control over bodies and minds. Classic warnings that readers keep rediscovering every time the news gets worse.',
    descriptionUk:
      'Стеження, пропаганда, контроль над тілом і розумом. Класичні перестороги, які читачі відкривають знову щоразу, коли новини стають гіршими.',
    books: ['nineteen-eighty-four', 'animal-farm', 'the-handmaids-tale', 'v-for-vendetta', 'never-let-me-go', 'the-trial'],
  },
  {
    key: 'contemporary-ukrainian-prose',
    titleEn: 'Contemporary Ukrainian prose',
    titleUk: 'Сучасна українська проза',
    descriptionEn:
      'The novels that Ukrainians argue about in reading clubs and on social media: war, memory, cities and families after independence.',
    descriptionUk:
      'Романи, про які українці сперечаються в читацьких клубах і соцмережах: війна, пам’ять, міста й родини після незалежності.',
    books: ['voroshylovhrad', 'the-orphanage', 'felix-austria', 'museum-of-abandoned-secrets', 'sweet-darusia', 'forgottenness', 'absolute-zero', 'tango-of-death', 'bot'],
  },
  {
    key: 'nobel-laureates',
    titleEn: 'Nobel laureates on the shelf',
    titleUk: 'Нобелівські лауреати на полиці',
    descriptionEn:
      'One book by each Nobel Prize winner in our catalogue, from Hemingway to Tokarczuk. Prize-winning does not have to mean difficult.',
    descriptionUk:
      'По одній книжці кожного нобелівського лауреата з нашого каталогу — від Гемінґвея до Токарчук. Премія не обов’язково означає складність.',
    books: ['the-old-man-and-the-sea', 'the-plague', 'one-hundred-years-of-solitude', 'never-let-me-go', 'view-with-a-grain-of-sand', 'drive-your-plow'],
  },
  {
    key: 'memory-and-war',
    titleEn: 'Books about memory and war',
    titleUk: 'Книжки про пам’ять і війну',
    descriptionEn:
      'How people live through war and how they remember it afterwards: novels, memoirs and histories from the twentieth century to today.',
    descriptionUk:
      'Як люди проживають війну і як пам’ятають її потім: романи, мемуари й історичні праці — від ХХ століття до сьогодення.',
    books: ['the-orphanage', 'absolute-zero', 'bloodlands', 'maus-1', 'sweet-darusia', 'amadoka', 'tango-of-death'],
  },
  {
    key: 'winter-evening',
    titleEn: 'Cosy reads for a winter evening',
    titleUk: 'Затишне читання для зимового вечора',
    descriptionEn:
      'Tea, a blanket and a book that makes the world kinder: Austen’s wit, Dickens’s ghosts, Pratchett’s jokes and a little prince.',
    descriptionUk:
      'Чай, плед і книжка, від якої світ стає добрішим: дотепність Остін, привиди Дікенса, жарти Пратчетта й маленький принц.',
    books: ['pride-and-prejudice', 'a-christmas-carol', 'mort', 'good-omens', 'the-little-prince', 'half-past-six'],
  },
  {
    key: 'summer-horror',
    titleEn: 'Horror for sleepless nights',
    titleUk: 'Жахи для безсонних ночей',
    descriptionEn: 'A draft compilation of horror classics, hidden until the editors finish it and pick the cover.',
    descriptionUk: 'Чернетка добірки класики жахів, прихована, доки редактори її не завершать і не оберуть обкладинку.',
    books: ['the-shining', 'it', 'frankenstein'],
    active: false,
  },
];

const book = (type: CategorySeed['type'], language: SiteLanguage, titleEn: string, titleUk: string, items: string[], active = true): CategorySeed => ({
  type,
  kind: 'book',
  language,
  titleEn,
  titleUk,
  active,
  items,
});

const author = (type: CategorySeed['type'], language: SiteLanguage, titleEn: string, titleUk: string, items: string[], active = true): CategorySeed => ({
  type,
  kind: 'author',
  language,
  titleEn,
  titleUk,
  active,
  items,
});

/** One active category per type, kind and site language; a few inactive ones for the admin. */
export const categorySeeds: CategorySeed[] = [
  book(1, 'en', 'New on the shelf', 'Нове на полиці', ['demon-slayer-1', 'batman-year-one', 'the-salt-road', 'half-past-six', 'the-return-of-the-king', 'view-with-a-grain-of-sand', 'one-piece-3', 'palimpsests']),
  book(1, 'uk', 'New on the shelf', 'Нове на полиці', ['the-salt-road', 'palimpsests', 'half-past-six', 'one-piece-3', 'demon-slayer-1', 'view-with-a-grain-of-sand', 'batman-year-one', 'a-christmas-carol']),
  book(2, 'en', 'Top books', 'Топ книжок', ['nineteen-eighty-four', 'harry-potter-1', 'the-hobbit', 'pride-and-prejudice', 'the-little-prince', 'one-piece-1', 'watchmen', 'the-orphanage']),
  book(2, 'uk', 'Top books', 'Топ книжок', ['the-orphanage', 'felix-austria', 'kobzar', 'harry-potter-1', 'the-city', 'sweet-darusia', 'voroshylovhrad', 'attack-on-titan-1']),
  book(3, 'en', 'We recommend', 'Радимо прочитати', ['the-city', 'shadows-of-forgotten-ancestors', 'museum-of-abandoned-secrets', 'the-gates-of-europe', 'maus-1', 'never-let-me-go']),
  book(3, 'uk', 'We recommend', 'Радимо прочитати', ['forgottenness', 'amadoka', 'drive-your-plow', 'bloodlands', 'persepolis', 'solaris']),
  book(100, 'en', 'Manga and comics picks', 'Манґа й комікси', ['one-piece-1', 'attack-on-titan-1', 'death-note-1', 'watchmen', 'sandman-1', 'persepolis']),
  book(100, 'uk', 'Manga and comics picks', 'Манґа й комікси', ['attack-on-titan-1', 'one-piece-1', 'fullmetal-alchemist-1', 'sandman-1', 'maus-1', 'batman-year-one']),
  book(2, 'en', 'Top books of last season', 'Топ книжок минулого сезону', ['it', 'the-shining', 'bot'], false),
  book(1, 'uk', 'Summer novelties (archive)', 'Літні новинки (архів)', ['mesopotamia', 'kafka-on-the-shore'], false),
  author(2, 'en', 'Popular authors', 'Популярні автори', ['rowling', 'tolkien', 'orwell', 'zhadan', 'oda', 'pratchett', 'sapkowski', 'murakami']),
  author(2, 'uk', 'Popular authors', 'Популярні автори', ['zhadan', 'shevchenko', 'zabuzhko', 'kidruk', 'lesya-ukrainka', 'sofia-andrukhovych', 'rowling', 'isayama']),
  author(3, 'en', 'Authors we love', 'Автори, яких ми любимо', ['lesya-ukrainka', 'pidmohylny', 'stus', 'woolf', 'le-guin', 'spiegelman']),
  author(3, 'uk', 'Authors we love', 'Автори, яких ми любимо', ['pidmohylny', 'khvylovy', 'maliarchuk', 'tokarczuk', 'kostenko', 'stefanyk']),
  author(1, 'en', 'New authors on Polytsia', 'Нові автори на «Полиці»', ['sokil', 'chekh', 'gotouge', 'maliarchuk']),
  author(1, 'uk', 'New authors on Polytsia', 'Нові автори на «Полиці»', ['sokil', 'chekh', 'vdovychenko', 'gotouge']),
  author(100, 'en', 'Masters of manga and comics', 'Майстри манґи й коміксів', ['oda', 'urasawa', 'miura', 'moore', 'spiegelman', 'satrapi']),
  author(100, 'uk', 'Voices of the Executed Renaissance', 'Голоси Розстріляного відродження', ['pidmohylny', 'khvylovy', 'kulish-mykola']),
];
