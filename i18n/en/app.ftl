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
# (end of section: rounds)

## The app: cut and bracket, clock and projector, statistics and charts, streaming marks (bracket-, clock-, stats-, chart-, stream-)
# (section: bracket)
# (end of section: bracket)

## The app: multiplayer screens and the table helper (mp-, helper-)
# (section: multiplayer)
# (end of section: multiplayer)

## Refusals and warnings of the rules, history entries (error-, warning-, command-)
# (section: engine)
# The engine's refusals (error-…), warnings (warning-…) and history entries (command-…). Their
# English is word for word what the command line prints (`src/io/explain/engine.rs` checks it),
# so keep both in step. Some messages are also read back: the engine writes a few pieces of
# English into its refusals (why a name cannot be used, what a round lacks), and the app finds
# the message whose English a piece is. A one-word value stands on its own line below its id.

## Words the messages share

error-list-comma = {", "}
error-list-and = {" and "}
error-words-round = round { $n }
error-words-elimination-round = elimination round { $n }
error-words-top = top { $n }
error-words-no-cut = no cut
error-words-table = table { $n }
error-words-tables = tables { $list }
error-words-tables-more = tables { $list } and { $more } more
error-words-pod = pod { $n }
error-words-pods = pods { $list }
error-words-team = team { $n }
error-words-target-swiss = round { $round } table { $table }
error-words-target-elimination = elimination game { $game }
error-words-double-elimination = double elimination
error-words-single-elimination = single elimination
error-words-seed = seed { $n }
error-words-winner-of = winner of game { $n }
error-words-loser-of = loser of game { $n }
error-words-winner-ranked = round { $round } winner ranked { $rank } by seed
error-words-game = game { $game }
error-words-game-to = game { $game } (to { $name })
error-words-pairing-pods = pairing pods
error-format-napd = NAPD multiplayer
error-format-big-sell-out = Big Sell-Out
error-format-standard =
    standard
error-format-single-sided = single-sided Swiss
error-format-full-draft = full draft
error-format-half-draft = half draft
# Formats as files name them (English); other languages write the format's name.
error-format-name-napd =
    napd
error-format-name-big-sell-out =
    big-sell-out
error-format-name-standard =
    standard
error-format-name-single-sided =
    single-sided
error-format-name-full-draft =
    full-draft
error-format-name-half-draft =
    half-draft
error-status-active =
    active
error-status-dropped =
    dropped
error-status-disqualified =
    disqualified

## Refusals: players and names

error-unknown-player = unknown player { $player }
error-unknown-player-name = no player named "{ $name }"
error-duplicate-name = a player named "{ $name }" is already registered
error-duplicate-id = player id { $player } is already taken
error-invalid-name = invalid name "{ $name }": { $reason }
error-name-empty = a name cannot be empty
error-name-control = a name cannot contain control characters
error-name-joiner = a name cannot contain invisible formatting characters (a joiner is allowed only between two letters)
error-name-format = a name cannot contain invisible formatting characters (zero-width spaces, direction overrides and the like)
error-name-blank = a name cannot contain blank characters that show as nothing
error-name-accent-first = a name cannot start with an accent on its own
error-name-accents = a letter can carry at most { $n } accents
error-name-invisible = a name needs at least one visible letter
error-name-number = a name cannot be # and a number: #3 means player number 3
error-name-too-long = a name can have at most { $n } characters
error-invalid-field = invalid { $field }: { $reason }
error-field-event-name = event name
error-field-rounds =
    rounds
error-field-round-length = round length
error-field-fixed-table = fixed table
error-field-corp-identity = Corp identity
error-field-runner-identity = Runner identity
error-field-pronouns =
    pronouns
error-field-player-id = player id
error-field-deck-list = deck list
error-field-deck-name = deck name
error-field-identity =
    identity
error-field-cut =
    cut
error-field-scorekeeper-name = scorekeeper name
error-field-multiplayer-settings = multiplayer settings
error-field-team-name = team name
error-field-sponsor = Sponsor
error-field-agent = Agent
error-field-language =
    language
error-field-date =
    date
error-reason-empty = it is empty
error-reason-rounds-range = { $n } is not between 1 and { $max }
error-reason-minutes-range = { $n } minutes is not between 1 and { $max }
error-reason-table-from-one = table numbers start at 1
error-reason-id-from-one = ids start at 1
error-reason-cut-size = choose a cut of 3, 4, 8 or 16 players
error-reason-control = "{ $text }" contains control characters
error-reason-too-long = longer than { $max } characters
error-reason-language-tag = "{ $text }" is not a language tag such as "en" or "ja"
error-reason-date = "{ $text }" is not a date in the form YYYY-MM-DD
error-reason-identity-no-card-id = the identity has an empty card id
error-reason-identity-no-title = the identity has an empty title
error-reason-card-no-card-id = a card has an empty card id
error-reason-card-no-title = a card has an empty title
error-reason-copies = { $n } copies of { $title }; a list holds 1 to { $max } of a card
error-reason-too-many-cards = { $n } different cards; a list holds at most { $max }
error-reason-identity-copies = { $n } copies of the identity { $title }
error-reason-listed-twice = { $title } is listed twice
error-reason-scorekeeper-exists = a scorekeeper link named "{ $name }" exists; revoke it first
error-reason-team-exists = a team named "{ $name }" is already registered
error-reason-sponsor-runner = the Sponsor plays the Corp: give a Corp identity, not a Runner identity
error-reason-agent-corp = the Agent plays the Runner: give a Runner identity, not a Corp identity
error-reason-napd-corp = every NAPD Corp plays { $identity }; "{ $text }" cannot be registered (leave the Corp identity empty)
error-wrong-status = { $name } is { $status }: { $what }
error-status-what-draft-seat = only active players take a draft seat
error-status-what-seeded = cannot be seeded
error-status-what-drop = only active players can drop
error-status-what-rejoin-disqualified = a disqualified player cannot rejoin
error-status-what-rejoin = only dropped players can rejoin
error-status-what-disqualified = already disqualified
error-status-what-paired = cannot be paired

## Refusals: rounds and results

error-no-such-round = there is no round { $round }
error-no-such-table = round { $round } has no table { $table }
error-player-not-in-round = { $name } is not paired in round { $round }
error-round-incomplete = round { $round } is not complete: { $missing }
error-missing-results = { $tables } without a result
error-missing-unpaired = unpaired: { $names }
error-missing-both = { $tables } without a result; unpaired: { $names }
error-round-has-results = round { $round } already has results at { $tables }; clear them first or force the change
error-not-latest-round = round { $round } is not the latest round ({ $latest }); only the latest round can be { $what }
error-latest-what-edited = edited by hand
error-impossible-result = impossible result: { $reason }
error-result-for-bye = table { $table } of round { $round } is a bye; it has no result to enter
error-not-enough-players = not enough players: { $reason }
error-players-reason-pair = { $n } active player(s); at least 2 are needed to pair a round
error-players-reason-cut = a { $cut } needs { $needed } players who have not dropped; there are { $have }
error-players-reason-repair = at least 2 active players are needed to pair a round
error-players-reason-pods-players = { $n } active players; at least 2 are needed to pair a round
error-players-reason-pods-teams = { $n } active teams; at least 2 are needed to pair a round
error-players-reason-units = { $n } active player(s) or team(s); at least 2 are needed
error-pairing-failed = pairing failed: { $reason }
error-pairing-team-not-added = the team's players were not added
error-pairing-duplicate-player = player { $player } appears twice in the pairing request
error-pairing-duplicate-rank = two players share standings rank { $rank }
error-pairing-tiebreak-length = { $keys } tiebreak keys for { $players } players
error-pairing-too-large = pairing instance too large ({ $players } players / point spread) for exact weights
error-pairing-internal = internal error in the pairing solver

## Why a result cannot have happened

error-result-timed-points = a timed game cannot have { $points } agenda points (Corp { $corp }, Runner { $runner }): { $to_win } wins the game outright
error-result-timed-win = a timed win for the { $side } needs more agenda points than the opponent (Corp { $corp }, Runner { $runner })
error-result-draw-points = a drawn game needs equal agenda points (Corp { $corp }, Runner { $runner })
error-result-single-sided = this is a single-sided round: enter one game, not two
error-result-double-sided = this is a double-sided round: enter both games
error-result-split = an intentional split needs two games; this round has one
error-result-totals = round totals { $p1 }-{ $p2 } cannot come from { $games } game(s)
error-result-timed-player-points = a timed game cannot have { $points } agenda points for { $name }: { $to_win } wins the game outright
error-result-seeds = a timed game needs two different players with different seeds, got { $a } (seed { $seed_a }) and { $b } (seed { $seed_b })
error-result-not-in-game = { $player } does not play in game { $game }
error-result-wrong-format = this is a { $format } event: enter a { $result_format } result
error-result-not-in-pod = { $name } is not a Runner in this pod
error-result-twice = { $name } is entered twice
error-result-too-many-points = { $name } has { $points } agenda points; at most { $max } can be entered
error-result-runner-missing = every Runner of the pod needs a line; { $name } is missing
error-result-corp-too-many = the Corp has { $points } agenda points; at most { $max } can be entered
error-result-corp-would-win = the Corp has { $corp } agenda points: the Corp wins at { $win } (enter the ending as Corp agendas)
error-result-runners-would-win = the Runners have { $total } agenda points together: the Runners win at { $win } (enter the ending as Runner agendas)
error-result-runners-would-win-note = the Runners have { $total } agenda points together ({ $uncounted } no longer count: flatlined Runners' agendas are trashed): the Runners win at { $win } (enter the ending as Runner agendas)
error-result-uncounted = { $name }'s { $points }
error-result-corp-win-short = a Corp agenda win needs { $win } or more Corp agenda points; the Corp has { $corp }
error-result-runners-both = the Runners have { $total } agenda points together: the game ended when one side reached { $win }, so both cannot have
error-result-runners-both-note = the Runners have { $total } agenda points together ({ $uncounted } no longer count: flatlined Runners' agendas are trashed): the game ended when one side reached { $win }, so both cannot have
error-result-flatline-alive = a flatline win needs every Runner flatlined; not flatlined: { $names }
error-result-all-flatlined-not-runners = every Runner was flatlined: the Corp wins, not the Runners
error-result-runner-win-short = a Runner agenda win needs { $win } or more agenda points together; the Runners have { $total }
error-result-runner-win-short-note = a Runner agenda win needs { $win } or more agenda points together; the Runners have { $total } ({ $uncounted } no longer count: flatlined Runners' agendas are trashed)
error-result-corp-both = the Corp has { $corp } agenda points: the game ended when one side reached { $win }, so both cannot have
error-result-all-flatlined = every Runner was flatlined: the Corp wins by flatline
error-result-team-not-in-pod = { $name } is not playing in this pod
error-result-agent-flatlined-anr = { $name }: in the Android: Netrunner edition a flatlined Agent does not make the team leave the game (the Sponsor may rehire an Agent); only a Sponsor who cannot draw does
error-result-team-missing = every team of the pod needs a line; { $name } is missing
error-result-all-left = every team left the game: at least one team must remain
error-result-left-winner = { $name } left the game, so it lost and cannot be the winner
error-result-agenda-ending = an agenda ending needs a team in the game with { $goal } or more agenda points; the most is { $best }
error-result-classic-one-team = in the classic edition a team wins the moment it reaches { $goal }, so only one team can have { $goal } or more ({ $names } do)
error-result-sudden-death-classic = sudden death is a rule of the Android: Netrunner edition; the classic edition has none
error-result-sudden-death-draw = sudden death has a winner: it cannot be a draw
error-result-sudden-death-lead = sudden death needs a lead of { $lead } or more over every other team; { $winner } has { $points } and { $close } has { $close_points }
error-result-last-team-others = the last team standing wins only when every other team left the game; still in it: { $names }
error-result-classic-won = { $name } has { $best } agenda points: in the classic edition it won the moment it reached { $goal } (enter the ending as agendas)
error-result-time-goal = { $name } has { $points } agenda points: a team with { $goal } or more ends the game (enter the ending as agendas)
error-result-last-team-wins = { $name } is the last team in the game, so it wins
error-result-most-points = { $name } has the most agenda points ({ $points }) of the teams in the game, so it wins, not { $winner }
error-result-most-points-draw = { $name } has the most agenda points ({ $points }) of the teams in the game, so it wins: it is not a draw
error-result-tied = { $names } are tied with { $best } agenda points: the game is a draw

## Refusals: the stages of an event

error-swiss-stage-over = the Swiss stage is over: the cut has been made (delete the cut first, while no elimination game has a result)
error-registration-closed = { $name } cannot be registered: the cut has been made and the elimination rounds admit no new players (delete the cut first, while no elimination game has a result)
error-cut-not-made = the cut has not been made yet
error-cut-already-made = the cut has already been made
error-cut-has-results = elimination games have results; the cut can no longer be deleted
error-no-round-yet = no round has been paired yet
error-bracket-finished = the elimination bracket is finished
error-elimination-round-incomplete = elimination round { $round } is not complete: game(s) { $open } without a result
error-elimination-round-incomplete-waiting = elimination round { $round } is not complete: game(s) { $open } without a result; game(s) { $waiting } wait for them
error-format-fixed-by-rounds = the format cannot change once a round has been paired
error-format-fixed-by-teams = the format cannot change while Big Sell-Out teams are registered
error-format-breaks-result = the format cannot change to { $format }: round { $round } table { $table }: { $reason }
error-legacy-swiss-rounds = this event already has Swiss rounds (paired before multiplayer events were supported); start a new event for the pods
error-wrong-format-not-multiplayer = "{ $command }" is for multiplayer events (NAPD, The Big Sell-Out); this is a { $format } event
error-wrong-format-pod-rounds = this is a { $format } event: its rounds are pods, so "{ $command }" (a Swiss or elimination command) does not apply; pair pods instead
error-wrong-format-not-full-draft = draft seats are only used in a full draft
error-wrong-format-teams-only = The Big Sell-Out registers players by team: register a Sponsor and an Agent together
error-wrong-format-no-teams = teams are for The Big Sell-Out; NAPD players register alone, with a Runner identity
error-limit-players = an event can have at most { $max } players
error-limit-swiss-rounds = an event can have at most { $max } Swiss rounds
error-limit-pod-rounds = a multiplayer event can have at most { $max } rounds
error-limit-scorekeepers = an event keeps at most { $max } scorekeeper links

## Refusals: draft seating, pairing by hand, leaving and rejoining, deck lists, publication

error-draft-seating-missing = a full draft pairs round 1 by draft seat: enter the draft seating first
error-draft-seating-closed = the draft seating only matters before round 1 is paired
error-draft-seating-incomplete = every active player needs a draft seat; missing: { $names }
error-two-draft-seats = { $name } has two draft seats
error-player-twice = { $name } appears twice in round { $round }
error-table-twice = table { $table } is used twice (or is 0) in round { $round }
error-sides-missing = single-sided rounds need the side of each pairing
error-same-player-swap = cannot swap a player with themselves
error-same-player-pair = a player cannot be paired with themselves
error-already-seated = { $name } already sits at table { $table } in round { $round }; break that table first
error-cannot-rejoin = { $name } cannot rejoin: { $why }
error-rejoin-left-before-cut = players rejoin only in the stage they left, and they left before the elimination rounds began (the cut has been made)
error-rejoin-byes-decided = their drop already decided { $games } by a bye, so their place in the bracket is gone; if the drop was a mistake, undo it (it clears those byes and the results that depend on them)
error-no-elimination-drop = there is no elimination bracket: a drop in the Swiss rounds is undone by rejoining
error-deck-lists-locked = deck lists are locked: the event has started; changing { $name }'s { $side } list now is a leader's correction (the app asks; the command line takes --correction)
error-no-deck-list = { $name } has no { $side } list to remove
error-not-paired-yet = round { $round } cannot be published: no round has been paired yet
error-not-paired-yet-latest = round { $round } cannot be published: the latest round is round { $latest }
error-no-pairings-published = no pairings are published
error-already-published = the pairings of round { $round } are already published
error-standings-already-shown = the standings are already shown
error-standings-already-hidden = the standings are already hidden

## Refusals: multiplayer events, featured tables

error-unknown-team = there is no team { $team }
error-unknown-team-name = no team named "{ $name }"
error-no-such-pod = round { $round } has no pod { $pod }
error-team-of-one = a team is two different players: the Sponsor and the Agent
error-runner-identity-missing = every NAPD player registers a Runner identity (no two Runners in a pod may share one); missing for: { $names }
error-not-on-team = The Big Sell-Out pairs teams; not on a team: { $names } (register them as a team, or drop them)
error-identity-clash = the pods cannot be formed without two Runners with the same identity in one pod: { $clashes } would share a pod. Change a Runner identity or the pod size
error-identity-clash-pair = { $a } and { $b } (both { $identity })
error-mp-rounds = rounds: { $rounds } is not between 1 and { $max }
error-mp-napd-pod-size = pod size: { $n } Runners per pod; NAPD pods have 2 to 4 Runners
error-mp-bso-pod-size = pod size: { $n } teams per pod; The Big Sell-Out pods have 2 or 3 teams
error-mp-scoring = scoring: at most 100 points per game
error-mp-not-multiplayer = { $format } is not a multiplayer format
error-no-featured-table = { $round } has no featured table
error-already-featured = table { $table } is already the featured table of { $round }
error-cannot-feature = table { $table } cannot be featured: { $why }
error-feature-no-round = there is no { $round }
error-feature-no-pod = { $round } has no pod { $table }
error-feature-no-table = { $round } has no table { $table }
error-feature-bye = table { $table } of { $round } is a bye
error-feature-no-cut = there is no { $round }: the cut has not been made
error-feature-no-game = { $round } has no game { $table }
error-feature-game-not-needed = game { $table } is not needed

## Refusals: the round clock

error-clock-no-clock = there is no round clock yet: pair a round first
error-clock-no-clock-elimination = there is no round clock yet: pair the elimination round first
error-clock-too-short = a round must last at least one minute
error-clock-before-last-change = time { $now } is before the clock's last change at { $last }
error-clock-already-started = the clock has already been started
error-clock-not-started = the clock has not been started
error-clock-already-paused = the clock is already paused
error-clock-already-running = the clock is already running
error-clock-time-called = time has already been called
error-clock-shorter-than-nothing = taking { $ms } ms would make the round shorter than nothing
error-clock-table-zero = tables are numbered from 1
error-clock-extension-too-small = table { $table } has only { $ms } ms of extra time

## Refusals: the elimination bracket

error-bracket-no-table = there is no { $kind } bracket for { $cut }
error-bracket-seed-count = { $cut } needs { $needed } seeds, got { $got }
error-bracket-seeded-twice = a player is seeded twice
error-bracket-no-such-game = the { $kind } { $cut } bracket has no game { $game }
error-bracket-game-decided = game { $game } already has a result; clear it first
error-bracket-game-not-needed = game { $game } is not played: the upper-bracket player won the grand final
error-bracket-game-waiting = game { $game } is not ready: its players ({ $first }, { $second }) are not known yet
error-bracket-players-unknown = the players of game { $game } are not known yet
error-bracket-game-not-ready = game { $game } is not ready
error-bracket-no-result = game { $game } has no result to clear
error-bracket-bye-result = game { $game } is a bye because its other player dropped
error-bracket-dependent-result = game { $dependent } already has a result that depends on game { $game }; clear it first
error-bracket-not-in-cut = { $player } is not in the cut
error-bracket-already-in-cut = { $player } is already in the cut
error-bracket-already-left = { $player } has already left the cut
error-bracket-already-disqualified = { $player } is already disqualified
error-bracket-not-dropped = { $player } has not dropped from the elimination rounds
error-bracket-bye-decided = game { $game } was already decided by a bye because { $player } dropped
error-bracket-started = elimination games have been played; a dropping player now gives byes instead
error-bracket-sides-decided = the sides of game { $game } are already decided; override them instead
error-bracket-no-side-choice = game { $game }: seed { $seed } ({ $player }) chooses Corp or Runner; no choice given and no preference recorded
error-bracket-not-first-round = game { $game } is in round { $round }: only in the first round does the higher seed choose; override the sides instead
error-bracket-earlier-sides-missing = game { $earlier } of { $player } has no sides recorded; record them before deciding the sides of game { $game }
error-bracket-sides-not-settable = game { $game } is not ready or played; its sides cannot be set
error-bracket-not-in-game = { $player } does not play in game { $game }
error-bracket-later-sides-decided = game { $game } already has sides decided from the old ones; clear them first
error-bracket-game-played = game { $game } has been played; override its sides instead
error-bracket-not-waiting-for-sides = game { $game } is not a game of round { $round } waiting for sides
error-bracket-sides-undecided = decide the sides of game { $game } first (pair the round, or set the sides)

## Refusals: self-reports and scorekeepers

error-report-round-over = { $target } can no longer be reported: { $since }
error-report-since-cut = the Swiss rounds are over (the cut has been made)
error-report-since-round = round { $round } has been paired
error-report-since-elimination = elimination round { $round } is being played
error-report-not-your-table = you do not play at { $target }: report your own table
error-report-already-decided = { $target } already has a result: ask the organizer if it is wrong
error-report-not-ready = { $target } cannot be reported yet: its players and sides are not decided
error-report-multiplayer = results of pods are entered by the organizer
error-report-scorekeeper-revoked = the scorekeeper link "{ $name }" was revoked or does not exist
error-report-not-for-scorekeepers = a scorekeeper enters results of the current round only, not "{ $what }"

## What is wrong in a loaded event file

error-file-too-many-players = { $count } players; an event can have at most { $max }
error-file-too-many-swiss-rounds = { $count } Swiss rounds; an event can have at most { $max }
error-file-too-many-pod-rounds = { $count } pod rounds; an event can have at most { $max }
error-file-too-many-scorekeepers = { $count } scorekeeper links; an event can have at most { $max }
error-file-name-spaces = player { $player }'s name "{ $name }" has spaces around it
error-file-bad-name = player { $player }: { $reason }
error-file-id-order = players are not in id order at { $player }
error-file-same-name = two players are named "{ $name }"
error-file-misnumbered-round = round { $position } is stored as number { $number }
error-file-misnumbered-pod-round = pod round { $position } is stored as number { $number }
error-file-zero-table = round { $round } has a table { $table }
error-file-second-table = round { $round } has a second table { $table }
error-file-unknown-player = { $place } names unknown player { $player }
error-file-unknown-team = { $place } names unknown team { $team }
error-file-twice = player { $player } { $twice }
error-file-refused = { $place }: { $reason }
error-file-draft-seats = draft seats are stored, but this is not a full draft
error-file-pods = multiplayer rounds in an event whose format is not multiplayer
error-file-clock = the round clock: { $problem }
error-place-unpaired-loss = an unpaired loss of round { $round }
error-place-draft-seat = draft seat { $n }
error-place-deck-list = a deck list
error-place-pod = round { $round } pod { $pod }
error-place-list = { $player }'s { $side } list
error-twice-round = appears twice in round { $round }
error-twice-unpaired-loss = is given an unpaired loss in round { $round } but is already seated in it
error-twice-draft-seats = has two draft seats
error-twice-teams = is on two teams
error-twice-pod-round = appears twice in pod round { $round }
error-clock-length = the round length { $ms } ms is not a whole number of minutes from 1
error-clock-less-than-nothing = { $taken } ms taken from a { $length } ms round leave less than nothing
error-clock-extension = table { $table } has an extension of { $ms } ms
error-clock-unreachable = the state { $state } (last change { $last }) cannot be reached by starting, pausing and resuming
error-bracket-file-games = the { $kind } { $cut } bracket has games 1 to { $games }
error-bracket-file-dropped-and-disqualified = { $player } is both dropped and disqualified
error-bracket-file-game = game { $game } { $problem }
error-game-problem-not-ready = has a result but is not ready to be played
error-game-problem-players-unknown = has sides but its players are not known
error-game-problem-other-players = has sides for other players

## Table helpers: refusals

error-table-count-napd = An NAPD game needs { $min } to { $max } Runners, not { $got }
error-table-count-bso = A Big Sell-Out game needs { $min } to { $max } teams, not { $got }
error-table-invalid-name = invalid name for { $seat }: { $reason }
error-seat-corp = the Corp
error-seat-runner = Runner { $n }
error-seat-sponsor = Sponsor { $n }
error-seat-agent = Agent { $n }
error-table-reason-long = it is longer than { $max } characters
error-table-reason-control = it contains control characters
error-table-duplicate-name = two players are named "{ $name }"; give every seat its own name
error-table-invalid-identity = invalid identity for { $seat }: { $reason }
error-table-duplicate-identity = { $first } and { $second } both play "{ $identity }"; each Runner identity may be in the game only once
error-table-no-such-runner = there is no Runner { $n }
error-table-no-such-team = there is no team { $n }
error-table-game-over = the game is over: { $outcome }
error-table-flatlined = { $name } was flatlined: { $what }
error-flatlined-out = their agendas were trashed and they are out of the game
error-flatlined-once = a Runner can be flatlined only once
error-flatlined-agent-already = the Agent is already flatlined
error-flatlined-no-tag = a flatlined Agent cannot be tagged
error-table-not-flatlined = { $name } is not flatlined; only a flatlined Agent can be rehired
error-table-team-left = team { $team } ({ $sponsor } and { $agent }) has left the game
error-table-zero = { $what } must be at least 1
error-table-what-agenda-points = agenda points
error-table-what-credits-spent = the credits spent
error-table-not-enough-points = { $name } has { $has } agenda points; cannot remove { $remove }
error-table-too-many-points = { $name } would have { $total } agenda points; at most { $max } are kept
error-table-exchange-over-limit = { $who } may spend at most { $limit } credits in one exchange in this edition, not { $spent }
error-who-sponsor = the Sponsor
error-who-agent = the Agent
error-table-exchange-odd = the Agent trades 2 credits for each 1 the Sponsor gains: spend an even amount, not { $n }
error-table-too-large = { $what } is too large
error-large-turns = the number of turns
error-large-credits = the amount of credits
error-large-cycles = the number of cycles
error-large-tags = the number of tags
error-large-agenda-total = the agenda total
error-not-now-out = { $name } ({ $seat }) is out of the game; end this turn first
error-not-now-nobody = nobody at the table takes turns
error-not-now-no-rehiring = this classic-edition table does not use the optional rehiring rule
error-not-now-rehire-turn = { $name } rehires in their own turn (it costs three clicks)
error-not-now-runs = runs happen in an Agent's turn; it is { $name }'s turn ({ $seat })
error-not-now-own-agent = { $agent } is { $sponsor }'s own Agent; only other Agents' runs raise the bonus
error-not-now-tags-sold = tags are sold during a Sponsor's turn; it is { $name }'s turn ({ $seat })
error-table-ice-bonus = the ICE-strength bonus is used in the Android: Netrunner edition only with 6 or more players (this table has { $players })
error-table-already-counted = { $agent } is already counted for { $sponsor }'s ICE bonus since { $sponsor }'s last turn
error-table-no-such-tag = there is no tag #{ $tag }
error-tag-own-agent = a team cannot own a tag on its own Agent
error-tag-min-price = a tag costs at least { $min } credits, not { $price }
error-tag-owned = { $team } already owns tag #{ $tag }
error-tag-none-offered = no tag is offered
error-tag-no-auction = no tag is up for auction
error-tag-all-bid = every Sponsor has bid or passed
error-tag-min-bid = a bid is at least { $min } credits, not { $credits }
error-tag-outbid = { $name } must bid more than the best bid of { $best } credits, or pass
error-sale-offered-to = tag #{ $tag } is offered to { $name }: accept or refuse the offer first
error-sale-auction = the auction of tag #{ $tag } is held at the end of this Sponsor's turn: finish it first
error-sale-being-sold = tag #{ $tag } is being sold; finish the sale first
error-sale-already-offered = tag #{ $tag } is already offered; accept or refuse that offer first
error-sale-already-auctioned = tag #{ $tag } is already up for auction

## Multiplayer games: how they end (table helpers' victories, results' endings)

error-napd-victory-corp-agendas = the Corp wins with 7 or more agenda points
error-napd-victory-flatlined = the Corp wins: every Runner is flatlined
error-napd-victory-runner-agendas = the Runners win with 7 or more agenda points together
error-napd-victory-corp-decked = the Runners win: the Corp must draw from an empty R&D
error-bso-outcome-win = { $team } wins: { $reason }
error-bso-outcome-draw = draw between { $teams }
error-bso-team-label = Team { $n } ({ $sponsor } and { $agent })
error-bso-team-label-short = Team { $n }
error-bso-win-highest = the highest total after the full cycle in which a team reached 11
error-bso-win-sudden-death = sudden death: 7 or more points ahead of every other team
error-bso-win-eleven = 11 agenda points
error-bso-win-last-team = every other team left the game
error-bso-leave-sponsor-decked = its Sponsor could not draw
error-bso-leave-agent-flatlined = its Agent was flatlined
error-ending-napd-corp-agendas = Corp scored 7+ agenda points
error-ending-napd-runners-flatlined = every Runner flatlined
error-ending-napd-runner-agendas = Runners scored 7+ agenda points together
error-ending-napd-corp-decked = Corp had to draw from an empty R&D
error-ending-napd-time =
    time
error-ending-bso-agendas = 11+ agenda points
error-ending-bso-sudden-death = sudden death (7-point lead)
error-ending-bso-last-team = every other team left the game
error-ending-bso-time =
    time

## Warnings

warning-rematch = round { $round }: { $a } and { $b } have played each other before
warning-rematch-times = round { $round }: { $a } and { $b } have played each other { $n ->
        [1] once
        [2] twice
       *[other] { $n } times
    } before
warning-second-bye = round { $round }: { $player } receives a second bye
warning-point-gap = round { $round }: { $a } and { $b } are { $gap } points apart
warning-unpaired = round { $round }: { $player } is not paired and has no bye
warning-later-rounds = a result of round { $round } changed; round(s) { $later } were paired on the old standings
warning-fixed-table = round { $round }: { $detail }
warning-fixed-split-pair = { $kept } and { $overridden } both have fixed tables; they sit at { $kept }'s table { $table }, not { $overridden }'s table { $wanted }
warning-fixed-table-taken = { $displaced } wanted fixed table { $table }, which { $kept } keeps
warning-fixed-table-zero = { $player } has fixed table 0, which does not exist
warning-side-imbalance = round { $round }: { $player } plays the same side a second time more than the other
warning-extra-round = round { $round } is beyond the { $planned } planned Swiss rounds
warning-structure-changed = the structure announced when round 1 was paired ({ $old_rounds } Swiss rounds, { $old_cut }) changes to { $rounds } Swiss rounds, { $cut }: tell the players
warning-cut-size = the cut is the top { $chosen }; the structure plans the top { $suggested }
warning-cut-replacement = { $dropped } left the cut before it began: { $entered } enters as the lowest seed and the seeds below { $dropped } move up
warning-elimination-byes-dropped = { $player } dropped: their opponents receive byes (now: game(s) { $games })
warning-elimination-byes-dropped-none = { $player } dropped: their opponents receive byes (now: game(s) none)
warning-elimination-byes-disqualified = { $player } disqualified: their opponents receive byes (now: game(s) { $games }); they take no final place and the places below move up
warning-elimination-byes-disqualified-none = { $player } disqualified: their opponents receive byes (now: game(s) none); they take no final place and the places below move up
warning-drop-undone = { $player } is back in the elimination rounds
warning-drop-undone-cleared = { $player } is back in the elimination rounds; cleared { $cleared }: enter those results again
warning-cleared-bye = game { $game } (bye to { $name })
warning-cleared-draw = game { $game } ({ $name } won a draw)
warning-cleared-won = game { $game } ({ $name } won)
warning-cut-on-old-standings = a result of round { $round } changed after the cut was made on the old standings
warning-extra-pod-round = round { $round } is beyond the { $planned } rounds planned in the event's multiplayer settings
warning-missing-deck-lists = the event collects deck lists and { $n } { $n ->
        [one] player
       *[other] players
    } have not handed in both: { $players }
warning-missing-sides = { $name } ({ $sides })
warning-report-waiting = { $by } reported { $target }: waiting for { $opponent }'s report
warning-report-waiting-approval = { $by } reported { $target }: waiting for { $opponent }'s report, then for the organizer
warning-reports-disagree = the reports of { $a } and { $b } for { $target } disagree: the organizer decides
warning-report-awaits-organizer = both players reported { $target } alike: it waits for the organizer's approval
warning-report-confirmed = { $confirmed } confirmed { $reported }'s report: the result of { $target } is entered
warning-dropped-player-paired = round { $round }: { $player } has dropped but is still paired in this round

## History entries (Undo and Redo name them)

command-edit-settings = edit event settings
command-add-player = add player { $name }
command-add-players = add { $n } players
command-edit-player = edit player { $player }
command-drop-player = drop player { $player }
command-rejoin-player = rejoin player { $player }
command-undo-elimination-drop = undo the elimination-round drop of player { $player }
command-disqualify-player = disqualify player { $player }
command-pair-round = pair the next round
command-repair-round = re-pair the latest round
command-delete-round = delete the latest round
command-add-round = add a round by hand
command-report-result = report round { $round } table { $table }
command-report-results = report { $n } results in round { $round }
command-clear-result = clear round { $round } table { $table }
command-swap-players = swap { $a } and { $b } in round { $round }
command-break-pairing = break table { $table } of round { $round }
command-pair-players = pair { $a } with { $b } in round { $round }
command-give-bye = give { $player } a bye in round { $round }
command-set-draft-seats = set the draft seating of { $n } players
command-cut = cut to the { $cut }
command-delete-cut = delete the cut
command-pair-elimination = pair the next elimination round
command-side-preference = { $player } prefers to play { $side }
command-forget-side-preference = forget { $player }'s side preference
command-override-sides = { $player } plays Corp in game { $game }
command-clear-sides = clear the sides of game { $game }
command-report-elimination = report elimination game { $game }
command-clear-elimination = clear elimination game { $game }
command-clock-start = start the clock
command-clock-pause = pause the clock
command-clock-resume = resume the clock
command-clock-add = add { $s } s to the round
command-clock-extend-table = give table { $table } { $s } s more
command-clock-call-time = call time
command-clock-set-length = set the round to { $minutes } minutes
command-set-multiplayer-settings = edit the multiplayer settings
command-register-team = register the team of { $sponsor } and { $agent }
command-rename-team = rename { $team } to { $name }
command-pair-pods = pair the next round of pods
command-report-pod = report round { $round } pod { $pod }
command-unreport-pod = clear round { $round } pod { $pod }
command-delete-pod-round = delete the latest round of pods
command-set-print-language = set the printout language to { $language }
command-hide-pairings = hide the pairings from players
command-publish-pairings = publish the pairings of round { $round }
command-show-standings = show the standings to players
command-hide-standings = hide the standings from players
command-reset-player-code = reset { $player }'s personal code
command-report-approval-on = every self-report waits for the organizer
command-report-approval-off = agreeing self-reports are entered at once
command-self-report = { $player } reported { $target }
command-add-scorekeeper = create the scorekeeper link "{ $name }"
command-revoke-scorekeeper = revoke the scorekeeper link "{ $name }"
command-scorekeeper = scorekeeper "{ $name }": { $change }
command-feature-table = feature table { $table } of { $round }
command-no-featured-table = no featured table in { $round }
command-register-deck = register { $player }'s { $side } deck list
command-register-deck-correction = register { $player }'s { $side } deck list (correction)
command-remove-deck = remove { $player }'s { $side } deck list
command-remove-deck-correction = remove { $player }'s { $side } deck list (correction)
# (end of section: engine)

## Problems with files, imports, deck lists and table helpers (file-, nrtm-, import-problem-, deckcheck-, table-)
# (section: io)
# (end of section: io)

## Tests only (the fallback test: this message is English-only on purpose)

test-english-only = Only in English
