# Игра с приятел чрез връзка (задача 19): думите на тази страница, отделно от играта.
friend-title = Игра с приятел
friend-intro = Играй с приятел, където и да е: всеки ход пътува като връзка. Без профил, без сървър; заровете идват от тайните и на двама ви.
friend-new = Нова игра с приятел
friend-your-side = Твоят цвят
friend-your-name = Твоето име (по желание)
friend-start = Започни и вземи връзката
friend-games = Твоите игри чрез връзка
friend-no-games = Още няма игри.
friend-open = Отвори връзка
friend-paste = Постави връзката от приятеля си
friend-open-button = Отвори
friend-back = Всички игри
friend-with = Игра с { $name }
friend-someone = Приятел
friend-row-you = { $name }: твой ход
friend-row-them = { $name }: чака се отговор
friend-row-over = { $name }: завършена
friend-last-move = последен ход { $date }
friend-send = Изпрати тази връзка на приятеля си:
friend-waiting = Чакаш отговор на приятеля си от { $date }
friend-copy = Копирай връзката
friend-copied = Връзката е копирана. Изпрати я.
friend-copy-failed = Не се копира: маркирай връзката и я копирай сам.
friend-share = Сподели…
friend-qr = QR код на връзката, за телефон до теб
friend-your-roll = Зарове: { $dice }. Докосни пулка, после мястото, където отива.
friend-play = Изиграй
friend-no-play = С { $dice } няма възможен ход.
friend-pass = Пас
friend-reveal-text = Приятелят ти започва следващата игра: изпрати своята половина от хвърлянето.
friend-reveal = Изпрати моята половина
friend-resign = Предай мача
friend-rematch = Предложи реванш
friend-they-moved = Приятелят ти изигра хода си. Твой ред е.
friend-they-answered = Приятелят ти отговори. Твой ред е.
friend-they-revealed = Приятелят ти изпрати своята половина от хвърлянето.
friend-joined = Влезе в играта. Върни връзката на приятеля си.
friend-over-you = Печелиш мача { $score }.
friend-over-them = Приятелят ти печели мача { $score }.
friend-resigned-you = Ти се предаде.
friend-resigned-them = Приятелят ти се предаде.
friend-score = { $score } в мач до { $n }
friend-hints = В игрите чрез връзка подсказките са разрешени, както в шаха по кореспонденция.
friend-hint = Подсказка
friend-err-damaged = Връзката е повредена: отрязана или променена. Помоли приятеля си да я изпрати пак.
friend-err-unknown = Връзката е от игра, която я няма на това устройство. Отвори я там, където започна играта.
friend-err-other-game = Връзката е от друга игра.
friend-err-own = Това е връзката, която ти изпрати. Изпрати я на приятеля си.
friend-err-settings = Връзката е с други правила или друга дължина на мача.
friend-err-unusual = Тази покана иска мач, какъвто никоя страница на сайта не създава (твърде дълъг или с подправена верига от зарове): не се отваря.
friend-err-third = Връзката е от някой друг, не от приятеля ти в тази игра.
friend-err-old = Връзката е по-стара от играта ти: играта е продължила. Нищо не е променено.
friend-err-replay = Вече си отворил тази връзка. Нищо не е променено.
friend-err-dice = Заровете във връзката не отговарят на тайните: променена е. Нищо не е променено.
friend-err-moves = Ходовете във връзката не следват от играта ти: променена е. Нищо не е променено.
friend-err-exhausted = Мачът изчерпа всичките си хвърляния и не може да продължи.
friend-err-not-now = Това не е възможно сега.
friend-err-storage = Този браузър не пази нищо: играта изчезва, когато затвориш страницата.
friend-you-play = Играеш с { $side }
friend-with-anon = Игра с приятел
friend-win = Печелиш мача.
friend-lose = Приятелят ти печели мача.
friend-invited = { $name } те кани на игра
friend-invited-anon = Поканен си на игра
friend-join = Влез в играта

# Play a friend on the board (issue 19): steps, replay, hints, review.
friend-err-unfinished = Ходът ти не е завършен: изиграй всеки зар, който можеш, после „Готово“.
friend-err-hint = Няма подсказка: компютърът не отговори. Опитай пак.
friend-back-turn = ◀ Назад
friend-forward-turn = Напред ▶
friend-turn-of = Ход { $n } от { $total }
friend-back-to-play = Гледаш по-ранен ход. Върни се напред, за да играеш.
friend-list = Или избери целия ход от списъка:
friend-list-none = — избери ход —
friend-hint-best = Най-добър ход: { $move }
friend-hints-used = В тази игра са ползвани подсказки (отбелязано само на това устройство).
friend-review = Разбор на играта

## Игра на живо през сървъра на сайта (issue 32)
friend-live-someone = приятелят ти
friend-live-here = На живо: { $name } е на страницата — всеки ход пристига веднага.
friend-live-away = На живо: { $name } не е на страницата от { $date }. Ходовете ти чакат на сървъра на сайта, докато се върне; връзката също върши работа.
friend-live-off = Играта на живо иска сървъра на сайта, а той не отговаря в момента: изпрати връзката.
friend-lobby-title = Играй с някого сега
friend-lobby-intro = Игри, които хора на сайта предлагат в момента. Избери една и тя започва веднага, без профил, само с име, ако искаш.
friend-lobby-empty = В момента никой не предлага игра. Предложи своята с формата горе: който я приеме пръв, играе с теб.
friend-lobby-someone = Някой
friend-lobby-row = { $name }: { $rules }, мач до { $n }; ти играеш с { $side }
friend-lobby-take = Играй
friend-lobby-offer = Предложи на всички
friend-lobby-mine = Тази игра е предложена на всички в сайта: започва, щом някой я приеме. Пак можеш да изпратиш връзката на приятел.
friend-lobby-withdraw = Оттегли предложението

## Краят на партия в мача
friend-game-end = { $score }
friend-game-won-you = Печелиш тази партия: { $points ->
    [one] 1 точка
   *[other] { $points } точки
}.
friend-game-won-them = Приятелят ти печели тази партия: { $points ->
    [one] 1 точка
   *[other] { $points } точки
}.
friend-match-stands = Резултатът в мача до { $n }: { $score }.
friend-next-you = Ти започваш следващата партия.
friend-next-wait = Следващата партия започва, щом пристигне връзката от приятеля ти.

## Преди да предадеш, страницата пита
friend-resign-ask = Да предадеш целия мач?
friend-resign-means = Приятелят ти печели мача до { $n } — целия мач, не само тази партия. Той свършва тук при резултат { $score } и това не може да се върне.
friend-resign-yes = Да, предавам мача
friend-resign-no = Продължи да играеш

## Списъкът: мачовете се различават, трият се от това устройство, завършените се прибират
friend-row-detail = { $rules }, мач до { $n }, ти { $you }–{ $them }, започнат { $date }
friend-row-detail-undated = { $rules }, мач до { $n }, ти { $you }–{ $them }
friend-finished = Завършени мачове ({ $n })
friend-forget = Изтрий
friend-forget-label = Изтрий мача с { $name }
friend-forget-ask = Да изтрия ли мача с { $name } от това устройство?
friend-forget-means = Мачът се забравя само тук: нищо не се изпраща и приятелят ти запазва своето копие. Връзките от този мач вече няма да се отварят на това устройство.
friend-forget-yes = Да, изтрий го
friend-forget-no = Запази го
friend-forgotten = Мачът е изтрит от това устройство.

## Името на дъската за екранни четци, когато само показва позиция
friend-board = Дъската при показания ход (описана и с текст отдолу)
