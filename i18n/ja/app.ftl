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
## カットと決勝トーナメント画面

bracket-heading = カットと決勝
bracket-cut-intro = スイス式ラウンドのあと、上位のプレイヤーがスイス式の順位をシードとして、ダブルエリミネーションの決勝トーナメントを行います。
bracket-no-swiss-round = スイス式ラウンドはまだ行われていません。
bracket-swiss-incomplete = { $why }
bracket-swiss-stage = スイス式ラウンド
bracket-enter-results-first = カットの前に、最後のラウンドの結果をすべて入力してください。
bracket-swiss-complete = 完了: { $n }ラウンド実施、全結果入力済み。
bracket-event-plans = 大会の予定: { $plan }。
bracket-only-rounds-played = 予定の{ $planned }ラウンドのうち、{ $n }ラウンドしか行われていません。
bracket-plan = スイス式{ $rounds }ラウンド、{ $cut }
bracket-cut-none = カットなし
bracket-cut-top = トップ{ $n }
bracket-structure-basic = ベーシック
bracket-structure-advanced = アドバンスド
bracket-structure-custom = カスタム
bracket-plan-suggested = { $plan }({ $table }の表で{ $players }人の場合。第1回戦のマッチング時に確定)
bracket-plan-fixed = { $plan }(第1回戦のマッチング時に{ $fixed }人で確定)
bracket-plan-fixed-otherwise = { $plan }(第1回戦のマッチング時に{ $fixed }人で確定。現在の登録者{ $players }人では、{ $table }の表は{ $suggested })
bracket-cut-size = カットの人数
bracket-top = トップ{ $n }
bracket-top-suggested = トップ{ $n }(推奨)
bracket-only-candidates = シードにできるドロップしていないプレイヤーは{ $n }人だけです。
bracket-double-elimination = ダブルエリミネーション
bracket-single-elimination = シングルエリミネーション
bracket-single-elimination-note = シングルエリミネーションは規定の形式ではありません: 1敗で敗退し、毎回戦シードを付け直します。トップ3も選べます。
bracket-double-elimination-note = ダブルエリミネーション(規定): 2敗で敗退します。敗者側の勝者は再決勝に持ち込めます。
bracket-make-cut = カットする
bracket-make-cut-blocked = スイス式ラウンドが完了していません。
bracket-make-cut-too-few = このカットにはプレイヤーが足りません。
bracket-kind-double = ダブルエリミネーション
bracket-kind-single = シングルエリミネーション
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
bracket-reason-higher-seed-choice = 上位シードの選択
bracket-reason-least-played = プレイ回数の少ないサイド
bracket-reason-larger-difference = 差の大きい方(両者とも同じサイドのプレイ回数が少ない)
bracket-reason-coin-flip = コイントス(サイドの回数が同じ)
bracket-reason-second-final-switch = 再決勝: 最初の決勝と入れ替え
bracket-reason-organizer-override = 主催者による変更
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
clock-elimination-round = 決勝トーナメント第{ $n }回戦
clock-final = 決勝
clock-heading = 時計
clock-heading-swiss = 時計 — スイス式 第{ $n }回戦
clock-heading-cut = 時計 — { $round }
clock-phase-not-started = 未開始
clock-phase-running = 進行中
clock-phase-paused = 一時停止中
clock-phase-time-called = 時間切れ
clock-none-cut = 時計は決勝トーナメントの回戦ごとに始まります。「カットと決勝」画面で次の回戦のマッチングをしてください。
clock-none-swiss = ラウンドの時計はまだありません。先に「ラウンド」画面でラウンドのマッチングをしてください。
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
chart-ending-napd-corp-agendas = コーポが計画ポイント7点以上を獲得
chart-ending-napd-runners-flatlined = ランナー全員がフラットライン
chart-ending-napd-runner-agendas = ランナーが合計で計画ポイント7点以上を獲得
chart-ending-napd-corp-decked = コーポのR&D切れ
chart-ending-time = 時間切れ
chart-ending-bso-agendas = 計画ポイント11点以上
chart-ending-bso-sudden-death = サドンデス(7点差)
chart-ending-bso-last-team-standing = ほかのチームがすべて脱落
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
# (end of section: multiplayer)

## ルールによる拒否と警告、履歴の項目
# (section: engine)
# (end of section: engine)

## ファイル、読み込み、デッキリスト、テーブルヘルパーの問題
# (section: io)
# (end of section: io)
