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
settings-format-standard = 構築: 両サイドのスイス式(v3.2)
settings-format-single-sided = 構築: 片サイドのスイス式
settings-format-full-draft = フルドラフト
settings-format-half-draft = ハーフドラフト
settings-format-napd = NAPDマルチプレイヤー
settings-format-bso-classic = The Big Sell-Out(クラシック版)
settings-format-bso = The Big Sell-Out
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
settings-plan = スイス式{ $rounds }ラウンド、{ $cut ->
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
    }: スイス式{ $rounds }ラウンド、{ $cut ->
        [0] カットなし
       *[other] トップ{ $cut }にカット
    }
players-stage-cut-made = · スイス式は{ $rounds }ラウンドで終了し、カット済み
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
players-add = 追加
players-keys-hint = Enter: 追加して名前欄に戻る · Tab: 次の欄へ · 上下キーとEnter(またはクリック): IDを選択。リストにないIDは入力どおり保存され、印が付きます
players-late-registration = { $n ->
        [1] 途中参加: 今追加したプレイヤーは、マッチング済みの第1回戦が未対戦の敗北になります。
       *[other] 途中参加: 今追加したプレイヤーは、マッチング済みの{ $n }ラウンドそれぞれが未対戦の敗北になります。
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
