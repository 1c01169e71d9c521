# Netrunner TO — English messages (the reference language and the fallback).
#
# Each message id says what the text is for: `print-…` are words of the printouts.
# Arguments: $n, $count: numbers (plural rules); other $names: text.
# A language file may leave a message out: English is used for it (and `cargo test` lists it).

## Dates (the event's date in page footers). $month and $day are numbers, $year text.

date = { $day } { $month ->
        [1] January
        [2] February
        [3] March
        [4] April
        [5] May
        [6] June
        [7] July
        [8] August
        [9] September
        [10] October
        [11] November
       *[12] December
    } { $year }

## Words of the game

side-corp = Corp
side-runner = Runner

# Where a player of an elimination game comes from, before it is known.
source-seed = Seed { $n }
source-winner = Winner of game { $n }
source-loser = Loser of game { $n }
source-winner-ranked = Round { $round } winner ranked { $rank } by seed

## Printouts: titles (the page header says "event — title — round")

print-title-pairings = Pairings
print-title-pairings-by-name = Pairings by name
print-title-slips = Match slips
print-title-standings = Standings
print-title-bracket = Elimination bracket
print-title-registration = Registration
print-title-pods = Pods
print-title-pods-by-name = Pods by name
print-title-pod-slips = Result slips
print-title-statistics = Statistics
print-title-deck-lists = Deck lists
print-title-deck-registration = Deck list registration

## Printouts: rounds

print-round = Round { $n }
print-elimination-round = Elimination round { $n }
print-final = Final (elimination round { $n })
print-second-final = Second final (elimination round { $n })

## Printouts: every page

# Footer, right.
print-page = Page { $page } of { $pages }

## Printouts: pairings and match slips

print-col-table = Table
print-col-game = Game
print-col-player-1 = Player 1
print-col-player-2 = Player 2
print-col-player = Player
print-col-opponent = Opponent
print-col-side = Side
# Points before the round (a narrow column).
print-col-points-short = Pts
print-bye = BYE
# A side column of an elimination game decided as a bye.
print-side-bye = bye
print-entrant-seed = { $name } (seed { $seed })
print-unpaired-loss = Unpaired loss (0 points): { $names }
print-not-paired-yet = Not paired yet: { $names }
print-games-undecided = Sides are not decided yet for { $n ->
        [one] game
       *[other] games
    } { $games }: they are decided when the round is paired.
print-players-not-known = Games whose players are not known yet name where the players come from.
print-walkover-note = A bye: the opponent dropped, the player advances without playing.
print-no-tables = No tables in this round.
print-no-slips = No slips: no table in this round has two players to play.
print-slip-table = Table { $n }
print-slip-game = Game { $n }
print-slip-corp = Corp:
print-slip-runner = Runner:
print-slip-corp-won = Corp won
print-slip-runner-won = Runner won
print-slip-timed-win = Timed win
print-slip-draw = Draw
print-slip-agenda-points-corp = If time was called, agenda points: Corp
print-slip-agenda-points-runner = Runner
print-slip-drop = Drop
print-slip-initials = Initials
print-slip-hint-sides = Sides are not decided yet: write who plays the Corp and who plays the Runner.
print-slip-hint-elimination = Tick the winner; also tick "Timed win" if time was called. A draw goes to the higher seed.
print-slip-hint-swiss = Tick who won each game; also tick "Timed win" when time was called. Both players initial.

## Printouts: registration sheet

# Under the registration sheet before round 1 (it lists identities the players' printouts do not show yet).
print-registration-note = Organizer's copy: players see identities once round 1 is paired; keep this sheet off the wall until then.

## Printouts: standings

print-standings-before = Before round 1
print-standings-after = After round { $n }
print-standings-during = During round { $n } (provisional)
print-provisional-tables = Provisional: { $n } { $n ->
        [one] table of this round has
       *[other] tables of this round have
    } no result yet.
print-provisional-pods = Provisional: { $n } { $n ->
        [one] pod of this round has
       *[other] pods of this round have
    } no result yet.
print-top-cut-final-places = Top { $n }: final places
print-top-cut-places-so-far = Top { $n }: places so far
print-places-open-note = The places still open are decided by the elimination games to come.
print-swiss-standings = Swiss standings
print-col-rank = Rank
print-col-points = Points
print-col-sos = SoS
print-col-esos = ESoS
print-dropped-name = { $name } (dropped)
print-no-players = No players registered yet.
print-standings-note-sos = SoS: strength of schedule; ESoS: extended strength of schedule.
print-standings-note-dropped = Dropped players, marked “(dropped)” or † where the name is long, stay in the standings.
print-standings-note-bracket = The bracket printout shows every elimination game.

## Printouts: the cut

print-col-place = Place
print-col-seed = Seed
# A place in the cut: 1st, 2nd, 3rd, 4th…
print-place = { NUMBER($n, type: "ordinal") ->
        [one] { $n }st
        [two] { $n }nd
        [few] { $n }rd
       *[other] { $n }th
    }
# Disqualified during the cut (no place).
print-dq = DQ
print-disqualified-no-place = { $name } (disqualified, no place)
print-section-upper = Upper
print-section-lower = Lower
print-section-final = Final
print-section-second-final = 2nd final
print-bracket-double = Top { $n }, double elimination
print-bracket-single = Top { $n }, single elimination
print-final-places = Final places
print-places-so-far = Places so far
print-games = Games
print-seeds = Seeds
print-col-round = Round
print-col-section = Section
print-col-player-1-seed = Player 1 (seed)
print-col-player-2-seed = Player 2 (seed)
print-col-winner = Winner
print-col-swiss-points = Swiss points
print-col-note = Note
print-tag-dropped = { $name } [dropped]
print-tag-disqualified = { $name } [disqualified]
print-winner-draw = { $name } (draw)
print-winner-bye = { $name } (bye)
print-game-not-needed = not needed
print-game-playing = playing
print-prefers-side = prefers { $side }
print-note-dropped = dropped

## Printouts: registration sheet (more)

print-player-count = { $n ->
        [one] { $n } player
       *[other] { $n } players
    }
print-col-pronouns = Pronouns
print-col-corp-identity = Corp identity
print-col-runner-identity = Runner identity
print-col-present = Present

## Printouts: multiplayer (NAPD, The Big Sell-Out)

print-pods-intro-napd = NAPD multiplayer. Seats are listed clockwise; play passes clockwise in this order.
print-pods-intro-bso = The Big Sell-Out, Android: Netrunner edition. Seats are listed clockwise; play passes clockwise in this order.
print-pods-intro-bso-classic = The Big Sell-Out, classic edition. Seats are listed clockwise; play passes clockwise in this order.
print-pod = Pod { $n }
print-col-seat = Seat
print-col-role = Role
print-col-team = Team
print-col-pod = Pod
print-col-identity = Identity
# Seat roles with their number: "Runner 2", "Sponsor 1", "Agent 1".
print-role-runner = Runner { $n }
print-role-sponsor = Sponsor { $n }
print-role-agent = Agent { $n }
print-role-sponsor-plain = Sponsor
print-role-agent-plain = Agent
print-turn-order = Turn order: { $order }, then again from { $first }.
print-first-turn-napd = First turn: { $order } (the normal order, the Corp first)
print-first-turn-bso = First turn: { $order } (the normal order); no Agent may run HQ, R&D, Archives or an Agent server in their first turn
print-first-turn-bso-classic = First turn: { $order }, then the normal order
print-no-pods = No pods in this round.
print-pod-slip-winner = Winner:
print-pod-slip-runners-won = Runners won
print-pod-slip-draw = Draw (time, equal points)
print-pod-slip-how = How:
print-pod-slip-agenda-points = Agenda points (7+)
print-pod-slip-flatlined-all = All Runners flatlined
print-pod-slip-empty-rd = Empty R&D
print-pod-slip-time = Time
print-pod-slip-agenda-pts = Agenda pts
print-pod-slip-flatlined = Flatlined
print-pod-slip-hint-napd = Flatlined Runners' agenda points no longer count. Every player initials.
print-team-line = Team { $n }: { $name }
print-pod-slip-left-game = Left the game:
print-pod-slip-sponsor-decked = Sponsor decked
print-pod-slip-agent-flatlined = Agent flatlined
print-pod-slip-result = Result:
print-pod-slip-eleven-points = 11+ agenda points
print-pod-slip-sudden-death = Sudden death
print-pod-slip-last-team = Last team standing
print-pod-slip-hint-bso-classic = Tick the winning team (none: a draw). Classic: 11 agenda points win at once.
print-pod-slip-hint-bso = Tick the winning team (none: a draw). 11+ after a full cycle: the highest total wins.
print-teams = Teams
print-players = Players
print-mp-standings-note-napd = SoS: strength of schedule (the mean points per game of every pod-mate met). Corp: games played as the Corp.
print-mp-standings-note-bso = SoS: strength of schedule (the mean points per game of the opposing teams met). Both players of a team share its rank and points.
print-mp-standings-note-dropped = Dropped players (†) stay in the standings.

## Printouts: deck lists

print-deck-not-checked = not checked
print-deck-legal = legal
print-deck-problems = { $n ->
        [one] { $n } problem
       *[other] { $n } problems
    }
print-deck-no-list = { $side }: no list registered
print-deck-cards = { $n } cards (min { $min })
print-deck-influence = { $n } influence (max { $max })
print-deck-unlimited = unlimited
print-deck-agenda-points = { $n } agenda points
print-deck-corrected = corrected by a leader after the start
print-col-quantity = Qty
print-col-card = Card
print-col-set = Set
print-col-influence = Inf
print-col-check = Check
print-deck-check = Check: { $verdict }
print-deck-checked-against = Checked against { $rules }
print-deck-not-checked-because = Checked against not checked: { $why }
print-deck-signature = Player's signature: ______________________________    Date: ____________
print-deck-checked-by = Checked by: ______________________________
print-deck-complete = { $n } of { $total } complete
print-deck-both-lists = { $n } with both lists
print-deck-missing-lists = { $n ->
        [one] { $n } list missing
       *[other] { $n } lists missing
    }
print-deck-lists-with-problems = { $n ->
        [one] { $n } list with problems
       *[other] { $n } lists with problems
    }
print-deck-missing = missing
print-deck-problems-heading = Problems

## Printouts: statistics

print-stats-final = Final
print-stats-during-cut = During the cut
print-stats-during-round = During round { $n }
print-stats-after-rounds = After { $n } rounds
print-stats-hidden = The field's identities are shown once round 1 is paired.
print-stats-nothing = Nothing to show yet.

## Printouts: player cards (self-reporting codes)

print-title-player-cards = Player cards
print-card-your-code = Your personal code:
print-card-report-here = Report results on your page.
print-card-keep-secret = Keep the code to yourself.
print-card-no-address = Pages: ask the organizer

## The app: navigation column and screen names
# (section: nav)
nav-start = Start
nav-players = Players
nav-rounds = Rounds
nav-standings = Standings
nav-bracket = Cut & bracket
nav-statistics = Statistics
nav-clock = Clock
nav-table-helper = Table helper
nav-decks = Deck lists
nav-active-players = { $n ->
        [one] { $n } active player
       *[other] { $n } active players
    }
# (end of section: nav)

## The app: window, menus, status line, saving and keeping, print and share windows, deck lists screen (nav-, menu-, app-, status-, keep-, print-dialog-, share-, decks-, fonts-)
# (section: shell)
# (end of section: shell)

## The app: start screen, players screen, event settings, player import, typed paths (start-, players-, settings-, import-, path-, files-)
# (section: players)
# (end of section: players)

## The app: rounds screen, result entry, standings, self-reports, chat copy (rounds-, standings-, reports-, chat-)
# (section: rounds)
# Rounds screen: heading, tabs, pairing
rounds-heading = Rounds
rounds-planned = { $planned ->
        [one] { $planned } Swiss round planned
       *[other] { $planned } Swiss rounds planned
    }
rounds-planned-paired = { $n } of { $planned } planned Swiss rounds paired
rounds-tab = Round { $n }
rounds-tab-missing = { $n ->
        [one] { $n } table without a result
       *[other] { $n } tables without a result
    }
rounds-tab-all-reported = every table reported
rounds-cut-made = The cut has been made: the Swiss stage is over.
rounds-go-to-bracket = Go to Cut & bracket
rounds-pair = Pair round { $n }
# $structure: the structure's plan in English (other languages may leave it out).
rounds-pair-extra-question = The event plans { $planned } Swiss rounds ({ $structure }). Pair an extra round { $n }?
rounds-all-planned-done = All { $n } planned rounds are done: make the cut on the Cut & bracket screen
rounds-no-draft-seating = No draft seating yet: enter the draft seating on the Players screen
# Why the next round cannot be paired ($tables: rounds-table-list).
rounds-blocker-missing = Round { $round }: { $tables } without a result
rounds-blocker-unpaired = Round { $round }: unpaired: { $names }
rounds-blocker-missing-unpaired = Round { $round }: { $tables } without a result; unpaired: { $names }
rounds-blocker-other = Round { $round }: { $missing }
rounds-table-list = { $n ->
        [one] table { $list }
       *[other] tables { $list }
    }
rounds-table-list-more = tables { $list } and { $more } more
rounds-tables = { $n ->
        [one] { $n } table
       *[other] { $n } tables
    }
# Lists: "a, b and c".
rounds-list-comma = {", "}
rounds-and-list = { $init } and { $last }

# Before round 1
rounds-first-not-paired = Round 1 has not been paired yet
rounds-first-registered = { $n ->
        [0] No players are registered yet.
        [one] { $n } active player is registered.
       *[other] { $n } active players are registered.
    }
rounds-first-how-full-draft = Round 1 of a full draft pairs each draft seat with the seat furthest away.
rounds-first-how-single-sided = Round 1 pairs players at random; a coin flip decides who plays Corp.
rounds-first-how = Round 1 pairs players at random; with an odd number of players one gets a bye.
rounds-first-structure = The structure plans { $rounds } Swiss rounds, then { $cut ->
        [0] no cut
       *[other] a cut to the top { $cut }
    } (fixed when round 1 is paired).
rounds-first-register-two = Register at least two players on the Players screen.
rounds-go-to-players = Go to Players

# Progress line, find player, unpaired players
rounds-progress = Round { $round }: { $reported } of { $total ->
        [one] { $total } table
       *[other] { $total } tables
    } reported
rounds-progress-byes = { $n ->
        [one] + { $n } bye
       *[other] + { $n } byes
    }
rounds-edits-show = Manual changes…
rounds-edits-hide = Hide manual changes
rounds-unpaired-loss = Unpaired loss: { $names }
rounds-unpaired-loss-hover = registered late or rejoined: 0 points for this round
rounds-find-player = Find player
rounds-find-hint = name
rounds-find-match-reported = { $name } — table { $table } (reported)
rounds-find-match-open = { $name } — table { $table } (no result yet)
rounds-find-no-match = No player of this round matches
rounds-find-more = { $n } more: type more of the name
rounds-not-paired = Not paired this round: { $names }
rounds-not-paired-what = — pair them, give a bye, or drop them before the next round.
rounds-not-paired-button = Pair or give a bye…

# Pairings table
rounds-col-table = Table
rounds-col-player-1 = Player 1
rounds-col-player-2 = Player 2
rounds-col-points = (points)
rounds-col-game = Game
rounds-game-n = Game { $n }
rounds-col-game-1-corp = player 1 is Corp
rounds-col-game-2-corp = player 2 is Corp
rounds-col-result = Result
rounds-col-status = Status
rounds-table-n = Table { $n }
rounds-name-side = { $name } ({ $side })
rounds-points-before = points before this round
rounds-bye-cell = BYE
rounds-sides-cell = sides: { $why }
rounds-sides = Sides: { $why }
rounds-status-bye = bye
rounds-status-reported = reported
rounds-status-not-reported = not reported

# A game's result in the game columns
rounds-game-side-won = { $side } won
rounds-game-player-won = { $name } ({ $side }) won
rounds-game-won-reason = { $won }, { $reason }
rounds-game-timed-win = T { $corp }–{ $runner } · { $won }
rounds-game-timed-win-no-points = T · { $won }
rounds-game-timed-draw = Draw, T { $corp }–{ $runner }
rounds-game-draw-on-time = Draw on time
rounds-game-intentional-split = Intentional split
rounds-game-not-recorded = games not recorded
rounds-reason-agenda = agenda
rounds-reason-flatline = flatline
rounds-reason-mill = mill
rounds-reason-concession = concession

# Why a single-sided table has its sides
rounds-sides-reversed-from = reversed from round { $round } ({ $name } was Corp)
rounds-sides-reversed = earlier meeting reversed
rounds-sides-balance = { $name } has played Corp more ({ $runner } vs { $corp })
rounds-sides-coin-flip-first = coin flip (round 1)
rounds-sides-coin-flip = coin flip (both { $balance })

# The selected table's card
rounds-card-all-reported = Every table of round { $round } is reported.
rounds-card-click-to-correct = Click a table to correct its result.
rounds-card-click-to-enter = Click a table, or find a player, to enter a result.
rounds-card-how = Type the result and press Enter: the next table without a result is selected, so a stack of slips needs no mouse.
rounds-card-vs = vs
rounds-card-has-bye = has a bye
rounds-card-bye-points = { $n } points without playing; no result to enter
rounds-card-reported = reported { $a }–{ $b } ({ $result })
rounds-card-no-video = no video
rounds-card-no-video-hover = A player at this table asked not to be filmed.
rounds-card-not-latest = Round { $round } is not the latest round: a corrected result changes the standings the later rounds were paired on.
rounds-help-single = One game: C (Corp won), R (Runner won), D (draw), TC / TR (won on time), T4-2 (time called: Corp 4 – Runner 2 agenda points), or 1-0 / 0-1 for player 1 / player 2.
rounds-help-double = 6-0, 0-6, 3-3, ID, or one token per game, player 1's Corp game first: C (Corp won), R (Runner won), D (draw), TC / TR (won on time), T5-3 (time called: Corp 5 – Runner 3 agenda points). Example: T5-3 R.
# The result syntax in full (the hover of the help line; the same as the command line's help).
rounds-help-syntax =
    RESULT syntax (letters are case-insensitive):
      Double-sided rounds (two games):
        6-0, 0-6        player 1 / player 2 won both games
        3-3             one game each (sides not given)
        5-0, 4-1, 2-2…  any other possible round score
        ID              intentional round split (3 points each)
        C R  (or CR)    per game: first the game where player 1 is the Corp,
                        then the game where player 2 is the Corp
      Single-sided rounds (one game):
        C, R, D, T4-2   one game token
        1-0, 0-1        player 1 / player 2 won
        2-0, 0-2, 1-1   timed win for player 1 / player 2, draw
      Game tokens:
        C  Corp won     R  Runner won     D  draw on time
        T5-3            time called at Corp 5 - Runner 3 agenda points
                        (more points wins on time, equal points draw)
        TC, TR          timed win for the Corp / Runner, points not recorded
        C/flatline      win with a reason: agenda, flatline, mill, concession
rounds-result-for-table = Result for table { $n }
rounds-save = Save
rounds-save-hover = or press Enter
rounds-each-game-button = Each game…
rounds-each-game-hover = Enter each game: who won, or the agenda points when time was called
rounds-clear-result = Clear result
rounds-clear-question = Clear the result of table { $table } in round { $round }? The table becomes unreported.
rounds-replace-question = Table { $table } already has a result: { $a }–{ $b } ({ $old }). Replace it with { $c }–{ $d } ({ $new })?
rounds-replace-yes = Replace result
rounds-replace-keep = Keep it
rounds-replace-keys = Enter again replaces, Esc keeps
rounds-quick-corp-won = Corp won
rounds-quick-corp-won-hover = the Corp won
rounds-quick-runner-won = Runner won
rounds-quick-runner-won-hover = the Runner won
rounds-quick-draw = Draw
rounds-quick-draw-hover = a draw on time
rounds-quick-6-0-hover = player 1 won both games
rounds-quick-0-6-hover = player 2 won both games
rounds-quick-3-3-hover = one game each; which side won each game not recorded
rounds-quick-corps = 3-3 (both Corps won)
rounds-quick-corps-hover = each player won their Corp game
rounds-quick-runners = 3-3 (both Runners won)
rounds-quick-runners-hover = each player won their Runner game
rounds-quick-id-hover = intentional round split: 3 points each

# The per-game editor
rounds-each-game = Each game
rounds-apply-games = Apply games
rounds-the-game = The game
rounds-game-sides = { $corp } is Corp, { $runner } is Runner
rounds-choice-corp-won = Corp won
rounds-choice-runner-won = Runner won
rounds-choice-time-called = Time called
rounds-choice-time-called-hover = time was called: more agenda points is a timed win (2 points), equal points a draw
rounds-choice-draw = Draw
rounds-choice-draw-hover = a draw on time, agenda points not recorded
rounds-corp-points = Corp points
rounds-runner-points = Runner points
rounds-preview-timed-win = { $name } wins on time (2 points)
rounds-preview-draw = a draw (1 point each)
rounds-games-choose = { $game }: choose how it ended
rounds-games-enter-corp = { $game }: enter the Corp's agenda points
rounds-games-enter-runner = { $game }: enter the Runner's agenda points
rounds-games-corp-nan = { $game }: the Corp's agenda points "{ $value }" are not a number
rounds-games-runner-nan = { $game }: the Runner's agenda points "{ $value }" are not a number
rounds-games-too-many-points = { $game }: a timed game cannot have { $max } agenda points (Corp { $corp }, Runner { $runner }): { $win } wins the game outright
rounds-games-impossible = { $game }: { $why }

# Manual changes to the latest round
rounds-edit-choose = choose…
rounds-edit-title = Change round { $n }
rounds-edit-note = Rematches, second byes and big point gaps are allowed but reported.
rounds-edit-unpaired = Unpaired: { $names }
rounds-edit-pair = Pair
rounds-edit-pair-with = with
rounds-edit-pair-button = Pair at a new table
rounds-edit-bye-for = Bye for
rounds-edit-bye-button = Give a bye
rounds-edit-table-players = { $a } and { $b }
rounds-edit-table-bye = { $name }'s bye
rounds-edit-break = Break table { $n }
rounds-edit-break-hover = its players become unpaired: pair them again or give a bye
rounds-edit-break-disabled = clear the table's result first
rounds-edit-swap-title = Swap two players
rounds-edit-seated = { $name } (table { $table })
rounds-edit-swap = Swap
rounds-edit-swap-with = with
rounds-edit-swap-button = Swap players
rounds-edit-repair-button = Re-pair round { $n }…
rounds-edit-repair-yes = Re-pair round { $n }
rounds-edit-repair-question = Re-pair round { $n }? Its pairings are replaced by new ones.
rounds-edit-repair-question-results = Re-pair round { $n }? Its pairings are replaced by new ones. The results already entered ({ $k ->
        [one] table
       *[other] tables
    } { $tables }) will be cleared.
rounds-edit-delete-button = Delete round { $n }…
rounds-edit-delete-yes = Delete round { $n }
rounds-edit-delete-question = Delete round { $n }? Its pairings are removed.
rounds-edit-delete-question-results = Delete round { $n }? Its pairings are removed. The results already entered ({ $k ->
        [one] table
       *[other] tables
    } { $tables }) will be cleared.

# Typed results that cannot be read (the same English as the command line's)
rounds-syntax-empty = no result given (e.g. 6-0, 3-3, 0-6, ID or 'C R')
rounds-syntax-split-single-sided = an intentional split needs two games; this round has one
rounds-syntax-impossible-round-score = '{ $text }' is not a possible round score (two games: 3 for a win, 2 for a timed win, 1 each for a draw)
rounds-syntax-impossible-game-score = '{ $text }' is not a possible score for a single game (use 1-0 or 0-1 for a win, 2-0 or 0-2 for a timed win, 1-1 for a draw)
rounds-syntax-not-two-games = '{ $text }' gives { $games } game(s); a double-sided round has two: first the game where player 1 is the Corp, then the game where player 2 is the Corp (e.g. 'C R')
rounds-syntax-not-one-game = '{ $text }' gives { $games } games; a single-sided round has one (e.g. 'C', 'R' or 'T4-2')
rounds-syntax-unreadable = cannot read '{ $text }' as a result (e.g. 6-0, 3-3, 0-6, ID, or one token per game: 'C R', 'T5-3 R')
rounds-syntax-unreadable-piece = cannot read '{ $piece }' in '{ $text }' (game tokens are C, R, D, T5-3, TC, TR, optionally with a reason like C/flatline)
rounds-syntax-reason-after-draw = a draw has no win reason ('{ $rest }'); reasons go with outright wins, e.g. C/flatline
rounds-syntax-reason-after-timed = a game decided on time has no win reason ('{ $rest }'); reasons go with outright wins, e.g. C/flatline
rounds-syntax-reason-missing = '{ $text }': a win reason is missing after '/' (agenda, flatline, mill or concession)
rounds-syntax-unknown-reason = unknown win reason '{ $word }' (use agenda, flatline, mill or concession)
rounds-syntax-timed-without-points = '{ $text }': 'T' needs the agenda points when time was called, Corp first (e.g. T5-3), or TC / TR for a timed win
rounds-syntax-timed-one-points = '{ $text }': a timed game needs both agenda points, Corp first (e.g. T5-3)
rounds-syntax-too-many-digits = '{ $token }': { $digits } agenda points is not possible in a timed game (fewer than { $win })
rounds-syntax-timed-at-winning-total = '{ $token }': a timed game cannot have { $max } agenda points (Corp { $corp }, Runner { $runner }): { $win } wins the game outright
rounds-syntax-refused = '{ $text }': { $why }

# Standings screen
standings-title = Standings
standings-none-paired = No round has been paired yet: every player starts on 0 points.
standings-after = Standings after round { $round }
standings-swiss-after = Swiss standings after round { $round }
standings-swiss-over = The Swiss stage is over: these are its final standings.
standings-provisional = Provisional standings — round { $round } in progress: { $reported } of { $total } tables reported
standings-swiss-provisional = Provisional Swiss standings — round { $round } in progress: { $reported } of { $total } tables reported
standings-provisional-note = Results count the moment they are entered; tables without a result count nothing yet.
standings-filter = Filter
standings-filter-hint = name, pronouns or identity
standings-filter-clear = Clear filter
standings-count = { $n ->
        [one] { $n } player
       *[other] { $n } players
    }
standings-count-filtered = showing { $shown } of { $n ->
        [one] { $n } player
       *[other] { $n } players
    }
standings-no-players = No players registered yet.
standings-col-rank = Rank
standings-col-name = Name
standings-col-corp = Corp
standings-col-runner = Runner
standings-col-points = Points
standings-col-sos = SoS
standings-col-esos = ESoS
standings-col-rounds = Rounds
standings-col-sides = Sides
standings-col-sides-hover = Corp games, Runner games, and Corp minus Runner (a bye is no side)
standings-col-notes = Notes
standings-dropped = dropped
standings-dropped-after = dropped after round { $round }
standings-cut-seed = cut seed { $seed }
standings-bye = bye
standings-cut-places = Top { $n } — places
standings-cut-over = the elimination rounds are over
standings-cut-undecided = undecided places are filled as the elimination games end
standings-place = { NUMBER($n, type: "ordinal") ->
        [one] { $n }st
        [two] { $n }nd
        [few] { $n }rd
       *[other] { $n }th
    }

# Players' self-reports beside a table
reports-title = Self-reports:
reports-waiting = waiting for the opponent's report
reports-agree = both agree: approve to enter it
reports-disagree = the players disagree: pick one or enter your own
reports-by = { $name }: { $report }
reports-use = Use this report
reports-use-name = Use { $name }'s report
reports-use-hover = Enter this result (as if you typed it)
reports-score-result = { $score } ({ $result })
reports-won = { $name } won
reports-draw = a draw
reports-timed = time: { $scores }
reports-timed-points = { $name } { $points }
reports-summary = Self-reports: { $parts } (click a table to see them)
reports-summary-separator = {"; "}
reports-summary-disagree = players disagree at table { $tables }
reports-summary-agree = both agree, waiting for your approval at table { $tables }
reports-summary-waiting = one report so far at table { $tables }

# Copying pairings and standings for a chat
chat-copy-text = Copy for a chat
chat-copy-markdown = Copy as Markdown
chat-copy-text-hover-standings = Copy the standings as plain text, one line each, to paste into a group chat (no identities before round 1 is paired)
chat-copy-text-hover-pairings = Copy the pairings as plain text, one line each, to paste into a group chat (no identities before round 1 is paired)
chat-copy-markdown-hover-standings = Copy the standings as a Markdown table (names escaped) for Discord and other chats that read Markdown
chat-copy-markdown-hover-pairings = Copy the pairings as a Markdown table (names escaped) for Discord and other chats that read Markdown
chat-copied-standings-text = copied the standings as text: paste them into the chat
chat-copied-standings-markdown = copied the standings as Markdown: paste them into the chat
chat-copied-pods-text = copied the pods of { $round } as text: paste them into the chat
chat-copied-pods-markdown = copied the pods of { $round } as Markdown: paste them into the chat
chat-copied-round-pairings-text = copied the { $round } pairings as text: paste them into the chat
chat-copied-round-pairings-markdown = copied the { $round } pairings as Markdown: paste them into the chat
chat-copied-pairings-text = copied the pairings as text: paste them into the chat
chat-copied-pairings-markdown = copied the pairings as Markdown: paste them into the chat
chat-nothing-copied = nothing copied: { $why }
chat-menu = Copy for a chat
chat-menu-pods-text = Pods of { $round }
chat-menu-pods-markdown = Pods of { $round } (Markdown)
chat-menu-round-pairings-text = { $round } pairings
chat-menu-round-pairings-markdown = { $round } pairings (Markdown)
chat-menu-pairings-text = Pairings
chat-menu-pairings-markdown = Pairings (Markdown)
chat-menu-standings-text = Standings
chat-menu-standings-markdown = Standings (Markdown)
chat-menu-as-text = As plain text
chat-menu-as-markdown = As a Markdown table
# (end of section: rounds)

## The app: cut and bracket, clock and projector, statistics and charts, streaming marks (bracket-, clock-, stats-, chart-, stream-)
# (section: bracket)
# (end of section: bracket)

## The app: multiplayer screens and the table helper (mp-, helper-)
# (section: multiplayer)
# (end of section: multiplayer)

## Refusals and warnings of the rules, history entries (error-, warning-, command-)
# (section: engine)
# (end of section: engine)

## Problems with files, imports, deck lists and table helpers (file-, nrtm-, import-problem-, deckcheck-, table-)
# (section: io)
# (end of section: io)

## Tests only (the fallback test: this message is English-only on purpose)

test-english-only = Only in English
