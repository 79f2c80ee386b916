# Fevga: текстове на български. Всяко съобщение е `key = text`; `{ $name }` се попълва от играта;
# `{ $n -> [one] ... *[other] ... }` избира според числото. Ключовете остават; превежда се само текстът.

app-title = Февга
app-tagline = Третата игра на гръцкото тавли, онлайн
how-to-play = Как се играе
new-game = Нова партия
settings = Настройки
close = Затвори
roll = Хвърли
done = Готово
undo = Върни
next-game = Следваща партия
new-match = Нов мач
language = Език

white = Белите
black = Черните
you = Ти
computer = Компютър

# Кой е на ход, в реда за състоянието.
turn-you-roll = Ти си на ход: хвърли заровете
# $n е броят зарове, които още трябва да се изиграят; 0 само докато блокиран ход се пропуска.
turn-you-move = { $n ->
    [0] Нямаш позволен ход: пропускаш
    [one] Ти си на ход: остава още 1 зар
   *[other] Ти си на ход: остават още { $n } зара
}
turn-you-confirm = Ходът ти е готов: натисни „Готово“ или „Върни“
turn-computer = Компютърът мисли…
turn-side-roll = { $side } хвърлят заровете
turn-side-move = { $side } местят
opening-prompt = Всеки хвърля по един зар – по-високият започва

# $who казва кой играе с белите (you, computer или white при игра на двама); $wd е зарът на белите, $bd – на черните.
opening-result = { $who ->
    [you] Ти хвърли { $wd }, компютърът – { $bd }.
    [computer] Ти хвърли { $bd }, компютърът – { $wd }.
   *[other] Първо хвърляне – { $white }: { $wd }, { $black }: { $bd }.
}
opening-tie = И двамата хвърлиха { $d }: хвърля се отново.
opening-you-start = Ти започваш и играеш { $dice }.
# $who е computer, white или black; $side е името на страната.
opening-side-starts = { $who ->
    [computer] Компютърът започва и играе { $dice }.
   *[other] { $side } започват и играят { $dice }.
}
no-legal-move = Няма позволен ход с { $dice }: ходът се пропуска.
forced-move = Единственият възможен ход: { $move }.
last-move-white = Последен ход на белите: { $move }
last-move-black = Последен ход на черните: { $move }
pass = пас

pips = Пипове
borne-off = Изкарани
score = Резултат
match-to = Мач до { $n ->
    [one] 1 точка
   *[other] { $n } точки
}

game-won-you = Печелиш { $points ->
    [one] 1 точка
   *[other] { $points } точки
}.
game-lost-you = Компютърът печели { $points ->
    [one] 1 точка
   *[other] { $points } точки
}.
game-won-side = { $side } печелят { $points ->
    [one] 1 точка
   *[other] { $points } точки
}.
why-double = Губещият не е изкарал нито една пулка: марс, партията се брои двойно.
why-single = Губещият вече е изкарал пулки, затова партията се брои единично.
match-won-you = Печелиш мача { $score }.
match-lost-you = Компютърът печели мача { $score }.
match-won-side = { $side } печелят мача { $score }.

history = Ходове
history-empty = Още няма ходове.
board-text = Дъската като текст
point-list-white = Поле { $point }: { $n } × белите
point-list-black = Поле { $point }: { $n } × черните
pips-white = Пипове белите: { $n }
pips-black = Пипове черните: { $n }
borne-off-white = Изкарани белите: { $n }
borne-off-black = Изкарани черните: { $n }

# Надписи за екранни четци.
board-label = Дъска за февга. Със стрелките минаваш от поле на поле, с Enter или Интервал избираш пулка и я местиш.
point-empty = Поле { $point }: празно
point-white = Поле { $point }: { $n ->
    [one] 1 бяла пулка
   *[other] { $n } бели пулки
}
point-black = Поле { $point }: { $n ->
    [one] 1 черна пулка
   *[other] { $n } черни пулки
}
point-movable = може да се мести
point-selected = избрано
point-target = премести тук
tray-label = Зона за изкарване ({ $side }), изкарани: { $n }
dice-label = Зарове: { $dice }
# $who е you, computer, white или black; $side е името на страната.
announce-rolled = { $who ->
    [you] Ти хвърляш { $dice }.
    [computer] Компютърът хвърля { $dice }.
   *[other] { $side } хвърлят { $dice }.
}
announce-played = { $who ->
    [you] Ти играеш { $move }.
    [computer] Компютърът играе { $move }.
   *[other] { $side } играят { $move }.
}
announce-passed = { $who ->
    [you] Нямаш ход с { $dice } – пропускаш.
    [computer] Компютърът няма ход с { $dice } – пропуска.
   *[other] { $side } нямат ход с { $dice } – пропускат.
}

# Настройки.
opponent = Съперник
opponent-computer = Компютърът
opponent-human = Втори играч на това устройство
play-as = Играеш с
level = Сила на компютъра
level-novice = За първи път
level-beginner = Начинаещ
level-intermediate = Любител
level-strong = Опитен играч
level-expert = Експерт
rules = Правила
rules-fevga = Февга
rules-multezim = Мултезим
rules-fevga-desc = Гръцка февга: първата ти пулка трябва да стигне началната зона на съперника, преди друга да тръгне. Забранени са три стени от шест полета: цялата ти начална зона, шестте полета точно пред началния ъгъл на съперника и всяка стена, която не оставя на съперника нито един ход.
rules-multezim-desc = Турски мултезим: първата ти пулка трябва да подмине началния ъгъл на съперника; в началната му зона можеш да държиш най-много четири полета.
match-length = Дължина на мача
points = { $n ->
    [one] 1 точка
   *[other] { $n } точки
}
auto-roll = Хвърляй заровете автоматично
auto-done = Завършвай хода автоматично, щом всички зарове са изиграни
settings-restart = Смяната на съперника, цвета, правилата или дължината на мача започва нов мач; по време на мач първо те питаме.

save-corrupt = Запазената игра не можа да се прочете, затова започна нова.
save-outdated = Запазената игра е от по-стара версия, затова започна нова.
save-newer = На това устройство има игра, запазена от по-нова версия на Февга; тя се пази. Тази страница играе нова игра, която не се запазва; след обновяване на страницата продължаваш запазената.
words-unavailable = { $language } не може да се зареди сега (няма връзка?): страницата остава на този език.
save-failed = Устройството не позволява на страницата да запазва (паметта е пълна или блокирана): играта продължава, но ще се загуби, когато затвориш страницата.
elsewhere = Тази игра продължава в друг раздел, където е изигран последният ход.
take-back = Продължи тук
not-saved = Тази игра не се запазва на това устройство.
bad-link = От позицията в тази връзка не може да се играе; играта продължава както беше.
computer-loading = Компютърът се зарежда…
computer-failed = Компютърът не можа да стартира в този браузър. Можеш да играеш и за двете страни на това устройство.
pass-and-play = Играй и за двете страни тук
confirm-link = Да се играе позицията от връзката? Текущата партия ще бъде загубена.
copy-link = Копирай връзка към тази позиция
link-copied = Връзка към тази позиция е копирана.
link-copy-failed = Връзката не можа да се копира: този браузър не го позволява тук.
why-no-checker = Нямаш пулка на { $point }.
why-no-die = Не е останал зар { $die }.
why-too-far = Това поле е на { $distance } полета оттук, а останалите ти зарове не дават сбор { $distance }.
why-point-held = Поле { $point } е заето от съперника, а една пулка държи полето.
why-head-rule = Правилото за главата: само първата ти пулка (на { $runner }) се мести, докато стигне поле { $line } или по-ниско.
why-not-home = Изкарваш едва когато всичките ти пулки, останали на дъската, са вкъщи (полета 1–6).
why-higher-first = Зар, по-голям от номера на полето, изкарва пулка само от най-високото ти поле, { $point }.
why-more-dice = Тогава останалата част от хвърлянето не може да се изиграе, а ходът трябва да използва всеки възможен зар.
why-higher-die = Може да се изиграе само един зар, затова трябва да е по-големият, { $die }.
why-wall = Всеки начин да завършиш хода би построил забранена стена от шест полета.
why-table = Всеки начин да завършиш хода би задържал пето поле в началната зона на съперника.
why-rules-link = Правила { $section }
failed = Нещо се обърка. Презареди страницата, за да продължиш.

# Следене на играта: ходът на компютъра, въпроси преди да се загуби игра, темпо, обобщение.
turn-computer-moving = Компютърът играе…
replay = Покажи пак
dice-left = { $n ->
    [one] Остава още 1 зар.
   *[other] Остават още { $n } зара.
}
undone = Ходът е върнат.
keep-playing = Продължи играта
confirm-yes = Започни отначало
confirm-new-game = Нова партия? Текущата партия ще бъде загубена.
confirm-new-match = Нов мач? Текущият мач ще бъде загубен.
confirm-restart = Тази промяна започва нов мач: текущият мач ще бъде загубен.
single-game = Една партия
computer-only = Само при игра срещу компютъра.
speed = Темпо на играта
speed-slow = Бавно
speed-normal = Нормално
speed-fast = Бързо
animate = Пулките се плъзгат при ход
summary-pips = { $side }: остават { $n } пипа.
match-lead-you = Водиш с { $score } в мач до { $n }.
match-lead-computer = Компютърът води с { $score } в мач до { $n }.
match-lead-side = { $side } водят с { $score } в мач до { $n }.
match-tied = Мачът е равен: { $score } (до { $n } точки).

# Диаграми за страници с правила (елементът <fevga-diagram> и страницата му за iframe).
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

# Треньорът: подсказка за хвърлянето в игра и анализ на завършена партия.
hint = Подсказка
hint-wait = Търсят се най-добрите ходове…
hint-title = Най-добрите ходове за { $dice }
hint-play = { $move }: { $equity } точки
hint-odds = победа { $win } % · победа с 2 точки { $win2 } % · загуба с 2 точки { $lose2 } %
hint-rest-title = Как да изиграеш останалите зарове ({ $dice }) най-добре
hint-off-best = Това, което вече изигра, не е част от нито един от най-добрите ходове.
hint-undo = Върни изиграното, за да видиш най-добрия ход
announce-hint = Най-добър ход: { $move }.
roll-out = Разиграй
rollout-about = всеки ход се изиграва { $trials } пъти със същите зарове
rollout-wait = Разиграва се… { $percent } %
rollout-title = Всеки ход изигран { $trials } пъти
rollout-play = { $move }: { $equity } ± { $error } точки
announce-rollout = Разиграно, най-добър ход: { $move }.
review = Анализирай партията
review-title = Анализ на партията
review-decisions = Избори
review-lost = Загубена стойност
review-doubtful = Съмнителен
review-mistake = Грешка
review-blunder = Груба грешка
review-turn = Ход { $n } ({ $side }): хвърлени { $dice }, изигран ход { $move }.
review-pass = Ход { $n }: { $side } хвърлят { $dice } и не могат да играят.
review-verdict = { $label }: загубени { $loss } точки. Най-добре: { $best }.
review-good = Добър ход: най-добрият или равен на него.
review-only = Единственият възможен ход.
review-thresholds = Съмнителен от 0,02 загубени точки, грешка от 0,08, груба грешка от 0,16.
review-prev-mistake = « Предишна грешка
review-next-mistake = Следваща грешка »
review-error-rate = Средна грешка
review-rating = Представяне (PR)
review-rating-note = Средна грешка: загубена стойност на избор, в хилядни от точката. PR: средната грешка ÷ 2, по скалата на таблата (под 5: експертна игра).
review-graph = { $side }: шанс за победа ход по ход (средната линия е равенство)
review-band-world-class = Световна класа
review-band-expert = Експерт
review-band-advanced = Напреднал
review-band-intermediate = Среден
review-band-casual = Любител
review-band-beginner = Начинаещ

# The update bar (web/boot.js keeps a copy: it must show even when the wasm cannot start).
update-ready = Има нова версия – презареди

# Нов играч: защо ходът се пропуска (какво спира всяко число на зара).
pass-why = Защо: { $reasons }.
pass-runner = с { $die } първата пулка би отишла от поле { $runner } на поле { $to }, заето от съперника; правилото за главата задържа останалите
pass-runner-all = първата пулка (на поле { $runner }) би стъпила само на полета, заети от съперника ({ $points }); правилото за главата задържа останалите
pass-all-held = с { $die } всяка пулка би стъпила на поле, заето от съперника
pass-not-home = с { $die } всяка пулка би стъпила на заето поле или би изкарала, преди всички да са вкъщи
pass-wall = с { $die } всеки ход би построил забранена стена
pass-table = с { $die } всеки ход би задържал пето поле в началната зона на съперника

# Нов играч: подсказки в първата игра (по една, върху истинската игра).
guide-title = Първа игра:
guide-start = Играеш с { $color ->
    [white] белите
   *[black] черните
}: пулките ти тръгват от поле 24 (горе вдясно) и вървят обратно на часовниковата стрелка до домашната зона (1–6), откъдето ги изкарваш.
guide-sprint = Първият бяг: само първата ти пулка се мести, докато стигне поле { $line } или по-ниско; другите чакат на 24.
guide-wall = Стена отпред: съперникът държи полета { $high }–{ $low }. Там не можеш да стъпиш – не оставай заклещен зад нея.
guide-die-lost = Този зар не се играе целият: ходът използва колкото може повече зарове, а ако става само един – по-високия.
guide-bear-off = Всичките ти пулки са вкъщи: изкарвай! Зарът изкарва пулка от своето поле, а ако е празно и по-горе няма пулки – от най-високото.
guide-ok = Разбрах
guide-skip = Без подсказки
guide-restart = Покажи подсказките за първа игра

# Learn (issue 17): the header's entry; the Learn page's own words are ftl/learn/.
learn-open = Уроци

# Причини с думи (задача 18): какво прави най-добрият ход, а другият не – един факт, който
# програмата проверява в двете позиции. $n, $best, $played, $run: числа.
reason-bears-off = Най-добрият ход изкарва { $n ->
    [one] още една пулка
   *[other] още { $n } пулки
}.
reason-leads-race = Само с най-добрия ход водиш в надбягването ({ $n ->
    [one] с 1 пип
   *[other] с { $n } пипа
}).
reason-stranded = След най-добрия ход зад блокадата на противника от { $run } или повече полета остават { $n ->
    [one] с една пулка
   *[other] с { $n } пулки
} по-малко.
reason-longer-block = Най-добрият ход затваря { $best } поредни полета по пътя на противника, другият – само { $played }.
reason-more-points-to-pass = Най-добрият ход затваря { $n ->
    [one] още едно поле, през което
   *[other] още { $n } полета, през които
} противникът тепърва трябва да мине.
reason-more-home = Най-добрият ход вкарва { $n ->
    [one] още една пулка
   *[other] още { $n } пулки
} в домашната зона.
reason-off-head = Най-добрият ход сваля { $n ->
    [one] още една пулка
   *[other] още { $n } пулки
} от главата, ъгловото поле.
reason-in-the-odds = Нито един отделен факт не ги различава: разликата е в шансовете.

# Play a friend by link (issue 19): the header's way to the friend page (friend/).
play-friend = Игра с приятел

tutor = Предупреждавай ме преди грешка
tutor-warning = Този ход губи { $loss } точки. Най-добре: { $best }.
tutor-play = Играй го все пак
tutor-take-back = Върни хода
tutor-off = Изключено
tutor-both = И двамата играчи
take-back-play = Върни хода ми
taken-back = Ходът ти е върнат: изиграй зара отново.


# "Copy as diagram": the position shown, opened in the position editor (issue 20).
copy-diagram = Вземи като диаграма

# Your games (issue 18): the header's way to the Games page (games/) and the mistakes due there.
your-games = Твоите игри
your-games-due = { $n ->
    [one] { $n } грешка за упражнение днес
   *[other] { $n } грешки за упражнение днес
}

# The site's one header (issue 30): its places' name for screen readers; the site's colours in the settings.
site-nav = Страници
theme = Цветове
theme-auto = Както е в системата (светли или тъмни)
theme-light = Светли
theme-dark = Тъмни
