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
# ウィンドウ
app-title-event = { $name } — { $file }
app-title-event-unsaved = { $name } — ファイル未保存
app-dismiss = 閉じる
app-cancel = 取り消し

# メニュー
menu-file = ファイル
menu-edit = 編集
menu-event = 大会
menu-view = 表示
menu-export = エクスポート
menu-language = 言語 (Language)
menu-new-event = 新しい大会…
menu-open = 開く…
menu-import-players = プレイヤーを読み込む…
menu-save = 保存
menu-save-as = 名前を付けて保存…
menu-print = 印刷…
menu-close = 大会を閉じる
menu-quit = 終了
menu-undo = 元に戻す
menu-undo-what = 元に戻す: { $what }
menu-redo = やり直す
menu-redo-what = やり直す: { $what }
menu-event-settings = 大会設定…
menu-share = ローカルネットワークで共有…
menu-publish-pairings = 第{ $round }回戦の対戦表を公開
menu-hide-standings = 順位表をプレイヤーに非公開にする
menu-show-standings = 順位表をプレイヤーに公開する
menu-theme-light = ライトテーマ
menu-theme-dark = ダークテーマ
menu-larger-text = 文字を大きく
menu-smaller-text = 文字を小さく
menu-normal-text = 文字を標準の大きさに
menu-projector-close = プロジェクター画面を閉じる
menu-projector = プロジェクター画面
menu-export-nrtm = AlwaysBeRunning用のNRTM結果(JSON)
menu-export-standings = 順位表(CSV)
menu-export-pairings = 対戦表(CSV)
menu-export-players = プレイヤー一覧(CSV)
menu-export-games = 試合結果(CSV)

# ナビゲーション: 大会の進行状況
nav-progress-rounds = 全{ $planned }回戦中{ $n }回戦
nav-progress-rounds-over = { $n }回戦(予定{ $planned }回戦)
nav-progress-swiss-rounds = スイス式{ $n }回戦
nav-progress-top = トップ{ $top }
nav-progress-top-finished = トップ{ $top } 終了
nav-progress-top-round = トップ{ $top }: 第{ $round }回戦
nav-progress-top-final = トップ{ $top }: 決勝
nav-progress-top-grand-final = トップ{ $top }: 決勝
nav-progress-top-second-final = トップ{ $top }: 再決勝
nav-multiplayer-no-cut = マルチプレイヤー大会にはカットがありません。順位表が最終順位です。

# ステータス行
status-undid = 元に戻しました: { $what }
status-nothing-to-undo = 元に戻す操作はありません
status-redid = やり直しました: { $what }
status-nothing-to-redo = やり直す操作はありません
status-new-event = 新しい大会を作成しました。自動保存されています。保存先を選ぶには「ファイル > 名前を付けて保存」を使ってください
status-already-open = { $path } はすでに開いています
status-saved = { $path } に保存しました
status-opened = { $path } を開きました
status-opened-unsaved = 未保存の大会を開きました。保存先を選ぶには「ファイル > 名前を付けて保存」を使ってください
status-recovered = 自動保存された大会を復元しました
status-reloaded = 大会ファイルを読み込み直しました。元に戻す履歴はリセットされました
status-reloaded-kept = 大会ファイルを読み込み直しました。元に戻す履歴はリセットされました。ここにあった版は、スタート画面の「ファイルに保存されていない大会」に残してあります
status-language = 言語: { $language }。新しい大会はこの言語で印刷されます(大会ごとの言語は「編集 > 大会設定」で変更できます)
status-imported = { $path } を読み込みました({ $dialect } の形式)。「ファイル > 名前を付けて保存」でファイルに保存してください
status-exported = { $what }を { $path } にエクスポートしました
status-exported-multiplayer = マルチプレイヤーのJSONを { $path } にエクスポートしました
status-import-cancelled = プレイヤーの読み込みを取り消しました。追加されたプレイヤーはいません
status-sharing = { $address } で大会を共有しています
status-sharing-stopped = 大会の共有を停止しました
status-sharing-stopped-closed = 共有を停止しました: 共有していた大会が閉じられました

# 画面上部のエラーとお知らせ
app-no-event-open = 大会が開かれていません
app-saving-failed = 保存できませんでした: { $error }
app-file-type-event = 大会ファイル
app-export-is-event-file = それは大会ファイルそのものです。エクスポートには別の名前を選んでください
app-export-no-round = まだマッチングしたラウンドがありません
app-export-multiplayer-json-only = マルチプレイヤー大会はJSONでエクスポートします(ファイル > エクスポート > JSON)
app-import-failed = { $path }: { $error }
app-imported-no-date = このファイルには日付がありません。NRTMのエクスポート時に日付を尋ねます(AlwaysBeRunningは大会を日付で一覧にします)

# 日付のない大会のNRTMエクスポート
app-export-date-title = 大会に日付がありません
app-export-date-text = AlwaysBeRunningは大会を日付で一覧にしますが、この大会には日付がありません(ツールによっては結果ファイルに日付が含まれません)。開催日を入力するか、日付なしでエクスポートしてください。日付なしの場合、ファイルの日付は空になります。
app-export-date-label = 日付(YYYY-MM-DD)
app-export-date-set = 日付を設定してエクスポート
app-export-date-invalid = { $date } はYYYY-MM-DD形式の日付ではありません
app-export-date-skip = 日付なしでエクスポート

# 大会の保存と保管
keep-save-copy-failed = 自動保存のコピー: { $error }
keep-save-problems-separator = { " / " }
keep-prefs-not-saved = 設定を保存できませんでした: { $error }
keep-session-marker-not-written = セッションの記録(クラッシュ後にどの大会を復元するか)を書き込めませんでした: { $error }
keep-opened-as-copy-unknown-data = { $path } には、このバージョンが知らないデータ({ $fields })があります。新しいバージョンで作られたものと思われます。コピーとして開いたので、このファイルには書き込みません。変更を残すには「ファイル > 名前を付けて保存」を使ってください
keep-opened-as-copy-folder-not-writable = フォルダー { $dir } に書き込めません。大会はコピーとして開きました。変更をファイルに残すには「ファイル > 名前を付けて保存」を使ってください
keep-replace = 置き換え
keep-replace-question = { $file } はすでにあります({ $what })。置き換えますか?
keep-existing-not-a-file = 通常のファイルではありません
keep-existing-event = 大会「{ $name }」、{ $n }人
keep-existing-bytes = { $n }バイトのファイル
keep-existing-kb = { $n } KBのファイル
keep-existing-mb = { $size } MBのファイル
keep-in-use-by-app = { $file } はNetrunner TOアプリ(プロセス{ $pid })で開かれている大会ファイルです。別の名前を選んでください
keep-in-use-by-command = { $file } は別のnetrunner-toコマンド(プロセス{ $pid })で開かれている大会ファイルです。別の名前を選んでください
keep-in-use-by-server = { $file } はnetrunner-to serve(プロセス{ $pid })で開かれている大会ファイルです。別の名前を選んでください
keep-banner-file-changed = 大会ファイルが他のプログラムによって変更されました。アプリはこのファイルへの保存を停止しました。
keep-banner-not-on-disk = 保存できません: 最新の変更はディスクに保存されていません。
keep-banner-only-in-copy = 大会ファイルに保存できません: 最新の変更は自動保存のコピーにだけあります。
keep-reload-file = ファイルを読み込み直す
keep-reload-question = 他のプログラムが変更したとおりに大会ファイルを読み込み直しますか? アプリはファイルの版を表示して保存します。ここにある版は、スタート画面の「ファイルに保存されていない大会」に残します。
keep-reload = 読み込み直す
keep-try-again = 再試行
keep-save-as-new-file = 新しいファイルに保存…
keep-save-as = 名前を付けて保存…
keep-leave-never-saved-title = この大会はまだファイルに保存されていません
keep-leave-never-saved-text = アプリのデータフォルダーに保管され、スタート画面の「ファイルに保存されていない大会」に表示されます。ファイルを選んで保存するか、今はそのままにしておいてください。
keep-leave-never-saved-go = 未保存のままにする
keep-leave-only-in-copy-title = 最新の変更が大会ファイルにありません
keep-leave-only-in-copy-text = 最新の変更は自動保存のコピーにあり、次回の起動時に復元できます。新しいファイルに保存するか、このまま続けてください。保存できなかった理由: { $error }
keep-leave-only-in-copy-go = このまま続ける
keep-leave-not-on-disk-title = 最新の変更はどこにも保存されていません
keep-leave-not-on-disk-text = このまま続けると、最新の変更は失われます。空き容量を確保して再試行するか、別の場所(別のドライブ)に新しいファイルとして保存してください。保存できなかった理由: { $error }
keep-leave-not-on-disk-go = 変更を破棄
keep-unsaved-heading = ファイルに保存されていない大会
keep-unsaved-note = ファイルに保存するか破棄するまで、アプリのデータフォルダーに保管されます。
keep-unsaved-event = 「{ $name }」 — { $players }人、{ $rounds }ラウンド
keep-unsaved-event-changed = 「{ $name }」 — { $players }人、{ $rounds }ラウンド、最終変更 { $changed }
keep-unsaved-open = 開く
keep-unsaved-discard = 破棄…
keep-unsaved-discard-question = 「{ $name }」({ $players }人、{ $rounds }ラウンド)を破棄しますか? 一度もファイルに保存されていないため、元に戻せません。
keep-discard = 破棄
keep-date-time = { $date } { $time }

# ファイル ▸ 印刷…
print-dialog-title = 印刷
print-dialog-what = 印刷物
print-dialog-round = ラウンド
print-dialog-round-not-needed = この印刷物には不要
print-dialog-round-latest-results = 最新の結果
print-dialog-round-current = 現在({ $round })
print-dialog-round-current-none = 現在(まだマッチングなし)
print-dialog-after-round = 第{ $n }回戦終了時
print-dialog-paper = 用紙
print-dialog-paper-a4 = A4
print-dialog-paper-letter = レター
print-dialog-pdf-file = PDFファイル
print-dialog-choose = 選択…
print-dialog-file-type = PDF文書
print-dialog-no-file-dialog = ここではファイル選択ダイアログを使えません。上の欄にファイルのパスを入力してください。
print-dialog-keep-file = 置き換えない
print-dialog-open = 開く
print-dialog-saved = { $path } に保存しました
print-dialog-save = PDFを保存
print-dialog-close = 閉じる
print-dialog-no-path = PDFの保存先を入力してください
print-dialog-is-event-file = それは大会ファイルそのものです。別の名前を選んでください
print-dialog-open-failed = { $path } を開けませんでした: { $error }

# フォントの警告
fonts-hide = 隠す
fonts-what-event = 大会名
fonts-what-player = プレイヤー { $name }
fonts-what-team = チーム { $name }
fonts-uncovered = { $what }({ $chars })
fonts-list-separator = 、
fonts-advice-separator = 、または
fonts-advice-cjk = Noto Sans CJKなどの日本語・中国語・韓国語フォント(Debian/Ubuntu: fonts-noto-cjk、Windows: 設定 > 時刻と言語 > 言語 で言語を追加)
fonts-advice-thai = Noto Sans Thaiなどのタイ語フォント(Debian/Ubuntu: fonts-noto-core)
fonts-advice-other = これらの文字を含むフォント(Notoファミリーなど。Debian/Ubuntu: fonts-noto-core)
fonts-warning-shown = このコンピューターには、{ $names } のすべての文字を持つフォントがありません。これらの文字は空の四角で表示されます。{ $advice }をインストールしてから、プログラムを起動し直してください。
fonts-warning-shown-more = このコンピューターには、{ $names } ほか{ $more }件のすべての文字を持つフォントがありません。これらの文字は空の四角で表示されます。{ $advice }をインストールしてから、プログラムを起動し直してください。
fonts-warning-printed = このコンピューターには、{ $names } のすべての文字を持つフォントがありません。これらの文字は空の四角で印刷されます。{ $advice }をインストールしてから、プログラムを起動し直してください。
fonts-warning-printed-more = このコンピューターには、{ $names } ほか{ $more }件のすべての文字を持つフォントがありません。これらの文字は空の四角で印刷されます。{ $advice }をインストールしてから、プログラムを起動し直してください。

# 大会 ▸ ローカルネットワークで共有
share-title = ローカルネットワークで共有
share-intro = プレイヤーは店舗のネットワーク経由で、スマートフォンから大会のページ(対戦表、順位表、決勝トーナメント、時計)を開けます。開始するまで何も共有されません。
share-on = 共有するアドレス:
share-address-this-computer = { $address }(このコンピューターのみ)
share-port = ポート
share-start = 共有を開始
share-choose-address = アドレスを選んでください
share-bad-port = { $port } はポート番号ではありません(1–65535。0なら空いているポートを使います)
share-port-in-use = ポート{ $port }は他のプログラムが使用中です。別のポートを選んでください
share-address-not-available = { $address } はこのコンピューターのアドレスではありません(または、もう使えません)。別のアドレスを選んでください
share-cannot-start = { $address } で共有できません: { $error }
share-players-open = プレイヤーが開くアドレス:
share-loopback-only = このコンピューターからしか開けません。共有を停止して、スマートフォンが接続できるネットワークのアドレスを選んでください。
share-live-pages = 現在開かれているページ: { $n }
share-stop = 共有を停止
share-seen-heading = プレイヤーに見えるもの
share-seen-pairings-none-paired = 対戦表: まだマッチングしたラウンドはありません
share-seen-pairings-unpublished = 対戦表: なし(第{ $paired }回戦はマッチング済み、未公開)
share-seen-pairings-behind = 対戦表: 第{ $round }回戦(第{ $paired }回戦はマッチング済み、未公開)
share-seen-pairings-round = 対戦表: 第{ $round }回戦
share-seen-standings-shown = 順位表: 公開
share-seen-standings-hidden = 順位表: 非公開
share-publish-round = 第{ $round }回戦を公開
share-hide-pairings = 対戦表を非公開にする
share-hide-standings = 順位表を非公開にする
share-show-standings = 順位表を公開する
share-reports-waiting = 処理待ちの結果報告が{ $n }件あります(「ラウンド」または「カットと決勝」の画面で確認してください)
share-wrong-codes = 誤ったコードの入力: { $n }回(最新: { $at }、{ $from } から { $who } に対して)
share-wrong-codes-refused = 誤ったコードの入力: { $n }回(最新: { $at }、{ $from } から { $who } に対して。回数が多すぎるため拒否)
share-wrong-codes-scorekeeper = スコアキーパー用リンク
share-reporting-heading = プレイヤーによる結果報告・スコアキーパー
share-reporting-intro = プレイヤーは自分のページで、プレイヤー画面(またはプレイヤーカード)の個人コードを使って報告します。双方の報告が一致すれば入力され、一致しなければラウンド画面の卓の横で確認を待ちます。
share-approval = すべての結果報告を主催者の承認後に入力する
share-scorekeepers = スコアキーパー
share-show-link = リンクを表示
share-revoke = 無効化
share-revoke-name = { $name } を無効化
share-scorekeeper-name = 名前
share-create-scorekeeper = スコアキーパー用リンクを作成

# 配信マーク
stream-no-video = 撮影不可
stream-no-video-checkbox-hover = このプレイヤーは撮影されないことを希望しています。対戦表とプロジェクターでは、その卓に斜線付きのカメラが表示されます
stream-no-video-mark = 撮影不可: { $name }
stream-no-video-hover = { $name } さんは撮影されないことを希望しています
stream-featured-mark = 配信卓: { $table }番卓
stream-featured-hover = 配信卓: 配信で撮影する卓です
stream-feature-table = { $n }番卓を配信
stream-feature-game = 第{ $n }試合を配信
stream-feature-pod = ポッド{ $n }を配信
stream-feature-hover = この卓を配信で撮影する卓にします。対戦表、プロジェクター、プレイヤーのページに表示されます
stream-stop-featuring-table = { $n }番卓の配信を解除
stream-stop-featuring-game = 第{ $n }試合の配信を解除
stream-stop-featuring-pod = ポッド{ $n }の配信を解除
stream-stop-featuring-hover = 配信では別の卓を撮影するか、どの卓も撮影しません
# (end of section: shell)

## アプリ: スタート画面、プレイヤー画面、大会設定、プレイヤー読み込み、パス入力
# (section: players)
# (end of section: players)

## アプリ: ラウンド画面、結果入力、順位表、結果報告、チャット用コピー
# (section: rounds)
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
