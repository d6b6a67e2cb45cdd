/**
 * The demo lookup names in the 15 languages besides English (the stored `name` is the English one), keyed like
 * data/lookups.ts. Each row lists the names in TRANSLATED_LANGUAGES order. Registration states are place names and
 * keep their stored name.
 */

export const TRANSLATED_LANGUAGES = ['ar', 'de', 'es', 'fr', 'hi', 'id', 'it', 'ja', 'ko', 'ms', 'pt', 'ru', 'th', 'tr', 'zh'] as const;

export type Names = readonly [string, string, string, string, string, string, string, string, string, string, string, string, string, string, string];

export const ITEM_TYPE_NAMES: Record<string, Names> = {
  sale: ['للبيع', 'Zu verkaufen', 'En venta', 'À vendre', 'बिक्री के लिए', 'Dijual', 'In vendita', '売ります', '판매', 'Untuk Dijual', 'À venda', 'Продажа', 'ขาย', 'Satılık', '出售'],
  wanted: ['مطلوب', 'Gesucht', 'Se busca', 'Recherché', 'चाहिए', 'Dicari', 'Cercasi', '買います', '구매 희망', 'Dicari', 'Procura-se', 'Куплю', 'ต้องการซื้อ', 'Aranıyor', '求购'],
  rent: ['للإيجار', 'Zu vermieten', 'En alquiler', 'À louer', 'किराये के लिए', 'Disewakan', 'In affitto', '貸し出し', '임대', 'Untuk Disewa', 'Para alugar', 'Аренда', 'ให้เช่า', 'Kiralık', '出租'],
  exchange: ['للمبادلة', 'Tausch', 'Intercambio', 'Échange', 'अदला-बदली', 'Tukar Tambah', 'Permuta', '交換', '교환', 'Tukar Barang', 'Troca', 'Обмен', 'แลกเปลี่ยน', 'Takas', '交换'],
};

export const PRICE_TYPE_NAMES: Record<string, Names> = {
  fixed: ['سعر ثابت', 'Festpreis', 'Precio fijo', 'Prix fixe', 'निश्चित मूल्य', 'Harga Pas', 'Prezzo fisso', '固定価格', '고정가', 'Harga Tetap', 'Preço fixo', 'Фиксированная цена', 'ราคาคงที่', 'Sabit fiyat', '一口价'],
  negotiable: ['قابل للتفاوض', 'Verhandelbar', 'Negociable', 'Négociable', 'मोलभाव योग्य', 'Bisa Nego', 'Trattabile', '価格交渉可', '가격 협의 가능', 'Boleh Runding', 'Negociável', 'Торг уместен', 'ต่อรองได้', 'Pazarlık payı var', '可议价'],
  auction: ['مزاد', 'Auktion', 'Subasta', 'Enchères', 'नीलामी', 'Lelang', 'Asta', 'オークション', '경매', 'Lelongan', 'Leilão', 'Аукцион', 'ประมูล', 'Açık artırma', '拍卖'],
  'on-request': ['السعر عند الطلب', 'Preis auf Anfrage', 'Precio a consultar', 'Prix sur demande', 'अनुरोध पर मूल्य', 'Harga atas Permintaan', 'Prezzo su richiesta', '価格応相談', '가격 문의', 'Harga atas Permintaan', 'Preço sob consulta', 'Цена по запросу', 'สอบถามราคา', 'Fiyat sorunuz', '价格面议'],
};

export const CONDITION_NAMES: Record<string, Names> = {
  new: ['جديد', 'Neu', 'Nuevo', 'Neuf', 'नया', 'Baru', 'Nuovo', '新品', '새 제품', 'Baharu', 'Novo', 'Новое', 'ใหม่', 'Sıfır', '全新'],
  'like-new': ['مستعمل – كالجديد', 'Gebraucht – wie neu', 'Usado – como nuevo', 'Occasion – comme neuf', 'पुराना – लगभग नया', 'Bekas – Seperti Baru', 'Usato – come nuovo', '中古 – 新品同様', '중고 – 새것 같음', 'Terpakai – Seperti Baharu', 'Usado – como novo', 'Б/у – как новое', 'มือสอง – สภาพเหมือนใหม่', 'İkinci el – sıfır gibi', '二手 – 几乎全新'],
  good: ['مستعمل – جيد', 'Gebraucht – gut', 'Usado – buen estado', 'Occasion – bon état', 'पुराना – अच्छा', 'Bekas – Baik', 'Usato – buono', '中古 – 良好', '중고 – 양호', 'Terpakai – Baik', 'Usado – bom estado', 'Б/у – хорошее', 'มือสอง – สภาพดี', 'İkinci el – iyi', '二手 – 良好'],
  fair: ['مستعمل – مقبول', 'Gebraucht – akzeptabel', 'Usado – estado aceptable', 'Occasion – état correct', 'पुराना – ठीक-ठाक', 'Bekas – Cukup', 'Usato – discreto', '中古 – 可', '중고 – 보통', 'Terpakai – Sederhana', 'Usado – estado razoável', 'Б/у – удовлетворительное', 'มือสอง – สภาพพอใช้', 'İkinci el – orta', '二手 – 一般'],
  parts: ['لقطع الغيار', 'Für Ersatzteile', 'Para piezas', 'Pour pièces', 'पुर्ज़ों के लिए', 'Untuk Suku Cadang', 'Per ricambi', '部品取り', '부품용', 'Untuk Alat Ganti', 'Para peças', 'На запчасти', 'ขายเป็นอะไหล่', 'Parça için', '作配件用'],
};

export const DEAL_OPTION_NAMES: Record<string, Names> = {
  meet: ['لقاء شخصي', 'Persönliche Übergabe', 'Entrega en persona', 'Remise en main propre', 'व्यक्तिगत रूप से मिलें', 'Bertemu Langsung', 'Incontro di persona', '対面取引', '직거래', 'Berjumpa Bersemuka', 'Encontro pessoal', 'Личная встреча', 'นัดพบ', 'Yüz yüze teslim', '当面交易'],
  delivery: ['التوصيل متاح', 'Lieferung möglich', 'Entrega a domicilio', 'Livraison possible', 'डिलीवरी उपलब्ध', 'Bisa Diantar', 'Consegna disponibile', '配達可', '배달 가능', 'Boleh Dihantar', 'Entrega disponível', 'Возможна доставка', 'มีบริการส่ง', 'Teslimat mümkün', '可送货'],
  shipping: ['الشحن', 'Versand', 'Envío', 'Expédition', 'शिपिंग', 'Pengiriman', 'Spedizione', '配送', '배송', 'Penghantaran Kurier', 'Envio', 'Отправка транспортной компанией', 'จัดส่งทางขนส่ง', 'Nakliye', '可托运'],
  'test-drive': ['تجربة القيادة متاحة', 'Probefahrt möglich', 'Prueba de conducción', 'Essai possible', 'टेस्ट ड्राइव उपलब्ध', 'Bisa Test Drive', 'Prova su strada', '試乗可', '시승 가능', 'Pandu Uji Disediakan', 'Test drive disponível', 'Возможен тест-драйв', 'ทดลองขับได้', 'Test sürüşü mümkün', '可试驾'],
};

export const FUEL_TYPE_NAMES: Record<string, Names> = {
  gasoline: ['بنزين', 'Benzin', 'Gasolina', 'Essence', 'पेट्रोल', 'Bensin', 'Benzina', 'ガソリン', '가솔린', 'Petrol', 'Gasolina', 'Бензин', 'เบนซิน', 'Benzin', '汽油'],
  diesel: ['ديزل', 'Diesel', 'Diésel', 'Diesel', 'डीज़ल', 'Diesel', 'Diesel', 'ディーゼル', '디젤', 'Diesel', 'Diesel', 'Дизель', 'ดีเซล', 'Dizel', '柴油'],
  hybrid: ['هجين', 'Hybrid', 'Híbrido', 'Hybride', 'हाइब्रिड', 'Hibrida', 'Ibrida', 'ハイブリッド', '하이브리드', 'Hibrid', 'Híbrido', 'Гибрид', 'ไฮบริด', 'Hibrit', '混合动力'],
  phev: ['هجين قابل للشحن', 'Plug-in-Hybrid', 'Híbrido enchufable', 'Hybride rechargeable', 'प्लग-इन हाइब्रिड', 'Hibrida Plug-in', 'Ibrida plug-in', 'プラグインハイブリッド', '플러그인 하이브리드', 'Hibrid Plug-in', 'Híbrido plug-in', 'Подключаемый гибрид', 'ปลั๊กอินไฮบริด', 'Şarj edilebilir hibrit', '插电式混合动力'],
  electric: ['كهربائي', 'Elektro', 'Eléctrico', 'Électrique', 'इलेक्ट्रिक', 'Listrik', 'Elettrica', '電気', '전기', 'Elektrik', 'Elétrico', 'Электро', 'ไฟฟ้า', 'Elektrik', '纯电动'],
  flex: ['وقود مرن (E85)', 'Flexfuel (E85)', 'Flexible (E85)', 'Flexfuel (E85)', 'फ़्लेक्स फ़्यूल (E85)', 'Bahan Bakar Fleksibel (E85)', 'Flex Fuel (E85)', 'フレックス燃料 (E85)', '플렉스 연료 (E85)', 'Bahan Api Fleksibel (E85)', 'Flex (E85)', 'Мультитопливный (E85)', 'เชื้อเพลิงผสม (E85)', 'Esnek yakıt (E85)', '灵活燃料 (E85)'],
};

export const TRANSMISSION_NAMES: Record<string, Names> = {
  auto: ['أوتوماتيك', 'Automatik', 'Automática', 'Automatique', 'ऑटोमैटिक', 'Otomatis', 'Automatico', 'オートマチック', '자동', 'Automatik', 'Automático', 'Автомат', 'เกียร์อัตโนมัติ', 'Otomatik', '自动挡'],
  manual: ['يدوي', 'Schaltgetriebe', 'Manual', 'Manuelle', 'मैनुअल', 'Manual', 'Manuale', 'マニュアル', '수동', 'Manual', 'Manual', 'Механика', 'เกียร์ธรรมดา', 'Manuel', '手动挡'],
  cvt: ['ناقل حركة متغير (CVT)', 'Stufenlos (CVT)', 'Variador continuo (CVT)', 'Variation continue (CVT)', 'सीवीटी (CVT)', 'CVT', 'Variatore continuo (CVT)', 'CVT', '무단변속기 (CVT)', 'CVT', 'CVT', 'Вариатор (CVT)', 'เกียร์ CVT', 'CVT', '无级变速 (CVT)'],
  dct: ['ثنائي القابض (DCT)', 'Doppelkupplung (DCT)', 'Doble embrague (DCT)', 'Double embrayage (DCT)', 'ड्यूल-क्लच (DCT)', 'Kopling Ganda (DCT)', 'Doppia frizione (DCT)', 'デュアルクラッチ (DCT)', '듀얼 클러치 (DCT)', 'Klac Berkembar (DCT)', 'Dupla embreagem (DCT)', 'Робот с двумя сцеплениями (DCT)', 'คลัตช์คู่ (DCT)', 'Çift kavrama (DCT)', '双离合 (DCT)'],
  amt: ['يدوي مؤتمت (AMT)', 'Automatisiertes Schaltgetriebe (AMT)', 'Manual automatizada (AMT)', 'Manuelle robotisée (AMT)', 'ऑटोमेटेड मैनुअल (AMT)', 'Manual Otomatis (AMT)', 'Manuale robotizzato (AMT)', 'セミオートマチック (AMT)', '자동화 수동 (AMT)', 'Manual Automatik (AMT)', 'Manual automatizado (AMT)', 'Роботизированная (AMT)', 'เกียร์ธรรมดาอัตโนมัติ (AMT)', 'Yarı otomatik (AMT)', '自动手动 (AMT)'],
  single: ['سرعة واحدة (كهربائي)', 'Eingang (Elektro)', 'Una velocidad (eléctrico)', 'Rapport unique (électrique)', 'सिंगल-स्पीड (EV)', 'Satu Percepatan (listrik)', 'Monomarcia (elettrico)', '単速 (EV)', '단일 기어 (전기차)', 'Satu Kelajuan (EV)', 'Marcha única (elétrico)', 'Одноступенчатая (электро)', 'เกียร์เดียว (EV)', 'Tek vites (elektrikli)', '单速 (电动)'],
};

export const COLOR_NAMES: Record<string, Names> = {
  white: ['أبيض', 'Weiß', 'Blanco', 'Blanc', 'सफ़ेद', 'Putih', 'Bianco', 'ホワイト', '흰색', 'Putih', 'Branco', 'Белый', 'ขาว', 'Beyaz', '白色'],
  black: ['أسود', 'Schwarz', 'Negro', 'Noir', 'काला', 'Hitam', 'Nero', 'ブラック', '검은색', 'Hitam', 'Preto', 'Чёрный', 'ดำ', 'Siyah', '黑色'],
  gray: ['رمادي', 'Grau', 'Gris', 'Gris', 'स्लेटी', 'Abu-abu', 'Grigio', 'グレー', '회색', 'Kelabu', 'Cinza', 'Серый', 'เทา', 'Gri', '灰色'],
  silver: ['فضي', 'Silber', 'Plateado', 'Argent', 'सिल्वर', 'Perak', 'Argento', 'シルバー', '은색', 'Perak', 'Prata', 'Серебристый', 'เงิน', 'Gümüş', '银色'],
  blue: ['أزرق', 'Blau', 'Azul', 'Bleu', 'नीला', 'Biru', 'Blu', 'ブルー', '파란색', 'Biru', 'Azul', 'Синий', 'น้ำเงิน', 'Mavi', '蓝色'],
  red: ['أحمر', 'Rot', 'Rojo', 'Rouge', 'लाल', 'Merah', 'Rosso', 'レッド', '빨간색', 'Merah', 'Vermelho', 'Красный', 'แดง', 'Kırmızı', '红色'],
  green: ['أخضر', 'Grün', 'Verde', 'Vert', 'हरा', 'Hijau', 'Verde', 'グリーン', '초록색', 'Hijau', 'Verde', 'Зелёный', 'เขียว', 'Yeşil', '绿色'],
  beige: ['بيج', 'Beige', 'Beige', 'Beige', 'बेज', 'Krem', 'Beige', 'ベージュ', '베이지색', 'Kuning Air', 'Bege', 'Бежевый', 'เบจ', 'Bej', '米色'],
  brown: ['بني', 'Braun', 'Marrón', 'Marron', 'भूरा', 'Cokelat', 'Marrone', 'ブラウン', '갈색', 'Coklat', 'Marrom', 'Коричневый', 'น้ำตาล', 'Kahverengi', '棕色'],
  orange: ['برتقالي', 'Orange', 'Naranja', 'Orange', 'नारंगी', 'Oranye', 'Arancione', 'オレンジ', '주황색', 'Oren', 'Laranja', 'Оранжевый', 'ส้ม', 'Turuncu', '橙色'],
  yellow: ['أصفر', 'Gelb', 'Amarillo', 'Jaune', 'पीला', 'Kuning', 'Giallo', 'イエロー', '노란색', 'Kuning', 'Amarelo', 'Жёлтый', 'เหลือง', 'Sarı', '黄色'],
  burgundy: ['عنابي', 'Bordeaux', 'Burdeos', 'Bordeaux', 'मैरून', 'Merah Marun', 'Bordeaux', 'ワインレッド', '버건디', 'Merah Marun', 'Bordô', 'Бордовый', 'แดงเลือดหมู', 'Bordo', '酒红色'],
};

export const BODY_STYLE_NAMES: Record<string, Names> = {
  sedan: ['سيدان', 'Limousine', 'Sedán', 'Berline', 'सेडान', 'Sedan', 'Berlina', 'セダン', '세단', 'Sedan', 'Sedã', 'Седан', 'ซีดาน', 'Sedan', '轿车'],
  hatchback: ['هاتشباك', 'Schrägheck', 'Hatchback', 'Compacte (bicorps)', 'हैचबैक', 'Hatchback', 'Berlina due volumi', 'ハッチバック', '해치백', 'Hatchback', 'Hatch', 'Хэтчбек', 'แฮทช์แบ็ก', 'Hatchback', '两厢车'],
  coupe: ['كوبيه', 'Coupé', 'Cupé', 'Coupé', 'कूपे', 'Coupe', 'Coupé', 'クーペ', '쿠페', 'Coupe', 'Cupê', 'Купе', 'คูเป้', 'Coupe', '双门轿跑'],
  convertible: ['مكشوفة', 'Cabrio', 'Descapotable', 'Cabriolet', 'कन्वर्टिबल', 'Kabriolet', 'Cabriolet', 'オープンカー', '컨버터블', 'Kereta Bumbung Lipat', 'Conversível', 'Кабриолет', 'เปิดประทุน', 'Cabrio', '敞篷车'],
  wagon: ['ستيشن واغن', 'Kombi', 'Familiar', 'Break', 'स्टेशन वैगन', 'Station Wagon', 'Station wagon', 'ステーションワゴン', '왜건', 'Station Wagon', 'Perua', 'Универсал', 'สเตชันแวกอน', 'Station wagon', '旅行车'],
  suv: ['سيارة رياضية متعددة الاستخدامات', 'SUV', 'SUV', 'SUV', 'एसयूवी', 'SUV', 'SUV', 'SUV', 'SUV', 'SUV', 'SUV', 'Внедорожник', 'เอสยูวี', 'SUV', 'SUV'],
  crossover: ['كروس أوفر', 'Crossover', 'Crossover', 'Crossover', 'क्रॉसओवर', 'Crossover', 'Crossover', 'クロスオーバー', '크로스오버', 'Crossover', 'Crossover', 'Кроссовер', 'ครอสโอเวอร์', 'Crossover', '跨界车'],
  pickup: ['بيك أب', 'Pick-up', 'Pickup', 'Pick-up', 'पिकअप ट्रक', 'Pikap', 'Pick-up', 'ピックアップトラック', '픽업트럭', 'Trak Pikap', 'Picape', 'Пикап', 'กระบะ', 'Pikap', '皮卡'],
  minivan: ['ميني فان', 'Van', 'Monovolumen', 'Monospace', 'मिनीवैन', 'Minivan', 'Monovolume', 'ミニバン', '미니밴', 'MPV', 'Minivan', 'Минивэн', 'มินิแวน', 'Minivan', '多用途车 (MPV)'],
  'cargo-van': ['فان بضائع', 'Kastenwagen', 'Furgoneta de carga', 'Fourgon', 'कार्गो वैन', 'Van Kargo', 'Furgone', 'カーゴバン', '화물 밴', 'Van Kargo', 'Furgão', 'Грузовой фургон', 'รถตู้บรรทุกสินค้า', 'Panelvan', '货运厢式车'],
  'box-truck': ['شاحنة صندوقية', 'Koffer-Lkw', 'Camión de caja', 'Camion fourgon', 'बॉक्स ट्रक', 'Truk Boks', 'Autocarro furgonato', 'バントラック', '탑차', 'Lori Kotak', 'Caminhão baú', 'Грузовик-фургон', 'รถบรรทุกตู้ทึบ', 'Kapalı kasa kamyon', '厢式货车'],
  semi: ['شاحنة قاطرة', 'Sattelzugmaschine', 'Tractocamión', 'Tracteur routier', 'सेमी ट्रक', 'Truk Trailer', 'Trattore stradale', 'トラクターヘッド', '트랙터 트럭', 'Lori Treler', 'Cavalo mecânico', 'Седельный тягач', 'รถหัวลาก', 'Çekici', '半挂牵引车'],
  'sport-bike': ['دراجة نارية رياضية', 'Supersportler', 'Moto deportiva', 'Sportive', 'स्पोर्ट बाइक', 'Motor Sport', 'Moto sportiva', 'スポーツバイク', '스포츠 바이크', 'Motosikal Sukan', 'Moto esportiva', 'Спортбайк', 'สปอร์ตไบค์', 'Spor motosiklet', '仿赛摩托车'],
  naked: ['دراجة عادية (نيكد)', 'Naked Bike', 'Naked', 'Roadster', 'नेकेड / स्टैंडर्ड', 'Motor Naked', 'Naked', 'ネイキッド', '네이키드', 'Motosikal Naked', 'Naked', 'Нейкед', 'เนกเก็ตไบค์', 'Naked', '街车'],
  cruiser: ['كروزر', 'Cruiser', 'Cruiser', 'Custom', 'क्रूज़र', 'Cruiser', 'Cruiser', 'クルーザー', '크루저', 'Cruiser', 'Custom', 'Круизер', 'ครุยเซอร์', 'Cruiser', '巡航摩托车'],
  touring: ['دراجة سياحية', 'Tourer', 'Moto de turismo', 'Routière', 'टूरिंग', 'Touring', 'Moto da turismo', 'ツアラー', '투어링', 'Motosikal Jelajah', 'Touring', 'Турер', 'ทัวริ่ง', 'Touring', '旅行摩托车'],
  adventure: ['دراجة مغامرات', 'Reiseenduro', 'Trail', 'Trail', 'एडवेंचर', 'Motor Adventure', 'Enduro stradale', 'アドベンチャー', '어드벤처', 'Motosikal Pengembaraan', 'Big trail', 'Туристический эндуро', 'แอดเวนเจอร์', 'Adventure', '探险摩托车'],
  scooter: ['سكوتر', 'Roller', 'Scooter', 'Scooter', 'स्कूटर', 'Skuter', 'Scooter', 'スクーター', '스쿠터', 'Skuter', 'Scooter', 'Скутер', 'สกูตเตอร์', 'Scooter', '踏板车'],
  bus: ['حافلة', 'Bus', 'Autobús', 'Bus', 'बस', 'Bus', 'Autobus', 'バス', '버스', 'Bas', 'Ônibus', 'Автобус', 'รถบัส', 'Otobüs', '巴士'],
  boat: ['قارب', 'Boot', 'Barco', 'Bateau', 'नाव', 'Perahu', 'Barca', 'ボート', '보트', 'Bot', 'Barco', 'Лодка', 'เรือ', 'Tekne', '船'],
  pwc: ['دراجة مائية', 'Jetski', 'Moto acuática', 'Motomarine', 'पर्सनल वॉटरक्राफ़्ट', 'Jet Ski', "Moto d'acqua", '水上バイク', '수상 오토바이', 'Jet Ski', 'Jet ski', 'Гидроцикл', 'เจ็ตสกี', 'Jet ski', '水上摩托'],
};

export const SELLER_TYPE_NAMES: Record<string, Names> = {
  private: ['بائع خاص', 'Privatverkäufer', 'Particular', 'Particulier', 'निजी विक्रेता', 'Penjual Pribadi', 'Privato', '個人', '개인 판매자', 'Penjual Persendirian', 'Particular', 'Частное лицо', 'ผู้ขายรายบุคคล', 'Bireysel satıcı', '个人卖家'],
  dealer: ['تاجر', 'Händler', 'Concesionario', 'Professionnel', 'डीलर', 'Dealer', 'Concessionario', '販売店', '딜러', 'Pengedar', 'Revenda', 'Дилер', 'ดีลเลอร์', 'Galeri', '经销商'],
  certified: ['تاجر معتمد', 'Zertifizierter Händler', 'Concesionario certificado', 'Professionnel certifié', 'प्रमाणित डीलर', 'Dealer Bersertifikat', 'Concessionario certificato', '認定販売店', '인증 딜러', 'Pengedar Bertauliah', 'Revenda certificada', 'Сертифицированный дилер', 'ดีลเลอร์ที่ได้รับการรับรอง', 'Sertifikalı galeri', '认证经销商'],
};

export const VEHICLE_TYPE_NAMES: Record<string, Names> = {
  car: ['سيارة ركاب', 'Pkw', 'Turismo', 'Voiture particulière', 'यात्री कार', 'Mobil Penumpang', 'Autovettura', '乗用車', '승용차', 'Kereta Penumpang', 'Carro de passeio', 'Легковой автомобиль', 'รถยนต์นั่ง', 'Otomobil', '乘用车'],
  suv: ['رياضية متعددة الاستخدامات / كروس أوفر', 'SUV / Crossover', 'SUV / Crossover', 'SUV / Crossover', 'एसयूवी / क्रॉसओवर', 'SUV / Crossover', 'SUV / Crossover', 'SUV / クロスオーバー', 'SUV / 크로스오버', 'SUV / Crossover', 'SUV / Crossover', 'Внедорожник / Кроссовер', 'เอสยูวี / ครอสโอเวอร์', 'SUV / Crossover', 'SUV / 跨界车'],
  pickup: ['شاحنة بيك أب', 'Pick-up', 'Pickup', 'Pick-up', 'पिकअप ट्रक', 'Pikap', 'Pick-up', 'ピックアップトラック', '픽업트럭', 'Trak Pikap', 'Picape', 'Пикап', 'รถกระบะ', 'Pikap', '皮卡'],
  van: ['فان / ميني فان', 'Transporter / Van', 'Furgoneta / Monovolumen', 'Fourgon / Monospace', 'वैन / मिनीवैन', 'Van / Minivan', 'Furgone / Monovolume', 'バン / ミニバン', '밴 / 미니밴', 'Van / MPV', 'Van / Minivan', 'Фургон / Минивэн', 'รถตู้ / มินิแวน', 'Van / Minivan', '厢式车 / MPV'],
  commercial: ['شاحنة تجارية', 'Lkw', 'Camión comercial', 'Poids lourd', 'व्यावसायिक ट्रक', 'Truk Niaga', 'Camion', '商用トラック', '상용 트럭', 'Lori Komersial', 'Caminhão', 'Грузовик', 'รถบรรทุกเชิงพาณิชย์', 'Ticari kamyon', '商用卡车'],
  motorcycle: ['دراجة نارية', 'Motorrad', 'Motocicleta', 'Moto', 'मोटरसाइकिल', 'Sepeda Motor', 'Moto', 'オートバイ', '오토바이', 'Motosikal', 'Motocicleta', 'Мотоцикл', 'รถจักรยานยนต์', 'Motosiklet', '摩托车'],
  bus: ['حافلة', 'Bus', 'Autobús', 'Bus', 'बस', 'Bus', 'Autobus', 'バス', '버스', 'Bas', 'Ônibus', 'Автобус', 'รถบัส', 'Otobüs', '客车'],
  watercraft: ['قارب / مركبة مائية', 'Boot / Wasserfahrzeug', 'Embarcación', 'Bateau / Engin nautique', 'नाव / जलयान', 'Perahu / Kendaraan Air', "Barca / Moto d'acqua", 'ボート / 水上バイク', '보트 / 수상 레저기구', 'Bot / Kenderaan Air', 'Barco / Embarcação', 'Лодка / Водная техника', 'เรือ / ยานพาหนะทางน้ำ', 'Tekne / Deniz aracı', '船艇 / 水上载具'],
};

export const TAG_NAMES: Record<string, Names> = {
  'low-mileage': ['عدد كيلومترات منخفض', 'Geringe Laufleistung', 'Pocos kilómetros', 'Faible kilométrage', 'कम माइलेज', 'Kilometer Rendah', 'Pochi chilometri', '低走行', '저주행', 'Perbatuan Rendah', 'Baixa quilometragem', 'Малый пробег', 'ไมล์น้อย', 'Düşük kilometre', '低里程'],
  'one-owner': ['مالك واحد', 'Erstbesitz', 'Único propietario', 'Première main', 'एक मालिक', 'Tangan Pertama', 'Unico proprietario', 'ワンオーナー', '1인 소유', 'Pemilik Tunggal', 'Único dono', 'Один владелец', 'เจ้าของมือเดียว', 'Tek sahibinden', '一手车'],
  'service-history': ['سجل صيانة كامل', 'Scheckheftgepflegt', 'Historial de mantenimiento completo', "Historique d'entretien complet", 'पूरा सर्विस इतिहास', 'Riwayat Servis Lengkap', 'Tagliandi certificati', '整備記録簿あり', '정비 이력 완비', 'Rekod Servis Penuh', 'Revisões em dia', 'Полная сервисная история', 'ประวัติเข้าศูนย์ครบ', 'Tam servis geçmişi', '完整保养记录'],
  'accident-free': ['بلا حوادث', 'Unfallfrei', 'Sin accidentes', 'Sans accident', 'दुर्घटना-रहित', 'Bebas Kecelakaan', 'Mai incidentata', '無事故', '무사고', 'Bebas Kemalangan', 'Sem sinistro', 'Без ДТП', 'ไม่มีอุบัติเหตุ', 'Hasarsız', '无事故'],
  warranty: ['ضمان', 'Garantie', 'Garantía', 'Garantie', 'वारंटी', 'Garansi', 'Garanzia', '保証付き', '보증', 'Waranti', 'Garantia', 'Гарантия', 'มีประกัน', 'Garantili', '保修'],
  imported: ['مستورد', 'Import', 'Importado', 'Importé', 'आयातित', 'Impor', 'Importata', '輸入車', '수입', 'Import', 'Importado', 'Импорт', 'นำเข้า', 'İthal', '进口'],
  certified: ['مستعمل معتمد', 'Zertifizierter Gebrauchtwagen', 'Seminuevo certificado', 'Occasion certifiée', 'प्रमाणित पूर्व-स्वामित्व', 'Bekas Bersertifikat', 'Usato certificato', '認定中古車', '인증 중고', 'Terpakai Bertauliah', 'Seminovo certificado', 'Сертифицированный б/у', 'รถมือสองรับรองคุณภาพ', 'Sertifikalı ikinci el', '认证二手车'],
  'price-drop': ['تخفيض السعر', 'Preis gesenkt', 'Precio rebajado', 'Prix en baisse', 'कीमत घटी', 'Harga Turun', 'Prezzo ribassato', '値下げ', '가격 인하', 'Harga Turun', 'Preço reduzido', 'Цена снижена', 'ลดราคา', 'Fiyatı düştü', '降价'],
};

/** The demo categories (data/lookups.ts CATEGORIES, by key) in the 15 other languages (migration 0020). */
export const CATEGORY_NAMES: Record<string, Names> = {
  cars: ['سيارات', 'Autos', 'Coches', 'Voitures', 'कारें', 'Mobil', 'Auto', '乗用車', '자동차', 'Kereta', 'Carros', 'Легковые автомобили', 'รถยนต์', 'Otomobiller', '汽车'],
  motorcycles: ['دراجات نارية', 'Motorräder', 'Motocicletas', 'Motos', 'मोटरसाइकिलें', 'Sepeda Motor', 'Moto', 'オートバイ', '오토바이', 'Motosikal', 'Motos', 'Мотоциклы', 'รถจักรยานยนต์', 'Motosikletler', '摩托车'],
  trucks: ['شاحنات وفانات', 'Lkw & Transporter', 'Camiones y furgonetas', 'Camions et utilitaires', 'ट्रक और वैन', 'Truk & Van', 'Camion e furgoni', 'トラック・バン', '트럭 및 밴', 'Lori & Van', 'Caminhões e vans', 'Грузовики и фургоны', 'รถบรรทุกและรถตู้', 'Kamyon ve Panelvan', '卡车和厢式车'],
  suvs: ['دفع رباعي وكروس أوفر', 'SUVs & Crossover', 'SUV y crossover', 'SUV et crossovers', 'एसयूवी और क्रॉसओवर', 'SUV & Crossover', 'SUV e crossover', 'SUV・クロスオーバー', 'SUV 및 크로스오버', 'SUV & Crossover', 'SUVs e crossovers', 'Внедорожники и кроссоверы', 'เอสยูวีและครอสโอเวอร์', 'SUV ve Crossover', 'SUV 和跨界车'],
  ev: ['سيارات كهربائية', 'Elektrofahrzeuge', 'Vehículos eléctricos', 'Véhicules électriques', 'इलेक्ट्रिक वाहन', 'Kendaraan Listrik', 'Veicoli elettrici', '電気自動車', '전기차', 'Kenderaan Elektrik', 'Veículos elétricos', 'Электромобили', 'รถยนต์ไฟฟ้า', 'Elektrikli Araçlar', '电动汽车'],
  buses: ['حافلات', 'Busse', 'Autobuses', 'Bus et autocars', 'बसें', 'Bus', 'Autobus', 'バス', '버스', 'Bas', 'Ônibus', 'Автобусы', 'รถบัส', 'Otobüsler', '客车'],
  boats: ['قوارب', 'Boote', 'Barcos', 'Bateaux', 'नावें', 'Perahu', 'Barche', 'ボート', '보트', 'Bot', 'Barcos', 'Лодки и катера', 'เรือ', 'Tekneler', '船艇'],
  parts: ['قطع غيار وإكسسوارات', 'Teile & Zubehör', 'Recambios y accesorios', 'Pièces et accessoires', 'पुर्ज़े और एक्सेसरीज़', 'Suku Cadang & Aksesori', 'Ricambi e accessori', 'パーツ・アクセサリー', '부품 및 액세서리', 'Alat Ganti & Aksesori', 'Peças e acessórios', 'Запчасти и аксессуары', 'อะไหล่และอุปกรณ์เสริม', 'Parça ve Aksesuar', '配件和用品'],
};

/** A row's translations map (language → name) from its names in TRANSLATED_LANGUAGES order. */
export function translationsOf(names: Names | undefined): Record<string, string> {
  return names ? Object.fromEntries(TRANSLATED_LANGUAGES.map((lang, i) => [lang, names[i]!])) : {};
}
