# Fevga: Türkçe metinler. Her mesaj `key = text` biçimindedir; `{ $name }` oyun tarafından doldurulur;
# `{ $n -> [one] ... *[other] ... }` sayıya göre seçer. Anahtarları koru, yalnızca metni çevir.

app-title = Mültezim
app-tagline = Yunan tavli üçlüsünün üçüncü oyunu, çevrimiçi
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
board-label = Mültezim tahtası. Ok tuşları haneler arasında gezinir, Enter ya da Boşluk bir pulu seçer ve oynatır.
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
level-beginner = Acemi
level-intermediate = Orta
level-strong = Güçlü
level-expert = Usta
rules = Kurallar
rules-fevga = Fevga
rules-multezim = Mültezim
rules-fevga-desc = Yunan usulü Fevga: ilk pulun rakibin başlangıç çeyreğine varmadan başka pul oynatamazsın. Üç altılı duvar yasaktır: kendi başlangıç çeyreğinin tamamı, rakibin başlangıç köşesinin hemen önündeki altı hane ve rakibe hiç hamle bırakmayan her duvar.
rules-multezim-desc = Türk usulü Mültezim: ilk pulun rakibin başlangıç hanesini geçmeden başka pul oynatamazsın; rakibin başlangıç çeyreğinde en fazla dört hane tutabilirsin.
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
save-newer = Fevga'nın daha yeni bir sürümüyle kaydedilmiş bir oyun bu cihazda korunuyor. Bu sayfa kaydedilmeyen yeni bir oyun oynatıyor; sayfa güncellenince kayıtlı oyuna devam edebilirsin.
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
why-no-checker = { $point }. hanede pulun yok.
why-no-die = Oynanacak { $die } kalmadı.
why-point-held = { $point }. hane rakibin elinde; tek pul haneyi tutar.
why-head-rule = Baş kuralı: ilk pulun ({ $runner }. hanede) { $line }. haneye varana kadar yalnız o oynar.
why-not-home = Pul toplamak ancak on beş pulun hepsi evdeyken olur (1–6. haneler).
why-higher-first = Haneden büyük zar yalnız en yüksek haneden toplar: { $point }.
why-more-dice = O zaman zarın geri kalanı oynanamaz; hamle oynanabilen her zarı kullanmalı.
why-higher-die = Yalnız bir zar oynanabiliyor, o yüzden büyüğü oynanmalı: { $die }.
why-wall = Bu sırayı bitirmenin her yolu yasak bir altılı duvar kurar.
why-table = Bu sırayı bitirmenin her yolu rakibin başlangıç bölgesinde beşinci bir hane tutar.
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

# Kural sayfaları için diyagramlar (<fevga-diagram> öğesi ve iframe sayfası).
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

# Koç: oynanan zar için ipucu ve biten oyunun analizi.
hint = İpucu
hint-wait = En iyi hamleler aranıyor…
hint-title = { $dice } için en iyi hamleler
hint-play = { $move }: { $equity } puan
hint-odds = kazanma %{ $win } · 2 puanlık kazanma %{ $win2 } · 2 puanlık kaybetme %{ $lose2 }
announce-hint = En iyi hamle: { $move }.
review = Oyunu analiz et
review-prev = ‹ Önceki
review-next = Sonraki ›
review-close = Oyuna dön
review-wait = Oyun analiz ediliyor… { $total } hamleden { $done }
announce-reviewed = Analiz hazır.
review-title = Oyun analizi
review-decisions = Seçimler
review-lost = Kaybedilen puan
review-doubtful = Şüpheli
review-mistake = Hata
review-blunder = Büyük hata
review-turn = Hamle { $n }: { $side } { $dice } attı ve { $move } oynadı.
review-pass = Hamle { $n }: { $side } { $dice } attı ve oynayamadı.
review-verdict = { $label }: { $loss } puan kaybedildi. En iyisi: { $best }.
review-good = İyi bir hamle: en iyisi ya da onun kadar iyi.
review-only = Oynanabilecek tek hamle.
review-start = Oyunu adım adım görmek için “Sonraki ›” düğmesine basın: oynanan hamle kesikli mavi, en iyi hamle altın renginde.
review-thresholds = 0,02 puan kayıptan itibaren şüpheli, 0,08'den itibaren hata, 0,16'dan itibaren büyük hata.

# The update bar (web/boot.js keeps a copy: it must show even when the wasm cannot start).
update-ready = Yeni sürüm hazır — yeniden yükle

# Dersler (crates/fevga-learn): lesson-<id>-title, -intro, -task, -hint, -why, -wrong. Sen beyazsın.
lesson-setup-title = Diziliş ve yön
lesson-setup-intro = Her oyuncu 15 pulunun hepsiyle kendi 24. hanesinden başlar ve 1. haneye doğru yürür. Sen beyazsın: 24'ten başlarsın, siyah 12'den. Pul topladığın ev çeyreğin 1–6. hanelerdir.
lesson-setup-task = 6-5 ile açtın. İlk pulunu oynat: 24/13.
lesson-setup-hint = Bütün pulların 24'te: herhangi biri yola çıkabilir.
lesson-setup-why = Her pul bütün tahtayı dolaşır: başta iki tarafın da önünde 360 pip yol vardır.
lesson-setup-wrong = 24'teki bir pulu iki zarla 13'e götür.
lesson-doubles-title = Çift dört kez oynanır
lesson-doubles-intro = Her zar bir pulu kendi sayısı kadar ileri götürür. Çift gelince dört kez oynarsın: 3-3, dört kere 3 demektir.
lesson-doubles-task = 3-3'ün hepsini 16'daki pulla oyna.
lesson-doubles-hint = 16'dan say: 13, 10, 7, 4. Her ara durak boş olmalı.
lesson-doubles-why = Çift, normal zarın iki katıdır: bir pulu çok ileri taşır ya da birkaç haneyi birden tutar.
lesson-doubles-wrong = 16'daki pulu dört kez oynat, 4'e kadar.
lesson-head-rule-title = Baş kuralı
lesson-head-rule-intro = Başta yalnız ilk pulun oynar. Öbür on dört pul, o siyahın başlangıç çeyreğine, yani senin 12. haneye ya da daha ileriye varana kadar 24'te bekler. Kurala her zardan önce yeniden bakılır.
lesson-head-rule-task = 6-1'i öyle oyna ki ikinci bir pul 24'ten çıksın.
lesson-head-rule-hint = Önce 6'yı 15'teki pulla oyna: 9'a varınca siyahın başlangıç çeyreğine girmiş olur.
lesson-head-rule-why = İlk pul öbürlerini zar zar serbest bırakır; zarların sırası önemlidir.
lesson-head-rule-wrong = Böyle ilk pulun yine tek başına koşar. Önce 6'yı oyna, sonra 1 ile 24'ten çık.
lesson-closed-point-title = Tek pul haneyi tutar
lesson-closed-point-intro = Bir hanede rakibin tek bir pulu bile varsa o hane kapalıdır: oraya konamazsın. İki zarı tek pulla oynarken aradaki haneye de uğrarsın; o ara durak da boş olmalı. Pul kırmak yoktur.
lesson-closed-point-task = 20'deki pulu 13'e getir.
lesson-closed-point-hint = 15'ten geçemezsin, orada siyah bir pul var. 18 üzerinden git.
lesson-closed-point-why = Tek pul haneyi beş pul kadar iyi kapatır; dağınık pullar çok hane tutar.
lesson-closed-point-wrong = 20'deki pulu iki zarla, 18'de durarak 13'e götür.
lesson-higher-die-title = İki zar, olmazsa büyüğü
lesson-higher-die-intro = Oynayabiliyorsan iki zarı da oynamak zorundasın. Yalnız biri oynanabiliyorsa büyüğü oynanır.
lesson-higher-die-task = 6-5'i oyna: burada yalnız bir zar oynanabiliyor.
lesson-higher-die-hint = Siyah 19 ile 18'i tutuyor, 24'ten pul çıkamaz. 8'deki pula bak.
lesson-higher-die-why = Zar tam oynanamayınca seçimi kurallar yapar: önce büyük zar.
lesson-higher-die-wrong = Yalnız bir zar oynanabiliyorsa 6'yı oyna.
lesson-walls-title = Yasak duvarlar
lesson-walls-intro = Rakibin önünde art arda altı hane bir duvardır. Fevga'da üç duvar yasaktır: kendi başlangıç çeyreğinin tamamı (19–24), siyahın başlangıç köşesinin hemen önündeki 6–11. haneler ve siyaha hiç hamle bırakmayan her duvar.
lesson-walls-task = 2-1'i oyna ve 7'den 11'e art arda beş hane tut.
lesson-walls-hint = 9'daki ya da 8'deki fazla pul 7'yi tutabilir. 6'yı da kapatmak yasak.
lesson-walls-why = Art arda beş hane bile siyahı çok yavaşlatır; altıncısı burada yasak.
lesson-walls-wrong = 7'yi tut, 8'den 11'e kadar haneleri bırakma.
lesson-block-title = Rakibin önüne kur
lesson-block-intro = Rakip pulların önünde tuttuğun haneler onları yavaşlatır: oraya konamazlar. Art arda üç ya da daha çok haneyi geçmek zordur.
lesson-block-task = 3-1'i oyna ve siyahın önünde art arda üç hane tut.
lesson-block-hint = 13'teki pul, 10 ile 11'in hemen yanına, 9'a gidebilir.
lesson-block-why = 12'deki on dört siyah pul 11, 10 ve 9'u geçmek zorunda: artık büyük zar lazım.
lesson-block-wrong = 9, 10 ve 11 ile art arda üç hane kur.
lesson-bear-off-title = Pul toplama
lesson-bear-off-intro = Bütün pulların evdeyken (1–6) pul toplayabilirsin. Zar kendi sayısındaki haneden bir pul toplar; daha büyük bir zar, yukarıda pul yoksa en yüksek haneden toplar.
lesson-bear-off-task = 6-5'i oyna ve olabildiğince çok pul topla.
lesson-bear-off-hint = Hem 6'da hem 5'te pulun var.
lesson-bear-off-why = On beş pulunu ilk toplayan kazanır: her pul önemlidir.
lesson-bear-off-wrong = Böyle yalnız bir pul toplanır. Birini 6'dan, birini 5'ten topla.
lesson-double-game-title = Sayı: mars
lesson-double-game-intro = On beş pulunu ilk toplayan kazanır. Kaybeden hiç pul toplayamadıysa mars olur ve oyun iki sayı eder, yoksa bir.
lesson-double-game-task = Siyah henüz hiç pul toplamadı. Oyunu şimdi kazan, mars yap.
lesson-double-game-hint = İki pulun kaldı: 2 zarı 2'dekini, 1 zarı 1'dekini toplar.
lesson-double-game-why = Maçta mars iki sayıdır; oyun sonunda hız kazandırır.
lesson-double-game-wrong = Bir pul tahtada kalıyor ve siyah bir kez daha oynuyor. İkisini de topla.
lesson-multezim-title = Mültezim
lesson-multezim-intro = Mültezim Türk usulüdür. Öbürleri oynamadan önce ilk pulun siyahın başlangıç hanesini geçip 11'e ya da daha ileriye varmalı. Duvar serbesttir, ama 7–12. hanelerinden en fazla dördünü tutabilirsin.
lesson-multezim-task = Mültezim kurallarıyla 4-4'ü öyle oyna ki ikinci bir pul 24'ten çıksın.
lesson-multezim-hint = 20'deki pul üç kere 4 ile 8'e varır; dördüncü 4 serbest kalır.
lesson-multezim-why = Fevga'da 20/12 öbürlerini serbest bırakırdı; Mültezim'de 12 yetmez.
lesson-multezim-wrong = İlk pul 12'yi henüz geçmedi ya da 24'ten ikinci bir pul çıkmadı.
