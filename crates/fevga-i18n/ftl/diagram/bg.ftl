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
