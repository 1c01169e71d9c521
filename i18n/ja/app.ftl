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
error-words-seed = シード{ $n }
error-words-winner-of = 第{ $n }試合の勝者
error-words-loser-of = 第{ $n }試合の敗者
error-words-winner-ranked = 決勝トーナメント第{ $round }回戦の勝者のうちシード順{ $rank }位
error-words-game = 第{ $game }試合
error-words-game-to = 第{ $game }試合({ $name }の不戦勝)
error-words-pairing-pods = ポッドのマッチング
error-format-napd = NAPDマルチプレイヤー
error-format-big-sell-out = The Big Sell-Out
error-format-standard = スタンダード
error-format-single-sided = シングルサイドのスイス式
error-format-full-draft = フルドラフト
error-format-half-draft = ハーフドラフト
error-format-name-napd = NAPDマルチプレイヤー
error-format-name-big-sell-out = The Big Sell-Out
error-format-name-standard = スタンダード
error-format-name-single-sided = シングルサイド
error-format-name-full-draft = フルドラフト
error-format-name-half-draft = ハーフドラフト
error-status-active = 参加中
error-status-dropped = ドロップ済み
error-status-disqualified = 失格

## 拒否: プレイヤーと名前

error-unknown-player = プレイヤー{ $player }は登録されていません。
error-unknown-player-name = 「{ $name }」という名前のプレイヤーはいません。
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
error-field-player-id = プレイヤー番号
error-field-deck-list = デッキリスト
error-field-deck-name = デッキ名
error-field-identity = ID
error-field-cut = カット
error-field-scorekeeper-name = スコアキーパー名
error-field-multiplayer-settings = マルチプレイヤー設定
error-field-team-name = チーム名
error-field-sponsor = スポンサー
error-field-agent = エージェント
error-field-language = 言語
error-field-date = 日付
error-reason-empty = 空欄です
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
error-result-split = インテンショナルスプリットには2ゲームが必要ですが、このラウンドは1ゲームです
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
error-result-runners-would-win-note = ランナーの計画ポイントは合計{ $total }点です({ $uncounted }は数えません: フラットラインしたランナーの計画書は破棄されます)。ランナーは{ $win }点で勝利します(終わり方はランナーの計画ポイントにしてください)
error-result-uncounted = { $name }の{ $points }点
error-result-corp-win-short = コーポの計画ポイントによる勝利には{ $win }点以上が必要ですが、コーポは{ $corp }点です
error-result-runners-both = ランナーの計画ポイントは合計{ $total }点です: どちらかが{ $win }点に達した時点でゲームは終わるため、両方が達することはありません
error-result-runners-both-note = ランナーの計画ポイントは合計{ $total }点です({ $uncounted }は数えません: フラットラインしたランナーの計画書は破棄されます): どちらかが{ $win }点に達した時点でゲームは終わるため、両方が達することはありません
error-result-flatline-alive = フラットラインによる勝利にはランナー全員のフラットラインが必要です。フラットラインしていないランナー: { $names }
error-result-all-flatlined-not-runners = ランナー全員がフラットラインしました: 勝つのはランナーではなくコーポです
error-result-runner-win-short = ランナーの計画ポイントによる勝利には合計{ $win }点以上が必要ですが、ランナーは{ $total }点です
error-result-runner-win-short-note = ランナーの計画ポイントによる勝利には合計{ $win }点以上が必要ですが、ランナーは{ $total }点です({ $uncounted }は数えません: フラットラインしたランナーの計画書は破棄されます)
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
error-runner-identity-missing = NAPDのプレイヤーは全員ランナーIDを登録します(同じポッドのランナー同士は同じIDを使えません)。未登録: { $names }。
error-not-on-team = The Big Sell-Outはチーム単位で組みます。チームに入っていないプレイヤー: { $names }(チームとして登録するか、ドロップさせてください)。
error-identity-clash = 同じIDのランナー2人が同じポッドに入らないようにポッドを組むことができません: { $clashes }が同じポッドになります。ランナーIDかポッドの人数を変更してください。
error-identity-clash-pair = { $a }と{ $b }(どちらも{ $identity })
error-mp-rounds = ラウンド数: { $rounds }は1から{ $max }の範囲外です
error-mp-napd-pod-size = ポッドの人数: 1ポッドあたりランナー{ $n }人。NAPDのポッドのランナーは2人から4人です
error-mp-bso-pod-size = ポッドの人数: 1ポッドあたり{ $n }チーム。The Big Sell-Outのポッドは2チームか3チームです
error-mp-scoring = 勝点: 1ゲームあたり100点までです
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
error-report-multiplayer = ポッドの結果は主催者が入力します。
error-report-scorekeeper-revoked = スコアキーパー用リンク「{ $name }」は無効にされたか、存在しません。
error-report-not-for-scorekeepers = スコアキーパーが入力できるのは現在のラウンドの結果だけです。「{ $what }」はできません。

## 読み込んだ大会ファイルの問題

error-file-too-many-players = プレイヤーが{ $count }人います。1つの大会は{ $max }人までです。
error-file-too-many-swiss-rounds = スイスラウンドが{ $count }回戦あります。1つの大会は{ $max }回戦までです。
error-file-too-many-pod-rounds = ポッドのラウンドが{ $count }回戦あります。1つの大会は{ $max }回戦までです。
error-file-too-many-scorekeepers = スコアキーパー用リンクが{ $count }個あります。1つの大会は{ $max }個までです。
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
error-flatlined-out = 計画書は破棄され、ゲームから脱落しています
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
error-ending-napd-corp-agendas = コーポが計画ポイント7点以上を獲得
error-ending-napd-runners-flatlined = ランナー全員がフラットライン
error-ending-napd-runner-agendas = ランナーが合計で計画ポイント7点以上を獲得
error-ending-napd-corp-decked = コーポのR&D切れ
error-ending-napd-time = 時間切れ
error-ending-bso-agendas = 計画ポイント11点以上
error-ending-bso-sudden-death = サドンデス(7点差)
error-ending-bso-last-team = 他のチームがすべて脱落
error-ending-bso-time = 時間切れ

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
warning-extra-pod-round = 第{ $round }回戦は、大会のマルチプレイヤー設定で予定した{ $planned }回戦を超えています。
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
command-rename-team = { $team }の名前を「{ $name }」に変更
command-pair-pods = 次のラウンドのポッドのマッチング
command-report-pod = 第{ $round }回戦 ポッド{ $pod }の結果入力
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
command-scorekeeper = スコアキーパー「{ $name }」: { $change }
command-feature-table = { $round }の{ $table }番卓を配信卓に設定
command-no-featured-table = { $round }の配信卓の解除
command-register-deck = { $player }の{ $side }のデッキリストの登録
command-register-deck-correction = { $player }の{ $side }のデッキリストの登録(修正)
command-remove-deck = { $player }の{ $side }のデッキリストの削除
command-remove-deck-correction = { $player }の{ $side }のデッキリストの削除(修正)
# (end of section: engine)

## ファイル、読み込み、デッキリスト、テーブルヘルパーの問題
# (section: io)
# (end of section: io)
