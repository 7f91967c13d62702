import type { LanguageCode } from '@lobby/shared';

// The demo catalogue's names (decision 074): a qualifier ("Golden") with a noun ("Dragon") or a
// game word ("Baccarat"), written by hand in each of the 29 languages with that language's own
// order and joining: "Golden Dragon", "Rồng Vàng", "Dragón de Oro", "黄金の龍", "ရွှေနဂါး",
// "تنين الذهب". Where an adjective would have to agree with its noun the qualifier is a genitive
// instead ("de Oro", "d'Or", "الذهب"), except Russian, which carries its three genders.
// Lists are `|`-separated and aligned with the English ones.

export const QUALIFIERS_EN = 'Golden|Jade|Lucky|Thunder|Moonlight|Fire|Royal|Crystal|Silver|Sun|Sky|Ruby';
export const NOUNS_EN =
  'Dragon|Tiger|Phoenix|Lion|Wolf|Eagle|Elephant|Horse|Panda|Temple|Palace|Treasure|Garden|River|Lantern|Pearl';
export const GAME_WORDS_EN =
  'Baccarat|Roulette|Blackjack|Sic Bo|Poker|Rummy|Fishing|Cup|Arena|Lotto|Dice|Mines|Slot';
export const GAME_WORD = {
  baccarat: 0,
  roulette: 1,
  blackjack: 2,
  sicBo: 3,
  poker: 4,
  rummy: 5,
  fishing: 6,
  cup: 7,
  arena: 8,
  lotto: 9,
  dice: 10,
  mines: 11,
  slot: 12,
} as const;

export interface LanguageWords {
  /** qualifier then noun ("Golden Dragon"), or noun then qualifier ("Rồng Vàng"). */
  order: 'qn' | 'nq';
  /** What joins them: a space, or nothing in scripts written without spaces between words. */
  sep: '' | ' ';
  q: string;
  n: string;
  g: string;
}

export const WORDS: Record<LanguageCode, LanguageWords> = {
  EN: { order: 'qn', sep: ' ', q: QUALIFIERS_EN, n: NOUNS_EN, g: GAME_WORDS_EN },
  MY: {
    order: 'qn',
    sep: '',
    q: 'ရွှေ|ကျောက်စိမ်း|ကံကောင်း|မိုးကြိုး|လရောင်|မီး|တော်ဝင်|သလင်းကျောက်|ငွေ|နေမင်း|ကောင်းကင်|ပတ္တမြား',
    n: 'နဂါး|ကျား|ဖီးနစ်|ခြင်္သေ့|ဝံပုလွေ|လင်းယုန်|ဆင်|မြင်း|ပန်ဒါ|ဘုရားကျောင်း|နန်းတော်|ရတနာ|ဥယျာဉ်|မြစ်|မီးအိမ်|ပုလဲ',
    g: 'ဘက်ကရက်|ရူလက်|ဘလက်ဂျက်|စစ်ဘို|ပိုကာ|ရမ်မီ|ငါးဖမ်း|ဖလား|ကွင်း|ထီ|အန်စာတုံး|မိုင်း|စလော့',
  },
  ZH: {
    order: 'qn',
    sep: '',
    q: '黄金|翡翠|幸运|雷霆|月光|烈焰|皇家|水晶|白银|太阳|天空|红宝石',
    n: '龙|虎|凤凰|狮子|狼|雄鹰|大象|骏马|熊猫|神殿|宫殿|宝藏|花园|长河|灯笼|珍珠',
    g: '百家乐|轮盘|二十一点|骰宝|扑克|拉米|捕鱼|杯|竞技场|乐透|骰子|扫雷|老虎机',
  },
  'ZH-TW': {
    order: 'qn',
    sep: '',
    q: '黃金|翡翠|幸運|雷霆|月光|烈焰|皇家|水晶|白銀|太陽|天空|紅寶石',
    n: '龍|虎|鳳凰|獅子|狼|雄鷹|大象|駿馬|熊貓|神殿|宮殿|寶藏|花園|長河|燈籠|珍珠',
    g: '百家樂|輪盤|二十一點|骰寶|撲克|拉米|捕魚|杯|競技場|樂透|骰子|掃雷|老虎機',
  },
  JA: {
    order: 'qn',
    sep: '',
    q: '黄金の|翡翠の|幸運の|雷鳴の|月光の|炎の|王家の|水晶の|銀の|太陽の|天空の|ルビーの',
    n: 'ドラゴン|虎|不死鳥|獅子|狼|鷲|象|馬|パンダ|神殿|宮殿|秘宝|庭園|大河|灯籠|真珠',
    g: 'バカラ|ルーレット|ブラックジャック|シックボー|ポーカー|ラミー|フィッシング|カップ|アリーナ|ロト|ダイス|マインズ|スロット',
  },
  TH: {
    order: 'nq',
    sep: '',
    q: 'ทอง|หยก|นำโชค|สายฟ้า|จันทรา|เพลิง|หลวง|คริสตัล|เงิน|สุริยา|นภา|ทับทิม',
    n: 'มังกร|เสือ|ฟีนิกซ์|สิงโต|หมาป่า|อินทรี|ช้าง|ม้า|แพนด้า|วิหาร|พระราชวัง|สมบัติ|สวน|แม่น้ำ|โคมไฟ|ไข่มุก',
    g: 'บาคาร่า|รูเล็ต|แบล็คแจ็ค|ไฮโล|โป๊กเกอร์|รัมมี่|ยิงปลา|ถ้วย|สังเวียน|ล็อตโต้|ลูกเต๋า|ระเบิด|สล็อต',
  },
  VI: {
    order: 'nq',
    sep: ' ',
    q: 'Vàng|Ngọc Bích|May Mắn|Sấm Sét|Ánh Trăng|Lửa|Hoàng Gia|Pha Lê|Bạc|Mặt Trời|Bầu Trời|Hồng Ngọc',
    n: 'Rồng|Hổ|Phượng Hoàng|Sư Tử|Sói|Đại Bàng|Voi|Ngựa|Gấu Trúc|Đền|Cung Điện|Kho Báu|Khu Vườn|Dòng Sông|Đèn Lồng|Ngọc Trai',
    g: 'Baccarat|Roulette|Blackjack|Tài Xỉu|Poker|Rummy|Bắn Cá|Cúp|Đấu Trường|Xổ Số|Xúc Xắc|Dò Mìn|Nổ Hũ',
  },
  ES: {
    order: 'nq',
    sep: ' ',
    q: 'de Oro|de Jade|de la Suerte|del Trueno|de la Luna|de Fuego|Real|de Cristal|de Plata|del Sol|del Cielo|de Rubí',
    n: 'Dragón|Tigre|Fénix|León|Lobo|Águila|Elefante|Caballo|Panda|Templo|Palacio|Tesoro|Jardín|Río|Farol|Perla',
    g: 'Baccarat|Ruleta|Blackjack|Sic Bo|Póquer|Rummy|Pesca|Copa|Arena|Lotería|Dados|Minas|Tragaperras',
  },
  HI: {
    order: 'qn',
    sep: ' ',
    q: 'स्वर्ण|जेड|भाग्यशाली|वज्र|चंद्र|अग्नि|शाही|स्फटिक|रजत|सूर्य|आकाश|माणिक',
    n: 'ड्रैगन|बाघ|फ़ीनिक्स|शेर|भेड़िया|बाज़|हाथी|घोड़ा|पांडा|मंदिर|महल|ख़ज़ाना|बगीचा|नदी|लालटेन|मोती',
    g: 'बैकारेट|रूलेट|ब्लैकजैक|सिक बो|पोकर|रमी|फ़िशिंग|कप|अखाड़ा|लोट्टो|पासा|माइंस|स्लॉट',
  },
  ID: {
    order: 'nq',
    sep: ' ',
    q: 'Emas|Giok|Keberuntungan|Petir|Bulan|Api|Kerajaan|Kristal|Perak|Matahari|Langit|Rubi',
    n: 'Naga|Harimau|Phoenix|Singa|Serigala|Elang|Gajah|Kuda|Panda|Kuil|Istana|Harta Karun|Taman|Sungai|Lentera|Mutiara',
    g: 'Bakarat|Rolet|Blackjack|Sic Bo|Poker|Remi|Memancing|Piala|Arena|Lotre|Dadu|Ranjau|Slot',
  },
  KM: {
    order: 'nq',
    sep: '',
    q: 'មាស|ត្បូងជែដ|សំណាង|ផ្គរលាន់|ព្រះចន្ទ|ភ្លើង|រាជ|គ្រីស្តាល់|ប្រាក់|ព្រះអាទិត្យ|មេឃ|ត្បូងទទឹម',
    n: 'នាគ|ខ្លា|ហ្វីនិច|សិង្ហ|ឆ្កែចចក|ឥន្ទ្រី|ដំរី|សេះ|ផេនដា|ប្រាសាទ|វាំង|កំណប់|សួន|ទន្លេ|គោម|គុជ',
    g: 'បាការ៉ាត់|រ៉ូឡែត|ប្លាកជែក|ស៊ីកបូ|ប៉ូកឺ|រ៉ាមមី|នេសាទ|ពាន|សង្វៀន|ឆ្នោត|គ្រាប់ឡុកឡាក់|មីន|ស្លត',
  },
  KO: {
    order: 'qn',
    sep: ' ',
    q: '황금|비취|행운의|천둥|달빛|불꽃|로열|크리스탈|은빛|태양|하늘|루비',
    n: '드래곤|호랑이|불사조|사자|늑대|독수리|코끼리|말|판다|사원|궁전|보물|정원|강|등불|진주',
    g: '바카라|룰렛|블랙잭|식보|포커|러미|피싱|컵|아레나|로또|주사위|지뢰|슬롯',
  },
  MS: {
    order: 'nq',
    sep: ' ',
    q: 'Emas|Jed|Bertuah|Petir|Bulan|Api|Diraja|Kristal|Perak|Matahari|Langit|Delima',
    n: 'Naga|Harimau|Feniks|Singa|Serigala|Helang|Gajah|Kuda|Panda|Kuil|Istana|Harta Karun|Taman|Sungai|Tanglung|Mutiara',
    g: 'Bakarat|Rolet|Blackjack|Sic Bo|Poker|Rumi|Memancing|Piala|Arena|Loteri|Dadu|Periuk Api|Slot',
  },
  PT: {
    order: 'nq',
    sep: ' ',
    q: 'de Ouro|de Jade|da Sorte|do Trovão|da Lua|de Fogo|Real|de Cristal|de Prata|do Sol|do Céu|de Rubi',
    n: 'Dragão|Tigre|Fénix|Leão|Lobo|Águia|Elefante|Cavalo|Panda|Templo|Palácio|Tesouro|Jardim|Rio|Lanterna|Pérola',
    g: 'Bacará|Roleta|Blackjack|Sic Bo|Póquer|Rummy|Pesca|Taça|Arena|Lotaria|Dados|Minas|Slot',
  },
  'PT-BR': {
    order: 'nq',
    sep: ' ',
    q: 'de Ouro|de Jade|da Sorte|do Trovão|da Lua|de Fogo|Real|de Cristal|de Prata|do Sol|do Céu|de Rubi',
    n: 'Dragão|Tigre|Fênix|Leão|Lobo|Águia|Elefante|Cavalo|Panda|Templo|Palácio|Tesouro|Jardim|Rio|Lanterna|Pérola',
    g: 'Bacará|Roleta|Blackjack|Sic Bo|Pôquer|Rummy|Pesca|Taça|Arena|Loteria|Dados|Minas|Caça-Níquel',
  },
  TA: {
    order: 'qn',
    sep: ' ',
    q: 'தங்க|ஜேட்|அதிர்ஷ்ட|இடி|நிலா|நெருப்பு|அரச|படிக|வெள்ளி|சூரிய|வான|மாணிக்க',
    n: 'டிராகன்|புலி|பீனிக்ஸ்|சிங்கம்|ஓநாய்|கழுகு|யானை|குதிரை|பாண்டா|கோயில்|அரண்மனை|புதையல்|தோட்டம்|நதி|விளக்கு|முத்து',
    g: 'பக்காரா|ரூலெட்|பிளாக்ஜாக்|சிக் போ|போக்கர்|ரம்மி|மீன்பிடி|கோப்பை|அரங்கம்|லோட்டோ|பகடை|கண்ணிவெடி|ஸ்லாட்',
  },
  TL: {
    order: 'qn',
    sep: ' ',
    q: 'Gintong|Jadeng|Maswerteng|Kidlat na|Buwang|Apoy na|Maharlikang|Kristal na|Pilak na|Maaraw na|Makalangit na|Rubing',
    n: 'Dragon|Tigre|Phoenix|Leon|Lobo|Agila|Elepante|Kabayo|Panda|Templo|Palasyo|Kayamanan|Hardin|Ilog|Parol|Perlas',
    g: 'Baccarat|Roulette|Blackjack|Sic Bo|Poker|Rummy|Pangingisda|Kopa|Arena|Lotto|Dais|Mines|Slot',
  },
  UR: {
    order: 'qn',
    sep: ' ',
    q: 'سنہری|یشمی|خوش قسمت|طوفانی|چاندنی|آتشیں|شاہی|بلوری|روپہلی|شمسی|آسمانی|یاقوتی',
    n: 'ڈریگن|باگھ|ققنس|شیر|بھیڑیا|عقاب|ہاتھی|گھوڑا|پانڈا|مندر|محل|خزانہ|گلشن|دریا|لالٹین|موتی',
    g: 'بیکاریٹ|رولیٹ|بلیک جیک|سک بو|پوکر|رمی|ماہی گیری|کپ|میدان|لوٹو|پانسہ|مائنز|سلاٹ',
  },
  'UR-LATN': {
    order: 'qn',
    sep: ' ',
    q: 'Sunehri|Yashmi|Khush Qismat|Toofani|Chandni|Aatishi|Shahi|Bilauri|Rupehli|Shamsi|Aasmani|Yaqooti',
    n: 'Dragon|Baagh|Qaqnus|Sher|Bheriya|Uqaab|Haathi|Ghora|Panda|Mandir|Mehal|Khazana|Gulshan|Darya|Lalten|Moti',
    g: 'Baccarat|Roulette|Blackjack|Sic Bo|Poker|Rummy|Mahi Giri|Cup|Maidan|Lotto|Paansa|Mines|Slot',
  },
  TR: {
    order: 'qn',
    sep: ' ',
    q: 'Altın|Yeşim|Şanslı|Yıldırım|Mehtap|Ateş|Kraliyet|Kristal|Gümüş|Güneş|Gök|Yakut',
    n: 'Ejderha|Kaplan|Anka|Aslan|Kurt|Kartal|Fil|At|Panda|Tapınak|Saray|Hazine|Bahçe|Nehir|Fener|İnci',
    g: 'Bakara|Rulet|Blackjack|Sic Bo|Poker|Okey|Balık Avı|Kupa|Arena|Loto|Zar|Mayın|Slot',
  },
  BN: {
    order: 'qn',
    sep: ' ',
    q: 'সোনালি|জেড|ভাগ্যবান|বজ্র|চন্দ্র|অগ্নি|রাজকীয়|স্ফটিক|রুপালি|সূর্য|আকাশ|রুবি',
    n: 'ড্রাগন|বাঘ|ফিনিক্স|সিংহ|নেকড়ে|ঈগল|হাতি|ঘোড়া|পান্ডা|মন্দির|প্রাসাদ|গুপ্তধন|বাগান|নদী|লণ্ঠন|মুক্তা',
    g: 'ব্যাকারাট|রুলেট|ব্ল্যাকজ্যাক|সিক বো|পোকার|রামি|মাছ ধরা|কাপ|অ্যারেনা|লোটো|পাশা|মাইনস|স্লট',
  },
  AR: {
    order: 'nq',
    sep: ' ',
    q: 'الذهب|اليشم|الحظ|الرعد|القمر|النار|الملوك|الكريستال|الفضة|الشمس|السماء|الياقوت',
    n: 'تنين|نمر|عنقاء|أسد|ذئب|نسر|فيل|حصان|باندا|معبد|قصر|كنز|حديقة|نهر|فانوس|لؤلؤة',
    g: 'باكارات|روليت|بلاك جاك|سيك بو|بوكر|رامي|صيد|كأس|ساحة|لوتو|نرد|ألغام|سلوت',
  },
  FA: {
    order: 'nq',
    sep: ' ',
    q: 'طلایی|یشمی|خوش‌اقبال|آذرخش|مهتابی|آتشین|سلطنتی|بلورین|نقره‌ای|خورشیدی|آسمانی|یاقوتی',
    n: 'اژدهای|ببر|ققنوس|شیر|گرگ|عقاب|فیل|اسب|پاندای|معبد|کاخ|گنج|باغ|رود|فانوس|مروارید',
    g: 'باکارای|رولت|بلک‌جک|سیک‌بو|پوکر|رامی|ماهیگیری|جام|میدان|لوتوی|تاس|مین|اسلات',
  },
  RU: {
    order: 'qn',
    sep: ' ',
    // m/f/n forms of each qualifier; each noun says its gender.
    q: 'Золотой/Золотая/Золотое|Нефритовый/Нефритовая/Нефритовое|Счастливый/Счастливая/Счастливое|Громовой/Громовая/Громовое|Лунный/Лунная/Лунное|Огненный/Огненная/Огненное|Королевский/Королевская/Королевское|Хрустальный/Хрустальная/Хрустальное|Серебряный/Серебряная/Серебряное|Солнечный/Солнечная/Солнечное|Небесный/Небесная/Небесное|Рубиновый/Рубиновая/Рубиновое',
    n: 'дракон:m|тигр:m|феникс:m|лев:m|волк:m|орёл:m|слон:m|конь:m|панда:f|храм:m|дворец:m|клад:m|сад:m|река:f|фонарь:m|жемчужина:f',
    g: 'баккара:n|рулетка:f|блэкджек:m|сик-бо:n|покер:m|рамми:n|рыбалка:f|кубок:m|арена:f|лото:n|кубик:m|сапёр:m|слот:m',
  },
  KK: {
    order: 'qn',
    sep: ' ',
    q: 'Алтын|Нефрит|Бақытты|Найзағай|Ай|От|Патша|Хрусталь|Күміс|Күн|Аспан|Лағыл',
    n: 'Айдаһар|Жолбарыс|Феникс|Арыстан|Қасқыр|Бүркіт|Піл|Тұлпар|Панда|Ғибадатхана|Сарай|Қазына|Бақ|Өзен|Шам|Інжу',
    g: 'Баккара|Рулетка|Блэкджек|Сик-бо|Покер|Рамми|Балық аулау|Кубок|Арена|Лото|Сүйек|Миналар|Слот',
  },
  UZ: {
    order: 'qn',
    sep: ' ',
    q: 'Oltin|Nefrit|Omadli|Momaqaldiroq|Oy|Olov|Qirollik|Billur|Kumush|Quyosh|Osmon|Yoqut',
    n: 'Ajdar|Yoʻlbars|Feniks|Sher|Boʻri|Burgut|Fil|Ot|Panda|Ibodatxona|Saroy|Xazina|Bogʻ|Daryo|Fonus|Marvarid',
    g: 'Bakkara|Ruletka|Blekjek|Sik-bo|Poker|Rammi|Baliq ovi|Kubok|Arena|Loto|Soqqa|Minalar|Slot',
  },
  LO: {
    order: 'nq',
    sep: '',
    q: 'ຄຳ|ຫຍົກ|ໂຊກດີ|ຟ້າຮ້ອງ|ແສງເດືອນ|ໄຟ|ລາຊະ|ແກ້ວ|ເງິນ|ຕາເວັນ|ທ້ອງຟ້າ|ທັບທິມ',
    n: 'ມັງກອນ|ເສືອ|ຟີນິກ|ສິງ|ໝາປ່າ|ນົກອິນຊີ|ຊ້າງ|ມ້າ|ແພນດ້າ|ວັດ|ພະລາຊະວັງ|ຊັບສົມບັດ|ສວນ|ແມ່ນ້ຳ|ໂຄມໄຟ|ໄຂ່ມຸກ',
    g: 'ບາຄາຣາ|ຣູເລັດ|ແບລັກແຈັກ|ຊິກໂບ|ໂປ໊ກເກີ|ຣຳມີ່|ຫາປາ|ຖ້ວຍ|ເວທີ|ຫວຍ|ລູກເຕົ໋າ|ລະເບີດ|ສະລັອດ',
  },
  NE: {
    order: 'qn',
    sep: ' ',
    q: 'सुनौलो|जेड|भाग्यमानी|चट्याङ|चन्द्र|अग्नि|शाही|स्फटिक|चाँदी|सूर्य|आकाश|माणिक',
    n: 'ड्रागन|बाघ|फिनिक्स|सिंह|ब्वाँसो|चील|हात्ती|घोडा|पान्डा|मन्दिर|दरबार|खजाना|बगैँचा|नदी|लालटिन|मोती',
    g: 'ब्याकारा|रुलेट|ब्ल्याकज्याक|सिक बो|पोकर|रमी|माछा मार्ने|कप|रंगशाला|लोट्टो|पासा|माइन्स|स्लट',
  },
  FR: {
    order: 'nq',
    sep: ' ',
    q: "d'Or|de Jade|Porte-Bonheur|du Tonnerre|de Lune|de Feu|des Rois|de Cristal|d'Argent|du Soleil|du Ciel|de Rubis",
    n: 'Dragon|Tigre|Phénix|Lion|Loup|Aigle|Éléphant|Cheval|Panda|Temple|Palais|Trésor|Jardin|Fleuve|Lanterne|Perle',
    g: 'Baccara|Roulette|Blackjack|Sic Bo|Poker|Rami|Pêche|Coupe|Arène|Loto|Dés|Mines|Machine à sous',
  },
};
