# Fevga: deutsche Texte. Jede Nachricht ist `key = text`; `{ $name }` füllt das Spiel aus;
# `{ $n -> [one] ... *[other] ... }` wählt nach der Zahl. Schlüssel beibehalten, nur den Text übersetzen.

app-title = Fevga
app-tagline = Das dritte Tavli-Spiel – online spielen
how-to-play = So wird gespielt
new-game = Neue Partie
settings = Einstellungen
close = Schließen
roll = Würfeln
done = Fertig
undo = Rückgängig
next-game = Nächste Partie
new-match = Neues Match
language = Sprache

white = Weiß
black = Schwarz
you = Du
computer = Computer

# Wer am Zug ist, in der Statuszeile.
turn-you-roll = Du bist dran – würfle!
# $n: die Zahl der Würfel, die noch zu ziehen sind; 0 nur, während ein gesperrter Wurf verfällt.
turn-you-move = { $n ->
    [0] Du kannst nicht ziehen: dein Wurf verfällt
    [one] Du bist dran: noch 1 Würfel zu ziehen
   *[other] Du bist dran: noch { $n } Würfel zu ziehen
}
turn-you-confirm = Zug vollständig: drück auf „Fertig“ oder „Rückgängig“
turn-computer = Der Computer überlegt…
turn-side-roll = { $side } ist dran: würfeln
turn-side-move = { $side } ist dran: ziehen
opening-prompt = Jeder würfelt einen Würfel – wer höher würfelt, beginnt

# $who sagt, wer Weiß spielt (you, computer, oder white beim Spiel zu zweit); $wd ist der Würfel von Weiß, $bd der von Schwarz.
opening-result = { $who ->
    [you] Du würfelst { $wd }, der Computer { $bd }.
    [computer] Du würfelst { $bd }, der Computer { $wd }.
   *[other] { $white } würfelt { $wd }, { $black } { $bd }.
}
opening-tie = Beide haben { $d } gewürfelt: noch einmal würfeln.
opening-you-start = Du beginnst und spielst { $dice }.
# $who ist computer, white oder black; $side ist der Name der Seite.
opening-side-starts = { $who ->
    [computer] Der Computer beginnt und spielt { $dice }.
   *[other] { $side } beginnt und spielt { $dice }.
}
no-legal-move = Mit { $dice } ist kein Zug möglich: der Wurf verfällt.
forced-move = Nur ein Zug möglich: { $move }.
last-move-white = Letzter Zug von Weiß: { $move }
last-move-black = Letzter Zug von Schwarz: { $move }
pass = kein Zug

pips = Pips
borne-off = Ausgewürfelt
score = Stand
match-to = Match auf { $n ->
    [one] 1 Punkt
   *[other] { $n } Punkte
}

game-won-you = Du gewinnst { $points ->
    [one] 1 Punkt
   *[other] { $points } Punkte
}.
game-lost-you = Der Computer gewinnt { $points ->
    [one] 1 Punkt
   *[other] { $points } Punkte
}.
game-won-side = { $side } gewinnt { $points ->
    [one] 1 Punkt
   *[other] { $points } Punkte
}.
why-double = Der Verlierer hat keinen Stein ausgewürfelt, also zählt die Partie doppelt.
why-single = Der Verlierer hatte schon Steine ausgewürfelt, also zählt die Partie einfach.
match-won-you = Du gewinnst das Match { $score }.
match-lost-you = Der Computer gewinnt das Match { $score }.
match-won-side = { $side } gewinnt das Match { $score }.

history = Züge
history-empty = Noch keine Züge.
board-text = Das Brett als Text
point-list-white = Punkt { $point }: { $n } × Weiß
point-list-black = Punkt { $point }: { $n } × Schwarz
pips-white = Pips Weiß: { $n }
pips-black = Pips Schwarz: { $n }
borne-off-white = Ausgewürfelt Weiß: { $n }
borne-off-black = Ausgewürfelt Schwarz: { $n }

# Beschriftungen für Screenreader.
board-label = Fevga-Brett. Die Pfeiltasten folgen dem Weg deiner Steine: Pfeil rechts geht vorwärts, Punkt für Punkt und um die Ecken, bis ins Heimviertel und zur Ablage, Pfeil links zurück; Pfeil hoch und runter springen zum gegenüberliegenden Punkt, Pos1 und Ende zum ersten und letzten Punkt des Wegs. Enter oder Leertaste wählt einen Stein und zieht ihn.
point-empty = Punkt { $point }: leer
point-white = Punkt { $point }: { $n ->
    [one] 1 weißer Stein
   *[other] { $n } weiße Steine
}
point-black = Punkt { $point }: { $n ->
    [one] 1 schwarzer Stein
   *[other] { $n } schwarze Steine
}
point-movable = ziehbar
point-selected = ausgewählt
point-target = hierher ziehen
tray-label = Ablage von { $side }: { $n } ausgewürfelt
dice-label = Würfel: { $dice }
# $who ist you, computer, white oder black; $side ist der Name der Seite.
announce-rolled = { $who ->
    [you] Du würfelst { $dice }.
    [computer] Der Computer würfelt { $dice }.
   *[other] { $side } würfelt { $dice }.
}
announce-played = { $who ->
    [you] Du ziehst { $move }.
    [computer] Der Computer zieht { $move }.
   *[other] { $side } zieht { $move }.
}
announce-passed = { $who ->
    [you] Du kannst mit { $dice } nicht ziehen, dein Wurf verfällt.
    [computer] Der Computer kann mit { $dice } nicht ziehen, sein Wurf verfällt.
   *[other] { $side } kann mit { $dice } nicht ziehen, der Wurf verfällt.
}

# Einstellungen.
opponent = Gegner
opponent-computer = Der Computer
opponent-human = Ein zweiter Spieler an diesem Gerät
play-as = Du spielst
level = Spielstärke des Computers
level-novice = Erste Partien
level-beginner = Anfänger
level-intermediate = Hobbyspieler
level-strong = Vereinsspieler
level-expert = Experte
rules = Regeln
rules-fevga = Fevga
rules-multezim = Mültezim
rules-fevga-desc = Griechisches Fevga: Dein erster Stein muss das Startviertel des Gegners erreichen, bevor ein anderer ziehen darf. Drei Sechser-Mauern sind verboten: dein ganzes Startviertel, die sechs Punkte direkt vor der Startecke des Gegners und jede Mauer, die dem Gegner keinen Zug mehr lässt.
rules-multezim-desc = Türkisches Mültezim: Dein erster Stein muss die Startecke des Gegners passieren; im Startviertel des Gegners darfst du höchstens vier Punkte besetzen.
match-length = Matchlänge
points = { $n ->
    [one] 1 Punkt
   *[other] { $n } Punkte
}
auto-roll = Automatisch würfeln
auto-done = Zug automatisch beenden, wenn alle Würfel gezogen sind
settings-restart = Wenn du Gegner, Farbe, Regeln oder Matchlänge änderst, beginnt ein neues Match; während eines Matches wirst du vorher gefragt.

save-corrupt = Der gespeicherte Spielstand war nicht lesbar, deshalb beginnt eine neue Partie.
save-outdated = Der gespeicherte Spielstand stammt aus einer älteren Version, deshalb beginnt eine neue Partie.
save-newer = Ein Spielstand einer neueren Fevga-Version bleibt auf diesem Gerät erhalten. Diese Seite spielt eine neue Partie, die nicht gespeichert wird; nach einem Update der Seite geht es mit dem gespeicherten Spiel weiter.
words-unavailable = { $language } lässt sich gerade nicht laden (keine Verbindung?): Die Seite bleibt in dieser Sprache.
save-failed = Dieses Gerät lässt die Seite nicht speichern (Speicher voll oder gesperrt): Die Partie geht weiter, ist aber verloren, wenn die Seite geschlossen wird.
elsewhere = Diese Partie geht in einem anderen Tab weiter, wo zuletzt gezogen wurde.
take-back = Hier weiterspielen
not-saved = Diese Partie wird auf diesem Gerät nicht gespeichert.
bad-link = Von der Stellung in diesem Link kann nicht gespielt werden; das Spiel geht weiter wie zuvor.
computer-loading = Der Computer wird geladen…
computer-failed = Der Computer konnte in diesem Browser nicht starten. Beide Seiten können an diesem Gerät weitergespielt werden.
pass-and-play = Beide Seiten hier spielen
confirm-link = Die Stellung aus dem Link spielen? Die laufende Partie geht verloren.
copy-link = Link zu dieser Stellung kopieren
link-copied = Ein Link zu dieser Stellung wurde kopiert.
link-copy-failed = Der Link ließ sich nicht kopieren: Dieser Browser erlaubt es hier nicht.
why-no-checker = Du hast keinen Stein auf { $point }.
why-no-die = Es ist keine { $die } mehr zu ziehen.
why-too-far = Dieser Punkt ist { $distance } Felder entfernt, und deine übrigen Würfel ergeben zusammen nicht { $distance }.
why-point-held = { $point } ist vom Gegner besetzt, und ein einzelner Stein hält einen Punkt.
why-head-rule = Die Kopfregel: Nur dein erster Stein (auf { $runner }) darf ziehen, bis er Punkt { $line } oder tiefer erreicht.
why-not-home = Auswürfeln darfst du erst, wenn alle deine Steine, die noch auf dem Brett stehen, im Heimviertel sind (Punkte 1–6).
why-higher-first = Ist die Augenzahl höher als der Punkt, würfelst du damit nur vom höchsten besetzten Punkt aus, { $point }.
why-more-dice = Dann ließe sich der Rest des Wurfs nicht ziehen, und ein Zug muss jeden Würfel nutzen, der geht.
why-higher-die = Nur ein Würfel ist ziehbar, also muss es der höhere sein, die { $die }.
why-wall = Jede Art, diesen Zug zu beenden, würde eine verbotene Sechsermauer bauen.
why-table = Jede Art, diesen Zug zu beenden, hielte einen fünften Punkt im Startviertel des Gegners.
why-rules-link = Regeln { $section }
failed = Etwas ist schiefgegangen. Lade die Seite neu, um weiterzuspielen.

# Dem Spiel folgen: der Zug des Computers, Rückfragen, das Tempo, die Zusammenfassung am Ende.
turn-computer-moving = Der Computer zieht…
replay = Nochmal zeigen
dice-left = { $n ->
    [one] Noch 1 Würfel zu ziehen.
   *[other] Noch { $n } Würfel zu ziehen.
}
undone = Zug zurückgenommen.
keep-playing = Weiterspielen
confirm-yes = Neu beginnen
confirm-new-game = Neue Partie beginnen? Die laufende Partie geht verloren.
confirm-new-match = Neues Match beginnen? Das laufende Match geht verloren.
confirm-restart = Diese Änderung beginnt ein neues Match: Das laufende Match geht verloren.
single-game = Einzelne Partie
computer-only = Nur beim Spiel gegen den Computer.
speed = Spieltempo
speed-slow = Langsam
speed-normal = Normal
speed-fast = Schnell
animate = Steine beim Ziehen gleiten lassen
summary-pips = { $side }: noch { $n } Pips.
match-lead-you = Du führst { $score } im Match auf { $n }.
match-lead-computer = Der Computer führt { $score } im Match auf { $n }.
match-lead-side = { $side } führt { $score } im Match auf { $n }.
match-tied = Das Match steht { $score } (auf { $n } Punkte).

# Der Trainer: ein Tipp für den Wurf im Spiel und die Analyse einer beendeten Partie.
hint = Tipp
hint-wait = Die besten Züge werden gesucht…
hint-title = Die besten Züge für { $dice }
hint-play = { $move }: { $equity } Punkte
hint-odds = Sieg { $win } % · Sieg mit 2 Punkten { $win2 } % · Niederlage mit 2 Punkten { $lose2 } %
hint-rest-title = So spielst du die übrigen Würfel ({ $dice }) am besten
hint-off-best = Was du schon gezogen hast, gehört zu keinem der besten Züge.
hint-undo = Nimm deine Steine zurück, dann siehst du den besten Zug
announce-hint = Bester Zug: { $move }.
roll-out = Ausspielen
rollout-about = jeder Zug { $trials }-mal weitergespielt, mit denselben Würfeln für alle
rollout-wait = Wird weitergespielt … { $percent } %
rollout-title = Jeder Zug { $trials }-mal weitergespielt
rollout-play = { $move }: { $equity } ± { $error } Punkte
announce-rollout = Ausgespielt, bester Zug: { $move }.
review = Partie analysieren
review-title = Analyse der Partie
review-decisions = Entscheidungen
review-lost = Verlorene Equity
review-doubtful = Zweifelhaft
review-mistake = Fehler
review-blunder = Grober Fehler
review-turn = Zug { $n }: { $side } würfelt { $dice } und spielt { $move }.
review-pass = Zug { $n }: { $side } würfelt { $dice } und kann nicht ziehen.
review-verdict = { $label }: { $loss } Punkte verloren. Am besten: { $best }.
review-good = Ein guter Zug: der beste oder so gut wie er.
review-only = Der einzige mögliche Zug.
review-thresholds = Zweifelhaft ab 0,02 verlorenen Punkten, Fehler ab 0,08, grober Fehler ab 0,16.
review-prev-mistake = « Voriger Fehler
review-next-mistake = Nächster Fehler »
review-error-rate = Fehlerrate
review-rating = Leistung (PR)
review-rating-note = Fehlerrate: verlorene Equity pro Entscheidung, in Tausendstel Punkten. PR: die Fehlerrate ÷ 2, auf der Backgammon-Skala (unter 5: Expertenniveau).
review-graph = { $side }: Gewinnchance Zug für Zug (die Mittellinie steht für Gleichstand)
review-band-world-class = Weltklasse
review-band-expert = Experte
review-band-advanced = Fortgeschritten
review-band-intermediate = Mittelstufe
review-band-casual = Freizeitspieler
review-band-beginner = Anfänger

# The update bar (web/boot.js keeps a copy: it must show even when the wasm cannot start).
update-ready = Eine neue Version ist bereit – neu laden

# Neu im Spiel: warum ein Wurf verfällt (was jede Zahl blockiert).
pass-why = Warum: { $reasons }.
pass-runner = mit { $die } käme der erste Stein von { $runner } auf { $to }, und den hält der Gegner; die Kopfregel lässt die anderen warten
pass-runner-all = der erste Stein (auf { $runner }) landete nur auf Punkten, die der Gegner hält ({ $points }), und die Kopfregel lässt die anderen warten
pass-all-held = mit { $die } landete jeder Stein auf einem Punkt, den der Gegner hält
pass-not-home = mit { $die } landete jeder Stein auf einem besetzten Punkt oder müsste auswürfeln, bevor alle im Heimviertel sind
pass-wall = mit { $die } entstünde immer eine verbotene Mauer
pass-table = mit { $die } hieltest du immer einen fünften Punkt im Startviertel des Gegners

# Neu im Spiel: die geführte erste Partie (ein Tipp nach dem anderen, im echten Spiel).
guide-title = Erste Partie:
guide-start = Du spielst { $color ->
    [white] Weiß
   *[black] Schwarz
}: Deine Steine starten auf 24 (oben rechts) und ziehen gegen den Uhrzeigersinn ins Heimviertel (1–6), wo du sie auswürfelst.
guide-sprint = Der Sprint zu Beginn: Nur dein erster Stein zieht, bis er Punkt { $line } oder tiefer erreicht; die anderen warten auf 24.
guide-wall = Mauer voraus: Der Gegner hält { $high }–{ $low }. Dort landet kein Stein – bleib nicht dahinter stecken.
guide-die-lost = Dieser Wurf geht nicht ganz: Ein Zug nutzt so viele Würfel wie möglich, und passt nur einer, dann den höheren.
guide-bear-off = Alle deine Steine sind im Heimviertel: Jetzt wird ausgewürfelt! Ein Würfel nimmt einen Stein von seinem Punkt, sonst vom höchsten, wenn keiner höher steht.
guide-ok = Verstanden
guide-skip = Anleitung aus
guide-restart = Tipps zur ersten Partie zeigen

# Learn (issue 17): the header's entry; the Learn page's own words are ftl/learn/.
learn-open = Lernen

# Gründe in Worten (Issue 18): was der beste Zug tut und ein anderer nicht – eine Tatsache, die
# die Engine an beiden Stellungen prüft. $n, $best, $played, $run: Zahlen.
reason-bears-off = Der beste Zug würfelt { $n ->
    [one] einen Stein
   *[other] { $n } Steine
} mehr aus.
reason-leads-race = Nur mit dem besten Zug liegt man im Rennen vorn ({ $n ->
    [one] 1 Pip
   *[other] { $n } Pips
} Vorsprung).
reason-stranded = Nach dem besten Zug { $n ->
    [one] steckt ein Stein
   *[other] stecken { $n } Steine
} weniger hinter einer Blockade des Gegners aus { $run } oder mehr Punkten fest.
reason-longer-block = Der beste Zug sperrt dem Gegner { $best } Punkte in Folge, der andere nur { $played }.
reason-more-points-to-pass = Der beste Zug sperrt { $n ->
    [one] einen Punkt mehr, an dem
   *[other] { $n } Punkte mehr, an denen
} der Gegner noch vorbei muss.
reason-more-home = Der beste Zug bringt { $n ->
    [one] einen Stein
   *[other] { $n } Steine
} mehr ins Heimviertel.
reason-off-head = Der beste Zug holt { $n ->
    [one] einen Stein
   *[other] { $n } Steine
} mehr vom Kopf, der Startecke.
reason-in-the-odds = Keine einzelne Tatsache unterscheidet die beiden Züge: Der Unterschied liegt in den Chancen.

# Play a friend by link (issue 19): the header's way to the friend page (friend/).
play-friend = Gegen Freunde

tutor = Vor einem Fehler warnen
tutor-warning = Dieser Zug verliert { $loss } Punkte. Am besten: { $best }.
tutor-play = Trotzdem ziehen
tutor-take-back = Zurücknehmen
tutor-off = Aus
tutor-both = Beide Spieler
take-back-play = Meinen Zug zurücknehmen
taken-back = Dein Zug ist zurückgenommen: Spiel den Wurf noch einmal.


# "Copy as diagram": the position shown, opened in the position editor (issue 20).
copy-diagram = Als Diagramm übernehmen

# Your games (issue 18): the header's way to the Games page (games/) and the mistakes due there.
your-games = Deine Partien
your-games-due = { $n ->
    [one] { $n } Fehler heute zu üben
   *[other] { $n } Fehler heute zu üben
}

# The site's one header (issue 30): its places' name for screen readers; the site's colours in the settings.
site-nav = Seiten
theme = Farben
theme-auto = Wie im System eingestellt (hell oder dunkel)
theme-light = Hell
theme-dark = Dunkel
