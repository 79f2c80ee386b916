# Твоите игри (issue 18): думите на страницата с игрите, отделно от тези на играта.
games-title = Твоите игри
games-deck-title = Грешките ти за упражнение
games-deck-counts = За днес: { $due } · в тестето: { $total } · научени: { $learned }
games-practise = { $n ->
    [one] Упражни 1 грешка
   *[other] Упражни { $n } грешки
}
games-clear = Изпразни тестето
games-clear-ask = Да се изтрият ли завинаги всички { $n } карти?
games-clear-yes = Да, изпразни
games-deck-empty = Разборът на всяка игра слага тук грешките и грубите ти грешки; всяка се връща, докато не намериш най-добрия ход три пъти поред.
games-reviewing = Компютърът разбира една игра: { $done } от { $total } хода.
games-list-title = Игри на това устройство
games-none = Още няма игри. Изиграй една на страницата на играта или зареди запис по-долу.
games-bound = Пазят се до { $n } игри или { $kb } KB; когато мястото свърши, първо отпада най-старата завършена игра.
games-import-title = Зареди запис
games-paste = Постави запис на игра
games-import = Зареди
games-file = Или отвори .txt файл
games-vs-computer = Срещу компютъра ({ $level })
games-vs-human = Двама играчи на това устройство
games-vs-friend = Срещу приятел по връзка
games-vs-imported = Зареден запис
games-vs-watched = Гледана игра по връзка
games-won = { $side } печелят { $n ->
    [one] 1 точка
   *[other] { $n } точки
}
games-you-won = Ти спечели { $n ->
    [one] 1 точка
   *[other] { $n } точки
}
games-you-lost = Ти загуби { $n ->
    [one] 1 точка
   *[other] { $n } точки
}
games-unfinished = Незавършена
games-rates = Средна грешка: Белите { $white }, Черните { $black }
games-review-part = Разборът тече
games-not-reviewed = Още без разбор
games-damaged = Записът не може да се прочете
games-back = ‹ Твоите игри
games-at-end = Краят на играта (общо { $total } хода).
games-step-of = ({ $n } от { $total })
games-first = « Начало
games-prev = ‹ Назад
games-next = Напред ›
games-last = Край »
games-keys = Стрелките: предишен и следващ ход; Shift със стрелка: предишна и следваща грешка; Home и End: начало и край.
games-not-rated = Още не е оценен: компютърът работи по него.
games-review-notes = Как се оценяват ходовете
games-record = Записът на играта
games-copy = Копирай
games-download = Свали като .txt
games-delete = Изтрий играта
games-delete-ask = Да се изтрие ли завинаги тази игра?
games-delete-yes = Изтрий
games-delete-no = Запази я
games-practice-title = Упражни грешките си
games-due-now = За днес: { $n }
games-find = { $side } играят { $dice }: намери най-добрия ход.
games-your-play = Твоят ход
games-check = Провери
games-best = Най-добре: { $play } (стойност { $equity })
games-played = В играта: { $play } (стойност { $equity })
games-next-card = Следваща грешка
games-done = Стига за днес
games-err-line = Ред { $n }: { $why }
games-err-not-record = това не е запис на игра Февга (трябва да започва с „Fevga record“).
games-err-syntax = този ред не е нито заглавие, нито ход.
games-err-turn-number = ходът е с грешен номер.
games-err-header = непознато заглавие или грешна стойност.
games-err-side = тук хвърля другата страна.
games-err-dice = заровете не са две числа от 1 до 6.
games-err-illegal = този ход не е позволен в позицията.
games-err-result = резултатът не отговаря на играта.
games-err-missing = записът е непълен.
games-err-gone = Тази игра вече не се пази (изтрита в друг раздел?).
games-err-link = Адресът на играта е повреден: записът ѝ не може да се прочете.
games-err-file = Файлът не може да се прочете.
games-full-dropped = Мястото беше пълно: { $n ->
    [one] най-старата завършена игра отпадна
   *[other] { $n } най-стари завършени игри отпаднаха
}.
games-full = Мястото е пълно: играта не се запази. Изтрий игра, за да освободиш място.
games-deleted = Играта е изтрита.
games-deck-cleared = Тестето е празно.
games-imported = Записът е зареден.
games-kept-already = Тази игра вече е в списъка ти: ето я.
games-imported-dropped = Записът е зареден; { $n ->
    [one] най-старата завършена игра отпадна
   *[other] { $n } най-стари завършени игри отпаднаха
}, за да има място.
games-none-due = Днес няма грешка за упражнение.
games-right = Вярно: това е най-добрият ход.
games-wrong = Това не е най-добрият ход.
games-copied = Записът е копиран.
games-copy-failed = Записът не се копира: маркирай го и го копирай сам.
games-downloaded = Записът е свален като .txt файл.

# Упражнение на дъската (задача 18)
games-on-board = Изиграй хода на дъската (докосни пулка, после къде отива) или го избери от списъка.
games-no-play = (още не е избран)
games-complete = Ходът ти е готов: натисни „Провери“ или „Върни“.
games-play-first = Първо изиграй целия ход, на дъската или от списъка.

# The analysis board's lines tried (issue 31)
games-explore = Опитай друг ход оттук
games-explore-from = Твоят вариант от ход { $n }
games-explore-task = { $side } играят { $dice }: изиграй хода на дъската (докосни пулка, после къде отива).
games-explore-roll = Друго хвърляне
games-explore-back = Върни един ход
games-explore-play-on = Продължи оттук срещу компютъра (нова игра на страницата за игра)
games-explore-leave = Обратно към анализа
games-explore-wait = Компютърът оценява хода…
games-explore-pass = { $side } не можаха да изиграят { $dice }.
games-explore-over = { $side } изнесоха всички пулове: играта в този вариант свърши.

# A game from a real board (issue 31)
games-vs-board = На истинска дъска
games-otb = Въведи игра от истинска дъска
games-otb-title = Игра от истинска дъска
games-otb-intro = Въведи хвърлянията и ходовете така, както са изиграни на дъската ти (всеки ход се проверява по правилата), или играй срещу компютъра на своята дъска: въведи хвърлените зарове, а той показва хода си.
games-otb-rules = Правила
games-otb-white = Име на белите
games-otb-black = Име на черните
games-otb-you = Ти игра с
games-otb-you-none = И двете страни или никоя
games-otb-computer = Срещу компютъра
games-otb-computer-none = Не: и двата хода се въвеждат тук
games-otb-start = Започни
games-otb-opening = Първото хвърляне: по един зар за всяка страна. Първо зарът на белите, после на черните:
games-otb-roll = Хвърляне за { $side }: въведи хвърлените зарове.
games-otb-die-1 = Първи зар
games-otb-die-2 = Втори зар
games-otb-set-roll = Запиши хвърлянето
games-otb-play = Ход на { $side } с { $dice }: изиграй го на дъската, както е изигран.
games-otb-thinking = Компютърът избира хода си…
games-otb-computer-played = Компютърът играе { $play } с { $dice }: направи хода на своята дъска.
games-otb-computer-passed = Компютърът не може да изиграе { $dice }.
games-otb-over = Играта свърши: { $result }.
games-otb-keep = Запази и анализирай
games-otb-undo = Върни последния ход
games-otb-empty = Първо въведи поне един ход.
games-otb-tie = Равни зарове: първото хвърляне се повтаря.
games-otb-moves = Ходовете досега
