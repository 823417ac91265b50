/**
 * The words the page and text readers go by (section headings, fact labels, yields, time units),
 * one entry per language. Entries are regular expression sources matched without regard to case;
 * every reader joins all languages, so a page is read whatever its language and a new language is
 * one more entry.
 */
interface Vocabulary {
  /** Names of the ingredients, anywhere in a short heading ("Zutaten für 4 Personen"). */
  ingredients: string[];
  /** Names of the method, anywhere in a short heading. */
  instructions: string[];
  /** Words of the class or id of an element holding the ingredients or the method, when no heading names them ("zutaten-liste"). */
  ingredientsClass: string[];
  instructionsClass: string[];
  /** Headings of the tools, which end the ingredients ("Utensilien"); at a heading's start. */
  equipment: string[];
  /** Headings that end the steps: notes, tips, nutrition, storage ("Astuces"); at a heading's start. */
  afterSteps: string[];
  /** Labels of a fact line ("Zubereitungszeit: 20 Min.", "Porciones: 4"), by the fact they state. */
  prep: string[];
  cook: string[];
  total: string[];
  yields: string[];
  /** Labels of times that are neither prep nor cooking ("Ruhezeit", "Temps de repos"), read as facts of their own. */
  otherTimes: string[];
  /** The word for time: a label of the total only before a colon ("Zeit: 1 Std."). */
  time: string[];
  /** What a count of servings at a line's start counts ("4 Portionen"). */
  portions: string[];
  /** Whom a count serves, after "for" ("für 4 Personen") or as a whole line ("4 personen"), besides portions. */
  people: string[];
  /** "for" before that count: a short line "Pour 6 personnes", a heading "Zutaten für 4 Personen". */
  for: string[];
  /** Verbs that tell the yield in a sentence ("Rinde 4 porciones"). */
  serves: string[];
  /** Hedges between such a verb and its count ("Rinde aproximadamente 4 porciones"). */
  about: string[];
  /** The word for a recipe, as a title may add it ("Linsensuppe Rezept – Site"). */
  recipe: string[];
  /** The word numbering a step ("Schritt 2", "Étape 3"). */
  step: string[];
  /** Units of a written duration ("1 Std. 30 Min.", "1 heure 10"). */
  days: string[];
  hours: string[];
  minutes: string[];
  seconds: string[];
  /**
   * Small numbers written as words, with their value ("Für vier Personen"). A word that is also
   * the article "a" ("un", "ein", "en") is left out, and so is one that is an English word ("to",
   * "on", "hat", "due", "once"), as every language's words are read in every text.
   */
  numbers: Record<string, number>;
  /** "and" between a whole and its half ("1 hora y media", "1 und 1/2 Stunden"). */
  and: string[];
  /** "One" or "a" before a unit ("an hour", "une heure"), which a half may follow. */
  one: string[];
  /** A half after "and" ("1 hour and a half", "1 heure et demie"). */
  half: string[];
  /** Half of the unit after it ("half an hour", "media hora", "eine halbe Stunde"). */
  halfA: string[];
  /** One and a half in one word, before the unit ("anderthalb Stunden", "anderhalf uur"). */
  oneAndAHalf: string[];
}

const LANGUAGES: Record<string, Vocabulary> = {
  en: {
    ingredients: ['ingredients?', String.raw`(?:what )?you(?:'|’)?ll need`, 'you will need'],
    instructions: ['instructions?', 'directions?', 'method', 'preparation', 'procedure', 'steps', 'how to make'],
    ingredientsClass: ['ingredients?'],
    instructionsClass: ['instructions?', 'directions?', 'method', 'steps?', 'preparation'],
    equipment: [String.raw`(?:special\s+)?(?:equipment|tools|utensils)`],
    // "Notes, tips and variations", "Recipe notes", "Chef's tips".
    afterSteps: [String.raw`(?:(?:recipe|cook(?:'|’)?s|chef(?:'|’)?s)\s+)?(?:notes?|nutrition|tips?|variations?|storage|faq|video|serving suggestions?|to serve)`],
    prep: ['prep(?:aration)?(?: time)?'],
    cook: ['cook(?:s|ing)?(?: time)?'],
    total: ['total(?: time)?'],
    yields: ['serves', 'servings?(?! size)', 'yields?', 'makes', 'portions?', 'feeds'],
    otherTimes: ['chill(?:ing)?', 'rest(?:ing)?', 'marinat(?:e|ing)', 'freez(?:e|ing)', 'ris(?:e|ing)', 'inactive', 'soak(?:ing)?'],
    time: ['time'],
    portions: ['servings?', 'portions?'],
    people: ['people', 'persons?'],
    for: ['for'],
    serves: ['serves', 'feeds', 'makes', 'yields', String.raw`(?:enough\s+)?(?:to\s+)?(?:feed|serve)`],
    about: ['about', 'around', 'approximately', 'roughly', String.raw`up\s+to`, String.raw`at\s+least`],
    recipe: ['recipe'],
    step: ['step'],
    days: ['d', 'days?'],
    hours: ['h', 'hrs?', 'hours?'],
    minutes: ['m', 'mins?', 'minutes?'],
    seconds: ['s', 'secs?', 'seconds?'],
    numbers: { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12, 'half a dozen': 6, 'a dozen': 12 },
    one: ['an?', 'one'],
    and: ['and'],
    half: ['a half'],
    halfA: ['half an?'],
    oneAndAHalf: [String.raw`one\s+and\s+a\s+half`],
  },
  de: {
    ingredients: ['zutaten(?:liste)?', 'das brauchst du', 'du brauchst'],
    instructions: ['zubereitung', 'zubereitungsschritte', 'anleitung', 'arbeitsschritte', "so geht(?:'|’)?s"],
    ingredientsClass: ['zutaten'],
    instructionsClass: ['zubereitung', 'anleitung'],
    equipment: ['utensilien', 'küchengeräte', 'zubehör'],
    afterSteps: ['notizen', 'hinweise?', 'tipps?', 'nährwerte', 'nährwertangaben', 'varianten', 'variationen', 'aufbewahrung'],
    prep: ['zubereitung(?:szeit)?', 'vorbereitung(?:szeit)?', 'arbeitszeit'],
    cook: [String.raw`koch-\s*/\s*backzeit`, 'kochzeit', 'backzeit', 'garzeit', 'bratzeit'],
    total: ['gesamtzeit', 'gesamt'],
    yields: ['portionen', 'personen', 'ergibt'],
    otherTimes: ['ruhezeit', 'kühlzeit', 'gehzeit', 'wartezeit', 'marinierzeit'],
    time: ['zeit', 'dauer'],
    portions: ['portion(?:en)?'],
    people: ['personen', 'person'],
    for: ['für'],
    serves: ['ergibt', 'reicht für'],
    about: ['etwa', String.raw`ca\.`, 'circa', 'ungefähr'],
    recipe: ['rezept'],
    step: ['schritt'],
    days: ['tag(?:e|en)?'],
    hours: [String.raw`std\.?`, 'stunden?'],
    minutes: ['minuten?'],
    seconds: ['sek(?:unden?)?'],
    numbers: { zwei: 2, drei: 3, vier: 4, 'fünf': 5, sechs: 6, sieben: 7, acht: 8, neun: 9, zehn: 10, elf: 11, 'zwölf': 12, 'ein dutzend': 12 },
    one: ['eine?'],
    and: ['und'],
    half: ['eine halbe'],
    halfA: ['eine halbe', 'einer halben', 'halbe'],
    oneAndAHalf: ['anderthalb', 'eineinhalb'],
  },
  fr: {
    ingredients: ['ingrédients?', 'il vous faut'],
    instructions: ['préparation', 'étapes', 'déroulé', 'déroulement', 'marche à suivre', 'méthode'],
    ingredientsClass: ['ingredients?'],
    instructionsClass: ['preparation', 'etapes'],
    equipment: ['ustensiles?', 'matériel', 'équipement'],
    afterSteps: ['astuces?', 'conseils?', 'remarques?', 'valeurs nutritionnelles', 'informations nutritionnelles', 'variantes?', 'conservation'],
    prep: ['temps de préparation', 'préparation'],
    cook: ['temps de cuisson', 'cuisson'],
    total: ['temps total', 'durée totale'],
    yields: ['personnes', 'rendement', 'nombre de personnes', 'nombre de parts'],
    otherTimes: ['temps de repos', 'repos', 'réfrigération', 'marinade'],
    time: ['temps', 'durée'],
    portions: ['portions?'],
    people: ['personnes?', 'parts'],
    for: ['pour'],
    serves: [],
    about: ['environ', String.raw`env\.`],
    recipe: ['recette'],
    step: ['étape'],
    days: ['jours?'],
    hours: ['heures?'],
    minutes: ['mn'],
    seconds: ['secondes?'],
    numbers: { deux: 2, trois: 3, quatre: 4, cinq: 5, six: 6, sept: 7, huit: 8, neuf: 9, dix: 10, onze: 11, douze: 12, 'une douzaine': 12 },
    one: ['une?'],
    and: ['et'],
    half: ['demie?'],
    halfA: [String.raw`une\s+demi-?`, 'demi-'],
    oneAndAHalf: [],
  },
  es: {
    ingredients: ['ingredientes'],
    instructions: ['preparación', 'elaboración', 'instrucciones', 'pasos', 'procedimiento'],
    ingredientsClass: ['ingredientes'],
    instructionsClass: ['preparacion', 'elaboracion', 'pasos'],
    equipment: ['utensilios', 'equipamiento'],
    afterSteps: ['notas?', 'consejos?', 'trucos?', 'información nutricional', 'valor(?:es)? nutricional(?:es)?', 'variaciones', 'conservación'],
    prep: ['tiempo de preparación', 'preparación'],
    cook: ['tiempo de cocción', 'cocción'],
    total: ['tiempo total'],
    yields: ['raciones', 'porciones', 'comensales', 'personas', 'rendimiento', 'rinde'],
    otherTimes: ['tiempo de reposo', 'reposo', 'refrigeración'],
    time: ['tiempo', 'duración'],
    portions: ['porci(?:ón|ones)', 'raci(?:ón|ones)'],
    people: ['personas?', 'comensales'],
    for: ['para'],
    serves: ['rinden?', 'alcanza para'],
    about: ['aproximadamente', 'unas?', 'unos'],
    recipe: ['receta'],
    step: ['paso'],
    days: ['días?'],
    hours: ['horas?'],
    minutes: ['minutos?'],
    seconds: ['segundos?'],
    numbers: { dos: 2, tres: 3, cuatro: 4, cinco: 5, seis: 6, siete: 7, ocho: 8, nueve: 9, diez: 10, 'una docena': 12 },
    one: ['una?', 'uno'],
    and: ['y'],
    half: ['media'],
    halfA: ['media'],
    oneAndAHalf: [],
  },
  it: {
    ingredients: ['ingredienti'],
    instructions: ['procedimento', 'preparazione', 'istruzioni', 'passaggi'],
    ingredientsClass: ['ingredienti'],
    instructionsClass: ['preparazione', 'procedimento'],
    equipment: ['attrezzatura', 'utensili', 'strumenti'],
    afterSteps: ['note', 'consigli', 'valori nutrizionali', 'varianti', 'conservazione'],
    prep: ['tempo di preparazione', 'preparazione'],
    cook: ['tempo di cottura', 'cottura'],
    total: ['tempo totale'],
    yields: ['porzioni', 'persone', 'dosi(?: per)?'],
    otherTimes: ['tempo di riposo', 'riposo', 'lievitazione', 'marinatura'],
    time: ['tempo', 'durata'],
    portions: ['porzion[ei]'],
    people: ['persone', 'persona'],
    for: ['per'],
    serves: ['dosi per'],
    about: ['circa', 'almeno'],
    recipe: ['ricetta'],
    step: ['pass(?:o|aggio)'],
    days: ['giorn[oi]'],
    hours: ['or[ae]'],
    minutes: ['minut[io]'],
    seconds: ['second[io]'],
    numbers: { tre: 3, quattro: 4, cinque: 5, sei: 6, sette: 7, otto: 8, nove: 9, dieci: 10, undici: 11, dodici: 12, 'una dozzina': 12 },
    one: ['una?', 'uno'],
    and: ['e'],
    half: ['mezz[ao]'],
    halfA: ["mezz['’]", 'mezza'],
    oneAndAHalf: [],
  },
  nl: {
    ingredients: ['ingrediënten', 'ingredienten', 'benodigdheden', 'wat heb je nodig', 'dit heb je nodig'],
    instructions: ['bereiding', 'bereidingswijze', 'werkwijze', 'instructies', 'stappen'],
    ingredientsClass: ['ingredienten'],
    instructionsClass: ['bereiding'],
    equipment: ['keukengerei'],
    afterSteps: ['notities?', 'opmerkingen', 'voedingswaarden?', 'variaties', 'bewaren', 'bewaartips'],
    prep: ['bereidingstijd', 'voorbereidingstijd', 'voorbereiding'],
    cook: ['kooktijd', 'oventijd', 'baktijd'],
    total: ['totale tijd', 'totaal'],
    yields: ['porties', 'personen', 'aantal personen', 'aantal porties'],
    otherTimes: ['wachttijd', 'rusttijd', 'koeltijd'],
    time: ['tijd'],
    portions: ['porties?'],
    people: ['personen', 'persoon'],
    for: ['voor'],
    serves: ['genoeg voor'],
    about: ['ongeveer', 'circa', String.raw`ca\.`],
    recipe: ['recept'],
    step: ['stap'],
    days: ['dagen', 'dag'],
    hours: ['uur', 'uren'],
    minutes: ['minuten', 'minuut'],
    seconds: ['seconden?'],
    numbers: { twee: 2, drie: 3, vier: 4, vijf: 5, zes: 6, zeven: 7, acht: 8, negen: 9, tien: 10, elf: 11, twaalf: 12 },
    one: ['een'],
    and: ['en'],
    half: ['een half'],
    halfA: ['een half', 'een halve', 'half'],
    oneAndAHalf: ['anderhalf', 'anderhalve'],
  },
  pt: {
    ingredients: ['ingredientes'],
    instructions: ['modo de preparo', 'modo de preparação', 'preparação', 'instruções', 'passos', 'passo a passo'],
    ingredientsClass: ['ingredientes'],
    instructionsClass: ['preparo'],
    equipment: ['utensílios', 'equipamentos?'],
    afterSteps: ['notas?', 'dicas?', 'informaç(?:ão|ões) nutriciona(?:l|is)', 'variações', 'conservação'],
    prep: ['tempo de preparo', 'tempo de preparação', 'preparo'],
    cook: ['tempo de cozimento', 'cozimento', 'tempo de forno'],
    total: ['tempo total'],
    // "Serve" labels the yield only before its value ("Serve: 4"): "Serve with bread" is advice.
    yields: ['porções', 'rendimento', 'rende', String.raw`serve(?=\s*(?::|\d|$))`, 'pessoas'],
    otherTimes: ['tempo de descanso', 'descanso', 'tempo de geladeira'],
    time: ['tempo'],
    portions: ['porç(?:ão|ões)'],
    people: ['pessoas?'],
    for: ['para'],
    serves: ['rende', 'serve'],
    about: ['aproximadamente', 'cerca de', 'até'],
    recipe: ['receita'],
    step: ['passo'],
    days: ['dias?'],
    hours: ['horas?'],
    minutes: ['minutos?'],
    seconds: ['segundos?'],
    numbers: { dois: 2, duas: 2, 'três': 3, quatro: 4, cinco: 5, seis: 6, sete: 7, oito: 8, nove: 9, dez: 10, onze: 11, 'uma dúzia': 12 },
    one: ['uma?', 'um'],
    and: ['e'],
    half: ['meia'],
    halfA: ['meia'],
    oneAndAHalf: [],
  },
  sv: {
    ingredients: ['ingredienser', 'du behöver'],
    instructions: ['gör så här', 'så gör du', 'instruktioner', 'tillagning', 'tillvägagångssätt'],
    ingredientsClass: ['ingredienser'],
    instructionsClass: ['instruktioner', 'tillagning'],
    equipment: ['redskap', 'utrustning'],
    afterSteps: ['anteckningar', 'näringsvärde', 'näringsinnehåll', 'förvaring'],
    prep: ['förberedelsetid', 'förberedelse'],
    cook: ['tillagningstid'],
    total: ['total tid', 'totaltid'],
    yields: ['portioner', 'antal portioner', 'antal personer'],
    otherTimes: ['vilotid', 'jästid', 'kyltid'],
    time: ['tid'],
    portions: ['portion(?:er)?'],
    people: ['personer', 'person'],
    for: ['för'],
    serves: ['räcker (?:till|för)'],
    about: ['cirka', String.raw`ca\.?`, 'ungefär'],
    recipe: ['recept'],
    step: ['steg'],
    days: ['dagar', 'dag'],
    hours: ['timmar', 'timme', 'tim'],
    minutes: ['minuter', 'minut'],
    seconds: ['sekunder'],
    numbers: { 'två': 2, tre: 3, fyra: 4, fem: 5, sex: 6, sju: 7, 'åtta': 8, nio: 9, tio: 10, elva: 11, tolv: 12 },
    one: ['en', 'ett'],
    and: ['och'],
    half: ['en halv'],
    halfA: ['en halv', 'halv'],
    oneAndAHalf: [String.raw`en\s+och\s+en\s+halv`],
  },
  da: {
    ingredients: ['ingredienser', 'du skal bruge'],
    instructions: ['fremgangsmåde', 'sådan gør du', 'tilberedning', 'instruktioner'],
    ingredientsClass: ['ingredienser'],
    instructionsClass: ['fremgangsmaade', 'tilberedning'],
    equipment: ['udstyr', 'redskaber'],
    afterSteps: ['noter', 'næringsindhold', 'opbevaring'],
    prep: ['forberedelsestid', 'forberedelse', 'arbejdstid'],
    cook: ['tilberedningstid', 'kogetid', 'bagetid'],
    total: ['samlet tid', 'total tid'],
    yields: ['portioner', 'antal personer', 'personer'],
    otherTimes: ['hviletid', 'hævetid', 'ventetid'],
    time: ['tid'],
    portions: ['portioner'],
    people: ['personer', 'person'],
    for: ['til'],
    serves: [],
    about: ['cirka', String.raw`ca\.?`, 'omkring'],
    recipe: ['opskrift'],
    step: ['trin'],
    days: ['dage?'],
    hours: ['timer?'],
    minutes: ['minutter?'],
    seconds: ['sekunder'],
    numbers: { tre: 3, fem: 5, seks: 6, syv: 7, otte: 8, elleve: 11, tolv: 12 },
    one: ['en', 'et'],
    and: ['og'],
    half: ['en halv'],
    halfA: ['en halv', 'et halvt', 'halv'],
    oneAndAHalf: ['halvanden'],
  },
  no: {
    ingredients: ['ingredienser', 'du trenger'],
    instructions: ['fremgangsmåte', 'framgangsmåte', 'slik gjør du', 'tilberedning', 'instruksjoner'],
    ingredientsClass: ['ingredienser'],
    instructionsClass: ['fremgangsmate', 'tilberedning'],
    equipment: ['utstyr', 'redskaper'],
    afterSteps: ['notater', 'næringsinnhold', 'oppbevaring'],
    prep: ['forberedelsestid', 'forberedelse'],
    cook: ['tilberedningstid', 'koketid', 'steketid'],
    total: ['total tid', 'totaltid'],
    yields: ['porsjoner', 'antall personer', 'personer'],
    otherTimes: ['hviletid', 'hevetid', 'ventetid'],
    time: ['tid'],
    portions: ['porsjon(?:er)?'],
    people: ['personer', 'person'],
    for: ['til'],
    serves: [],
    about: ['cirka', String.raw`ca\.?`, 'omtrent'],
    recipe: ['oppskrift'],
    step: ['trinn'],
    days: ['dager?', 'døgn'],
    hours: ['timer?'],
    minutes: ['minutter?'],
    seconds: ['sekunder'],
    numbers: { tre: 3, fem: 5, seks: 6, sju: 7, 'åtte': 8, elleve: 11, tolv: 12 },
    one: ['en', 'et', 'ei'],
    and: ['og'],
    half: ['en halv'],
    halfA: ['en halv', 'et halvt', 'halv'],
    oneAndAHalf: ['halvannen'],
  },
  pl: {
    ingredients: ['składnik(?:i|ów)'],
    instructions: ['(?:sposób )?przygotowani[ae]', 'wykonanie', 'instrukcje'],
    ingredientsClass: ['skladniki'],
    instructionsClass: ['przygotowanie'],
    equipment: ['sprzęt', 'przybory'],
    afterSteps: ['uwagi', 'notatki', 'wskazówki', 'porady', 'wartości odżywcze', 'przechowywanie'],
    prep: ['czas przygotowania', 'przygotowanie'],
    cook: ['czas (?:gotowania|pieczenia|smażenia)'],
    total: ['czas całkowity', 'łączny czas'],
    yields: ['porcje', '(?:liczba|ilość) (?:porcji|osób)'],
    otherTimes: ['czas (?:odpoczynku|chłodzenia|marynowania|wyrastania)'],
    time: ['czas'],
    portions: ['porcj[aei]'],
    people: ['osób', 'osoby', 'osoba'],
    for: ['dla', 'na'],
    serves: ['wystarczy dla'],
    about: ['około', String.raw`ok\.`],
    recipe: ['przepis'],
    step: ['krok'],
    days: ['dni', 'dzień'],
    hours: [String.raw`godz\.?`, 'godzin[aęy]?'],
    minutes: ['minut[ay]?'],
    seconds: ['sekund[ay]?'],
    numbers: { dwa: 2, dwie: 2, 'dwóch': 2, trzy: 3, trzech: 3, cztery: 4, czterech: 4, 'pięć': 5, 'pięciu': 5, 'sześć': 6, 'sześciu': 6, siedem: 7, siedmiu: 7, osiem: 8, 'ośmiu': 8, 'dziewięć': 9, 'dziesięć': 10, 'jedenaście': 11, 'dwanaście': 12 },
    one: ['jedn[aąe]', 'jeden'],
    and: ['i'],
    half: ['pół'],
    halfA: ['pół'],
    oneAndAHalf: ['półtorej', 'półtora'],
  },
  cs: {
    ingredients: ['suroviny', 'ingredience', 'přísady'],
    instructions: ['postup(?: přípravy)?', 'příprava'],
    ingredientsClass: ['suroviny'],
    instructionsClass: ['postup'],
    equipment: ['vybavení', 'pomůcky'],
    afterSteps: ['poznámky', 'tipy', 'nutriční hodnoty', 'výživové hodnoty', 'skladování'],
    prep: ['doba přípravy', 'příprava'],
    cook: ['doba (?:vaření|pečení)'],
    total: ['celkový čas', 'celková doba'],
    yields: ['počet porcí', 'porce'],
    otherTimes: ['doba (?:odpočinku|chlazení|kynutí)'],
    time: ['čas', 'doba'],
    portions: ['porc[eí]'],
    people: ['osoby', 'osob'],
    for: ['pro'],
    serves: [],
    about: ['asi', 'přibližně', 'cca'],
    recipe: ['recept'],
    step: ['krok'],
    days: ['dn[ůy]', 'den'],
    hours: [String.raw`hod\.?`, 'hodin[ay]?'],
    minutes: ['minut[ay]?'],
    seconds: ['sekund[ay]?'],
    numbers: { dva: 2, 'dvě': 2, 'tři': 3, 'čtyři': 4, 'pět': 5, 'šest': 6, sedm: 7, osm: 8, 'devět': 9, deset: 10, 'jedenáct': 11, 'dvanáct': 12 },
    one: ['jedn[au]', 'jeden'],
    and: ['a'],
    half: ['půl'],
    halfA: ['půl'],
    oneAndAHalf: [],
  },
  fi: {
    ingredients: ['ainekset', 'ainesosat', 'tarvitset'],
    instructions: ['valmistus(?:ohje)?', 'ohje', 'näin valmistat'],
    ingredientsClass: ['ainekset'],
    instructionsClass: ['valmistus', 'ohje'],
    equipment: ['välineet', 'tarvikkeet'],
    afterSteps: ['vinkit', 'vinkki', 'huom', 'ravintosisältö', 'säilytys'],
    prep: ['valmisteluaika', 'valmistusaika'],
    cook: ['kypsennysaika', 'paistoaika', 'keittoaika'],
    total: ['kokonaisaika'],
    yields: ['annokset', 'annoksia', 'annosmäärä'],
    otherTimes: ['lepoaika', 'kohotusaika', 'jäähdytysaika'],
    time: ['aika'],
    portions: ['annosta', 'annos(?:ta)?'],
    people: ['hengelle', 'henkilölle'],
    for: [],
    serves: [],
    about: ['noin', 'n\\.'],
    recipe: ['resepti'],
    step: ['vaihe'],
    days: ['päivää?'],
    hours: ['tuntia?'],
    minutes: ['minuuttia?'],
    seconds: ['sekuntia?'],
    numbers: { kaksi: 2, kolme: 3, 'neljä': 4, viisi: 5, kuusi: 6, 'seitsemän': 7, kahdeksan: 8, 'yhdeksän': 9, kymmenen: 10, yksitoista: 11, kaksitoista: 12 },
    one: ['yksi'],
    and: ['ja'],
    half: ['puoli'],
    halfA: ['puoli'],
    oneAndAHalf: ['puolitoista'],
  },
  hu: {
    ingredients: ['hozzávalók'],
    instructions: ['elkészítés(?:e)?', 'elkészítés menete', 'a recept elkészítése'],
    ingredientsClass: ['hozzavalok'],
    instructionsClass: ['elkeszites'],
    equipment: ['eszközök', 'konyhai eszközök'],
    afterSteps: ['megjegyzés(?:ek)?', 'tippek?', 'tápérték'],
    prep: ['előkészítési idő', 'előkészítés'],
    cook: ['(?:sütési|főzési) idő', 'elkészítési idő'],
    total: ['teljes idő', 'összesen'],
    yields: ['adag(?:ok)?', 'adagszám'],
    otherTimes: ['pihentetési idő', 'kelesztési idő'],
    time: ['idő'],
    portions: ['adag'],
    people: ['személyre', 'főre', 'személy'],
    for: [],
    serves: [],
    about: ['kb\\.', 'körülbelül'],
    recipe: ['recept'],
    step: ['lépés'],
    days: ['nap'],
    hours: ['óra'],
    minutes: ['perc'],
    seconds: ['másodperc'],
    numbers: { 'két': 2, 'kettő': 2, 'három': 3, 'négy': 4, 'öt': 5, 'hét': 7, nyolc: 8, kilenc: 9, 'tíz': 10, tizenegy: 11, 'tizenkét': 12, 'tizenkettő': 12 },
    one: ['egy'],
    and: ['és'],
    half: ['fél'],
    halfA: ['fél'],
    oneAndAHalf: ['másfél'],
  },
  tr: {
    ingredients: ['malzemeler', 'malzeme listesi'],
    instructions: ['hazırlanışı', 'yapılışı', 'tarifin hazırlanışı', 'nasıl yapılır'],
    ingredientsClass: ['malzemeler'],
    instructionsClass: ['hazirlanisi', 'yapilisi'],
    equipment: ['gereçler', 'ekipman'],
    afterSteps: ['notlar', 'püf noktaları', 'ipuçları', 'besin değerleri'],
    prep: ['hazırlama süresi', 'hazırlık süresi', 'hazırlık'],
    cook: ['pişirme süresi', 'pişirme'],
    total: ['toplam süre'],
    yields: ['porsiyon', 'kaç kişilik', 'kişi sayısı'],
    otherTimes: ['dinlendirme süresi', 'bekleme süresi'],
    time: ['süre'],
    portions: ['porsiyon'],
    people: ['kişilik', 'kişi'],
    for: [],
    serves: [],
    about: ['yaklaşık'],
    recipe: ['tarif(?:i)?'],
    step: ['adım'],
    days: ['gün'],
    hours: ['saat'],
    minutes: ['dakika', 'dk\\.?'],
    seconds: ['saniye'],
    numbers: { iki: 2, 'üç': 3, 'dört': 4, 'beş': 5, 'altı': 6, yedi: 7, sekiz: 8, dokuz: 9 },
    one: ['bir'],
    and: ['ve'],
    half: ['yarım'],
    halfA: ['yarım'],
    oneAndAHalf: [String.raw`bir\s+buçuk`],
  },
};

/** A letter or digit of a Latin-script language, as \w is one for English ("é", "ø", "ł"). */
const WORD_CHARACTER = String.raw`\w\u00C0-\u024F`;
/** No letter or digit follows: the end of a word, "é" and "ø" being letters too. */
export const WORD_END = `(?![${WORD_CHARACTER}])`;
/** No letter follows: a label or unit may touch the number or cell after it ("Serves4", "4 servings30 minutes"). */
export const LETTER_END = String.raw`(?![a-z\u00C0-\u024F])`;
/** A word that opens with an accented letter ("étapes"); the others open with an ASCII letter or a group that does. */
const ACCENTED_START = /^[\u00C0-\u024F]/;

/** The kinds of words that are lists of patterns (all but the number words). */
export type Words = Exclude<keyof Vocabulary, 'numbers'>;

const fragments = (kind: Words): string[] => [...new Set(Object.values(LANGUAGES).flatMap((language) => language[kind]))];

/** Every language's number words, lower case, with their values; the first language to name a word wins. */
export const NUMBER_WORDS: ReadonlyMap<string, number> = new Map(
  Object.values(LANGUAGES)
    .flatMap((language) => Object.entries(language.numbers))
    .reverse(),
);

/** One kind of words of every language as the source of a non-capturing alternation. */
export const words = (kind: Words): string => `(?:${fragments(kind).join('|')})`;

/**
 * The words of a kind where a word starts: after \b, or after \B for a word opening with an
 * accented letter, which is no \w ("Étapes" at the start of a line). Not a lookbehind: that
 * keeps the engine from skipping to the words' first letters, and headings are looked for in
 * every text of a page.
 */
export function wordsFromStart(kind: Words): string {
  const all = fragments(kind);
  const accented = all.filter((word) => ACCENTED_START.test(word));
  const plain = all.filter((word) => !ACCENTED_START.test(word));
  return accented.length ? String.raw`(?:\b(?:${plain.join('|')})|\B(?:${accented.join('|')}))` : String.raw`\b(?:${plain.join('|')})`;
}
