// Judges' and players' words for what the rulebook says otherwise, each with the reason it is
// here. A query that holds a saying (any form of its words: they are compared by stem) is also
// searched with the rulebook's words in its place, and the answer says so. A saying that names a
// glossary term (`term`) instead makes a query of that saying alone a question about the term:
// its definition comes first. The build stems every entry once and ships it in the index's root.

/**
 * `kin`: the sayings are forms of one another, each as good as the rest (SearchAlias.kin).
 * `asWritten`: its sayings' words count in the forms written only, not in every form of their
 * stem: where the stem is also a word of another sense.
 */
export type ThesaurusEntry = { say: string[]; why: string; kin?: true; asWritten?: true } & ({ means: string; term?: never } | { term: string; means?: never });

export const thesaurus: ThesaurusEntry[] = [
  // Who and whose.
  { say: ['соперник', 'оппонент', 'враг'], means: 'противник', why: 'The rulebook calls the other player «противник» (205.2, 209.1, 517.5).' },
  {
    say: ['мой', 'моя', 'мое', 'мою', 'мои', 'моих', 'моим', 'моей', 'моего', 'моему', 'моём', 'моими'],
    means: 'свой',
    why: 'A judge asks about «my» card; the rules say «свой» (своя колода, со своего кладбища, 203.1, 517.4).',
  },
  { say: ['чужой'], means: 'противника', why: "A player's «чужая карта» is the opponent's: «карта противника», «существо противника» (205.2, 517.4, 517.5)." },
  {
    say: ['забрать', 'забирать', 'отжать', 'украсть', 'украл', 'уводить', 'увести', 'увел', 'переманить', 'захватить', 'отобрать', 'отбирать', 'перехватить'],
    means: 'контролирующим',
    why: "Taking the opponent's card is taking control of it, «стать игроком, контролирующим эту карту» (517.5); said in that form, the stem meets every form of «контролировать» (209.2: «поменяло контролирующего его игрока»).",
  },
  {
    say: ['управлять', 'управляет', 'управляю', 'управляешь', 'рулить', 'рулит'],
    means: 'контролирующим',
    why: 'Who runs a card is the player «контролирующим эту карту» (517-p1, 517.5).',
  },
  {
    say: [
      'контроль отвалился',
      'контроль слетел',
      'контроль спал',
      'контроль пропал',
      'контроль закончился',
      'контроль кончился',
      'отвалился контроль',
      'слетел контроль',
      'спал контроль',
    ],
    means: 'потеряли контроль',
    why: 'Control that ends is control «вы потеряли» (517.5: the opponent then «автоматически становится игроком, контролирующим эту карту»).',
  },
  { say: ['хозяин', 'обладатель'], means: 'владелец', why: "The rules name the card's owner «владелец» (203.4, 204, 205.4)." },
  {
    say: ['контроль', 'контролировать', 'контролирующий'],
    term: 'Взять карту под контроль',
    why: 'The glossary has no term «Контроль»: 517.5 defines it, «стать игроком, контролирующим эту карту».',
  },

  // Leaving play.
  {
    say: ['уходит', 'уходят', 'уйдет', 'ушла', 'ушло', 'ушел', 'идет', 'отправляется', 'отправить', 'класть', 'девается'],
    means: 'попадает',
    why: 'Judges ask where a card «уходит» or «девается»; the rules say where it «попадает» (203.4, 204, 205.4, 210).',
  },
  {
    say: [
      'гибель',
      'погибнуть',
      'погиб',
      'умереть',
      'умер',
      'помер',
      'смерть',
      'убитый',
      'убита',
      'убил',
      'сдох',
      'подох',
      'сдохнуть',
      'грохнуть',
      'грохнул',
      'замочить',
      'умирать',
      'умирает',
      'сдыхать',
      'сломать',
      'разрушить',
      'сжечь',
      'сжег',
      'спалить',
    ],
    means: 'уничтожить',
    why: 'A card never dies in the rules: it is destroyed («уничтоженные карты», 205; 211.2, 212.2).',
  },
  { say: ['грейв', 'отбой', 'кладбон'], means: 'кладбище', why: 'Slang of other card games for the graveyard, «кладбище» (205).' },
  {
    say: ['сбросе', 'сбросах', 'из сброса', 'со сброса', 'с сброса', 'в сброс', 'на сброс', 'чей сброс', 'свой сброс', 'мой сброс', 'твой сброс', 'его сброс'],
    means: 'кладбище',
    asWritten: true,
    why: 'The pile a discarded card lies in, «в сбросе», «из сброса», «в чей сброс», is the graveyard (205: a card «может попасть на кладбище из колоды или руки»). Only these forms: «сброс» alone, «для сброса», and «сбросить» of the same stem, are discarding itself (518.4).',
  },
  {
    say: ['чужой сброс', 'чужого сброса', 'чужом сбросе', 'сброс противника', 'сброс соперника', 'сброс оппонента'],
    means: 'кладбище противника',
    asWritten: true,
    why: "The opponent's discard pile is his graveyard, «кладбище ... противника» (205.2).",
  },
  {
    say: [
      'воскресить',
      'воскрешать',
      'воскрешение',
      'реанимировать',
      'реанимация',
      'реснуть',
      'ресать',
      'рес',
      'ресуррекция',
      'ресурекция',
      'поднять',
      'оживить',
      'оживлять',
    ],
    means: 'возродить',
    why: 'Bringing a card back from the graveyard is «возродить» (517.4); players say «воскресить» or «поднять с кладбища».',
  },

  // Looking, shuffling, drawing, discarding.
  {
    say: ['переложить', 'перекладывать', 'переставить', 'переставлять'],
    means: 'менять порядок',
    why: 'Moving cards around in a zone is changing their order: «менять порядок расположения карт» (204, 205.3).',
  },
  { say: ['искать', 'поискать', 'ищу'], means: 'найти', why: 'Searching the deck is to «найти» the card (517.3.1: «не нашёл (или не захотел найти)»).' },
  { say: ['вытащить', 'вынуть'], means: 'извлечь', why: 'Taking a card out of a zone is «извлечь её из колоды», «с кладбища» (517.3, 517.4, 204).' },
  {
    say: ['достать', 'достал', 'достала', 'достали', 'достаю', 'достает', 'достану', 'достанет'],
    means: 'извлечь',
    asWritten: true,
    why: 'To «достать» a card is to «извлечь» it (517.3, 517.4); only these forms, since «достаётся» and «достаточно» share its stem.',
  },
  {
    say: [
      'просмотр',
      'смотреть',
      'посмотреть',
      'подсмотреть',
      'подглядеть',
      'глянуть',
      'заглянуть',
      'поглядеть',
      'глядеть',
      'зырить',
      'позырить',
      'порыться',
      'рыться',
      'листать',
      'пролистать',
      'пролистывать',
      'перелистать',
      'видно',
      'видна',
      'видны',
      'увидеть',
      'видеть',
      'вижу',
      'видит',
    ],
    means: 'просматривать',
    why: "The rules' verb for looking through a zone is «просматривать» (203.1, 204), whose stem differs from «смотреть» and from its noun «просмотр»; what a player may look at is «видно» to him.",
  },
  {
    say: ['тасовать', 'перетасовать', 'тасуется', 'перемешать', 'замешать', 'мешать', 'шафл'],
    means: 'перемешивается менять порядок',
    why: 'A deck «перемешивается» (204, 517.3.1), and shuffling a graveyard is changing its order («менять порядок», 205.2); the stemmer does not join these with «перемешать» or «тасовать».',
  },
  {
    say: [
      'замешать в колоду',
      'вмешать в колоду',
      'замешивать в колоду',
      'замешать в мою колоду',
      'замешать в свою колоду',
      'замешать в чужую колоду',
      'замешать в его колоду',
    ],
    means: 'попадает в колоду',
    why: 'A card «замешали в колоду» went into the deck: «должна попасть в колоду» (204), not a shuffle asked about.',
  },
  {
    say: ['полностью', 'целиком'],
    means: 'полного',
    why: 'An ability done in full is «полное выполнение» (518); the stemmer splits «полностью» from «полного».',
  },
  {
    say: [
      'делает что может',
      'делает что можно',
      'сделает что может',
      'делает сколько может',
      'сделает сколько сможет',
      'насколько может',
      'насколько сможет',
      'по возможности',
      'частично',
      'не полностью',
      'не целиком',
      'не до конца',
    ],
    means: 'насколько это возможно',
    why: 'An ability that cannot be done in full «выполняется настолько насколько это возможно» (518.1).',
  },
  {
    say: ['вместе', 'разом'],
    means: 'одновременно',
    why: 'Two things at once are «одновременно» in the rules: «оружие и доспех одновременно» (212.2), cards destroyed at once (205).',
  },
  { say: ['лицом'], means: 'лицевой', why: 'A card «лицом вверх» lies «лицевой стороной вверх» (205.2).' },
  {
    say: ['лицом вверх', 'в открытую'],
    means: 'лицевой стороной вверх в открытом виде',
    why: 'A card face up lies «лицевой стороной вверх» (205.2); one put into play face up comes «в открытом виде» (517.3, 517.4, 517.6).',
  },
  {
    say: ['баунс', 'баунсить', 'отбаунсить', 'забаунсить', 'баунснуть'],
    means: 'попадает в руку',
    why: "Other card games' «bounce», returning a card from play to a hand, is a card that «должна попасть в руку» (203.4).",
  },
  {
    say: ['сохраняться', 'сохраняется', 'сохраняются', 'сохранится', 'сохранятся'],
    means: 'остаются',
    why: 'What a card keeps «остаётся» on it in the rulings («Эффект остаётся на карте?»); the rules say what it «теряет» (203.4, 205.4).',
  },
  {
    say: ['сделать вид', 'делать вид', 'притвориться', 'притворяться', 'прикинуться', 'хотя она есть', 'хотя он есть', 'хотя есть'],
    means: 'как будто',
    why: 'Pretending a card is not in the deck is skipping the trigger «как будто у него нет в колоде данной карты» (517.3.2).',
  },
  {
    say: ['разложить', 'раскладывать'],
    means: 'располагать',
    why: 'Laying cards out where all can see them is to «располагать» them (205: «располагать карты на кладбищах более удобным образом»).',
  },
  {
    say: ['наверх', 'на вершину'],
    means: 'на верх',
    why: 'A card put on the deck is put «на верх» of it, in two words (204: «положить в конкретное место колоды (на верх, в низ или в иное)»).',
  },
  {
    say: ['вниз', 'под низ', 'на дно', 'в самый низ'],
    means: 'в низ',
    why: 'The bottom of the deck is «в низ» of it (204); «лицом вниз» is a saying of its own.',
  },
  {
    say: ['лицом вниз', 'рубашкой кверху'],
    means: 'рубашкой вверх',
    why: 'A card face down lies «рубашкой вверх», as the deck keeps its cards (204).',
  },
  {
    say: ['сразу два', 'сразу две', 'сразу двое', 'сразу три', 'сразу трое', 'сразу несколько'],
    means: 'одновременно',
    why: 'Several cards «сразу» go to the graveyard «одновременно» (205); «сразу» alone is «at once», the first turn (209.2).',
  },
  {
    say: ['складывать'],
    means: 'сложены',
    why: 'Cards in the deck «должны быть сложены ровной стопкой» (204); the stemmer splits «складывать» from «сложены».',
  },
  {
    say: ['муллиган', 'мулиган', 'мульган', 'маллиган', 'пересдать', 'пересдавать'],
    means: 'пересдачи',
    why: "Other games' «mulligan» is the rulebook's «фаза пересдачи» (204); «пересдать» has a stem of its own.",
  },
  { say: ['вскрыть', 'вскрывать', 'засветить', 'раскрыть'], means: 'показать', why: 'Turning cards face up for all to see is to «показать» them (518.3).' },
  {
    say: ['стартовать', 'старт'],
    means: 'начинается',
    why: 'The game «начинается с подготовительного этапа» (part 3); players say it «стартует».',
  },
  { say: ['резерв'], means: 'запас', why: 'The zone where coin markers and cards for creating wait is the «запас» (206.1); some players call it the reserve.' },
  { say: ['дека', 'колодка', 'библиотека'], means: 'колода', why: "«Дека» is players' slang for the deck, «колода» (204)." },
  { say: ['добор', 'добрать', 'тянуть', 'вытянуть', 'тащить', 'дро', 'дроу', 'дровнуть'], means: 'взять', why: 'Drawing is «взять … карт из колоды» (518.3).' },
  {
    say: ['убирать', 'убирают', 'убирает', 'убираем'],
    means: 'убрать',
    kin: true,
    why: 'To «убрать» a card (517.6.1: «убрать из колоды все созданные карты») is to «убирать» it (204: «убирает в колоду»): the stemmer splits the two aspects.',
  },
  {
    say: ['брать', 'берут', 'беру', 'взять'],
    means: 'берется',
    kin: true,
    why: 'To take a card is «взять» or «берётся» (518.3), «откуда её берут» (a ruling): the stemmer splits them.',
  },
  {
    say: ['дискард', 'скинуть', 'скидывать', 'скинь', 'скиньте'],
    means: 'сбросить',
    why: 'Discarding is «сбросить» (518.4); the stemmer cuts «скинь» shorter than «скинуть».',
  },

  // Playing, paying, attacking.
  {
    say: ['цена', 'стоит', 'стоить', 'кост'],
    means: 'стоимость',
    why: "A card's price is its «стоимость» (207.2, 203.2); the stemmer cuts «стоит» to a stem of its own.",
  },
  {
    say: ['потеря', 'потерять', 'потерял', 'потерянный'],
    means: 'теряет',
    why: 'Losing a coin is what a player «теряет» (520.2); the stemmer splits «теряет» from «потеря».',
  },
  {
    say: ['забрать монету', 'забрать монеты', 'монету забрали', 'монеты забрали', 'отнять монету', 'отнять монеты', 'монету отняли', 'монеты отняли'],
    means: 'теряет монеты',
    why: 'Coins taken from a player are coins the player «теряет» (520.2, 520.4); a card taken is a card controlled (517.5), a coin is not.',
  },
  {
    say: ['для чего нужны', 'для чего нужен', 'для чего нужна', 'зачем нужны', 'зачем нужен', 'зачем нужна'],
    means: 'используется для',
    why: 'What a thing is for, the rules say as what it «используется для» (520.1, 208.2).',
  },
  {
    say: ['дают', 'дать', 'давать', 'дается', 'выдают'],
    means: 'получить',
    why: 'What a player is given, the rules say the player «получает» (520.2, 520.3): «сколько монет дают» is how many one gets.',
  },
  { say: ['мана', 'деньги', 'золото', 'голда'], means: 'монеты', why: 'The resource paid with is «монеты» (520.1); players of other games say «мана».' },
  {
    say: ['закрыть', 'закрывать', 'тапнуть', 'тапать', 'тап', 'повернуть'],
    means: 'закрытие',
    why: 'Paying by turning a card is «закрытие героя и закрытие монет» (208.2); players say «тапнуть».',
  },
  {
    say: ['платить', 'заплатить', 'заплатил', 'плата', 'расплатиться'],
    means: 'оплата',
    why: 'Paying is «оплатить», «оплата» (210, 211.1, 212.1, 520.1); the stemmer splits «платить» from «оплаты».',
  },
  {
    say: ['разыгрывать', 'разыграть', 'разыгрывается', 'сыграть', 'сыграл', 'сыгранный'],
    means: 'розыгрыш',
    kin: true,
    why: 'Playing a card is its «розыгрыш» (210, 517): «сыграть» it (210) is to be the player «разыгравший» it (517); the stemmer splits them.',
  },
  { say: ['кастовать', 'кастануть'], means: 'сыграть', why: 'Casting a spell is playing it, «сыграть», «розыгрыш» (210).' },
  {
    say: ['каст'],
    means: 'розыгрыш заклинания',
    why: "A spell's «каст» is its «розыгрыш» (210): «после каста» is «после розыгрыша заклинания».",
  },
  {
    say: ['выложить из руки', 'выкладывать из руки', 'выставить из руки'],
    means: 'розыгрыш из руки',
    why: 'A card put on the table from the hand is played: «розыгрыш карты из руки» (517).',
  },
  {
    say: ['выставить', 'выложить', 'выкладывать', 'вышедший'],
    means: 'появиться',
    why: 'A card put on the table is one that «появилось в игровой зоне» (209.2, 211.2), whichever way it came there.',
  },
  {
    say: ['защищать', 'защищаться', 'блокировать', 'заблокировать', 'блок', 'блокер'],
    means: 'защиту',
    why: 'A creature «выступает в защиту от ударов» (209); players say it «защищает» or, from other games, «блокирует».',
  },
  { say: ['бить', 'бьют', 'бьет', 'ударить', 'врезать', 'атакнуть', 'напасть', 'нападать'], means: 'атаковать', why: 'Creatures «атаковать ударом» (209.1).' },
  {
    say: ['абилка', 'абилити', 'скилл', 'скил', 'умение'],
    means: 'способность',
    why: "Players' «абилка», from «ability», is a card's «способность» (209.2, 208.2, 518).",
  },
  {
    say: ['юзать', 'юзнуть', 'заюзать', 'применить', 'применять', 'пользоваться', 'воспользоваться'],
    means: 'использовать',
    why: "Players' «юзать» is «использовать» a card's ability (209.2, 208.2); «пользоваться» has a stem of its own.",
  },
  { say: ['каждый ход', 'каждый раунд', 'апкип'], means: 'фазе накопления', why: 'The coin a player gets every turn comes «в фазе накопления» (520.3).' },
  {
    say: ['на столе', 'со стола', 'на стол', 'на поле', 'с поля'],
    means: 'игровой зоне',
    why: "The table is the rulebook's «игровая зона»: a card «в игровой зоне» is in play (203.2, 208.1, 211.2).",
  },
  {
    say: ['скидка', 'дешевле', 'подешевле', 'дешеветь', 'удешевить'],
    means: 'удешевляет',
    why: 'A discount, a card made «дешевле», is what «удешевляет» it (203.3); the stemmer keeps «дешевле» apart.',
  },
  {
    say: ['дороже', 'дорожает', 'дорожать', 'подорожать', 'подорожал'],
    means: 'стоимость',
    why: 'A card that «дорожает» has a greater «стоимость» (203.2: in play, Кутила «уже стоит 7 монет»).',
  },
  {
    say: ['призвать', 'призыв', 'призванный', 'тутор', 'тутнуть'],
    means: 'вызвать',
    why: "The rulebook's word is «вызвать» (517.3); players of other games say «призвать».",
  },
  {
    say: ['болезнь призыва', 'болезнь вызова', 'саммон сикнес', 'саммонсик', 'самонсик', 'сумонсик', 'суммонсик', 'сикнес'],
    means: 'слабость первого хода',
    why: "Other card games' «summoning sickness» is the rulebook's «слабость первого хода» (209.2).",
  },
  {
    say: ['только что', 'в тот же ход', 'в этот же ход'],
    means: 'в тот ход когда оно появилось',
    why: 'A card that came into play «только что» is one in the turn «когда оно появилось в игровой зоне» (209.2).',
  },
  { say: ['стек', 'стэк'], means: 'очередь', why: "Other games' «stack» is the rulebook's «Очередь» (210, 522.1)." },
  { say: ['триггер', 'триггерная', 'триггерится'], means: 'срабатывающая', why: 'A triggered ability is «срабатывающая способность» (517.3.2).' },
  {
    say: ['токен', 'токенов'],
    means: 'созданная карта',
    why: "A card put into play from outside the game, other games' «token», is a created card (517.6, 517.6.1). Two forms: the stemmer cuts «токен» and «токены» to «ток», «токенов» and «токеном» to «токен».",
  },
  {
    say: ['жетон', 'фишка', 'счетчик', 'каунтер'],
    means: 'маркеры',
    why: 'At the table «жетоны» and «фишки» are the markers: effect markers and coin markers («маркеры монет», 520.2; 205.4, 206.1).',
  },
  { say: ['монетка'], means: 'монеты', why: 'Players say «монетка»; the rules «монета» (520), whose stem «монетк» does not begin.' },
  { say: ['партия', 'матч', 'катка'], means: 'игра', why: 'One game from start to end is «игра» (301, 208.1: «до конца игры»); 517.6.1 alone says «партии».' },

  // Cards and their numbers.
  { say: ['хп', 'здоровье', 'хиты', 'лайф', 'лайфы'], means: 'жизни', why: "A card's health is its «количество жизней» (207.2)." },
  {
    say: ['урон', 'повреждение', 'дамаг', 'дмг', 'ранение'],
    means: 'рана',
    why: 'Damage is counted in «раны» (208.2, 211.2, 518.2); «ранение» has a stem of its own.',
  },
  {
    say: [
      'хил',
      'хилка',
      'хилить',
      'хильнуть',
      'отхилить',
      'лечение',
      'лечить',
      'вылечить',
      'подлечить',
      'залечить',
      'исцелить',
      'исцеление',
      'излечить',
      'излечивать',
      'излечивают',
    ],
    means: 'излечение',
    why: "Healing is «излечение» (518.2); the rulings' «излечивают» has a stem of its own.",
  },
  {
    say: ['крича', 'юнит', 'юнита', 'монстр', 'тварь', 'миньон', 'моб', 'сущ'],
    means: 'существо',
    why: 'A creature card is «существо» (207, 209). «юнита» besides «юнит», which the stemmer cuts to «юн», for «юнитов», «юниту» and the rest.',
  },
  { say: ['шмот', 'снаряжение', 'снаряга', 'артефакт', 'экип', 'эквип', 'обвес'], means: 'экипировка', why: 'Gear is «экипировка» (212).' },
  {
    say: ['носить', 'надеть', 'надевать', 'одеть', 'нацепить', 'экипировать'],
    means: 'экипировка',
    why: 'What a hero «носит» or «надевает» is its «экипировка» (212.2: «оружие и доспех одновременно»).',
  },
  {
    say: ['меч', 'топор', 'клинок', 'кинжал', 'копье', 'булава', 'посох', 'пушка'],
    means: 'оружие',
    why: 'A sword or an axe is the equipment subtype «оружие» (207.1, 212.2).',
  },
  {
    say: ['характеристики', 'параметры', 'статы', 'стата'],
    means: 'свойствами',
    why: "A card's stats are its «базовые свойства»: cost, lives, strike (207.2).",
  },
  {
    say: ['одного типа', 'того же типа', 'каждого типа', 'одинакового типа'],
    means: 'того же подтипа',
    why: 'Equipment «одного типа» is of «того же подтипа» (212.2): weapons, armour and amulets are the subtypes of one type (207.1).',
  },
  { say: ['броня', 'латы', 'кольчуга', 'шлем', 'щит'], means: 'доспех', why: 'Armour is the equipment subtype «доспех» (207.1, 212.2).' },
  { say: ['кольцо', 'талисман', 'оберег', 'ожерелье'], means: 'амулет', why: 'A ring or a talisman is the equipment subtype «амулет» (212.2).' },
  {
    say: ['виды', 'видов', 'видам', 'разновидности', 'разновидностей', 'подтипы', 'подтипов'],
    means: 'подразделяются',
    asWritten: true,
    why: 'The kinds of a card type are what it «подразделяется» into (207.1: «Экипировки … подразделяются на оружие, доспехи и амулеты»); as written only, since «виде» («в открытом виде», 517.3) shares the stem.',
  },
  {
    say: ['не хватает', 'не хватило', 'не хватит', 'не хватать', 'нехватка'],
    means: 'потребуются',
    why: 'Markers or cards a game runs short of are the materials that «потребуются» in its course (206.1: «если в ходе игры потребуются дополнительные материалы»).',
  },
  { say: ['ивент', 'эвент'], means: 'событие', why: 'An event card is «событие» (211).' },
  { say: ['спелл', 'магия', 'закл', 'заклинашка'], means: 'заклинание', why: 'A spell is «заклинание» (210).' },

  // Numbers: judges write them in words, the rules and rulings in digits. Each is taken in the
  // forms written only: «один» is no «одиннадцать», nor «одинаковый».
  { say: ['ноль', 'нуль'], means: '0', asWritten: true, why: 'The rules write numbers in digits: «сводящий значение к 0» (521.1).' },
  {
    say: ['один', 'одна', 'одну', 'одно', 'одного', 'одной', 'одном', 'одному', 'одним'],
    means: '1',
    asWritten: true,
    why: 'The rulings write numbers in digits («+1», «в руке только 2»).',
  },
  { say: ['два', 'две', 'двух'], means: '2', asWritten: true, why: 'The rulings write numbers in digits.' },
  { say: ['три', 'трех'], means: '3', asWritten: true, why: 'The rulings write numbers in digits («3 карты»).' },
  { say: ['четыре', 'четырех'], means: '4', asWritten: true, why: 'The rules write numbers in digits («4 карты», 203.2).' },
  { say: ['пять', 'пяти'], means: '5', asWritten: true, why: 'The rulings write numbers in digits.' },
  { say: ['десять', 'десяти', 'десятка'], means: '10', asWritten: true, why: 'The rules write numbers in digits («10 монет», 520.3).' },
  { say: ['надо', 'нужно', 'необходимо', 'велит', 'велеть'], means: 'требуется', why: 'What a player must do the rules say as «требуется» (518.3, 518.4).' },

  // Counting: modifiers and their order (521.1 names each kind by what it does).
  {
    say: ['прибавка', 'прибавить', 'плюс', 'бонус', 'бафф', 'добавка'],
    means: 'добавляющие',
    why: '521.1 calls adding modifiers «добавляющие к значению число».',
  },
  {
    say: ['удвоение', 'удвоить', 'утроить', 'умножение', 'умножить', 'вдвое', '×'],
    means: 'умножающие',
    why: '521.1 calls multiplying modifiers «умножающие значение на коэффициент»; «умножение» has a stem of its own, and a player writes «×2», «х2».',
  },
  { say: ['вычесть', 'отнять', 'штраф', 'дебафф'], means: 'вычитающие', why: '521.1 calls subtracting modifiers «вычитающие из значения».' },
  { say: ['поделить', 'разделить', 'деление', 'пополам', 'половина'], means: 'делящее', why: '521.1 calls dividing modifiers «делящее значение».' },
  {
    say: ['меньше нуля', 'ниже нуля', 'уйти в минус', 'ушла в минус', 'ушло в минус', 'уходит в минус', 'в минус', 'минус'],
    means: 'отрицательным',
    why: 'A value below zero is «отрицательным» in 521.1, which then brings it to 0; «ушла в минус» is one saying, no card going anywhere.',
  },
  {
    say: ['сначала', 'раньше', 'очередность', 'последовательность'],
    means: 'порядке',
    why: 'The rules state what comes first as an order: «в следующем порядке» (521.1), «в том порядке» (210, 522.1).',
  },
  { say: ['сверх'], means: 'больше', asWritten: true, why: 'Coins «сверх» ten are «больше 10» (520.3); as written, for «сверху» is the top of a pile.' },
  {
    say: ['сказано', 'указано', 'указана', 'указан', 'написано', 'написана'],
    means: 'говорится',
    why: 'What an ability does not name «не говорится» in it (519); a player says it is «не указано» or «не сказано».',
  },
  {
    say: ['наложить', 'наложится', 'наложен', 'наложена', 'наложение'],
    means: 'накладываются',
    why: 'Effects «накладываются» on their targets (519); the stemmer splits «наложить» from «накладывать».',
  },
  {
    say: ['кто первым', 'кто первый', 'кого первым', 'какую первой', 'какая первой', 'какой первым', 'что первым', 'какое первым'],
    means: 'в каком порядке',
    why: 'Which goes first is the order the owner decides, «в каком порядке» (205); «первый» alone is the first turn (209.2).',
  },
];
