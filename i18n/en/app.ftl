# Netrunner TO — English messages (the reference language and the fallback).
#
# Each message id says what the text is for: `print-…` are words of the printouts.
# Arguments: $n, $count: numbers (plural rules); other $names: text.
# A language file may leave a message out: English is used for it (and `cargo test` lists it).

## The language: its name in its own words (View ▸ Language lists it so)

language-name = English

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

# A format's name in a sentence ("this is a { $format } event", "cannot change to { $format }").
format-standard = standard
format-single-sided = single-sided Swiss
format-full-draft = full draft
format-half-draft = half draft
format-napd = NAPD multiplayer
format-big-sell-out = Big Sell-Out
# A format as a title: the event settings' choice, the multiplayer screens' heading, the command line.
format-title-standard = Constructed: double-sided Swiss (v3.2)
format-title-single-sided = Constructed: single-sided Swiss
format-title-full-draft = Full draft
format-title-half-draft = Half draft
format-title-napd = NAPD multiplayer
format-title-bso = The Big Sell-Out (Android: Netrunner edition)
format-title-bso-classic = The Big Sell-Out (classic edition)
# How a multiplayer game ended (the result lines, the ending menus, the statistics' chart).
words-ending-napd-corp-agendas = Corp scored 7+ agenda points
words-ending-napd-runners-flatlined = every Runner flatlined
words-ending-napd-runner-agendas = Runners scored 7+ agenda points together
words-ending-napd-corp-decked = Corp had to draw from an empty R&D
words-ending-napd-time =
    time
words-ending-bso-agendas = 11+ agenda points
words-ending-bso-sudden-death = sudden death (7-point lead)
words-ending-bso-last-team = every other team left the game
words-ending-bso-time =
    time
# A pod's first turn: $order, the seats in turn order ("S1, S2, A1, A2"), and the edition's rule.
words-first-turn-napd = First turn: { $order } (the normal order, the Corp first)
words-first-turn-bso = First turn: { $order } (the normal order); no Agent may run HQ, R&D, Archives or an Agent server in their first turn
words-first-turn-bso-classic = First turn: { $order }, then the normal order
# Why a player of an elimination game plays their side ("Sides: higher seed's choice").
words-side-reason-higher-seed-choice = higher seed's choice
words-side-reason-least-played = least played side
words-side-reason-larger-difference = larger difference (both played the same side least)
words-side-reason-coin-flip = coin flip (equal side counts)
words-side-reason-second-final-switch = second final: switched from the first final
words-side-reason-organizer-override = organizer override

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
print-name-notes = { $name } ({ $notes })
print-no-players = No players registered yet.
print-standings-note-sos = SoS: strength of schedule; ESoS: extended strength of schedule.
print-standings-note-dropped = Dropped players, marked “(dropped)” or † where the name is long, stay in the standings.
print-standings-note-bracket = The bracket printout shows every elimination game.
print-standings-adjustments = * Score adjustments (a penalty or a correction; counted in the points): { $list }.
print-list-separator = {"; "}

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
print-bracket-double = Top { $n }, double elimination
print-bracket-single = Top { $n }, single elimination
print-bracket-single-fixed = Top { $n }, single elimination (fixed bracket)
print-bracket-single-note = Single elimination: out after one loss. Not the regulations' cut, which is double elimination.
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

# $format: the format's title (format-title-…).
print-pods-intro = { $format }. Seats are listed clockwise; play passes clockwise in this order.
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
print-pod-slip-left = Left early
print-pod-slip-player-left = A player left
print-pod-slip-hint-napd = The agenda points of Runners flatlined or gone no longer count. Every player initials.
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
print-deck-card-data-stale = card data of { $iso }; newer ban lists may exist — Deck lists ▸ Update card data…
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
# The registration poster (issue 38): one page at the door with the registration link's QR code.
print-poster-file = registration-poster
print-poster-title = Registration poster
print-poster-heading = Register from your phone
print-poster-step-scan = 1. Scan the code with your phone's camera.
print-poster-step-fill = 2. Enter your name, pronouns and identities (and your deck lists, when asked), then Register.
print-poster-step-code = 3. Your phone shows your personal code once the organizer accepts you: keep it to report your results.
print-poster-wifi = The page is on the store's Wi-Fi: connect to it first. No phone? Register at the desk.

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
# The message box when the window cannot open (no OpenGL 2.0). $error: the reason, as the graphics library gives it (English).
app-no-window-title = Netrunner TO cannot open its window
app-no-window = Netrunner TO could not open its window: this computer offers no OpenGL 2.0 to the program ({ $error }).
app-no-window-try = What to try: update or install the graphics card's driver; start the program on the computer itself rather than through Remote Desktop; in a virtual machine, turn on 3D acceleration or install Mesa's software OpenGL. The command line needs no window: run "netrunner-to --help" in a terminal.
app-no-window-ok = OK
# While a file is dragged over the window.
app-drop-to-open = Drop the file to open it

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
menu-follow = Follow an event on the network…
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
menu-help = Help
menu-about = About Netrunner TO
about-title = About Netrunner TO
# $version: the program's version (0.1.0).
about-version = Netrunner TO { $version }
about-licence = Free software under the MIT licence. It contains the works of others, listed below with their licences.
about-card-data = Card data: NetrunnerDB's public card data (Null-Signal-Games/netrunner-cards-json), with thanks to NetrunnerDB and Null Signal Games. Card titles and texts © Fantasy Flight Games and/or Wizards of the Coast; Netrunner TO is not affiliated with them.
about-notices = Third-party notices (THIRD-PARTY-LICENSES, also in every download)
menu-export-nrtm = NRTM results for AlwaysBeRunning (JSON)
menu-export-standings = standings (CSV)
menu-export-pairings = pairings (CSV)
menu-export-players = players (CSV)
menu-export-games = game results (CSV)
menu-export-multiplayer-json = multiplayer results (JSON)
menu-export-pods = pods of a round (CSV)

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
# Several files dropped on the window: the first opens. $rest: the others, comma-separated.
status-dropped-one = one file opens at a time; not opened: { $rest }
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
app-export-multiplayer-no-games = a multiplayer event keeps pods, not game results: export the pods or the standings as CSV, or the multiplayer results as JSON
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
share-connections-refused = Turned away: { $n } connections and { $streams } live pages past the caps (a device may hold { $per_address } connections; { $open } open now). Every other phone is still served.
share-wrong-codes-refused = Wrong codes tried: { $n } (latest { $at } from { $from } for { $who }, refused: too many)
share-wrong-codes-scorekeeper = a scorekeeper, follower or registration link
share-reporting-heading = Players report results · scorekeepers · followers
share-reporting-intro = On their page, with the personal code from the Players screen (or the player cards). Agreeing reports are entered; disagreeing ones wait beside the table in Rounds.
share-approval = Every self-report waits for my approval
share-scorekeepers = Scorekeepers
share-show-link = Show link
share-revoke = Revoke
share-revoke-name = Revoke { $name }
share-scorekeeper-name = Name
share-create-scorekeeper = Create scorekeeper link
share-followers = Followers: a second computer keeping a copy
share-followers-intro = On the second computer: File ▸ Follow an event on the network…, with this link. It keeps a complete copy of the event after every change, and can take over if this computer is lost.
share-follower-name = Computer
share-create-follower = Create follower link
share-follow-title = Follow an event on the network
share-follow-intro = Keep a copy of an event another computer shares, after every change, to take it over if that computer is lost. Paste the follower link the organizer created (Share on the local network ▸ Followers).
share-follow-link = Follower link
share-follow-out = Keep the copy in
share-follow-start = Start following
share-follow-stop = Stop following
share-follow-following = Following { $link } into { $out }
share-follow-connecting = Connecting…
share-follow-behind = Behind by { $changes } changes, { $seconds } s (the copy holds { $total } changes)
share-follow-lost = No answer from the organizer's computer for { $seconds } s ({ $why }); the copy holds { $total } changes
share-follow-no-contact = The organizer's computer does not answer ({ $why }); trying again
share-follow-cannot-start = Cannot follow: { $error }
share-follow-refused = The organizer's computer refused the link (HTTP { $status }): it was revoked or mistyped. The copy is kept as it was.
share-follow-moved = The event moved: { $by } took it over at { $at }. Follow { $by } instead.
share-follow-take-over-intro = If the organizer's computer is lost: take over. This copy becomes the event, kept by this computer; share it (a new address and QR code for the phones; players' codes keep working). The old computer is told the event moved and refuses every change.
share-follow-name = This computer's name
share-follow-take-over = Take over
share-follow-close-first = Close the event open in this window first (File ▸ Close event): taking over opens the copy.
share-follow-taken-over = { $by } took the event over: share it on the local network for the phones
share-follow-event-moved = This event moved: { $by } took it over at { $at }. Nothing here can change it; follow { $by } instead.

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
share-registration-poster = Save the registration poster (PDF)
# $path: where the poster was saved.
share-registration-poster-saved = Poster saved: { $path }
share-registration-poster-no-name = No free file name for the poster in this folder
share-registration-not-shared = Share the event (above) so phones can reach the registration link.
share-registration-heading = Registration by phone: link, QR code, poster
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
players-reading = Reading (furigana)
players-reading-hint = optional
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
players-show-codes = Show codes
players-show-codes-hint = Show each player's personal code in the list (off at every start, so nobody reads the codes off this screen or a mirrored one; the player cards print them)
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
# The status when the column is too narrow for the whole of it (the round shows on hover).
players-status-dropped = dropped
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
players-edit-reading = Edit the reading (furigana)
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
# Players screen: registration by phone (issue 38). $n: registrations waiting; $name: a name; $side: Corp or Runner.
players-registration-heading = Registration by phone
players-registration-open = open · { $n } waiting
players-registration-not-open = not open
players-registration-closed-started = closed: round 1 is paired (add late players above)
players-registration-open-button = Open registration by phone
players-registration-open-hint = Players register themselves from their phones: they scan the link's QR code on the projector or the poster (Event ▸ Share on the local network shows the link and saves the poster; share the event first)
players-registration-close = Close registration
players-registration-new-link = New link
players-registration-new-link-hint = A new registration link: the old one stops working (a link that went where it should not)
players-registration-at-once = Accept registrations at once
players-waiting-accept = Accept
players-waiting-accept-name = Accept { $name }
players-waiting-edit = Edit
players-waiting-edit-name = Edit { $name }
players-waiting-refuse = Refuse
players-waiting-refuse-name = Refuse { $name }
players-waiting-save = Save
players-waiting-cancel = Cancel
players-waiting-list = { $side } list handed in
players-waiting-field-name = Name (registration)
players-waiting-field-pronouns = Pronouns (registration)
players-waiting-field-corp = Corp identity (registration)
players-waiting-field-runner = Runner identity (registration)
players-waiting-field-no-video = Not to be filmed (registration)
players-waiting-no-video = not to be filmed
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
rounds-adjustments = Score adjustments: { $list }
rounds-adjustment = { $player } { $delta } ({ $reason })
rounds-adjustments-hover = Counted in the standings on top of the results (Standings ▸ Score adjustments)
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
rounds-game-intentional-draw = Intentional draw
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
        ID              intentional draw (1 point each)
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
rounds-replace-after-cut = The cut is already made from the Swiss standings this changes.
rounds-replace-after-event = The event is finished: this changes the Swiss standings its cut was made from.
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
rounds-quick-intentional-draw = ID
rounds-quick-intentional-draw-hover = intentional draw: 1 point each

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
rounds-syntax-refused = '{ $text }': { $why }
rounds-syntax-cut-not-ready = game { $game } is not ready: its players are not known yet
rounds-syntax-cut-no-sides = game { $game } has no sides yet: pair the round (or set them with `sides`) first
rounds-syntax-cut-not-in-game = { $name } does not play in game { $game } ({ $p1 } vs { $p2 })
rounds-syntax-cut-unreadable = '{ $text }' is not a result for game { $game } ({ $p1 } vs { $p2 }): give 1 or 2 (that player won), the winner (name or '#ID'), corp, runner, draw, or T4-2 (time called: the Corp's agenda points first)

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
standings-cut-seed = cut seed { $seed }
standings-bye = bye
standings-adjusted = adjusted { $delta }
standings-notes-separator = {", "}
standings-adjust-title = Score adjustments ({ $n })
standings-adjust-hint = A judge's penalty or a correction that no game result gives: changes one player's round total. Recorded in the history with the reason; Undo takes it back.
standings-adjust-line = Round { $round }: { $player } { $delta } ({ $reason })
standings-adjust-round = Round
standings-adjust-player = Player
standings-adjust-points = Points
standings-adjust-reason = Reason
standings-adjust-button = Adjust
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
# $plan: what the event plays ("4 Swiss rounds, top 4 (fixed when round 1 was paired, 12 players)").
bracket-event-plans = The event plans { $plan }.
bracket-only-rounds-played = Only { $n } of the planned { $planned } rounds have been played.
bracket-cut-size = Cut size
bracket-top = Top { $n }
bracket-top-suggested = Top { $n } (suggested)
bracket-only-candidates = Only { $n ->
        [one] { $n } player who has
       *[other] { $n } players who have
    } not dropped can be seeded.
bracket-double-elimination = Double elimination
bracket-single-elimination = Single elimination
bracket-single-elimination-note = Single elimination is not the regulations' cut (they play double elimination): out after one loss, reseeded every round as Cobra does. Offers a top 2 and a top 3.
bracket-fixed-bracket = Fixed bracket (no reseeding)
bracket-fixed-bracket-hover = The winners of neighbouring games meet, as in Aesop's Tables: seeds 1 and 2 can only meet in the final, whoever wins the first round.
bracket-double-elimination-note = Double elimination (regulations): out after the second loss; the lower-bracket winner can force a second final.
bracket-make-cut = Make the cut
bracket-make-cut-blocked = The Swiss stage is not complete.
bracket-make-cut-too-few = Not enough players for this cut.
bracket-kind-double = double elimination
bracket-kind-single = single elimination
bracket-kind-single-fixed = single elimination (fixed bracket)
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
bracket-ends-event-question = Record this result of G{ $n }? It ends the event: { $name } wins it.
bracket-ends-event-yes = Record: { $name } wins the event
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
clock-pod-round = Round { $n } of pods
clock-elimination-round = Elimination round { $n }
clock-final = Final
clock-over = The event is over
clock-winner = Winner: { $name }
clock-place = { $n }. { $name }
clock-heading = Clock
clock-heading-swiss = Clock — Swiss round { $n }
clock-heading-pods = Clock — round { $n } of pods
clock-heading-cut = Clock — { $round }
clock-phase-not-started = Not started
clock-phase-running = Running
clock-phase-paused = Paused
clock-phase-time-called = Time called
clock-none-cut = The clock starts with each elimination round: pair the next one on the Cut & bracket screen.
clock-none-swiss = There is no round clock yet: pair a round on the Rounds screen first.
clock-none-pods = There is no round clock yet: pair a round of pods on the Rounds screen first.
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
# Multiplayer screens (NAPD, The Big Sell-Out): players, rounds, standings

# Between the items of a list ("Red 3, Blue 0").
mp-list-separator = {", "}
# Between the teams of a pod ("Red vs Blue").
mp-versus-separator = {" vs "}
mp-role-sponsor = Sponsor { $n }
mp-role-agent = Agent { $n }
mp-result-none = No result yet
mp-result-napd-corp = Corp wins ({ $ending }): Corp { $corp } - Runners { $runners }
mp-result-napd-runners = Runners win ({ $ending }): Corp { $corp } - Runners { $runners }
mp-result-napd-draw = Draw ({ $ending }): Corp { $corp } - Runners { $runners }
mp-result-bso-win = { $team } wins ({ $ending }): { $scores }
mp-result-bso-draw = Draw ({ $ending }): { $scores }
mp-result-team = { $team } { $points }
mp-result-team-left = { $team } { $points } (left)
mp-players-heading = Players: { $format }
mp-napd-corp-identity = Every Corp plays { $front } (flips to { $back }); each player registers a Runner identity.
mp-player-name = Player name
mp-runner-identity = Runner identity
mp-register = Register
mp-bso-register-intro = Register by team: a Sponsor (Corp) and an Agent (Runner).
mp-team-name = Team name
mp-team-name-hint = Sponsor & Agent
mp-sponsor-name = Sponsor name
mp-sponsor-identity = Sponsor Corp identity
mp-agent-name = Agent name
mp-agent-identity = Agent Runner identity
mp-register-team = Register team
mp-settings-heading = Event settings (pod size, rounds, scoring)
mp-settings-runners-per-pod = Runners per pod
mp-settings-teams-per-pod = Teams per pod
mp-settings-rounds = Rounds
mp-settings-win = Points for a win
mp-settings-timed-win = Points for a win at time
mp-settings-draw = Points for a draw
mp-settings-loss = Points for a loss
mp-settings-apply = Apply settings
mp-settings-discard = Discard changes
mp-active-players = { $n ->
        [one] { $n } active player
       *[other] { $n } active players
    }
mp-teams = { $n ->
        [one] { $n } team
       *[other] { $n } teams
    }
mp-col-player = Player
mp-col-status = Status
mp-col-team = Team
mp-col-sponsor-corp = Sponsor (Corp)
mp-col-agent-runner = Agent (Runner)
mp-col-turn = Turn
mp-col-role = Role
mp-col-identity = Identity
mp-col-rank = Rank
mp-col-points = Points
mp-col-games = Games
mp-col-corp-games = Corp games
mp-col-sos = SoS
mp-col-esos = ESoS
mp-col-sponsor = Sponsor
mp-col-agent = Agent
mp-no-identity = (none)
mp-drop = Drop { $name }
mp-replace-member-of = Replace in { $team }
mp-replace-heading = Replace a member of { $team } (a no-show or an early leaver)
mp-replace-sponsor = Sponsor { $name }
mp-replace-agent = Agent { $name }
mp-replace-new-name = New player's name
mp-replace-new-corp = New player's Corp identity
mp-replace-new-runner = New player's Runner identity
mp-replace-note = The member replaced is dropped; the team keeps its points and earlier pods.
mp-replace-confirm = Replace
mp-replace-cancel = Cancel
mp-rejoin = Rejoin { $name }
mp-round = Round { $n }
mp-pair-round = Pair round { $n }
mp-pair-extra-question = The event plans { $planned } rounds of pods. Pair an extra round { $n }?
mp-delete-latest-round = Delete latest round
mp-delete-round-question = Delete round { $n } and any results entered in it?
mp-delete-round = Delete round
mp-not-paired-napd = { $format }: { $n ->
        [one] { $n } active player
       *[other] { $n } active players
    } registered. Pair round 1 to form the pods.
mp-not-paired-bso = { $format }: { $n ->
        [one] { $n } team
       *[other] { $n } teams
    } registered. Pair round 1 to form the pods.
mp-pods-reported = Round { $round }: { $reported } of { $pods } pods reported
mp-table-helper-for-pod = Table helper for pod { $n }
mp-table-helper-for-pod-hover = Open the table helper set up with this pod's players
# The note above the table helper's form when a pod filled it.
mp-helper-from-pod = From { $event }, round { $round }, pod { $pod }
mp-helper-from-pod-teams = From { $event }, round { $round }, pod { $pod }: { $teams }
mp-helper-from-pod-team = team { $n } { $name }
mp-pod = Pod { $n }
mp-pod-teams = Pod { $n }: { $teams }
mp-napd-infamy-rule = The Corp holds the infamy token after starting hands; it moves to the next Runner clockwise before each Corp draw.
mp-change-result = Change result of pod { $n }
mp-enter-result = Enter result of pod { $n }
mp-clear-result = Clear result of pod { $n }
mp-ending = Ending
mp-corp-agenda-points = Corp agenda points
mp-agenda-points-of = { $name } agenda points
mp-flatlined = { $name } flatlined
mp-left-the-game = { $name } left the game
mp-left-no = No
mp-left-sponsor-decked = Sponsor decked
mp-left-agent-flatlined = Agent flatlined
mp-left-player-left = A player left mid-game
mp-runner-left = { $name } left mid-game
# What a pod does when time is called (a setting of the event).
mp-time-call-finish-round-napd = finish the round of turns through the last Runner's turn, so every player has had the same number of turns.
mp-time-call-finish-round-bso = finish the cycle through the last Agent's turn, so every player has had the same number of turns.
mp-time-call-one-turn-each = finish the turn in progress, then every other player takes one more turn.
mp-time-call-finish-turn = finish the turn in progress; the game ends there.
mp-time-call-short-finish-round-napd = Finish the round of turns
mp-time-call-short-finish-round-bso = Finish the cycle
mp-time-call-short-one-turn-each = One more turn each
mp-time-call-short-finish-turn = Finish the turn
mp-time-call-then-napd = Then the side with more agenda points wins; equal is a draw.
mp-time-call-then-bso = Then the team with the most agenda points wins; equal is a draw.
mp-when-time-is-called = When time is called: { $procedure } { $then }
mp-settings-time-call = When time is called
mp-settings-flatlined-share = A flatlined Runner shares the Runners' result (otherwise a loss, like a Runner who left)
mp-winner-from-points = Winner (from the points): { $team }
mp-draw-from-points = From the points: a draw
mp-save-result = Save result
mp-cancel = Cancel
mp-standings-heading = Standings: { $format }
mp-standings-scoring = Win { $win }, win at time { $timed }, draw { $draw }, loss { $loss }; ties broken by SoS, then a random number drawn at registration.
mp-standings-teams = Teams
mp-standings-players-as-team = Players (as their team)
mp-standings-dropped = { $name } (dropped)

# Table helper (one NAPD or Big Sell-Out game at a table)

helper-seat-corp = Corp
helper-seat-runner = Runner { $n }
helper-seat-runner-identity = Runner { $n } identity
helper-seat-sponsor = Sponsor { $n }
helper-seat-agent = Agent { $n }
helper-undid = undid the last change
helper-back = Back
helper-heading = Table helper
helper-intro = An aid for one multiplayer game at a table. It is not part of the event and is not saved.
helper-new-table = New table
helper-undo = Undo
helper-format = Format
helper-format-napd = NAPD multiplayer
helper-format-bso = The Big Sell-Out
helper-runners = Runners
helper-identity-hint = identity (optional)
helper-napd-seating-note = Seats clockwise from the Corp's left; no two Runners may play the same identity.
helper-edition = Edition
helper-edition-anr = Android: Netrunner
helper-edition-classic = Classic Netrunner
helper-classic-rehiring = Optional rule: a Sponsor may rehire a flatlined Agent
helper-teams = Teams
helper-bso-seating-note = Seating S1, A1, S2, A2, ... clockwise.
helper-start = Start the table helper
helper-game-over = Game over: { $outcome }
helper-turn-order = Turn order
helper-next-turn = Next turn
helper-col-player = Player
helper-col-identity = Identity
helper-col-agenda-points = Agenda points
helper-col-team = Team
helper-col-sponsor = Sponsor
helper-col-agent = Agent
helper-col-ice-bonus = ICE bonus
helper-not-used = not used

# NAPD

helper-napd-corp-turn-infamy = Corp turn { $n }: the infamy token moved to { $name }
helper-napd-corp-turn = Corp turn { $n }
helper-napd-runner-turn = { $name }'s turn
helper-napd-flatlined = { $name } is flatlined and leaves the game; { $n ->
        [one] { $n } agenda point
       *[other] { $n } agenda points
    } trashed to Archives
helper-napd-victory-corp-agendas = the Corp wins with 7 or more agenda points
helper-napd-victory-runners-flatlined = the Corp wins: every Runner is flatlined
helper-napd-victory-runner-agendas = the Runners win with 7 or more agenda points together
helper-napd-victory-corp-decked = the Runners win: the Corp must draw from an empty R&D
helper-napd-title-setup = NAPD multiplayer, setup
helper-napd-title = NAPD multiplayer, Corp turn { $n }
helper-chip-corp = Corp: { $name }
helper-now-setup = Now: setup (starting hands drawn)
helper-now-corp = Now: { $name } (Corp)
helper-now = Now: { $name }
helper-infamy-corp = Infamy token: { $name } (Corp)
helper-infamy = Infamy token: { $name }
helper-active-runner-none = Active Runner: none
helper-active-runner = Active Runner: { $name }
helper-call-time = Call time
helper-time-called = Time called: { $procedure }
helper-time-turns-left = { $n ->
    [0] Time called — this is the last turn
    [one] Time called — 1 turn left: { $names }
   *[other] Time called — { $n } turns left: { $names }
}
helper-time-over = Time: the last turn has been played. The game is decided at time: more agenda points wins, equal is a draw.
helper-points-of = { $points } of { $goal }
helper-corp-name = { $name } (Corp)
helper-corp-decked = Corp decked (R&D empty)
helper-points-trashed = { $n } (trashed)
helper-flatlined = flatlined
helper-flatline = Flatline { $name }
helper-runners-together = Runners together
helper-napd-identity = The NAPD identity
# The two faces of the NAPD identity: which is which never changes; the one in play is marked.
helper-face-front = front face
helper-face-back = back face
helper-face-in-play = { $face } — in play
# The identity's title in the language (shown under the card's title when it differs);
# $title: the card's title, as NetrunnerDB writes it.
helper-napd-identity-local-cyber-bureau = { $title }
helper-napd-identity-local-detectives-bureau = { $title }
# The NAPD identity's two faces (the titles stay as printed); "[click]" is the click symbol.
helper-napd-identity-kind = Identity: Police Department
helper-napd-identity-text-cyber-bureau =
    You draw 10 cards for your starting hand.
    Before your first turn, install up to 5 cards, ignoring all install costs. Rez any number of those cards, lowering their total rez cost by 20. Flip this identity.
helper-napd-identity-text-detectives-bureau =
    The first time each turn a Runner begins a run, that Runner loses 1 credit for each agenda point in their score area, and you gain 1 credit for each credit lost this way.
    {"["}click]: Gain 3 credits or draw 3 cards.
helper-napd-identity-deck = Minimum deck size 40, unlimited influence, neutral

# The Big Sell-Out

helper-bso-title-anr = The Big Sell-Out (Android: Netrunner edition), cycle { $cycle }
helper-bso-title-classic = The Big Sell-Out (classic Netrunner edition), cycle { $cycle }
helper-bso-turn = cycle { $cycle }: { $name }'s turn ({ $seat })
helper-bso-cycle-ended = the victory check after the full cycle ended the game
helper-bso-points-forfeited = Team { $team }: { $forfeited } of these { $n ->
        [one] { $n } point
       *[other] { $n } points
    } forfeited for rehiring the Agent
helper-bso-team-decked = Team { $team } leaves the game: its Sponsor cannot draw
helper-bso-team-flatlined = Team { $team } leaves the game: its Agent was flatlined
helper-bso-agent-flatlined = { $name } is flatlined; their turns are skipped until rehired
helper-bso-rehired-anr = Agent rehired: the Sponsor forgoes { $clicks } clicks and the next agenda scored by the team is forfeited; the new Agent starts with { $credits } credits and { $cards } cards
helper-bso-rehired-classic = Agent rehired: the Sponsor forgoes { $clicks } clicks and the next 3 agenda points scored by the team do not count
helper-bso-ice-bonus = { $sponsor }'s ICE now has +{ $bonus } strength
helper-bso-tag-placed = tag #{ $tag } on { $agent } ({ $name }), owned by Team { $team }
helper-bso-tag-removed = tag #{ $tag } removed
helper-bso-type-asking-price = Type the asking price as a whole number of credits
helper-bso-type-bid = Type the bid as a whole number of credits
helper-bso-tag-offered = tag #{ $tag } offered to { $sponsor } for { $price } credits
helper-bso-tag-refused = refused: tag #{ $tag } goes to auction at the end of this turn
helper-bso-next-bidder = next to bid: { $sponsor }
helper-bso-tag-unsold = no bids: the owner keeps tag #{ $tag }
helper-bso-tag-sold = tag #{ $tag } sold to Team { $to } for { $price } credits, paid to Team { $from }
helper-bso-tag-sold-trashed = tag #{ $tag } sold to Team { $to } for { $price } credits, paid to Team { $from }; the tagged Agent's own Sponsor trashes it
helper-bso-tag-sold-auction = tag #{ $tag } sold at auction to Team { $to } for { $price } credits, paid to Team { $from }
helper-bso-tag-sold-auction-trashed = tag #{ $tag } sold at auction to Team { $to } for { $price } credits, paid to Team { $from }; the tagged Agent's own Sponsor trashes it
helper-bso-team-label = Team { $team } ({ $sponsor } and { $agent })
helper-bso-team = Team { $team }
helper-bso-win-highest-after-cycle = the highest total after the full cycle in which a team reached 11
helper-bso-win-sudden-death = sudden death: 7 or more points ahead of every other team
helper-bso-win-eleven-points = 11 agenda points
helper-bso-win-last-team-standing = every other team left the game
helper-bso-leave-sponsor-decked = its Sponsor could not draw
helper-bso-leave-agent-flatlined = its Agent was flatlined
helper-bso-outcome-win = { $team } wins: { $reason }
helper-bso-outcome-draw = draw between { $teams }
helper-now-seat = Now: { $name } ({ $seat })
helper-bso-classic-first-turn = First turn (classic): every Sponsor, then every Agent; then the normal order.
helper-bso-anr-first-turn-restriction = In their first turn no Agent may run HQ, R&D, Archives or an Agent server.
helper-bso-check-goes-on = Victory check after the last Agent's turn: the game goes on.
helper-bso-check-win = Victory check after the last Agent's turn: Team { $team } would win ({ $reason }).
helper-bso-check-draw = Victory check after the last Agent's turn: a draw between teams { $teams }.
helper-bso-check-classic = A team wins at 11 agenda points, at once.
helper-bso-agent-cell-flatlined = A{ $n }: { $name } (flatlined)
helper-bso-points-next-agenda-forfeited = { $points } (next agenda forfeited)
helper-bso-points-to-forfeit = { $points } ({ $n ->
        [one] { $n } point
       *[other] { $n } points
    } to forfeit)
helper-bso-points-left = { $points }, left: { $why }
helper-bso-agent-ran = Agent ran S{ $n }'s servers
helper-bso-sponsor-decked = S{ $n } decked
helper-bso-rehire = Rehire A{ $n }
helper-bso-flatline-agent = A{ $n } flatlined
helper-bso-ice-bonus-rule = ICE bonus: +1 strength to all of a Sponsor's ICE for each successive Agent that ran its servers since its last turn; it resets when its turn begins. Press the button in the running Agent's turn.
helper-bso-ice-bonus-not-used = ICE bonus: not used; the Android: Netrunner edition uses it only with 6 or more players.
helper-bso-rehire-not-used = Rehiring: not used at this table (a flatlined Agent's team loses).
helper-bso-rehire-rule-anr = Rehiring a flatlined Agent: in the Sponsor's turn, forgo { $clicks } clicks; the next agenda scored by the team is forfeited; the new Agent starts with { $credits } credits and { $cards } cards.
helper-bso-rehire-rule-classic = Rehiring a flatlined Agent: in the Sponsor's turn, forgo { $clicks } clicks; the next 3 agenda points scored by the team do not count.
helper-exchange = Credit exchange
helper-exchange-rates-anr = Costs a click, in the giver's own turn. Sponsor: up to 4 credits, the Agent gains 2 for each. Agent: up to 8 credits, the Sponsor gains 1 for every 2.
helper-exchange-rates-classic = Costs an action, in the giver's own turn. Any amount: the Agent gains 2 for each credit the Sponsor gives; the Sponsor gains 1 for every 2 the Agent gives.
helper-exchange-sponsor-gives = Sponsor gives
helper-exchange-agent-gives = Agent gives
helper-exchange-spent = Credits spent
helper-exchange-type-spent = Type the credits spent as a whole number
helper-exchange-agent-gains = The Agent gains { $n ->
        [one] { $n } credit
       *[other] { $n } credits
    }
helper-exchange-sponsor-gains = The Sponsor gains { $n ->
        [one] { $n } credit
       *[other] { $n } credits
    }
helper-tags = Tag ledger
helper-tags-team = Team
helper-tags-agent = tags Agent
helper-tags-place = Place tag
helper-tags-asking-price = Asking price
helper-tags-min-price = (at least { $n } credits)
helper-tags-none = No tags.
helper-tags-line = #{ $tag } on A{ $agent } ({ $name }), owned by Team { $team }
helper-tags-offer = Offer #{ $tag }
helper-tags-remove = Remove #{ $tag }
helper-tags-offer-line = Tag #{ $tag } offered to S{ $sponsor } ({ $name }) for { $price } credits
helper-tags-accept = Accept offer
helper-tags-refuse = Refuse offer
helper-tags-auction = Auction of tag #{ $tag } at the end of this turn; bidding order { $order }
helper-tags-no-bids = no bids yet
helper-tags-best-bid = best bid: S{ $sponsor } with { $n } credits
helper-tags-bids-or-passes = S{ $sponsor } ({ $name }) bids once or passes:
helper-tags-bid = Bid
helper-tags-place-bid = Place bid
helper-tags-pass = Pass
helper-tags-winning-bid-paid = Only the winning bid is paid.
helper-tags-sales = Sales

# Deck lists screen

decks-heading = Deck lists
decks-collected = Collected for this event
decks-format = Format
decks-format-hover = The format the lists are checked against
# Dates: $iso is 2025-09-17, $date the language's way (lang.date).
decks-card-data-of = card data of { $iso }
decks-snapshot = Snapshot
decks-rules-from = { $rules } (from { $iso })
decks-in-force-on = In force on { $iso }: { $rules }
decks-in-force-none = none
decks-visibility = Visibility
decks-visibility-private = private to the organizer
decks-visibility-open-in-cut = open to everyone for players in the cut
decks-visibility-public = public
decks-card-data = Card data
decks-card-data-built-in = built-in card data of { $iso }
decks-card-data-loaded = card data of { $iso } from { $path }
decks-load-from = Load from
decks-load-from-hint = the zip downloaded from GitHub, its unpacked folder, or a card data file
decks-load-card-data = Load
decks-card-data-problem = { $problem }; using the built-in card data
decks-type-card-data-path = type the card data file's path first
decks-type-list-path = type the list's path first
decks-type-csv-path = type where to write the CSV first
decks-no-dialog-load = no file dialog: type the path and press Load again
decks-no-dialog-open = no file dialog: type the path and press Open again
decks-no-dialog-export = no file dialog: type the path and press Export again
decks-card-data-loaded-message = loaded card data of { $iso } from { $path }
decks-card-data-not-loaded = card data not loaded: { $error }
decks-card-data-built-in-newer = ; the built-in card data of { $iso } is newer and stays in use
decks-card-data-stale = card data of { $iso }; newer ban lists may exist — Deck lists > Update card data…
decks-update-card-data = Update card data…
decks-update-heading = Update card data
decks-update-explain = From NetrunnerDB's card repository (Null-Signal-Games/netrunner-cards-json): its zip as GitHub serves it, downloaded on any computer, or from the internet here. The data in use stays until the new data is checked.
decks-download-card-data = Download from the internet
decks-download-connecting = Connecting…
decks-download-received = { $kb } KB received
decks-download-checking = Checking the card data…
decks-download-cancel = Cancel
decks-checked-for = { $rules }, checked for { $iso }
decks-cannot-check = lists cannot be checked: { $why }
decks-summary = { $players ->
        [one] { $complete } of { $players } player has both lists
       *[other] { $complete } of { $players } players have both lists
    } · { $missing } missing · { $problems } with problems
decks-locked = Locked: the event has started. A change now is a leader's correction.
decks-verdict-missing = missing
decks-verdict-not-checked = { $identity } (not checked)
decks-verdict-legal = { $identity } — legal
decks-verdict-problems = { $identity } — { $n ->
        [one] { $n } problem
       *[other] { $n } problems
    }
decks-no-players = No players yet: register players first.
decks-col-player = Player
decks-choose-player = Choose a player to paste or open their lists.
decks-side-list = { $side } list
decks-registered-list = Registered list: { $identity }
decks-no-list-yet = No { $side } list yet.
decks-paste = Paste the { $side } list (NetrunnerDB, Jinteki.net or plain titles):
decks-file = File
decks-file-hint = or a file's path
decks-open-list = Open list…
decks-read-cards = Read { $n ->
        [one] { $n } card
       *[other] { $n } cards
    }: { $identity }
decks-other-side = { $identity } is a { $side } identity: this is a { $side } list.
decks-switch-side = Switch to the { $side } list
decks-cannot-read = Cannot read this list: { $error }
decks-correction = This is a leader's correction (the event has started)
decks-register-list = Register { $side } list
decks-registered-message = registered { $name }'s { $side } list
decks-remove-list = Remove { $side } list
decks-removed-message = removed { $name }'s { $side } list
decks-csv = Decks CSV
decks-export-csv = Export decks CSV…
decks-facts = { $cards } cards (min { $min }), { $influence } influence (max { $max })
decks-facts-agendas = { $cards } cards (min { $min }), { $influence } influence (max { $max }), { $points } agenda points
decks-not-checked = Not checked: the format has no rules in force on the event's date.
decks-legal = Legal
decks-cannot-read-file = cannot read { $path }: { $error }
decks-file-too-long = { $path }: { $n } bytes is too long for a deck list
decks-not-a-text-file = { $path }: this is not a text file
decks-wrote = wrote { $path }
decks-csv-not-written = decks CSV not written: { $error }
# (end of section: multiplayer)

## The players' pages on phones and the scorekeeper's page, in the event's language (web-)
web-language-switch = Language
web-nav-event = Event
web-nav-pairings = Pairings
web-nav-standings = Standings
web-nav-bracket = Bracket
web-nav-statistics = Statistics
web-player = Player
web-projector = Projector
web-projector-view = Projector view
web-not-found = Not found
web-not-found-text = There is no such page.
web-back-to-event = Back to the event
web-search-no-match = No player of this round has that name.
web-search-your-rounds = your rounds
web-search-placeholder = Your name: find your table
web-find-your-table = Find your table
web-your-name = Your name
web-vs = vs
web-event-over = The event is over
web-not-started = Not started yet
web-no-round-yet = No round yet
web-round = Round { $n }
web-final = Final
web-second-final = Second final
web-elimination-round = Elimination round { $n }
web-elimination = Elimination
web-clock-time-called = Time called
web-clock-paused = Paused
web-clock-not-started = Not started
web-clock-extra-time = Extra time:
web-clock-extra-table = table { $table }
web-home-the-bracket = The bracket
web-home-bracket-lower = the bracket
web-home-cut-made = The cut has been made:
web-home-games-played = the games being played
web-home-pairings-of-round = Pairings of round { $n }
web-home-next-paired = Round { $n } is paired; its pairings are shown once the organizer publishes them.
web-home-not-published = The pairings of round { $n } are shown here once the organizer publishes them.
web-no-round-paired = No round has been paired yet.
web-no-round-published = No round has been published yet.
web-elimination-not-paired = The first elimination games are not paired yet.
web-whole-bracket = The whole bracket
web-pairings-not-published = The pairings of round { $n } are not published yet.
web-pairings-next-paired = Round { $n } is paired and not published yet.
web-tables-reported = { $reported } of { $tables } tables reported
web-table = Table { $n }
web-table-lower = table { $n }
web-game = Game { $n }
web-pod = Pod { $n }
web-pod-teams = teams
web-pod-ended = Ended: { $how }
web-bye = Bye
web-bye-lower = bye
web-seed = seed { $n }
web-won = won
web-won-bye = won (bye)
web-won-draw = won (draw)
web-sides-not-chosen = Sides not chosen yet
web-points-note = Points before the round in brackets; round points on the right once reported.
web-no-video = no video
web-on-stream = on stream
web-on-stream-table = On stream: table { $n }
web-on-stream-game = On stream: game { $n }
web-on-stream-pod = On stream: pod { $n }
web-unpaired-losses = Unpaired loss (0 points):
web-unpaired-loss = unpaired loss
web-not-playing = not playing
web-dropped = dropped
web-standings-hidden = The organizer has hidden the standings for now.
web-standings-after = Standings after round { $n }
web-standings-none-completed = Standings (no round completed yet)
web-standings-in-progress = Standings after round { $n } (round { $current } in progress)
web-col-rank = #
web-col-player = Player
web-col-team = Team
web-col-points = Pts
web-col-sos = SoS
web-col-esos = ESoS
web-players = Players
web-adjustments-note = {"*"} Score adjustments (counted in the points):
web-adjustment = Score adjustment { $delta }: { $reason }
web-winner = Winner:
web-statistics-later = The field's identities are shown once round 1 is paired.
web-cut-not-made = The cut has not been made yet.
web-bracket-top = Top { $n } · { $kind }
web-bracket-single-note = Out after one loss: not the regulations' double elimination.
web-points = { $n ->
    [one] { $n } point
   *[other] { $n } points
}
web-swiss-rounds = Swiss rounds
web-form-report-title = Report your result · { $target }
web-form-against = against
web-form-reported-by = Reported by
web-form-organizer-confirms = the organizer confirms results
web-form-you-play = You play { $side }
web-form-i-won-game = I won
web-form-i-lost-game = I lost
web-form-time-called = Time was called
web-form-at-time-me = at time: me
web-form-at-time-them = them
web-form-intentional-draw = Intentional draw (1 point each)
web-form-won-both = I won both games (6–0)
web-form-lost-both = I lost both games (0–6)
web-form-split-corp = 3–3: each won as Corp
web-form-split-runner = 3–3: each won as Runner
web-form-intentional-split = Intentional split (3–3)
web-form-game-by-game = Game by game (time called, …):
web-form-as-corp = When I was the Corp:
web-form-as-runner = When I was the Runner:
web-form-i-won = I won
web-form-they-won = they won
web-form-time = time called
web-form-your-code = Your code
web-form-code-example = e.g. 7KQ2MX
web-form-report = Report
web-form-side-title = Choose your side · game { $game }
web-form-side-why = You are the higher seed: you choose which side you play in your first elimination game.
web-form-side-your-choice = Your choice:
web-form-side-until = (you can change it until the organizer pairs the round)
web-form-choose = Choose
web-form-deck-title = Hand in a deck list
web-form-deck-how = Paste the list as NetrunnerDB or Jinteki.net exports it (identity first).
web-form-deck-card-data-stale = The organizer's card data of { $iso }; newer ban lists may exist — Deck lists ▸ Update card data…
web-form-hand-in = Hand in
web-scorekeeper = Scorekeeper
web-scorekeeper-enter = Enter
web-scorekeeper-how = Results of the current round only, as in the app: 6-0, 0-6, 3-3, ID, C R, T5-3 R; in the cut 1, 2, the winner's name, corp, runner, draw or T4-2 (the Corp's agenda points first). Type clear to remove a result.
web-scorekeeper-not-published = The pairings of the next round are not published yet: nothing to enter now.
web-list-separator = {"; "}
web-answer-reported = reported
web-answer-entered = entered
web-answer-side-recorded = your side choice is recorded; the organizer pairs the round with it
web-answer-deck-legal = your { $side } list is stored and legal
web-answer-deck-problems = your { $side } list is stored, with problems the organizer will see: { $problems }
web-answer-too-many-wrong = too many wrong codes: try again in { $seconds } seconds, or ask the organizer
web-answer-wrong-code = that is not your code: check the code on your player card (ask the organizer if you lost it)
web-answer-wrong-link = this scorekeeper link does not work (it was revoked, or mistyped)
web-answer-cross-site = this request came from another site and was refused: open the event's own page
web-answer-choose-side = choose Corp or Runner
web-answer-not-your-side-choice = you do not choose the sides of this game (only the higher seed does, before the round is paired)
web-answer-unknown-request = unknown request
web-answer-time-points-missing = time was called: enter both players' agenda points (0 if none)
web-answer-choose-game-ending = choose how the game ended
web-answer-choose-result = choose the result
web-answer-no-such-table = round { $round } has no table { $table }
web-answer-no-such-game = there is no elimination game { $game }
web-answer-game-without-players = the game has no players yet
web-answer-too-large = what was sent is too large to read (a deck list is at most 12,000 characters)
web-answer-unreadable = what was sent is not the page's form: reload the page and try again
web-answer-not-published = there is nothing to report yet: the organizer has not published the pairings
# $by: who asked (player, scorekeeper, registration, follower); $what: the change, as the history names it.
web-refusal-not-permitted = not allowed from { $by ->
        [scorekeeper] a scorekeeper's link
        [registration] the registration link
        [follower] a follower
       *[player] a phone
    }: { $what }
web-refusal-unsaved = the change was not saved, so it was not made: { $why }
web-refusal-read-only = this server only shows the event (serve --follow): make changes in the app or with a command
web-refusal-not-shared = the event is no longer shared
web-refusal-busy = the organizer's computer did not answer in time: try again in a moment
web-error-too-slow = the request took too long to arrive
web-error-too-many-live = too many live pages are open from this device: reload to update
# Registration by phone (issue 38): the registration link's page. $seconds: a number; $side: Corp or Runner; $identity, $text: what was chosen or typed; $options: identities, separated.
web-registration-scan = Register: scan
web-registration-title = Register for the event
web-registration-how = Fill this in once; the organizer checks it at the desk. Sending it again from this phone changes what you sent.
web-registration-name = Name
web-registration-pronouns = Pronouns (optional)
web-registration-reading = Reading of your name, furigana (optional)
web-registration-corp = Corp identity
web-registration-runner = Runner identity
web-registration-filmed = I may be filmed (the event's stream)
web-registration-lists = Deck lists: paste each as NetrunnerDB or Jinteki.net exports it (identity first). A list's identity is your identity for that side.
web-registration-corp-list = Corp deck list
web-registration-runner-list = Runner deck list
web-registration-send = Register
web-registration-sent = registration sent: the organizer accepts it at the desk, and this page then shows your personal code
web-registration-edited = your registration is changed
web-registration-waiting-title = Waiting for the organizer
web-registration-waiting = The organizer accepts registrations at the desk; this page shows your personal code as soon as they do.
web-registration-accepted-title = You are registered
web-registration-your-code = Your personal code (to report your results from your phone):
web-registration-code-why = Keep it to yourself: it proves on a phone that you are you. The organizer can give you a new one.
web-registration-your-page = Your page: rounds, results, reports ›
web-registration-refused-title = Registration refused
web-registration-refused = The organizer refused this registration: ask at the desk.
web-registration-link-closed = This registration link does not work: registration is closed, or the organizer opened it again with a new link. Scan the code the organizer shows.
web-registration-too-many = too many registrations from this device: try again in { $seconds } seconds
web-registration-name-missing = enter your name
web-registration-identity-not-legal = { $identity } is not legal in this event's format: choose another { $side } identity
web-registration-identity-unknown = no { $side } identity matches "{ $text }": choose one from the list
web-registration-identity-which = "{ $text }" could be several { $side } identities: { $options }
# (end of section: web)

## The chat copy's text (Copy for a chat, Copy as Markdown; the command line's share), in the event's language (chat-text-)
chat-text-title-pairings = { $event }: { $round } pairings
chat-text-title-pods = { $event }: round { $round } pods
chat-text-title-standings = { $event }: standings { $stage }
chat-text-stage-before = before round 1
chat-text-stage-after = after round { $n }
chat-text-stage-during = during round { $n } (provisional)
chat-text-on-stream-table = On stream: table { $n }.
chat-text-on-stream-game = On stream: game { $n }.
chat-text-on-stream-pod = On stream: pod { $n }.
chat-text-number-on-stream = { $n } (on stream)
chat-text-bye-cell = bye
chat-text-bye-column = BYE
chat-text-name-seed = { $name } (seed { $seed })
chat-text-seed = seed { $seed }
chat-text-points = { $n } pts
chat-text-name-details = { $name } ({ $details })
chat-text-separator = {", "}
chat-text-line-bye = { $unit } { $number }: { $player } has a bye
chat-text-line-table = { $unit } { $number }: { $a } vs { $b }
chat-text-line-walkover = { $unit } { $number }: { $a } vs { $b } (a bye: the opponent dropped)
chat-text-no-tables = No tables in this round.
chat-text-seat = { $seat }. { $role }: { $name }
chat-text-seat-team = {" "}({ $team })
chat-text-seat-identity = {", "}{ $identity }
chat-text-pod = Pod { $n }
chat-text-pod-on-stream = Pod { $n } (on stream)
chat-text-clockwise = Seats are listed clockwise.
chat-text-place = { $place }: { $name }
chat-text-place-seed = { $place }: { $name } (seed { $seed })
chat-text-dq = DQ
chat-text-top-final = Top { $n }: final places
chat-text-top-so-far = Top { $n }: places so far
chat-text-swiss-standings = Swiss standings
chat-text-standing-swiss = { $rank }. { $name }: { $points } pts (SoS { $sos }, ESoS { $esos })
chat-text-teams = Teams
chat-text-standing-team = { $rank }. { $name } ({ $sponsor } & { $agent }): { $points } pts (SoS { $sos })
chat-text-standing-pods = { $rank }. { $name }: { $points } pts (SoS { $sos })
chat-text-no-players = No players registered yet.
chat-text-note-sos = SoS: strength of schedule.
# (end of section: chat text)

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
error-words-single-elimination-fixed = single elimination (fixed bracket)
error-words-seed = seed { $n }
error-words-winner-of = winner of game { $n }
error-words-loser-of = loser of game { $n }
error-words-winner-ranked = round { $round } winner ranked { $rank } by seed
error-words-game = game { $game }
error-words-game-to = game { $game } (to { $name })
error-status-active =
    active
error-status-dropped =
    dropped
error-status-disqualified =
    disqualified

## Refusals: players and names

error-unknown-player = unknown player { $player }
error-unknown-player-name = no player named "{ $name }"
error-unknown-follower = the follower link "{ $name }" was revoked or does not exist
error-event-moved = this copy of the event moved: { $by } took it over at { $at } and keeps it now; nothing here can change it (follow { $by } instead)
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
error-field-reading = reading of the name
error-field-player-id = player id
error-field-deck-list = deck list
error-field-deck-name = deck name
error-field-identity =
    identity
error-field-cut =
    cut
error-field-scorekeeper-name = scorekeeper name
error-field-follower-name = follower name
error-field-multiplayer-settings = multiplayer settings
error-field-team-name = team name
error-field-sponsor = Sponsor
error-field-agent = Agent
error-field-language =
    language
error-field-date =
    date
error-field-score-adjustment = score adjustment
error-field-reason = reason
error-reason-empty = it is empty
error-reason-invisible-joiner = it contains an invisible formatting character (a joiner is allowed only between two letters)
error-reason-invisible-format = it contains an invisible formatting character (a zero-width space, a direction override or the like)
error-reason-adjustment-range = { $delta } is not between -{ $max } and { $max }, or is 0
error-reason-no-reason = it is empty; say why the score changes
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
error-reason-follower-exists = a follower link named "{ $name }" exists; revoke it first
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
error-limit-followers = an event keeps at most { $max } follower links

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
error-mp-already-on-team = { $name } is already registered, on team { $team }: to seat a substitute, replace a team member instead of registering a new team (the member replaced is dropped)
error-mp-not-team-member = { $name } is not a member of team { $team }
error-mp-time-over = time was called and the last turn has been played: the game is decided at time (more agenda points wins, equal is a draw)
error-runner-identity-missing = every NAPD player registers a Runner identity (no two Runners in a pod may share one); missing for: { $names }
error-not-on-team = The Big Sell-Out pairs teams; not on a team: { $names } (register them as a team, or drop them)
error-identity-clash = the pods cannot be formed without two Runners with the same identity in one pod: { $clashes } would share a pod. Change a Runner identity or the pod size
error-identity-clash-pair = { $a } and { $b } (both { $identity })
error-mp-rounds = rounds: { $rounds } is not between 1 and { $max }
error-mp-napd-pod-size = pod size: { $n } Runners per pod; NAPD pods have 2 to 4 Runners
error-mp-bso-pod-size = pod size: { $n } teams per pod; The Big Sell-Out pods have 2 or 3 teams
error-mp-scoring = scoring: at most 100 points per game
error-mp-timed-win-above-win = scoring: a win at time ({ $timed }) cannot be worth more than a win ({ $win })
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
error-report-not-published = round { $round } cannot be reported yet: its pairings are not published
error-report-multiplayer = results of pods are entered by the organizer
error-report-scorekeeper-revoked = the scorekeeper link "{ $name }" was revoked or does not exist
error-report-not-for-scorekeepers = a scorekeeper enters results of the current round only, not "{ $what }"
# Registration by phone (issue 38). $max, $number: numbers; $name: a player's name.
error-registration-not-open = registration by phone is not open (the organizer opens it; pairing round 1 closes it)
error-registration-started = registration by phone cannot open: round 1 has been paired (the organizer adds late players)
error-registration-bad-secret = the registration link's secret must be 16 to 64 letters and digits
error-registration-bad-token = the phone's registration token must be 16 to 64 letters and digits
error-registration-full = { $max } registrations are already waiting for the organizer: ask the organizer, or try again once they have accepted some
error-registration-no-such-entry = no registration #{ $number } is waiting
error-registration-already-registered = this phone has already registered { $name }: ask the organizer for any change

## What is wrong in a loaded event file

error-file-too-many-players = { $count } players; an event can have at most { $max }
error-file-too-many-swiss-rounds = { $count } Swiss rounds; an event can have at most { $max }
error-file-too-many-pod-rounds = { $count } pod rounds; an event can have at most { $max }
error-file-too-many-scorekeepers = { $count } scorekeeper links; an event can have at most { $max }
error-file-too-many-followers = { $count } follower links; an event can have at most { $max }
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
error-place-score-adjustment = a score adjustment of round { $round }
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
error-tag-sale-not-used = tags are not sold at this table: the Android: Netrunner edition sells tags only with { $min } or more players, and { $players } play here
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
warning-mp-pod-above-size-runners = round { $round }, pod { $pod }: { $size } Runners, more than the pod size of { $pod_size } (the players did not split into pods of that size)
warning-mp-pod-above-size-teams = round { $round }, pod { $pod }: { $size } teams, more than the pod size of { $pod_size } (the teams did not split into pods of that size)
warning-mp-pod-of-one-runner = round { $round }, pod { $pod }: only one Runner against the Corp (only two players were left to seat)
warning-extra-pod-round = round { $round } is beyond the { $planned } rounds planned in the event's multiplayer settings
# $names: the names waiting, separated.
warning-registrations-waiting = registration by phone is closed now, and { $n } { $n ->
        [one] registration was
       *[other] registrations were
    } still waiting, not in round 1: { $names } (accepting one now registers a late player)
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
command-adjust-score = adjust { $player }'s round { $round } total by { $delta }: { $reason }
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
command-replace-team-member = replace player { $old } of { $team } with { $new }
command-rename-team = rename { $team } to { $name }
command-pair-pods = pair the next round of pods
command-report-pod = report round { $round } pod { $pod }
command-report-pod-out = { $report } ({ $flatlined } flatlined, { $left } left the game)
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
command-open-registration = open registration by phone (a new link)
command-open-registration-at-once = open registration by phone (a new link), accepting registrations at once
command-close-registration = close registration by phone
# $name: the name the phone sent.
command-register-from-phone = { $name } registers from a phone
command-accept-registration = accept the registration #{ $number } from a phone
command-edit-registration = edit the registration #{ $number } from a phone ({ $name })
command-refuse-registration = refuse the registration #{ $number } from a phone
command-scorekeeper = scorekeeper "{ $name }": { $change }
command-add-follower = create the follower link "{ $name }"
command-revoke-follower = revoke the follower link "{ $name }"
command-take-over = { $by } took the event over ({ $at })
command-event-moved = the event moved: { $by } took it over ({ $at })
command-feature-table = feature table { $table } of { $round }
command-no-featured-table = no featured table in { $round }
command-register-deck = register { $player }'s { $side } deck list
command-register-deck-correction = register { $player }'s { $side } deck list (correction)
command-remove-deck = remove { $player }'s { $side } deck list
command-remove-deck-correction = remove { $player }'s { $side } deck list (correction)
# (end of section: engine)

## Problems with files, imports, deck lists and table helpers (file-, nrtm-, import-problem-, deckcheck-, table-)
# (section: io)
# The words of io::explain::files: the English is exactly the errors' English text (the
# command line prints that; the tests compare them variant by variant).

## Lists inside messages

file-list-separator = {", "}
file-fields-more = { $fields } and { $more } more

## Event files (io::save::FileError)

file-io = { $path }: { $error }
# What the operating system said went wrong, in the app's words (the system's own text follows)
os-error = { $what } ({ $raw })
os-error-not-found = not found
os-error-permission-denied = permission denied
os-error-already-exists = already exists
os-error-storage-full = the disk is full
os-error-read-only = the disk is read-only
os-error-is-a-directory = it is a folder
os-error-not-a-directory = a folder in the path is a file
os-error-in-use = the address is in use by another program
os-error-address-not-available = the address is not this computer's
os-error-timed-out = timed out
os-error-invalid-data = the data is not valid
os-error-too-large = too large
os-error-busy = in use by another program
os-error-other = the operating system reported an error
os-error-random-source = The system's random source failed, so no personal codes can be made: { $error }
file-invalid = { $path }: not a valid event file: { $reason }
file-not-an-event-file = { $path }: not a valid event file: no "format": { $format } field (is this an NRTM results file? use import)
file-too-new = { $path }: this event file has format version { $found }, newer than this app understands (version { $version }); update Netrunner TO to open it
file-not-regular = { $path } is { $what ->
        [named-pipe] a named pipe (FIFO)
        [socket] a socket
        [device] a device
       *[other] not a file
    }, not a regular file; name an event file
file-read-only = { $path } is read-only; make it writable, or save under another name
file-folder-not-writable = the folder { $dir } is not writable, so { $path } cannot be saved there
file-locked-server = { $path } is kept by { $holder }: stop it first (or run it with --follow, which only shows the event); nothing was changed
file-locked-open = { $path } is open in { $holder }: make the change there, or close the event there first; nothing was changed
file-locked-busy = { $path } is being changed by { $holder } and was still busy after { $seconds } s; nothing was changed
file-holder = { $kind ->
        [app] the Netrunner TO app (process { $pid })
        [command] another netrunner-to command (process { $pid })
       *[server] netrunner-to serve (process { $pid })
    }
file-holder-unknown = another program
file-changed = { $path } was changed by another program since it was read; it was not overwritten, so that program's changes are kept
file-unknown-fields = { $path } has data this version of Netrunner TO does not know ({ $fields }), probably written by a newer version; saving would lose it, so the file is not changed: update Netrunner TO
file-json-too-deep = the JSON is nested more than 128 levels deep, which no valid file is ({ $error })

## Spreadsheet exports (io::csv::CsvError)

file-csv-no-such-round = there is no round { $round }
file-csv-failed = CSV writing failed: { $error }

## Printouts (io::print::PrintError)

file-print-no-rounds = no round has been paired yet
file-print-no-such-round = there is no round { $asked }; { $count ->
        [0] { $pods ->
            [yes] no round of pods has been paired yet
           *[no] no round has been paired yet
        }
        [1] the event has round 1 only
       *[other] the event has rounds 1 to { $count }
    }
file-print-no-cut = the cut has not been made yet
file-print-no-such-elimination-round = there is no elimination round { $asked }; the bracket has rounds 1 to { $rounds }
file-print-standings-are-swiss = standings are the Swiss standings: give a Swiss round (the bracket printout shows the cut)
file-print-not-for-multiplayer = "{ $what }" is a printout of Swiss and elimination events; this { $format } event prints Pods, Pods by name, Result slips, Standings and Registration
file-print-only-multiplayer = "{ $what }" is a printout of multiplayer events (NAPD, The Big Sell-Out); this event plays Swiss rounds: print Pairings, Pairings by name or Match slips
file-print-no-elimination-in-multiplayer = multiplayer events have rounds of pods, no elimination rounds
file-print-pdf = could not make the PDF: { $error }

## Card data (io::cards::CardFileError, engine::cards::CardDataError)

file-cards-io = cannot read { $path }: { $error }
file-cards-parse = { $path } is not card data: { $reason }
file-cards-invalid = { $path }: { $problem }
file-cards-save = cannot save { $path }: { $error }
file-cards-too-large = { $path } is { $size } bytes; card data is at most { $max }
file-cards-not-repository = { $path } is neither a card data file nor a copy of NetrunnerDB's netrunner-cards-json (no v2 folder with factions.json and cards)
file-cards-incomplete = { $path } is missing: the copy of the card repository is incomplete
file-cards-archive = { $path } is not a readable zip archive: { $reason }
file-cards-download = cannot download { $url }: { $problem }
file-download-no-connection = no connection to the internet or to the server ({ $detail })
file-download-timed-out = no answer within { $seconds } seconds
file-download-status = the server answered { $code }
file-download-interrupted = the connection broke off after { $received } bytes ({ $reason })
file-download-too-large = more than { $max } bytes
file-download-cancelled = cancelled
file-download-other = { $detail }
file-carddata-wrong-format = not a card data file (format { $found }, expected "{ $expected }")
file-carddata-newer = card data version { $version } is newer than this program reads (version { $supported }); update Netrunner TO
file-carddata-bad-date = { $what } has the date { $value }, not YYYY-MM-DD
file-carddata-unknown-reference = { $what } refers to unknown { $kind ->
        [card] card
        [set] set
        [faction] faction
        [card-pool] card pool
        [restriction-list] restriction list
        [format] format
       *[other] { $kind }
    } { $id }
file-carddata-duplicate = { $kind ->
        [card] card
        [set] set
        [faction] faction
        [card-pool] card pool
        [restriction-list] restriction list
        [format] format
       *[other] { $kind }
    } { $id } is defined twice
file-carddata-the-data = the card data
file-carddata-set = set { $name }
file-carddata-snapshot = snapshot { $id }

## Results files from NRTM, Cobra and Aesop's Tables (io::nrtm::NrtmError)

nrtm-too-large = the file has { $size } bytes; at most { $max } are accepted
nrtm-json = not valid JSON: { $reason }
nrtm-invalid = { $place }: { $reason }
nrtm-engine = { $place }: { $reason }
# Where in a results file: a game ($round, $table, $game: numbers) and a player of its players list.
nrtm-game-table = round { $round }, table { $table }
nrtm-game-untabled = round { $round }, game { $game } (no table number)
nrtm-player = players[{ $index }] { $name } (id { $id })
# What an import changed or assumed (io::nrtm::ImportNote). $place: a game (nrtm-game-…); $player: nrtm-player or a name; $delta: signed points (+2, -1).
nrtm-note-no-name = the file gives no event name; it was named "Imported event"
nrtm-note-name-cleaned = the event name was shortened or cleaned to "{ $name }"
nrtm-note-date-text = the date "{ $date }" is not in the form YYYY-MM-DD; it is kept as text
nrtm-note-cut-size = a cut to the top { $n } is not supported; the number is kept for export
nrtm-note-empty-round = round { $round } has no games and was skipped
nrtm-note-table-twice = { $place }: table { $table } is used twice in the round; this game got a new number
nrtm-note-bye-worth = { $place }: the bye is worth { $file } in the file, a bye is worth { $bye }: imported with a score adjustment of { $delta } for { $player }
nrtm-note-draw-scores = { $place }: an intentional draw with combinedScore { $p1 }–{ $p2 }; imported as a 3–3 split
nrtm-note-double-loss = { $place }: 0–0 with round { $next } following: imported as a double loss (a round played, no points)
# $totals: nrtm-note-totals, or nrtm-note-totals-against when one is below 0 (a dash before a minus sign reads badly); $adjusted: nrtm-note-adjusted, joined.
nrtm-note-round-totals = { $place }: round totals { $totals } are not what games give; imported as { $p1 }–{ $p2 } with a score adjustment ({ $adjusted })
nrtm-note-totals = { $p1 }–{ $p2 }
nrtm-note-totals-against = { $p1 } against { $p2 }
nrtm-note-adjusted = { $player } { $delta }
nrtm-note-late = { $player } first plays in round { $round }: registered late, with an unpaired loss for each earlier round
# $missed: nrtm-note-missed-round or nrtm-note-missed-rounds.
nrtm-note-missed = { $player } misses { $missed }: dropped after round { $after } and rejoined before round { $back }, with an unpaired loss for each round missed
nrtm-note-missed-round = round { $round }
nrtm-note-missed-rounds = rounds { $from }–{ $to }
nrtm-note-cut-numbers-seed = the cut's winner_id and loser_id are not player ids: each is the player's cut seed plus { $offset }
nrtm-note-cut-numbers-matched = the cut's winner_id and loser_id are not player ids: each number was matched to the one player it stands for in every game it appears in
nrtm-note-cut-seeds = the file gives no seeds for the cut: they were taken from the first elimination round and the Swiss ranks
# $kind: a bracket's kind (error-words-single-elimination…); $size: a cut (error-words-top).
nrtm-note-cut-bracket = the elimination games follow a { $kind } { $size }
nrtm-note-cut-renumbered = { $place }: these players meet in game { $number } of the bracket; the game takes that number
# $reason: nrtm-cut-….
nrtm-note-cut-kept = the cut could not be rebuilt as a bracket, so the elimination rounds and eliminationPlayers are kept as they are in the file (and exported unchanged): { $reason }
# Why a file's cut does not fit a bracket (io::nrtm::CutMismatch).
nrtm-cut-size = a cut to the top { $n } is not supported
nrtm-cut-too-many-players = the elimination rounds name { $count } players, but the cut is the { $size }
nrtm-cut-places-without-games = eliminationPlayers gives places, but there are no elimination games to derive them from
nrtm-cut-too-many-games = { $games } elimination games; the { $kind } { $size } bracket has { $table }
nrtm-cut-seeds-unknown = the seeds of the { $size } cannot be told from eliminationPlayers or the first elimination round
nrtm-cut-no-bracket = there is no bracket for the { $size }
nrtm-cut-not-a-game = { $place }: { $p1 } against { $p2 } is not a game of the { $kind } { $size } bracket after the games before it
nrtm-cut-nobody = nobody
# A published value that differs from the recomputed one. $field: match-points, sos, esos, rank (written as the file's field); $file, $ours: the values.
nrtm-difference = { $player }: { $field ->
        [match-points] matchPoints
        [sos] strengthOfSchedule
        [esos] extendedStrengthOfSchedule
       *[rank] rank
    } { $file } in the file, { $ours } recomputed
# $ours: nrtm-difference-place or nrtm-difference-undecided.
nrtm-difference-cut = eliminationPlayers[{ $index }] { $name } (id { $id }): rank { $file } in the file, { $ours } in the bracket
nrtm-difference-place = place { $n }
nrtm-difference-undecided = not decided
# How the published standings of an imported file compare with the recomputed ones (one line). $parts: the parts below, joined; $field: points, sos, esos, ranks.
nrtm-summary-match = the published standings match the recomputed ones
nrtm-summary = published against recomputed standings of { $players } players: { $parts }
nrtm-summary-same = { $field ->
        [points] points
        [sos] SoS
        [esos] ESoS
       *[ranks] ranks
    } match
nrtm-summary-differ = { $field ->
        [points] points
        [sos] SoS
        [esos] ESoS
       *[ranks] ranks
    } differ for { $n ->
        [one] 1 player
       *[other] { $n } players
    }
# $formula: nrtm-formula-….
nrtm-summary-explained = SoS differ for { $sos } and ESoS for { $esos } players { $formula }, which gives every published value
nrtm-summary-ranks-following = ranks differ for { $n } players, following them
nrtm-summary-cut-places = cut places differ for { $n ->
        [one] 1 player
       *[other] { $n } players
    }
nrtm-formula-bye-in-divisor = as Aesop's Tables computed them in 2023 and until May 2024 (a bye counted as an opponent with 0 points in the divisor)
nrtm-formula-own-average = as Aesop's Tables computed them in May 2024 (a player's own points per game counted for each game they played as Corp)
nrtm-formula-byes-left-out = as Aesop's Tables computes them since May 2024 (an opponent's points, bye included, divided by their games without the bye)

## Player lists (io::player_import): why a file cannot be read, each row's problems, notes

import-problem-too-large = the file has { $size } bytes; a player list can have at most { $max }
import-problem-json = this is a JSON file, not a player list (CSV or TSV); a results file from NRTM, Cobra or Aesop's Tables is read with `netrunner-to import` or the app's File > Open
import-problem-empty-name = the name is empty
import-problem-duplicate = duplicate name: line { $line } has the same name
import-problem-already-registered = already registered as "{ $name }"
import-problem-unknown-identity = unknown { $side } identity "{ $text }" (kept as typed)
import-problem-unknown-identity-suggest = unknown { $side } identity "{ $text }" (kept as typed; did you mean "{ $title }"?)
import-problem-identity-completed = { $side } identity "{ $text }" completed to "{ $title }"
import-problem-too-many-columns = too many columns: { $found } instead of { $expected } (is a name with a comma missing its quotes?)
import-problem-too-few-columns = too few columns: { $found } instead of { $expected }; the missing fields are empty
import-problem-field = { $field ->
        [name] name
        [corp] Corp identity
        [runner] Runner identity
        [pronouns] pronouns
        [reading] reading
       *[no-video] no video
    }
import-problem-control-characters = the { $field } contains control characters
import-problem-invisible-characters = the { $field } contains invisible formatting (a soft hyphen, a zero-width or direction character)
import-problem-too-long = the { $field } is longer than { $max } characters
import-problem-malformed-quoting = malformed quoting: { $detail }
import-problem-quote-never-closed = the quote opened on line { $line } is never closed
import-problem-text-after-quote = text after a closing quote on line { $line }: { $quoted }
import-problem-event-full = the event would have more than { $max } players
import-problem-no-video-unclear = "{ $text }" in the no-video column is neither yes nor no: read as no video
import-problem-note-windows-1252 = the file is not UTF-8: it was read as Windows-1252 (check accented names)
import-problem-note-ignored-columns = column(s) { $columns } of the header are not name, Corp, Runner, pronouns or no video: ignored
import-problem-note-no-players = the file holds no players
# How the file was read ("Read as …" in the import window).
import-problem-summary = { $encoding ->
        [utf8] UTF-8
        [utf8-bom] UTF-8 with byte-order mark
        [utf16] UTF-16
       *[windows-1252] Windows-1252
    }, { $delimiter ->
        [tab] tab
        [semicolon] semicolon
       *[comma] comma
    }-separated, { $header ->
        [yes] with a header
       *[no] no header
    }; columns: { $columns }
import-problem-column-ignored = (ignored)

## Deck lists: reading (io::decklist), handing in (io::decks), the deck-building check (engine::cards)

deckcheck-card = { $card }
deckcheck-or = {" or "}
deckcheck-identity-none = no identity
deckcheck-not-text = this is not a text file (a deck list is text: one card per line)
deckcheck-too-large = { $size } bytes is too long for a deck list (at most { $max })
deckcheck-empty = no cards found: is this a deck list?
deckcheck-lines = { $n ->
        [one] { $n } line
       *[other] { $n } lines
    } could not be read: { $problems }{ $more ->
        [0] {""}
       *[other] ; … and { $more } more
    }
deckcheck-lines-separator = {"; "}
deckcheck-line-unknown = line { $line }: no card is called { $quoted }
deckcheck-line-unknown-suggest = line { $line }: no card is called { $quoted }; did you mean { $titles }?
deckcheck-line-ambiguous = line { $line }: { $quoted } could be { $titles }; add the set in parentheses or the full title
deckcheck-line-bad-count = line { $line }: { $quoted }: { $copies } copies; a line holds 1 to { $max }
deckcheck-unknown-player = no player { $player }
deckcheck-not-collected = this event does not collect deck lists
deckcheck-locked = deck lists are locked: the event has started; only a leader's correction may change { $player }'s { $side } list now
deckcheck-wrong-side = { $identity } is a { $found } identity: this is a { $found } list, not a { $asked } list
deckcheck-no-side = the list has no identity: say whether it is the Corp or the Runner list
deckcheck-unknown-format = unknown format { $quoted }; the card data has: { $known }
deckcheck-unknown-snapshot = { $format } has no snapshot { $quoted }
deckcheck-nothing-in-force = { $format } has no card pool in force on { $iso } (its first starts { $first_iso })
deckcheck-no-identity = no { $side } identity in the list
deckcheck-identity-wrong-side = { $identity } is not a { $side } identity
deckcheck-several-identities = more than one identity: also { $extra }
deckcheck-wrong-side-card = { $card } is not a { $side } card
deckcheck-unknown-card = { $card } is not in the card data
deckcheck-too-few-cards = { $cards } cards, { $identity } needs at least { $minimum } ({ $missing } more)
deckcheck-too-many-copies = { $copies } copies of { $card }, at most { $limit }
deckcheck-too-many-copies-with = { $copies } copies of { $card }, at most { $limit } with { $identity }
deckcheck-cost = { $card } { $n }
deckcheck-influence = { $spent } influence spent, the limit is { $limit }{ $penalty ->
        [0] {""}
       *[other] {" "}({ $printed } less { $penalty } global penalty)
    }{ $universal ->
        [0] {""}
       *[other] ; { $universal } of it universal faction cost
    }{ $listed ->
        [0] {""}
       *[other] {" "}— { $costs }
    }
deckcheck-out-of-faction-agenda = { $card } is a { $faction } agenda (out of faction)
deckcheck-faction-agendas = { $n } different { $faction } agendas, Ampère allows { $max }: { $agendas }
deckcheck-forbidden-faction = { $card } is a { $faction } card, which { $identity } forbids
deckcheck-agenda-points = { $points } agenda points, a { $cards }-card deck needs { $low } or { $high }
deckcheck-not-in-pool = { $card } is not in the card pool ({ $pool })
deckcheck-not-in-pool-printed = { $card } is not in the card pool ({ $pool }); printed in { $sets }
deckcheck-banned = { $card } is banned ({ $list })
deckcheck-banned-subtype = { $card } is banned ({ $list } bans every { $subtype })
deckcheck-too-many-restricted = { $n } restricted cards, at most { $max } ({ $list }): { $cards }
deckcheck-points = { $points } points, at most { $limit } ({ $list }): { $cards }
deckcheck-three-point-agendas = { $count } agendas worth 3 or more points, at most { $limit } ({ $list }): { $cards }
# (end of section: io)

## Tests only (the fallback test: this message is English-only on purpose)

test-english-only = Only in English
