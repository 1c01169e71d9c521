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
## Cut and bracket screen

bracket-heading = Cut & bracket
bracket-cut-intro = After the Swiss rounds the top players play a double-elimination bracket, seeded by their Swiss rank.
bracket-no-swiss-round = No Swiss round has been played yet.
# $why: the rules' reason ("Round 3 is not complete: tables 2, 5 have no result").
bracket-swiss-incomplete = { $why }.
bracket-swiss-stage = Swiss stage
bracket-enter-results-first = Enter every result of the last round before making the cut.
bracket-swiss-complete = Complete: { $n ->
        [one] { $n } round
       *[other] { $n } rounds
    } played, every result entered.
# $plan: what the event plays (bracket-plan…).
bracket-event-plans = The event plans { $plan }.
bracket-only-rounds-played = Only { $n } of the planned { $planned } rounds have been played.
bracket-plan = { $rounds ->
        [one] { $rounds } Swiss round
       *[other] { $rounds } Swiss rounds
    }, { $cut }
bracket-cut-none = no cut
bracket-cut-top = top { $n }
# The structure tables of the regulations: "the basic table".
bracket-structure-basic = basic
bracket-structure-advanced = advanced
bracket-structure-custom = custom
bracket-plan-suggested = { $plan } (the { $table } table for { $players ->
        [one] { $players } player
       *[other] { $players } players
    }; fixed when round 1 is paired)
bracket-plan-fixed = { $plan } (fixed when round 1 was paired, { $fixed ->
        [one] { $fixed } player
       *[other] { $fixed } players
    })
bracket-plan-fixed-otherwise = { $plan } (fixed when round 1 was paired, { $fixed ->
        [one] { $fixed } player
       *[other] { $fixed } players
    }; the { $table } table gives { $suggested } for the { $players ->
        [one] { $players } player
       *[other] { $players } players
    } registered now)
bracket-cut-size = Cut size
bracket-top = Top { $n }
bracket-top-suggested = Top { $n } (suggested)
bracket-only-candidates = Only { $n ->
        [one] { $n } player who has
       *[other] { $n } players who have
    } not dropped can be seeded.
bracket-double-elimination = Double elimination
bracket-single-elimination = Single elimination
bracket-single-elimination-note = Single elimination is not a regulation format: out after one loss, reseeded every round. Offers a top 3.
bracket-double-elimination-note = Double elimination (regulations): out after the second loss; the lower-bracket winner can force a second final.
bracket-make-cut = Make the cut
bracket-make-cut-blocked = The Swiss stage is not complete.
bracket-make-cut-too-few = Not enough players for this cut.
bracket-kind-double = double elimination
bracket-kind-single = single elimination
bracket-cut-question = Cut to the top { $n } ({ $kind })? This ends the Swiss stage: no more Swiss rounds can be paired. The cut can be deleted until the first elimination result is entered.
bracket-cut-yes = Cut to the top { $n }
bracket-seeds-note = Seeds are the Swiss ranks of the players who have not dropped.
bracket-seeds-heading = Seeds for the top { $n }
bracket-seeds-none = No player can be seeded yet.
bracket-col-seed = Seed
bracket-col-player = Player
bracket-col-swiss-rank = Swiss rank
bracket-col-points = Points
bracket-col-place = Place
bracket-seeds-too-few = Only { $n ->
        [one] { $n } player
       *[other] { $n } players
    } can be seeded; the top { $size } needs { $size }.
bracket-next-in-line-player = { $name } ({ $points } pts)
bracket-next-in-line = Next in line if a seeded player drops: { $list }
# Between the names of a list.
bracket-list-separator = {", "}
bracket-status-finished = finished
bracket-status-round = round { $n } of { $rounds }
bracket-status-final = final of { $rounds }
bracket-status-grand-final = grand final of { $rounds }
bracket-status-second-final = second final of { $rounds }
# Under the heading once the cut is made: "Top 4 · double elimination · round 2 of 5".
bracket-summary = Top { $n } · { $kind } · { $status }
bracket-name-seed = { $name } (seed { $seed })
bracket-disqualified-note = Disqualified, no final place: { $list }; the places below moved up.
bracket-final-places = Final places
bracket-places-fill-in = Places fill in as players are eliminated.
bracket-delete-cut = Delete the cut
bracket-delete-cut-question = Delete the cut? The bracket and its side choices are removed and the Swiss stage is open again.
bracket-delete-cut-yes = Yes, delete the cut
bracket-delete-cut-note = Possible until the first elimination result is entered.
# Where a player comes from, before it is known (in the bracket's boxes; G3: game 3, R2: round 2).
bracket-source-seed = Seed { $n }
bracket-source-winner = Winner G{ $game }
bracket-source-loser = Loser G{ $game }
bracket-source-best-winner = Best R{ $round } winner
bracket-source-winner-ranked = R{ $round } winner no. { $rank } by seed
# Why a player plays their side.
bracket-reason-higher-seed-choice = higher seed's choice
bracket-reason-least-played = least played side
bracket-reason-larger-difference = larger difference (both played the same side least)
bracket-reason-coin-flip = coin flip (equal side counts)
bracket-reason-second-final-switch = second final: switched from the first final
bracket-reason-organizer-override = organizer override
bracket-round = Round { $n }
bracket-round-final = Final
bracket-round-grand-final = Grand final
bracket-round-second-final = Second final
bracket-pair-round = Pair round { $n }
bracket-pair-final = Pair the final
bracket-pair-grand-final = Pair the grand final
bracket-pair-second-final = Pair the second final
bracket-finished = The bracket is finished
bracket-wins-event = { $name } wins the event.
bracket-minutes = { $n ->
        [one] { $n } minute
       *[other] { $n } minutes
    }
bracket-enter-results = Enter the results
bracket-latest-results = Latest results
bracket-latest-results-note = A result can be cleared until a game that depends on it has one.
bracket-higher-seed-chooses = The higher seed chooses Corp or Runner after seeing the opponent's identities.
# Before the Corp and Runner buttons: "#1 Ann plays [Corp] [Runner] against #4 Di".
bracket-plays = { $name } plays
bracket-side-game = { $side } (game { $n })
bracket-against = against { $name }
bracket-choose-sides = choose a side for { $n } more { $n ->
        [one] game
       *[other] games
    }
bracket-side-rule = Each player plays the side they have played least in the elimination rounds; if both played the same side least, the larger difference plays it; otherwise a coin flip.
bracket-side-rule-second-final = Second final: if the rule would repeat the first final's sides, the players switch.
bracket-vs = { $a } vs { $b }
bracket-card-sides = { $corp } (Corp) vs { $runner } (Runner)
bracket-no-video = no video
bracket-no-video-hover = A player at this game asked not to be filmed.
bracket-sides-reason = Sides: { $reason }
bracket-result-won = Result: { $name } won
bracket-result-won-draw = Result: { $name } won (a draw: the higher seed advances)
bracket-result-entered = result entered; it can be cleared under Latest results
bracket-won = { $name } won
bracket-draw = Draw (higher seed wins)
bracket-draw-hover = A drawn elimination game is won by the player with the better Swiss rank.
bracket-draw-game = Draw (higher seed wins) (game { $n })
bracket-time-called = Time called…
bracket-time-called-game = Time called (game { $n })
bracket-agenda-points = Agenda points:
bracket-record = Record
bracket-record-game = Record (game { $n })
bracket-agenda-points-problem = type { $name }'s agenda points as a whole number
bracket-timed-rule = More agenda points wins; equal points is a draw, won by the higher seed (#{ $seed }).
bracket-override-sides = Override sides
bracket-override-sides-game = Override sides (game { $n })
bracket-plays-corp = { $name } plays Corp
bracket-decide-sides-again = Decide the sides again
bracket-beat = { $winner } beat { $loser }
bracket-beat-draw = { $winner } beat { $loser } (drawn: higher seed)
bracket-clear-result = Clear result
bracket-clear-result-game = Clear result (game { $n })
# The bracket drawing.
bracket-upper-bracket = Upper bracket
bracket-lower-bracket = Lower bracket
# At the right of a row won without a game.
bracket-bye-mark = bye
bracket-not-needed = Not needed
bracket-status-waiting = waiting for its players
bracket-status-playing = being played
bracket-status-ready = ready to pair
bracket-status-decided = decided
bracket-status-not-needed = not needed
bracket-section-upper = upper bracket
bracket-section-lower = lower bracket
bracket-section-final = final
bracket-section-second-final = second final
# What a screen reader says of a game's box.
bracket-slot-side = { $name } ({ $side })
bracket-game-label = G{ $n }, { $section }: { $a } vs { $b }, { $status }
bracket-game-label-won = G{ $n }, { $section }: { $a } vs { $b }, { $status }, { $winner } won
# The hover text of a game's box.
bracket-details-game = Game { $n } · { $round } · { $section } · { $status }
bracket-details-from-winner = { $who } — winner of G{ $game }
bracket-details-from-loser = { $who } — loser of G{ $game }
bracket-details-reseeded = { $who } — reseeded after round { $round }
bracket-details-sides = Corp: { $corp }, Runner: { $runner } — { $reason }
# $winner and $loser: what becomes of them (bracket-details-… below).
bracket-details-winner-loser = Winner { $winner }; loser { $loser }.
bracket-details-winner-wins-event = wins the event
bracket-details-winner-reseeded = goes on (reseeded)
bracket-details-goes-to = goes to { $games }
bracket-details-out-in-place = is out in place { $place }
bracket-details-out-in-places = is out in places { $best }–{ $worst }
bracket-details-second-final-if-upper = from the upper bracket plays G{ $game }; from the lower bracket is 2nd
bracket-details-click = Click to enter the result below.
bracket-pair-to-decide-sides = Pair the round to decide the sides.

## Clock screen and projector

clock-round = Round { $n }
clock-elimination-round = Elimination round { $n }
clock-final = Final
clock-heading = Clock
clock-heading-swiss = Clock — Swiss round { $n }
clock-heading-cut = Clock — { $round }
clock-phase-not-started = Not started
clock-phase-running = Running
clock-phase-paused = Paused
clock-phase-time-called = Time called
clock-none-cut = The clock starts with each elimination round: pair the next one on the Cut & bracket screen.
clock-none-swiss = There is no round clock yet: pair a round on the Rounds screen first.
# $time: the local time ("14:35").
clock-running-until = Running — time is called at { $time }
clock-time-called-ago = Time called — { $time } ago
clock-length = Round length { $minutes } min
# $added: "+5:00" or "−2:00".
clock-length-added = Round length { $minutes } min, { $added } added
clock-start = Start
clock-pause = Pause
clock-resume = Resume
clock-add-minute = +1 minute
clock-take-minute = −1 minute
clock-call-time = Call time
clock-call-time-hover = End the round now (asks first; +1 minute gives time back)
clock-call-time-question = Call time now? { $left } are left on the clock.
clock-call-time-yes = Call time now
clock-length-heading = Round length
clock-minutes = Minutes
clock-set-length = Set length
clock-length-problem = type the round length in whole minutes (1–600)
clock-length-note-single-sided = Single-sided rounds default to { $minutes } minutes, like the regulations' one-game elimination rounds.
clock-length-note = The regulations give { $minutes } minutes for this round.
clock-projector = Projector
clock-projector-about = A second window for the room: the round and the time left in large type.
clock-projector-open = Open projector window
clock-projector-close = Close projector window
clock-projector-show-pairings = Show the pairings on the projector
clock-extension-heading = Extra time for one table
clock-extension-about = For a lost or damaged card, or a judge call that stopped one table.
clock-extension-table = Table
clock-extension-minutes = Extra minutes
clock-extend = Extend
clock-extension-none = No table has extra time.
clock-col-table = Table
clock-col-players = Players
clock-col-extra = Extra
clock-col-time-left = Time left
clock-table = Table { $n }
clock-table-players = { $a } vs { $b }
clock-table-bye = { $name } (bye)
clock-extension-remove = Remove table { $n }
clock-problem-no-table = type the table number
clock-problem-not-a-table = “{ $text }” is not a table number
clock-problem-no-such-table = there is no table { $n } in this round
clock-problem-no-such-game = there is no game { $n } in this round
clock-problem-not-minutes = “{ $text }” is not a number of minutes (1–120)
clock-projector-table = Table { $n }
clock-projector-bye = Bye
# The player's side and opponent: "Corp vs Bo".
clock-projector-opponent-side = { $side } vs { $name }
clock-projector-opponent = vs { $name }
clock-projector-no-round = No round yet
# Tables with extra time: "table 3: 4:12".
clock-projector-extension = table { $n }: { $time }
clock-projector-extra-time = Extra time — { $list }
clock-projector-on-stream = On stream: table { $n }
clock-projector-col-player = Player
clock-projector-col-table = Table
clock-projector-col-opponent = Opponent
clock-projector-window-title = Netrunner TO — projector
clock-projector-fullscreen = Fullscreen
clock-projector-exit-fullscreen = Exit fullscreen

## Statistics screen and charts (the charts also on the statistics printout, in the event's language)

stats-heading = Statistics
stats-show-every-identity = Show every identity
stats-show-every-identity-hover = Identity charts show the { $n } most played and one bar for the rest
stats-print = Print statistics…
stats-identities-hidden = Players do not see identities yet: printouts show them once round 1 is paired. This screen is the organizer's view.
chart-nothing = Nothing to show yet.
chart-section-field = The field: { $n ->
        [one] { $n } player
       *[other] { $n } players
    }
chart-section-cut = The cut: top { $n }
chart-section-conversion = Cut conversion
chart-section-results = Results
chart-corp-factions = Corp factions
chart-runner-factions = Runner factions
chart-corp-identities = Corp identities
chart-runner-identities = Runner identities
chart-corp-factions-cut = Corp factions: made the cut
chart-runner-factions-cut = Runner factions: made the cut
chart-corp-identities-cut = Corp identities: made the cut
chart-runner-identities-cut = Runner identities: made the cut
chart-swiss-rounds = Swiss rounds
chart-elimination-rounds = Elimination rounds
chart-napd-corp-against-runners = Corp against the Runner team
chart-endings = How the games ended
chart-wins-by-seat = Wins by seat
chart-runner-team = Runner team
# Bars of the results charts; $side: "Corp", "Runner", "Runner team".
chart-wins = { $side } wins
chart-timed-wins = { $side } timed wins
chart-draws = Draws
chart-team-in-seat = Team in seat { $n }
# The last bar of a shortened identity chart.
chart-other-identities = { $n ->
        [one] { $n } other identity
       *[other] { $n } other identities
    }
chart-no-identity = No identity entered
# Cut conversion: "2 of 5 (40%)" of the players of a faction or identity made the cut.
chart-cut-of-played = { $cut } of { $played } ({ $percent })
# Captions under the charts: what the percentages are of, and what the bars leave out.
chart-caption-players = of { $n ->
        [one] { $n } player
       *[other] { $n } players
    }
chart-caption-players-most-played = of { $n ->
        [one] { $n } player
       *[other] { $n } players
    }; the { $shown } most played shown
chart-caption-conversion = of the players who played it
chart-caption-conversion-none = of the players who played it; { $none } { $none ->
        [one] identity
       *[other] identities
    } played in the field did not make the cut
chart-caption-conversion-more = of the players who played it; { $more } more not shown
chart-caption-conversion-none-more = of the players who played it; { $none } { $none ->
        [one] identity
       *[other] identities
    } played in the field did not make the cut; { $more } more not shown
chart-caption-tally = of { $games } { $games ->
        [one] game
       *[other] games
    }: { $corp } { $corp_total } ({ $corp_percent }), { $runner } { $runner_total } ({ $runner_percent })
chart-caption-tally-splits = of { $games } { $games ->
        [one] game
       *[other] games
    }: { $corp } { $corp_total } ({ $corp_percent }), { $runner } { $runner_total } ({ $runner_percent }); { $splits } intentional { $splits ->
        [one] split
       *[other] splits
    } not counted
chart-caption-tally-unknown = of { $games } { $games ->
        [one] game
       *[other] games
    }: { $corp } { $corp_total } ({ $corp_percent }), { $runner } { $runner_total } ({ $runner_percent }); { $unknown } { $unknown ->
        [one] game
       *[other] games
    } without known sides not counted
chart-caption-tally-splits-unknown = of { $games } { $games ->
        [one] game
       *[other] games
    }: { $corp } { $corp_total } ({ $corp_percent }), { $runner } { $runner_total } ({ $runner_percent }); { $splits } intentional { $splits ->
        [one] split
       *[other] splits
    } not counted; { $unknown } { $unknown ->
        [one] game
       *[other] games
    } without known sides not counted
chart-caption-games = of { $n ->
        [one] { $n } game
       *[other] { $n } games
    }
chart-caption-seats = of { $n ->
        [one] { $n } game
       *[other] { $n } games
    } (Sponsor 1 takes the first turn)
# How multiplayer games ended.
chart-ending-napd-corp-agendas = Corp scored 7+ agenda points
chart-ending-napd-runners-flatlined = Every Runner flatlined
chart-ending-napd-runner-agendas = Runners scored 7+ agenda points together
chart-ending-napd-corp-decked = Corp had to draw from an empty R&D
chart-ending-time = Time
chart-ending-bso-agendas = 11+ agenda points
chart-ending-bso-sudden-death = Sudden death (7-point lead)
chart-ending-bso-last-team-standing = Every other team left the game
# Faction names as players write them (NetrunnerDB's).
chart-faction-haas-bioroid = Haas-Bioroid
chart-faction-jinteki = Jinteki
chart-faction-nbn = NBN
chart-faction-weyland-consortium = Weyland Consortium
chart-faction-neutral = Neutral
chart-faction-anarch = Anarch
chart-faction-criminal = Criminal
chart-faction-shaper = Shaper
chart-faction-adam = Adam
chart-faction-apex = Apex
chart-faction-sunny-lebeau = Sunny Lebeau
chart-faction-other = Other faction
chart-faction-unknown = Unknown identity

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
