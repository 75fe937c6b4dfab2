import type { AuthorSeed } from './types';

const ukrainianClassics: AuthorSeed[] = [
  {
    key: 'shevchenko',
    nameEn: 'Taras Shevchenko',
    nameUk: 'Тарас Шевченко',
    birthYear: 1814,
    deathYear: 1861,
    bioEn:
      'Poet, painter and the central figure of modern Ukrainian literature. Born a serf, he was freed in 1838 and soon published Kobzar, the book that gave Ukrainians a literary language of their own. His criticism of the empire cost him ten years of exile in the army.',
    bioUk:
      'Поет, художник і центральна постать нової української літератури. Народився кріпаком, здобув волю 1838 року і невдовзі видав «Кобзар», який дав українцям власну літературну мову. За критику імперії заплатив десятьма роками солдатського заслання.',
  },
  {
    key: 'franko',
    nameEn: 'Ivan Franko',
    nameUk: 'Іван Франко',
    birthYear: 1856,
    deathYear: 1916,
    bioEn:
      'Writer, poet, scholar and political activist from Galicia, one of the most productive authors in Ukrainian history. His novels, poems and essays span social realism, intimate lyric poetry and translations from a dozen languages.',
    bioUk:
      'Письменник, поет, учений і громадський діяч із Галичини, один із найплідніших авторів української історії. Його романи, поезії та статті охоплюють соціальний реалізм, інтимну лірику й переклади з десятка мов.',
  },
  {
    key: 'lesya-ukrainka',
    nameEn: 'Lesya Ukrainka',
    nameUk: 'Леся Українка',
    birthYear: 1871,
    deathYear: 1913,
    bioEn:
      'Poet and playwright, born Larysa Kosach, who wrote some of the boldest dramas of European modernism despite lifelong illness. Her verse plays rework myths and history to speak about freedom and dignity.',
    bioUk:
      'Поетеса і драматургиня, справжнє ім’я — Лариса Косач. Попри важку хворобу створила одні з найсміливіших драм європейського модернізму, у яких міфи та історія говорять про свободу й гідність.',
  },
  {
    key: 'kotsiubynsky',
    nameEn: 'Mykhailo Kotsiubynsky',
    nameUk: 'Михайло Коцюбинський',
    birthYear: 1864,
    deathYear: 1913,
    bioEn:
      'Master of Ukrainian impressionist prose who lived most of his life in Chernihiv. His short stories and novellas are known for their painterly language and psychological precision.',
    bioUk:
      'Майстер української імпресіоністичної прози, який більшу частину життя провів у Чернігові. Його новели й повісті вирізняються мальовничою мовою та психологічною точністю.',
  },
  {
    key: 'stefanyk',
    nameEn: 'Vasyl Stefanyk',
    nameUk: 'Василь Стефаник',
    birthYear: 1871,
    deathYear: 1936,
    bioEn:
      'Author of compact, devastating short stories about the peasants of Pokuttia. His expressionist miniatures about poverty and emigration were admired across Europe.',
    bioUk:
      'Автор коротких і нищівних новел про покутських селян. Його експресіоністські мініатюри про бідність та еміграцію захоплювали читачів по всій Європі.',
  },
  {
    key: 'kobylianska',
    nameEn: 'Olha Kobylianska',
    nameUk: 'Ольга Кобилянська',
    birthYear: 1863,
    deathYear: 1942,
    bioEn:
      'Bukovinian novelist and one of the first Ukrainian writers to put independent, educated women at the centre of her books. She combined modernist psychology with the folklore of the Carpathian foothills.',
    bioUk:
      'Буковинська письменниця, одна з перших в українській літературі, хто поставив у центр творів незалежних освічених жінок. Поєднувала модерністську психологію з фольклором Прикарпаття.',
  },
  {
    key: 'pidmohylny',
    nameEn: 'Valerian Pidmohylny',
    nameUk: 'Валер’ян Підмогильний',
    birthYear: 1901,
    deathYear: 1937,
    bioEn:
      'Novelist of the Executed Renaissance and the author of the first great Ukrainian urban novel. He was arrested in 1934 and shot at Sandarmokh in 1937.',
    bioUk:
      'Прозаїк Розстріляного відродження, автор першого великого українського урбаністичного роману. Заарештований 1934 року, розстріляний в урочищі Сандармох 1937-го.',
  },
  {
    key: 'khvylovy',
    nameEn: 'Mykola Khvylovy',
    nameUk: 'Микола Хвильовий',
    birthYear: 1893,
    deathYear: 1933,
    bioEn:
      'Kharkiv prose writer and polemicist who called on Ukrainian culture to turn away from Moscow and towards Europe. He took his own life in 1933 as the terror against his generation began.',
    bioUk:
      'Харківський прозаїк і памфлетист, який закликав українську культуру відвернутися від Москви й орієнтуватися на Європу. Покінчив життя самогубством 1933 року, коли почався терор проти його покоління.',
  },
  {
    key: 'bahrianyi',
    nameEn: 'Ivan Bahrianyi',
    nameUk: 'Іван Багряний',
    birthYear: 1906,
    deathYear: 1963,
    bioEn:
      'Novelist and political émigré who survived Soviet prisons and a Far Eastern labour camp. His adventure novels turned that experience into stories of unbreakable people.',
    bioUk:
      'Романіст і політичний емігрант, який пройшов радянські тюрми й далекосхідний табір. Свій досвід перетворив на пригодницькі романи про незламних людей.',
  },
  {
    key: 'honchar',
    nameEn: 'Oles Honchar',
    nameUk: 'Олесь Гончар',
    birthYear: 1918,
    deathYear: 1995,
    bioEn:
      'Prose writer and public figure whose novel The Cathedral became a rallying point for the defence of Ukrainian heritage in the late Soviet years.',
    bioUk:
      'Прозаїк і громадський діяч, чий роман «Собор» став символом захисту української спадщини в пізньорадянські роки.',
  },
  {
    key: 'stus',
    nameEn: 'Vasyl Stus',
    nameUk: 'Василь Стус',
    birthYear: 1938,
    deathYear: 1985,
    bioEn:
      'Poet and dissident who spent more than thirteen years in Soviet camps and died in a punishment cell in Perm. His dense, philosophical poetry is a record of inner freedom under total control.',
    bioUk:
      'Поет і дисидент, який провів понад тринадцять років у радянських таборах і загинув у карцері на Уралі. Його густа філософська поезія — свідчення внутрішньої свободи під тотальним контролем.',
  },
  {
    key: 'tiutiunnyk',
    nameEn: 'Hryhir Tiutiunnyk',
    nameUk: 'Григір Тютюнник',
    birthYear: 1931,
    deathYear: 1980,
    bioEn:
      'One of the finest Ukrainian short-story writers of the twentieth century. He wrote about post-war villages and children with restraint, humour and deep compassion.',
    bioUk:
      'Один із найкращих українських новелістів ХХ століття. Писав про повоєнне село й дітей стримано, з гумором і глибоким співчуттям.',
  },
  {
    key: 'shevchuk',
    nameEn: 'Valerii Shevchuk',
    nameUk: 'Валерій Шевчук',
    birthYear: 1939,
    bioEn:
      'Novelist and scholar of the Ukrainian Baroque from Zhytomyr. His intellectual prose mixes history, mysticism and the grotesque.',
    bioUk:
      'Прозаїк і дослідник українського бароко з Житомира. Його інтелектуальна проза поєднує історію, містику й гротеск.',
  },
  {
    key: 'zahrebelny',
    nameEn: 'Pavlo Zahrebelny',
    nameUk: 'Павло Загребельний',
    birthYear: 1924,
    deathYear: 2009,
    bioEn:
      'Author of panoramic historical novels about Kyivan Rus and the Ottoman court. His books were among the most widely read in Soviet-era Ukraine.',
    bioUk:
      'Автор панорамних історичних романів про Київську Русь та османський двір. Його книжки були серед найчитаніших в Україні радянської доби.',
  },
  {
    key: 'kotliarevsky',
    nameEn: 'Ivan Kotliarevsky',
    nameUk: 'Іван Котляревський',
    birthYear: 1769,
    deathYear: 1838,
    bioEn:
      'Poltava poet and playwright whose burlesque Eneida was the first major work written in modern vernacular Ukrainian. He is often called the father of new Ukrainian literature.',
    bioUk:
      'Полтавський поет і драматург, чия бурлескна «Енеїда» стала першим великим твором новою українською мовою. Його часто називають батьком нової української літератури.',
  },
  {
    key: 'nechui-levytsky',
    nameEn: 'Ivan Nechui-Levytsky',
    nameUk: 'Іван Нечуй-Левицький',
    birthYear: 1838,
    deathYear: 1918,
    bioEn:
      'Realist novelist who described village and small-town life in central Ukraine with warm irony. His family comedy about the Kaidashes is still read in every school.',
    bioUk:
      'Письменник-реаліст, який з теплою іронією змалював життя села й містечок Наддніпрянщини. Його повість про Кайдашів досі читають у кожній школі.',
  },
  {
    key: 'kostenko',
    nameEn: 'Lina Kostenko',
    nameUk: 'Ліна Костенко',
    birthYear: 1930,
    bioEn:
      'Poet of the Sixtiers generation whose work was banned for years for its independence. Her novel in verse about the singer Marusia Churai is considered a national classic.',
    bioUk:
      'Поетеса покоління шістдесятників, чиї твори роками не друкували через їхню незалежність. Її роман у віршах про співачку Марусю Чурай вважають національною класикою.',
  },
  {
    key: 'kulish-mykola',
    nameEn: 'Mykola Kulish',
    nameUk: 'Микола Куліш',
    birthYear: 1892,
    deathYear: 1937,
    bioEn:
      'Playwright of the Kharkiv theatre Berezil whose sharp comedies exposed Soviet language policy. He was shot at Sandarmokh along with dozens of other Ukrainian intellectuals.',
    bioUk:
      'Драматург харківського театру «Березіль», чиї гострі комедії висміювали радянську мовну політику. Розстріляний у Сандармосі разом із десятками інших українських інтелектуалів.',
  },
  {
    key: 'panas-myrny',
    nameEn: 'Panas Myrny',
    nameUk: 'Панас Мирний',
    birthYear: 1849,
    deathYear: 1920,
    active: false,
    bioEn:
      'Poltava novelist of the realist school, best known for a social novel about a peasant driven to crime. His page is being revised by the editors.',
    bioUk:
      'Полтавський прозаїк реалістичної школи, найвідоміший соціальним романом про селянина, якого злидні штовхнули до злочину. Сторінка автора на редагуванні.',
  },
];

const ukrainianContemporary: AuthorSeed[] = [
  {
    key: 'zhadan',
    nameEn: 'Serhiy Zhadan',
    nameUk: 'Сергій Жадан',
    birthYear: 1974,
    bioEn:
      'Kharkiv poet, novelist and frontman of the band Zhadan i Sobaky. His books about the industrial east of Ukraine have been translated into more than twenty languages.',
    bioUk:
      'Харківський поет, прозаїк і лідер гурту «Жадан і Собаки». Його книжки про індустріальний схід України перекладено понад двадцятьма мовами.',
  },
  {
    key: 'andrukhovych',
    nameEn: 'Yuri Andrukhovych',
    nameUk: 'Юрій Андрухович',
    birthYear: 1960,
    bioEn:
      'Co-founder of the poetic group Bu-Ba-Bu and one of the architects of Ukrainian postmodernism. His carnivalesque novels are set in Ivano-Frankivsk, Lviv and an imaginary Central Europe.',
    bioUk:
      'Співзасновник поетичного угруповання «Бу-Ба-Бу» й один з архітекторів українського постмодернізму. Його карнавальні романи розгортаються в Івано-Франківську, Львові та уявній Центральній Європі.',
  },
  {
    key: 'zabuzhko',
    nameEn: 'Oksana Zabuzhko',
    nameUk: 'Оксана Забужко',
    birthYear: 1960,
    bioEn:
      'Novelist, poet and essayist whose debut novel became a landmark of Ukrainian feminist writing. Her work explores memory, history and the private cost of living in an empire.',
    bioUk:
      'Письменниця, поетеса й есеїстка, чий перший роман став віхою українського жіночого письма. Її твори досліджують пам’ять, історію та особисту ціну життя в імперії.',
  },
  {
    key: 'kidruk',
    nameEn: 'Max Kidruk',
    nameUk: 'Макс Кідрук',
    birthYear: 1984,
    bioEn:
      'Engineer turned bestselling author of techno-thrillers. His novels combine meticulous science with fast-paced plots and sell in record numbers in Ukraine.',
    bioUk:
      'Інженер, який став автором бестселерів у жанрі технотрилера. Його романи поєднують ретельну науку з динамічним сюжетом і продаються рекордними накладами.',
  },
  {
    key: 'vynnychuk',
    nameEn: 'Yurii Vynnychuk',
    nameUk: 'Юрій Винничук',
    birthYear: 1952,
    bioEn:
      'Lviv novelist, editor and mystifier, famous for dark, witty novels about his city. He often mixes historical detail with legend and black humour.',
    bioUk:
      'Львівський прозаїк, редактор і містифікатор, відомий темними й дотепними романами про рідне місто. Часто поєднує історичні подробиці з легендами та чорним гумором.',
  },
  {
    key: 'shkliar',
    nameEn: 'Vasyl Shkliar',
    nameUk: 'Василь Шкляр',
    birthYear: 1951,
    bioEn:
      'Author of adventure and historical novels about the Ukrainian struggle for independence. His books about the insurgents of the 1920s stirred wide public debate.',
    bioUk:
      'Автор пригодницьких та історичних романів про українські визвольні змагання. Його книжки про повстанців 1920-х викликали широку суспільну дискусію.',
  },
  {
    key: 'matios',
    nameEn: 'Maria Matios',
    nameUk: 'Марія Матіос',
    birthYear: 1959,
    bioEn:
      'Bukovinian writer whose novels about the twentieth century in the Carpathian villages have become modern classics. She writes about how great history breaks small lives.',
    bioUk:
      'Буковинська письменниця, чиї романи про ХХ століття в карпатських селах стали сучасною класикою. Вона пише про те, як велика історія ламає маленькі життя.',
  },
  {
    key: 'maliarchuk',
    nameEn: 'Tanja Maliarchuk',
    nameUk: 'Таня Малярчук',
    birthYear: 1983,
    bioEn:
      'Prose writer from Ivano-Frankivsk who lives in Vienna. Her novel Forgottenness, about the thinker Viacheslav Lypynsky, won the BBC Book of the Year award.',
    bioUk:
      'Прозаїкиня з Івано-Франківська, яка живе у Відні. Її роман «Забуття» про мислителя В’ячеслава Липинського отримав премію «Книга року ВВС».',
  },
  {
    key: 'vdovychenko',
    nameEn: 'Halyna Vdovychenko',
    nameUk: 'Галина Вдовиченко',
    birthYear: 1959,
    bioEn:
      'Lviv journalist and novelist who writes warm, ironic prose about women, family and friendship. Her books are a favourite of reading clubs across the country.',
    bioUk:
      'Львівська журналістка й письменниця, що пише теплу іронічну прозу про жінок, родину та дружбу. Її книжки люблять читацькі клуби по всій країні.',
  },
  {
    key: 'sofia-andrukhovych',
    nameEn: 'Sofia Andrukhovych',
    nameUk: 'Софія Андрухович',
    birthYear: 1982,
    bioEn:
      'Novelist and translator whose Felix Austria, set in fin-de-siècle Stanislau, became a bestseller and a film. Her later novel Amadoka is a vast meditation on memory.',
    bioUk:
      'Письменниця й перекладачка, чий роман «Фелікс Австрія» про Станиславів початку ХХ століття став бестселером і фільмом. Її «Амадока» — масштабна медитація про пам’ять.',
  },
  {
    key: 'chekh',
    nameEn: 'Artem Chekh',
    nameUk: 'Артем Чех',
    birthYear: 1985,
    bioEn:
      'Prose writer from Cherkasy who served in the army in Donbas and wrote one of the most honest books about that experience. His essays are calm, precise and unheroic.',
    bioUk:
      'Прозаїк із Черкас, який служив у війську на Донбасі й написав одну з найчесніших книжок про цей досвід. Його есеїстика спокійна, точна й негероїчна.',
  },
  {
    key: 'sokil',
    nameEn: 'Olena Sokil',
    nameUk: 'Олена Сокіл',
    birthYear: 1988,
    bioEn:
      'A Lviv-based novelist (a fictional demo author of this catalogue) who writes family sagas set on the old salt roads of the Carpathians. She manages her books on Polytsia herself.',
    bioUk:
      'Львівська письменниця (вигадана демонстраційна авторка цього каталогу), яка пише родинні саги про старі соляні шляхи Карпат. Своїми книжками на «Полиці» керує сама.',
  },
];

const worldAuthors: AuthorSeed[] = [
  {
    key: 'orwell',
    nameEn: 'George Orwell',
    nameUk: 'Джордж Орвелл',
    birthYear: 1903,
    deathYear: 1950,
    bioEn:
      'English novelist and essayist, born Eric Arthur Blair. His fables and dystopias about totalitarianism gave the language words like "Big Brother" and "doublethink".',
    bioUk:
      'Англійський романіст і есеїст, справжнє ім’я — Ерік Артур Блер. Його притчі та антиутопії про тоталітаризм подарували мові слова «Старший Брат» і «двоєдумство».',
  },
  {
    key: 'austen',
    nameEn: 'Jane Austen',
    nameUk: 'Джейн Остін',
    birthYear: 1775,
    deathYear: 1817,
    bioEn:
      'English novelist of manners whose sharp, ironic books about marriage and money have never gone out of print. She published anonymously during her lifetime.',
    bioUk:
      'Англійська письменниця, чиї гострі й іронічні романи про шлюб і гроші ніколи не зникали з полиць. За життя друкувалася анонімно.',
  },
  {
    key: 'dickens',
    nameEn: 'Charles Dickens',
    nameUk: 'Чарлз Дікенс',
    birthYear: 1812,
    deathYear: 1870,
    bioEn:
      'The most popular English novelist of the Victorian era. His serialised novels combined comedy, melodrama and a fierce sense of social justice.',
    bioUk:
      'Найпопулярніший англійський романіст вікторіанської доби. Його романи, що виходили частинами, поєднували комедію, мелодраму й гостре відчуття соціальної справедливості.',
  },
  {
    key: 'hemingway',
    nameEn: 'Ernest Hemingway',
    nameUk: 'Ернест Гемінґвей',
    birthYear: 1899,
    deathYear: 1961,
    bioEn:
      'American novelist and journalist whose spare style changed twentieth-century prose. He received the Nobel Prize in Literature in 1954.',
    bioUk:
      'Американський романіст і журналіст, чий лаконічний стиль змінив прозу ХХ століття. Лауреат Нобелівської премії з літератури 1954 року.',
  },
  {
    key: 'woolf',
    nameEn: 'Virginia Woolf',
    nameUk: 'Вірджинія Вулф',
    birthYear: 1882,
    deathYear: 1941,
    bioEn:
      'English modernist novelist and essayist, a central figure of the Bloomsbury Group. Her stream-of-consciousness novels follow the inner lives of ordinary days.',
    bioUk:
      'Англійська письменниця-модерністка й есеїстка, центральна постать групи Блумсбері. Її романи потоку свідомості стежать за внутрішнім життям звичайних днів.',
  },
  {
    key: 'kafka',
    nameEn: 'Franz Kafka',
    nameUk: 'Франц Кафка',
    birthYear: 1883,
    deathYear: 1924,
    bioEn:
      'German-speaking writer from Prague who worked as an insurance clerk. Most of his work was published after his death against his own instructions.',
    bioUk:
      'Німецькомовний письменник із Праги, який працював страховим службовцем. Більшість його творів надрукували після смерті, всупереч його волі.',
  },
  {
    key: 'camus',
    nameEn: 'Albert Camus',
    nameUk: 'Альбер Камю',
    birthYear: 1913,
    deathYear: 1960,
    bioEn:
      'French novelist and philosopher born in Algeria, associated with the philosophy of the absurd. He received the Nobel Prize in Literature in 1957.',
    bioUk:
      'Французький письменник і філософ, народжений в Алжирі, чиє ім’я пов’язують з філософією абсурду. Лауреат Нобелівської премії з літератури 1957 року.',
  },
  {
    key: 'garcia-marquez',
    nameEn: 'Gabriel García Márquez',
    nameUk: 'Габрієль Гарсія Маркес',
    birthYear: 1927,
    deathYear: 2014,
    bioEn:
      'Colombian novelist and journalist, the best-known voice of magical realism. He received the Nobel Prize in Literature in 1982.',
    bioUk:
      'Колумбійський письменник і журналіст, найвідоміший голос магічного реалізму. Лауреат Нобелівської премії з літератури 1982 року.',
  },
  {
    key: 'murakami',
    nameEn: 'Haruki Murakami',
    nameUk: 'Харукі Муракамі',
    birthYear: 1949,
    bioEn:
      'Japanese novelist and translator whose dreamlike books about loneliness and jazz have readers all over the world. He ran a jazz bar in Tokyo before he started writing.',
    bioUk:
      'Японський письменник і перекладач, чиї схожі на сни книжки про самотність і джаз мають читачів у всьому світі. До того як почав писати, тримав джаз-бар у Токіо.',
  },
  {
    key: 'tolkien',
    nameEn: 'J. R. R. Tolkien',
    nameUk: 'Джон Р. Р. Толкін',
    birthYear: 1892,
    deathYear: 1973,
    bioEn:
      'Oxford philologist who invented languages and then a world for them to be spoken in. The Hobbit and The Lord of the Rings shaped modern fantasy.',
    bioUk:
      'Оксфордський філолог, який вигадав мови, а потім світ, де ними розмовляють. «Гобіт» і «Володар перснів» сформували сучасне фентезі.',
  },
  {
    key: 'rowling',
    nameEn: 'J. K. Rowling',
    nameUk: 'Джоан К. Ролінґ',
    birthYear: 1965,
    bioEn:
      'British author of the Harry Potter series, one of the best-selling book series in history. She also writes crime fiction under the name Robert Galbraith.',
    bioUk:
      'Британська авторка серії про Гаррі Поттера, однієї з найпродаваніших книжкових серій в історії. Також пише детективи під іменем Роберт Ґалбрейт.',
  },
  {
    key: 'atwood',
    nameEn: 'Margaret Atwood',
    nameUk: 'Марґарет Етвуд',
    birthYear: 1939,
    bioEn:
      'Canadian poet, novelist and critic. Her speculative fiction about power and the body has been read as a warning for four decades.',
    bioUk:
      'Канадська поетеса, романістка й критикиня. Її спекулятивну прозу про владу й тіло вже чотири десятиліття читають як пересторогу.',
  },
  {
    key: 'ishiguro',
    nameEn: 'Kazuo Ishiguro',
    nameUk: 'Кадзуо Ішіґуро',
    birthYear: 1954,
    bioEn:
      'British novelist born in Nagasaki whose quiet narrators slowly reveal what they cannot admit. He received the Nobel Prize in Literature in 2017.',
    bioUk:
      'Британський письменник, народжений у Нагасакі, чиї стримані оповідачі поступово відкривають те, у чому не можуть зізнатися. Лауреат Нобелівської премії з літератури 2017 року.',
  },
  {
    key: 'king',
    nameEn: 'Stephen King',
    nameUk: 'Стівен Кінг',
    birthYear: 1947,
    bioEn:
      'American author of horror, suspense and fantasy with more than sixty novels. His stories about small towns in Maine have become part of popular culture.',
    bioUk:
      'Американський автор жахів, трилерів і фентезі, що написав понад шістдесят романів. Його історії про маленькі містечка штату Мен стали частиною масової культури.',
  },
  {
    key: 'pratchett',
    nameEn: 'Terry Pratchett',
    nameUk: 'Террі Пратчетт',
    birthYear: 1948,
    deathYear: 2015,
    bioEn:
      'English satirist best known for the forty-one Discworld novels. Behind the jokes about wizards and witches lies a sharp look at our own world.',
    bioUk:
      'Англійський сатирик, найвідоміший сорока одним романом циклу «Дискосвіт». За жартами про чарівників і відьом ховається гострий погляд на наш власний світ.',
  },
  {
    key: 'le-guin',
    nameEn: 'Ursula K. Le Guin',
    nameUk: 'Урсула Ле Ґуїн',
    birthYear: 1929,
    deathYear: 2018,
    bioEn:
      'American author of science fiction and fantasy whose Earthsea books and Hainish novels brought anthropology and philosophy into the genre.',
    bioUk:
      'Американська авторка наукової фантастики й фентезі, чиї книжки про Земномор’я та Хайнський цикл привнесли в жанр антропологію й філософію.',
  },
  {
    key: 'gaiman',
    nameEn: 'Neil Gaiman',
    nameUk: 'Ніл Ґейман',
    birthYear: 1960,
    bioEn:
      'English author of novels, comics and screenplays. The Sandman series made him one of the defining voices of modern comics.',
    bioUk:
      'Англійський автор романів, коміксів і сценаріїв. Серія «Пісочний чоловік» зробила його одним із ключових голосів сучасних коміксів.',
  },
  {
    key: 'sapkowski',
    nameEn: 'Andrzej Sapkowski',
    nameUk: 'Анджей Сапковський',
    birthYear: 1948,
    bioEn:
      'Polish fantasy writer, the creator of Geralt of Rivia. His Witcher saga inspired a series of video games and a television adaptation.',
    bioUk:
      'Польський письменник-фантаст, творець Ґеральта з Рівії. Його сага про відьмака надихнула серію відеоігор і телевізійну екранізацію.',
  },
  {
    key: 'lem',
    nameEn: 'Stanisław Lem',
    nameUk: 'Станіслав Лем',
    birthYear: 1921,
    deathYear: 2006,
    bioEn:
      'Polish science-fiction author and philosopher, born in Lviv. His novels question whether humans could ever understand a truly alien mind.',
    bioUk:
      'Польський письменник-фантаст і філософ, народжений у Львові. Його романи ставлять питання, чи здатна людина зрозуміти справді чужий розум.',
  },
  {
    key: 'szymborska',
    nameEn: 'Wisława Szymborska',
    nameUk: 'Віслава Шимборська',
    birthYear: 1923,
    deathYear: 2012,
    bioEn:
      'Polish poet whose ironic, precise poems find philosophy in everyday things. She received the Nobel Prize in Literature in 1996.',
    bioUk:
      'Польська поетеса, чиї іронічні й точні вірші знаходять філософію в повсякденних речах. Лауреатка Нобелівської премії з літератури 1996 року.',
  },
  {
    key: 'tokarczuk',
    nameEn: 'Olga Tokarczuk',
    nameUk: 'Ольга Токарчук',
    birthYear: 1962,
    bioEn:
      'Polish novelist and psychologist whose books cross genres and borders. She received the Nobel Prize in Literature for 2018.',
    bioUk:
      'Польська письменниця й психологиня, чиї книжки перетинають кордони жанрів і країн. Лауреатка Нобелівської премії з літератури за 2018 рік.',
  },
  {
    key: 'harari',
    nameEn: 'Yuval Noah Harari',
    nameUk: 'Ювал Ной Харарі',
    birthYear: 1976,
    bioEn:
      'Israeli historian who lectures at the Hebrew University of Jerusalem. His short history of humankind became an international bestseller.',
    bioUk:
      'Ізраїльський історик, викладач Єврейського університету в Єрусалимі. Його коротка історія людства стала міжнародним бестселером.',
  },
  {
    key: 'plokhy',
    nameEn: 'Serhii Plokhy',
    nameUk: 'Сергій Плохій',
    birthYear: 1957,
    bioEn:
      'Ukrainian-American historian and director of the Ukrainian Research Institute at Harvard. He writes about Ukraine, the Cold War and nuclear history.',
    bioUk:
      'Українсько-американський історик, директор Українського наукового інституту Гарвардського університету. Пише про Україну, холодну війну та ядерну історію.',
  },
  {
    key: 'snyder',
    nameEn: 'Timothy Snyder',
    nameUk: 'Тімоті Снайдер',
    birthYear: 1969,
    bioEn:
      'American historian of Central and Eastern Europe at Yale. His books on mass violence and tyranny are read far beyond academia.',
    bioUk:
      'Американський історик Центрально-Східної Європи, професор Єльського університету. Його книжки про масове насильство й тиранію читають далеко за межами академії.',
  },
  {
    key: 'saint-exupery',
    nameEn: 'Antoine de Saint-Exupéry',
    nameUk: 'Антуан де Сент-Екзюпері',
    birthYear: 1900,
    deathYear: 1944,
    bioEn:
      'French writer and pioneer of airmail flight who disappeared on a reconnaissance mission in 1944. His fairy tale for grown-ups is one of the most translated books ever.',
    bioUk:
      'Французький письменник і піонер поштової авіації, який зник під час розвідувального польоту 1944 року. Його казка для дорослих — одна з найперекладаніших книжок світу.',
  },
  {
    key: 'shelley',
    nameEn: 'Mary Shelley',
    nameUk: 'Мері Шеллі',
    birthYear: 1797,
    deathYear: 1851,
    bioEn:
      'English novelist who began Frankenstein at nineteen during a ghost-story contest on Lake Geneva. The novel is often called the first work of science fiction.',
    bioUk:
      'Англійська письменниця, яка почала «Франкенштайна» у дев’ятнадцять років під час змагання на найкращу історію про привидів на Женевському озері. Роман часто називають першим твором наукової фантастики.',
  },
  {
    key: 'anonymous',
    nameEn: 'Anonymous',
    nameUk: 'Невідомий автор',
    birthYear: null,
    active: false,
    bioEn: 'A placeholder for folk texts and books whose authorship is unknown. Hidden from the catalogue.',
    bioUk: 'Службовий запис для народних текстів і книжок невідомого авторства. Прихований з каталогу.',
  },
];

const mangaAndComicsCreators: AuthorSeed[] = [
  {
    key: 'oda',
    nameEn: 'Eiichiro Oda',
    nameUk: 'Ейїтіро Ода',
    birthYear: 1975,
    bioEn:
      'Japanese manga artist and the creator of One Piece, serialised in Weekly Shōnen Jump since 1997. It is the best-selling manga series of all time.',
    bioUk:
      'Японський манґака, творець «Ван Пісу», що виходить у Weekly Shōnen Jump з 1997 року. Це найпродаваніша манґа всіх часів.',
  },
  {
    key: 'isayama',
    nameEn: 'Hajime Isayama',
    nameUk: 'Хадзіме Ісаяма',
    birthYear: 1986,
    bioEn:
      'Japanese manga artist from Ōita who debuted with Attack on Titan at twenty-three. The series ran for eleven years and reshaped dark fantasy manga.',
    bioUk:
      'Японський манґака з Оіти, який дебютував «Атакою титанів» у двадцять три роки. Серія виходила одинадцять років і змінила жанр темного фентезі.',
  },
  {
    key: 'urasawa',
    nameEn: 'Naoki Urasawa',
    nameUk: 'Наокі Урасава',
    birthYear: 1960,
    bioEn:
      'Japanese manga artist known for intricate thrillers for adult readers. Monster and 20th Century Boys are studied as masterpieces of suspense.',
    bioUk:
      'Японський манґака, відомий заплутаними трилерами для дорослих читачів. «Монстра» та «Хлопців ХХ століття» вивчають як шедеври напруги.',
  },
  {
    key: 'toriyama',
    nameEn: 'Akira Toriyama',
    nameUk: 'Акіра Торіяма',
    birthYear: 1955,
    deathYear: 2024,
    bioEn:
      'Japanese manga artist and character designer, creator of Dr. Slump and Dragon Ball. His clean, energetic style influenced generations of artists.',
    bioUk:
      'Японський манґака й дизайнер персонажів, автор «Dr. Slump» та «Перлини дракона». Його чистий енергійний стиль вплинув на покоління художників.',
  },
  {
    key: 'miura',
    nameEn: 'Kentaro Miura',
    nameUk: 'Кентаро Міура',
    birthYear: 1966,
    deathYear: 2021,
    bioEn:
      'Japanese manga artist whose dark fantasy Berserk is famous for its extraordinarily detailed artwork. He worked on it for more than thirty years.',
    bioUk:
      'Японський манґака, чиє темне фентезі «Берсерк» славиться надзвичайно деталізованим малюнком. Працював над ним понад тридцять років.',
  },
  {
    key: 'ohba',
    nameEn: 'Tsugumi Ohba',
    nameUk: 'Цуґумі Оба',
    birthYear: null,
    bioEn:
      'The pen name of the Japanese manga writer of Death Note and Bakuman. Ohba keeps their real identity private.',
    bioUk:
      'Псевдонім японського сценариста манґи «Зошит смерті» та «Бакуман». Справжнє ім’я автора тримається в таємниці.',
  },
  {
    key: 'obata',
    nameEn: 'Takeshi Obata',
    nameUk: 'Такеші Обата',
    birthYear: 1969,
    bioEn:
      'Japanese manga artist celebrated for his realistic, elegant drawing. He illustrated Hikaru no Go, Death Note and Bakuman.',
    bioUk:
      'Японський художник манґи, відомий реалістичним і вишуканим малюнком. Ілюстрував «Хікару і го», «Зошит смерті» та «Бакуман».',
  },
  {
    key: 'arakawa',
    nameEn: 'Hiromu Arakawa',
    nameUk: 'Хірому Аракава',
    birthYear: 1973,
    bioEn:
      'Japanese manga artist who grew up on a dairy farm in Hokkaido. Fullmetal Alchemist made her one of the most respected storytellers of her generation.',
    bioUk:
      'Японська манґака, що виросла на молочній фермі на Хоккайдо. «Сталевий алхімік» зробив її однією з найшанованіших оповідачок свого покоління.',
  },
  {
    key: 'kishimoto',
    nameEn: 'Masashi Kishimoto',
    nameUk: 'Масаші Кішімото',
    birthYear: 1974,
    bioEn:
      'Japanese manga artist and the creator of Naruto, which ran for fifteen years in Weekly Shōnen Jump. It is a story about an outcast who refuses to give up.',
    bioUk:
      'Японський манґака, творець «Наруто», що п’ятнадцять років виходив у Weekly Shōnen Jump. Це історія про вигнанця, який ніколи не здається.',
  },
  {
    key: 'miyazaki',
    nameEn: 'Hayao Miyazaki',
    nameUk: 'Хаяо Міядзакі',
    birthYear: 1941,
    bioEn:
      'Japanese animator, co-founder of Studio Ghibli and an accomplished manga artist. His long manga Nausicaä of the Valley of the Wind goes far beyond the film.',
    bioUk:
      'Японський аніматор, співзасновник студії Ghibli й талановитий манґака. Його велика манґа «Навсікая з Долини вітрів» сягає значно далі за фільм.',
  },
  {
    key: 'gotouge',
    nameEn: 'Koyoharu Gotouge',
    nameUk: 'Коюхару Ґотьоґе',
    birthYear: 1989,
    bioEn:
      'Japanese manga artist who keeps a low public profile. Demon Slayer became a record-breaking phenomenon both in print and on screen.',
    bioUk:
      'Японська авторка манґи, яка уникає публічності. «Клинок, що знищує демонів» став рекордним феноменом і в друці, і на екрані.',
  },
  {
    key: 'moore',
    nameEn: 'Alan Moore',
    nameUk: 'Алан Мур',
    birthYear: 1953,
    bioEn:
      'English comics writer from Northampton who brought literary ambition to superhero stories. Watchmen and V for Vendetta are landmarks of the form.',
    bioUk:
      'Англійський сценарист коміксів із Нортгемптона, який приніс у супергеройські історії літературні амбіції. «Хранителі» та «V означає вендета» — віхи жанру.',
  },
  {
    key: 'gibbons',
    nameEn: 'Dave Gibbons',
    nameUk: 'Дейв Ґіббонс',
    birthYear: 1949,
    bioEn:
      'English comics artist and writer, co-creator of Watchmen. His precise nine-panel grid became one of the most imitated layouts in comics.',
    bioUk:
      'Англійський художник і сценарист коміксів, співавтор «Хранителів». Його точна сітка з дев’яти панелей стала однією з найнаслідуваніших у коміксах.',
  },
  {
    key: 'spiegelman',
    nameEn: 'Art Spiegelman',
    nameUk: 'Арт Шпіґельман',
    birthYear: 1948,
    bioEn:
      'American cartoonist born in Stockholm to Polish-Jewish survivors of Auschwitz. Maus, the story of his father, is the only comic to have won a Pulitzer Prize.',
    bioUk:
      'Американський художник коміксів, народжений у Стокгольмі в родині польських євреїв, що вижили в Аушвіці. «Маус», історія його батька, — єдиний комікс, відзначений Пулітцерівською премією.',
  },
  {
    key: 'satrapi',
    nameEn: 'Marjane Satrapi',
    nameUk: 'Марджан Сатрапі',
    birthYear: 1969,
    bioEn:
      'Iranian-born French graphic novelist and film director. Persepolis tells the story of her childhood during the Islamic Revolution.',
    bioUk:
      'Французька авторка графічних романів і режисерка іранського походження. «Персеполіс» розповідає про її дитинство під час Ісламської революції.',
  },
  {
    key: 'miller',
    nameEn: 'Frank Miller',
    nameUk: 'Френк Міллер',
    birthYear: 1957,
    bioEn:
      'American comics writer and artist known for his noir style. The Dark Knight Returns and Sin City redefined what mainstream comics could look like.',
    bioUk:
      'Американський сценарист і художник коміксів, відомий стилем нуар. «Повернення Темного лицаря» та «Місто гріхів» змінили уявлення про масові комікси.',
  },
];

export const authorSeeds: AuthorSeed[] = [
  ...ukrainianClassics,
  ...ukrainianContemporary,
  ...worldAuthors,
  ...mangaAndComicsCreators,
];

/** The author page owned by the demo Author-role account. */
export const DEMO_AUTHOR_KEY = 'sokil';
