# Arkadaşla bağlantıyla oyna (konu 19): sayfanın kendi sözcükleri, oyun sayfasından ayrı.
friend-title = Arkadaşınla oyna
friend-intro = Arkadaşın nerede olursa olsun oyna: her hamle bir bağlantıyla gider, sitenin sunucusu da bu bağlantıları aranızda canlı olarak iletir. Sunucu yalnızca bağlantıları iletir: hamle yapamaz, zarlar da ikinizin sırrından geldiği için onları seçemez. Hesap gerekmez.
friend-new = Arkadaşla yeni oyun
friend-your-side = Rengin
friend-your-name = Adın (isteğe bağlı)
friend-start = Başlat ve bağlantıyı al
friend-games = Bağlantıyla oyunların
friend-no-games = Henüz oyun yok.
friend-open = Bağlantı aç
friend-paste = Arkadaşının gönderdiği bağlantıyı yapıştır
friend-open-button = Aç
friend-back = Tüm oyunlar
friend-with = { $name } ile oyun
friend-someone = Arkadaşın
friend-row-you = { $name }: sıra sende
friend-row-them = { $name }: sıra onda
friend-row-over = { $name }: bitti
friend-last-move = son hamle { $date }
friend-send = Bu bağlantıyı arkadaşına gönder:
friend-waiting = { $date } tarihinden beri arkadaşını bekliyorsun.
friend-copy = Bağlantıyı kopyala
friend-copied = Bağlantı kopyalandı. Arkadaşına gönder.
friend-copy-failed = Kopyalanamadı: bağlantıyı seçip kendin kopyala.
friend-share = Paylaş…
friend-qr = Bağlantının QR kodu, yanındaki telefon için
friend-your-roll = Zarın: { $dice }. Bir pula dokun, sonra gideceği yere.
friend-play = Oyna
friend-no-play = { $dice } ile oynanacak hamle yok.
friend-pass = Pas geç
friend-reveal-text = Sonraki oyunu arkadaşın açıyor: zarın senin yarını gönder.
friend-reveal = Zarın yarısını gönder
friend-resign = Maçtan çekil
friend-rematch = Rövanş teklif et
friend-they-moved = Arkadaşın oynadı. Sıra sende.
friend-they-revealed = Arkadaşın zarın kendi yarısını gönderdi.
friend-joined = Oyuna katıldın. Bağlantıyı arkadaşına geri gönder.
friend-over-you = Maçı { $score } kazandın.
friend-over-them = Arkadaşın maçı { $score } kazandı.
friend-resigned-you = Çekildin.
friend-resigned-them = Arkadaşın çekildi.
friend-score = { $n } sayılık maçta { $score }
friend-hints = Bağlantılı oyunlarda, mektupla satrançta olduğu gibi, ipucu serbest.
friend-hint = İpucu
friend-err-damaged = Bu bağlantı bozuk: kesilmiş ya da değiştirilmiş. Arkadaşından yeniden göndermesini iste.
friend-err-unknown = Bu bağlantı bu cihazda olmayan bir oyuna ait. Oyunun başladığı yerde aç.
friend-err-other-game = Bu bağlantı başka bir oyuna ait.
friend-err-own = Bu senin gönderdiğin bağlantı. Arkadaşına gönder.
friend-err-settings = Bu bağlantı oyunundan farklı kurallar ya da maç uzunluğu kullanıyor.
friend-err-unusual = Bu davet, bu sitenin hiçbir sayfasının kurmadığı bir maç istiyor (çok uzun ya da sahte bir zar zinciri): açılmadı.
friend-err-third = Bu bağlantı bu oyundaki arkadaşından değil, başka birinden geliyor.
friend-err-old = Bu bağlantı oyunundan eski: oyun ilerledi. Hiçbir şey değişmedi.
friend-err-replay = Bu bağlantıyı zaten açtın. Hiçbir şey değişmedi.
friend-err-dice = Bağlantıdaki zarlar sırlarla uyuşmuyor: değiştirilmiş. Hiçbir şey değişmedi.
friend-err-not-ours = Bu bağlantı senden geldiğini söylüyor ama onu sen yapmadın: biri değiştirmiş. Kimseye gönderme. Hiçbir şey değişmedi.
friend-err-signature = Bu bağlantı arkadaşın gönderdikten sonra değiştirilmiş: onun imzasını taşımıyor. Yeniden göndermesini iste. Hiçbir şey değişmedi.
friend-err-ahead = Bu bağlantı oyunun bu tarayıcının bildiğinden daha sonraki bir anından: oyuna başka yerde devam ettin (başka bir cihazda ya da bu kopya daha eski). Bağlantıyı oyuna devam ettiğin yerde aç. Hiçbir şey değişmedi.
friend-err-newer = Bu bağlantı sitenin daha yeni bir sürümüyle yapılmış. Sayfayı yenile, sonra bağlantıyı yeniden aç.
friend-watch-title = İzliyorsun:
friend-watch-intro = Bu maçı izliyorsun: her hamle oyuncuların denetlediği gibi denetlenir ve burada yaptığın hiçbir şey maçı değiştirmez.
friend-watch-live-here = Canlı: iki oyuncu da sayfada, her hamle oynandığı anda görünür.
friend-watch-live-away = Canlı: oyunculardan biri şu an sayfada değil; sıradaki hamle oynandığı anda görünür.
friend-watch-live-off = Canlı izlemek için sitenin sunucusu gerekir ve şu an yanıt vermiyor: maçı adresin gösterdiği haliyle görüyorsun.
friend-watch-to-play = Hamle sırası: { $name }.
friend-watch-opening = Sırada bir oyunun açılış zarı var.
friend-watch-won = Maçı kazanan: { $name }.
friend-watch-resigned = Maçtan çekilen: { $name }.
friend-watch-share = Başkaları da izlesin
friend-watch-share-text = Bu maçı izleme adresi (adresi olan izleyebilir, kimse oynayamaz):
friend-link-fold = Bağlantı, arkadaşının gerekirse (bu hamle ona canlı olarak ulaştı)
friend-notify-ask = Sıra bana gelince haber ver
friend-notify = Sıra sende: { $name } oynadı.
friend-notify-anon = Sıra sende: arkadaşın oynadı.
friend-err-watch-early = Bu bir davet: biri maça katılana kadar izlenecek bir şey yok.
friend-err-moves = Bağlantıdaki hamleler oyununla uyuşmuyor: değiştirilmiş. Hiçbir şey değişmedi.
friend-err-exhausted = Bu maçın zarları tükendi, devam edemez.
friend-err-not-now = Bu şimdi olmaz.
friend-err-storage = Bu tarayıcı hiçbir şey saklamıyor: sayfa kapanınca oyun kaybolur.
friend-you-play = { $side }la oynuyorsun
friend-with-anon = Arkadaşınla oyun
friend-win = Maçı kazandın.
friend-lose = Maçı arkadaşın kazandı.
friend-invited = { $name } seni bir oyuna çağırıyor
friend-invited-anon = Bir oyuna çağrıldın
friend-join = Oyuna katıl

# Play a friend on the board (issue 19): steps, replay, hints, review.
friend-err-unfinished = Hamlen bitmedi: oynayabildiğin her zarı oyna, sonra “Tamam”a bas.
friend-err-hint = İpucu gelmedi: bilgisayar cevap veremedi. Yeniden dene.
friend-back-turn = ◀ Geri
friend-forward-turn = İleri ▶
friend-turn-of = Hamle { $n } / { $total }
friend-back-to-play = Önceki bir hamleye bakıyorsun. Oynamak için ileri git.
friend-list = Ya da hamlenin tamamını listeden seç:
friend-list-none = — bir hamle seç —
friend-hint-best = En iyi hamle: { $move }
friend-hints-used = Bu oyunda ipucu kullandın (yalnızca bu cihazda not edildi).
friend-review = Oyunu incele

## Sitenin sunucusu üzerinden canlı oyun (issue 32)
friend-live-someone = arkadaşın
friend-live-here = Canlı: { $name } sayfada, her hamle anında ulaşıyor.
friend-live-away = Canlı: { $name } { $date } tarihinden beri sayfada değil. Hamlelerin o dönene kadar sitenin sunucusunda bekler; bağlantı da işe yarar.
friend-live-off = Canlı oyun için sitenin sunucusu gerekir ve şu an yanıt vermiyor: bunun yerine bağlantıyı gönder.
friend-lobby-title = Şimdi biriyle oyna
friend-lobby-intro = Sitedeki oyuncuların şu an açtığı oyunlar. Birini seç, oyun hemen başlasın; hesap gerekmez, istersen yalnızca bir ad.
friend-lobby-empty = Şu an açık oyun yok. Yukarıdaki formla kendi oyununu aç: ilk kabul eden seninle oynar.
friend-lobby-someone = Biri
friend-lobby-row = { $name }: { $rules }, { $n } sayılık maç; { $side }la oynarsın
friend-lobby-take = Oyna
friend-lobby-offer = Herkese aç
friend-lobby-mine = Bu oyun sitedeki herkese açık: biri kabul eder etmez başlar. Bağlantıyı yine de bir arkadaşına gönderebilirsin.
friend-lobby-withdraw = Teklifi geri çek

## Maç içinde bir oyunun sonu
friend-game-end = { $score }
friend-game-won-you = Bu oyunu kazandın: { $points ->
    [one] 1 puan
   *[other] { $points } puan
}.
friend-game-won-them = Bu oyunu arkadaşın kazandı: { $points ->
    [one] 1 puan
   *[other] { $points } puan
}.
friend-match-stands = { $n } sayılık maçta durum: { $score }.
friend-next-you = Sonraki oyunu sen açıyorsun.
friend-next-wait = Sonraki oyun, arkadaşının bağlantısı gelince başlar.

## Çekilmeden önce sorulur
friend-resign-ask = Maçın tamamından çekilmek istiyor musun?
friend-resign-means = { $n } sayılık maçı arkadaşın kazanır: yalnızca bu oyunu değil, maçın tamamını. Maç { $score } durumunda burada biter ve bu geri alınamaz.
friend-resign-yes = Evet, maçtan çekil
friend-resign-no = Oynamaya devam et

## Liste: maçlar ayırt edilir, bu cihazdan silinir, bitenler katlanır
friend-row-detail = { $rules }, { $n } sayılık maç, sen { $you }–{ $them }, başlangıç { $date }
friend-row-detail-undated = { $rules }, { $n } sayılık maç, sen { $you }–{ $them }
friend-finished = Biten maçlar ({ $n })
friend-forget = Sil
friend-forget-label = { $name } ile maçı sil
friend-forget-ask = { $name } ile maç bu cihazdan silinsin mi?
friend-forget-means = Yalnızca burada unutulur: hiçbir şey gönderilmez, arkadaşının kopyası onda kalır. Bu maçın bağlantıları artık bu cihazda açılmaz.
friend-forget-yes = Evet, sil
friend-forget-no = Kalsın
friend-forgotten = Maç bu cihazdan silindi.

## Tahta yalnızca bir durumu gösterdiğinde ekran okuyucular için adı
friend-board = Gösterilen hamledeki tahta (aşağıda yazıyla da var)

## game= kısmından önce kesilmiş bir bağlantı ya da bir metinde iki bağlantı
friend-err-no-link = Burada oyun bağlantısı yok: adres ya da metin büyük olasılıkla “game=” kısmından önce kesilmiş. Arkadaşından bağlantının tamamını yeniden göndermesini iste.
friend-err-two-links = Bu metinde iki farklı oyun bağlantısı var: yalnızca açmak istediğini yapıştır.

## Arkadaşının bağlantısı ne getirdi: katılması, zarın yarısı; canlı katılım
friend-they-joined-play = Arkadaşın oyuna katıldı ve açılış zarını sen kazandın: sıra sende.
friend-they-joined-reveal = Arkadaşın oyuna katıldı ve oyunu o açıyor: zarın senin yarını gönder.
friend-they-joined = Arkadaşın oyuna katıldı.
friend-they-revealed-play = Arkadaşın zarın kendi yarısını gönderdi: açılış zarını sen oynuyorsun. Sıra sende.
friend-joined-live = Oyuna katıldın. Yanıtın sitenin sunucusu üzerinden arkadaşına gitti; aşağıdaki bağlantı da işe yarar.
