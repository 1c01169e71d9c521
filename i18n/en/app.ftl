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
# Start screen
start-subtitle = Offline tournament organizer for Android: Netrunner — FFG Tournament Regulations v3.2
start-recovery-title = The app was not closed properly last time.
start-recovery-with-file = An autosaved copy of “{ $name }” has { $changes } { $changes ->
        [one] change
       *[other] changes
    }; its file has { $saved }.
start-recovery-never-saved = An autosaved copy of “{ $name }” with { $changes } { $changes ->
        [one] change
       *[other] changes
    } was never saved to a file.
start-recover = Recover the autosaved event
start-recovery-ignore = Ignore
start-new-event = New event
start-multiplayer-note = A multiplayer side event: rounds of pods; pod size, rounds and scoring are set on the Players screen.
start-create = Create event
start-open = Open
start-open-intro = An event file, or a results file from NRTM, Cobra or Aesop's Tables to import.
start-open-file = Open a file…
start-path = Path
start-path-hint = or type a path
start-open-path = Open path
start-table-helper = Table helper
start-table-helper-hint = NAPD or Big Sell-Out: turn order, agenda totals and victory check for one game
start-recent = Recent events
start-recent-none = none yet
# A recent event file: its event's name and date.
start-recent-event = { $name } ({ $date })
start-recent-missing = { $file } (not found)
# The random seed of a new event's pairings.
start-seed = Seed
start-seed-hint = random
start-problem-bad-seed = The seed “{ $seed }” is not a whole number (leave it empty for a random one).

# Event settings (the start screen's new-event form and Edit ▸ Event settings)
settings-name = Name
settings-name-hint = Store Championship
settings-date = Date
settings-format = Format
settings-format-locked = The format cannot change once a round has been paired.
settings-format-standard = Constructed: double-sided Swiss (v3.2)
settings-format-single-sided = Constructed: single-sided Swiss
settings-format-full-draft = Full draft
settings-format-half-draft = Half draft
settings-format-napd = NAPD multiplayer
settings-format-bso-classic = The Big Sell-Out (classic)
settings-format-bso = The Big Sell-Out
settings-format-summary-multiplayer = Multiplayer pods, set up on the Players screen.
settings-format-summary-single-sided =
    One game a round, sides assigned by the pairing.
    Games to { $points } agenda points; { $minutes }-minute rounds.
settings-format-summary-double-sided =
    Two games a round, one on each side.
    Games to { $points } agenda points; { $minutes }-minute rounds.
settings-structure = Structure
settings-structure-basic = Basic
settings-structure-advanced = Advanced
settings-structure-custom = Custom
settings-swiss-rounds = Swiss rounds
settings-cut = Cut
# A cut size: $n players (0: no cut).
settings-cut-size = { $n ->
        [0] no cut
       *[other] top { $n }
    }
settings-tier = Tier
settings-tier-relaxed = Relaxed
settings-tier-formal = Formal
settings-tier-premier = Premier
settings-round-minutes = Round length (minutes)
settings-problem-no-name = Give the event a name.
settings-problem-bad-date = The date “{ $date }” is not a date in the form YYYY-MM-DD, such as 2026-03-14.
settings-problem-bad-minutes = The round length “{ $minutes }” is not a number of minutes from 1 to 600 (empty: the format's { $default }).
settings-title = Event settings
settings-printouts-in = Printouts in
settings-event-plans = The event plans { $plan }.
# The Swiss rounds and the cut an event plays; $cut: players in the cut (0: no cut).
settings-plan = { $rounds } { $rounds ->
        [one] Swiss round
       *[other] Swiss rounds
    }, { $cut ->
        [0] no cut
       *[other] top { $cut }
    }
# $structure: basic, advanced or custom (the structure tables of the regulations).
settings-plan-before-round-1 = { $plan } (the { $structure ->
        [basic] basic
        [advanced] advanced
       *[custom] custom
    } table for { $players } { $players ->
        [one] player
       *[other] players
    }; fixed when round 1 is paired)
settings-plan-fixed-suggests-otherwise = { $plan } (fixed when round 1 was paired, { $fixed } { $fixed ->
        [one] player
       *[other] players
    }; the { $structure ->
        [basic] basic
        [advanced] advanced
       *[custom] custom
    } table gives { $suggested } for the { $registered } { $registered ->
        [one] player
       *[other] players
    } registered now)
settings-plan-fixed = { $plan } (fixed when round 1 was paired, { $fixed } { $fixed ->
        [one] player
       *[other] players
    })
settings-structure-change-warning = Round 1 has been paired: the event announced { $announced }. Saving changes it to { $after } — tell the players.
settings-save = Save settings
settings-cancel = Cancel

# Players screen: header
players-heading = Players
players-count = { $total } { $total ->
        [one] player
       *[other] players
    } ({ $active } active, { $dropped } dropped)
players-count-disqualified = { $total } { $total ->
        [one] player
       *[other] players
    } ({ $active } active, { $dropped } dropped, { $dq } disqualified)
players-event-settings = Event settings…
players-event-settings-hint = Name, date, tier, format, structure (rounds and cut), round length
# $structure: basic, advanced or custom; $cut: players in the cut (0: no cut).
players-structure-plan = { $structure ->
        [basic] Basic structure
        [advanced] Advanced structure
       *[custom] Custom structure
    }: { $rounds } { $rounds ->
        [one] Swiss round
       *[other] Swiss rounds
    }, { $cut ->
        [0] no cut
       *[other] cut to top { $cut }
    }
players-stage-cut-made = · Swiss stage over after { $rounds } { $rounds ->
        [one] round
       *[other] rounds
    }; the cut has been made
players-stage-round-paired = · round { $n } paired
players-structure-fixed = Fixed when round 1 was paired ({ $fixed } { $fixed ->
        [one] player
       *[other] players
    }); the table gives { $plan } for the { $registered } registered now. Change it in the event settings if you mean to.
players-registration-closed = Registration is closed: the cut has been made. To register more players, delete the cut on the Cut & bracket screen (possible until the first elimination result).

# Players screen: registration
players-register = Register a player
players-name = Player name
players-name-hint = Name
players-corp-identity = Corp identity
players-runner-identity = Runner identity
players-pronouns = Pronouns
players-pronouns-hint = optional
players-add = Add player
players-keys-hint = Enter adds the player and returns to the name · Tab moves to the next field · Up/Down then Enter (or a click) picks an identity; one not in the list is kept and marked
players-late-registration = { $n ->
        [one] Late registration: a player added now gets an unpaired loss for round 1, already paired.
       *[other] Late registration: a player added now gets an unpaired loss for each of the { $n } rounds already paired.
    }
players-problem-name-first = Type the player's name first.
players-problem-no-name = A player needs a name.
# $side: Corp or Runner (side-corp, side-runner).
players-problem-ambiguous-identity = “{ $text }” fits several { $side } identities: pick one from the list (Up/Down, then Enter) or type more of its name.
players-problem-fixed-table = The fixed table "{ $table }" is not a table number: type a whole number from 1, or leave it empty.
# $id: the player's number, "#3".
players-note-added = Added { $name } ({ $id }).
players-note-saved = Saved the changes to { $name }.

# Players screen: draft seating (full draft)
players-draft-title = Draft seating
players-draft-intro = Full draft: round 1 pairs each seat with the seat furthest from it at the draft table. Put the players in the order they sit, then save.
players-draft-saved = Saved seating of { $n } { $n ->
        [one] player
       *[other] players
    }.
players-draft-none-saved = No seating saved yet: round 1 cannot be paired until it is.
players-draft-differs = The seating below differs from the saved one (changes, or players registered or dropped since): save it before pairing.
players-draft-seat = Seat { $n }
players-draft-up = Up
players-draft-down = Down
players-draft-move-up = Move { $name } up
players-draft-move-down = Move { $name } down
players-draft-save = Save seating
players-draft-shuffle = Shuffle
players-draft-shuffle-hint = Random seats
players-draft-revert = Revert to saved

# Players screen: the list
players-registered = Registered players
players-filter = Filter
players-filter-hint = name, identity or #id
players-filter-clear = Clear filter
players-filter-showing = showing { $shown } of { $total }
players-undo = Undo
players-none-yet = No players yet: type a name above and press Enter.
players-col-name = Name
players-col-pronouns = Pronouns
players-col-corp = Corp
players-col-runner = Runner
players-col-table = Table
players-col-table-hint = Fixed table: a table the player always sits at (accessibility)
players-col-status = Status
players-col-code = Code
players-col-code-hint = The player's personal code: they type it on their phone to report results (printed on the player cards; never on a public page)
players-col-actions = Actions
players-sort-by-id = Sort by #
players-sort-by-name = Sort by name
players-sort-by-corp = Sort by corp
players-sort-by-runner = Sort by runner
players-sort-by-status = Sort by status
players-sorted-ascending = { $column }, sorted ascending
players-sorted-descending = { $column }, sorted descending
players-status-active = active
players-status-dropped-before-round-1 = dropped before round 1
players-status-dropped-after = dropped after round { $round }
players-status-disqualified = disqualified
# A title not in the identity list.
players-identity-unknown = unknown
players-identity-unknown-hint = “{ $title }” is not in the identity list: it is kept as typed, and AlwaysBeRunning will not link it. Edit the player to pick one.
players-code-new = New
players-code-new-for = New code for { $name }
players-code-new-hint = Draw a new personal code (the old one stops working; Undo reverses it)
players-edit = Edit
players-edit-player = Edit { $name }
players-edit-hint = Change the name, identities, pronouns or fixed table
players-drop = Drop
players-drop-player = Drop { $name }
players-drop-hint = Stop pairing this player; they stay in the standings (Undo reverses it)
players-undo-drop = Undo drop…
players-undo-drop-player = Undo the drop of { $name }
players-undo-drop-hint = Their drop already gave their opponents byes: undo it if it was a mistake (clears those byes and the results that depend on them; asks first)
players-rejoin = Rejoin
players-rejoin-player = Rejoin { $name }
players-rejoin-hint = Pair this player again from the next round
players-rejoin-closed-hint = Players rejoin only in the stage they left: they dropped in the Swiss stage and the cut has been made
players-disqualify = Disqualify…
players-disqualify-player = Disqualify { $name }
players-disqualify-hint = Remove from the event for good (asks first)
players-edit-name = Edit name
players-edit-pronouns = Edit pronouns
players-edit-corp = Edit Corp identity
players-edit-runner = Edit Runner identity
players-edit-table = Edit fixed table
players-edit-table-hint = none
players-edit-table-tip = A table this player always sits at (accessibility); empty for none
players-edit-no-video = Edit no video
players-edit-save = Save
players-edit-cancel = Cancel
# After a drop or a rejoin, beside Undo.
players-note-dropped = Dropped { $name }: they stay in the standings and are no longer paired.
players-note-back-in-elimination = { $name } is back in the elimination rounds.
players-note-rejoined = { $name } rejoined.
players-note-rejoined-after-rounds = { $name } rejoined (an unpaired loss for each round they missed).
# Questions before a drop, an undone elimination drop, a disqualification. $rounds: rounds paired so far.
players-confirm-drop =
    Drop { $name } ({ $id })?

    { $name } is no longer paired { $rounds ->
        [0] from round 1
       *[other] after round { $rounds }
    }, and stays in the standings, marked dropped. Rejoin brings them back with an unpaired loss for each round missed.
players-confirm-drop-yes = Yes, drop
# $games: the elimination games decided by a bye, each "game 5", joined by players-list-separator.
players-bye-game = game { $n }
players-list-separator = {", "}
players-confirm-undo-drop =
    Undo the drop of { $name }?

    Their drop already decided { $games } by a bye. Undoing it clears those byes and every result that depends on them, and { $name } is back in the bracket; enter those results again.
players-confirm-undo-drop-yes = Yes, undo the drop
players-confirm-disqualify =
    Disqualify { $name } ({ $id })?

    { $name } leaves the standings for good and can never rejoin this event; their games still count for their opponents. This cannot be reversed except by Undo (Ctrl+Z).
players-confirm-disqualify-yes = Yes, disqualify

# File ▸ Import players…
import-title = Import players
import-intro = A CSV or TSV list (comma, semicolon or tab), with or without a header. Columns: name, Corp identity, Runner identity, pronouns.
import-file = Player list file
import-preview = Preview
import-choose-file = Choose file…
import-no-file-dialog = no file dialog is available: type the file's path
import-type-path = type the path of the player list
# $summary: how the file was read (encoding, separator, header, columns).
import-read-as = Read as { $summary }
import-note = Note: { $note }
import-counts = { $add } to add, { $left_out } left out
import-add = { $n ->
        [one] Add 1 player
       *[other] Add { $n } players
    }
import-cancel = Cancel
import-col-line = Line
import-col-name = Name
import-col-corp = Corp
import-col-runner = Runner
import-col-pronouns = Pronouns
import-col-problems = Problems
import-row-add = add
import-row-left-out = left out
# The status line after an import; $undo: the Undo shortcut (Ctrl+Z).
import-status-imported = imported { $n } { $n ->
        [one] player
       *[other] players
    } from { $path } ({ $undo } undoes the whole import)

# The typed-path dialog (where there is no file dialog)
path-title-open = Open an event or results file
path-title-save-as = Save the event as
path-title-export-nrtm = Export NRTM results for AlwaysBeRunning (JSON)
path-title-export-standings = Export standings (CSV)
path-title-export-pairings = Export pairings (CSV)
path-title-export-players = Export players (CSV)
path-title-export-games = Export game results (CSV)
path-round = Round
path-round-none = none paired yet
path-round-n = Round { $n }
path-type-path = Type the file's path (~ is your home folder), then Enter:
path-folder-note = A file name without a folder is in { $folder }.
path-ok = OK
path-cancel = Cancel
path-choose = Choose…
path-no-file-dialog = No file dialog is available here: type the file's path.
path-no-round-paired = No round has been paired yet: there are no pairings.
path-problem-empty = Type the file's path.
path-problem-folder = “{ $path }” is a folder: add the file's name after it, for example “{ $example }”.
path-problem-no-file = There is no file “{ $path }”.
path-problem-not-a-folder = “{ $path }” is a file, not a folder.
path-problem-no-folder = There is no folder “{ $path }”: create it first, or choose another.

# The system's file dialogs: the kinds of file offered
files-filter-event = Event or results file
files-filter-player-list = Player list
files-filter-deck-list = Deck list
files-filter-card-data = Card data
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
# (end of section: engine)

## Problems with files, imports, deck lists and table helpers (file-, nrtm-, import-problem-, deckcheck-, table-)
# (section: io)
# (end of section: io)

## Tests only (the fallback test: this message is English-only on purpose)

test-english-only = Only in English
