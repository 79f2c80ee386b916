# The diagrams' own words (crates/fevga-diagram): a bundle apart (Messages::diagram), which the
# game page does not carry.

# A diagram's description for screen readers (role="img"), unless its author gives one.
describe-turn-white = Weiß ist am Zug.
describe-turn-black = Schwarz ist am Zug.
describe-side-white = Weiß: { $points }.
describe-side-black = Schwarz: { $points }.
describe-point = { $n } auf Punkt { $point }
describe-none-white = Weiß: kein Stein mehr auf dem Brett.
describe-none-black = Schwarz: kein Stein mehr auf dem Brett.
describe-off-white = Weiß hat { $n ->
    [one] einen Stein
   *[other] { $n } Steine
} ausgewürfelt.
describe-off-black = Schwarz hat { $n ->
    [one] einen Stein
   *[other] { $n } Steine
} ausgewürfelt.

# Why a position text cannot be read ($side is the list's letter as written, W or B).
position-why-empty = Der Text ist leer; die Grundstellung lautet W:24x15 B:12x15 W.
position-why-token = „{ $token }“ ist weder eine Liste von Steinen noch die Seite am Zug.
position-why-side = Am Zug ist W oder B, nicht „{ $token }“.
position-why-missing = Die Liste { $side }: fehlt; ohne Steine schreibt man { $side }:-.
position-why-twice = Die Liste { $side }: steht zweimal da.
position-why-empty-list = Die Liste { $side }: ist leer; ohne Steine schreibt man { $side }:-.
position-why-range = Die Liste { $side }: nennt Punkt { $point }; es gibt nur die Punkte 1 bis 24.
position-why-count = Die Liste { $side }: setzt weniger als einen Stein auf Punkt { $point }.
position-why-listed-twice = Die Liste { $side }: nennt Punkt { $point } zweimal.
position-why-too-many = Die Liste { $side }: hat mehr als 15 Steine (mindestens { $count }); jede Seite hat 15.
position-why-shared = Auf Punkt { $point } stehen Steine beider Farben.

# The iframe page opened on its own (not framed): a link to edit its diagram (issue 20).
diagram-edit = Dieses Diagramm im Stellungseditor bearbeiten
diagram-task = { $side } zieht { $dice }: Finde den besten Zug.
diagram-task-start = Selbst ziehen
diagram-task-answer = Lösung zeigen
diagram-task-retry = Noch einmal
diagram-task-complete = Zug vollständig: Mit „Fertig“ prüfen.
diagram-task-right = Richtig! { $best } ist der beste Zug.
diagram-task-wrong = Noch nicht. Am besten: { $best }. Deiner: { $play }.
diagram-task-shown = Die Lösung: { $best }.
# The diagram's controls and the faults an embed can have (moved from the page's bundle: the
# game page never shows them, so its first visit does not download them).
diagram-previous = ‹ Zurück
diagram-next = Weiter ›
diagram-where = Zug { $n } von { $total }
diagram-play = Von hier aus spielen
diagram-error-position = Die Stellung „{ $text }“ dieses Diagramms ist nicht lesbar.
diagram-error-lang = Die Sprache „{ $value }“ dieses Diagramms ist nicht en, de, tr oder bg.
diagram-error-attribute = Dieses Diagramm hat ein unbekanntes Attribut „{ $name }“.
diagram-error-value = Das Attribut { $name } dieses Diagramms kann nicht „{ $value }“ sein.
diagram-error-last-move = „{ $move }“ kann nicht der letzte Zug vor der Stellung dieses Diagramms sein.
diagram-error-step = Zug { $n } dieses Diagramms, „{ $move }“, ist dort nicht erlaubt.
diagram-error-answer = Die Lösung „{ $move }“ dieses Diagramms ist kein Zug mit { $dice } in seiner Stellung.
diagram-error-task-dice = Ein Diagramm „Du bist am Zug“ (answer) braucht den Wurf: dice.
diagram-error-task-moves = Ein Diagramm „Du bist am Zug“ (answer) zeigt eine Stellung: Es kann keine moves haben.
diagram-error-mark = In { $name } dieses Diagramms, Teil { $n }: „{ $text }“ ist kein Punkt 1–24 und kein Pfeil wie 24/18 oder 6/off.
diagram-error-parts = { $name } dieses Diagramms hat { $parts } durch | getrennte Teile, das Diagramm zeigt aber { $frames } { $frames ->
    [one] Stellung
   *[other] Stellungen
  }: ein Teil je Stellung.
