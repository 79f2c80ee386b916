# The diagrams' own words (crates/fevga-diagram): a bundle apart (Messages::diagram), which the
# game page does not carry.

# A diagram's description for screen readers (role="img"), unless its author gives one.
describe-turn-white = На ход са белите.
describe-turn-black = На ход са черните.
describe-side-white = Белите: { $points }.
describe-side-black = Черните: { $points }.
describe-point = { $n } на поле { $point }
describe-none-white = Белите нямат пулки на дъската.
describe-none-black = Черните нямат пулки на дъската.
describe-off-white = Белите са изкарали { $n ->
    [one] една пулка
   *[other] { $n } пулки
}.
describe-off-black = Черните са изкарали { $n ->
    [one] една пулка
   *[other] { $n } пулки
}.

# Why a position text cannot be read ($side is the list's letter as written, W or B).
position-why-empty = Текстът е празен; началната позиция се пише W:24x15 B:12x15 W.
position-why-token = „{ $token }“ не е нито списък с пулки, нито страната на ход.
position-why-side = На ход може да е W или B, но не „{ $token }“.
position-why-missing = Липсва списъкът { $side }:; без пулки се пише { $side }:-.
position-why-twice = Списъкът { $side }: е даден два пъти.
position-why-empty-list = Списъкът { $side }: е празен; без пулки се пише { $side }:-.
position-why-range = Списъкът { $side }: назовава поле { $point }; полетата са от 1 до 24.
position-why-count = Списъкът { $side }: слага по-малко от една пулка на поле { $point }.
position-why-listed-twice = Списъкът { $side }: назовава поле { $point } два пъти.
position-why-too-many = Списъкът { $side }: има над 15 пулки (поне { $count }); всяка страна има 15.
position-why-shared = На поле { $point } има пулки и от двата цвята.

# The iframe page opened on its own (not framed): a link to edit its diagram (issue 20).
diagram-edit = Редактирай диаграмата в редактора на позиции
diagram-task = { $side } играят { $dice }: намери най-добрия ход.
diagram-task-start = Изиграй хода си
diagram-task-answer = Покажи отговора
diagram-task-retry = Още веднъж
diagram-task-complete = Ходът е завършен: натисни „Готово“, за да го провериш.
diagram-task-right = Точно така! { $best } е най-добрият ход.
diagram-task-wrong = Не съвсем. Най-добре: { $best }. Твоят: { $play }.
diagram-task-shown = Отговорът: { $best }.
# The diagram's controls and the faults an embed can have (moved from the page's bundle: the
# game page never shows them, so its first visit does not download them).
diagram-previous = ‹ Назад
diagram-next = Напред ›
diagram-where = Ход { $n } от { $total }
diagram-play = Играй от тази позиция
diagram-error-position = Позицията „{ $text }“ на тази диаграма не може да се прочете.
diagram-error-lang = Езикът „{ $value }“ на тази диаграма не е en, de, tr или bg.
diagram-error-attribute = Тази диаграма има непознат атрибут „{ $name }“.
diagram-error-value = Атрибутът { $name } на тази диаграма не може да бъде „{ $value }“.
diagram-error-last-move = „{ $move }“ не може да е последният ход преди позицията на тази диаграма.
diagram-error-step = Ход { $n } на тази диаграма, „{ $move }“, не е позволен там.
diagram-error-answer = Отговорът „{ $move }“ на тази диаграма не е ход с { $dice } в позицията ѝ.
diagram-error-task-dice = Диаграма „Твой ход“ (answer) иска хвърлянето: dice.
diagram-error-task-moves = Диаграма „Твой ход“ (answer) показва една позиция: не може да има moves.
diagram-error-mark = В { $name } на тази диаграма, част { $n }: „{ $text }“ не е поле от 1 до 24, нито стрелка като 24/18 или 6/off.
diagram-error-parts = { $name } на тази диаграма дава { $parts } части, разделени с |, а диаграмата показва { $frames } { $frames ->
    [one] позиция
   *[other] позиции
  }: по една част за позиция.
