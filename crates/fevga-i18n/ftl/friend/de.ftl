# Gegen Freunde per Link (Issue 19): eigene Wörter der Seite, getrennt vom Spiel.
friend-title = Gegen Freunde spielen
friend-intro = Spiele gegen Freunde, wo sie auch sind: jeder Zug reist als Link, und der Server der Seite reicht die Links live zwischen euch weiter. Er reicht nur Links weiter: Er kann keinen Zug machen, und die Würfel entstehen aus euren beiden Geheimnissen, also kann er sie auch nicht bestimmen. Kein Konto.
friend-new = Neue Partie gegen Freunde
friend-your-side = Deine Farbe
friend-your-name = Dein Name (freiwillig)
friend-start = Starten und Link erhalten
friend-games = Deine Partien per Link
friend-no-games = Noch keine Partien.
friend-open = Link öffnen
friend-paste = Füge den Link ein, den du bekommen hast
friend-open-button = Öffnen
friend-back = Alle Partien
friend-with = Partie gegen { $name }
friend-someone = Dein Gegenüber
friend-row-you = { $name }: du bist dran
friend-row-them = { $name }: wartet auf Antwort
friend-row-over = { $name }: beendet
friend-last-move = letzter Zug { $date }
friend-send = Schick diesen Link an dein Gegenüber:
friend-waiting = Du wartest seit { $date } auf die Antwort.
friend-copy = Link kopieren
friend-copied = Der Link ist kopiert. Schick ihn ab.
friend-copy-failed = Kopieren ging nicht: markiere den Link und kopiere ihn selbst.
friend-share = Teilen…
friend-qr = QR-Code des Links, für ein Handy daneben
friend-your-roll = Dein Wurf: { $dice }. Tippe einen Stein an, dann sein Ziel.
friend-play = Ziehen
friend-no-play = Mit { $dice } ist kein Zug möglich.
friend-pass = Aussetzen
friend-reveal-text = Dein Gegenüber eröffnet die nächste Partie: schick deine Hälfte des Wurfs.
friend-reveal = Meine Wurfhälfte schicken
friend-resign = Match aufgeben
friend-rematch = Revanche anbieten
friend-they-moved = Dein Gegenüber hat gezogen. Du bist dran.
friend-they-revealed = Dein Gegenüber hat seine Hälfte des Wurfs geschickt.
friend-joined = Du bist der Partie beigetreten. Schick den Link zurück.
friend-over-you = Du gewinnst das Match { $score }.
friend-over-them = Dein Gegenüber gewinnt das Match { $score }.
friend-resigned-you = Du hast aufgegeben.
friend-resigned-them = Dein Gegenüber hat aufgegeben.
friend-score = { $score } im Match auf { $n }
friend-hints = In Partien per Link sind Tipps erlaubt, wie im Fernschach.
friend-hint = Tipp
friend-err-damaged = Dieser Link ist beschädigt: abgeschnitten oder verändert. Lass ihn dir noch einmal schicken.
friend-err-unknown = Dieser Link gehört zu einer Partie, die auf diesem Gerät fehlt. Öffne ihn dort, wo die Partie begann.
friend-err-other-game = Dieser Link gehört zu einer anderen Partie.
friend-err-own = Das ist dein eigener Link. Schick ihn an dein Gegenüber.
friend-err-settings = Dieser Link spielt andere Regeln oder eine andere Matchlänge als deine Partie.
friend-err-unusual = Diese Einladung verlangt ein Match, das keine Seite dieser Website anlegt (viel zu lang oder mit gefälschter Würfelkette): Sie wird nicht geöffnet.
friend-err-third = Dieser Link stammt von jemand anderem, nicht von deinem Gegenüber in dieser Partie.
friend-err-old = Dieser Link ist älter als deine Partie: sie ist schon weiter. Nichts wurde geändert.
friend-err-replay = Diesen Link hast du schon geöffnet. Nichts wurde geändert.
friend-err-dice = Die Würfel im Link passen nicht zu den Geheimnissen: er wurde verändert. Nichts wurde geändert.
friend-err-not-ours = Dieser Link gibt sich als deiner aus, aber du hast ihn nicht gemacht: jemand hat ihn verändert. Schick ihn nicht weiter. Nichts wurde geändert.
friend-err-signature = Dieser Link wurde verändert, nachdem dein Gegenüber ihn geschickt hat: er trägt nicht dessen Unterschrift. Lass ihn dir noch einmal schicken. Nichts wurde geändert.
friend-err-ahead = Dieser Link stammt von einem späteren Stand der Partie, als dieser Browser kennt: du hast woanders weitergespielt (auf einem anderen Gerät, oder diese Kopie ist älter). Öffne ihn dort, wo du weitergespielt hast. Nichts wurde geändert.
friend-err-newer = Dieser Link stammt von einer neueren Version der Seite. Lade die Seite neu und öffne den Link dann noch einmal.
friend-watch-title = Du schaust zu:
friend-watch-intro = Du schaust diesem Match zu: Jeder Zug wird geprüft wie bei den beiden Spielenden, und nichts, was du hier tust, ändert daran etwas.
friend-watch-live-here = Live: Beide sind auf der Seite – jeder Zug erscheint, sobald er gespielt ist.
friend-watch-live-away = Live: Gerade ist nicht jeder da; der nächste Zug erscheint, sobald er gespielt ist.
friend-watch-live-off = Live zuschauen geht nur über den Server der Seite, und der antwortet gerade nicht: Du siehst das Match so, wie die Adresse es zeigte.
friend-watch-to-play = { $name } ist am Zug.
friend-watch-opening = Als Nächstes kommt der Eröffnungswurf einer Partie.
friend-watch-won = { $name } hat das Match gewonnen.
friend-watch-resigned = { $name } hat das Match aufgegeben.
friend-watch-share = Andere zuschauen lassen
friend-watch-share-text = Die Adresse zum Zuschauen (wer sie hat, kann zuschauen, aber nicht mitspielen):
friend-link-fold = Der Link, falls dein Gegenüber ihn braucht (der Zug ist schon live angekommen)
friend-notify-ask = Sag mir Bescheid, wenn ich am Zug bin
friend-notify = Du bist am Zug: { $name } hat gezogen.
friend-notify-anon = Du bist am Zug: dein Gegenüber hat gezogen.
friend-err-watch-early = Das ist eine Einladung: Zuschauen kann man erst, wenn jemand dem Match beigetreten ist.
friend-err-moves = Die Züge im Link folgen nicht aus deiner Partie: er wurde verändert. Nichts wurde geändert.
friend-err-exhausted = Dieses Match hat alle Würfe verbraucht und kann nicht weitergehen.
friend-err-not-now = Das geht gerade nicht.
friend-err-storage = Dieser Browser speichert nichts: die Partie geht beim Schließen verloren.
friend-you-play = Du spielst { $side }
friend-with-anon = Partie gegen dein Gegenüber
friend-win = Du gewinnst das Match.
friend-lose = Dein Gegenüber gewinnt das Match.
friend-invited = { $name } lädt dich zu einer Partie ein
friend-invited-anon = Du bist zu einer Partie eingeladen
friend-join = Mitspielen

# Play a friend on the board (issue 19): steps, replay, hints, review.
friend-err-unfinished = Dein Zug ist nicht fertig: Spiel jeden Würfel, den du kannst, dann „Fertig“.
friend-err-hint = Kein Tipp: Der Computer hat nicht geantwortet. Versuch es noch einmal.
friend-back-turn = ◀ Zurück
friend-forward-turn = Vor ▶
friend-turn-of = Zug { $n } von { $total }
friend-back-to-play = Du siehst einen früheren Zug. Geh vor, um zu ziehen.
friend-list = Oder wähl den ganzen Zug aus der Liste:
friend-list-none = — Zug wählen —
friend-hint-best = Bester Zug: { $move }
friend-hints-used = Du hast in dieser Partie Tipps genutzt (nur auf diesem Gerät vermerkt).
friend-review = Partie analysieren

## Live-Partien über den Server der Seite (issue 32)
friend-live-someone = dein Gegenüber
friend-live-here = Live: { $name } ist auf der Seite – jeder Zug kommt sofort an.
friend-live-away = Live: { $name } ist seit { $date } nicht auf der Seite. Deine Züge warten auf dem Server der Seite, bis { $name } wiederkommt; der Link geht auch.
friend-live-off = Live-Partien brauchen den Server der Seite, und der antwortet gerade nicht: Schick stattdessen den Link.
friend-lobby-title = Jetzt gegen jemanden spielen
friend-lobby-intro = Partien, die gerade jemand auf der Seite anbietet. Nimm eine an, und sie beginnt sofort – ohne Konto, höchstens mit einem Namen.
friend-lobby-empty = Gerade bietet niemand eine Partie an. Biete deine mit dem Formular oben an: Wer sie zuerst annimmt, spielt gegen dich.
friend-lobby-someone = Jemand
friend-lobby-row = { $name }: { $rules }, Match auf { $n }; du spielst { $side }
friend-lobby-take = Spielen
friend-lobby-offer = Allen anbieten
friend-lobby-mine = Diese Partie ist allen auf der Seite angeboten: Sie beginnt, sobald jemand sie annimmt. Den Link kannst du trotzdem einem Freund schicken.
friend-lobby-withdraw = Angebot zurückziehen

## Das Ende einer Partie im Match
friend-game-end = { $score }
friend-game-won-you = Du gewinnst diese Partie: { $points ->
    [one] 1 Punkt
   *[other] { $points } Punkte
}.
friend-game-won-them = Dein Gegenüber gewinnt diese Partie: { $points ->
    [one] 1 Punkt
   *[other] { $points } Punkte
}.
friend-match-stands = Stand im Match auf { $n }: { $score }.
friend-next-you = Du eröffnest die nächste Partie.
friend-next-wait = Die nächste Partie beginnt, sobald der Link deines Gegenübers ankommt.

## Aufgeben fragt erst nach
friend-resign-ask = Das ganze Match aufgeben?
friend-resign-means = Dein Gegenüber gewinnt das Match auf { $n } – das ganze Match, nicht nur diese Partie. Es endet hier beim Stand { $score } und lässt sich nicht zurücknehmen.
friend-resign-yes = Ja, Match aufgeben
friend-resign-no = Weiterspielen

## Die Liste: Matches unterscheidbar, von diesem Gerät löschen, beendete eingeklappt
friend-row-detail = { $rules }, Match auf { $n }, du { $you }–{ $them }, begonnen { $date }
friend-row-detail-undated = { $rules }, Match auf { $n }, du { $you }–{ $them }
friend-finished = Beendete Matches ({ $n })
friend-forget = Löschen
friend-forget-label = Das Match gegen { $name } löschen
friend-forget-ask = Das Match gegen { $name } von diesem Gerät löschen?
friend-forget-means = Es wird nur hier vergessen: Nichts wird verschickt, und dein Gegenüber behält seine Partie. Links dieses Matches öffnen sich auf diesem Gerät dann nicht mehr.
friend-forget-yes = Ja, löschen
friend-forget-no = Behalten
friend-forgotten = Das Match ist von diesem Gerät gelöscht.

## Das Brett für Screenreader benannt, wenn es nur eine Stellung zeigt
friend-board = Das Brett beim gezeigten Zug (darunter auch als Text)

## Ein Link, vor game= abgeschnitten, oder zwei Links in einem Text
friend-err-no-link = Hier steckt kein Partie-Link drin: Die Adresse oder der Text wurde wohl vor „game=“ abgeschnitten. Lass dir den ganzen Link noch einmal schicken.
friend-err-two-links = In diesem Text stecken zwei verschiedene Partie-Links: Füge nur den ein, den du öffnen willst.

## Was der Link des Gegenübers brachte: Beitritt, Hälfte des Wurfs; live beigetreten
friend-they-joined-play = Dein Gegenüber ist der Partie beigetreten, und du hast den Eröffnungswurf gewonnen: Du bist dran.
friend-they-joined-reveal = Dein Gegenüber ist der Partie beigetreten und eröffnet sie: Schick deine Hälfte des Wurfs.
friend-they-joined = Dein Gegenüber ist der Partie beigetreten.
friend-they-revealed-play = Dein Gegenüber hat seine Hälfte des Wurfs geschickt: Der Eröffnungswurf gehört dir. Du bist dran.
friend-joined-live = Du bist der Partie beigetreten. Deine Antwort ist über den Server der Seite an dein Gegenüber gegangen; der Link unten geht auch.
