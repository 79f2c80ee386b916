# Deine Partien (Issue 18): eigene Wörter der Partien-Seite, getrennt vom Spiel.
games-title = Deine Partien
games-deck-title = Deine Fehler zum Üben
games-deck-counts = Heute fällig: { $due } · im Stapel: { $total } · gelernt: { $learned }
games-practise = { $n ->
    [one] 1 Fehler üben
   *[other] { $n } Fehler üben
}
games-clear = Stapel leeren
games-clear-ask = Alle { $n } Karten endgültig löschen?
games-clear-yes = Ja, leeren
games-deck-empty = Ausgewertete Partien legen deine Fehler und groben Fehler hier ab; jeder kommt wieder, bis du dreimal hintereinander den besten Zug gefunden hast.
games-reviewing = Der Computer wertet eine Partie aus: { $done } von { $total } Zügen.
games-list-title = Partien auf diesem Gerät
games-none = Noch keine Partien. Spiel eine auf der Spielseite oder lade unten eine Notation.
games-bound = Höchstens { $n } Partien oder { $kb } KB werden behalten; ist der Speicher voll, fällt zuerst die älteste beendete Partie weg.
games-import-title = Notation laden
games-paste = Notation einer Partie einfügen
games-import = Laden
games-file = Oder eine .txt-Datei öffnen
games-vs-computer = Gegen den Computer ({ $level })
games-vs-human = Zwei Spieler an diesem Gerät
games-vs-friend = Gegen Freunde per Link
games-vs-imported = Geladene Notation
games-vs-watched = Zugeschaut per Link
games-won = { $side } gewinnt { $n ->
    [one] 1 Punkt
   *[other] { $n } Punkte
}
games-you-won = Du hast gewonnen ({ $n ->
    [one] 1 Punkt
   *[other] { $n } Punkte
})
games-you-lost = Du hast verloren ({ $n ->
    [one] 1 Punkt
   *[other] { $n } Punkte
})
games-unfinished = Nicht beendet
games-rates = Fehlerrate: Weiß { $white }, Schwarz { $black }
games-review-part = Die Auswertung läuft
games-not-reviewed = Noch nicht ausgewertet
games-damaged = Die Notation ist nicht lesbar
games-back = ‹ Deine Partien
games-at-end = Das Ende der Partie ({ $total } Züge).
games-step-of = ({ $n } von { $total })
games-first = « Anfang
games-prev = ‹ Zurück
games-next = Weiter ›
games-last = Ende »
games-keys = Pfeiltasten: voriger und nächster Zug; Umschalt mit Pfeil: voriger und nächster Fehler; Pos1 und Ende: Anfang und Ende.
games-not-rated = Noch nicht bewertet: der Computer ist dabei.
games-review-notes = Wie die Züge bewertet werden
games-record = Die Notation der Partie
games-copy = Kopieren
games-download = Als .txt speichern
games-delete = Partie löschen
games-delete-ask = Diese Partie endgültig löschen?
games-delete-yes = Löschen
games-delete-no = Behalten
games-practice-title = Deine Fehler üben
games-due-now = Heute fällig: { $n }
games-find = { $side } zieht { $dice }: finde den besten Zug.
games-your-play = Dein Zug
games-check = Prüfen
games-best = Am besten: { $play } (Equity { $equity })
games-played = In der Partie: { $play } (Equity { $equity })
games-next-card = Nächster Fehler
games-done = Für heute fertig
games-err-line = Zeile { $n }: { $why }
games-err-not-record = keine Fevga-Notation (sie beginnt mit „Fevga record“).
games-err-syntax = diese Zeile ist weder Kopfzeile noch Zug.
games-err-turn-number = der Zug hat die falsche Nummer.
games-err-header = eine unbekannte Kopfzeile oder ein falscher Wert.
games-err-side = hier würfelt die andere Seite.
games-err-dice = die Würfel sind nicht zwei Zahlen von 1 bis 6.
games-err-illegal = dieser Zug ist in der Stellung nicht erlaubt.
games-err-result = das Ergebnis passt nicht zur Partie.
games-err-missing = die Notation ist unvollständig.
games-err-gone = Diese Partie ist nicht mehr gespeichert (in einem anderen Tab gelöscht?).
games-err-link = Die Adresse der Partie ist beschädigt: ihre Notation ist nicht lesbar.
games-err-file = Die Datei ist nicht lesbar.
games-full-dropped = Der Speicher war voll: { $n ->
    [one] die älteste beendete Partie ist
   *[other] die { $n } ältesten beendeten Partien sind
} weggefallen.
games-full = Der Speicher ist voll: die Partie wurde nicht behalten. Lösche eine Partie, um Platz zu schaffen.
games-deleted = Die Partie wurde gelöscht.
games-deck-cleared = Der Stapel ist leer.
games-imported = Die Notation wurde geladen.
games-kept-already = Diese Partie ist schon in deiner Liste: hier ist sie.
games-imported-dropped = Die Notation wurde geladen; { $n ->
    [one] die älteste beendete Partie ist
   *[other] die { $n } ältesten beendeten Partien sind
} dafür weggefallen.
games-none-due = Heute ist kein Fehler fällig.
games-right = Richtig: das ist der beste Zug.
games-wrong = Nicht der beste Zug.
games-copied = Die Notation ist in der Zwischenablage.
games-copy-failed = Kopieren ging nicht: markiere die Notation und kopiere sie selbst.
games-downloaded = Die Notation ist als .txt-Datei gespeichert.

# Üben auf dem Brett (Issue 18)
games-on-board = Zieh auf dem Brett (tipp einen Stein an, dann sein Ziel) oder wähl den Zug aus der Liste.
games-no-play = (noch nicht gewählt)
games-complete = Zug vollständig: drück auf „Prüfen“ oder „Rückgängig“.
games-play-first = Setz zuerst einen ganzen Zug, auf dem Brett oder aus der Liste.

# The analysis board's lines tried (issue 31)
games-explore = Hier einen anderen Zug versuchen
games-explore-from = Deine Variante ab Zug { $n }
games-explore-task = { $side } zieht { $dice }: zieh auf dem Brett (tipp einen Stein an, dann sein Ziel).
games-explore-roll = Anderer Wurf
games-explore-back = Einen Zug zurücknehmen
games-explore-play-on = Von hier aus gegen den Computer weiterspielen (eine neue Partie auf der Spielseite)
games-explore-leave = Zurück zur Analyse
games-explore-wait = Der Computer bewertet den Zug…
games-explore-pass = { $side } konnte { $dice } nicht ziehen.
games-explore-over = { $side } hat alle Steine abgetragen: die Partie dieser Variante ist vorbei.

# A game from a real board (issue 31)
games-vs-board = Am echten Brett
games-otb = Eine Partie vom echten Brett eingeben
games-otb-title = Eine Partie vom echten Brett
games-otb-intro = Gib die Würfe und Züge so ein, wie sie auf deinem Brett gespielt wurden (jeder Zug wird nach den Regeln geprüft), oder spiel am eigenen Brett gegen den Computer: gib deine Würfel ein, er zeigt seinen Zug.
games-otb-rules = Regeln
games-otb-white = Name von Weiß
games-otb-black = Name von Schwarz
games-otb-you = Du hast gespielt
games-otb-you-none = Beide Seiten oder keine
games-otb-computer = Gegen den Computer
games-otb-computer-none = Nein: beide Züge werden hier eingegeben
games-otb-start = Beginnen
games-otb-opening = Der Eröffnungswurf: ein Würfel pro Seite. Erst der von Weiß, dann der von Schwarz:
games-otb-roll = { $side } würfelt: gib die Augen ein.
games-otb-die-1 = Erster Würfel
games-otb-die-2 = Zweiter Würfel
games-otb-set-roll = Wurf eintragen
games-otb-play = { $side } zieht { $dice }: zieh auf dem Brett, wie gespielt wurde.
games-otb-thinking = Der Computer wählt seinen Zug…
games-otb-computer-played = Der Computer zieht { $play } mit { $dice }: führ den Zug auf deinem Brett aus.
games-otb-computer-passed = Der Computer kann { $dice } nicht ziehen.
games-otb-over = Die Partie ist vorbei: { $result }.
games-otb-keep = Speichern und analysieren
games-otb-undo = Zurücknehmen
games-otb-empty = Gib zuerst mindestens einen Zug ein.
games-otb-tie = Gleichstand: der Eröffnungswurf wird wiederholt.
games-otb-moves = Bisherige Züge
