# Netrunner TO — 日本語のメッセージ
#
# 英語のファイル (i18n/en/app.ftl) と同じ id。ここにない id は英語で表示されます。
# 用語は日本のプレイヤーが使う言葉 (NAPD マルチプレイヤーフォーマットの日本語訳に合わせる):
# コーポ、ランナー、ID、計画ポイント、派閥。ID の名前は NetrunnerDB の表記のまま。

## 日付

date = { $year }年{ $month }月{ $day }日

## ゲームの用語

side-corp = コーポ
side-runner = ランナー

source-seed = シード{ $n }
source-winner = 第{ $n }試合の勝者
source-loser = 第{ $n }試合の敗者
source-winner-ranked = 第{ $round }ラウンドの勝者のうちシード順{ $rank }位

## 印刷物: タイトル

print-title-pairings = 対戦表
print-title-pairings-by-name = 対戦表(名前順)
print-title-slips = 結果記入票
print-title-standings = 順位表
print-title-bracket = 決勝トーナメント表
print-title-registration = 参加者名簿
print-title-pods = ポッド
print-title-pods-by-name = ポッド(名前順)
print-title-pod-slips = 結果記入票
print-title-statistics = 統計
print-title-deck-lists = デッキリスト
print-title-deck-registration = デッキリスト提出状況

## 印刷物: ラウンド

print-round = 第{ $n }回戦
print-elimination-round = 決勝トーナメント第{ $n }回戦
print-final = 決勝(決勝トーナメント第{ $n }回戦)
print-second-final = 再決勝(決勝トーナメント第{ $n }回戦)

## 印刷物: 各ページ

print-page = { $page } / { $pages } ページ

## 印刷物: 対戦表と結果記入票

print-col-table = 卓
print-col-game = 試合
print-col-player-1 = プレイヤー1
print-col-player-2 = プレイヤー2
print-col-player = プレイヤー
print-col-opponent = 対戦相手
print-col-side = サイド
print-col-points-short = 勝点
print-bye = 不戦勝
print-side-bye = 不戦勝
print-entrant-seed = { $name }(シード{ $seed })
print-unpaired-loss = 未対戦の敗北(0点): { $names }
print-not-paired-yet = 未マッチング: { $names }
print-games-undecided = 第{ $games }試合のサイドはまだ決まっていません。ラウンドのマッチング時に決まります。
print-players-not-known = プレイヤーが未確定の試合には、勝ち上がり元を記載しています。
print-walkover-note = 不戦勝: 対戦相手がドロップしたため、試合をせずに勝ち上がります。
print-no-tables = このラウンドには卓がありません。
print-no-slips = 結果記入票はありません: このラウンドに対戦する2人がそろった卓はありません。
print-slip-table = { $n }番卓
print-slip-game = 第{ $n }試合
print-slip-corp = コーポ:
print-slip-runner = ランナー:
print-slip-corp-won = コーポ勝利
print-slip-runner-won = ランナー勝利
print-slip-timed-win = 時間切れ勝利
print-slip-draw = 引き分け
print-slip-agenda-points-corp = 時間切れの場合の計画ポイント: コーポ
print-slip-agenda-points-runner = ランナー
print-slip-drop = ドロップ
print-slip-initials = サイン
print-slip-hint-sides = サイドは未定です: コーポとランナーをそれぞれ誰がプレイするか記入してください。
print-slip-hint-elimination = 勝者に印を付け、時間切れの場合は「時間切れ勝利」にも印を付けてください。引き分けは上位シードの勝ちです。
print-slip-hint-swiss = 各ゲームの勝者に印を付け、時間切れの場合は「時間切れ勝利」にも印を付けてください。両プレイヤーがサインしてください。

## 印刷物: 参加者名簿

print-registration-note = 主催者用: ID は第1回戦のマッチング後にプレイヤーに公開されます。それまでこの名簿を掲示しないでください。

## 印刷物: 順位表

print-standings-before = 第1回戦の前
print-standings-after = 第{ $n }回戦終了時
print-standings-during = 第{ $n }回戦中(暫定)
print-provisional-tables = 暫定: このラウンドの{ $n }卓の結果が未入力です。
print-provisional-pods = 暫定: このラウンドの{ $n }ポッドの結果が未入力です。
print-top-cut-final-places = トップ{ $n }: 最終順位
print-top-cut-places-so-far = トップ{ $n }: 現時点の順位
print-places-open-note = 未確定の順位は、このあとの決勝トーナメントの試合で決まります。
print-swiss-standings = スイスラウンドの順位
print-col-rank = 順位
print-col-points = 勝ち点
print-col-sos = SoS
print-col-esos = ESoS
print-dropped-name = { $name }(ドロップ)
print-no-players = 参加者はまだ登録されていません。
print-standings-note-sos = SoS: 対戦相手の強さ(Strength of Schedule)。ESoS: 拡張SoS。
print-standings-note-dropped = ドロップしたプレイヤーも順位表に残ります(「(ドロップ)」、名前が長い場合は † と表示)。
print-standings-note-bracket = 決勝トーナメントの全試合はトーナメント表に印刷されます。

## 印刷物: 決勝トーナメント

print-col-place = 順位
print-col-seed = シード
print-place = { $n }位
print-dq = 失格
print-disqualified-no-place = { $name }(失格、順位なし)
print-section-upper = 勝者側
print-section-lower = 敗者側
print-section-final = 決勝
print-section-second-final = 再決勝
print-bracket-double = トップ{ $n }・ダブルエリミネーション
print-bracket-single = トップ{ $n }・シングルエリミネーション
print-final-places = 最終順位
print-places-so-far = 現時点の順位
print-games = 試合
print-seeds = シード
print-col-round = ラウンド
print-col-section = 区分
print-col-player-1-seed = プレイヤー1(シード)
print-col-player-2-seed = プレイヤー2(シード)
print-col-winner = 勝者
print-col-swiss-points = スイス勝ち点
print-col-note = 備考
print-tag-dropped = { $name } [ドロップ]
print-tag-disqualified = { $name } [失格]
print-winner-draw = { $name }(引き分け)
print-winner-bye = { $name }(不戦勝)
print-game-not-needed = 不要
print-game-playing = 対戦中
print-prefers-side = { $side }を希望
print-note-dropped = ドロップ

## 印刷物: 参加者名簿

print-player-count = { $n }人
print-col-pronouns = 代名詞
print-col-corp-identity = コーポID
print-col-runner-identity = ランナーID
print-col-present = 出席

## 印刷物: マルチプレイヤー (NAPD、The Big Sell-Out)

print-pods-intro-napd = NAPDマルチプレイヤーフォーマット。席は時計回りに記載しています。ターンもこの順に時計回りで進みます。
print-pods-intro-bso = The Big Sell-Out(アンドロイド:ネットランナー版)。席は時計回りに記載しています。ターンもこの順に時計回りで進みます。
print-pods-intro-bso-classic = The Big Sell-Out(クラシック版)。席は時計回りに記載しています。ターンもこの順に時計回りで進みます。
print-pod = ポッド{ $n }
print-col-seat = 席
print-col-role = 役割
print-col-team = チーム
print-col-pod = ポッド
print-col-identity = ID
print-role-runner = ランナー{ $n }
print-role-sponsor = スポンサー{ $n }
print-role-agent = エージェント{ $n }
print-role-sponsor-plain = スポンサー
print-role-agent-plain = エージェント
print-turn-order = ターン進行順: { $order }、その後再び{ $first }から。
print-first-turn-napd = 最初のターン: { $order }(通常の順、コーポから)
print-first-turn-bso = 最初のターン: { $order }(通常の順)。エージェントは最初のターンにHQ、R&D、アーカイブ、エージェントのサーバーにランできません
print-first-turn-bso-classic = 最初のターン: { $order }、その後は通常の順
print-no-pods = このラウンドにはポッドがありません。
print-pod-slip-winner = 勝者:
print-pod-slip-runners-won = ランナー勝利
print-pod-slip-draw = 引き分け(時間切れ・同点)
print-pod-slip-how = 勝因:
print-pod-slip-agenda-points = 計画ポイント(7点以上)
print-pod-slip-flatlined-all = ランナー全員フラットライン
print-pod-slip-empty-rd = R&D切れ
print-pod-slip-time = 時間切れ
print-pod-slip-agenda-pts = 計画ポイント
print-pod-slip-flatlined = フラットライン
print-pod-slip-hint-napd = フラットラインしたランナーの計画ポイントは数えません。全員がサインしてください。
print-team-line = チーム{ $n }: { $name }
print-pod-slip-left-game = 脱落:
print-pod-slip-sponsor-decked = スポンサーのデッキ切れ
print-pod-slip-agent-flatlined = エージェントのフラットライン
print-pod-slip-result = 結果:
print-pod-slip-eleven-points = 計画ポイント11点以上
print-pod-slip-sudden-death = サドンデス
print-pod-slip-last-team = 最後に残ったチーム
print-pod-slip-hint-bso-classic = 勝ったチームに印を付けてください(なし: 引き分け)。クラシック版: 計画ポイント11点で即勝利。
print-pod-slip-hint-bso = 勝ったチームに印を付けてください(なし: 引き分け)。一巡後に11点以上: 合計が最も高いチームの勝利。
print-teams = チーム
print-players = プレイヤー
print-mp-standings-note-napd = SoS: 対戦相手の強さ(対戦したポッドの相手全員の1ゲームあたり平均勝ち点)。コーポ: コーポでプレイしたゲーム数。
print-mp-standings-note-bso = SoS: 対戦相手の強さ(対戦した相手チームの1ゲームあたり平均勝ち点)。チームの2人は順位と勝ち点を共有します。
print-mp-standings-note-dropped = ドロップしたプレイヤー(†)も順位表に残ります。

## 印刷物: デッキリスト

print-deck-not-checked = 未チェック
print-deck-legal = 適正
print-deck-problems = 問題{ $n }件
print-deck-no-list = { $side }: リスト未提出
print-deck-cards = { $n }枚(最小{ $min }枚)
print-deck-influence = 影響値{ $n }(上限{ $max })
print-deck-unlimited = 無制限
print-deck-agenda-points = 計画ポイント{ $n }
print-deck-corrected = 開始後にリーダーが修正
print-col-quantity = 枚数
print-col-card = カード
print-col-set = セット
print-col-influence = 影響
print-col-check = チェック
print-deck-check = チェック: { $verdict }
print-deck-checked-against = チェック基準: { $rules }
print-deck-not-checked-because = チェックなし: { $why }
print-deck-signature = プレイヤー署名: ______________________________    日付: ____________
print-deck-checked-by = 確認者: ______________________________
print-deck-complete = { $total }人中{ $n }人完了
print-deck-both-lists = 両リスト提出済み{ $n }人
print-deck-missing-lists = 未提出リスト{ $n }件
print-deck-lists-with-problems = 問題のあるリスト{ $n }件
print-deck-missing = 未提出
print-deck-problems-heading = 問題

## 印刷物: 統計

print-stats-final = 最終
print-stats-during-cut = 決勝トーナメント中
print-stats-during-round = 第{ $n }回戦中
print-stats-after-rounds = { $n }ラウンド終了時
print-stats-hidden = 参加者のIDは第1回戦のマッチング後に公開されます。
print-stats-nothing = まだ表示するものがありません。

## 印刷物: プレイヤーカード (結果報告コード)

print-title-player-cards = プレイヤーカード
print-card-your-code = あなたの個人コード:
print-card-report-here = 結果は自分のページから報告してください。
print-card-keep-secret = コードは他の人に教えないでください。
print-card-no-address = ページ: 主催者に確認してください

## アプリ: ナビゲーションと画面名
# (section: nav)
nav-start = スタート
nav-players = プレイヤー
nav-rounds = ラウンド
nav-standings = 順位表
nav-bracket = カットと決勝
nav-statistics = 統計
nav-clock = 時計
nav-table-helper = テーブルヘルパー
nav-decks = デッキリスト
nav-active-players = 参加中のプレイヤー { $n }人
# (end of section: nav)

## アプリ: ウィンドウ、メニュー、ステータス行、保存、印刷・共有ウィンドウ、デッキリスト画面
# (section: shell)
# (end of section: shell)

## アプリ: スタート画面、プレイヤー画面、大会設定、プレイヤー読み込み、パス入力
# (section: players)
# (end of section: players)

## アプリ: ラウンド画面、結果入力、順位表、結果報告、チャット用コピー
# (section: rounds)
# ラウンド画面: 見出し、タブ、マッチング
rounds-heading = ラウンド
rounds-planned = スイス式 全{ $planned }回戦の予定
rounds-planned-paired = 予定のスイス式{ $planned }回戦のうち{ $n }回戦をマッチング済み
rounds-tab = 第{ $n }回戦
rounds-tab-missing = 結果未入力の卓: { $n }
rounds-tab-all-reported = 全卓の結果入力済み
rounds-cut-made = カットが行われました。スイス式ラウンドは終了です。
rounds-go-to-bracket = カットと決勝へ
rounds-pair = 第{ $n }回戦をマッチング
rounds-pair-extra-question = この大会のスイス式ラウンドは{ $planned }回戦の予定です。追加の第{ $n }回戦をマッチングしますか?
rounds-all-planned-done = 予定の{ $n }回戦はすべて終了しました。「カットと決勝」画面でカットを行ってください
rounds-no-draft-seating = ドラフトの席順が未入力です。「プレイヤー」画面で入力してください
rounds-blocker-missing = 第{ $round }回戦: { $tables }の結果が未入力です
rounds-blocker-unpaired = 第{ $round }回戦: 未マッチングのプレイヤー: { $names }
rounds-blocker-missing-unpaired = 第{ $round }回戦: { $tables }の結果が未入力です。未マッチングのプレイヤー: { $names }
rounds-blocker-other = 第{ $round }回戦: { $missing }
rounds-table-list = { $list }番卓
rounds-table-list-more = { $list }番卓ほか{ $more }卓
rounds-tables = { $n }卓
rounds-list-comma = {"、"}
rounds-and-list = { $init }、{ $last }

# 第1回戦の前
rounds-first-not-paired = 第1回戦はまだマッチングされていません
rounds-first-registered = { $n ->
        [0] 参加者はまだ登録されていません。
       *[other] 参加中のプレイヤーが{ $n }人登録されています。
    }
rounds-first-how-full-draft = フルドラフトの第1回戦では、各ドラフト席を最も離れた席と対戦させます。
rounds-first-how-single-sided = 第1回戦はランダムにマッチングします。コーポを誰がプレイするかはコイントスで決めます。
rounds-first-how = 第1回戦はランダムにマッチングします。参加者が奇数の場合は1人が不戦勝になります。
rounds-first-structure = スイス式{ $rounds }回戦のあと{ $cut ->
        [0] カットなし
       *[other] トップ{ $cut }にカット
    }の予定です(第1回戦のマッチング時に確定します)。
rounds-first-register-two = 「プレイヤー」画面で2人以上登録してください。
rounds-go-to-players = プレイヤー画面へ

# 進行状況、プレイヤー検索、未マッチングのプレイヤー
rounds-progress = 第{ $round }回戦: { $total }卓中{ $reported }卓入力済み
rounds-progress-byes = + 不戦勝{ $n }人
rounds-edits-show = 手動変更…
rounds-edits-hide = 手動変更を閉じる
rounds-unpaired-loss = 未対戦の敗北: { $names }
rounds-unpaired-loss-hover = 遅れて登録、または復帰したプレイヤー: このラウンドは0点
rounds-find-player = プレイヤー検索
rounds-find-hint = 名前
rounds-find-match-reported = { $name } — { $table }番卓(入力済み)
rounds-find-match-open = { $name } — { $table }番卓(未入力)
rounds-find-no-match = このラウンドに該当するプレイヤーはいません
rounds-find-more = ほか{ $n }人: 名前をさらに入力してください
rounds-not-paired = このラウンドで未マッチング: { $names }
rounds-not-paired-what = — 次のラウンドまでに、マッチングするか、不戦勝にするか、ドロップさせてください。
rounds-not-paired-button = マッチング・不戦勝…

# 対戦表
rounds-col-table = 卓
rounds-col-player-1 = プレイヤー1
rounds-col-player-2 = プレイヤー2
rounds-col-points = (勝点)
rounds-col-game = 試合
rounds-game-n = 第{ $n }試合
rounds-col-game-1-corp = プレイヤー1がコーポ
rounds-col-game-2-corp = プレイヤー2がコーポ
rounds-col-result = 結果
rounds-col-status = 状態
rounds-table-n = { $n }番卓
rounds-name-side = { $name }({ $side })
rounds-points-before = このラウンド前の勝点
rounds-bye-cell = 不戦勝
rounds-sides-cell = サイド: { $why }
rounds-sides = サイド: { $why }
rounds-status-bye = 不戦勝
rounds-status-reported = 入力済み
rounds-status-not-reported = 未入力

# 試合の結果
rounds-game-side-won = { $side }勝利
rounds-game-player-won = { $name }({ $side })勝利
rounds-game-won-reason = { $won }・{ $reason }
rounds-game-timed-win = 時間切れ { $corp }–{ $runner } · { $won }
rounds-game-timed-win-no-points = 時間切れ · { $won }
rounds-game-timed-draw = 引き分け(時間切れ { $corp }–{ $runner })
rounds-game-draw-on-time = 時間切れ引き分け
rounds-game-intentional-split = ID(合意の1勝1敗)
rounds-game-not-recorded = 試合ごとの記録なし
rounds-reason-agenda = 計画ポイント
rounds-reason-flatline = フラットライン
rounds-reason-mill = R&D切れ
rounds-reason-concession = 投了

# シングルサイドの卓のサイドの理由
rounds-sides-reversed-from = 第{ $round }回戦の逆({ $name }がコーポでした)
rounds-sides-reversed = 以前の対戦の逆
rounds-sides-balance = { $name }のほうがコーポを多くプレイ({ $runner } 対 { $corp })
rounds-sides-coin-flip-first = コイントス(第1回戦)
rounds-sides-coin-flip = コイントス(両者 { $balance })

# 選択した卓のカード
rounds-card-all-reported = 第{ $round }回戦の全卓の結果が入力済みです。
rounds-card-click-to-correct = 結果を修正するには卓をクリックしてください。
rounds-card-click-to-enter = 結果を入力するには、卓をクリックするかプレイヤーを検索してください。
rounds-card-how = 結果を入力してEnterを押すと、次の未入力の卓が選ばれます。結果記入票の束もマウスなしで入力できます。
rounds-card-vs = 対
rounds-card-has-bye = 不戦勝
rounds-card-bye-points = 対戦なしで{ $n }点。入力する結果はありません
rounds-card-reported = 入力済み { $a }–{ $b }({ $result })
rounds-card-no-video = 撮影不可
rounds-card-no-video-hover = この卓のプレイヤーが撮影しないよう希望しています。
rounds-card-not-latest = 第{ $round }回戦は最新のラウンドではありません。結果を修正すると、以降のラウンドのマッチングの基になった順位が変わります。
rounds-help-single = 1試合: C(コーポ勝利)、R(ランナー勝利)、D(引き分け)、TC / TR(時間切れ勝利)、T4-2(時間切れ: 計画ポイント コーポ4 – ランナー2)、またはプレイヤー1 / プレイヤー2の勝利は 1-0 / 0-1。
rounds-help-double = 6-0、0-6、3-3、ID、または試合ごとに1つの記号(プレイヤー1がコーポの試合が先): C(コーポ勝利)、R(ランナー勝利)、D(引き分け)、TC / TR(時間切れ勝利)、T5-3(時間切れ: 計画ポイント コーポ5 – ランナー3)。例: T5-3 R
rounds-help-syntax =
    結果の書き方(大文字・小文字は区別しません)
    ダブルサイドのラウンド(2試合):
      6-0、0-6 … プレイヤー1 / プレイヤー2が2勝
      3-3 … 1勝ずつ(サイドは記録しない)
      5-0、4-1、2-2 など … その他のありうるラウンドの得点
      ID … 合意の1勝1敗(各3点)
      C R(または CR) … 試合ごと: まずプレイヤー1がコーポの試合、次にプレイヤー2がコーポの試合
    シングルサイドのラウンド(1試合):
      C、R、D、T4-2 … 試合の記号1つ
      1-0、0-1 … プレイヤー1 / プレイヤー2の勝利
      2-0、0-2、1-1 … プレイヤー1 / プレイヤー2の時間切れ勝利、引き分け
    試合の記号:
      C コーポ勝利、R ランナー勝利、D 時間切れ引き分け
      T5-3 … 時間切れ時の計画ポイントがコーポ5、ランナー3(多いほうの時間切れ勝利、同点は引き分け)
      TC、TR … コーポ / ランナーの時間切れ勝利(計画ポイントは記録しない)
      C/flatline … 勝因つきの勝利: agenda(計画ポイント)、flatline(フラットライン)、mill(R&D切れ)、concession(投了)
rounds-result-for-table = { $n }番卓の結果
rounds-save = 保存
rounds-save-hover = またはEnterキー
rounds-each-game-button = 試合ごと…
rounds-each-game-hover = 各試合の勝者、または時間切れの場合は計画ポイントを入力します
rounds-clear-result = 結果を消去
rounds-clear-question = 第{ $round }回戦{ $table }番卓の結果を消去しますか? この卓は未入力に戻ります。
rounds-replace-question = { $table }番卓には結果が入力済みです: { $a }–{ $b }({ $old })。{ $c }–{ $d }({ $new })に置き換えますか?
rounds-replace-yes = 置き換える
rounds-replace-keep = そのまま
rounds-replace-keys = もう一度Enterで置き換え、Escでそのまま
rounds-quick-corp-won = コーポ勝利
rounds-quick-corp-won-hover = コーポの勝利
rounds-quick-runner-won = ランナー勝利
rounds-quick-runner-won-hover = ランナーの勝利
rounds-quick-draw = 引き分け
rounds-quick-draw-hover = 時間切れで引き分け
rounds-quick-6-0-hover = プレイヤー1が2勝
rounds-quick-0-6-hover = プレイヤー2が2勝
rounds-quick-3-3-hover = 1勝ずつ(各試合でどちらのサイドが勝ったかは記録しない)
rounds-quick-corps = 3-3(両者コーポで勝利)
rounds-quick-corps-hover = 両プレイヤーともコーポの試合で勝利
rounds-quick-runners = 3-3(両者ランナーで勝利)
rounds-quick-runners-hover = 両プレイヤーともランナーの試合で勝利
rounds-quick-id-hover = ID(合意の1勝1敗): 各3点

# 試合ごとの入力
rounds-each-game = 試合ごと
rounds-apply-games = 適用
rounds-the-game = 試合
rounds-game-sides = { $corp }がコーポ、{ $runner }がランナー
rounds-choice-corp-won = コーポ勝利
rounds-choice-runner-won = ランナー勝利
rounds-choice-time-called = 時間切れ
rounds-choice-time-called-hover = 時間切れ: 計画ポイントが多いほうの時間切れ勝利(2点)、同点なら引き分け
rounds-choice-draw = 引き分け
rounds-choice-draw-hover = 時間切れで引き分け(計画ポイントは記録しない)
rounds-corp-points = コーポの点数
rounds-runner-points = ランナーの点数
rounds-preview-timed-win = { $name }の時間切れ勝利(2点)
rounds-preview-draw = 引き分け(各1点)
rounds-games-choose = { $game }: 結果を選んでください
rounds-games-enter-corp = { $game }: コーポの計画ポイントを入力してください
rounds-games-enter-runner = { $game }: ランナーの計画ポイントを入力してください
rounds-games-corp-nan = { $game }: コーポの計画ポイント「{ $value }」は数字ではありません
rounds-games-runner-nan = { $game }: ランナーの計画ポイント「{ $value }」は数字ではありません
rounds-games-too-many-points = { $game }: 時間切れの試合で計画ポイント{ $max }点はありえません(コーポ{ $corp }、ランナー{ $runner })。{ $win }点で勝利が確定します
rounds-games-impossible = { $game }: { $why }

# 最新ラウンドの手動変更
rounds-edit-choose = 選択…
rounds-edit-title = 第{ $n }回戦の変更
rounds-edit-note = 再戦、2回目の不戦勝、勝点差の大きい対戦も可能ですが、警告が表示されます。
rounds-edit-unpaired = 未マッチング: { $names }
rounds-edit-pair = 対戦
rounds-edit-pair-with = 相手
rounds-edit-pair-button = 新しい卓で対戦させる
rounds-edit-bye-for = 不戦勝
rounds-edit-bye-button = 不戦勝にする
rounds-edit-table-players = { $a } 対 { $b }
rounds-edit-table-bye = { $name }の不戦勝
rounds-edit-break = { $n }番卓を解除
rounds-edit-break-hover = この卓のプレイヤーは未マッチングになります。もう一度マッチングするか不戦勝にしてください
rounds-edit-break-disabled = 先にこの卓の結果を消去してください
rounds-edit-swap-title = プレイヤーの入れ替え
rounds-edit-seated = { $name }({ $table }番卓)
rounds-edit-swap = 入れ替え
rounds-edit-swap-with = 相手
rounds-edit-swap-button = 入れ替える
rounds-edit-repair-button = 第{ $n }回戦を再マッチング…
rounds-edit-repair-yes = 第{ $n }回戦を再マッチング
rounds-edit-repair-question = 第{ $n }回戦を再マッチングしますか? 対戦表は新しいものに置き換わります。
rounds-edit-repair-question-results = 第{ $n }回戦を再マッチングしますか? 対戦表は新しいものに置き換わります。入力済みの結果({ $tables }番卓)は消去されます。
rounds-edit-delete-button = 第{ $n }回戦を削除…
rounds-edit-delete-yes = 第{ $n }回戦を削除
rounds-edit-delete-question = 第{ $n }回戦を削除しますか? 対戦表は削除されます。
rounds-edit-delete-question-results = 第{ $n }回戦を削除しますか? 対戦表は削除されます。入力済みの結果({ $tables }番卓)は消去されます。

# 読めない結果の入力
rounds-syntax-empty = 結果が入力されていません(例: 6-0、3-3、0-6、ID、C R)
rounds-syntax-split-single-sided = IDには2試合が必要ですが、このラウンドは1試合です
rounds-syntax-impossible-round-score = 「{ $text }」はありえないラウンドの得点です(2試合: 勝利3点、時間切れ勝利2点、引き分け各1点)
rounds-syntax-impossible-game-score = 「{ $text }」は1試合の得点としてありえません(勝利は 1-0 か 0-1、時間切れ勝利は 2-0 か 0-2、引き分けは 1-1)
rounds-syntax-not-two-games = 「{ $text }」は{ $games }試合分です。ダブルサイドのラウンドは2試合です: まずプレイヤー1がコーポの試合、次にプレイヤー2がコーポの試合(例: C R)
rounds-syntax-not-one-game = 「{ $text }」は{ $games }試合分です。シングルサイドのラウンドは1試合です(例: C、R、T4-2)
rounds-syntax-unreadable = 「{ $text }」を結果として読めません(例: 6-0、3-3、0-6、ID、または試合ごとの記号: C R、T5-3 R)
rounds-syntax-unreadable-piece = 「{ $text }」の「{ $piece }」を読めません(試合の記号は C、R、D、T5-3、TC、TR。C/flatline のように勝因もつけられます)
rounds-syntax-reason-after-draw = 引き分けに勝因はつけられません(「{ $rest }」)。勝因は時間切れでない勝利につけます。例: C/flatline
rounds-syntax-reason-after-timed = 時間切れで決まった試合に勝因はつけられません(「{ $rest }」)。勝因は時間切れでない勝利につけます。例: C/flatline
rounds-syntax-reason-missing = 「{ $text }」: 「/」のあとに勝因がありません(agenda、flatline、mill、concession)
rounds-syntax-unknown-reason = 不明な勝因「{ $word }」(agenda、flatline、mill、concession のいずれか)
rounds-syntax-timed-without-points = 「{ $text }」: 「T」には時間切れ時の計画ポイントをコーポから順に(例: T5-3)、または時間切れ勝利なら TC / TR と書いてください
rounds-syntax-timed-one-points = 「{ $text }」: 時間切れの試合には両者の計画ポイントをコーポから順に書いてください(例: T5-3)
rounds-syntax-too-many-digits = 「{ $token }」: 時間切れの試合で計画ポイント{ $digits }点はありえません({ $win }点未満)
rounds-syntax-timed-at-winning-total = 「{ $token }」: 時間切れの試合で計画ポイント{ $max }点はありえません(コーポ{ $corp }、ランナー{ $runner })。{ $win }点で勝利が確定します
rounds-syntax-refused = 「{ $text }」: { $why }

# 順位表画面
standings-title = 順位表
standings-none-paired = まだマッチングされたラウンドはありません。全員0点から始まります。
standings-after = 第{ $round }回戦終了時の順位
standings-swiss-after = 第{ $round }回戦終了時のスイス式ラウンドの順位
standings-swiss-over = スイス式ラウンドは終了しました。これが最終順位です。
standings-provisional = 暫定順位 — 第{ $round }回戦中: { $total }卓中{ $reported }卓入力済み
standings-swiss-provisional = スイス式ラウンドの暫定順位 — 第{ $round }回戦中: { $total }卓中{ $reported }卓入力済み
standings-provisional-note = 結果は入力した時点で反映されます。未入力の卓はまだ数えません。
standings-filter = 絞り込み
standings-filter-hint = 名前、代名詞、ID
standings-filter-clear = 解除
standings-count = { $n }人
standings-count-filtered = { $n }人中{ $shown }人を表示
standings-no-players = 参加者はまだ登録されていません。
standings-col-rank = 順位
standings-col-name = 名前
standings-col-corp = コーポ
standings-col-runner = ランナー
standings-col-points = 勝点
standings-col-sos = SoS
standings-col-esos = ESoS
standings-col-rounds = 対戦数
standings-col-sides = サイド
standings-col-sides-hover = C: コーポの試合数、R: ランナーの試合数、( ): コーポ − ランナー(不戦勝はサイドなし)
standings-col-notes = 備考
standings-dropped = ドロップ
standings-dropped-after = 第{ $round }回戦後にドロップ
standings-cut-seed = カット シード{ $seed }
standings-bye = 不戦勝
standings-cut-places = トップ{ $n } — 順位
standings-cut-over = 決勝トーナメントは終了しました
standings-cut-undecided = 未確定の順位は決勝トーナメントの試合が終わるごとに決まります
standings-place = { $n }位

# 結果報告(プレイヤーからの報告)
reports-title = プレイヤーの報告:
reports-waiting = 対戦相手の報告待ち
reports-agree = 両者一致: 承認すると入力されます
reports-disagree = 報告が食い違っています: どちらかを選ぶか、結果を入力してください
reports-by = { $name }: { $report }
reports-use = この報告を使う
reports-use-name = { $name }の報告を使う
reports-use-hover = この結果を入力します(手で入力したのと同じ)
reports-score-result = { $score }({ $result })
reports-won = { $name }の勝利
reports-draw = 引き分け
reports-timed = 時間切れ: { $scores }
reports-timed-points = { $name } { $points }点
reports-summary = プレイヤーの報告: { $parts }(卓をクリックすると表示されます)
reports-summary-separator = {"。"}
reports-summary-disagree = { $tables }番卓で報告が食い違っています
reports-summary-agree = { $tables }番卓で両者一致、承認待ち
reports-summary-waiting = { $tables }番卓で片方の報告のみ

# チャット用のコピー
chat-copy-text = チャット用にコピー
chat-copy-markdown = Markdownでコピー
chat-copy-text-hover-standings = 順位表を1人1行のテキストでコピーし、グループチャットに貼り付けられるようにします(第1回戦のマッチング前はIDを含みません)
chat-copy-text-hover-pairings = 対戦表を1卓1行のテキストでコピーし、グループチャットに貼り付けられるようにします(第1回戦のマッチング前はIDを含みません)
chat-copy-markdown-hover-standings = 順位表をMarkdownの表としてコピーします(名前はエスケープ)。DiscordなどMarkdownが使えるチャット用
chat-copy-markdown-hover-pairings = 対戦表をMarkdownの表としてコピーします(名前はエスケープ)。DiscordなどMarkdownが使えるチャット用
chat-copied-standings-text = 順位表をテキストでコピーしました。チャットに貼り付けてください
chat-copied-standings-markdown = 順位表をMarkdownでコピーしました。チャットに貼り付けてください
chat-copied-pods-text = { $round }のポッドをテキストでコピーしました。チャットに貼り付けてください
chat-copied-pods-markdown = { $round }のポッドをMarkdownでコピーしました。チャットに貼り付けてください
chat-copied-round-pairings-text = { $round }の対戦表をテキストでコピーしました。チャットに貼り付けてください
chat-copied-round-pairings-markdown = { $round }の対戦表をMarkdownでコピーしました。チャットに貼り付けてください
chat-copied-pairings-text = 対戦表をテキストでコピーしました。チャットに貼り付けてください
chat-copied-pairings-markdown = 対戦表をMarkdownでコピーしました。チャットに貼り付けてください
chat-nothing-copied = コピーできませんでした: { $why }
chat-menu = チャット用にコピー
chat-menu-pods-text = { $round }のポッド
chat-menu-pods-markdown = { $round }のポッド(Markdown)
chat-menu-round-pairings-text = { $round }の対戦表
chat-menu-round-pairings-markdown = { $round }の対戦表(Markdown)
chat-menu-pairings-text = 対戦表
chat-menu-pairings-markdown = 対戦表(Markdown)
chat-menu-standings-text = 順位表
chat-menu-standings-markdown = 順位表(Markdown)
chat-menu-as-text = テキストで
chat-menu-as-markdown = Markdownの表で
# (end of section: rounds)

## アプリ: カットと決勝トーナメント、時計とプロジェクター、統計とグラフ、配信マーク
# (section: bracket)
# (end of section: bracket)

## アプリ: マルチプレイヤー画面とテーブルヘルパー
# (section: multiplayer)
# (end of section: multiplayer)

## ルールによる拒否と警告、履歴の項目
# (section: engine)
# (end of section: engine)

## ファイル、読み込み、デッキリスト、テーブルヘルパーの問題
# (section: io)
# (end of section: io)
