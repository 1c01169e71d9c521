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
# io::explain::files の言葉。英語はエラーの英語の文面そのまま (コマンドラインはそれを表示します)。
# カード名は《》で囲み、ID・カード・セット・派閥の名前は NetrunnerDB の表記のまま。

## メッセージ中の一覧

file-list-separator = {"、"}
file-fields-more = { $fields } ほか{ $more }件

## イベントファイル (io::save::FileError)

file-io = { $path } を読み書きできませんでした: { $error }
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
file-print-not-for-multiplayer = 「{ $what }」はスイス式・決勝トーナメントの大会用の印刷物です。この{ $format ->
        [bso] The Big Sell-Out
        [napd] NAPDマルチプレイヤー
       *[other] { $name }
    }の大会で印刷できるのは、{ print-title-pods }、{ print-title-pods-by-name }、{ print-title-pod-slips }、{ print-title-standings }、{ print-title-registration }です
file-print-only-multiplayer = 「{ $what }」はマルチプレイヤー大会(NAPD、The Big Sell-Out)用の印刷物です。この大会はスイス式ラウンドで行うため、{ print-title-pairings }、{ print-title-pairings-by-name }、{ print-title-slips }のいずれかを印刷してください
file-print-no-elimination-in-multiplayer = マルチプレイヤーの大会はポッドのラウンドだけで、決勝トーナメントのラウンドはありません
file-print-pdf = PDFを作成できませんでした: { $error }

## カードデータ (io::cards::CardFileError、engine::cards::CardDataError)

file-cards-io = { $path } を読めません: { $error }
file-cards-parse = { $path } はカードデータではありません: { $reason }
file-cards-invalid = カードデータ { $path } に問題があります: { $problem }
file-cards-save = { $path } を保存できません: { $error }
file-cards-too-large = { $path } は{ $size }バイトあります。カードデータは最大{ $max }バイトです
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
       *[no-video] 撮影不可
    }
import-problem-control-characters = { $field }に制御文字が含まれています
import-problem-too-long = { $field }が{ $max }文字を超えています
import-problem-malformed-quoting = 引用符が正しくありません: { $detail }
import-problem-quote-never-closed = { $line }行目で始まる引用符が閉じられていません
import-problem-text-after-quote = { $line }行目の閉じ引用符の後に文字があります: 「{ $text }」
import-problem-event-full = 大会の参加者が{ $max }人を超えてしまいます
import-problem-no-video-unclear = 撮影不可の列の「{ $text }」は yes とも no とも読めないため、撮影不可として扱います
# エンジンの名前の規則 (engine::names)。行の問題として。
import-problem-name-empty = 名前を空にはできません
import-problem-name-control = 名前に制御文字は使えません
import-problem-name-joiner = 名前に見えない書式文字は使えません(結合子は2つの文字の間でだけ使えます)
import-problem-name-format = 名前に見えない書式文字(ゼロ幅スペース、書字方向の制御文字など)は使えません
import-problem-name-blank = 名前に何も表示されない空白文字は使えません
import-problem-name-lone-accent = 名前をアクセント記号だけで始めることはできません
import-problem-name-accents = 1文字に付けられるアクセント記号は4個までです
import-problem-name-invisible = 名前には目に見える文字が1文字以上必要です
import-problem-name-number = 名前を「#」と数字だけにはできません(#3 はプレイヤー番号3の意味になります)
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
# (end of section: io)
