# Netrunner TO — 日本語のメッセージ
#
# 英語のファイル (i18n/en/app.ftl) と同じ id。ここにない id は英語で表示されます。
# 用語は日本のプレイヤーが使う言葉 (NAPD マルチプレイヤーフォーマットの日本語訳に合わせる):
# コーポ、ランナー、ID、計画ポイント、派閥。ID の名前は NetrunnerDB の表記のまま。

## 言語: この言語の自称 (表示 ▸ 言語に表示)

language-name = 日本語

## 日付

date = { $year }年{ $month }月{ $day }日

## ゲームの用語

side-corp = コーポ
side-runner = ランナー

# A format's name in a sentence ("this is a { $format } event", "cannot change to { $format }").
format-standard = スタンダード
format-single-sided = シングルサイドのスイス式
format-full-draft = フルドラフト
format-half-draft = ハーフドラフト
format-napd = NAPDマルチプレイヤー
format-big-sell-out = The Big Sell-Out
# A format as a title: the event settings' choice, the multiplayer screens' heading, the command line.
format-title-standard = 構築: 両サイドのスイス式(v3.2)
format-title-single-sided = 構築: 片サイドのスイス式
format-title-full-draft = フルドラフト
format-title-half-draft = ハーフドラフト
format-title-napd = NAPDマルチプレイヤー
format-title-bso = The Big Sell-Out(アンドロイド:ネットランナー版)
format-title-bso-classic = The Big Sell-Out(クラシック版)
# How a multiplayer game ended (the result lines, the ending menus, the statistics' chart).
words-ending-napd-corp-agendas = コーポが計画ポイント7点以上を獲得
words-ending-napd-runners-flatlined = ランナー全員がフラットライン
words-ending-napd-runner-agendas = ランナーが合計で計画ポイント7点以上を獲得
words-ending-napd-corp-decked = コーポのR&D切れ
words-ending-napd-time = 時間切れ
words-ending-bso-agendas = 計画ポイント11点以上
words-ending-bso-sudden-death = サドンデス(7点差)
words-ending-bso-last-team = 他のチームがすべて脱落
words-ending-bso-time = 時間切れ
# A pod's first turn: $order, the seats in turn order ("S1, S2, A1, A2"), and the edition's rule.
words-first-turn-napd = 最初のターン: { $order }(通常の順、コーポから)
words-first-turn-bso = 最初のターン: { $order }(通常の順)。エージェントは最初のターンにHQ、R&D、アーカイブ、エージェントのサーバーにランできません
words-first-turn-bso-classic = 最初のターン: { $order }、その後は通常の順
# Why a player of an elimination game plays their side ("Sides: higher seed's choice").
words-side-reason-higher-seed-choice = 上位シードの選択
words-side-reason-least-played = プレイ回数の少ないサイド
words-side-reason-larger-difference = 差の大きい方(両者とも同じサイドのプレイ回数が少ない)
words-side-reason-coin-flip = コイントス(サイドの回数が同じ)
words-side-reason-second-final-switch = 再決勝: 最初の決勝と入れ替え
words-side-reason-organizer-override = 主催者による変更

source-seed = シード{ $n }
source-winner = 第{ $n }試合の勝者
source-loser = 第{ $n }試合の敗者
source-winner-ranked = 第{ $round }回戦の勝者のうちシード順{ $rank }位

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
print-col-points = 勝点
print-col-sos = SoS
print-col-esos = ESoS
print-dropped-name = { $name }(ドロップ)
print-name-notes = { $name }({ $notes })
print-no-players = 参加者はまだ登録されていません。
print-standings-note-sos = SoS: 対戦相手の強さ(Strength of Schedule)。ESoS: 拡張SoS。
print-standings-note-dropped = ドロップしたプレイヤーも順位表に残ります(「(ドロップ)」、名前が長い場合は † と表示)。
print-standings-note-bracket = 決勝トーナメントの全試合はトーナメント表に印刷されます。
print-standings-adjustments = * 得点の修正(ペナルティまたは訂正。勝点に含まれています):{ $list }。
print-list-separator = {"、"}

## 印刷物: 決勝トーナメント

print-col-place = 順位
print-col-seed = シード
print-place = { $n }位
print-dq = 失格
print-disqualified-no-place = { $name }(失格、順位なし)
print-bracket-double = トップ{ $n }・ダブルエリミネーション
print-bracket-single = トップ{ $n }・シングルエリミネーション
print-bracket-single-fixed = トップ{ $n }・シングルエリミネーション(固定トーナメント表)
print-bracket-single-note = シングルエリミネーション:1敗で敗退します。レギュレーションのカット(ダブルエリミネーション)ではありません。
print-final-places = 最終順位
print-places-so-far = 現時点の順位
print-games = 試合
print-seeds = シード
print-col-round = ラウンド
print-col-section = 区分
print-col-player-1-seed = プレイヤー1(シード)
print-col-player-2-seed = プレイヤー2(シード)
print-col-winner = 勝者
print-col-swiss-points = スイス勝点
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

# $format: the format's title (format-title-…).
print-pods-intro = { $format }。席は時計回りに記載しています。ターンもこの順に時計回りで進みます。
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
print-pod-slip-left = 途中退席
print-pod-slip-player-left = プレイヤー途中退席
print-pod-slip-hint-napd = フラットラインまたは途中退席したランナーの計画ポイントは数えません。全員がサインしてください。
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
print-mp-standings-note-napd = SoS: 対戦相手の強さ(対戦したポッドの相手全員の1ゲームあたり平均勝点)。コーポ: コーポでプレイしたゲーム数。
print-mp-standings-note-bso = SoS: 対戦相手の強さ(対戦した相手チームの1ゲームあたり平均勝点)。チームの2人は順位と勝点を共有します。
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
print-deck-card-data-stale = カードデータは{ $date }時点のものです。新しい禁止リストが出ている可能性があります — デッキリスト ＞ カードデータを更新…
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
print-stats-after-rounds = { $n }回戦終了時
print-stats-hidden = 参加者のIDは第1回戦のマッチング後に公開されます。
print-stats-nothing = まだ表示するものがありません。

## 印刷物: プレイヤーカード (結果報告コード)

print-title-player-cards = プレイヤーカード
print-card-your-code = あなたの個人コード:
print-card-report-here = 結果は自分のページから報告してください。
print-card-keep-secret = コードは他の人に教えないでください。
print-card-no-address = ページ: 主催者に確認してください
# The registration poster (issue 38): one page at the door with the registration link's QR code.
print-poster-file = 参加登録ポスター
print-poster-title = 参加登録ポスター
print-poster-heading = スマートフォンから参加登録
print-poster-step-scan = 1. スマートフォンのカメラでコードを読み取ります。
print-poster-step-fill = 2. 名前、代名詞、ID(求められたらデッキリストも)を入力して「登録する」を押します。
print-poster-step-code = 3. 主催者が受け付けると、スマートフォンにあなたの個人コードが表示されます。結果の報告に使うので控えておいてください。
print-poster-wifi = このページは店のWi-Fi上にあります。先にWi-Fiにつないでください。スマートフォンがない方は受付で登録できます。

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
nav-active-players = 参加者 { $n }人
# (end of section: nav)

## アプリ: ウィンドウ、メニュー、ステータス行、保存、印刷・共有ウィンドウ、デッキリスト画面
# (section: shell)
# ウィンドウ
app-title-event = { $name } — { $file }
app-title-event-unsaved = { $name } — ファイル未保存
app-dismiss = 閉じる
app-cancel = 取り消し
app-no-window-title = Netrunner TO のウィンドウを開けません
app-no-window = Netrunner TO はウィンドウを開けませんでした。このコンピューターではプログラムに OpenGL 2.0 が使えません({ $error })。
app-no-window-try = 試すこと: グラフィックカードのドライバーを更新またはインストールする。リモートデスクトップ経由ではなく、そのコンピューターで直接起動する。仮想マシンでは 3D アクセラレーションを有効にするか、Mesa のソフトウェア OpenGL を入れる。コマンドラインはウィンドウなしで使えます。ターミナルで「netrunner-to --help」を実行してください。
app-no-window-ok = OK
app-drop-to-open = ドロップするとファイルを開きます

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
menu-follow = ネットワーク上の大会をフォロー…
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
menu-help = ヘルプ
menu-about = Netrunner TO について
about-title = Netrunner TO について
# $version: the program's version (0.1.0).
about-version = Netrunner TO { $version }
about-licence = MIT ライセンスのフリーソフトウェアです。以下に挙げる他者の著作物を、それぞれのライセンスのもとで含みます。
about-card-data = カードデータ: NetrunnerDB の公開カードデータ (Null-Signal-Games/netrunner-cards-json)。NetrunnerDB と Null Signal Games に感謝します。カード名とテキストの著作権は Fantasy Flight Games および/または Wizards of the Coast にあります。Netrunner TO はこれらの会社とは関係ありません。
about-notices = 第三者の著作権表示 (THIRD-PARTY-LICENSES。すべての配布物にも同梱)
menu-export-nrtm = AlwaysBeRunning用のNRTM結果(JSON)
menu-export-standings = 順位表(CSV)
menu-export-pairings = 対戦表(CSV)
menu-export-players = プレイヤー一覧(CSV)
menu-export-games = 試合結果(CSV)
menu-export-multiplayer-json = マルチプレイヤーの結果(JSON)
menu-export-pods = ラウンドのポッド(CSV)

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
status-dropped-one = 一度に開けるファイルは1つです。開かなかったファイル: { $rest }
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
app-export-multiplayer-no-games = マルチプレイヤー大会はゲームごとの結果ではなくポッドを記録します。ポッドか順位表をCSVで、またはマルチプレイヤーの結果をJSONでエクスポートしてください
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
keep-unsaved-event = 「{ $name }」 — { $players }人、{ $rounds }回戦
keep-unsaved-event-changed = 「{ $name }」 — { $players }人、{ $rounds }回戦、最終変更 { $changed }
keep-unsaved-open = 開く
keep-unsaved-discard = 破棄…
keep-unsaved-discard-question = 「{ $name }」({ $players }人、{ $rounds }回戦)を破棄しますか? 一度もファイルに保存されていないため、元に戻せません。
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
share-connections-refused = 上限を超えたため拒否: 接続{ $n }件、ライブページ{ $streams }件(1台の端末につき接続は{ $per_address }件まで。現在{ $open }件接続中)。ほかのスマートフォンには引き続き表示されています。
share-wrong-codes-refused = 誤ったコードの入力: { $n }回(最新: { $at }、{ $from } から { $who } に対して。回数が多すぎるため拒否)
share-wrong-codes-scorekeeper = スコアキーパー用・フォロワー用・参加登録のいずれかのリンク
share-reporting-heading = プレイヤーによる結果報告・スコアキーパー・フォロワー
share-reporting-intro = プレイヤーは自分のページで、プレイヤー画面(またはプレイヤーカード)の個人コードを使って報告します。双方の報告が一致すれば入力され、一致しなければラウンド画面の卓の横で確認を待ちます。
share-approval = すべての結果報告を主催者の承認後に入力する
share-scorekeepers = スコアキーパー
share-show-link = リンクを表示
share-revoke = 無効化
share-revoke-name = { $name } を無効化
share-scorekeeper-name = 名前
share-create-scorekeeper = スコアキーパー用リンクを作成
share-followers = フォロワー：コピーを保持する2台目のコンピューター
share-followers-intro = 2台目のコンピューターで「ファイル ▸ ネットワーク上の大会をフォロー…」を開き、このリンクを使います。変更のたびに大会の完全なコピーを保持し、このコンピューターが使えなくなったときに引き継げます。
share-follower-name = コンピューター
share-create-follower = フォロワー用リンクを作成
share-follow-title = ネットワーク上の大会をフォロー
share-follow-intro = 別のコンピューターが共有している大会のコピーを変更のたびに保持し、そのコンピューターが使えなくなったときに引き継ぎます。主催者が作成したフォロワー用リンク（ローカルネットワークで共有 ▸ フォロワー）を貼り付けてください。
share-follow-link = フォロワー用リンク
share-follow-out = コピーの保存先
share-follow-start = フォローを開始
share-follow-stop = フォローを停止
share-follow-following = { $link } を { $out } にフォロー中
share-follow-connecting = 接続中…
share-follow-behind = 遅れ：{ $changes }件の変更、{ $seconds }秒（コピーの変更数：{ $total }件）
share-follow-lost = 主催者のコンピューターから{ $seconds }秒応答がありません（{ $why }）。コピーの変更数：{ $total }件
share-follow-no-contact = 主催者のコンピューターが応答しません（{ $why }）。再試行しています
share-follow-cannot-start = フォローできません：{ $error }
share-follow-refused = 主催者のコンピューターがリンクを拒否しました（HTTP { $status }）。無効にされたか、入力が間違っています。コピーはそのまま残ります。
share-follow-moved = 大会は移動しました：{ $by }が{ $at }に引き継ぎました。{ $by }をフォローしてください。
share-follow-take-over-intro = 主催者のコンピューターが使えなくなったら引き継ぎます。このコピーが大会になり、このコンピューターが管理します。共有してください（スマートフォン用の新しいアドレスとQRコード。プレイヤーのコードはそのまま使えます）。元のコンピューターには大会の移動が伝えられ、以後の変更はすべて拒否されます。
share-follow-name = このコンピューターの名前
share-follow-take-over = 引き継ぐ
share-follow-close-first = 先にこのウィンドウで開いている大会を閉じてください（ファイル ▸ 大会を閉じる）。引き継ぐとコピーが開きます。
share-follow-taken-over = { $by }が大会を引き継ぎました。スマートフォン用にローカルネットワークで共有してください
share-follow-event-moved = この大会は移動しました：{ $by }が{ $at }に引き継ぎました。ここでは変更できません。{ $by }をフォローしてください。

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
share-registration-poster = 参加登録ポスターを保存(PDF)
share-registration-poster-saved = ポスターを保存しました: { $path }
share-registration-poster-no-name = このフォルダーにはポスター用の空いているファイル名がありません
share-registration-not-shared = スマートフォンから登録リンクを開けるように、(上で)大会を共有してください。
share-registration-heading = スマートフォンからの参加登録: リンク、QRコード、ポスター
# (end of section: shell)

## アプリ: スタート画面、プレイヤー画面、大会設定、プレイヤー読み込み、パス入力
# (section: players)
# スタート画面
start-subtitle = アンドロイド:ネットランナーのオフライン大会運営ツール — FFG大会規定 v3.2
start-recovery-title = 前回、アプリが正しく終了しませんでした。
start-recovery-with-file = 「{ $name }」の自動保存コピーには{ $changes }件の変更があります(ファイルには{ $saved }件)。
start-recovery-never-saved = 「{ $name }」の自動保存コピー({ $changes }件の変更)は、一度もファイルに保存されていません。
start-recover = 自動保存した大会を復元
start-recovery-ignore = 無視
start-new-event = 新しい大会
start-multiplayer-note = マルチプレイヤーのサイドイベント: ポッドでラウンドを行います。ポッドの人数、ラウンド数、得点はプレイヤー画面で設定します。
start-create = 大会を作成
start-open = 開く
start-open-intro = 大会ファイル、または読み込むNRTM・Cobra・Aesop's Tablesの結果ファイル。
start-open-file = ファイルを開く…
start-path = パス
start-path-hint = またはパスを入力
start-open-path = パスを開く
start-table-helper = テーブルヘルパー
start-table-helper-hint = NAPDまたはBig Sell-Out: 1ゲームのターン順、計画ポイントの合計、勝利の確認
start-recent = 最近の大会
start-recent-none = まだありません
start-recent-event = { $name }({ $date })
start-recent-missing = { $file }(見つかりません)
start-seed = 乱数シード
start-seed-hint = ランダム
start-problem-bad-seed = 乱数シード「{ $seed }」は整数ではありません(空欄にするとランダムになります)。

# 大会設定 (スタート画面の新しい大会と、編集 ▸ 大会設定)
settings-name = 大会名
settings-name-hint = ストアチャンピオンシップ
settings-date = 日付
settings-format = フォーマット
settings-format-locked = ラウンドをマッチングした後はフォーマットを変更できません。
settings-format-summary-multiplayer = マルチプレイヤーのポッド。プレイヤー画面で設定します。
settings-format-summary-single-sided =
    1ラウンド1ゲーム、サイドはマッチングで決まります。
    計画ポイント{ $points }点で勝利、1ラウンド{ $minutes }分。
settings-format-summary-double-sided =
    1ラウンド2ゲーム、コーポとランナーを1回ずつプレイします。
    計画ポイント{ $points }点で勝利、1ラウンド{ $minutes }分。
settings-structure = 構成
settings-structure-basic = 基本
settings-structure-advanced = 上級
settings-structure-custom = カスタム
settings-swiss-rounds = スイス式のラウンド数
settings-cut = カット
settings-cut-size = { $n ->
        [0] なし
       *[other] トップ{ $n }
    }
settings-tier = ティア
settings-tier-relaxed = リラックス
settings-tier-formal = フォーマル
settings-tier-premier = プレミア
settings-round-minutes = ラウンド時間(分)
settings-problem-no-name = 大会名を入力してください。
settings-problem-bad-date = 日付「{ $date }」は YYYY-MM-DD 形式(例: 2026-03-14)の日付ではありません。
settings-problem-bad-minutes = ラウンド時間「{ $minutes }」は1〜600の分数ではありません(空欄: このフォーマットの{ $default }分)。
settings-title = 大会設定
settings-printouts-in = 印刷物の言語
settings-event-plans = 大会の予定: { $plan }。
settings-plan = スイス式{ $rounds }回戦、{ $cut ->
        [0] カットなし
       *[other] トップ{ $cut }
    }
settings-plan-before-round-1 = { $plan }({ $structure ->
        [basic] 基本
        [advanced] 上級
       *[custom] カスタム
    }構成の表で{ $players }人の場合。第1回戦のマッチング時に確定します)
settings-plan-fixed-suggests-otherwise = { $plan }(第1回戦のマッチング時に{ $fixed }人で確定。{ $structure ->
        [basic] 基本
        [advanced] 上級
       *[custom] カスタム
    }構成の表では、現在の登録{ $registered }人の場合{ $suggested })
settings-plan-fixed = { $plan }(第1回戦のマッチング時に{ $fixed }人で確定)
settings-structure-change-warning = 第1回戦はマッチング済みで、大会は{ $announced }と告知しています。保存すると{ $after }に変わります。プレイヤーに伝えてください。
settings-save = 設定を保存
settings-cancel = キャンセル

# プレイヤー画面: 見出し
players-heading = プレイヤー
players-count = { $total }人(参加中{ $active }人、ドロップ{ $dropped }人)
players-count-disqualified = { $total }人(参加中{ $active }人、ドロップ{ $dropped }人、失格{ $dq }人)
players-event-settings = 大会設定…
players-event-settings-hint = 大会名、日付、ティア、フォーマット、構成(ラウンド数とカット)、ラウンド時間
players-structure-plan = { $structure ->
        [basic] 基本構成
        [advanced] 上級構成
       *[custom] カスタム構成
    }: スイス式{ $rounds }回戦、{ $cut ->
        [0] カットなし
       *[other] トップ{ $cut }にカット
    }
players-stage-cut-made = · スイス式は{ $rounds }回戦で終了し、カット済み
players-stage-round-paired = · 第{ $n }回戦をマッチング済み
players-structure-fixed = 第1回戦のマッチング時に確定({ $fixed }人)。現在の登録{ $registered }人では、表は{ $plan }です。必要なら大会設定で変更してください。
players-registration-closed = 登録は締め切られています: カット済みです。さらに登録するには、「カットと決勝」画面でカットを削除してください(決勝トーナメントの最初の結果までは可能です)。

# プレイヤー画面: 登録
players-register = プレイヤー登録
players-name = プレイヤー名
players-name-hint = 名前
players-corp-identity = コーポID
players-runner-identity = ランナーID
players-pronouns = 代名詞
players-pronouns-hint = 任意
players-reading = ふりがな
players-reading-hint = 任意
players-add = 追加
players-keys-hint = Enter: 追加して名前欄に戻る · Tab: 次の欄へ · 上下キーとEnter(またはクリック): IDを選択。リストにないIDは入力どおり保存され、印が付きます
players-late-registration = { $n ->
        [1] 途中参加: 今追加したプレイヤーは、マッチング済みの第1回戦が未対戦の敗北になります。
       *[other] 途中参加: 今追加したプレイヤーは、マッチング済みの{ $n }回戦それぞれが未対戦の敗北になります。
    }
players-problem-name-first = 先にプレイヤー名を入力してください。
players-problem-no-name = プレイヤー名を入力してください。
players-problem-ambiguous-identity = 「{ $text }」に当てはまる{ $side }IDが複数あります: リストから選ぶ(上下キーとEnter)か、名前をもう少し入力してください。
players-problem-fixed-table = 固定卓「{ $table }」は卓番号ではありません: 1以上の整数を入力するか、空欄にしてください。
players-note-added = { $name }({ $id })を追加しました。
players-note-saved = { $name }の変更を保存しました。

# プレイヤー画面: ドラフトの席順 (フルドラフト)
players-draft-title = ドラフトの席順
players-draft-intro = フルドラフト: 第1回戦では、ドラフト卓で各席が最も遠い席と対戦します。プレイヤーを座っている順に並べて保存してください。
players-draft-saved = { $n }人の席順を保存しました。
players-draft-none-saved = 席順はまだ保存されていません: 保存するまで第1回戦をマッチングできません。
players-draft-differs = 下の席順は保存したものと違います(変更、またはその後の登録やドロップ): マッチングの前に保存してください。
players-draft-seat = 席{ $n }
players-draft-up = 上へ
players-draft-down = 下へ
players-draft-move-up = { $name }を上へ
players-draft-move-down = { $name }を下へ
players-draft-save = 席順を保存
players-draft-shuffle = シャッフル
players-draft-shuffle-hint = ランダムな席順
players-draft-revert = 保存した席順に戻す

# プレイヤー画面: 一覧
players-registered = 登録済みのプレイヤー
players-filter = 絞り込み
players-filter-hint = 名前、IDまたは#番号
players-filter-clear = 絞り込みを解除
players-show-codes = コードを表示
players-show-codes-hint = 一覧に各プレイヤーの個人コードを表示します(起動するたびにオフになるので、この画面やミラー表示からコードを読まれません。プレイヤーカードには印刷されます)
players-filter-showing = { $total }人中{ $shown }人を表示
players-undo = 元に戻す
players-none-yet = まだプレイヤーがいません: 上に名前を入力してEnterを押してください。
players-col-name = 名前
players-col-pronouns = 代名詞
players-col-corp = コーポ
players-col-runner = ランナー
players-col-table = 卓
players-col-table-hint = 固定卓: プレイヤーが常に座る卓(アクセシビリティのため)
players-col-status = 状態
players-col-code = コード
players-col-code-hint = プレイヤーの個人コード: 結果を報告するときに自分のスマートフォンで入力します(プレイヤーカードに印刷。公開ページには載りません)
players-col-actions = 操作
players-sort-by-id = 番号順に並べ替え
players-sort-by-name = 名前順に並べ替え
players-sort-by-corp = コーポ順に並べ替え
players-sort-by-runner = ランナー順に並べ替え
players-sort-by-status = 状態順に並べ替え
players-sorted-ascending = { $column }、昇順
players-sorted-descending = { $column }、降順
players-status-active = 参加中
players-status-dropped-before-round-1 = 第1回戦の前にドロップ
players-status-dropped-after = 第{ $round }回戦の後にドロップ
# The status when the column is too narrow for the whole of it (the round shows on hover).
players-status-dropped = ドロップ
players-status-disqualified = 失格
players-identity-unknown = リスト外
players-identity-unknown-hint = 「{ $title }」はIDリストにありません: 入力どおりに保存しますが、AlwaysBeRunningではリンクされません。プレイヤーを編集してIDを選んでください。
players-code-new = 再発行
players-code-new-for = { $name }のコードを再発行
players-code-new-hint = 新しい個人コードを発行します(古いコードは使えなくなります。元に戻すで取り消せます)
players-edit = 編集
players-edit-player = { $name }を編集
players-edit-hint = 名前、ID、代名詞、固定卓を変更
players-drop = ドロップ
players-drop-player = { $name }をドロップ
players-drop-hint = このプレイヤーをマッチングから外します。順位表には残ります(元に戻すで取り消せます)
players-undo-drop = ドロップ取消…
players-undo-drop-player = { $name }のドロップを取り消す
players-undo-drop-hint = このドロップで対戦相手はすでに不戦勝になっています: 間違いなら取り消してください(その不戦勝と、それに依存する結果を消去します。実行前に確認します)
players-rejoin = 復帰
players-rejoin-player = { $name }を復帰
players-rejoin-hint = 次のラウンドから再びマッチングします
players-rejoin-closed-hint = 復帰できるのはドロップした段階の中だけです: スイス式の段階でドロップし、カットが済んでいます
players-disqualify = 失格…
players-disqualify-player = { $name }を失格にする
players-disqualify-hint = 大会から完全に除外します(実行前に確認します)
players-edit-name = 名前を編集
players-edit-pronouns = 代名詞を編集
players-edit-reading = ふりがなを編集
players-edit-corp = コーポIDを編集
players-edit-runner = ランナーIDを編集
players-edit-table = 固定卓を編集
players-edit-table-hint = なし
players-edit-table-tip = このプレイヤーが常に座る卓(アクセシビリティのため)。空欄: なし
players-edit-no-video = 撮影不可を編集
players-edit-save = 保存
players-edit-cancel = キャンセル
players-note-dropped = { $name }をドロップしました: 順位表には残り、今後はマッチングされません。
players-note-back-in-elimination = { $name }が決勝トーナメントに戻りました。
players-note-rejoined = { $name }が復帰しました。
players-note-rejoined-after-rounds = { $name }が復帰しました(欠場した各ラウンドは未対戦の敗北です)。
players-confirm-drop =
    { $name }({ $id })をドロップしますか？

    { $name }は{ $rounds ->
        [0] 第1回戦から
       *[other] 第{ $rounds }回戦の後から
    }マッチングされなくなり、ドロップとして順位表に残ります。「復帰」で戻すと、欠場した各ラウンドは未対戦の敗北になります。
players-confirm-drop-yes = ドロップする
players-bye-game = 第{ $n }試合
players-list-separator = 、
players-confirm-undo-drop =
    { $name }のドロップを取り消しますか？

    このドロップで、{ $games }はすでに不戦勝で決まっています。取り消すと、その不戦勝とそれに依存するすべての結果が消去され、{ $name }は決勝トーナメントに戻ります。それらの結果をもう一度入力してください。
players-confirm-undo-drop-yes = ドロップを取り消す
players-confirm-disqualify =
    { $name }({ $id })を失格にしますか？

    { $name }は順位表から完全に外れ、この大会には二度と復帰できません。対戦相手にとってのゲームの結果はそのまま数えます。元に戻す(Ctrl+Z)以外では取り消せません。
players-confirm-disqualify-yes = 失格にする

# ファイル ▸ プレイヤーの読み込み
import-title = プレイヤーの読み込み
import-intro = CSVまたはTSVのリスト(区切りはカンマ、セミコロン、タブ。見出し行はあってもなくても可)。列: 名前、コーポID、ランナーID、代名詞。
import-file = プレイヤーリストのファイル
import-preview = プレビュー
import-choose-file = ファイルを選択…
import-no-file-dialog = ファイル選択ダイアログを使えません: ファイルのパスを入力してください
import-type-path = プレイヤーリストのパスを入力してください
import-read-as = 読み取り結果: { $summary }
import-note = 注意: { $note }
import-counts = 追加{ $add }人、除外{ $left_out }人
import-add = { $n }人を追加
import-cancel = キャンセル
import-col-line = 行
import-col-name = 名前
import-col-corp = コーポ
import-col-runner = ランナー
import-col-pronouns = 代名詞
import-col-problems = 問題
import-row-add = 追加
import-row-left-out = 除外
import-status-imported = { $path }から{ $n }人を読み込みました({ $undo }で読み込み全体を取り消せます)

# パスの入力 (ファイル選択ダイアログがないとき)
path-title-open = 大会ファイルまたは結果ファイルを開く
path-title-save-as = 名前を付けて大会を保存
path-title-export-nrtm = AlwaysBeRunning用のNRTM結果(JSON)を書き出す
path-title-export-standings = 順位表(CSV)を書き出す
path-title-export-pairings = 対戦表(CSV)を書き出す
path-title-export-players = プレイヤー(CSV)を書き出す
path-title-export-games = 試合結果(CSV)を書き出す
path-round = ラウンド
path-round-none = まだマッチングなし
path-round-n = 第{ $n }回戦
path-type-path = ファイルのパスを入力してEnterを押してください(~ はホームフォルダー):
path-folder-note = フォルダーのないファイル名は { $folder } の中とみなします。
path-ok = OK
path-cancel = キャンセル
path-choose = 選択…
path-no-file-dialog = ここではファイル選択ダイアログを使えません: ファイルのパスを入力してください。
path-no-round-paired = まだどのラウンドもマッチングしていません: 対戦表がありません。
path-problem-empty = ファイルのパスを入力してください。
path-problem-folder = 「{ $path }」はフォルダーです: 後ろにファイル名を付けてください(例:「{ $example }」)。
path-problem-no-file = ファイル「{ $path }」はありません。
path-problem-not-a-folder = 「{ $path }」はファイルで、フォルダーではありません。
path-problem-no-folder = フォルダー「{ $path }」はありません: 先に作成するか、別のフォルダーを選んでください。

# システムのファイル選択ダイアログ: ファイルの種類
files-filter-event = 大会ファイルまたは結果ファイル
files-filter-player-list = プレイヤーリスト
files-filter-deck-list = デッキリスト
files-filter-card-data = カードデータ
# Players screen: registration by phone (issue 38). $n: registrations waiting; $name: a name; $side: Corp or Runner.
players-registration-heading = スマートフォンからの参加登録
players-registration-open = 受付中 · 確認待ち { $n } 件
players-registration-not-open = 受付していません
players-registration-closed-started = 締め切り: 第1ラウンドの対戦が組まれました(遅れて来たプレイヤーは上で追加してください)
players-registration-open-button = スマートフォンからの参加登録を開始
players-registration-open-hint = プレイヤーが自分のスマートフォンから参加登録します。プロジェクターかポスターのリンクのQRコードを読み取ります(大会 ▸ ローカルネットワークで共有 にリンクとポスターの保存があります。先に大会を共有してください)
players-registration-close = 受付を締め切る
players-registration-new-link = 新しいリンク
players-registration-new-link-hint = 新しい参加登録リンクにします。古いリンクは使えなくなります(リンクが意図しない所に広まったとき)
players-registration-at-once = 登録をすぐに受け付ける
players-waiting-accept = 受け付ける
players-waiting-accept-name = { $name }さんを受け付ける
players-waiting-edit = 修正
players-waiting-edit-name = { $name }さんの登録を修正
players-waiting-refuse = 却下
players-waiting-refuse-name = { $name }さんの登録を却下
players-waiting-save = 保存
players-waiting-cancel = キャンセル
players-waiting-list = { $side }のリスト提出済み
players-waiting-field-name = 名前(登録)
players-waiting-field-pronouns = 代名詞(登録)
players-waiting-field-corp = コーポのID(登録)
players-waiting-field-runner = ランナーのID(登録)
players-waiting-field-no-video = 撮影不可(登録)
players-waiting-no-video = 撮影不可
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
rounds-adjustments = 得点の修正:{ $list }
rounds-adjustment = { $player } { $delta }({ $reason })
rounds-adjustments-hover = 試合結果に加えて順位表で数えられます(順位表 ▸ 得点の修正)
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
rounds-game-intentional-draw = 合意の引き分け
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
      ID … 合意の引き分け(各1点)
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
rounds-replace-after-cut = この変更はカットの元になったスイス式の順位を変えます(カットは作成済み)。
rounds-replace-after-event = 大会は終了しています: この変更はカットの元になったスイス式の順位を変えます。
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
rounds-quick-intentional-draw = ID
rounds-quick-intentional-draw-hover = 合意の引き分け：各1点

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
rounds-syntax-refused = 「{ $text }」: { $why }
rounds-syntax-cut-not-ready = 試合{ $game }はまだ始められません: 対戦者が決まっていません
rounds-syntax-cut-no-sides = 試合{ $game }はまだサイドが決まっていません: 先にラウンドを組み合わせてください(または`sides`で決めてください)
rounds-syntax-cut-not-in-game = { $name }は試合{ $game }に出ていません({ $p1 }対{ $p2 })
rounds-syntax-cut-unreadable = 「{ $text }」は試合{ $game }({ $p1 }対{ $p2 })の結果として読めません: 1か2(その対戦者の勝ち)、勝者(名前か「#ID」)、corp、runner、draw、またはT4-2(時間切れ: コーポの計画ポイントが先)を入力してください

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
standings-cut-seed = カット シード{ $seed }
standings-bye = 不戦勝
standings-adjusted = 修正 { $delta }
standings-notes-separator = {"、"}
standings-adjust-title = 得点の修正（{ $n }件）
standings-adjust-hint = ジャッジによるペナルティや、試合結果では表せない訂正のために、プレイヤーのラウンド合計点を変更します。理由とともに履歴に記録され、「元に戻す」で取り消せます。
standings-adjust-line = 第{ $round }回戦：{ $player } { $delta }（{ $reason }）
standings-adjust-round = ラウンド
standings-adjust-player = プレイヤー
standings-adjust-points = 点数
standings-adjust-reason = 理由
standings-adjust-button = 修正する
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
## カットと決勝トーナメント画面

bracket-heading = カットと決勝
bracket-cut-intro = スイス式ラウンドのあと、上位のプレイヤーがスイス式の順位をシードとして、ダブルエリミネーションの決勝トーナメントを行います。
bracket-no-swiss-round = スイス式ラウンドはまだ行われていません。
bracket-swiss-incomplete = { $why }
bracket-swiss-stage = スイス式ラウンド
bracket-enter-results-first = カットの前に、最後のラウンドの結果をすべて入力してください。
bracket-swiss-complete = 完了: { $n }回戦実施、全結果入力済み。
bracket-event-plans = 大会の予定: { $plan }。
bracket-only-rounds-played = 予定の{ $planned }回戦のうち、{ $n }回戦しか行われていません。
bracket-cut-size = カットの人数
bracket-top = トップ{ $n }
bracket-top-suggested = トップ{ $n }(推奨)
bracket-only-candidates = シードにできるドロップしていないプレイヤーは{ $n }人だけです。
bracket-double-elimination = ダブルエリミネーション
bracket-single-elimination = シングルエリミネーション
bracket-single-elimination-note = シングルエリミネーションはレギュレーションのカット(ダブルエリミネーション)ではありません。1敗で敗退し、Cobraと同じく毎ラウンドシードを振り直します。トップ2とトップ3も選べます。
bracket-fixed-bracket = 固定トーナメント表(シードの振り直しなし)
bracket-fixed-bracket-hover = Aesop's Tablesと同じく、隣り合う試合の勝者同士が対戦します。1回戦の結果にかかわらず、シード1と2は決勝でしか対戦しません。
bracket-double-elimination-note = ダブルエリミネーション(規定): 2敗で敗退します。敗者側の勝者は再決勝に持ち込めます。
bracket-make-cut = カットする
bracket-make-cut-blocked = スイス式ラウンドが完了していません。
bracket-make-cut-too-few = このカットにはプレイヤーが足りません。
bracket-kind-double = ダブルエリミネーション
bracket-kind-single = シングルエリミネーション
bracket-kind-single-fixed = シングルエリミネーション(固定トーナメント表)
bracket-cut-question = トップ{ $n }({ $kind })にカットしますか? スイス式ラウンドは終了し、これ以上マッチングできなくなります。カットは決勝トーナメントの最初の結果を入力するまで削除できます。
bracket-cut-yes = トップ{ $n }にカット
bracket-seeds-note = シードは、ドロップしていないプレイヤーのスイス式の順位です。
bracket-seeds-heading = トップ{ $n }のシード
bracket-seeds-none = シードにできるプレイヤーはまだいません。
bracket-col-seed = シード
bracket-col-player = プレイヤー
bracket-col-swiss-rank = スイス順位
bracket-col-points = 勝点
bracket-col-place = 順位
bracket-seeds-too-few = シードにできるのは{ $n }人だけです。トップ{ $size }には{ $size }人必要です。
bracket-next-in-line-player = { $name }({ $points }点)
bracket-next-in-line = シードのプレイヤーがドロップした場合の繰り上げ候補: { $list }
bracket-list-separator = {"、"}
bracket-status-finished = 終了
bracket-status-round = 全{ $rounds }回戦中 第{ $n }回戦
bracket-status-final = 全{ $rounds }回戦中 決勝
bracket-status-grand-final = 全{ $rounds }回戦中 決勝
bracket-status-second-final = 全{ $rounds }回戦中 再決勝
bracket-summary = トップ{ $n } · { $kind } · { $status }
bracket-name-seed = { $name }(シード{ $seed })
bracket-disqualified-note = 失格(最終順位なし): { $list }。下の順位は繰り上がりました。
bracket-final-places = 最終順位
bracket-places-fill-in = 順位はプレイヤーが敗退するごとに決まります。
bracket-delete-cut = カットを削除
bracket-delete-cut-question = カットを削除しますか? 決勝トーナメント表とサイドの選択が削除され、スイス式ラウンドに戻ります。
bracket-delete-cut-yes = はい、カットを削除
bracket-delete-cut-note = 決勝トーナメントの最初の結果を入力するまで削除できます。
bracket-source-seed = シード{ $n }
bracket-source-winner = G{ $game }の勝者
bracket-source-loser = G{ $game }の敗者
bracket-source-best-winner = R{ $round }勝者の最上位
bracket-source-winner-ranked = R{ $round }勝者のシード順{ $rank }位
bracket-round = 第{ $n }回戦
bracket-round-final = 決勝
bracket-round-grand-final = 決勝
bracket-round-second-final = 再決勝
bracket-pair-round = 第{ $n }回戦をマッチング
bracket-pair-final = 決勝をマッチング
bracket-pair-grand-final = 決勝をマッチング
bracket-pair-second-final = 再決勝をマッチング
bracket-finished = 決勝トーナメントは終了しました
bracket-wins-event = { $name }が優勝しました。
bracket-ends-event-question = G{ $n }のこの結果を記録しますか？ これで大会が終わり、{ $name }の優勝となります。
bracket-ends-event-yes = 記録する（{ $name }の優勝）
bracket-minutes = { $n }分
bracket-enter-results = 結果を入力
bracket-latest-results = 最近の結果
bracket-latest-results-note = 結果は、その結果で決まる試合の結果が入力されるまで取り消せます。
bracket-higher-seed-chooses = 上位シードのプレイヤーが、相手のIDを見てからコーポかランナーかを選びます。
bracket-plays = { $name }のサイド:
bracket-side-game = { $side }(第{ $n }試合)
bracket-against = 対 { $name }
bracket-choose-sides = あと{ $n }試合のサイドを選んでください
bracket-side-rule = 各プレイヤーは、決勝トーナメントでプレイ回数の少ないサイドをプレイします。両者とも同じサイドが少ない場合は差の大きい方がそのサイドをプレイし、それも同じならコイントスで決めます。
bracket-side-rule-second-final = 再決勝: このルールで最初の決勝と同じサイドになる場合は、サイドを入れ替えます。
bracket-vs = { $a } 対 { $b }
bracket-card-sides = { $corp }(コーポ) 対 { $runner }(ランナー)
bracket-no-video = 撮影不可
bracket-no-video-hover = この試合のプレイヤーが撮影されないことを希望しています。
bracket-sides-reason = サイド: { $reason }
bracket-result-won = 結果: { $name }の勝ち
bracket-result-won-draw = 結果: { $name }の勝ち(引き分け: 上位シードが勝ち上がり)
bracket-result-entered = 結果入力済み。「最近の結果」で取り消せます
bracket-won = { $name }の勝ち
bracket-draw = 引き分け(上位シードの勝ち)
bracket-draw-hover = 決勝トーナメントで引き分けた試合は、スイス式の順位が上のプレイヤーの勝ちです。
bracket-draw-game = 引き分け(上位シードの勝ち)(第{ $n }試合)
bracket-time-called = 時間切れ…
bracket-time-called-game = 時間切れ(第{ $n }試合)
bracket-agenda-points = 計画ポイント:
bracket-record = 記録
bracket-record-game = 記録(第{ $n }試合)
bracket-agenda-points-problem = { $name }の計画ポイントを整数で入力してください
bracket-timed-rule = 計画ポイントの多い方が勝ちです。同点は引き分けで、上位シード(#{ $seed })の勝ちです。
bracket-override-sides = サイドを変更
bracket-override-sides-game = サイドを変更(第{ $n }試合)
bracket-plays-corp = { $name }がコーポ
bracket-decide-sides-again = サイドを決め直す
bracket-beat = { $winner }が{ $loser }に勝利
bracket-beat-draw = { $winner }が{ $loser }に勝利(引き分け: 上位シード)
bracket-clear-result = 結果を取り消し
bracket-clear-result-game = 結果を取り消し(第{ $n }試合)
bracket-upper-bracket = 勝者側
bracket-lower-bracket = 敗者側
bracket-bye-mark = 不戦勝
bracket-not-needed = 不要
bracket-status-waiting = プレイヤー待ち
bracket-status-playing = 対戦中
bracket-status-ready = マッチング可能
bracket-status-decided = 決着済み
bracket-status-not-needed = 不要
bracket-section-upper = 勝者側
bracket-section-lower = 敗者側
bracket-section-final = 決勝
bracket-section-second-final = 再決勝
bracket-slot-side = { $name }({ $side })
bracket-game-label = G{ $n }、{ $section }: { $a } 対 { $b }、{ $status }
bracket-game-label-won = G{ $n }、{ $section }: { $a } 対 { $b }、{ $status }、{ $winner }の勝ち
bracket-details-game = 第{ $n }試合 · { $round } · { $section } · { $status }
bracket-details-from-winner = { $who } — G{ $game }の勝者
bracket-details-from-loser = { $who } — G{ $game }の敗者
bracket-details-reseeded = { $who } — 第{ $round }回戦後にシードを付け直し
bracket-details-sides = コーポ: { $corp }、ランナー: { $runner } — { $reason }
bracket-details-winner-loser = 勝者: { $winner }。敗者: { $loser }。
bracket-details-winner-wins-event = 優勝
bracket-details-winner-reseeded = 勝ち上がり(シードを付け直し)
bracket-details-goes-to = { $games }へ
bracket-details-out-in-place = { $place }位で敗退
bracket-details-out-in-places = { $best }–{ $worst }位で敗退
bracket-details-second-final-if-upper = 勝者側から来た場合はG{ $game }で再決勝、敗者側から来た場合は2位
bracket-details-click = クリックすると下で結果を入力できます。
bracket-pair-to-decide-sides = サイドはラウンドのマッチング時に決まります。

## 時計画面とプロジェクター

clock-round = 第{ $n }回戦
clock-pod-round = 第{ $n }回戦(ポッド)
clock-elimination-round = 決勝トーナメント第{ $n }回戦
clock-final = 決勝
clock-over = イベント終了
clock-winner = 優勝: { $name }
clock-place = { $n }位 { $name }
clock-heading = 時計
clock-heading-swiss = 時計 — スイス式 第{ $n }回戦
clock-heading-pods = 時計 — 第{ $n }回戦(ポッド)
clock-heading-cut = 時計 — { $round }
clock-phase-not-started = 未開始
clock-phase-running = 進行中
clock-phase-paused = 一時停止中
clock-phase-time-called = 時間切れ
clock-none-cut = 時計は決勝トーナメントの回戦ごとに始まります。「カットと決勝」画面で次の回戦のマッチングをしてください。
clock-none-swiss = ラウンドの時計はまだありません。先に「ラウンド」画面でラウンドのマッチングをしてください。
clock-none-pods = ラウンドの時計はまだありません。先に「ラウンド」画面でポッドの回戦をマッチングしてください。
clock-running-until = 進行中 — { $time }に時間切れ
clock-time-called-ago = 時間切れ — { $time }経過
clock-length = ラウンド時間 { $minutes }分
clock-length-added = ラウンド時間 { $minutes }分(調整 { $added })
clock-start = 開始
clock-pause = 一時停止
clock-resume = 再開
clock-add-minute = +1分
clock-take-minute = −1分
clock-call-time = 時間切れにする
clock-call-time-hover = ラウンドを今すぐ終了します(確認あり。+1分で時間を戻せます)
clock-call-time-question = 今すぐ時間切れにしますか? 残り時間は{ $left }です。
clock-call-time-yes = 今すぐ時間切れにする
clock-length-heading = ラウンド時間
clock-minutes = 分
clock-set-length = 時間を設定
clock-length-problem = ラウンド時間を分単位の整数で入力してください(1–600)
clock-length-note-single-sided = 片面ラウンドの標準は{ $minutes }分です(規定の1ゲーム制の決勝トーナメントと同じ)。
clock-length-note = 規定ではこのラウンドは{ $minutes }分です。
clock-projector = プロジェクター
clock-projector-about = 会場に見せる2つ目のウィンドウ: ラウンドと残り時間を大きく表示します。
clock-projector-open = プロジェクターを開く
clock-projector-close = プロジェクターを閉じる
clock-projector-show-pairings = プロジェクターに対戦表を表示
clock-extension-heading = 卓ごとの延長
clock-extension-about = カードの紛失・破損や、ジャッジ対応で止まった卓のために。
clock-extension-table = 卓
clock-extension-minutes = 延長(分)
clock-extend = 延長
clock-extension-none = 延長中の卓はありません。
clock-col-table = 卓
clock-col-players = プレイヤー
clock-col-extra = 延長
clock-col-time-left = 残り時間
clock-table = { $n }番卓
clock-table-players = { $a } 対 { $b }
clock-table-bye = { $name }(不戦勝)
clock-extension-remove = { $n }番卓の延長を削除
clock-problem-no-table = 卓番号を入力してください
clock-problem-not-a-table = 「{ $text }」は卓番号ではありません
clock-problem-no-such-table = このラウンドに{ $n }番卓はありません
clock-problem-no-such-game = このラウンドに第{ $n }試合はありません
clock-problem-not-minutes = 延長時間は1–120分の整数で入力してください(「{ $text }」は使えません)
clock-projector-table = { $n }番卓
clock-projector-bye = 不戦勝
clock-projector-opponent-side = { $side }で 対 { $name }
clock-projector-opponent = 対 { $name }
clock-projector-no-round = ラウンドはまだありません
clock-projector-extension = { $n }番卓: { $time }
clock-projector-extra-time = 延長 — { $list }
clock-projector-on-stream = 配信中: { $n }番卓
clock-projector-col-player = プレイヤー
clock-projector-col-table = 卓
clock-projector-col-opponent = 対戦相手
clock-projector-window-title = Netrunner TO — プロジェクター
clock-projector-fullscreen = 全画面
clock-projector-exit-fullscreen = 全画面を終了

## 統計画面とグラフ

stats-heading = 統計
stats-show-every-identity = すべてのIDを表示
stats-show-every-identity-hover = IDのグラフは使用数の多い上位{ $n }件と、残りをまとめた1本を表示します
stats-print = 統計を印刷…
stats-identities-hidden = プレイヤーにはまだIDが公開されていません。印刷物には第1回戦のマッチング後に表示されます。この画面は主催者用の表示です。
chart-nothing = まだ表示するものがありません。
chart-section-field = 参加者: { $n }人
chart-section-cut = カット: トップ{ $n }
chart-section-conversion = カット進出率
chart-section-results = 結果
chart-corp-factions = コーポの派閥
chart-runner-factions = ランナーの派閥
chart-corp-identities = コーポのID
chart-runner-identities = ランナーのID
chart-corp-factions-cut = コーポの派閥: カット進出
chart-runner-factions-cut = ランナーの派閥: カット進出
chart-corp-identities-cut = コーポのID: カット進出
chart-runner-identities-cut = ランナーのID: カット進出
chart-swiss-rounds = スイス式ラウンド
chart-elimination-rounds = 決勝トーナメント
chart-napd-corp-against-runners = コーポ対ランナーチーム
chart-endings = ゲームの決着
chart-wins-by-seat = 席ごとの勝利
chart-runner-team = ランナーチーム
chart-wins = { $side }勝利
chart-timed-wins = { $side }時間切れ勝利
chart-draws = 引き分け
chart-team-in-seat = { $n }番席のチーム
chart-other-identities = その他のID { $n }種
chart-no-identity = ID未入力
chart-cut-of-played = { $played }人中{ $cut }人 ({ $percent })
chart-caption-players = { $n }人に対する割合
chart-caption-players-most-played = { $n }人に対する割合。上位{ $shown }件を表示
chart-caption-conversion = そのデッキを使用したプレイヤーに対する割合
chart-caption-conversion-none = そのデッキを使用したプレイヤーに対する割合。参加者が使用したID { $none }種はカットに進めませんでした
chart-caption-conversion-more = そのデッキを使用したプレイヤーに対する割合。ほか{ $more }件は非表示
chart-caption-conversion-none-more = そのデッキを使用したプレイヤーに対する割合。参加者が使用したID { $none }種はカットに進めませんでした。ほか{ $more }件は非表示
chart-caption-tally = { $games }試合に対する割合: { $corp } { $corp_total } ({ $corp_percent })、{ $runner } { $runner_total } ({ $runner_percent })
chart-caption-tally-splits = { $games }試合に対する割合: { $corp } { $corp_total } ({ $corp_percent })、{ $runner } { $runner_total } ({ $runner_percent })。合意の引き分け{ $splits }件は数えていません
chart-caption-tally-unknown = { $games }試合に対する割合: { $corp } { $corp_total } ({ $corp_percent })、{ $runner } { $runner_total } ({ $runner_percent })。サイド不明の{ $unknown }試合は数えていません
chart-caption-tally-splits-unknown = { $games }試合に対する割合: { $corp } { $corp_total } ({ $corp_percent })、{ $runner } { $runner_total } ({ $runner_percent })。合意の引き分け{ $splits }件とサイド不明の{ $unknown }試合は数えていません
chart-caption-games = { $n }試合に対する割合
chart-caption-seats = { $n }試合に対する割合(スポンサー1が最初のターン)
# 派閥名は NetrunnerDB の表記のまま (中立などを除く)。
chart-faction-haas-bioroid = Haas-Bioroid
chart-faction-jinteki = Jinteki
chart-faction-nbn = NBN
chart-faction-weyland-consortium = Weyland Consortium
chart-faction-neutral = 中立
chart-faction-anarch = Anarch
chart-faction-criminal = Criminal
chart-faction-shaper = Shaper
chart-faction-adam = Adam
chart-faction-apex = Apex
chart-faction-sunny-lebeau = Sunny Lebeau
chart-faction-other = その他の派閥
chart-faction-unknown = 不明なID

# (end of section: bracket)

## アプリ: マルチプレイヤー画面とテーブルヘルパー
# (section: multiplayer)
# マルチプレイヤー画面 (NAPD、The Big Sell-Out): プレイヤー、ラウンド、順位表

mp-list-separator = 、
mp-versus-separator = {" 対 "}
mp-role-sponsor = スポンサー{ $n }
mp-role-agent = エージェント{ $n }
mp-result-none = 結果未入力
mp-result-napd-corp = コーポ勝利({ $ending }): コーポ { $corp } - ランナー { $runners }
mp-result-napd-runners = ランナー勝利({ $ending }): コーポ { $corp } - ランナー { $runners }
mp-result-napd-draw = 引き分け({ $ending }): コーポ { $corp } - ランナー { $runners }
mp-result-bso-win = { $team }の勝利({ $ending }): { $scores }
mp-result-bso-draw = 引き分け({ $ending }): { $scores }
mp-result-team = { $team } { $points }
mp-result-team-left = { $team } { $points }(脱落)
mp-players-heading = プレイヤー: { $format }
mp-napd-corp-identity = コーポは全員 { $front } を使います(裏面は { $back })。各プレイヤーはランナーIDを登録します。
mp-player-name = プレイヤー名
mp-runner-identity = ランナーID
mp-register = 登録
mp-bso-register-intro = チーム単位で登録します: スポンサー(コーポ)とエージェント(ランナー)。
mp-team-name = チーム名
mp-team-name-hint = スポンサーとエージェント
mp-sponsor-name = スポンサー名
mp-sponsor-identity = スポンサーのコーポID
mp-agent-name = エージェント名
mp-agent-identity = エージェントのランナーID
mp-register-team = チームを登録
mp-settings-heading = 大会設定(ポッドの人数、ラウンド数、勝点)
mp-settings-runners-per-pod = ポッドのランナー数
mp-settings-teams-per-pod = ポッドのチーム数
mp-settings-rounds = ラウンド数
mp-settings-win = 勝利の勝点
mp-settings-timed-win = 時間切れ勝利の勝点
mp-settings-draw = 引き分けの勝点
mp-settings-loss = 敗北の勝点
mp-settings-apply = 設定を適用
mp-settings-discard = 変更を破棄
mp-active-players = 参加中のプレイヤー { $n }人
mp-teams = { $n }チーム
mp-col-player = プレイヤー
mp-col-status = 状態
mp-col-team = チーム
mp-col-sponsor-corp = スポンサー(コーポ)
mp-col-agent-runner = エージェント(ランナー)
mp-col-turn = ターン
mp-col-role = 役割
mp-col-identity = ID
mp-col-rank = 順位
mp-col-points = 勝点
mp-col-games = 試合数
mp-col-corp-games = コーポ試合数
mp-col-sos = SoS
mp-col-esos = ESoS
mp-col-sponsor = スポンサー
mp-col-agent = エージェント
mp-no-identity = (なし)
mp-drop = { $name }をドロップ
mp-replace-member-of = { $team }で交代
mp-replace-heading = { $team }のメンバー交代(欠席・途中退席)
mp-replace-sponsor = スポンサー { $name }
mp-replace-agent = エージェント { $name }
mp-replace-new-name = 新しいプレイヤーの名前
mp-replace-new-corp = 新しいプレイヤーのコーポID
mp-replace-new-runner = 新しいプレイヤーのランナーID
mp-replace-note = 交代したメンバーはドロップになります。チームの勝点とこれまでのポッドはそのままです。
mp-replace-confirm = 交代
mp-replace-cancel = キャンセル
mp-rejoin = { $name }を復帰
mp-round = 第{ $n }回戦
mp-pair-round = 第{ $n }回戦をマッチング
mp-pair-extra-question = この大会は{ $planned }回戦の予定です。追加の第{ $n }回戦をマッチングしますか?
mp-delete-latest-round = 最新のラウンドを削除
mp-delete-round-question = 第{ $n }回戦と、入力済みの結果を削除しますか?
mp-delete-round = ラウンドを削除
mp-not-paired-napd = { $format }: 参加中のプレイヤー { $n }人が登録済み。第1回戦をマッチングするとポッドが組まれます。
mp-not-paired-bso = { $format }: { $n }チームが登録済み。第1回戦をマッチングするとポッドが組まれます。
mp-pods-reported = 第{ $round }回戦: { $pods }ポッド中{ $reported }ポッド報告済み
mp-table-helper-for-pod = ポッド{ $n }のテーブルヘルパー
mp-table-helper-for-pod-hover = このポッドのプレイヤーを入れてテーブルヘルパーを開きます
mp-helper-from-pod = { $event } 第{ $round }回戦 ポッド{ $pod }から
mp-helper-from-pod-teams = { $event } 第{ $round }回戦 ポッド{ $pod }から: { $teams }
mp-helper-from-pod-team = チーム{ $n } { $name }
mp-pod = ポッド{ $n }
mp-pod-teams = ポッド{ $n }: { $teams }
mp-napd-infamy-rule = 開始時の手札を引いたあと、コーポが重罪トークン(infamy token)を持ちます。コーポのドローの前ごとに、時計回りで次のランナーに移ります。
mp-change-result = ポッド{ $n }の結果を変更
mp-enter-result = ポッド{ $n }の結果を入力
mp-clear-result = ポッド{ $n }の結果を消去
mp-ending = 決着
mp-corp-agenda-points = コーポの計画ポイント
mp-agenda-points-of = { $name }の計画ポイント
mp-flatlined = { $name }がフラットライン
mp-left-the-game = { $name }の脱落
mp-left-no = なし
mp-left-sponsor-decked = スポンサーのデッキ切れ
mp-left-agent-flatlined = エージェントのフラットライン
mp-left-player-left = 途中退席
mp-runner-left = { $name }が途中退席
mp-time-call-finish-round-napd = ターンの一巡を終える: 最後のランナーがターンを終えるまで続け、全員のターン数をそろえます。
mp-time-call-finish-round-bso = サイクルを終える: 最後のエージェントがターンを終えるまで続け、全員のターン数をそろえます。
mp-time-call-one-turn-each = 進行中のターンを終え、ほかの全員がもう1ターンずつ行います。
mp-time-call-finish-turn = 進行中のターンを終えて、ゲーム終了です。
mp-time-call-short-finish-round-napd = ターンの一巡を終える
mp-time-call-short-finish-round-bso = サイクルを終える
mp-time-call-short-one-turn-each = 全員もう1ターンずつ
mp-time-call-short-finish-turn = 進行中のターンで終了
mp-time-call-then-napd = その後、計画ポイントの多い側の勝ち、同点は引き分けです。
mp-time-call-then-bso = その後、計画ポイントの最も多いチームの勝ち、同点は引き分けです。
mp-when-time-is-called = 時間切れの手順: { $procedure }{ $then }
mp-settings-time-call = 時間切れの手順
mp-settings-flatlined-share = フラットラインしたランナーもランナー側の結果を得る(しない場合は途中退席と同じく敗北)
mp-winner-from-points = 勝者(ポイントから): { $team }
mp-draw-from-points = ポイントから: 引き分け
mp-save-result = 結果を保存
mp-cancel = 取り消し
mp-standings-heading = 順位表: { $format }
mp-standings-scoring = 勝利{ $win }点、時間切れ勝利{ $timed }点、引き分け{ $draw }点、敗北{ $loss }点。同点の場合はSoS、次に登録時に引いた乱数で順位を決めます。
mp-standings-teams = チーム
mp-standings-players-as-team = プレイヤー(チームの成績)
mp-standings-dropped = { $name }(ドロップ)

# テーブルヘルパー (卓での NAPD または The Big Sell-Out の1ゲーム)

helper-seat-corp = コーポ
helper-seat-runner = ランナー{ $n }
helper-seat-runner-identity = ランナー{ $n }のID
helper-seat-sponsor = スポンサー{ $n }
helper-seat-agent = エージェント{ $n }
helper-undid = 直前の変更を取り消しました
helper-back = 戻る
helper-heading = テーブルヘルパー
helper-intro = 卓で行うマルチプレイヤーの1ゲームを補助します。大会の一部ではなく、保存もされません。
helper-new-table = 新しい卓
helper-undo = 元に戻す
helper-format = フォーマット
helper-format-napd = NAPDマルチプレイヤー
helper-format-bso = The Big Sell-Out
helper-runners = ランナー数
helper-identity-hint = ID(任意)
helper-napd-seating-note = 席はコーポの左から時計回りです。ランナーは同じIDを使えません。
helper-edition = 版
helper-edition-anr = アンドロイド:ネットランナー
helper-edition-classic = クラシック版ネットランナー
helper-classic-rehiring = オプションルール: スポンサーはフラットラインしたエージェントを再雇用できる
helper-teams = チーム数
helper-bso-seating-note = 席は S1、A1、S2、A2、… の時計回りです。
helper-start = テーブルヘルパーを開始
helper-game-over = ゲーム終了: { $outcome }
helper-turn-order = ターン順
helper-next-turn = 次のターン
helper-col-player = プレイヤー
helper-col-identity = ID
helper-col-agenda-points = 計画ポイント
helper-col-team = チーム
helper-col-sponsor = スポンサー
helper-col-agent = エージェント
helper-col-ice-bonus = アイスのボーナス
helper-not-used = 使用しない

# NAPD

helper-napd-corp-turn-infamy = コーポの第{ $n }ターン: 重罪トークンが{ $name }に移りました
helper-napd-corp-turn = コーポの第{ $n }ターン
helper-napd-runner-turn = { $name }のターン
helper-napd-flatlined = { $name }はフラットラインし、ゲームから取り除かれました。計画ポイント{ $n }点はアーカイブへトラッシュされます
helper-napd-victory-corp-agendas = コーポの勝利: 計画ポイント7点以上
helper-napd-victory-runners-flatlined = コーポの勝利: ランナー全員がフラットライン
helper-napd-victory-runner-agendas = ランナーの勝利: 計画ポイントの合計が7点以上
helper-napd-victory-corp-decked = ランナーの勝利: コーポが空のR&Dから引かなければならない
helper-napd-title-setup = NAPDマルチプレイヤー、ゲームの準備
helper-napd-title = NAPDマルチプレイヤー、コーポの第{ $n }ターン
helper-chip-corp = コーポ: { $name }
helper-now-setup = 現在: ゲームの準備(開始時の手札を引いた)
helper-now-corp = 現在: { $name }(コーポ)
helper-now = 現在: { $name }
helper-infamy-corp = 重罪トークン: { $name }(コーポ)
helper-infamy = 重罪トークン: { $name }
helper-active-runner-none = アクティブなランナー: なし
helper-active-runner = アクティブなランナー: { $name }
helper-call-time = 時間切れを宣言
helper-time-called = 時間切れ: { $procedure }
helper-time-turns-left = { $n ->
    [0] 時間切れ — このターンが最後です
   *[other] 時間切れ — 残り{ $n }ターン: { $names }
}
helper-time-over = 時間切れ: 最後のターンが終わりました。時間切れの結果で決まります(計画ポイントの多い側の勝ち、同点は引き分け)。
helper-points-of = { $points } / { $goal }
helper-corp-name = { $name }(コーポ)
helper-corp-decked = コーポのデッキ切れ(R&Dが空)
helper-points-trashed = { $n }(トラッシュ)
helper-flatlined = フラットライン
# The row names the player: the button only says what it does (the row must fit 1024 pixels).
helper-flatline = フラットライン
helper-runners-together = ランナー合計
helper-napd-identity = NAPDのID
helper-face-front = 表面
helper-face-back = 裏面
helper-face-in-play = { $face }(使用中)
# $title: カードのタイトル(英語)。日本語訳の名前を書く。
helper-napd-identity-local-cyber-bureau = サイバー部:平和維持
helper-napd-identity-local-detectives-bureau = 刑事部:遵法
helper-napd-identity-kind = ID: Police Department(警察署)
helper-napd-identity-text-cyber-bureau =
    君は初期手札のカードを10枚引く。
    君の最初のターンの前に、すべてのインストールコストを無視してカードを5枚までインストールする。そのうちの任意の枚数のすべてのカードを、合計レゾコストを20下げてレゾする。このIDを裏返す。
helper-napd-identity-text-detectives-bureau =
    各ターン、最初にランナーがランを開始した時、そのランナーの得点エリア内の計画ポイント1点につき1クレジットをランナーに失わせ、これにより失われた1クレジットにつき1クレジットを得る。
    【クリック】: 3クレジット得るかカードを3枚引く。
helper-napd-identity-deck = 最小デッキ枚数40、影響値上限∞、中立

# The Big Sell-Out

helper-bso-title-anr = The Big Sell-Out(アンドロイド:ネットランナー版)、第{ $cycle }巡
helper-bso-title-classic = The Big Sell-Out(クラシック版ネットランナー)、第{ $cycle }巡
helper-bso-turn = 第{ $cycle }巡: { $name }のターン({ $seat })
helper-bso-cycle-ended = 一巡後の勝利判定でゲームが終了しました
helper-bso-points-forfeited = チーム{ $team }: この{ $n }点のうち{ $forfeited }点はエージェントの再雇用のため没収されました
helper-bso-team-decked = チーム{ $team }は脱落しました: スポンサーがカードを引けません
helper-bso-team-flatlined = チーム{ $team }は脱落しました: エージェントがフラットラインしました
helper-bso-agent-flatlined = { $name }はフラットラインしました。再雇用されるまでターンは飛ばされます
helper-bso-rehired-anr = エージェントを再雇用しました: スポンサーは{ $clicks }クリックを放棄し、チームが次に得点する計画書は没収されます。新しいエージェントは{ $credits }クレジットとカード{ $cards }枚で開始します
helper-bso-rehired-classic = エージェントを再雇用しました: スポンサーは{ $clicks }アクションを放棄し、チームが次に得点する計画ポイント3点は数えません
helper-bso-ice-bonus = { $sponsor }のアイスの強度が+{ $bonus }になりました
helper-bso-tag-placed = タグ#{ $tag }を{ $agent }({ $name })に置きました。所有者はチーム{ $team }です
helper-bso-tag-removed = タグ#{ $tag }を取り除きました
helper-bso-type-asking-price = 希望価格をクレジットの整数で入力してください
helper-bso-type-bid = 入札額をクレジットの整数で入力してください
helper-bso-tag-offered = タグ#{ $tag }を{ $sponsor }に{ $price }クレジットで提示しました
helper-bso-tag-refused = 拒否されました: タグ#{ $tag }はこのターンの終了時にオークションにかけられます
helper-bso-next-bidder = 次の入札者: { $sponsor }
helper-bso-tag-unsold = 入札なし: タグ#{ $tag }は所有者のままです
helper-bso-tag-sold = タグ#{ $tag }がチーム{ $to }に{ $price }クレジットで売れました。代金はチーム{ $from }に支払われます
helper-bso-tag-sold-trashed = タグ#{ $tag }がチーム{ $to }に{ $price }クレジットで売れました。代金はチーム{ $from }に支払われます。タグの付いたエージェント自身のスポンサーがそれをトラッシュします
helper-bso-tag-sold-auction = タグ#{ $tag }がオークションでチーム{ $to }に{ $price }クレジットで売れました。代金はチーム{ $from }に支払われます
helper-bso-tag-sold-auction-trashed = タグ#{ $tag }がオークションでチーム{ $to }に{ $price }クレジットで売れました。代金はチーム{ $from }に支払われます。タグの付いたエージェント自身のスポンサーがそれをトラッシュします
helper-bso-team-label = チーム{ $team }({ $sponsor }、{ $agent })
helper-bso-team = チーム{ $team }
helper-bso-win-highest-after-cycle = あるチームが11点に達した巡の終了時に合計が最も高い
helper-bso-win-sudden-death = サドンデス: 他のすべてのチームに7点以上の差
helper-bso-win-eleven-points = 計画ポイント11点
helper-bso-win-last-team-standing = 他のチームがすべて脱落
helper-bso-leave-sponsor-decked = スポンサーがカードを引けなかった
helper-bso-leave-agent-flatlined = エージェントがフラットラインした
helper-bso-outcome-win = { $team }の勝利: { $reason }
helper-bso-outcome-draw = 引き分け: { $teams }
helper-now-seat = 現在: { $name }({ $seat })
helper-bso-classic-first-turn = 最初のターン(クラシック版): スポンサー全員、次にエージェント全員、その後は通常の順。
helper-bso-anr-first-turn-restriction = エージェントは最初のターンにHQ、R&D、アーカイブ、エージェントのサーバーにランできません。
helper-bso-check-goes-on = 最後のエージェントのターン後の勝利判定: ゲームは続きます。
helper-bso-check-win = 最後のエージェントのターン後の勝利判定: チーム{ $team }の勝利({ $reason })。
helper-bso-check-draw = 最後のエージェントのターン後の勝利判定: チーム{ $teams }の引き分け。
helper-bso-check-classic = 計画ポイント11点でただちに勝利します。
helper-bso-agent-cell-flatlined = A{ $n }: { $name }(フラットライン)
helper-bso-points-next-agenda-forfeited = { $points }(次の計画書は没収)
helper-bso-points-to-forfeit = { $points }(あと{ $n }点没収)
helper-bso-points-left = { $points }、脱落: { $why }
helper-bso-agent-ran = S{ $n }のサーバーにラン
helper-bso-sponsor-decked = S{ $n }デッキ切れ
helper-bso-rehire = A{ $n }を再雇用
helper-bso-flatline-agent = A{ $n }フラットライン
helper-bso-ice-bonus-rule = アイスのボーナス: スポンサーの前のターン以降、そのサーバーにランしたエージェントが続くごとに、そのスポンサーのすべてのアイスの強度+1。スポンサーのターン開始時に戻ります。ランしたエージェントのターン中にボタンを押してください。
helper-bso-ice-bonus-not-used = アイスのボーナス: 使用しません。アンドロイド:ネットランナー版では6人以上の場合のみ使います。
helper-bso-rehire-not-used = 再雇用: この卓では使用しません(フラットラインしたエージェントのチームは敗北します)。
helper-bso-rehire-rule-anr = フラットラインしたエージェントの再雇用: スポンサーのターンに{ $clicks }クリックを放棄します。チームが次に得点する計画書は没収されます。新しいエージェントは{ $credits }クレジットとカード{ $cards }枚で開始します。
helper-bso-rehire-rule-classic = フラットラインしたエージェントの再雇用: スポンサーのターンに{ $clicks }アクションを放棄します。チームが次に得点する計画ポイント3点は数えません。
helper-exchange = クレジットの交換
helper-exchange-rates-anr = 渡す側の自分のターンに1クリックかかります。スポンサー: 4クレジットまで、1クレジットにつきエージェントが2クレジットを得ます。エージェント: 8クレジットまで、2クレジットにつきスポンサーが1クレジットを得ます。
helper-exchange-rates-classic = 渡す側の自分のターンに1アクションかかります。額は自由: スポンサーが渡す1クレジットにつきエージェントが2クレジットを、エージェントが渡す2クレジットにつきスポンサーが1クレジットを得ます。
helper-exchange-sponsor-gives = スポンサーが渡す
helper-exchange-agent-gives = エージェントが渡す
helper-exchange-spent = 支払うクレジット
helper-exchange-type-spent = 支払うクレジットを整数で入力してください
helper-exchange-agent-gains = エージェントが{ $n }クレジットを得ます
helper-exchange-sponsor-gains = スポンサーが{ $n }クレジットを得ます
helper-tags = タグ台帳
helper-tags-team = チーム
helper-tags-agent = がタグを置くエージェント
helper-tags-place = タグを置く
helper-tags-asking-price = 希望価格
helper-tags-min-price = ({ $n }クレジット以上)
helper-tags-none = タグはありません。
helper-tags-line = #{ $tag } A{ $agent }({ $name })に付与、所有者はチーム{ $team }
helper-tags-offer = #{ $tag }を提示
helper-tags-remove = #{ $tag }を取り除く
helper-tags-offer-line = タグ#{ $tag }をS{ $sponsor }({ $name })に{ $price }クレジットで提示中
helper-tags-accept = 提示を受ける
helper-tags-refuse = 提示を断る
helper-tags-auction = このターンの終了時にタグ#{ $tag }のオークション。入札順: { $order }
helper-tags-no-bids = まだ入札はありません
helper-tags-best-bid = 最高入札: S{ $sponsor }、{ $n }クレジット
helper-tags-bids-or-passes = S{ $sponsor }({ $name })は1回入札するかパスします:
helper-tags-bid = 入札額
helper-tags-place-bid = 入札する
helper-tags-pass = パス
helper-tags-winning-bid-paid = 支払うのは落札した入札額だけです。
helper-tags-sales = 売却

# デッキリスト画面

decks-heading = デッキリスト
decks-collected = この大会で提出を受け付ける
decks-format = フォーマット
decks-format-hover = リストのチェックに使うフォーマット
decks-card-data-of = カードデータ({ $date })
decks-snapshot = スナップショット
decks-rules-from = { $rules }({ $date }から)
decks-in-force-on = { $date }時点で有効: { $rules }
decks-in-force-none = なし
decks-visibility = 公開範囲
decks-visibility-private = 主催者のみ
decks-visibility-open-in-cut = カット進出者のリストを全員に公開
decks-visibility-public = 全員に公開
decks-card-data = カードデータ
decks-card-data-built-in = 内蔵のカードデータ({ $date })
decks-card-data-loaded = カードデータ({ $date }、{ $path })
decks-load-from = 読み込み元
decks-load-from-hint = GitHubからダウンロードしたzip、その展開フォルダー、またはカードデータのファイル
decks-load-card-data = 読み込む
decks-card-data-problem = { $problem }。内蔵のカードデータを使います
decks-type-card-data-path = 先にカードデータのファイルのパスを入力してください
decks-type-list-path = 先にリストのファイルのパスを入力してください
decks-type-csv-path = 先にCSVの書き出し先を入力してください
decks-no-dialog-load = ファイルダイアログを使えません: パスを入力して、もう一度「カードデータを読み込む…」を押してください
decks-no-dialog-open = ファイルダイアログを使えません: パスを入力して、もう一度「リストを開く…」を押してください
decks-no-dialog-export = ファイルダイアログを使えません: パスを入力して、もう一度「デッキCSVを書き出す…」を押してください
decks-card-data-loaded-message = { $path }からカードデータ({ $date })を読み込みました
decks-card-data-not-loaded = カードデータを読み込めませんでした: { $error }
decks-card-data-built-in-newer = 。内蔵のカードデータ({ $date })の方が新しいため、引き続きそちらを使います
decks-card-data-stale = カードデータは{ $date }時点のものです。新しい禁止リストが出ている可能性があります — デッキリスト ＞ カードデータを更新…
decks-update-card-data = カードデータを更新…
decks-update-heading = カードデータの更新
decks-update-explain = NetrunnerDBのカードリポジトリ(Null-Signal-Games/netrunner-cards-json)から更新します。GitHubが配布するzipを別のコンピューターでダウンロードして読み込むか、ここでインターネットからダウンロードします。新しいデータを確認するまでは、今のデータを使い続けます。
decks-download-card-data = インターネットからダウンロード
decks-download-connecting = 接続中…
decks-download-received = { $kb } KB受信
decks-download-checking = カードデータを確認中…
decks-download-cancel = 中止
decks-checked-for = { $rules }、{ $date }の基準でチェック
decks-cannot-check = リストをチェックできません: { $why }
decks-summary = 両方のリストを提出済み: { $players }人中{ $complete }人 · 未提出{ $missing }件 · 問題あり{ $problems }件
decks-locked = ロック中: 大会は開始済みです。ここからの変更はリーダーによる修正になります。
decks-verdict-missing = 未提出
decks-verdict-not-checked = { $identity }(未チェック)
decks-verdict-legal = { $identity } — 適正
decks-verdict-problems = { $identity } — 問題{ $n }件
decks-no-players = プレイヤーがいません: 先にプレイヤーを登録してください。
decks-col-player = プレイヤー
decks-choose-player = プレイヤーを選んで、リストを貼り付けるか開いてください。
decks-side-list = { $side }のリスト
decks-registered-list = 登録済みのリスト: { $identity }
decks-no-list-yet = { $side }のリストはまだありません。
decks-paste = { $side }のリストを貼り付け(NetrunnerDB、Jinteki.net、またはカード名の一覧):
decks-file = ファイル
decks-file-hint = またはファイルのパス
decks-open-list = リストを開く…
decks-read-cards = { $n }枚を読み込みました: { $identity }
decks-other-side = { $identity }は{ $side }のIDです: これは{ $side }のリストです。
decks-switch-side = { $side }のリストに切り替え
decks-cannot-read = このリストを読めません: { $error }
decks-correction = リーダーによる修正です(大会は開始済み)
decks-register-list = { $side }のリストを登録
decks-registered-message = { $name }の{ $side }のリストを登録しました
decks-remove-list = { $side }のリストを削除
decks-removed-message = { $name }の{ $side }のリストを削除しました
decks-csv = デッキCSV
decks-export-csv = デッキCSVを書き出す…
decks-facts = { $cards }枚(最小{ $min }枚)、影響値{ $influence }(上限{ $max })
decks-facts-agendas = { $cards }枚(最小{ $min }枚)、影響値{ $influence }(上限{ $max })、計画ポイント{ $points }
decks-not-checked = チェックなし: 大会の日付に有効なルールがこのフォーマットにありません。
decks-legal = 適正
decks-cannot-read-file = { $path }を読めません: { $error }
decks-file-too-long = { $path }: { $n }バイトはデッキリストとして長すぎます
decks-not-a-text-file = { $path }: テキストファイルではありません
decks-wrote = { $path }を書き出しました
decks-csv-not-written = デッキCSVを書き出せませんでした: { $error }
# (end of section: multiplayer)

## プレイヤーのスマートフォン用ページとスコアキーパーのページ (大会の言語で表示)
web-language-switch = 言語
web-nav-event = 大会
web-nav-pairings = 対戦表
web-nav-standings = 順位
web-nav-bracket = トーナメント表
web-nav-statistics = 統計
web-player = プレイヤー
web-projector = プロジェクター
web-projector-view = プロジェクター表示
web-not-found = 見つかりません
web-not-found-text = このページはありません。
web-back-to-event = 大会のページへ戻る
web-search-no-match = このラウンドにその名前のプレイヤーはいません。
web-search-your-rounds = 自分の対戦
web-search-placeholder = 名前を入力して卓を探す
web-find-your-table = 自分の卓を探す
web-your-name = あなたの名前
web-vs = 対
web-event-over = 大会は終了しました
web-not-started = まだ始まっていません
web-no-round-yet = まだラウンドがありません
web-round = 第{ $n }回戦
web-final = 決勝
web-second-final = 再決勝
web-elimination-round = 決勝トーナメント第{ $n }回戦
web-elimination = 決勝トーナメント
web-clock-time-called = 時間切れ
web-clock-paused = 一時停止中
web-clock-not-started = 開始前
web-clock-extra-time = 延長時間:
web-clock-extra-table = { $table }番卓
web-home-the-bracket = トーナメント表
web-home-bracket-lower = トーナメント表
web-home-cut-made = カットが行われました:
web-home-games-played = 進行中の試合
web-home-pairings-of-round = 第{ $n }回戦の対戦表
web-home-next-paired = 第{ $n }回戦のマッチングは済んでいます。主催者が公開すると対戦表が表示されます。
web-home-not-published = 第{ $n }回戦の対戦表は、主催者が公開するとここに表示されます。
web-no-round-paired = まだどのラウンドもマッチングされていません。
web-no-round-published = まだどのラウンドも公開されていません。
web-elimination-not-paired = 決勝トーナメントの最初の試合はまだ組まれていません。
web-whole-bracket = トーナメント表の全体
web-pairings-not-published = 第{ $n }回戦の対戦表はまだ公開されていません。
web-pairings-next-paired = 第{ $n }回戦はマッチング済みで、まだ公開されていません。
web-tables-reported = { $tables }卓中{ $reported }卓が報告済み
web-table = { $n }番卓
web-table-lower = { $n }番卓
web-game = 第{ $n }試合
web-pod = ポッド{ $n }
web-pod-teams = チーム戦
web-pod-ended = 終了: { $how }
web-bye = 不戦勝
web-bye-lower = 不戦勝
web-seed = シード{ $n }
web-won = 勝ち
web-won-bye = 勝ち(不戦勝)
web-won-draw = 勝ち(引き分け)
web-sides-not-chosen = サイドはまだ決まっていません
web-points-note = 括弧内はラウンド前の勝点、右側は報告後のこのラウンドの勝点です。
web-no-video = 撮影不可
web-on-stream = 配信中
web-on-stream-table = 配信卓: { $n }番卓
web-on-stream-game = 配信卓: 第{ $n }試合
web-on-stream-pod = 配信卓: ポッド{ $n }
web-unpaired-losses = 対戦なしの敗北(0点):
web-unpaired-loss = 対戦なしの敗北
web-not-playing = 不参加
web-dropped = ドロップ
web-standings-hidden = 主催者が順位を一時的に非表示にしています。
web-standings-after = 第{ $n }回戦終了時点の順位
web-standings-none-completed = 順位(終了したラウンドはまだありません)
web-standings-in-progress = 第{ $n }回戦終了時点の順位(第{ $current }回戦は進行中)
web-col-rank = #
web-col-player = プレイヤー
web-col-team = チーム
web-col-points = 勝点
web-col-sos = SoS
web-col-esos = ESoS
web-players = プレイヤー
web-adjustments-note = {"*"} 得点の修正(勝点に含まれます):
web-adjustment = 得点の修正 { $delta }: { $reason }
web-winner = 優勝:
web-statistics-later = 参加者のIDは、第1回戦のマッチング後に表示されます。
web-cut-not-made = カットはまだ行われていません。
web-bracket-top = トップ{ $n } · { $kind }
web-bracket-single-note = 1敗で敗退: 大会規定のダブルエリミネーションではありません。
web-points = { $n }点
web-swiss-rounds = スイス式ラウンド
web-form-report-title = 結果を報告 · { $target }
web-form-against = 対戦相手:
web-form-reported-by = 報告者:
web-form-organizer-confirms = 結果は主催者が確認します
web-form-you-play = あなたは{ $side }です
web-form-i-won-game = 勝った
web-form-i-lost-game = 負けた
web-form-time-called = 時間切れになった
web-form-at-time-me = 時間切れ時: 自分
web-form-at-time-them = 相手
web-form-intentional-draw = 合意の引き分け(各1点)
web-form-won-both = 2ゲームとも勝った(6–0)
web-form-lost-both = 2ゲームとも負けた(0–6)
web-form-split-corp = 3–3: 互いにコーポで勝った
web-form-split-runner = 3–3: 互いにランナーで勝った
web-form-intentional-split = 合意のスプリット(3–3)
web-form-game-by-game = ゲームごとに(時間切れなど):
web-form-as-corp = 自分がコーポのゲーム:
web-form-as-runner = 自分がランナーのゲーム:
web-form-i-won = 自分の勝ち
web-form-they-won = 相手の勝ち
web-form-time = 時間切れ
web-form-your-code = あなたの個人コード
web-form-code-example = 例: 7KQ2MX
web-form-report = 報告する
web-form-side-title = サイドを選ぶ · 第{ $game }試合
web-form-side-why = あなたは上位シードです。決勝トーナメント最初の試合でプレイするサイドを選べます。
web-form-side-your-choice = あなたの選択:
web-form-side-until = (主催者が次のラウンドを組むまで変更できます)
web-form-choose = 選ぶ
web-form-deck-title = デッキリストを提出
web-form-deck-how = NetrunnerDB または Jinteki.net が書き出す形式のリストを貼り付けてください(IDを最初に)。
web-form-deck-card-data-stale = 主催者のカードデータは{ $date }のものです。より新しい禁止リストがあるかもしれません。
web-form-hand-in = 提出する
web-scorekeeper = スコアキーパー
web-scorekeeper-enter = 入力
web-scorekeeper-how = 現在のラウンドの結果のみ、アプリと同じ書き方で入力します: 6-0、0-6、3-3、ID、C R、T5-3 R。決勝トーナメントでは 1、2、勝者の名前、corp、runner、draw、T4-2(コーポの計画ポイントが先)。結果を消すには clear と入力します。
web-scorekeeper-not-published = 次のラウンドの対戦表はまだ公開されていません。今は入力するものがありません。
web-list-separator = {"、"}
web-answer-reported = 報告しました
web-answer-entered = 入力しました
web-answer-side-recorded = サイドの選択を記録しました。主催者はこれに従ってラウンドを組みます
web-answer-deck-legal = { $side }のリストを保存しました。構築ルールに合っています
web-answer-deck-problems = { $side }のリストを保存しました。主催者に表示される問題があります: { $problems }
web-answer-too-many-wrong = 間違ったコードが多すぎます。{ $seconds }秒後にもう一度試すか、主催者に聞いてください
web-answer-wrong-code = あなたの個人コードではありません。プレイヤーカードのコードを確かめてください(なくした場合は主催者に聞いてください)
web-answer-wrong-link = このスコアキーパー用リンクは使えません(取り消されたか、打ち間違いです)
web-answer-cross-site = この要求は別のサイトから送られたため拒否しました。大会のページから開いてください
web-answer-choose-side = コーポかランナーを選んでください
web-answer-not-your-side-choice = この試合のサイドはあなたが選ぶものではありません(選べるのは上位シードだけで、ラウンドが組まれる前に限ります)
web-answer-unknown-request = 不明な要求です
web-answer-time-points-missing = 時間切れの場合は、両プレイヤーの計画ポイントを入力してください(なければ0)
web-answer-choose-game-ending = ゲームの終わり方を選んでください
web-answer-choose-result = 結果を選んでください
web-answer-no-such-table = 第{ $round }回戦に{ $table }番卓はありません
web-answer-no-such-game = 決勝トーナメントに第{ $game }試合はありません
web-answer-game-without-players = この試合のプレイヤーはまだ決まっていません
web-answer-too-large = 送信された内容が大きすぎて読めません(デッキリストは12,000文字まで)
web-answer-unreadable = 送信された内容がこのページのフォームではありません。ページを再読み込みしてもう一度試してください
web-answer-not-published = まだ報告するものはありません。主催者が対戦表を公開していません
web-refusal-not-permitted = { $by ->
        [scorekeeper] スコアキーパー用のリンク
        [registration] 参加登録のリンク
        [follower] フォロワー
       *[player] スマートフォン
    }からはできない操作です: { $what }
web-refusal-unsaved = 変更を保存できなかったため、変更は行われていません: { $why }
web-refusal-read-only = このサーバーは大会を表示するだけです(serve --follow)。変更はアプリかコマンドで行ってください
web-refusal-not-shared = 大会はもう共有されていません
web-refusal-busy = 主催者のコンピューターが時間内に応答しませんでした。少し待ってからもう一度試してください
web-error-too-slow = 要求の到着に時間がかかりすぎました
web-error-too-many-live = この端末で開いている更新中のページが多すぎます。再読み込みすると更新されます
# Registration by phone (issue 38): the registration link's page. $seconds: a number; $side: Corp or Runner; $identity, $text: what was chosen or typed; $options: identities, separated.
web-registration-scan = 参加登録はこちら
web-registration-title = 大会に参加登録する
web-registration-how = 一度だけ入力してください。主催者が受付で確認します。このスマートフォンからもう一度送ると、送った内容が変更されます。
web-registration-name = 名前
web-registration-pronouns = 代名詞(任意)
web-registration-reading = ふりがな(任意)
web-registration-corp = コーポのID
web-registration-runner = ランナーのID
web-registration-filmed = 撮影されてもかまいません(大会の配信)
web-registration-lists = デッキリスト: NetrunnerDBやJinteki.netが書き出す形式のまま(IDを先頭に)貼り付けてください。リストのIDがその陣営のあなたのIDになります。
web-registration-corp-list = コーポのデッキリスト
web-registration-runner-list = ランナーのデッキリスト
web-registration-send = 登録する
web-registration-sent = 登録を送りました。主催者が受付で受け付けると、このページにあなたの個人コードが表示されます。
web-registration-edited = 登録内容を変更しました。
web-registration-waiting-title = 主催者の確認待ち
web-registration-waiting = 主催者が受付で登録を受け付けます。受け付けられるとすぐに、このページにあなたの個人コードが表示されます。
web-registration-accepted-title = 登録されました
web-registration-your-code = あなたの個人コード(スマートフォンから結果を報告するときに使います):
web-registration-code-why = 他の人には教えないでください。スマートフォンであなた本人であることを示すコードです。主催者は新しいコードを発行できます。
web-registration-your-page = あなたのページ: ラウンド、結果、報告 ›
web-registration-refused-title = 登録は受け付けられませんでした
web-registration-refused = 主催者がこの登録を受け付けませんでした。受付でお尋ねください。
web-registration-link-closed = この参加登録リンクは使えません。受付が締め切られたか、主催者が新しいリンクで受付を開き直しました。主催者が表示しているコードを読み取ってください。
web-registration-too-many = この端末からの登録が多すぎます。{ $seconds }秒後にもう一度お試しください。
web-registration-name-missing = 名前を入力してください。
web-registration-identity-not-legal = { $identity }はこの大会のフォーマットでは使えません。別の{ $side }のIDを選んでください。
web-registration-identity-unknown = 「{ $text }」に当てはまる{ $side }のIDはありません。一覧から選んでください。
web-registration-identity-which = 「{ $text }」は複数の{ $side }のIDに当てはまります: { $options }
# (end of section: web)

## チャット用のテキスト (チャット用にコピー、Markdownでコピー、コマンドラインの share)。大会の言語で
chat-text-title-pairings = { $event }: { $round }の対戦表
chat-text-title-pods = { $event }: 第{ $round }回戦のポッド
chat-text-title-standings = { $event }: { $stage }の順位
chat-text-stage-before = 第1回戦前
chat-text-stage-after = 第{ $n }回戦終了時点
chat-text-stage-during = 第{ $n }回戦進行中(暫定)
chat-text-on-stream-table = 配信卓: { $n }番卓。
chat-text-on-stream-game = 配信卓: 第{ $n }試合。
chat-text-on-stream-pod = 配信卓: ポッド{ $n }。
chat-text-number-on-stream = { $n }(配信)
chat-text-bye-cell = 不戦勝
chat-text-bye-column = 不戦勝
chat-text-name-seed = { $name }(シード{ $seed })
chat-text-seed = シード{ $seed }
chat-text-points = { $n }点
chat-text-name-details = { $name }({ $details })
chat-text-separator = {"、"}
chat-text-line-bye = { $unit } { $number }: { $player } は不戦勝
chat-text-line-table = { $unit } { $number }: { $a } 対 { $b }
chat-text-line-walkover = { $unit } { $number }: { $a } 対 { $b }(相手のドロップによる不戦勝)
chat-text-no-tables = このラウンドには卓がありません。
chat-text-seat = { $seat }. { $role }: { $name }
chat-text-seat-team = ({ $team })
chat-text-seat-identity = {"、"}{ $identity }
chat-text-pod = ポッド{ $n }
chat-text-pod-on-stream = ポッド{ $n }(配信)
chat-text-clockwise = 席は時計回りの順に並んでいます。
chat-text-place = { $place }: { $name }
chat-text-place-seed = { $place }: { $name }(シード{ $seed })
chat-text-dq = 失格
chat-text-top-final = トップ{ $n }: 最終順位
chat-text-top-so-far = トップ{ $n }: 現時点の順位
chat-text-swiss-standings = スイス式ラウンドの順位
chat-text-standing-swiss = { $rank }. { $name }: { $points }点(SoS { $sos }、ESoS { $esos })
chat-text-teams = チーム
chat-text-standing-team = { $rank }. { $name }({ $sponsor } & { $agent }): { $points }点(SoS { $sos })
chat-text-standing-pods = { $rank }. { $name }: { $points }点(SoS { $sos })
chat-text-no-players = まだプレイヤーが登録されていません。
chat-text-note-sos = SoS: 対戦相手の強さ(Strength of Schedule)。
# (end of section: chat text)

## ルールによる拒否と警告、履歴の項目
# (section: engine)
# エンジンによる拒否 (error-…)、警告 (warning-…)、履歴の項目 (command-…)。

## 共通の語

error-list-comma = 、
error-list-and = と
error-words-round = 第{ $n }回戦
error-words-elimination-round = 決勝トーナメント第{ $n }回戦
error-words-top = トップ{ $n }
error-words-no-cut = カットなし
error-words-table = { $n }番卓
error-words-tables = { $list }番卓
error-words-tables-more = { $list }番卓ほか{ $more }卓
error-words-pod = ポッド{ $n }
error-words-pods = ポッド{ $list }
error-words-team = チーム{ $n }
error-words-target-swiss = 第{ $round }回戦 { $table }番卓
error-words-target-elimination = 決勝トーナメント第{ $game }試合
error-words-double-elimination = ダブルエリミネーション
error-words-single-elimination = シングルエリミネーション
error-words-single-elimination-fixed = シングルエリミネーション(固定トーナメント表)
error-words-seed = シード{ $n }
error-words-winner-of = 第{ $n }試合の勝者
error-words-loser-of = 第{ $n }試合の敗者
error-words-winner-ranked = 決勝トーナメント第{ $round }回戦の勝者のうちシード順{ $rank }位
error-words-game = 第{ $game }試合
error-words-game-to = 第{ $game }試合({ $name }の不戦勝)
error-status-active = 参加中
error-status-dropped = ドロップ済み
error-status-disqualified = 失格

## 拒否: プレイヤーと名前

error-unknown-player = プレイヤー{ $player }は登録されていません。
error-unknown-player-name = 「{ $name }」という名前のプレイヤーはいません。
error-unknown-follower = フォロワー用リンク「{ $name }」は無効にされたか、存在しません。
error-event-moved = この大会のコピーは移動しました。{ $by }が{ $at }に引き継ぎ、今はそちらが管理しています。ここでは変更できません（{ $by }をフォローしてください）。
error-duplicate-name = 「{ $name }」という名前のプレイヤーはすでに登録されています。
error-duplicate-id = プレイヤー番号{ $player }はすでに使われています。
error-invalid-name = 名前「{ $name }」は使えません: { $reason }。
error-name-empty = 名前を空にはできません
error-name-control = 名前に制御文字は使えません
error-name-joiner = 名前に見えない書式文字は使えません(結合子は2つの文字の間でだけ使えます)
error-name-format = 名前に見えない書式文字(ゼロ幅スペース、書字方向の制御文字など)は使えません
error-name-blank = 名前に何も表示されない空白文字は使えません
error-name-accent-first = 名前をアクセント記号だけで始めることはできません
error-name-accents = 1文字に付けられるアクセント記号は{ $n }個までです
error-name-invisible = 名前には目に見える文字が1文字以上必要です
error-name-number = 名前を「#」と数字だけにはできません(#3 はプレイヤー番号3の意味になります)
error-name-too-long = 名前は{ $n }文字までです
error-invalid-field = { $field }が正しくありません: { $reason }。
error-field-event-name = 大会名
error-field-rounds = ラウンド数
error-field-round-length = ラウンドの時間
error-field-fixed-table = 固定卓
error-field-corp-identity = コーポID
error-field-runner-identity = ランナーID
error-field-pronouns = 代名詞
error-field-reading = ふりがな
error-field-player-id = プレイヤー番号
error-field-deck-list = デッキリスト
error-field-deck-name = デッキ名
error-field-identity = ID
error-field-cut = カット
error-field-scorekeeper-name = スコアキーパー名
error-field-follower-name = フォロワー名
error-field-multiplayer-settings = マルチプレイヤー設定
error-field-team-name = チーム名
error-field-sponsor = スポンサー
error-field-agent = エージェント
error-field-language = 言語
error-field-date = 日付
error-field-score-adjustment = 得点の修正
error-field-reason = 理由
error-reason-empty = 空欄です
error-reason-invisible-joiner = 見えない書式文字が含まれています(結合子は2つの文字の間でだけ使えます)
error-reason-invisible-format = 見えない書式文字(ゼロ幅スペース、書字方向の制御文字など)が含まれています
error-reason-adjustment-range = { $delta }は-{ $max }から{ $max }の範囲外か、0です
error-reason-no-reason = 空欄です。得点を修正する理由を書いてください
error-reason-rounds-range = { $n }は1から{ $max }の範囲外です
error-reason-minutes-range = { $n }分は1分から{ $max }分の範囲外です
error-reason-table-from-one = 卓番号は1から始まります
error-reason-id-from-one = 番号は1から始まります
error-reason-cut-size = カットは3人、4人、8人、16人から選んでください
error-reason-control = 「{ $text }」に制御文字が含まれています
error-reason-too-long = { $max }文字を超えています
error-reason-language-tag = 「{ $text }」は「en」や「ja」のような言語タグではありません
error-reason-date = 「{ $text }」は YYYY-MM-DD 形式の日付ではありません
error-reason-identity-no-card-id = IDのカード番号が空です
error-reason-identity-no-title = IDのカード名が空です
error-reason-card-no-card-id = カード番号が空のカードがあります
error-reason-card-no-title = カード名が空のカードがあります
error-reason-copies = { $title }が{ $n }枚あります。1種類のカードは1枚から{ $max }枚までです
error-reason-too-many-cards = カードが{ $n }種類あります。リストに入れられるのは{ $max }種類までです
error-reason-identity-copies = ID「{ $title }」が{ $n }枚あります
error-reason-listed-twice = { $title }が2回記載されています
error-reason-scorekeeper-exists = 「{ $name }」という名前のスコアキーパー用リンクがすでにあります。先に無効にしてください
error-reason-follower-exists = 「{ $name }」という名前のフォロワー用リンクがすでにあります。先に無効にしてください
error-reason-team-exists = 「{ $name }」という名前のチームはすでに登録されています
error-reason-sponsor-runner = スポンサーはコーポをプレイします。ランナーIDではなくコーポIDを入力してください
error-reason-agent-corp = エージェントはランナーをプレイします。コーポIDではなくランナーIDを入力してください
error-reason-napd-corp = NAPDのコーポは全員{ $identity }をプレイするため、「{ $text }」は登録できません(コーポIDは空欄にしてください)
error-wrong-status = { $name }は{ $status }です: { $what }。
error-status-what-draft-seat = ドラフト席に着けるのは参加中のプレイヤーだけです
error-status-what-seeded = シードに入れられません
error-status-what-drop = ドロップできるのは参加中のプレイヤーだけです
error-status-what-rejoin-disqualified = 失格したプレイヤーは復帰できません
error-status-what-rejoin = 復帰できるのはドロップしたプレイヤーだけです
error-status-what-disqualified = すでに失格です
error-status-what-paired = 対戦を組めません

## 拒否: ラウンドと結果

error-no-such-round = 第{ $round }回戦はありません。
error-no-such-table = 第{ $round }回戦に{ $table }番卓はありません。
error-player-not-in-round = { $name }は第{ $round }回戦で対戦が組まれていません。
error-round-incomplete = 第{ $round }回戦はまだ終わっていません: { $missing }。
error-missing-results = { $tables }の結果が未入力です
error-missing-unpaired = 未マッチング: { $names }
error-missing-both = { $tables }の結果が未入力です。未マッチング: { $names }
error-round-has-results = 第{ $round }回戦の{ $tables }にはすでに結果があります。先に結果を消すか、強制的に変更してください。
error-not-latest-round = 第{ $round }回戦は最新のラウンド(第{ $latest }回戦)ではありません。{ $what }できるのは最新のラウンドだけです。
error-latest-what-edited = 手で編集
error-impossible-result = ありえない結果です: { $reason }。
error-result-for-bye = 第{ $round }回戦の{ $table }番卓は不戦勝です。入力する結果はありません。
error-not-enough-players = プレイヤーが足りません: { $reason }。
error-players-reason-pair = 参加中のプレイヤーは{ $n }人です。ラウンドを組むには2人以上必要です
error-players-reason-cut = { $cut }にはドロップしていないプレイヤーが{ $needed }人必要ですが、{ $have }人しかいません
error-players-reason-repair = ラウンドを組むには参加中のプレイヤーが2人以上必要です
error-players-reason-pods-players = 参加中のプレイヤーは{ $n }人です。ラウンドを組むには2人以上必要です
error-players-reason-pods-teams = 参加中のチームは{ $n }チームです。ラウンドを組むには2チーム以上必要です
error-players-reason-units = 参加中のプレイヤーまたはチームの数は{ $n }です。2以上必要です
error-pairing-failed = マッチングに失敗しました: { $reason }。
error-pairing-team-not-added = チームのプレイヤーを追加できませんでした
error-pairing-duplicate-player = プレイヤー{ $player }がマッチングの要求に2回入っています
error-pairing-duplicate-rank = 2人のプレイヤーが同じ順位{ $rank }になっています
error-pairing-tiebreak-length = プレイヤー{ $players }人に対してタイブレークのキーが{ $keys }個です
error-pairing-too-large = マッチングの規模が大きすぎて(プレイヤー{ $players }人/勝点の幅)、正確な重みを計算できません
error-pairing-internal = マッチングの計算で内部エラーが起きました

## ありえない結果の理由

error-result-timed-points = 時間切れの試合で計画ポイント{ $points }点はありえません(コーポ{ $corp }点、ランナー{ $runner }点)。{ $to_win }点に達した時点で勝利します
error-result-timed-win = { $side }の時間切れ勝利には、相手より多くの計画ポイントが必要です(コーポ{ $corp }点、ランナー{ $runner }点)
error-result-draw-points = 引き分けには同じ計画ポイントが必要です(コーポ{ $corp }点、ランナー{ $runner }点)
error-result-single-sided = このラウンドはシングルサイドです。2ゲームではなく1ゲームを入力してください
error-result-double-sided = このラウンドは両サイドをプレイします。2ゲームとも入力してください
error-result-totals = ラウンドの合計{ $p1 }-{ $p2 }は{ $games }ゲームではありえません
error-result-timed-player-points = 時間切れの試合で{ $name }の計画ポイントが{ $points }点はありえません。{ $to_win }点に達した時点で勝利します
error-result-seeds = 時間切れの試合には、シードの異なる2人のプレイヤーが必要です。入力は{ $a }(シード{ $seed_a })と{ $b }(シード{ $seed_b })です
error-result-not-in-game = { $player }は第{ $game }試合に出場していません
error-result-wrong-format = この大会は{ $format }です。{ $result_format }の結果を入力してください
error-result-not-in-pod = { $name }はこのポッドのランナーではありません
error-result-twice = { $name }が2回入力されています
error-result-too-many-points = { $name }の計画ポイントが{ $points }点です。入力できるのは{ $max }点までです
error-result-runner-missing = ポッドのランナー全員の行が必要です。{ $name }がありません
error-result-corp-too-many = コーポの計画ポイントが{ $points }点です。入力できるのは{ $max }点までです
error-result-corp-would-win = コーポの計画ポイントは{ $corp }点です。コーポは{ $win }点で勝利します(終わり方はコーポの計画ポイントにしてください)
error-result-runners-would-win = ランナーの計画ポイントは合計{ $total }点です。ランナーは{ $win }点で勝利します(終わり方はランナーの計画ポイントにしてください)
error-result-runners-would-win-note = ランナーの計画ポイントは合計{ $total }点です({ $uncounted }は数えません: フラットラインしたランナーの計画書はアーカイブへトラッシュされます)。ランナーは{ $win }点で勝利します(終わり方はランナーの計画ポイントにしてください)
error-result-uncounted = { $name }の{ $points }点
error-result-corp-win-short = コーポの計画ポイントによる勝利には{ $win }点以上が必要ですが、コーポは{ $corp }点です
error-result-runners-both = ランナーの計画ポイントは合計{ $total }点です: どちらかが{ $win }点に達した時点でゲームは終わるため、両方が達することはありません
error-result-runners-both-note = ランナーの計画ポイントは合計{ $total }点です({ $uncounted }は数えません: フラットラインしたランナーの計画書はアーカイブへトラッシュされます): どちらかが{ $win }点に達した時点でゲームは終わるため、両方が達することはありません
error-result-flatline-alive = フラットラインによる勝利にはランナー全員のフラットラインが必要です。フラットラインしていないランナー: { $names }
error-result-all-flatlined-not-runners = ランナー全員がフラットラインしました: 勝つのはランナーではなくコーポです
error-result-runner-win-short = ランナーの計画ポイントによる勝利には合計{ $win }点以上が必要ですが、ランナーは{ $total }点です
error-result-runner-win-short-note = ランナーの計画ポイントによる勝利には合計{ $win }点以上が必要ですが、ランナーは{ $total }点です({ $uncounted }は数えません: フラットラインしたランナーの計画書はアーカイブへトラッシュされます)
error-result-corp-both = コーポの計画ポイントは{ $corp }点です: どちらかが{ $win }点に達した時点でゲームは終わるため、両方が達することはありません
error-result-all-flatlined = ランナー全員がフラットラインしました: コーポのフラットラインによる勝利です
error-result-team-not-in-pod = { $name }はこのポッドでプレイしていません
error-result-agent-flatlined-anr = { $name }: アンドロイド:ネットランナー版では、エージェントがフラットラインしてもチームは脱落しません(スポンサーはエージェントを再雇用できます)。脱落するのはスポンサーがカードを引けないときだけです
error-result-team-missing = ポッドのチーム全員の行が必要です。{ $name }がありません
error-result-all-left = すべてのチームが脱落しています: 少なくとも1チームは残る必要があります
error-result-left-winner = { $name }は脱落して負けたため、勝者にはなれません
error-result-agenda-ending = 計画ポイントによる終了には、計画ポイント{ $goal }点以上のチームが必要ですが、最高は{ $best }点です
error-result-classic-one-team = クラシック版では{ $goal }点に達した時点で勝利するため、{ $goal }点以上のチームは1つだけのはずです({ $names }が達しています)
error-result-sudden-death-classic = サドンデスはアンドロイド:ネットランナー版のルールです。クラシック版にはありません
error-result-sudden-death-draw = サドンデスには勝者がいます: 引き分けにはなりません
error-result-sudden-death-lead = サドンデスには他のすべてのチームに{ $lead }点以上の差が必要です。{ $winner }は{ $points }点、{ $close }は{ $close_points }点です
error-result-last-team-others = 最後に残ったチームが勝つのは、他のチームがすべて脱落したときだけです。まだ残っているチーム: { $names }
error-result-classic-won = { $name }の計画ポイントは{ $best }点です: クラシック版では{ $goal }点に達した時点で勝利しています(終わり方は計画ポイントにしてください)
error-result-time-goal = { $name }の計画ポイントは{ $points }点です: { $goal }点以上のチームがいるとゲームは終わります(終わり方は計画ポイントにしてください)
error-result-last-team-wins = 最後に残ったチームは{ $name }なので、{ $name }の勝利です
error-result-most-points = ゲームに残っているチームで計画ポイントが最も多い({ $points }点)のは{ $name }なので、{ $winner }ではなく{ $name }の勝利です
error-result-most-points-draw = ゲームに残っているチームで計画ポイントが最も多い({ $points }点)のは{ $name }なので、{ $name }の勝利です: 引き分けではありません
error-result-tied = { $names }が計画ポイント{ $best }点で並んでいます: ゲームは引き分けです

## 拒否: 大会の段階

error-swiss-stage-over = スイスラウンドは終了しています: カットが行われました(決勝トーナメントのどの試合にも結果がないうちに、先にカットを取り消してください)。
error-registration-closed = { $name }は登録できません: カットが行われ、決勝トーナメントには新しいプレイヤーは参加できません(決勝トーナメントのどの試合にも結果がないうちに、先にカットを取り消してください)。
error-cut-not-made = カットはまだ行われていません。
error-cut-already-made = カットはすでに行われています。
error-cut-has-results = 決勝トーナメントの試合に結果があるため、カットはもう取り消せません。
error-no-round-yet = まだどのラウンドも組まれていません。
error-bracket-finished = 決勝トーナメントは終了しています。
error-elimination-round-incomplete = 決勝トーナメント第{ $round }回戦はまだ終わっていません: 第{ $open }試合の結果が未入力です。
error-elimination-round-incomplete-waiting = 決勝トーナメント第{ $round }回戦はまだ終わっていません: 第{ $open }試合の結果が未入力です。第{ $waiting }試合はその結果を待っています。
error-format-fixed-by-rounds = ラウンドを組んだ後はフォーマットを変更できません。
error-format-fixed-by-teams = The Big Sell-Outのチームが登録されている間はフォーマットを変更できません。
error-format-breaks-result = { $format }に変更できません: 第{ $round }回戦 { $table }番卓: { $reason }
error-legacy-swiss-rounds = この大会にはすでにスイスラウンドがあります(マルチプレイヤー大会に対応する前に組まれたものです)。ポッドは新しい大会で組んでください。
error-wrong-format-not-multiplayer = 「{ $command }」はマルチプレイヤー大会(NAPD、The Big Sell-Out)用です。この大会は{ $format }です。
error-wrong-format-pod-rounds = この大会は{ $format }です: ラウンドはポッドで行うため、「{ $command }」(スイスラウンドまたは決勝トーナメントの操作)は使えません。代わりにポッドを組んでください。
error-wrong-format-not-full-draft = ドラフト席はフルドラフトでだけ使います。
error-wrong-format-teams-only = The Big Sell-Outではプレイヤーをチームで登録します: スポンサーとエージェントを一緒に登録してください。
error-wrong-format-no-teams = チームはThe Big Sell-Out用です。NAPDのプレイヤーはランナーIDを付けて個人で登録します。
error-limit-players = 1つの大会に登録できるプレイヤーは{ $max }人までです。
error-limit-swiss-rounds = 1つの大会のスイスラウンドは{ $max }回戦までです。
error-limit-pod-rounds = マルチプレイヤー大会のラウンドは{ $max }回戦までです。
error-limit-scorekeepers = 1つの大会のスコアキーパー用リンクは{ $max }個までです。
error-limit-followers = 1つの大会のフォロワー用リンクは{ $max }個までです。

## 拒否: ドラフト席、手動のマッチング、離脱と復帰、デッキリスト、公開

error-draft-seating-missing = フルドラフトの第1回戦はドラフト席順で組みます: 先にドラフト席順を入力してください。
error-draft-seating-closed = ドラフト席順は第1回戦を組む前にだけ使います。
error-draft-seating-incomplete = 参加中のプレイヤー全員にドラフト席が必要です。未設定: { $names }。
error-two-draft-seats = { $name }にドラフト席が2つあります。
error-player-twice = { $name }が第{ $round }回戦に2回入っています。
error-table-twice = 第{ $round }回戦で{ $table }番卓が2回使われているか、0番卓があります。
error-sides-missing = シングルサイドのラウンドでは、各対戦のサイドが必要です。
error-same-player-swap = 同じプレイヤー同士は入れ替えられません。
error-same-player-pair = プレイヤーを自分自身と対戦させることはできません。
error-already-seated = { $name }はすでに第{ $round }回戦の{ $table }番卓に着いています。先にその卓を解除してください。
error-cannot-rejoin = { $name }は復帰できません: { $why }。
error-rejoin-left-before-cut = 復帰できるのは離脱したステージの間だけですが、決勝トーナメントの開始前に離脱しています(カットが行われました)
error-rejoin-byes-decided = ドロップによってすでに{ $games }が不戦勝で決まったため、トーナメント表の枠はもうありません。ドロップが誤りだった場合は取り消してください(その不戦勝と、それに続く結果が消去されます)
error-no-elimination-drop = 決勝トーナメントはありません: スイスラウンドでのドロップは、復帰させることで取り消します。
error-deck-lists-locked = デッキリストはロックされています: 大会は始まっています。今{ $name }の{ $side }のリストを変更するのはリーダーによる修正になります(アプリでは確認が表示され、コマンドラインでは --correction を付けます)。
error-no-deck-list = { $name }には削除する{ $side }のリストがありません。
error-not-paired-yet = 第{ $round }回戦は公開できません: まだどのラウンドも組まれていません。
error-not-paired-yet-latest = 第{ $round }回戦は公開できません: 最新のラウンドは第{ $latest }回戦です。
error-no-pairings-published = 公開されている対戦表はありません。
error-already-published = 第{ $round }回戦の対戦表はすでに公開されています。
error-standings-already-shown = 順位表はすでに公開されています。
error-standings-already-hidden = 順位表はすでに非公開です。

## 拒否: マルチプレイヤー大会、配信卓

error-unknown-team = チーム{ $team }はありません。
error-unknown-team-name = 「{ $name }」という名前のチームはありません。
error-no-such-pod = 第{ $round }回戦にポッド{ $pod }はありません。
error-team-of-one = チームはスポンサーとエージェントの異なる2人で組みます。
error-mp-already-on-team = { $name }はすでにチーム{ $team }に登録されています。代わりの選手を入れるには、新しいチームを登録せず、チームのメンバーを交代してください(交代したメンバーはドロップになります)。
error-mp-not-team-member = { $name }はチーム{ $team }のメンバーではありません。
error-mp-time-over = 時間切れで最後のターンが終わりました: 時間切れの結果で決まります(計画ポイントの多い側の勝ち、同点は引き分け)
error-runner-identity-missing = NAPDのプレイヤーは全員ランナーIDを登録します(同じポッドのランナー同士は同じIDを使えません)。未登録: { $names }。
error-not-on-team = The Big Sell-Outはチーム単位で組みます。チームに入っていないプレイヤー: { $names }(チームとして登録するか、ドロップさせてください)。
error-identity-clash = 同じIDのランナー2人が同じポッドに入らないようにポッドを組むことができません: { $clashes }が同じポッドになります。ランナーIDかポッドの人数を変更してください。
error-identity-clash-pair = { $a }と{ $b }(どちらも{ $identity })
error-mp-rounds = ラウンド数: { $rounds }は1から{ $max }の範囲外です
error-mp-napd-pod-size = ポッドの人数: 1ポッドあたりランナー{ $n }人。NAPDのポッドのランナーは2人から4人です
error-mp-bso-pod-size = ポッドの人数: 1ポッドあたり{ $n }チーム。The Big Sell-Outのポッドは2チームか3チームです
error-mp-scoring = 勝点: 1ゲームあたり100点までです
error-mp-timed-win-above-win = 勝点: 時間切れの勝利({ $timed }点)を勝利({ $win }点)より高くはできません
error-mp-not-multiplayer = { $format }はマルチプレイヤーのフォーマットではありません
error-no-featured-table = { $round }に配信卓はありません。
error-already-featured = { $table }番卓はすでに{ $round }の配信卓です。
error-cannot-feature = { $table }番卓を配信卓にできません: { $why }。
error-feature-no-round = { $round }はありません
error-feature-no-pod = { $round }にポッド{ $table }はありません
error-feature-no-table = { $round }に{ $table }番卓はありません
error-feature-bye = { $round }の{ $table }番卓は不戦勝です
error-feature-no-cut = { $round }はありません: カットはまだ行われていません
error-feature-no-game = { $round }に第{ $table }試合はありません
error-feature-game-not-needed = 第{ $table }試合は行われません

## 拒否: ラウンドの時計

error-clock-no-clock = ラウンドの時計はまだありません: 先にラウンドを組んでください。
error-clock-no-clock-elimination = ラウンドの時計はまだありません: 先に決勝トーナメントのラウンドを組んでください。
error-clock-too-short = ラウンドは1分以上にしてください。
error-clock-before-last-change = 時刻{ $now }は時計の最後の変更({ $last })より前です。
error-clock-already-started = 時計はすでに開始しています。
error-clock-not-started = 時計はまだ開始していません。
error-clock-already-paused = 時計はすでに一時停止しています。
error-clock-already-running = 時計はすでに動いています。
error-clock-time-called = すでに時間切れが宣言されています。
error-clock-shorter-than-nothing = { $ms }ミリ秒を引くと、ラウンドの時間がマイナスになります。
error-clock-table-zero = 卓番号は1から始まります。
error-clock-extension-too-small = { $table }番卓の延長は{ $ms }ミリ秒しかありません。

## 拒否: 決勝トーナメント

error-bracket-no-table = { $cut }の{ $kind }のトーナメント表はありません。
error-bracket-seed-count = { $cut }にはシードが{ $needed }人必要ですが、{ $got }人です。
error-bracket-seeded-twice = 同じプレイヤーが2回シードされています。
error-bracket-no-such-game = { $cut }の{ $kind }のトーナメント表に第{ $game }試合はありません。
error-bracket-game-decided = 第{ $game }試合にはすでに結果があります。先に結果を消してください。
error-bracket-game-not-needed = 第{ $game }試合は行われません: 勝者側のプレイヤーが決勝に勝ちました。
error-bracket-game-waiting = 第{ $game }試合はまだ対戦できません: プレイヤー({ $first }、{ $second })が未確定です。
error-bracket-players-unknown = 第{ $game }試合のプレイヤーはまだ未確定です。
error-bracket-game-not-ready = 第{ $game }試合はまだ対戦できません。
error-bracket-no-result = 第{ $game }試合には消去する結果がありません。
error-bracket-bye-result = 第{ $game }試合は相手がドロップしたため不戦勝です。
error-bracket-dependent-result = 第{ $dependent }試合に、第{ $game }試合に基づく結果がすでにあります。先にそちらを消してください。
error-bracket-not-in-cut = { $player }はカットに入っていません。
error-bracket-already-in-cut = { $player }はすでにカットに入っています。
error-bracket-already-left = { $player }はすでにカットから離脱しています。
error-bracket-already-disqualified = { $player }はすでに失格です。
error-bracket-not-dropped = { $player }は決勝トーナメントからドロップしていません。
error-bracket-bye-decided = { $player }のドロップにより、第{ $game }試合はすでに不戦勝で決まっています。
error-bracket-started = 決勝トーナメントの試合が行われています。今ドロップすると、対戦相手の不戦勝になります。
error-bracket-sides-decided = 第{ $game }試合のサイドはすでに決まっています。代わりにサイドを上書きしてください。
error-bracket-no-side-choice = 第{ $game }試合: シード{ $seed }({ $player })がコーポかランナーを選びますが、選択も希望も記録されていません。
error-bracket-not-first-round = 第{ $game }試合は決勝トーナメント第{ $round }回戦の試合です: 上位シードがサイドを選ぶのは第1回戦だけです。代わりにサイドを上書きしてください。
error-bracket-earlier-sides-missing = { $player }の第{ $earlier }試合のサイドが記録されていません。第{ $game }試合のサイドを決める前に記録してください。
error-bracket-sides-not-settable = 第{ $game }試合は対戦可能でも対戦済みでもないため、サイドを設定できません。
error-bracket-not-in-game = { $player }は第{ $game }試合に出場していません。
error-bracket-later-sides-decided = 第{ $game }試合のサイドが、すでに以前のサイドに基づいて決まっています。先にそちらを消してください。
error-bracket-game-played = 第{ $game }試合は対戦済みです。代わりにサイドを上書きしてください。
error-bracket-not-waiting-for-sides = 第{ $game }試合は、決勝トーナメント第{ $round }回戦のサイド待ちの試合ではありません。
error-bracket-sides-undecided = 先に第{ $game }試合のサイドを決めてください(ラウンドを組むか、サイドを設定します)。

## 拒否: 結果報告とスコアキーパー

error-report-round-over = { $target }はもう報告できません: { $since }。
error-report-since-cut = スイスラウンドは終了しています(カットが行われました)
error-report-since-round = 第{ $round }回戦が組まれました
error-report-since-elimination = 決勝トーナメント第{ $round }回戦が進行中です
error-report-not-your-table = あなたは{ $target }で対戦していません: 自分の卓の結果を報告してください。
error-report-already-decided = { $target }にはすでに結果があります: 誤りの場合は主催者に伝えてください。
error-report-not-ready = { $target }はまだ報告できません: プレイヤーとサイドが決まっていません。
error-report-not-published = 第{ $round }回戦はまだ報告できません: 対戦表が公開されていません。
error-report-multiplayer = ポッドの結果は主催者が入力します。
error-report-scorekeeper-revoked = スコアキーパー用リンク「{ $name }」は無効にされたか、存在しません。
error-report-not-for-scorekeepers = スコアキーパーが入力できるのは現在のラウンドの結果だけです。「{ $what }」はできません。
# Registration by phone (issue 38). $max, $number: numbers; $name: a player's name.
error-registration-not-open = スマートフォンからの参加登録は受け付けていません(主催者が受付を開始します。第1ラウンドの対戦を組むと締め切られます)。
error-registration-started = 第1ラウンドの対戦が組まれたため、スマートフォンからの参加登録は開始できません(遅れて来たプレイヤーは主催者が追加します)。
error-registration-bad-secret = 参加登録リンクの秘密の文字列は、英数字16〜64文字でなければなりません。
error-registration-bad-token = スマートフォンの登録用トークンは、英数字16〜64文字でなければなりません。
error-registration-full = すでに{ $max }件の登録が主催者の確認を待っています。主催者に声をかけるか、いくつか受け付けられてからもう一度お試しください。
error-registration-no-such-entry = 確認待ちの登録 #{ $number } はありません。
error-registration-already-registered = このスマートフォンからはすでに{ $name }さんが登録されています。変更は主催者に頼んでください。

## 読み込んだ大会ファイルの問題

error-file-too-many-players = プレイヤーが{ $count }人います。1つの大会は{ $max }人までです。
error-file-too-many-swiss-rounds = スイスラウンドが{ $count }回戦あります。1つの大会は{ $max }回戦までです。
error-file-too-many-pod-rounds = ポッドのラウンドが{ $count }回戦あります。1つの大会は{ $max }回戦までです。
error-file-too-many-scorekeepers = スコアキーパー用リンクが{ $count }個あります。1つの大会は{ $max }個までです。
error-file-too-many-followers = フォロワー用リンクが{ $count }個あります。1つの大会は{ $max }個までです。
error-file-name-spaces = プレイヤー{ $player }の名前「{ $name }」の前後に空白があります。
error-file-bad-name = プレイヤー{ $player }: { $reason }
error-file-id-order = { $player }でプレイヤーが番号順になっていません。
error-file-same-name = 「{ $name }」という名前のプレイヤーが2人います。
error-file-misnumbered-round = { $position }番目のラウンドが第{ $number }回戦として保存されています。
error-file-misnumbered-pod-round = { $position }番目のポッドのラウンドが第{ $number }回戦として保存されています。
error-file-zero-table = 第{ $round }回戦に{ $table }番卓があります。
error-file-second-table = 第{ $round }回戦に{ $table }番卓が2つあります。
error-file-unknown-player = { $place }に未登録のプレイヤー{ $player }がいます。
error-file-unknown-team = { $place }に未登録のチーム{ $team }があります。
error-file-twice = プレイヤー{ $player }は{ $twice }。
error-file-refused = { $place }: { $reason }
error-file-draft-seats = ドラフト席が保存されていますが、この大会はフルドラフトではありません。
error-file-pods = マルチプレイヤーではない大会にマルチプレイヤーのラウンドがあります。
error-file-clock = ラウンドの時計: { $problem }
error-place-unpaired-loss = 第{ $round }回戦の未対戦の敗北
error-place-score-adjustment = 第{ $round }回戦の得点の修正
error-place-draft-seat = ドラフト席{ $n }
error-place-deck-list = デッキリスト
error-place-pod = 第{ $round }回戦 ポッド{ $pod }
error-place-list = { $player }の{ $side }のリスト
error-twice-round = 第{ $round }回戦に2回入っています
error-twice-unpaired-loss = 第{ $round }回戦で未対戦の敗北になっていますが、すでに卓に着いています
error-twice-draft-seats = ドラフト席が2つあります
error-twice-teams = 2つのチームに入っています
error-twice-pod-round = ポッドの第{ $round }回戦に2回入っています
error-clock-length = ラウンドの長さ{ $ms }ミリ秒は、1分以上の分単位ではありません。
error-clock-less-than-nothing = { $length }ミリ秒のラウンドから{ $taken }ミリ秒を引くと、残りがマイナスになります。
error-clock-extension = { $table }番卓の延長が{ $ms }ミリ秒になっています。
error-clock-unreachable = 状態 { $state }(最後の変更 { $last })は、開始・一時停止・再開では起こりえません。
error-bracket-file-games = { $cut }の{ $kind }のトーナメント表の試合は第1試合から第{ $games }試合までです。
error-bracket-file-dropped-and-disqualified = { $player }がドロップと失格の両方になっています。
error-bracket-file-game = 第{ $game }試合: { $problem }。
error-game-problem-not-ready = 対戦できる状態ではないのに結果があります
error-game-problem-players-unknown = プレイヤーが未確定なのにサイドがあります
error-game-problem-other-players = 別のプレイヤーのサイドがあります

## テーブルヘルパー: 拒否

error-table-count-napd = NAPDのゲームにはランナーが{ $min }人から{ $max }人必要です({ $got }人ではできません)。
error-table-count-bso = Big Sell-Outのゲームには{ $min }チームから{ $max }チームが必要です({ $got }チームではできません)。
error-table-invalid-name = { $seat }の名前が正しくありません: { $reason }。
error-seat-corp = コーポ
error-seat-runner = ランナー{ $n }
error-seat-sponsor = スポンサー{ $n }
error-seat-agent = エージェント{ $n }
error-table-reason-long = { $max }文字を超えています
error-table-reason-control = 制御文字が含まれています
error-table-duplicate-name = 「{ $name }」という名前のプレイヤーが2人います。席ごとに別の名前を付けてください。
error-table-invalid-identity = { $seat }のIDが正しくありません: { $reason }。
error-table-duplicate-identity = { $first }と{ $second }がどちらも「{ $identity }」をプレイしています。ゲームには同じランナーIDを1つまでしか入れられません。
error-table-no-such-runner = ランナー{ $n }はいません。
error-table-no-such-team = チーム{ $n }はありません。
error-table-game-over = ゲームは終了しています: { $outcome }。
error-table-flatlined = { $name }はフラットラインしました: { $what }。
error-flatlined-out = 計画書はアーカイブへトラッシュされ、ゲームから脱落しています
error-flatlined-once = ランナーがフラットラインするのは1回だけです
error-flatlined-agent-already = エージェントはすでにフラットラインしています
error-flatlined-no-tag = フラットラインしたエージェントにはタグを置けません
error-table-not-flatlined = { $name }はフラットラインしていません。再雇用できるのはフラットラインしたエージェントだけです。
error-table-team-left = チーム{ $team }({ $sponsor }と{ $agent })はゲームから脱落しています。
error-table-zero = { $what }は1以上にしてください。
error-table-what-agenda-points = 計画ポイント
error-table-what-credits-spent = 使うクレジット
error-table-not-enough-points = { $name }の計画ポイントは{ $has }点です。{ $remove }点は減らせません。
error-table-too-many-points = { $name }の計画ポイントが{ $total }点になります。記録できるのは{ $max }点までです。
error-table-exchange-over-limit = この版では、{ $who }が1回の交換で使えるのは{ $limit }クレジットまでです({ $spent }クレジットは使えません)。
error-who-sponsor = スポンサー
error-who-agent = エージェント
error-table-exchange-odd = エージェントの2クレジットでスポンサーが1クレジットを得ます: 偶数のクレジットを使ってください({ $n }は使えません)。
error-table-too-large = { $what }が大きすぎます。
error-large-turns = ターン数
error-large-credits = クレジットの量
error-large-cycles = 巡の数
error-large-tags = タグの数
error-large-agenda-total = 計画ポイントの合計
error-not-now-out = { $name }({ $seat })はゲームから脱落しています。先にこのターンを終えてください。
error-not-now-nobody = テーブルにターンを行うプレイヤーがいません。
error-not-now-no-rehiring = このクラシック版のテーブルでは、再雇用のオプションルールを使いません。
error-not-now-rehire-turn = { $name }は自分のターンに再雇用します(3クリックかかります)。
error-not-now-runs = ランはエージェントのターンに行います。今は{ $name }({ $seat })のターンです。
error-not-now-own-agent = { $agent }は{ $sponsor }自身のエージェントです。ボーナスが上がるのは他のエージェントのランだけです。
error-not-now-tags-sold = タグはスポンサーのターンに売ります。今は{ $name }({ $seat })のターンです。
error-table-ice-bonus = ICEの強度ボーナスを使うのは、アンドロイド:ネットランナー版で6人以上のときだけです(このテーブルは{ $players }人です)。
error-table-already-counted = { $agent }は、{ $sponsor }の前回のターン以降、すでに{ $sponsor }のICEボーナスに数えられています。
error-table-no-such-tag = タグ#{ $tag }はありません。
error-tag-own-agent = チームは自分のエージェントに置かれたタグを所有できません。
error-tag-min-price = タグの値段は{ $min }クレジット以上です({ $price }クレジットでは売れません)。
error-tag-owned = { $team }はすでにタグ#{ $tag }を所有しています。
error-tag-sale-not-used = このテーブルではタグを売れません。アンドロイド:ネットランナー版でタグを売るのは{ $min }人以上の場合のみです(このテーブルは{ $players }人)。
error-tag-none-offered = 提示されているタグはありません。
error-tag-no-auction = 競売中のタグはありません。
error-tag-all-bid = すべてのスポンサーが入札またはパスしました。
error-tag-min-bid = 入札は{ $min }クレジット以上です({ $credits }クレジットでは入札できません)。
error-tag-outbid = { $name }は最高入札額の{ $best }クレジットより多く入札するか、パスしてください。
error-sale-offered-to = タグ#{ $tag }が{ $name }に提示されています: 先に提示を受けるか断ってください。
error-sale-auction = タグ#{ $tag }の競売はこのスポンサーのターンの終わりに行います: 先に競売を終えてください。
error-sale-being-sold = タグ#{ $tag }は売却中です。先に売却を終えてください。
error-sale-already-offered = タグ#{ $tag }はすでに提示されています。先にその提示を受けるか断ってください。
error-sale-already-auctioned = タグ#{ $tag }はすでに競売にかけられています。

## マルチプレイヤーのゲームの終わり方 (テーブルヘルパーの勝利、結果の終わり方)

error-napd-victory-corp-agendas = コーポが計画ポイント7点以上で勝利
error-napd-victory-flatlined = コーポの勝利: ランナー全員がフラットライン
error-napd-victory-runner-agendas = ランナーが合計計画ポイント7点以上で勝利
error-napd-victory-corp-decked = ランナーの勝利: コーポのR&Dが空でカードを引けません
error-bso-outcome-win = { $team }の勝利: { $reason }
error-bso-outcome-draw = { $teams }の引き分け
error-bso-team-label = チーム{ $n }({ $sponsor }と{ $agent })
error-bso-team-label-short = チーム{ $n }
error-bso-win-highest = あるチームが11点に達した巡の終了時に、合計が最も高い
error-bso-win-sudden-death = サドンデス: 他のすべてのチームより7点以上多い
error-bso-win-eleven = 計画ポイント11点
error-bso-win-last-team = 他のチームがすべて脱落した
error-bso-leave-sponsor-decked = スポンサーがカードを引けなかった
error-bso-leave-agent-flatlined = エージェントがフラットラインした

## 警告

warning-rematch = 第{ $round }回戦: { $a }と{ $b }は以前に対戦しています。
warning-rematch-times = 第{ $round }回戦: { $a }と{ $b }は以前に{ $n }回対戦しています。
warning-second-bye = 第{ $round }回戦: { $player }は2回目の不戦勝になります。
warning-point-gap = 第{ $round }回戦: { $a }と{ $b }の勝点の差は{ $gap }点です。
warning-unpaired = 第{ $round }回戦: { $player }は対戦が組まれておらず、不戦勝でもありません。
warning-later-rounds = 第{ $round }回戦の結果が変わりました。第{ $later }回戦は変更前の順位でマッチングされています。
warning-fixed-table = 第{ $round }回戦: { $detail }
warning-fixed-split-pair = { $kept }と{ $overridden }はどちらも固定卓が指定されています。2人は{ $overridden }の{ $wanted }番卓ではなく、{ $kept }の{ $table }番卓に着きます。
warning-fixed-table-taken = { $displaced }は固定卓の{ $table }番卓を希望していますが、その卓は{ $kept }が使います。
warning-fixed-table-zero = { $player }の固定卓は0番卓ですが、その卓はありません。
warning-side-imbalance = 第{ $round }回戦: { $player }は一方のサイドを他方より2回多くプレイすることになります。
warning-extra-round = 第{ $round }回戦は予定のスイスラウンド数({ $planned }回戦)を超えています。
warning-structure-changed = 第1回戦のマッチング時に発表した構成(スイス{ $old_rounds }回戦、{ $old_cut })が、スイス{ $rounds }回戦、{ $cut }に変わります。プレイヤーに知らせてください。
warning-cut-size = カットはトップ{ $chosen }です。構成ではトップ{ $suggested }の予定です。
warning-cut-replacement = { $dropped }がカットの開始前に離脱しました: { $entered }が最下位シードで入り、{ $dropped }より下のシードが1つずつ繰り上がります。
warning-elimination-byes-dropped = { $player }がドロップしました: 対戦相手は不戦勝になります(現在: 第{ $games }試合)。
warning-elimination-byes-dropped-none = { $player }がドロップしました: 対戦相手は不戦勝になります(現在: なし)。
warning-elimination-byes-disqualified = { $player }が失格になりました: 対戦相手は不戦勝になります(現在: 第{ $games }試合)。最終順位はなく、下の順位が繰り上がります。
warning-elimination-byes-disqualified-none = { $player }が失格になりました: 対戦相手は不戦勝になります(現在: なし)。最終順位はなく、下の順位が繰り上がります。
warning-drop-undone = { $player }が決勝トーナメントに戻りました。
warning-drop-undone-cleared = { $player }が決勝トーナメントに戻りました。消去した結果: { $cleared }。これらの結果をもう一度入力してください。
warning-cleared-bye = 第{ $game }試合({ $name }の不戦勝)
warning-cleared-draw = 第{ $game }試合({ $name }が引き分けで勝利)
warning-cleared-won = 第{ $game }試合({ $name }の勝利)
warning-cut-on-old-standings = カットの後に第{ $round }回戦の結果が変わりました。カットは変更前の順位で行われています。
warning-mp-pod-above-size-runners = 第{ $round }回戦ポッド{ $pod }: ランナーが{ $size }人で、ポッドの大きさ{ $pod_size }を超えています(その大きさのポッドに分けられませんでした)。
warning-mp-pod-above-size-teams = 第{ $round }回戦ポッド{ $pod }: { $size }チームで、ポッドの大きさ{ $pod_size }を超えています(その大きさのポッドに分けられませんでした)。
warning-mp-pod-of-one-runner = 第{ $round }回戦ポッド{ $pod }: コーポに対してランナーが1人だけです(残りが2人だけでした)。
warning-extra-pod-round = 第{ $round }回戦は、大会のマルチプレイヤー設定で予定した{ $planned }回戦を超えています。
warning-registrations-waiting = スマートフォンからの参加登録は締め切られました。確認待ちだった{ $n }件の登録は第1ラウンドに入っていません: { $names }(今受け付けると遅れて来たプレイヤーとして登録されます)。
warning-missing-deck-lists = この大会はデッキリストを集めていますが、{ $n }人のプレイヤーが両方のリストを提出していません: { $players }。
warning-missing-sides = { $name }({ $sides })
warning-report-waiting = { $by }が{ $target }を報告しました: { $opponent }の報告を待っています。
warning-report-waiting-approval = { $by }が{ $target }を報告しました: { $opponent }の報告と、その後の主催者の承認を待っています。
warning-reports-disagree = { $target }について{ $a }と{ $b }の報告が一致しません: 主催者が決めてください。
warning-report-awaits-organizer = 両プレイヤーが{ $target }を同じ内容で報告しました: 主催者の承認を待っています。
warning-report-confirmed = { $confirmed }が{ $reported }の報告を確認しました: { $target }の結果を入力しました。
warning-dropped-player-paired = 第{ $round }回戦: { $player }はドロップしましたが、このラウンドの対戦にまだ入っています。

## 履歴の項目 (「元に戻す」「やり直す」に表示)

command-edit-settings = 大会設定の編集
command-add-player = プレイヤー「{ $name }」の追加
command-add-players = プレイヤー{ $n }人の追加
command-edit-player = プレイヤー{ $player }の編集
command-drop-player = プレイヤー{ $player }のドロップ
command-rejoin-player = プレイヤー{ $player }の復帰
command-undo-elimination-drop = プレイヤー{ $player }の決勝トーナメントでのドロップの取り消し
command-disqualify-player = プレイヤー{ $player }の失格
command-pair-round = 次のラウンドのマッチング
command-repair-round = 最新のラウンドの再マッチング
command-delete-round = 最新のラウンドの削除
command-add-round = ラウンドの手動追加
command-report-result = 第{ $round }回戦 { $table }番卓の結果入力
command-report-results = 第{ $round }回戦の結果{ $n }件の入力
command-clear-result = 第{ $round }回戦 { $table }番卓の結果の消去
command-adjust-score = 第{ $round }回戦の{ $player }の合計点を{ $delta }点修正（理由：{ $reason }）
command-swap-players = 第{ $round }回戦での{ $a }と{ $b }の入れ替え
command-break-pairing = 第{ $round }回戦 { $table }番卓の解除
command-pair-players = 第{ $round }回戦での{ $a }と{ $b }のマッチング
command-give-bye = 第{ $round }回戦で{ $player }に不戦勝
command-set-draft-seats = { $n }人のドラフト席順の設定
command-cut = { $cut }へのカット
command-delete-cut = カットの取り消し
command-pair-elimination = 決勝トーナメントの次のラウンドのマッチング
command-side-preference = { $player }は{ $side }を希望
command-forget-side-preference = { $player }のサイドの希望の消去
command-override-sides = 第{ $game }試合で{ $player }がコーポ
command-clear-sides = 第{ $game }試合のサイドの消去
command-report-elimination = 決勝トーナメント第{ $game }試合の結果入力
command-clear-elimination = 決勝トーナメント第{ $game }試合の結果の消去
command-clock-start = 時計の開始
command-clock-pause = 時計の一時停止
command-clock-resume = 時計の再開
command-clock-add = ラウンドに{ $s }秒追加
command-clock-extend-table = { $table }番卓を{ $s }秒延長
command-clock-call-time = 時間切れの宣言
command-clock-set-length = ラウンドを{ $minutes }分に設定
command-set-multiplayer-settings = マルチプレイヤー設定の編集
command-register-team = { $sponsor }と{ $agent }のチームの登録
command-replace-team-member = { $team }の選手{ $old }を{ $new }と交代
command-rename-team = { $team }の名前を「{ $name }」に変更
command-pair-pods = 次のラウンドのポッドのマッチング
command-report-pod = 第{ $round }回戦 ポッド{ $pod }の結果入力
command-report-pod-out = { $report }(フラットライン{ $flatlined }人、途中退席・脱落{ $left })
command-unreport-pod = 第{ $round }回戦 ポッド{ $pod }の結果の消去
command-delete-pod-round = 最新のポッドのラウンドの削除
command-set-print-language = 印刷物の言語を{ $language }に設定
command-hide-pairings = 対戦表をプレイヤーに非公開
command-publish-pairings = 第{ $round }回戦の対戦表の公開
command-show-standings = 順位表をプレイヤーに公開
command-hide-standings = 順位表をプレイヤーに非公開
command-reset-player-code = { $player }の個人コードの再発行
command-report-approval-on = 結果報告をすべて主催者の承認待ちにする
command-report-approval-off = 一致した結果報告をすぐに入力する
command-self-report = { $player }が{ $target }を報告
command-add-scorekeeper = スコアキーパー用リンク「{ $name }」の作成
command-revoke-scorekeeper = スコアキーパー用リンク「{ $name }」の無効化
command-open-registration = スマートフォンからの参加登録の開始(新しいリンク)
command-open-registration-at-once = スマートフォンからの参加登録の開始(新しいリンク、登録をすぐに受け付ける)
command-close-registration = スマートフォンからの参加登録の締め切り
command-register-from-phone = { $name }さんのスマートフォンからの参加登録
command-accept-registration = スマートフォンからの登録 #{ $number } の受け付け
command-edit-registration = スマートフォンからの登録 #{ $number } の修正({ $name })
command-refuse-registration = スマートフォンからの登録 #{ $number } の却下
command-scorekeeper = スコアキーパー「{ $name }」: { $change }
command-add-follower = フォロワー用リンク「{ $name }」の作成
command-revoke-follower = フォロワー用リンク「{ $name }」の無効化
command-take-over = { $by }が大会を引き継ぎ（{ $at }）
command-event-moved = 大会の移動：{ $by }が引き継ぎ（{ $at }）
command-feature-table = { $round }の{ $table }番卓を配信卓に設定
command-no-featured-table = { $round }の配信卓の解除
command-register-deck = { $player }の{ $side }のデッキリストの登録
command-register-deck-correction = { $player }の{ $side }のデッキリストの登録(修正)
command-remove-deck = { $player }の{ $side }のデッキリストの削除
command-remove-deck-correction = { $player }の{ $side }のデッキリストの削除(修正)
# (end of section: engine)

## ファイル、読み込み、デッキリスト、テーブルヘルパーの問題
# (section: io)
# io::explain::files の言葉。英語はエラーの英語の文面そのまま (コマンドラインはそれを表示します)。
# カード名は《》で囲み、ID・カード・セット・派閥の名前は NetrunnerDB の表記のまま。

## メッセージ中の一覧

file-list-separator = {"、"}
file-fields-more = { $fields } ほか{ $more }件

## イベントファイル (io::save::FileError)

file-io = { $path } を読み書きできませんでした: { $error }
# オペレーティングシステムのエラー(システム自身の文言を後に添えます)
os-error = { $what }({ $raw })
os-error-not-found = 見つかりません
os-error-permission-denied = アクセスが拒否されました
os-error-already-exists = すでに存在します
os-error-storage-full = ディスクがいっぱいです
os-error-read-only = ディスクが読み取り専用です
os-error-is-a-directory = フォルダーです
os-error-not-a-directory = パスの途中にファイルがあります
os-error-in-use = そのアドレスは別のプログラムが使っています
os-error-address-not-available = そのアドレスはこのコンピューターのものではありません
os-error-timed-out = 時間切れになりました
os-error-invalid-data = データが正しくありません
os-error-too-large = 大きすぎます
os-error-busy = 別のプログラムが使用中です
os-error-other = オペレーティングシステムがエラーを報告しました
os-error-random-source = システムの乱数源が使えないため、個人コードを作れません: { $error }
file-invalid = { $path } は正しいイベントファイルではありません: { $reason }
file-not-an-event-file = { $path } はイベントファイルではありません("format": { $format } の項目がありません)。NRTMの結果ファイルであれば、読み込みを使ってください。
file-too-new = { $path } はファイル形式バージョン{ $found }のイベントファイルで、このアプリが扱えるバージョン({ $version })より新しいものです。開くにはNetrunner TOを更新してください。
file-not-regular = { $path } は{ $what ->
        [named-pipe] 名前付きパイプ(FIFO)
        [socket] ソケット
        [device] デバイス
       *[other] ファイル以外のもの
    }で、通常のファイルではありません。イベントファイルを指定してください。
file-read-only = { $path } は読み取り専用です。書き込めるようにするか、別の名前で保存してください。
file-folder-not-writable = フォルダー { $dir } に書き込めないため、{ $path } を保存できません。
file-locked-server = { $path } は{ $holder }が使用中です。先にそちらを停止してください(--follow 付きで実行すれば大会を表示するだけになります)。何も変更していません。
file-locked-open = { $path } は{ $holder }で開かれています。そちらで変更するか、先にそちらで大会を閉じてください。何も変更していません。
file-locked-busy = { $path } は{ $holder }が変更中で、{ $seconds }秒待っても終わりませんでした。何も変更していません。
file-holder = { $kind ->
        [app] Netrunner TOアプリ(プロセス{ $pid })
        [command] 別の netrunner-to コマンド(プロセス{ $pid })
       *[server] netrunner-to serve(プロセス{ $pid })
    }
file-holder-unknown = 別のプログラム
file-changed = { $path } は読み込んだ後に別のプログラムによって変更されました。上書きしていないので、そのプログラムによる変更は残っています。
file-unknown-fields = { $path } には、このバージョンのNetrunner TOが知らないデータ({ $fields })があります。新しいバージョンで書かれたものと思われます。保存するとそのデータが失われるため、ファイルは変更していません。Netrunner TOを更新してください。
file-json-too-deep = JSONの入れ子が128段を超えています。正しいファイルではありません({ $error })

## 表計算用の書き出し (io::csv::CsvError)

file-csv-no-such-round = 第{ $round }回戦はありません
file-csv-failed = CSVを書き出せませんでした: { $error }

## 印刷物 (io::print::PrintError)

file-print-no-rounds = まだどのラウンドもマッチングしていません
file-print-no-such-round = 第{ $asked }回戦はありません。{ $count ->
        [0] { $pods ->
            [yes] ポッドのラウンドはまだ1つもマッチングしていません
           *[no] まだどのラウンドもマッチングしていません
        }
        [1] この大会にあるのは第1回戦だけです
       *[other] この大会にあるのは第1〜{ $count }回戦です
    }
file-print-no-cut = まだカットをしていません
file-print-no-such-elimination-round = 決勝トーナメント第{ $asked }回戦はありません。トーナメント表にあるのは第1〜{ $rounds }回戦です
file-print-standings-are-swiss = 順位表はスイス式ラウンドの順位です。スイス式のラウンドを指定してください(カットは決勝トーナメント表に印刷されます)
file-print-not-for-multiplayer = 「{ $what }」はスイス式・決勝トーナメントの大会用の印刷物です。この{ $format }の大会で印刷できるのは、{ print-title-pods }、{ print-title-pods-by-name }、{ print-title-pod-slips }、{ print-title-standings }、{ print-title-registration }です
file-print-only-multiplayer = 「{ $what }」はマルチプレイヤー大会(NAPD、The Big Sell-Out)用の印刷物です。この大会はスイス式ラウンドで行うため、{ print-title-pairings }、{ print-title-pairings-by-name }、{ print-title-slips }のいずれかを印刷してください
file-print-no-elimination-in-multiplayer = マルチプレイヤーの大会はポッドのラウンドだけで、決勝トーナメントのラウンドはありません
file-print-pdf = PDFを作成できませんでした: { $error }

## カードデータ (io::cards::CardFileError、engine::cards::CardDataError)

file-cards-io = { $path } を読めません: { $error }
file-cards-parse = { $path } はカードデータではありません: { $reason }
file-cards-invalid = カードデータ { $path } に問題があります: { $problem }
file-cards-save = { $path } を保存できません: { $error }
file-cards-too-large = { $path } は{ $size }バイトあります。カードデータは最大{ $max }バイトです
file-cards-not-repository = { $path } はカードデータのファイルでも、NetrunnerDBのnetrunner-cards-jsonのコピーでもありません(factions.jsonとcardsのあるv2フォルダーがありません)
file-cards-incomplete = { $path } がありません。カードリポジトリのコピーが不完全です
file-cards-archive = { $path } は読めるzipアーカイブではありません: { $reason }
file-cards-download = { $url } をダウンロードできません: { $problem }
file-download-no-connection = インターネットまたはサーバーに接続できません({ $detail })
file-download-timed-out = { $seconds }秒以内に応答がありません
file-download-status = サーバーの応答は{ $code }でした
file-download-interrupted = { $received }バイト受信したところで接続が切れました({ $reason })
file-download-too-large = { $max }バイトを超えています
file-download-cancelled = 中止しました
file-download-other = エラー: { $detail }
file-carddata-wrong-format = カードデータのファイルではありません(形式 { $found }、正しくは "{ $expected }")
file-carddata-newer = カードデータのバージョン{ $version }は、このプログラムが読めるバージョン({ $supported })より新しいものです。Netrunner TOを更新してください
file-carddata-bad-date = { $what }の日付 { $value } が YYYY-MM-DD 形式ではありません
file-carddata-unknown-reference = { $what } が存在しない{ $kind ->
        [card] カード
        [set] セット
        [faction] 派閥
        [card-pool] カードプール
        [restriction-list] 制限リスト
        [format] フォーマット
       *[other] { $kind }
    } { $id } を参照しています
file-carddata-duplicate = { $kind ->
        [card] カード
        [set] セット
        [faction] 派閥
        [card-pool] カードプール
        [restriction-list] 制限リスト
        [format] フォーマット
       *[other] { $kind }
    } { $id } が2回定義されています
file-carddata-the-data = カードデータ
file-carddata-set = セット { $name }
file-carddata-snapshot = スナップショット { $id }

## NRTM、Cobra、Aesop's Tables の結果ファイル (io::nrtm::NrtmError)

nrtm-too-large = ファイルが{ $size }バイトあります。読み込めるのは最大{ $max }バイトです
nrtm-json = 正しいJSONではありません: { $reason }
nrtm-invalid = 結果ファイルの { $place } に問題があります: { $reason }
nrtm-engine = 結果ファイルの { $place } を取り込めません: { $reason }
nrtm-game-table = 第{ $round }回戦の{ $table }番卓
nrtm-game-untabled = 第{ $round }回戦の{ $game }番目の対戦 (卓番号なし)
nrtm-player = プレイヤー{ $name } (players[{ $index }]、ID { $id })
nrtm-note-no-name = ファイルにイベント名がないため「Imported event」と名付けました
nrtm-note-name-cleaned = イベント名を短くするか整えて「{ $name }」にしました
nrtm-note-date-text = 日付「{ $date }」は YYYY-MM-DD の形ではないため、文字のまま保持しました
nrtm-note-cut-size = トップ{ $n }のカットには対応していません。数はエクスポートのために保持しました
nrtm-note-empty-round = 第{ $round }回戦には対戦がないため、飛ばしました
nrtm-note-table-twice = { $place }: このラウンドで{ $table }番卓が2回使われているため、この対戦に新しい番号を付けました
nrtm-note-bye-worth = { $place }: ファイルではバイが{ $file }点ですが、バイは{ $bye }点です。{ $player }に{ $delta }点の得点の修正を付けて取り込みました
nrtm-note-draw-scores = { $place }: combinedScore が{ $p1 }–{ $p2 }の合意の引き分けです。3–3の引き分けとして取り込みました
nrtm-note-double-loss = { $place }: 0–0で、第{ $next }回戦が続きます。両者の敗北 (ラウンドは消化、得点なし) として取り込みました
nrtm-note-round-totals = { $place }: ラウンドの合計{ $totals }はゲームの結果から出る値ではありません。{ $p1 }–{ $p2 }に得点の修正 ({ $adjusted }) を付けて取り込みました
nrtm-note-totals = { $p1 }–{ $p2 }
nrtm-note-totals-against = { $p1 }対{ $p2 }
nrtm-note-adjusted = { $player } { $delta }点
nrtm-note-late = { $player }は第{ $round }回戦から対戦しています。遅れて登録し、それより前の各ラウンドは未対戦の敗北としました
nrtm-note-missed = { $player }は{ $missed }に対戦していません。第{ $after }回戦の後にドロップし、第{ $back }回戦の前に復帰したものとし、欠けた各ラウンドは未対戦の敗北としました
nrtm-note-missed-round = 第{ $round }回戦
nrtm-note-missed-rounds = 第{ $from }–{ $to }回戦
nrtm-note-cut-numbers-seed = カットの winner_id と loser_id はプレイヤーIDではありません。どれもプレイヤーのカットのシードに{ $offset }を足した数です
nrtm-note-cut-numbers-matched = カットの winner_id と loser_id はプレイヤーIDではありません。各番号を、それが現れるすべての対戦にいる1人のプレイヤーに対応させました
nrtm-note-cut-seeds = ファイルにカットのシードがないため、決勝トーナメントの最初の回戦とスイスの順位から決めました
nrtm-note-cut-bracket = 決勝トーナメントの対戦は{ $kind }の{ $size }のとおりです
nrtm-note-cut-renumbered = { $place }: この2人はブラケットのゲーム{ $number }で対戦するため、その番号にしました
nrtm-note-cut-kept = カットをブラケットとして組み立てられないため、決勝トーナメントの回戦と eliminationPlayers はファイルのまま保持します (エクスポートもそのまま): { $reason }
nrtm-cut-size = トップ{ $n }のカットには対応していません
nrtm-cut-too-many-players = 決勝トーナメントの回戦に{ $count }人のプレイヤーがいますが、カットは{ $size }です
nrtm-cut-places-without-games = eliminationPlayers に順位がありますが、それを決める決勝トーナメントの対戦がありません
nrtm-cut-too-many-games = 決勝トーナメントの対戦が{ $games }ありますが、{ $kind }の{ $size }のブラケットには{ $table }しかありません
nrtm-cut-seeds-unknown = { $size }のシードが eliminationPlayers からも決勝トーナメントの最初の回戦からもわかりません
nrtm-cut-no-bracket = { $size }のブラケットがありません
nrtm-cut-not-a-game = { $place }: { $p1 }対{ $p2 }は、それまでの対戦の後の{ $kind }の{ $size }のブラケットの対戦ではありません
nrtm-cut-nobody = (なし)
nrtm-difference = { $player }: { $field ->
        [match-points] matchPoints
        [sos] strengthOfSchedule
        [esos] extendedStrengthOfSchedule
       *[rank] rank
    } がファイルでは{ $file }、再計算では{ $ours }です
nrtm-difference-cut = eliminationPlayers[{ $index }] { $name } (ID { $id }): ファイルでは{ $file }位、ブラケットでは{ $ours }です
nrtm-difference-place = { $n }位
nrtm-difference-undecided = 未決定
nrtm-summary-match = 公開された順位表は再計算したものと一致します
nrtm-summary = 公開された順位表と再計算した順位表 ({ $players }人): { $parts }
nrtm-summary-same = { $field ->
        [points] 勝点
        [sos] SoS
        [esos] ESoS
       *[ranks] 順位
    }は一致
nrtm-summary-differ = { $field ->
        [points] 勝点
        [sos] SoS
        [esos] ESoS
       *[ranks] 順位
    }が{ $n }人で異なる
nrtm-summary-explained = SoSが{ $sos }人、ESoSが{ $esos }人で異なりますが、{ $formula }で公開された値がすべて得られます
nrtm-summary-ranks-following = 順位が{ $n }人で異なり、その値に従っています
nrtm-summary-cut-places = カットの順位が{ $n }人で異なる
nrtm-formula-bye-in-divisor = 2023年から2024年5月までの Aesop's Tables の計算 (バイを0点の対戦相手として割る数に含める)
nrtm-formula-own-average = 2024年5月の Aesop's Tables の計算 (コーポでプレイした各ゲームに自分の1ゲームあたりの点を数える)
nrtm-formula-byes-left-out = 2024年5月以降の Aesop's Tables の計算 (対戦相手の点をバイ込みで、バイを除いたゲーム数で割る)

## プレイヤーリスト (io::player_import): 読めない理由、各行の問題、ファイルについての注意

import-problem-too-large = ファイルが{ $size }バイトあります。プレイヤーリストは最大{ $max }バイトです
import-problem-json = これはJSONファイルで、プレイヤーリスト(CSVまたはTSV)ではありません。NRTM、Cobra、Aesop's Tablesの結果ファイルは `netrunner-to import` か、アプリの「ファイル > 開く」で読み込んでください
import-problem-empty-name = 名前が空です
import-problem-duplicate = 名前の重複: { $line }行目に同じ名前があります
import-problem-already-registered = 「{ $name }」として登録済みです
import-problem-unknown-identity = 不明な{ $side }ID「{ $text }」(入力のまま残します)
import-problem-unknown-identity-suggest = 不明な{ $side }ID「{ $text }」(入力のまま残します。「{ $title }」のことですか?)
import-problem-identity-completed = { $side }ID「{ $text }」を「{ $title }」に補完しました
import-problem-too-many-columns = 列が多すぎます: { $expected }列のところ{ $found }列あります(カンマを含む名前が引用符で囲まれていないのかもしれません)
import-problem-too-few-columns = 列が足りません: { $expected }列のところ{ $found }列です。足りない項目は空になります
import-problem-field = { $field ->
        [name] 名前
        [corp] コーポID
        [runner] ランナーID
        [pronouns] 代名詞
        [reading] ふりがな
       *[no-video] 撮影不可
    }
import-problem-control-characters = { $field }に制御文字が含まれています
import-problem-invisible-characters = { $field }に見えない書式文字(ソフトハイフン、幅ゼロや文字方向の文字)が含まれています
import-problem-too-long = { $field }が{ $max }文字を超えています
import-problem-malformed-quoting = 引用符が正しくありません: { $detail }
import-problem-quote-never-closed = { $line }行目で始まる引用符が閉じられていません
import-problem-text-after-quote = { $line }行目の閉じ引用符の後に文字があります: 「{ $text }」
import-problem-event-full = 大会の参加者が{ $max }人を超えてしまいます
import-problem-no-video-unclear = 撮影不可の列の「{ $text }」は yes とも no とも読めないため、撮影不可として扱います
import-problem-note-windows-1252 = ファイルがUTF-8ではないため、Windows-1252として読みました(アクセント付きの名前を確認してください)
import-problem-note-ignored-columns = 見出しの{ $columns }列目は名前、コーポ、ランナー、代名詞、撮影不可のどれでもないため、無視します
import-problem-note-no-players = ファイルにプレイヤーがいません
# ファイルの読み方 (読み込みウィンドウの「…として読み込み」)。
import-problem-summary = { $encoding ->
        [utf8] UTF-8
        [utf8-bom] UTF-8(BOM付き)
        [utf16] UTF-16
       *[windows-1252] Windows-1252
    }、{ $delimiter ->
        [tab] タブ
        [semicolon] セミコロン
       *[comma] カンマ
    }区切り、{ $header ->
        [yes] 見出しあり
       *[no] 見出しなし
    }。列: { $columns }
import-problem-column-ignored = (無視)

## デッキリスト: 読み取り (io::decklist)、提出 (io::decks)、デッキ構築のチェック (engine::cards)

deckcheck-card = 《{ $card }》
deckcheck-or = {"、"}
deckcheck-identity-none = IDなし
deckcheck-not-text = テキストファイルではありません(デッキリストは1行に1枚ずつカードを書いたテキストです)
deckcheck-too-large = デッキリストとしては長すぎます: { $size }バイト(最大{ $max }バイト)
deckcheck-empty = カードが見つかりません。デッキリストのファイルですか?
deckcheck-lines = { $n }行を読めませんでした: { $problems }{ $more ->
        [0] {""}
       *[other] {" / "}ほか{ $more }行
    }
deckcheck-lines-separator = {" / "}
deckcheck-line-unknown = { $line }行目: 「{ $text }」という名前のカードはありません
deckcheck-line-unknown-suggest = { $line }行目: 「{ $text }」という名前のカードはありません。{ $titles }のことですか?
deckcheck-line-ambiguous = { $line }行目: 「{ $text }」に当てはまるカードが複数あります({ $titles })。かっこでセット名を付けるか、正式なカード名を書いてください
deckcheck-line-bad-count = { $line }行目: 「{ $text }」: { $copies }枚は書けません。1行に書ける枚数は1〜{ $max }枚です
deckcheck-unknown-player = プレイヤー{ $player }はいません
deckcheck-not-collected = この大会ではデッキリストを集めていません
deckcheck-locked = 大会が始まったため、デッキリストはロックされています。{ $player }の{ $side }リストを変更できるのは、リーダーによる修正だけです
deckcheck-wrong-side = { $identity }は{ $found }のIDです。このリストは{ $asked }ではなく{ $found }のリストです
deckcheck-no-side = リストにIDがありません。コーポとランナーのどちらのリストか指定してください
deckcheck-unknown-format = 不明なフォーマット「{ $name }」です。カードデータにあるのは: { $known }
deckcheck-unknown-snapshot = { $format }にスナップショット「{ $id }」はありません
deckcheck-nothing-in-force = { $date }の時点で有効な{ $format }のカードプールはありません(最初のものは{ $first }から)
deckcheck-no-identity = リストに{ $side }IDがありません
deckcheck-identity-wrong-side = { $identity }は{ $side }のIDではありません
deckcheck-several-identities = IDが複数あります。ほかに: { $extra }
deckcheck-wrong-side-card = 《{ $card }》は{ $side }のカードではありません
deckcheck-unknown-card = 《{ $card }》はカードデータにありません
deckcheck-too-few-cards = { $cards }枚です。{ $identity }には最低{ $minimum }枚必要です(あと{ $missing }枚)
deckcheck-too-many-copies = 《{ $card }》が{ $copies }枚あります。上限は{ $limit }枚です
deckcheck-too-many-copies-with = 《{ $card }》が{ $copies }枚あります。{ $identity }では上限{ $limit }枚です
deckcheck-cost = 《{ $card }》{ $n }
deckcheck-influence = 影響値の合計は{ $spent }で、上限は{ $limit }です{ $penalty ->
        [0] {""}
       *[other] ({ $printed }からグローバルペナルティ{ $penalty }を引いた値)
    }{ $universal ->
        [0] {""}
       *[other] 。うち{ $universal }はユニバーサル派閥コストです
    }{ $listed ->
        [0] {""}
       *[other] {" — "}{ $costs }
    }
deckcheck-out-of-faction-agenda = 《{ $card }》は{ $faction }の計画書です(派閥外)
deckcheck-faction-agendas = { $faction }の計画書が{ $n }種類あります。Ampèreで使えるのは{ $max }種類までです: { $agendas }
deckcheck-forbidden-faction = 《{ $card }》は{ $faction }のカードで、{ $identity }では使えません
deckcheck-agenda-points = 計画ポイントが{ $points }です。{ $cards }枚のデッキでは{ $low }か{ $high }にしてください
deckcheck-not-in-pool = 《{ $card }》はカードプール({ $pool })にありません
deckcheck-not-in-pool-printed = 《{ $card }》はカードプール({ $pool })にありません。収録: { $sets }
deckcheck-banned = 《{ $card }》は禁止カードです({ $list })
deckcheck-banned-subtype = 《{ $card }》は禁止カードです({ $list }ではすべての{ $subtype }が禁止)
deckcheck-too-many-restricted = 制限カードが{ $n }種類あります。入れられるのは{ $max }種類までです({ $list }): { $cards }
deckcheck-points = ポイントの合計は{ $points }で、上限は{ $limit }です({ $list }): { $cards }
deckcheck-three-point-agendas = 3点以上のアジェンダが{ $count }枚あります。入れられるのは{ $limit }枚までです({ $list }): { $cards }
# (end of section: io)
