// Realistic questions a judge types at the table, each with the rules (or rule-less paragraphs,
// by anchor) that answer it. Shared by the recall test and the benchmark (ours vs Pagefind).
//
// The ranker's weights (src/search/engine.ts) grew together with the first 61 questions, so
// recall on them says little about questions nobody tuned for. They are split by a fixed rule,
// not by which ones pass: of the first questions (ids j01–j61, numbered in the order they were
// written), odd ids are the tuning set and even ids are held out. Every question written after
// the split (ids n01…) is held out too. Weights may be tuned on the tuning set only; a held-out
// question that fails is reported, never fixed by tuning on it.
export interface JudgeQuery {
  id: string;
  query: string;
  /** Any of these in the first three rule results answers the question. */
  expect: string[];
}

/** The first questions, which the weights grew with; split below. */
const firstQuestions: JudgeQuery[] = [
  { id: 'j01', query: 'можно ли атаковать событие', expect: ['211.2'] },
  { id: 'j02', query: 'может ли экипировка получить рану', expect: ['212.2'] },
  { id: 'j03', query: 'сколько событий может быть у игрока одновременно', expect: ['211.2'] },
  { id: 'j04', query: 'сыграл второе оружие что станет с первым', expect: ['212.2'] },
  { id: 'j05', query: 'карта вернулась в руку теряет ли она маркеры', expect: ['203.4'] },
  { id: 'j06', query: 'взял под контроль карту противника её вернули в руку к кому она попадёт', expect: ['203.4'] },
  { id: 'j07', query: 'в чью колоду попадает карта', expect: ['204-p5'] },
  { id: 'j08', query: 'когда перемешивается колода после вызова', expect: ['517.3.1'] },
  { id: 'j09', query: 'можно ли смотреть свою колоду', expect: ['204-p3'] },
  { id: 'j10', query: 'можно ли поменять порядок карт на кладбище', expect: ['205.3'] },
  { id: 'j11', query: 'две карты одновременно попадают на кладбище в каком порядке', expect: ['205-p1'] },
  { id: 'j12', query: 'сохраняется ли инкарнация на кладбище', expect: ['205.4'] },
  { id: 'j13', query: 'маркеры раз за ход при уходе на кладбище', expect: ['205.4'] },
  { id: 'j14', query: 'можно ли посмотреть кладбище противника', expect: ['205.2'] },
  { id: 'j15', query: 'может ли существо атаковать в ход появления', expect: ['209.2'] },
  { id: 'j16', query: 'слабость первого хода после смены контроля', expect: ['209.2'] },
  { id: 'j17', query: 'сколько стоит Кутила в руке', expect: ['203.2'] },
  { id: 'j18', query: 'удешевляет ли Рунопевец сам себя', expect: ['203.3'] },
  { id: 'j19', query: 'способность удешевляет всех гномов работает ли из руки', expect: ['203.3'] },
  { id: 'j20', query: 'какие базовые свойства у героя', expect: ['207.2'] },
  { id: 'j21', query: 'куда уходит заклинание после розыгрыша', expect: ['210-p2'] },
  { id: 'j22', query: 'можно ли сыграть заклинание без легальной цели', expect: ['210-p2', '522.1'] },
  { id: 'j23', query: 'правила вызова карты из колоды по умолчанию', expect: ['517.3'] },
  { id: 'j24', query: 'игрок не нашёл вызываемую карту в колоде', expect: ['517.3.1'] },
  { id: 'j25', query: 'пропустить срабатывающую способность вызова', expect: ['517.3.2'] },
  { id: 'j26', query: 'возродить существо с кладбища', expect: ['517.4'] },
  { id: 'j27', query: 'потерял контроль над картой кто теперь контролирует', expect: ['517.5'] },
  { id: 'j28', query: 'что делать с созданными картами после партии', expect: ['517.6.1'] },
  { id: 'j29', query: 'излечение больше чем ран на существе', expect: ['518.2'] },
  { id: 'j30', query: 'нужно взять карт больше чем осталось в колоде', expect: ['518.3'] },
  { id: 'j31', query: 'сбросить больше карт чем есть в руке', expect: ['518.4'] },
  { id: 'j32', query: 'на кого накладывается отложенный эффект без цели', expect: ['519-p1'] },
  { id: 'j33', query: 'получает ли игрок монету в фазе накопления если у него 10 монет', expect: ['520.3'] },
  { id: 'j34', query: 'временные монеты вернулись в запас это потеря монет', expect: ['520.4'] },
  { id: 'j35', query: 'заставили потерять монету кто выбирает какую', expect: ['520.5'] },
  { id: 'j36', query: 'что раньше умножение или прибавление модификаторов', expect: ['521.1'] },
  { id: 'j37', query: 'значение стало отрицательным после модификаторов', expect: ['521.1'] },
  { id: 'j38', query: 'выберите Х раз из способностей цепочка', expect: ['522.1'] },
  { id: 'j39', query: 'карты для создания хранятся в запасе', expect: ['206.1'] },
  { id: 'j40', query: 'сколько раз выполняется подготовительный этап', expect: ['301-p1'] },
  { id: 'j41', query: 'может ли герой получать раны', expect: ['208.2'] },
  { id: 'j42', query: 'герой остаётся в игровой зоне до конца игры', expect: ['208.1'] },
  { id: 'j43', query: 'розыгрыш карты из руки в отряд', expect: ['517-p1'] },
  { id: 'j44', query: 'закрытие героя для героических способностей', expect: ['208.2'] },
  { id: 'j45', query: 'уничтоженные карты куда переносятся', expect: ['early-205-p1'] },
  { id: 'j46', query: 'кто решает порядок карт на кладбище', expect: ['205-p1'] },
  { id: 'j47', query: 'отменяется ли вызов если карты нет в колоде', expect: ['517.3.1'] },
  { id: 'j48', query: 'сколько экипировок одного подтипа', expect: ['212.2'] },
  { id: 'j49', query: 'доспех и оружие одновременно', expect: ['212.2'] },
  { id: 'j50', query: 'событие уничтожается когда приходит новое', expect: ['211.2'] },
  { id: 'j51', query: 'монеты больше десяти', expect: ['520.3'] },
  { id: 'j52', query: 'можно ли атаковать экипировку', expect: ['212.2'] },
  { id: 'j53', query: 'что теряет карта при попадании в колоду', expect: ['204-p5'] },
  { id: 'j54', query: 'перемешивание колоды после просмотра', expect: ['204-p3'] },
  { id: 'j55', query: 'нелегальные цели в цепочке способностей', expect: ['522.1'] },
  { id: 'j56', query: 'модификатор сводящий к нулю', expect: ['521.1'] },
  { id: 'j57', query: 'рубашка карт в колоде', expect: ['204-p2'] },
  { id: 'j58', query: 'материалы в запасе после игры', expect: ['206.1'] },
  { id: 'j59', query: 'временная потеря монет', expect: ['520.4'] },
  { id: 'j60', query: 'существо сменило контролирующего игрока может ли атаковать', expect: ['209.2'] },
  { id: 'j61', query: 'сила удара существа', expect: ['207.2'] },
];

/**
 * Written after the split, as judges and players type (inflected forms, situations), each
 * expected rule checked against its text in content/rules before the search was asked.
 */
export const laterQuestions: JudgeQuery[] = [
  { id: 'n01', query: 'можно ли атаковать в первый ход', expect: ['209.2'] },
  { id: 'n02', query: 'что будет с маркерами если карту уничтожат', expect: ['205.4'] },
  { id: 'n03', query: 'сколько монет в фазе накопления', expect: ['520.3'] },
  { id: 'n04', query: 'карта уходит в колоду', expect: ['204-p5', '204-p4'] },
  { id: 'n05', query: 'можно ли смотреть руку соперника', expect: ['203.1'] },
  { id: 'n06', query: 'какие свойства есть у заклинания', expect: ['207.2'] },
  { id: 'n07', query: 'может ли герой покинуть игровую зону', expect: ['208.1'] },
  { id: 'n08', query: 'можно ли ранить героя', expect: ['208.2'] },
  { id: 'n09', query: 'можно ли использовать способность существа в тот же ход когда его сыграли', expect: ['209.2'] },
  { id: 'n10', query: 'кого может атаковать существо', expect: ['209.1'] },
  { id: 'n11', query: 'куда кладут разыгранное заклинание', expect: ['210-p2', 'early-205-p1'] },
  { id: 'n12', query: 'в каком порядке выполняются способности заклинания', expect: ['210-p2'] },
  { id: 'n13', query: 'два события у одного игрока', expect: ['211.2'] },
  { id: 'n14', query: 'можно ли нанести рану событию', expect: ['211.2'] },
  { id: 'n15', query: 'второй амулет что будет со старым', expect: ['212.2'] },
  { id: 'n16', query: 'откуда вызывают карту по умолчанию', expect: ['517.3'] },
  { id: 'n17', query: 'под чьим контролем возрождённая карта', expect: ['517.4'] },
  { id: 'n18', query: 'что значит создать карту', expect: ['517.6'] },
  { id: 'n19', query: 'вылечить три раны а у существа только одна', expect: ['518.2'] },
  { id: 'n20', query: 'в колоде меньше карт чем нужно взять', expect: ['518.3'] },
  { id: 'n21', query: 'на кого действует отложенный эффект', expect: ['519-p1'] },
  { id: 'n22', query: 'может ли быть больше 10 монет', expect: ['520.3'] },
  { id: 'n23', query: 'временные монеты в конце хода', expect: ['520.4'] },
  { id: 'n24', query: 'противник заставил меня потерять монету какую убрать', expect: ['520.5'] },
  { id: 'n25', query: 'прибавка к удару и удвоение что считать сначала', expect: ['521.1'] },
  { id: 'n26', query: 'может ли стоимость стать меньше нуля', expect: ['521.1'] },
  { id: 'n27', query: 'можно ли выбрать одну способность несколько раз', expect: ['522.1'] },
  { id: 'n28', query: 'сброс карты из руки считается уничтожением', expect: ['early-205-p1'] },
  { id: 'n29', query: 'моё существо под контролем противника погибло на чьё кладбище оно попадёт', expect: ['205.4'] },
  { id: 'n30', query: 'кто контролирует сыгранную карту', expect: ['517-p1'] },
  { id: 'n31', query: 'где лежат монеты до начала игры', expect: ['520.2', '206.1'] },
  { id: 'n32', query: 'можно ли разложить карты на кладбище чтобы видеть маркеры', expect: ['early-205-p2'] },
  // Written when the search began to read rulings' questions, derivations and glossary aliases
  // (issue 10), before the search was asked; held out like the rest.
  { id: 'n33', query: 'сколько жизней у героя', expect: ['207.2'] },
  { id: 'n34', query: 'может ли противник смотреть мою колоду', expect: ['204-p3'] },
  { id: 'n35', query: 'перемешивать ли колоду если карту положили на верх колоды', expect: ['204-p4'] },
  { id: 'n36', query: 'в каком виде выходит вызванное существо', expect: ['517.3'] },
  { id: 'n37', query: 'с чьего кладбища можно возродить существо', expect: ['517.4'] },
  { id: 'n38', query: 'созданная карта ушла в руку что с ней делать после игры', expect: ['517.6.1'] },
  { id: 'n39', query: 'нужно показать 3 карты из колоды а там две', expect: ['518.3'] },
  { id: 'n40', query: 'что если в руке меньше карт чем нужно сбросить', expect: ['518.4'] },
  { id: 'n41', query: 'возврат потерянных на время монет считается получением', expect: ['520.4'] },
  { id: 'n42', query: 'сколько оружия может быть у игрока в игре', expect: ['212.2'] },
  { id: 'n43', query: 'можно ли сыграть заклинание если одну способность нельзя заявить', expect: ['210-p2'] },
  { id: 'n44', query: 'чем герой платит за героические способности', expect: ['208.2'] },
  { id: 'n45', query: 'кто выбирает порядок способностей в цепочке', expect: ['522.1'] },
  { id: 'n46', query: 'на кого ложится эффект если цель не указана', expect: ['519-p1'] },
];

/**
 * Written for issue 19 before the thesaurus, the stemming fixes and the best answer were built,
 * in the words judges and players use at the table (slang of other card games included), each
 * expected rule checked against its text in content/rules. Split like the first questions: odd
 * ids tune, even ids are held out. The three recorded misses (m02, m04, m06) are held out.
 */
const communityQuestions: JudgeQuery[] = [
  { id: 'm01', query: 'куда уходит убитое существо', expect: ['205.4', 'early-205-p1'] },
  { id: 'm02', query: 'владелец карты', expect: ['205.4', '203.4', '204-p5'] },
  { id: 'm03', query: 'может ли соперник подсмотреть мою руку', expect: ['203.1'] },
  { id: 'm04', query: 'гибель существа', expect: ['205.4', 'early-205-p1'] },
  { id: 'm05', query: 'тасуется ли колода после того как я её просмотрел', expect: ['204-p3'] },
  { id: 'm06', query: 'закрыть героя', expect: ['208.2'] },
  { id: 'm07', query: 'дека перемешивается после поиска карты', expect: ['204-p4', '517.3.1'] },
  { id: 'm08', query: 'может ли противник посмотреть мои карты в руке', expect: ['203.1'] },
  { id: 'm09', query: 'болезнь призыва', expect: ['209.2'] },
  { id: 'm10', query: 'умершее существо теряет маркеры', expect: ['205.4'] },
  { id: 'm11', query: 'сколько хп у героя', expect: ['207.2'] },
  { id: 'm12', query: 'убитая карта попадает на чьё кладбище', expect: ['205.4'] },
  { id: 'm13', query: 'цена заклинания', expect: ['210-p1', '207.2'] },
  { id: 'm14', query: 'перетасовать колоду после вызова', expect: ['517.3.1'] },
  { id: 'm15', query: 'урон по событию', expect: ['211.2'] },
  { id: 'm16', query: 'поднять существо с кладбища', expect: ['517.4'] },
  { id: 'm17', query: 'можно ли бить экипировку', expect: ['212.2'] },
  { id: 'm18', query: 'здоровье героя', expect: ['207.2'] },
  { id: 'm19', query: 'воскресить существо противника', expect: ['517.4'] },
  { id: 'm20', query: 'цена существа', expect: ['207.2'] },
  { id: 'm21', query: 'реанимация со своего кладбища', expect: ['517.4'] },
  { id: 'm22', query: 'удвоение силы удара и плюс один', expect: ['521.1'] },
  { id: 'm23', query: 'в каком порядке считать плюсы и умножения', expect: ['521.1'] },
  { id: 'm24', query: 'стоимость уходит в минус', expect: ['521.1'] },
  { id: 'm25', query: 'стек способностей заклинания', expect: ['210-p2'] },
  { id: 'm26', query: 'очередь выполнения способностей', expect: ['210-p2', '522.1'] },
  { id: 'm27', query: 'триггер вызова можно пропустить', expect: ['517.3.2'] },
  { id: 'm28', query: 'хилка на существо без ран', expect: ['518.2'] },
  { id: 'm29', query: 'токены после игры убрать из колоды', expect: ['517.6.1'] },
  { id: 'm30', query: 'деньги в фазе накопления', expect: ['520.3'] },
  { id: 'm31', query: 'хил больше чем ранений', expect: ['518.2'] },
  { id: 'm32', query: 'защищаться от удара существа', expect: ['209.1'] },
  { id: 'm33', query: 'добрать карту из пустой колоды', expect: ['518.3'] },
  { id: 'm34', query: 'токен созданный под чьим контролем', expect: ['517.6'] },
  { id: 'm35', query: 'сброс карт когда рука пустая', expect: ['518.4'] },
  { id: 'm36', query: 'тянуть карты из колоды когда их мало', expect: ['518.3'] },
  { id: 'm37', query: 'мана больше десяти', expect: ['520.3'] },
  { id: 'm38', query: 'третья экипировка того же типа', expect: ['212.2'] },
  { id: 'm39', query: 'смена владельца карты при потере контроля', expect: ['517.5'] },
  { id: 'm40', query: 'тапнуть героя', expect: ['208.2'] },
];

/**
 * Written for issue 29 in the rulebook's own terms, as a judge who knows them types (nouns of
 * action, «просмотр», «перемешивание»), one or two for each rule. Split like the community's: odd
 * ids tune, even ids are held out. As written: 29 of 30 in the first three, 27 first; t01
 * («просмотр руки противника») taught the thesaurus that «просмотр» is «просматривать».
 */
const termQuestions: JudgeQuery[] = [
  { id: 't01', query: 'просмотр руки противника', expect: ['203.1'] },
  { id: 't02', query: 'стоимость карты зависит от количества карт в руке', expect: ['203.2'] },
  { id: 't03', query: 'удешевление множества карт не работает из руки', expect: ['203.3'] },
  { id: 't04', query: 'возвращение карты в руку владельца', expect: ['203.4'] },
  { id: 't05', query: 'ориентация рубашек карт в колоде', expect: ['204-p2'] },
  { id: 't06', query: 'перемешивание колоды после извлечения карты', expect: ['204-p4'] },
  { id: 't07', query: 'карта в колоду владельца теряет эффекты', expect: ['204-p5'] },
  { id: 't08', query: 'порядок карт при одновременном попадании на кладбище', expect: ['205-p1'] },
  { id: 't09', query: 'Инкарнация при попадании на кладбище', expect: ['205.4'] },
  { id: 't10', query: 'маркеры использования X раз за ход на кладбище', expect: ['205.4'] },
  { id: 't11', query: 'дополнительные материалы запаса', expect: ['206.1'] },
  { id: 't12', query: 'подтипы экипировки', expect: ['207.1'] },
  { id: 't13', query: 'базовые свойства героя', expect: ['207.2'] },
  { id: 't14', query: 'закрытие героя как ресурс', expect: ['208.2'] },
  { id: 't15', query: 'слабость первого хода при смене контроля', expect: ['209.2'] },
  { id: 't16', query: 'легальная заявка способностей заклинания', expect: ['210-p2'] },
  { id: 't17', query: 'событие не может быть целью атаки', expect: ['211.2'] },
  { id: 't18', query: 'экипировка того же подтипа уничтожается', expect: ['212.2'] },
  { id: 't19', query: 'подготовительный этап', expect: ['301-p1', 'part-3-p1'] },
  { id: 't20', query: 'игрок разыгравший карту контролирует её', expect: ['517-p1'] },
  { id: 't21', query: 'пропуск срабатывающей способности вызова', expect: ['517.3.2'] },
  { id: 't22', query: 'потеря контроля над картой', expect: ['517.5'] },
  { id: 't23', query: 'созданные карты в конце партии', expect: ['517.6.1'] },
  { id: 't24', query: 'выполнение способности насколько возможно', expect: ['518.1'] },
  { id: 't25', query: 'показать X карт из колоды при нехватке', expect: ['518.3'] },
  { id: 't26', query: 'цель отложенного эффекта по умолчанию', expect: ['519-p1'] },
  { id: 't27', query: 'перенос монеты из запаса в игровую зону', expect: ['520.2'] },
  { id: 't28', query: 'возврат временных монет', expect: ['520.4'] },
  { id: 't29', query: 'модификаторы сводящие к значению', expect: ['521.1'] },
  { id: 't30', query: 'цепочка способностей конструктора', expect: ['522.1'] },
  // A second round in the rulebook's own terms (t32 on, even ids, held out), asked as written:
  // first three 40/40, first 38/40.
  { id: 't32', query: 'полузакрытая зона', expect: ['203.1'] },
  { id: 't34', query: 'способности влияющие на стоимость своей карты', expect: ['203.2'] },
  { id: 't36', query: 'карта вернувшаяся в руку считается другой картой', expect: ['203.4'] },
  { id: 't38', query: 'закрытая частная зона колода', expect: ['204-p1'] },
  { id: 't40', query: 'ровная стопка', expect: ['204-p2'] },
  { id: 't42', query: 'право просматривать колоду', expect: ['204-p3'] },
  { id: 't44', query: 'фаза пересдачи порядок карт в колоде', expect: ['204-p4'] },
  { id: 't46', query: 'открытая частная зона кладбище', expect: ['early-205-p1'] },
  { id: 't48', query: 'способности карт на кладбище', expect: ['early-205-p2'] },
  { id: 't50', query: 'лицевой стороной вверх на кладбище', expect: ['205.2'] },
  { id: 't52', query: 'порядок карт на кладбище менять', expect: ['205.3'] },
  { id: 't54', query: 'кладбище владельца карты', expect: ['205.4'] },
  { id: 't56', query: 'запас не является игровой зоной', expect: ['206.1'] },
  { id: 't58', query: 'типы карт оружие доспех амулет', expect: ['207.1'] },
  { id: 't60', query: 'начальное количество жизней и сила удара', expect: ['207.2'] },
  { id: 't62', query: 'герои остаются до конца игры', expect: ['208.1'] },
  { id: 't64', query: 'героические способности', expect: ['208.2'] },
  { id: 't66', query: 'выступать в защиту от ударов', expect: ['209.1'] },
  { id: 't68', query: 'активируемые способности в ход появления', expect: ['209.2'] },
  { id: 't70', query: 'список способностей заклинания', expect: ['210-p1'] },
  { id: 't72', query: 'очередь способностей заклинания', expect: ['210-p2'] },
  { id: 't74', query: 'событие влияет на игровой процесс после оплаты', expect: ['211.1'] },
  { id: 't76', query: 'не более одного события', expect: ['211.2'] },
  { id: 't78', query: 'оплата стоимости экипировки', expect: ['212.1'] },
  { id: 't80', query: 'экипировки разных подтипов', expect: ['212.2'] },
  { id: 't82', query: 'розыгрыш карты в отряд', expect: ['517-p1'] },
  { id: 't84', query: 'правила вызова по умолчанию', expect: ['517.3'] },
  { id: 't86', query: 'заявка вызова отменяется', expect: ['517.3.1'] },
  { id: 't88', query: 'правила возрождения по умолчанию', expect: ['517.4'] },
  { id: 't90', query: 'противник перестаёт контролировать карту', expect: ['517.5'] },
  { id: 't92', query: 'список карт в части 8', expect: ['517.6'] },
  { id: 't94', query: 'излечение снимает все раны', expect: ['518.2'] },
  { id: 't96', query: 'сбросить Х карт', expect: ['518.4'] },
  { id: 't98', query: 'эффекты ждут условия выполнения', expect: ['519-p1'] },
  { id: 't100', query: 'основной ресурс', expect: ['520.1'] },
  { id: 't102', query: 'получение монет в фазе накопления', expect: ['520.3'] },
  { id: 't104', query: 'игрок выбирает какие монеты убрать', expect: ['520.5'] },
  { id: 't106', query: 'модификаторы умножающие значение', expect: ['521.1'] },
  { id: 't108', query: 'выберите Х раз из', expect: ['522.1'] },
  { id: 't110', query: 'основной этап', expect: ['part-3-p1'] },
];

const isOdd = (q: JudgeQuery) => Number(q.id.slice(1)) % 2 === 1;

export const tuningQueries: JudgeQuery[] = [...firstQuestions, ...communityQuestions, ...termQuestions].filter(isOdd);
export const heldOutQueries: JudgeQuery[] = [
  ...firstQuestions.filter((q) => !isOdd(q)),
  ...laterQuestions,
  ...communityQuestions.filter((q) => !isOdd(q)),
  ...termQuestions.filter((q) => !isOdd(q)),
];
export const judgeQueries: JudgeQuery[] = [...firstQuestions, ...laterQuestions, ...communityQuestions, ...termQuestions];

/** What a rule result stands for: its number, or the anchor of a rule-less paragraph. */
export function resultKey(hit: { number: string | null; url: string }): string {
  if (hit.number) return hit.number;
  const anchor = hit.url.split('#')[1] ?? '';
  return decodeURIComponent(anchor);
}
