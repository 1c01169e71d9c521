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
# Window
app-title-event = { $name } — { $file }
app-title-event-unsaved = { $name } — not saved to a file
app-dismiss = Dismiss
app-cancel = Cancel

# Menus (menu titles, File ▸ Export kinds, entries)
menu-file = File
menu-edit = Edit
menu-event = Event
menu-view = View
menu-export = Export
menu-language = Language
menu-new-event = New event…
menu-open = Open…
menu-import-players = Import players…
menu-save = Save
menu-save-as = Save As…
menu-print = Print…
menu-close = Close event
menu-quit = Quit
menu-undo = Undo
# $what: what the step did, from the history's words ("pair the next round").
menu-undo-what = Undo { $what }
menu-redo = Redo
menu-redo-what = Redo { $what }
menu-event-settings = Event settings…
menu-share = Share on the local network…
menu-publish-pairings = Publish round { $round } pairings
menu-hide-standings = Hide the standings from players
menu-show-standings = Show the standings to players
menu-theme-light = Light theme
menu-theme-dark = Dark theme
menu-larger-text = Larger text
menu-smaller-text = Smaller text
menu-normal-text = Normal text
menu-projector-close = Close projector window
menu-projector = Projector window
menu-export-nrtm = NRTM results for AlwaysBeRunning (JSON)
menu-export-standings = standings (CSV)
menu-export-pairings = pairings (CSV)
menu-export-players = players (CSV)
menu-export-games = game results (CSV)

# The navigation column: where the event stands
nav-progress-rounds = { $n } of { $planned ->
        [one] { $planned } round
       *[other] { $planned } rounds
    }
nav-progress-rounds-over = { $n } rounds ({ $planned } planned)
nav-progress-swiss-rounds = { $n ->
        [one] { $n } Swiss round
       *[other] { $n } Swiss rounds
    }
nav-progress-top = Top { $top }
nav-progress-top-finished = Top { $top } finished
nav-progress-top-round = Top { $top }: round { $round }
nav-progress-top-final = Top { $top }: final
nav-progress-top-grand-final = Top { $top }: grand final
nav-progress-top-second-final = Top { $top }: second final
nav-multiplayer-no-cut = Multiplayer events have no cut: the standings are final.

# The status line (what happened last)
status-undid = undid: { $what }
status-nothing-to-undo = nothing to undo
status-redid = redid: { $what }
status-nothing-to-redo = nothing to redo
status-new-event = new event created; it is autosaved — use File > Save As to choose a file
status-already-open = { $path } is open
status-saved = saved { $path }
status-opened = opened { $path }
status-opened-unsaved = opened the unsaved event; use File > Save As to choose a file
status-recovered = recovered the autosaved event
status-reloaded = reloaded the event file; undo starts afresh
status-reloaded-kept = reloaded the event file; undo starts afresh. The version you had here is kept on the start screen under “Events not saved to a file”
# $language: the language's own name (日本語).
status-language = language: { $language }; new events print in it (Edit > Event settings changes an event's)
# $dialect: the tool that wrote the results file (NRTM, Cobra, Aesop's Tables).
status-imported = imported { $path } (read as { $dialect }) — save it to a file with File > Save As
status-exported = exported { $what } to { $path }
status-exported-multiplayer = exported multiplayer JSON to { $path }
status-import-cancelled = player import cancelled: nothing was added
status-sharing = sharing the event at { $address }
status-sharing-stopped = stopped sharing the event
status-sharing-stopped-closed = stopped sharing: the shared event was closed

# Errors and notes above the screen
app-no-event-open = no event is open
app-saving-failed = saving failed: { $error }
app-file-type-event = Event file
app-export-is-event-file = that is the event file itself; choose another name for the export
app-export-no-round = no round has been paired yet
app-export-multiplayer-json-only = a multiplayer event exports as JSON (File, Export, JSON)
app-import-failed = { $path }: { $error }
app-imported-no-date = the file gives no date: the NRTM export asks for it (AlwaysBeRunning lists events by date)

# The NRTM export of an event without a date
app-export-date-title = The event has no date
app-export-date-text = AlwaysBeRunning lists events by date, and this event has none (results files from some tools give none). Type the date it was played, or export without one: the file's date is then empty.
app-export-date-label = Date (YYYY-MM-DD)
app-export-date-set = Set the date and export
# $date: what was typed, in quotes.
app-export-date-invalid = { $date } is not a date in the form YYYY-MM-DD
app-export-date-skip = Export without a date

# Keeping the event safe: saving, replacing files, leaving an event, unsaved events
keep-save-copy-failed = the autosaved copy: { $error }
keep-save-problems-separator = { "; " }
keep-prefs-not-saved = the preferences could not be saved: { $error }
keep-session-marker-not-written = the session marker (which event to offer again after a crash) could not be written: { $error }
# $fields: the names of the unknown data, as the file spells them.
keep-opened-as-copy-unknown-data = { $path } has data this version does not know ({ $fields }), probably from a newer version: it was opened as a copy, so the file is never written; use File > Save As to keep changes
keep-opened-as-copy-folder-not-writable = the folder { $dir } is not writable: the event was opened as a copy; use File > Save As to keep changes in a file
keep-replace = Replace
keep-replace-question = { $file } exists: { $what }. Replace it?
keep-existing-not-a-file = not a regular file
keep-existing-event = event “{ $name }”, { $n ->
        [one] { $n } player
       *[other] { $n } players
    }
keep-existing-bytes = a file of { $n ->
        [one] { $n } byte
       *[other] { $n } bytes
    }
keep-existing-kb = a file of { $n } KB
keep-existing-mb = a file of { $size } MB
keep-in-use-by-app = { $file } is an event file open in the Netrunner TO app (process { $pid }); choose another name
keep-in-use-by-command = { $file } is an event file open in another netrunner-to command (process { $pid }); choose another name
keep-in-use-by-server = { $file } is an event file open in netrunner-to serve (process { $pid }); choose another name
keep-banner-file-changed = The event file was changed by another program: the app stopped saving to it.
keep-banner-not-on-disk = Saving fails: the latest changes are not on disk.
keep-banner-only-in-copy = Saving to the event file fails: the latest changes are only in the autosaved copy.
keep-reload-file = Reload the file
keep-reload-question = Reload the event file as the other program left it? The app then shows and saves the file's version. The version you have here is kept on the start screen under “Events not saved to a file”.
keep-reload = Reload
keep-try-again = Try again
keep-save-as-new-file = Save as a new file…
keep-save-as = Save As…
keep-leave-never-saved-title = This event was never saved to a file
keep-leave-never-saved-text = It is kept in the app's data folder and listed on the start screen under "Events not saved to a file". Save it to a file you choose, or leave it there for now.
keep-leave-never-saved-go = Keep it unsaved
keep-leave-only-in-copy-title = The latest changes are not in the event file
keep-leave-only-in-copy-text = Saving failed: { $error }. They are in the autosaved copy, which the next start offers back. Save as a new file, or go on anyway.
keep-leave-only-in-copy-go = Go on anyway
keep-leave-not-on-disk-title = The latest changes are not saved anywhere
keep-leave-not-on-disk-text = Saving failed: { $error }. If you go on they are lost. Free some space and try again, or save as a new file elsewhere (another drive).
keep-leave-not-on-disk-go = Lose them
keep-unsaved-heading = Events not saved to a file
keep-unsaved-note = Kept in the app's data folder until you save them to a file or discard them.
keep-unsaved-event = “{ $name }” — { $players ->
        [one] { $players } player
       *[other] { $players } players
    }, { $rounds ->
        [one] { $rounds } round
       *[other] { $rounds } rounds
    }
# $changed: a date and a time (keep-date-time).
keep-unsaved-event-changed = “{ $name }” — { $players ->
        [one] { $players } player
       *[other] { $players } players
    }, { $rounds ->
        [one] { $rounds } round
       *[other] { $rounds } rounds
    }, last changed { $changed }
keep-unsaved-open = Open
keep-unsaved-discard = Discard…
keep-unsaved-discard-question = Discard “{ $name }” ({ $players ->
        [one] { $players } player
       *[other] { $players } players
    }, { $rounds ->
        [one] { $rounds } round
       *[other] { $rounds } rounds
    })? It was never saved to a file: this cannot be undone.
keep-discard = Discard
# $date: the date the language's way; $time: 18:30.
keep-date-time = { $date } { $time }

# File ▸ Print…
print-dialog-title = Print
print-dialog-what = What
print-dialog-round = Round
print-dialog-round-not-needed = not needed for this printout
print-dialog-round-latest-results = Latest results
# $round: "Round 3", "Final (elimination round 4)".
print-dialog-round-current = Current ({ $round })
print-dialog-round-current-none = Current (none paired yet)
print-dialog-after-round = After round { $n }
print-dialog-paper = Paper
print-dialog-paper-a4 = A4
print-dialog-paper-letter = Letter
print-dialog-pdf-file = PDF file
print-dialog-choose = Choose…
print-dialog-file-type = PDF document
print-dialog-no-file-dialog = No file dialog is available here: type the file's path above.
print-dialog-keep-file = Keep it
print-dialog-open = Open
print-dialog-saved = Saved { $path }
print-dialog-save = Save PDF
print-dialog-close = Close
print-dialog-no-path = type where to save the PDF
print-dialog-is-event-file = that is the event file itself; choose another name
print-dialog-open-failed = could not open { $path }: { $error }

# The font warning (names no font on the computer has)
fonts-hide = Hide
fonts-what-event = the event's name
fonts-what-player = player { $name }
fonts-what-team = team { $name }
# $chars: the characters no font has.
fonts-uncovered = { $what } ({ $chars })
fonts-list-separator = { ", " }
fonts-advice-separator = { "; or " }
fonts-advice-cjk = a Japanese, Chinese and Korean font such as Noto Sans CJK (Debian/Ubuntu: fonts-noto-cjk; Windows: add the language in Settings, Time & language, Language)
fonts-advice-thai = a Thai font such as Noto Sans Thai (Debian/Ubuntu: fonts-noto-core)
fonts-advice-other = a font for these characters, e.g. from the Noto family (Debian/Ubuntu: fonts-noto-core)
# $names: up to three fonts-uncovered; $advice: what to install (fonts-advice-…).
fonts-warning-shown = No font on this computer has every character of { $names }: they would be shown as empty boxes. Install { $advice }, then start the program again.
fonts-warning-shown-more = No font on this computer has every character of { $names } and { $more } more: they would be shown as empty boxes. Install { $advice }, then start the program again.
fonts-warning-printed = No font on this computer has every character of { $names }: they would be printed as empty boxes. Install { $advice }, then start the program again.
fonts-warning-printed-more = No font on this computer has every character of { $names } and { $more } more: they would be printed as empty boxes. Install { $advice }, then start the program again.

# Event ▸ Share on the local network
share-title = Share on the local network
share-intro = Players open the event's pages (pairings, standings, bracket, clock) on their phones over the store's network. Nothing is shared until you start.
share-on = Share on:
share-address-this-computer = { $address } (this computer only)
share-port = Port
share-start = Start sharing
share-choose-address = choose an address
# $port: what was typed, in quotes.
share-bad-port = { $port } is not a port number (1–65535; 0 takes any free port)
share-port-in-use = port { $port } is in use by another program: choose another port
share-address-not-available = { $address } is not an address of this computer (any more): choose another
share-cannot-start = cannot share on { $address }: { $error }
share-players-open = Players open:
share-loopback-only = Only this computer can open it: stop and choose a network address for phones.
share-live-pages = { $n ->
        [one] { $n } live page open now
       *[other] { $n } live pages open now
    }
share-stop = Stop sharing
share-seen-heading = What players see
share-seen-pairings-none-paired = Pairings: no round has been paired yet
share-seen-pairings-unpublished = Pairings: no pairings (round { $paired } is paired, not published)
share-seen-pairings-behind = Pairings: round { $round } (round { $paired } is paired, not published)
share-seen-pairings-round = Pairings: round { $round }
share-seen-standings-shown = Standings: shown
share-seen-standings-hidden = Standings: hidden
share-publish-round = Publish round { $round }
share-hide-pairings = Hide the pairings
share-hide-standings = Hide the standings
share-show-standings = Show the standings
share-reports-waiting = { $n ->
        [one] { $n } self-report waiting (see the Rounds or Bracket screen)
       *[other] { $n } self-reports waiting (see the Rounds or Bracket screen)
    }
# $at: when (a time stamp); $from: the phone's address; $who: a player or share-wrong-codes-scorekeeper.
share-wrong-codes = Wrong codes tried: { $n } (latest { $at } from { $from } for { $who })
share-wrong-codes-refused = Wrong codes tried: { $n } (latest { $at } from { $from } for { $who }, refused: too many)
share-wrong-codes-scorekeeper = a scorekeeper link
share-reporting-heading = Players report results · scorekeepers
share-reporting-intro = On their page, with the personal code from the Players screen (or the player cards). Agreeing reports are entered; disagreeing ones wait beside the table in Rounds.
share-approval = Every self-report waits for my approval
share-scorekeepers = Scorekeepers
share-show-link = Show link
share-revoke = Revoke
share-revoke-name = Revoke { $name }
share-scorekeeper-name = Name
share-create-scorekeeper = Create scorekeeper link

# Streaming marks: players who asked not to be filmed, the featured table
stream-no-video = No video
stream-no-video-checkbox-hover = The player asked not to be filmed: a crossed camera marks their table on the pairings and the projector
stream-no-video-mark = No video: { $name }
stream-no-video-hover = { $name } asked not to be filmed
stream-featured-mark = Featured table { $table }
stream-featured-hover = The featured table: the stream films it
stream-feature-table = Feature table { $n }
stream-feature-game = Feature game { $n }
stream-feature-pod = Feature pod { $n }
stream-feature-hover = Mark this as the table the stream films: shown on the pairings, the projector and the players' pages
stream-stop-featuring-table = Stop featuring table { $n }
stream-stop-featuring-game = Stop featuring game { $n }
stream-stop-featuring-pod = Stop featuring pod { $n }
stream-stop-featuring-hover = The stream films another table, or none
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
# (end of section: engine)

## Problems with files, imports, deck lists and table helpers (file-, nrtm-, import-problem-, deckcheck-, table-)
# (section: io)
# (end of section: io)

## Tests only (the fallback test: this message is English-only on purpose)

test-english-only = Only in English
