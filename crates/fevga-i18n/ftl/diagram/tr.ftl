# The diagrams' own words (crates/fevga-diagram): a bundle apart (Messages::diagram), which the
# game page does not carry.

# A diagram's description for screen readers (role="img"), unless its author gives one.
describe-turn-white = Sıra beyazda.
describe-turn-black = Sıra siyahta.
describe-side-white = Beyaz: { $points }.
describe-side-black = Siyah: { $points }.
describe-point = { $point }. hanede { $n }
describe-none-white = Beyazın tahtada pulu kalmadı.
describe-none-black = Siyahın tahtada pulu kalmadı.
describe-off-white = Beyaz { $n } pul topladı.
describe-off-black = Siyah { $n } pul topladı.

# Why a position text cannot be read ($side is the list's letter as written, W or B).
position-why-empty = Metin boş; başlangıç dizilişi W:24x15 B:12x15 W diye yazılır.
position-why-token = “{ $token }” ne bir pul listesi ne de sırası gelen taraf.
position-why-side = Sırası gelen taraf W ya da B olur, “{ $token }” olmaz.
position-why-missing = { $side }: listesi yok; hiç pul yoksa { $side }:- yazılır.
position-why-twice = { $side }: listesi iki kez yazılmış.
position-why-empty-list = { $side }: listesi boş; hiç pul yoksa { $side }:- yazılır.
position-why-range = { $side }: listesinde { $point }. hane var; haneler 1 ile 24 arasıdır.
position-why-count = { $side }: listesi { $point }. haneye birden az pul koyuyor.
position-why-listed-twice = { $side }: listesinde { $point }. hane iki kez geçiyor.
position-why-too-many = { $side }: listesinde 15'ten fazla pul var (en az { $count }); her tarafın 15 pulu olur.
position-why-shared = { $point }. hanede iki rengin pulu birden var.

# The iframe page opened on its own (not framed): a link to edit its diagram (issue 20).
diagram-edit = Bu diyagramı pozisyon düzenleyicide değiştir
diagram-task = { $side } { $dice } oynayacak: en iyi hamleyi bul.
diagram-task-start = Hamleni oyna
diagram-task-answer = Cevabı göster
diagram-task-retry = Yeniden dene
diagram-task-complete = Hamle tamamlandı: denetlemek için “Tamam”a bas.
diagram-task-right = Doğru! En iyi hamle { $best }.
diagram-task-wrong = Tam değil. En iyisi: { $best }. Seninki: { $play }.
diagram-task-shown = Cevap: { $best }.
# The diagram's controls and the faults an embed can have (moved from the page's bundle: the
# game page never shows them, so its first visit does not download them).
diagram-previous = ‹ Önceki
diagram-next = Sonraki ›
diagram-where = Hamle { $n } / { $total }
diagram-play = Buradan oyna
diagram-error-position = Bu diyagramın pozisyonu “{ $text }” okunamıyor.
diagram-error-lang = Bu diyagramın dili “{ $value }” en, de, tr ya da bg değil.
diagram-error-attribute = Bu diyagramda bilinmeyen bir öznitelik var: “{ $name }”.
diagram-error-value = Bu diyagramın { $name } özniteliği “{ $value }” olamaz.
diagram-error-last-move = “{ $move }” bu diyagramdaki pozisyona götüren son hamle olamaz.
diagram-error-step = Bu diyagramın { $n }. hamlesi “{ $move }” orada kurala uygun değil.
diagram-error-answer = Bu diyagramın cevabı “{ $move }”, pozisyonunda { $dice } ile oynanabilecek bir hamle değil.
diagram-error-task-dice = “Sıra sende” diyagramı (answer) oynanacak zarları ister: dice.
diagram-error-task-moves = “Sıra sende” diyagramı (answer) tek bir pozisyon gösterir: moves olamaz.
diagram-error-mark = Bu diyagramın { $name } özniteliğinin { $n }. bölümünde “{ $text }” ne 1–24 arası bir hane ne de 24/18 ya da 6/off gibi bir ok.
diagram-error-parts = Bu diyagramın { $name } özniteliği | ile ayrılmış { $parts } bölüm veriyor, ama diyagram { $frames } pozisyon gösteriyor: her pozisyona bir bölüm.
