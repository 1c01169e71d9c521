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
