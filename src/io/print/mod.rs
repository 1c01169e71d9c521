//! PDF printouts of an event: pairings (by table and by name), match slips, standings, the cut
//! bracket and the registration sheet, on A4 or Letter; for multiplayer events (NAPD, The Big
//! Sell-Out) the pods of a round, the pods by name, result slips per pod and the multiplayer
//! standings ([`Kind::for_event`] lists what an event can print).
//!
//! [`render`] takes the event and a [`Printout`] and returns the PDF bytes; it writes no file.
//! The pages are laid out with the reusable [`layout`] layer (header "event — what — round",
//! footer "Page x of y", tables that repeat their header row on every page, text fitted by the
//! font's metrics, check boxes, collated slip grids) and written with krilla, with DejaVu Sans
//! embedded and, for what it lacks (Japanese, Chinese, Korean, Thai, …), the computer's fonts
//! run by run ([`fonts`]), each embedded as a subset, so every name prints as entered.
//! [`font_warning`] says beforehand which names no font on the computer can print.
//!
//! ```
//! use netrunner_to::engine::{Command, Event, EventSettings, PlayerDetails, Structure};
//! use netrunner_to::io::print::{render, Paper, Printout, RoundRef};
//! let mut event = Event::new(EventSettings::new("Store Champs", Structure::Basic), 7);
//! for name in ["Čeněk Łukasz", "Zoë Müller", "Søren Ångström", "Ann"] {
//!     event.apply(Command::AddPlayer { details: PlayerDetails::named(name), id: None }).unwrap();
//! }
//! event.apply(Command::PairRound).unwrap();
//! let pdf = render(&event, &Printout::Slips { round: RoundRef::Swiss(1) }, Paper::A4).unwrap();
//! assert!(pdf.starts_with(b"%PDF"));
//! ```

mod cards;
pub use cards::qr_modules;
mod decks;
pub mod fonts;
pub mod layout;
mod lists;
pub(crate) mod multiplayer;
mod pdf;
mod poster;
pub use poster::registration_poster;
pub(crate) mod rounds;
mod stats;

use crate::engine::Event;
use crate::engine::elimination::{Section, Source};
use crate::i18n::Lang;
use crate::tr;
use std::borrow::Cow;
use std::fmt;

/// Paper size.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Paper {
    /// ISO A4, 210 × 297 mm.
    #[default]
    A4,
    /// US Letter, 8.5 × 11 in.
    Letter,
}

impl Paper {
    /// Both sizes.
    pub const ALL: [Paper; 2] = [Paper::A4, Paper::Letter];

    /// Width and height in points (1/72 in), portrait.
    pub fn size(self) -> (f32, f32) {
        match self {
            Paper::A4 => (595.28, 841.89),
            Paper::Letter => (612.0, 792.0),
        }
    }

    /// "A4" or "Letter".
    pub fn name(self) -> &'static str {
        match self {
            Paper::A4 => "A4",
            Paper::Letter => "Letter", // i18n: not text (the app's words move next)
        }
    }
}

/// A round of the event: a Swiss round or an elimination round (after the cut).
pub use crate::engine::model::RoundRef;

/// Which printout, for which round.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Printout {
    /// The pairings in table order, for the wall: table, both players (sides where they are
    /// fixed), points before the round; byes at the end.
    PairingsByTable {
        /// The round.
        round: RoundRef,
    },
    /// Every player alphabetically with table, opponent and side (each pairing appears twice).
    PairingsByName {
        /// The round.
        round: RoundRef,
    },
    /// One match slip per table, four to a page, collated for cutting into quarters.
    Slips {
        /// The round.
        round: RoundRef,
    },
    /// The Swiss standings: rank, name, identities, points, SoS, ESoS.
    Standings {
        /// After this Swiss round; `None`: everything entered so far.
        round: Option<u32>,
    },
    /// The cut: seeds, every game with sides and results so far, places.
    Bracket,
    /// The registration sheet: players alphabetically with identities and a "present" box.
    Registration,
    /// Multiplayer events: the pods of a round, each with its seats clockwise (roles, players,
    /// identities, teams), the turn order and the edition's first-turn rule.
    Pods {
        /// The round of pods.
        round: u32,
    },
    /// Multiplayer events: every player alphabetically with pod, seat and role.
    PodsByName {
        /// The round of pods.
        round: u32,
    },
    /// Multiplayer events: one result slip per pod, collated for cutting.
    PodSlips {
        /// The round of pods.
        round: u32,
    },
    /// The event's statistics as charts: identities and factions of the field and the cut, cut
    /// conversion, Corp and Runner wins (before round 1: a note that identities are not public
    /// yet).
    Statistics,
    /// Deck lists: each player's Corp and Runner lists (cards by type with sets, the check's
    /// verdict, a signature line), one player from a new page.
    DeckLists {
        /// One player, or everyone.
        player: Option<crate::engine::PlayerId>,
    },
    /// Deck lists: the organizer's summary (who is missing a list, each list's verdict and
    /// problems).
    DeckRegistration,
    /// Player cards (issue 17): each player's name, personal code and the QR code of the
    /// event's pages, eight to a page. The only printout with the codes. Rendered without an
    /// address here; [`render_player_cards`] takes the address phones open.
    PlayerCards,
}

/// The kinds of printout, without a round (for menus and the CLI).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Kind {
    /// [`Printout::PairingsByTable`].
    PairingsByTable,
    /// [`Printout::PairingsByName`].
    PairingsByName,
    /// [`Printout::Slips`].
    Slips,
    /// [`Printout::Standings`].
    Standings,
    /// [`Printout::Bracket`].
    Bracket,
    /// [`Printout::Registration`].
    Registration,
    /// [`Printout::Pods`].
    Pods,
    /// [`Printout::PodsByName`].
    PodsByName,
    /// [`Printout::PodSlips`].
    PodSlips,
    /// [`Printout::Statistics`].
    Statistics,
    /// [`Printout::DeckLists`].
    DeckLists,
    /// [`Printout::DeckRegistration`].
    DeckRegistration,
    /// [`Printout::PlayerCards`].
    PlayerCards,
}

impl Kind {
    /// Every kind, in menu order.
    pub const ALL: [Kind; 13] = [
        Kind::PairingsByTable,
        Kind::PairingsByName,
        Kind::Slips,
        Kind::Standings,
        Kind::Bracket,
        Kind::Registration,
        Kind::Pods,
        Kind::PodsByName,
        Kind::PodSlips,
        Kind::Statistics,
        Kind::DeckLists,
        Kind::DeckRegistration,
        Kind::PlayerCards,
    ];

    /// The kinds of a Swiss (and elimination) event, in menu order.
    pub const SWISS: [Kind; 10] = [
        Kind::PairingsByTable,
        Kind::PairingsByName,
        Kind::Slips,
        Kind::Standings,
        Kind::Bracket,
        Kind::Registration,
        Kind::Statistics,
        Kind::DeckLists,
        Kind::DeckRegistration,
        Kind::PlayerCards,
    ];

    /// The kinds of a multiplayer event (NAPD, The Big Sell-Out), in menu order. Standings
    /// print the multiplayer standings there.
    pub const MULTIPLAYER: [Kind; 6] = [
        Kind::Pods,
        Kind::PodsByName,
        Kind::PodSlips,
        Kind::Standings,
        Kind::Registration,
        Kind::Statistics,
    ];

    /// The kinds the event can print, in menu order.
    pub fn for_event(event: &Event) -> &'static [Kind] {
        if event.is_multiplayer() {
            &Kind::MULTIPLAYER
        } else {
            &Kind::SWISS
        }
    }

    /// Whether the kind is one of the multiplayer printouts.
    pub fn is_multiplayer(self) -> bool {
        matches!(self, Kind::Pods | Kind::PodsByName | Kind::PodSlips)
    }

    /// Fails with a clear message when the event cannot print this kind (a Swiss printout for a
    /// multiplayer event, or the other way round).
    pub fn check(self, event: &Event) -> Result<(), PrintError> {
        if Kind::for_event(event).contains(&self) {
            Ok(())
        } else if event.is_multiplayer() {
            Err(PrintError::NotForMultiplayer {
                what: self.title(),
                format: event.settings().format,
            })
        } else {
            Err(PrintError::OnlyMultiplayer { what: self.title() })
        }
    }

    /// What the printout is, in English (menus and the command line).
    pub fn title(self) -> String {
        self.title_in(Lang::ENGLISH)
    }

    /// What the printout is, as its pages' headers say it in `lang`.
    pub fn title_in(self, lang: Lang) -> String {
        match self {
            Kind::PairingsByTable => tr!(lang, "print-title-pairings"),
            Kind::PairingsByName => tr!(lang, "print-title-pairings-by-name"),
            Kind::Slips => tr!(lang, "print-title-slips"),
            Kind::Standings => tr!(lang, "print-title-standings"),
            Kind::Bracket => tr!(lang, "print-title-bracket"),
            Kind::Registration => tr!(lang, "print-title-registration"),
            Kind::Pods => tr!(lang, "print-title-pods"),
            Kind::PodsByName => tr!(lang, "print-title-pods-by-name"),
            Kind::PodSlips => tr!(lang, "print-title-pod-slips"),
            Kind::Statistics => tr!(lang, "print-title-statistics"),
            Kind::DeckLists => tr!(lang, "print-title-deck-lists"),
            Kind::DeckRegistration => tr!(lang, "print-title-deck-registration"),
            Kind::PlayerCards => tr!(lang, "print-title-player-cards"),
        }
    }

    /// A short name for file names.
    pub fn slug(self) -> &'static str {
        match self {
            Kind::PairingsByTable => "pairings",
            Kind::PairingsByName => "pairings-by-name",
            Kind::Slips => "slips",
            Kind::Standings => "standings",
            Kind::Bracket => "bracket",
            Kind::Registration => "players",
            Kind::Pods => "pods",
            Kind::PodsByName => "pods-by-name",
            Kind::PodSlips => "pod-slips",
            Kind::Statistics => "statistics",
            Kind::DeckLists => "deck-lists",
            Kind::DeckRegistration => "deck-registration",
            Kind::PlayerCards => "player-cards",
        }
    }

    /// Whether the printout is meant for players (the wall, the tables): it shows identities
    /// only once round 1 is paired ([`Event::player_view`]). The registration sheet is the
    /// organizer's check-in list and shows them always; so do the deck-list printouts (a list
    /// is its identity; who may see them is the deck lists' own visibility setting).
    pub fn is_for_players(self) -> bool {
        !matches!(
            self,
            Kind::Registration | Kind::DeckLists | Kind::DeckRegistration | Kind::PlayerCards
        )
    }

    /// Whether the printout is for one round of pairings (Swiss or elimination) or of pods.
    pub fn needs_round(self) -> bool {
        matches!(
            self,
            Kind::PairingsByTable
                | Kind::PairingsByName
                | Kind::Slips
                | Kind::Pods
                | Kind::PodsByName
                | Kind::PodSlips
        )
    }
}

impl Printout {
    /// The kind of printout.
    pub fn kind(&self) -> Kind {
        match self {
            Printout::PairingsByTable { .. } => Kind::PairingsByTable,
            Printout::PairingsByName { .. } => Kind::PairingsByName,
            Printout::Slips { .. } => Kind::Slips,
            Printout::Standings { .. } => Kind::Standings,
            Printout::Bracket => Kind::Bracket,
            Printout::Registration => Kind::Registration,
            Printout::Pods { .. } => Kind::Pods,
            Printout::PodsByName { .. } => Kind::PodsByName,
            Printout::PodSlips { .. } => Kind::PodSlips,
            Printout::Statistics => Kind::Statistics,
            Printout::DeckLists { .. } => Kind::DeckLists,
            Printout::DeckRegistration => Kind::DeckRegistration,
            Printout::PlayerCards => Kind::PlayerCards,
        }
    }

    /// The printout of `kind` for `round`, or for the current round when `round` is `None`
    /// (see [`current_round`]). Standings take a Swiss round (`None`: the latest results).
    /// Multiplayer events number their rounds of pods as [`RoundRef::Swiss`] rounds.
    /// Fails with a clear message when the round or the cut does not exist, or when the event
    /// cannot print the kind ([`Kind::check`]).
    pub fn for_event(
        event: &Event,
        kind: Kind,
        round: Option<RoundRef>,
    ) -> Result<Printout, PrintError> {
        kind.check(event)?;
        if event.is_multiplayer() {
            return multiplayer_printout(event, kind, round);
        }
        let pairing_round = || -> Result<RoundRef, PrintError> {
            let r = match round {
                Some(r) => r,
                None => current_round(event).ok_or(PrintError::NoRounds)?,
            };
            check_round(event, r)?;
            Ok(r)
        };
        Ok(match kind {
            Kind::PairingsByTable => Printout::PairingsByTable {
                round: pairing_round()?,
            },
            Kind::PairingsByName => Printout::PairingsByName {
                round: pairing_round()?,
            },
            Kind::Slips => Printout::Slips {
                round: pairing_round()?,
            },
            Kind::Standings => match round {
                None => Printout::Standings { round: None },
                Some(RoundRef::Swiss(n)) => {
                    check_round(event, RoundRef::Swiss(n))?;
                    Printout::Standings { round: Some(n) }
                }
                Some(RoundRef::Elimination(_)) => return Err(PrintError::StandingsAreSwiss),
            },
            Kind::Bracket => {
                event.cut().ok_or(PrintError::NoCut)?;
                Printout::Bracket
            }
            Kind::Registration => Printout::Registration,
            Kind::Statistics => Printout::Statistics,
            Kind::DeckLists => Printout::DeckLists { player: None },
            Kind::DeckRegistration => Printout::DeckRegistration,
            Kind::PlayerCards => Printout::PlayerCards,
            // Refused by `kind.check` above for a Swiss event.
            Kind::Pods | Kind::PodsByName | Kind::PodSlips => {
                return Err(PrintError::OnlyMultiplayer { what: kind.title() });
            }
        })
    }

    /// A file name for the printout: "store-champs-pairings-round-3.pdf"; in the event's
    /// language when it prints in another ("テスト大会-対戦表-第3回戦.pdf": issue 37 found English
    /// words in a Japanese store's file names).
    pub fn file_name(&self, event: &Event) -> String {
        let lang = lang_of(event);
        if lang != Lang::ENGLISH {
            return self.file_name_in(event, lang);
        }
        let mut name = format!("{}-{}", stem(&event.settings().name), self.kind().slug());
        match self {
            Printout::PairingsByTable { round }
            | Printout::PairingsByName { round }
            | Printout::Slips { round } => match round {
                RoundRef::Swiss(n) => name.push_str(&format!("-round-{n}")),
                RoundRef::Elimination(n) => name.push_str(&format!("-elimination-{n}")),
            },
            Printout::Standings { round: Some(n) }
            | Printout::Pods { round: n }
            | Printout::PodsByName { round: n }
            | Printout::PodSlips { round: n } => name.push_str(&format!("-round-{n}")),
            Printout::DeckLists {
                player: Some(p), ..
            } => {
                name.push('-');
                name.push_str(&stem(&event.name_of(*p)));
            }
            _ => {}
        }
        name.push_str(".pdf");
        name
    }

    /// [`Printout::file_name`] in `lang`: the event, the printout's title and its round, as
    /// the printout's header names them.
    fn file_name_in(&self, event: &Event, lang: Lang) -> String {
        let mut parts = vec![
            stem(&event.settings().name),
            stem(&self.kind().title_in(lang)),
        ];
        let round = match self {
            Printout::PairingsByTable { round }
            | Printout::PairingsByName { round }
            | Printout::Slips { round } => Some(*round),
            Printout::Standings { round: Some(n) }
            | Printout::Pods { round: n }
            | Printout::PodsByName { round: n }
            | Printout::PodSlips { round: n } => Some(RoundRef::Swiss(*n)),
            _ => None,
        };
        if let Some(r) = round {
            parts.push(stem(&round_label_in(event, r, lang)));
        }
        if let Printout::DeckLists {
            player: Some(p), ..
        } = self
        {
            parts.push(stem(&event.name_of(*p)));
        }
        format!("{}.pdf", parts.join("-"))
    }
}

/// Which rounds an event has, for [`PrintError::NoSuchRound`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RoundsThere {
    /// How many rounds are paired.
    pub count: usize,
    /// Whether they are rounds of pods (a multiplayer event).
    pub pods: bool,
}

impl fmt::Display for RoundsThere {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let what = if self.pods { "round of pods" } else { "round" }; // i18n: not text
        match self.count {
            0 => write!(f, "no {what} has been paired yet"), // i18n: not text
            1 => f.write_str("the event has round 1 only"),  // i18n: not text
            k => write!(f, "the event has rounds 1 to {k}"), // i18n: not text
        }
    }
}

/// Why a printout cannot be made. `Display`: the English of the message files (`io::explain`).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PrintError {
    /// No round has been paired.
    NoRounds,
    /// The Swiss round does not exist.
    NoSuchRound {
        /// The round asked for.
        asked: u32,
        /// What exists ("the event has rounds 1 to 4").
        have: RoundsThere,
    },
    /// The cut has not been made.
    NoCut,
    /// The elimination round does not exist.
    NoSuchEliminationRound {
        /// The round asked for.
        asked: u32,
        /// How many rounds the bracket has.
        rounds: u32,
    },
    /// Standings are Swiss standings.
    StandingsAreSwiss,
    /// A Swiss or elimination printout asked of a multiplayer event.
    NotForMultiplayer {
        /// The printout's title.
        what: String,
        /// The event's format (worded by `io::words::format`).
        format: crate::engine::Format,
    },
    /// A multiplayer printout asked of a Swiss event.
    OnlyMultiplayer {
        /// The printout's title.
        what: String,
    },
    /// Multiplayer events have no cut.
    NoEliminationInMultiplayer,
    /// The PDF could not be made.
    Pdf(String),
}

/// The printout of a multiplayer kind (already checked with [`Kind::check`]).
fn multiplayer_printout(
    event: &Event,
    kind: Kind,
    round: Option<RoundRef>,
) -> Result<Printout, PrintError> {
    let n = match round {
        Some(RoundRef::Elimination(_)) => return Err(PrintError::NoEliminationInMultiplayer),
        Some(RoundRef::Swiss(n)) => {
            check_round(event, RoundRef::Swiss(n))?;
            Some(n)
        }
        None => None,
    };
    let pod_round = || match n {
        Some(n) => Ok(n),
        None => match current_round(event) {
            Some(RoundRef::Swiss(n)) => Ok(n),
            _ => Err(PrintError::NoRounds),
        },
    };
    Ok(match kind {
        Kind::Pods => Printout::Pods {
            round: pod_round()?,
        },
        Kind::PodsByName => Printout::PodsByName {
            round: pod_round()?,
        },
        Kind::PodSlips => Printout::PodSlips {
            round: pod_round()?,
        },
        Kind::Standings => Printout::Standings { round: n },
        Kind::Statistics => Printout::Statistics,
        _ => Printout::Registration,
    })
}

/// The rounds of pods of a multiplayer event (`None` for other events).
fn pod_rounds(event: &Event) -> Option<usize> {
    if event.is_multiplayer() {
        Some(event.multiplayer().map_or(0, |m| m.rounds.len()))
    } else {
        None
    }
}

fn check_round(event: &Event, round: RoundRef) -> Result<(), PrintError> {
    if let Some(count) = pod_rounds(event) {
        return match round {
            RoundRef::Elimination(_) => Err(PrintError::NoEliminationInMultiplayer),
            RoundRef::Swiss(n) if n >= 1 && n as usize <= count => Ok(()),
            RoundRef::Swiss(n) => Err(PrintError::NoSuchRound {
                asked: n,
                have: RoundsThere { count, pods: true },
            }),
        };
    }
    match round {
        RoundRef::Swiss(n) => {
            if event.round(n).is_some() {
                return Ok(());
            }
            Err(PrintError::NoSuchRound {
                asked: n,
                have: RoundsThere {
                    count: event.rounds().len(),
                    pods: false,
                },
            })
        }
        RoundRef::Elimination(n) => {
            let b = event.cut().ok_or(PrintError::NoCut)?;
            if n >= 1 && n <= b.rounds() {
                Ok(())
            } else {
                Err(PrintError::NoSuchEliminationRound {
                    asked: n,
                    rounds: b.rounds(),
                })
            }
        }
    }
}

/// The round pairings print for by default: the latest paired round, as everything else means it.
pub use crate::engine::views::current_round;

/// "Round 3", "Elimination round 2", "Final (elimination round 4)", in English (menus and the
/// command line).
pub fn round_label(event: &Event, round: RoundRef) -> String {
    round_label_in(event, round, Lang::ENGLISH)
}

/// [`round_label`] in `lang`.
pub fn round_label_in(event: &Event, round: RoundRef, lang: Lang) -> String {
    match round {
        RoundRef::Swiss(n) => tr!(lang, "print-round", n = n),
        RoundRef::Elimination(n) => match event.cut().and_then(|b| b.final_section(n)) {
            Some(Section::SecondFinal) => tr!(lang, "print-second-final", n = n),
            Some(_) => tr!(lang, "print-final", n = n),
            None => tr!(lang, "print-elimination-round", n = n),
        },
    }
}

/// The language the event's printouts are in (English for an event that names none).
pub fn lang_of(event: &Event) -> Lang {
    Lang::or_english(event.settings().language.as_deref())
}

/// A table column headed with the message `id` in `lang`.
pub(crate) fn column(
    lang: Lang,
    id: &str,
    width: layout::Width,
    align: layout::Align,
) -> layout::Column {
    layout::Column::new(lang.text(id), width, align)
}

/// The words of a side, for the modules that took them from here.
pub(crate) use crate::io::words::side as side_name;

/// Where a player of an elimination game comes from ("Winner of game 3") in `lang`.
pub(crate) fn source_text(source: Source, lang: Lang) -> String {
    match source {
        Source::Seed(n) => tr!(lang, "source-seed", n = n),
        Source::Winner(n) => tr!(lang, "source-winner", n = n),
        Source::Loser(n) => tr!(lang, "source-loser", n = n),
        Source::WinnerRanked { round, rank } => {
            tr!(lang, "source-winner-ranked", round = round, rank = rank)
        }
    }
}

/// Every round pairings can be printed for, in order: the Swiss rounds, then the elimination
/// rounds of the cut. A multiplayer event: its rounds of pods.
pub fn rounds(event: &Event) -> Vec<RoundRef> {
    if let Some(count) = pod_rounds(event) {
        return (1..=count as u32).map(RoundRef::Swiss).collect();
    }
    let mut all: Vec<RoundRef> = event
        .rounds()
        .iter()
        .map(|r| RoundRef::Swiss(r.number))
        .collect();
    if let Some(b) = event.cut() {
        all.extend((1..=b.rounds()).map(RoundRef::Elimination));
    }
    all
}

impl fmt::Display for RoundRef {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            // i18n: not text (the command line's words: English)
            RoundRef::Swiss(n) => write!(f, "round {n}"),
            RoundRef::Elimination(n) => write!(f, "elimination round {n}"), // i18n: not text
        }
    }
}

/// Renders a printout of the event as PDF bytes, with the computer's fonts
/// ([`fonts::Fonts::load`]) for characters the embedded font lacks.
pub fn render(event: &Event, printout: &Printout, paper: Paper) -> Result<Vec<u8>, PrintError> {
    render_with(event, printout, paper, &fonts::Fonts::load()?)
}

/// The warning to show before printing when no font has some characters of the event's texts
/// (names, identities as entered, the event's name): whose, and what to install. `None` when
/// every character has a font.
pub fn font_warning(event: &Event, fonts: &fonts::Fonts) -> Option<String> {
    let texts = crate::io::fonts::event_texts(event);
    let missing = crate::io::fonts::uncovered(&texts, |c| fonts.has_char(c));
    // For the command line: English.
    crate::io::fonts::warning(&missing, crate::io::fonts::Doing::Printed, Lang::ENGLISH)
}

/// Renders a printout of the event as PDF bytes with the computer's fonts; deck lists are
/// checked with `cards` (a card data file the organizer loaded).
pub fn render_with_cards(
    event: &Event,
    printout: &Printout,
    paper: Paper,
    cards: &crate::engine::cards::CardDb,
) -> Result<Vec<u8>, PrintError> {
    render_full(event, printout, paper, &fonts::Fonts::load()?, cards)
}

/// Renders a printout of the event as PDF bytes with these fonts (deck lists with the
/// built-in card data).
pub fn render_with(
    event: &Event,
    printout: &Printout,
    paper: Paper,
    fonts: &fonts::Fonts,
) -> Result<Vec<u8>, PrintError> {
    render_full(event, printout, paper, fonts, crate::io::cards::embedded())
}

/// Renders the player cards (issue 17) with the QR code of `address`, the address phones open
/// (`http://192.168.1.20:8080/`) while the event is shared.
pub fn render_player_cards(
    event: &Event,
    address: Option<&str>,
    paper: Paper,
    fonts: &fonts::Fonts,
) -> Result<Vec<u8>, PrintError> {
    cards::player_cards(event, address, fonts, paper).finish()
}

/// Renders a printout with these fonts; deck lists are checked with `cards`.
pub fn render_full(
    event: &Event,
    printout: &Printout,
    paper: Paper,
    fonts: &fonts::Fonts,
    cards: &crate::engine::cards::CardDb,
) -> Result<Vec<u8>, PrintError> {
    printout.kind().check(event)?;
    // Wall printouts: no identities before round 1 is paired.
    let shown = if printout.kind().is_for_players() {
        event.player_view()
    } else {
        Cow::Borrowed(event)
    };
    let event: &Event = &shown;
    let doc = match *printout {
        Printout::PairingsByTable { round } => {
            check_round(event, round)?;
            rounds::by_table(event, round, fonts, paper)
        }
        Printout::PairingsByName { round } => {
            check_round(event, round)?;
            rounds::by_name(event, round, fonts, paper)
        }
        Printout::Slips { round } => {
            check_round(event, round)?;
            rounds::slips(event, round, fonts, paper)
        }
        Printout::Standings { round } => {
            if let Some(n) = round {
                check_round(event, RoundRef::Swiss(n))?;
            }
            if event.is_multiplayer() {
                multiplayer::standings(event, round, fonts, paper)
            } else {
                lists::standings(event, round, fonts, paper)
            }
        }
        Printout::Pods { round } => {
            check_round(event, RoundRef::Swiss(round))?;
            multiplayer::pods(event, round, fonts, paper)
        }
        Printout::PodsByName { round } => {
            check_round(event, RoundRef::Swiss(round))?;
            multiplayer::pods_by_name(event, round, fonts, paper)
        }
        Printout::PodSlips { round } => {
            check_round(event, RoundRef::Swiss(round))?;
            multiplayer::slips(event, round, fonts, paper)
        }
        Printout::Bracket => {
            let b = event.cut().ok_or(PrintError::NoCut)?;
            lists::bracket(event, b, fonts, paper)
        }
        Printout::Registration => lists::registration(event, fonts, paper),
        Printout::Statistics => stats::statistics(event, fonts, paper),
        Printout::DeckLists { player } => decks::deck_lists(event, player, cards, fonts, paper),
        Printout::DeckRegistration => decks::registration(event, cards, fonts, paper),
        Printout::PlayerCards => cards::player_cards(event, None, fonts, paper),
    };
    doc.finish()
}

/// The header every page of a printout of `event` gets.
fn header(event: &Event, what: Kind, round: Option<String>) -> layout::Header {
    let lang = lang_of(event);
    let mut h = layout::Header::new(event.settings().name.clone(), what.title_in(lang), round);
    h.lang = lang;
    let mut note = Vec::new();
    if let Some(d) = &event.settings().date {
        note.push(lang.date(d));
    }
    note.push("Netrunner TO".to_string()); // i18n: not text (the product's name)
    h.note = Some(note.join(" \u{b7} "));
    h
}

/// A name usable in a file name.
fn stem(name: &str) -> String {
    let s: String = name
        .chars()
        .map(|c| {
            if c.is_alphanumeric() {
                c.to_lowercase().next().unwrap_or(c)
            } else {
                '-'
            }
        })
        .collect();
    let parts: Vec<&str> = s.split('-').filter(|p| !p.is_empty()).collect();
    if parts.is_empty() {
        "event".into()
    } else {
        parts.join("-")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn file_names_name_the_printout_and_round() {
        use crate::engine::{EventSettings, Structure};
        let e = Event::new(
            EventSettings::new("Store Champs: Brno!", Structure::Basic),
            1,
        );
        assert_eq!(
            Printout::Slips {
                round: RoundRef::Swiss(3)
            }
            .file_name(&e),
            "store-champs-brno-slips-round-3.pdf"
        );
        assert_eq!(
            Printout::Registration.file_name(&e),
            "store-champs-brno-players.pdf"
        );
        // A Japanese event's files are named in Japanese, as its printouts' headers read.
        let mut settings = EventSettings::new("テスト大会", Structure::Basic);
        settings.language = Some("ja".into());
        let ja = Event::new(settings, 1);
        let slips = Printout::Slips {
            round: RoundRef::Swiss(3),
        }
        .file_name(&ja);
        assert!(slips.starts_with("テスト大会-"), "{slips}");
        assert!(slips.ends_with("-第3回戦.pdf"), "{slips}");
        assert!(
            !slips
                .chars()
                .any(|c| c.is_ascii_alphabetic() && c != 'p' && c != 'd' && c != 'f'),
            "no English words: {slips}"
        );
        assert_eq!(
            Printout::Standings { round: None }.file_name(&ja),
            "テスト大会-順位表.pdf"
        );
    }
}
