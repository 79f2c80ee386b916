# Fevga: Türkçe metinler. Her mesaj `key = text` biçimindedir; `{ $name }` oyun tarafından doldurulur;
# `{ $n -> [one] ... *[other] ... }` sayıya göre seçer. Anahtarları koru, yalnızca metni çevir.

app-title = Mültezim
app-tagline = Yunan tavlasının üçüncü oyunu, çevrimiçi
how-to-play = Nasıl oynanır
new-game = Yeni oyun
settings = Ayarlar
close = Kapat
roll = Zar at
done = Tamam
undo = Geri al
next-game = Sonraki oyun
new-match = Yeni maç
language = Dil

white = Beyaz
black = Siyah
you = Sen
computer = Bilgisayar

# Durum satırında sıranın kimde olduğu.
turn-you-roll = Sıra sende: zarları at
# $n: oynanacak zar sayısı; 0 yalnızca kapalı bir zar pas geçilirken.
turn-you-move = { $n ->
    [0] Oynayacak hamlen yok: pas geçiyorsun
    [one] Sıra sende: 1 zar daha oyna
   *[other] Sıra sende: { $n } zar daha oyna
}
turn-you-confirm = Hamlen bitti: Tamam'a ya da Geri al'a bas
turn-computer = Bilgisayar düşünüyor…
turn-side-roll = Sıra { $side } oyuncuda: zar at
turn-side-move = Sıra { $side } oyuncuda: hamle yap
opening-prompt = Her oyuncu birer zar atar; yüksek atan başlar

# $who Beyaz'ı kimin oynadığını söyler (you, computer ya da iki kişilik oyunda white); $wd Beyaz'ın zarı, $bd Siyah'ın.
opening-result = { $who ->
    [you] Sen { $wd } attın, bilgisayar { $bd } attı.
    [computer] Sen { $bd } attın, bilgisayar { $wd } attı.
   *[other] { $white } { $wd }, { $black } { $bd } attı.
}
opening-tie = İkisi de { $d } attı: zarlar yeniden atılır.
opening-you-start = Sen başlıyorsun ve { $dice } oynuyorsun.
# $who: computer, white ya da black; $side tarafın adı.
opening-side-starts = { $who ->
    [computer] Bilgisayar başlıyor ve { $dice } oynuyor.
   *[other] { $side } başlıyor ve { $dice } oynuyor.
}
no-legal-move = { $dice } ile oynanacak hamle yok; sıra rakibe geçiyor.
forced-move = Oynanabilecek tek hamle: { $move }.
last-move-white = Beyazın son hamlesi: { $move }
last-move-black = Siyahın son hamlesi: { $move }
pass = pas

pips = Pip sayısı
borne-off = Toplanan
score = Skor
match-to = { $n ->
    [one] 1 puanlık maç
   *[other] { $n } puanlık maç
}

game-won-you = { $points ->
    [one] 1 puan
   *[other] { $points } puan
} kazandın.
game-lost-you = Bilgisayar { $points ->
    [one] 1 puan
   *[other] { $points } puan
} kazandı.
game-won-side = { $side } { $points ->
    [one] 1 puan
   *[other] { $points } puan
} kazandı.
why-double = Kaybeden hiç pul toplayamadı: mars, oyun iki sayılır.
why-single = Kaybeden pul toplamıştı, mars yok: oyun tek sayılır.
match-won-you = Maçı { $score } kazandın.
match-lost-you = Bilgisayar maçı { $score } kazandı.
match-won-side = { $side } maçı { $score } kazandı.

history = Hamleler
history-empty = Henüz hamle yok.
board-text = Tahta (metin olarak)
point-list-white = { $point }. hane: { $n } × beyaz
point-list-black = { $point }. hane: { $n } × siyah
pips-white = Beyaz pip sayısı: { $n }
pips-black = Siyah pip sayısı: { $n }
borne-off-white = Beyaz toplanan: { $n }
borne-off-black = Siyah toplanan: { $n }

# Ekran okuyucu etiketleri.
board-label = Mültezim tahtası. Ok tuşları senin pullarının yolunu izler: sağ ok ileri gider, haneden haneye ve köşeleri dönerek ev çeyreğine ve toplama alanına; sol ok geri gider; yukarı ve aşağı ok karşıdaki haneye geçer; Home ve End yolun ilk ve son hanesine gider. Enter ya da Boşluk bir pulu seçer ve oynatır.
point-empty = { $point }. hane: boş
point-white = { $point }. hane: { $n ->
    [one] 1 beyaz pul
   *[other] { $n } beyaz pul
}
point-black = { $point }. hane: { $n ->
    [one] 1 siyah pul
   *[other] { $n } siyah pul
}
point-movable = oynanabilir
point-selected = seçili
point-target = buraya oyna
tray-label = Toplama alanı ({ $side }): { $n } pul toplandı
dice-label = Zarlar: { $dice }
# $who: you, computer, white ya da black; $side tarafın adı.
announce-rolled = { $who ->
    [you] Sen { $dice } attın.
    [computer] Bilgisayar { $dice } attı.
   *[other] { $side } { $dice } attı.
}
announce-played = { $who ->
    [you] Sen oynadın: { $move }.
    [computer] Bilgisayar oynadı: { $move }.
   *[other] { $side } oynadı: { $move }.
}
announce-passed = { $who ->
    [you] { $dice } ile hamlen yok, pas geçiyorsun.
    [computer] Bilgisayarın { $dice } ile hamlesi yok, pas geçiyor.
   *[other] { $side }: { $dice } ile hamle yok, pas.
}

# Ayarlar.
opponent = Rakip
opponent-computer = Bilgisayar
opponent-human = Bu cihazda ikinci bir oyuncu
play-as = Senin rengin
level = Bilgisayar seviyesi
level-novice = İlk kez oynayan
level-beginner = Acemi
level-intermediate = Keyfine oynayan
level-strong = Turnuva oyuncusu
level-expert = Usta
rules = Kurallar
rules-fevga = Yunan usulü
rules-multezim = Türk usulü
rules-fevga-desc = Yunan usulü (fevga): ilk pulun rakibin başlangıç çeyreğine varmadan başka pul oynatamazsın. Üç altılı duvar yasaktır: kendi başlangıç çeyreğinin tamamı, rakibin başlangıç köşesinin hemen önündeki altı hane ve rakibe hiç hamle bırakmayan her duvar.
rules-multezim-desc = Türk usulü (Mültezim): ilk pulun rakibin başlangıç hanesini geçmeden başka pul oynatamazsın; rakibin başlangıç çeyreğinde en fazla dört hane tutabilirsin.
match-length = Maç uzunluğu
points = { $n ->
    [one] 1 puan
   *[other] { $n } puan
}
auto-roll = Zarları otomatik at
auto-done = Tüm zarlar oynanınca sırayı otomatik bitir
settings-restart = Rakibi, rengini, kuralları ya da maç uzunluğunu değiştirmek yeni bir maç başlatır; maç sürerken önce sorulur.

save-corrupt = Kayıtlı oyun okunamadı, bu yüzden yeni bir oyun başladı.
save-outdated = Kayıtlı oyun eski bir sürümden, bu yüzden yeni bir oyun başladı.
save-newer = Bu sitenin daha yeni bir sürümüyle kaydedilmiş bir oyun bu cihazda korunuyor. Bu sayfa kaydedilmeyen yeni bir oyun oynatıyor; sayfa güncellenince kayıtlı oyuna devam edebilirsin.
words-unavailable = { $language } şu anda yüklenemiyor (bağlantı yok mu?): sayfa bu dilde kalıyor.
save-failed = Bu cihaz sayfanın kayıt yapmasına izin vermiyor (depolama dolu ya da engelli): oyun sürüyor, ama sayfa kapanınca kaybolacak.
elsewhere = Bu oyun, son hamlenin yapıldığı başka bir sekmede sürüyor.
take-back = Burada devam et
not-saved = Bu oyun bu cihaza kaydedilmiyor.
bad-link = Bu bağlantıdaki pozisyondan oynanamıyor; oyun olduğu gibi sürüyor.
computer-loading = Bilgisayar yükleniyor…
computer-failed = Bilgisayar bu tarayıcıda başlatılamadı. İki taraf da bu cihazda oynanabilir.
pass-and-play = İki tarafı da burada oyna
confirm-link = Bağlantıdaki pozisyon oynansın mı? Süren oyun kaybolur.
copy-link = Bu pozisyonun bağlantısını kopyala
link-copied = Bu pozisyonun bağlantısı kopyalandı.
link-copy-failed = Bağlantı kopyalanamadı: bu tarayıcı burada buna izin vermiyor.
why-no-checker = { $point }. hanede pulun yok.
why-no-die = Oynanacak { $die } kalmadı.
why-too-far = O hane { $distance } hane ötede; kalan zarlarının toplamı { $distance } etmiyor.
why-point-held = { $point }. hane rakibin elinde; tek pul haneyi tutar.
why-head-rule = Baş kuralı: ilk pulun ({ $runner }. hanede) { $line }. haneye ya da daha aşağısına varana kadar yalnız onu oynatabilirsin.
why-not-home = Pul toplamak ancak tahtada kalan bütün pulların evdeyken olur (1–6. haneler).
why-higher-first = Haneden büyük zar yalnız en yüksek haneden toplar: { $point }.
why-more-dice = O zaman zarın geri kalanı oynanamaz; hamle oynanabilen her zarı kullanmalı.
why-higher-die = Yalnız bir zar oynanabiliyor, o yüzden büyüğü oynanmalı: { $die }.
why-wall = Bu sırayı bitirmenin her yolu yasak bir altılı duvar kurar.
why-table = Bu sırayı bitirmenin her yolu rakibin başlangıç çeyreğinde beşinci bir hane tutar.
why-rules-link = Kurallar { $section }
failed = Bir şeyler ters gitti. Devam etmek için sayfayı yenile.

# Oyunu takip etmek: bilgisayarın hamlesi, oyun kaybolmadan önce sorular, hız, oyun sonu özeti.
turn-computer-moving = Bilgisayar oynuyor…
replay = Tekrar göster
dice-left = { $n ->
    [one] 1 zar daha oyna.
   *[other] { $n } zar daha oyna.
}
undone = Hamle geri alındı.
keep-playing = Oynamaya devam
confirm-yes = Yeniden başla
confirm-new-game = Yeni oyun başlasın mı? Süren oyun kaybolur.
confirm-new-match = Yeni maç başlasın mı? Süren maç kaybolur.
confirm-restart = Bu değişiklik yeni bir maç başlatır: süren maç kaybolur.
single-game = Tek oyun
computer-only = Yalnızca bilgisayara karşı oynarken.
speed = Oyun hızı
speed-slow = Yavaş
speed-normal = Normal
speed-fast = Hızlı
animate = Pullar kayarak hareket etsin
summary-pips = { $side }: { $n } pip kaldı.
match-lead-you = { $n } sayılık maçta { $score } öndesin.
match-lead-computer = Bilgisayar { $n } sayılık maçta { $score } önde.
match-lead-side = { $side } { $n } sayılık maçta { $score } önde.
match-tied = { $n } sayılık maçta durum { $score } berabere.

# Koç: oynanan zar için ipucu ve biten oyunun analizi.
hint = İpucu
hint-wait = En iyi hamleler aranıyor…
hint-title = { $dice } için en iyi hamleler
hint-play = { $move }: { $equity } puan
hint-odds = kazanma %{ $win } · 2 puanlık kazanma %{ $win2 } · 2 puanlık kaybetme %{ $lose2 }
hint-rest-title = Kalan zarlar ({ $dice }) için en iyi devamlar
hint-off-best = Şu ana kadar oynadığın pullar en iyi hamlelerin hiçbirine uymuyor.
hint-undo = En iyi hamleyi görmek için oynadıklarını geri al
announce-hint = En iyi hamle: { $move }.
roll-out = Oynayarak dene
rollout-about = her hamle aynı zarlarla { $trials } kez oynanır
rollout-wait = Oynanıyor… %{ $percent }
rollout-title = Her hamle { $trials } kez oynandı
rollout-play = { $move }: { $equity } ± { $error } puan
announce-rollout = Oynayarak bulunan en iyi hamle: { $move }.
review = Oyunu analiz et
review-title = Oyun analizi
review-decisions = Seçimler
review-lost = Değer kaybı
review-doubtful = Şüpheli
review-mistake = Hata
review-blunder = Büyük hata
review-turn = Hamle { $n }: { $side } { $dice } attı ve { $move } oynadı.
review-pass = Hamle { $n }: { $side } { $dice } attı ve oynayamadı.
review-verdict = { $label }: { $loss } puan kaybedildi. En iyisi: { $best }.
review-good = İyi bir hamle: en iyisi ya da onun kadar iyi.
review-only = Oynanabilecek tek hamle.
review-thresholds = 0,02 puan kayıptan itibaren şüpheli, 0,08'den itibaren hata, 0,16'dan itibaren büyük hata.
review-prev-mistake = « Önceki hata
review-next-mistake = Sonraki hata »
review-error-rate = Hata oranı
review-rating = Performans (PR)
review-rating-note = Hata oranı: seçim başına kaybedilen değer, puanın binde biri olarak. PR: hata oranı ÷ 2, tavlanın (backgammon) ölçeğinde (5'in altı: uzman oyunu).
review-graph = { $side }: hamle hamle kazanma şansı (ortadaki çizgi başa baş)
review-band-world-class = Dünya klası
review-band-expert = Uzman
review-band-advanced = İleri düzey
review-band-intermediate = Orta düzey
review-band-casual = Hobi oyuncusu
review-band-beginner = Acemi

# The update bar (web/boot.js keeps a copy: it must show even when the wasm cannot start).
update-ready = Yeni sürüm hazır — yeniden yükle

# Yeni oyuncu: pas geçilirken nedeni (zarların her birini ne engelliyor).
pass-why = Neden: { $reasons }.
pass-runner = { $die } ile ilk pul { $runner }. haneden { $to }. haneye giderdi, orası rakibin elinde; baş kuralı öbür pulları bekletiyor
pass-runner-all = ilk pul ({ $runner }. hanede) yalnız rakibin tuttuğu hanelere düşerdi ({ $points }); baş kuralı öbür pulları bekletiyor
pass-all-held = { $die } ile her pul rakibin tuttuğu bir haneye düşerdi
pass-not-home = { $die } ile her pul ya rakibin tuttuğu haneye düşerdi ya da pullar eve girmeden toplanırdı
pass-wall = { $die } ile her yol yasak bir duvar kurardı
pass-table = { $die } ile her yol rakibin başlangıç çeyreğinde beşinci bir hane tutardı

# Yeni oyuncu: ilk oyun rehberi (gerçek oyunun üstünde, her seferinde bir ipucu).
guide-title = İlk oyun:
guide-start = { $color ->
    [white] Beyaz
   *[black] Siyah
} pullarla oynuyorsun: pulların 24. haneden (sağ üst) başlar, saatin tersine dönüp ev çeyreğine (1–6) varır; orada pul toplarsın.
guide-sprint = Açılış koşusu: ilk pulun { $line }. haneye ya da daha aşağısına varana kadar yalnız onu oynatabilirsin; öbürleri 24'te bekler.
guide-wall = Önünde duvar var: rakip { $high }–{ $low }. haneleri tutuyor. Oraya pul konmaz; arkasında sıkışıp kalma.
guide-die-lost = Bu zarın hepsi oynanamıyor: hamle oynanabildiği kadar çok zar kullanır, tek zar oynanıyorsa büyüğünü.
guide-bear-off = Bütün pulların evde: pul toplama zamanı! Zar kendi hanesindeki pulu toplar; orası boşsa ve yukarıda pul yoksa en yüksektekini.
guide-ok = Anladım
guide-skip = Rehberi kapat
guide-restart = İlk oyun rehberini göster

# Learn (issue 17): the header's entry; the Learn page's own words are ftl/learn/.
learn-open = Dersler

# Sözle gerekçeler (konu 18): en iyi hamlenin yapıp diğerinin yapmadığı, motorun iki konumda
# denetlediği tek bir olgu. $n, $best, $played, $run: sayılar.
reason-bears-off = En iyi hamle { $n } pul daha topluyor.
reason-leads-race = Yarışta yalnızca en iyi hamle öne geçiriyor ({ $n } pip önde).
reason-stranded = En iyi hamlede rakibin { $run } ya da daha çok hanelik blokajının arkasında { $n } pul daha az kalıyor.
reason-longer-block = En iyi hamle rakibin yolunda art arda { $best } hane kapatıyor, diğeri yalnızca { $played }.
reason-more-points-to-pass = En iyi hamle, rakibin daha geçmesi gereken { $n } hane daha kapatıyor.
reason-more-home = En iyi hamle { $n } pul daha ev çeyreğine getiriyor.
reason-off-head = En iyi hamle baştan, yani başlangıç köşesinden { $n } pul daha çıkarıyor.
reason-in-the-odds = Bu iki hamlenin farkı tek bir şeye bağlanamaz; fark, kazanma şanslarında.

# Play a friend by link (issue 19): the header's way to the friend page (friend/).
play-friend = Arkadaşınla oyna

tutor = Hata yapmadan önce beni uyar
tutor-warning = Bu hamle { $loss } puan kaybettiriyor. En iyisi: { $best }.
tutor-play = Yine de oyna
tutor-take-back = Hamleyi geri al
tutor-off = Kapalı
tutor-both = İki oyuncu da
take-back-play = Hamlemi geri al
taken-back = Hamlen geri alındı: aynı zarı yeniden oyna.


# "Copy as diagram": the position shown, opened in the position editor (issue 20).
copy-diagram = Diyagram olarak al

# Your games (issue 18): the header's way to the Games page (games/) and the mistakes due there.
your-games = Oyunların
your-games-due = Bugün çalışılacak { $n } hata

# The site's one header (issue 30): its places' name for screen readers; the site's colours in the settings.
site-nav = Sayfalar
theme = Renkler
theme-auto = Sistemdeki gibi (açık ya da koyu)
theme-light = Açık
theme-dark = Koyu
