//! An event's deck lists for screens and files: the rules they are checked against, who is
//! missing a list and which lists have problems, the decks CSV in Cobra's layout, and which
//! lists the visibility setting lets out of the organizer's hands.

use crate::engine::cards::{self, CardDb, Deck, DeckProblem, DeckSummary, Legality, LegalityError};
use crate::engine::{Command, DeckVisibility, Event, PlayerId, Side};
use crate::io::decklist::{self, ReadError};
use chrono::NaiveDate;
use thiserror::Error;

/// The date whose rules apply to an event: its own date, or `today` when it has none.
pub fn event_date(event: &Event, today: NaiveDate) -> NaiveDate {
    event
        .settings()
        .date
        .as_deref()
        .and_then(cards::date)
        .unwrap_or(today)
}

/// The deck format of a NAPD event whose organizer chose none: Eternal, whose card pool has the
/// NAPD identity (Standard's has not). The identity is neutral with no influence limit, so the
/// check applies NAPD's own rules to it: agendas of any faction, unlimited influence.
pub const NAPD_DECK_FORMAT: &str = "eternal";

/// The id of the deck format an event's lists are checked against: the organizer's choice, or
/// [`NAPD_DECK_FORMAT`] for a NAPD event, or Standard.
pub fn deck_format_id(event: &Event) -> &str {
    let d = &event.settings().decks;
    match (d.format.as_deref(), event.settings().format) {
        (None, crate::engine::Format::Napd) => NAPD_DECK_FORMAT,
        _ => d.format_id(),
    }
}

/// The rules an event's lists are checked against: its deck format (NAPD: Eternal unless the
/// organizer chose one), and the snapshot the organizer chose or the one in force on the
/// event's date.
pub fn event_rules<'a>(
    event: &Event,
    db: &'a CardDb,
    today: NaiveDate,
) -> Result<Legality<'a>, LegalityError> {
    let d = &event.settings().decks;
    db.legality(
        deck_format_id(event),
        d.snapshot.as_deref(),
        event_date(event, today),
    )
}

/// [`ListStatus::identity`] of a list without an identity (English, like the command line;
/// the printouts say it in the event's language).
pub const NO_IDENTITY: &str = "no identity";

/// One list's check.
#[derive(Clone, Debug)]
pub struct ListStatus {
    /// The identity's title ([`NO_IDENTITY`] when the list has none).
    pub identity: String,
    /// The problems (empty: legal).
    pub problems: Vec<DeckProblem>,
    /// Size, influence, agenda points.
    pub summary: DeckSummary,
    /// Changed by a leader after the event started.
    pub corrected: bool,
}

/// One player's lists.
#[derive(Clone, Debug)]
pub struct PlayerStatusRow {
    /// The player.
    pub id: PlayerId,
    /// The player's name.
    pub player: String,
    /// The Corp list's check, if registered.
    pub corp: Option<ListStatus>,
    /// The Runner list's check, if registered.
    pub runner: Option<ListStatus>,
}

impl PlayerStatusRow {
    /// The list of one side.
    pub fn side(&self, side: Side) -> Option<&ListStatus> {
        match side {
            Side::Corp => self.corp.as_ref(),
            Side::Runner => self.runner.as_ref(),
        }
    }
}

/// Every player's lists, checked.
#[derive(Clone, Debug)]
pub struct DeckStatus {
    /// "Standard: … (from …), checked for 2025-05-01" or why the lists cannot be checked.
    pub heading: String,
    /// Whether the rules could be chosen (otherwise the lists are listed unchecked).
    pub checked: bool,
    /// Players (not disqualified), by name.
    pub rows: Vec<PlayerStatusRow>,
    /// Players with both lists.
    pub complete: usize,
    /// Lists with problems.
    pub with_problems: usize,
}

/// Checks one list against the rules (`None` rules: unchecked, no problems listed).
pub fn list_status(
    deck: &Deck,
    side: Side,
    corrected: bool,
    rules: Option<&Legality>,
) -> ListStatus {
    ListStatus {
        identity: deck
            .identity
            .as_ref()
            .map_or_else(|| NO_IDENTITY.to_string(), |i| i.title.clone()),
        problems: rules
            .map(|r| cards::check(deck, side, r))
            .unwrap_or_default(),
        summary: rules.map(|r| cards::summary(deck, r)).unwrap_or_default(),
        corrected,
    }
}

/// Who hands a list in (what [`submission`] allows them).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Submitter {
    /// The player, from the phone pages with their personal code: only while the event
    /// collects lists and before it starts.
    Player,
    /// The organizer at the desk (app, command line): before the event starts.
    Organizer,
    /// A leader correcting a list after the start (v3.2 "Deck Lists"); stored marked as a
    /// correction.
    Leader,
}

/// Why a handed-in list is not stored. Nothing is stored when this is returned.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum SubmissionError {
    /// No such player.
    UnknownPlayer(PlayerId),
    /// The event does not collect deck lists (players only).
    NotCollected,
    /// The event has started: only a leader's correction may change a list.
    Locked {
        /// The player's name.
        player: String,
        /// The side.
        side: Side,
    },
    /// The text is not a deck list, or has titles that name no card or several.
    Read(#[from] ReadError),
    /// The list's identity is of the other side.
    WrongSide {
        /// The side the list was handed in for.
        asked: Side,
        /// The identity's side.
        found: Side,
        /// The identity.
        identity: String,
    },
    /// No identity and no side given.
    NoSide,
}

/// A list read and checked, ready to store: what to show the submitter at once, and the
/// command that stores it (hand it to the event's owner, who applies it through
/// [`Event::apply`]).
#[derive(Clone, Debug)]
pub struct Submission {
    /// The side the list is for.
    pub side: Side,
    /// The check against the event's rules (`checked` false: the format has no rules in force
    /// on the event's date, so nothing was checked).
    pub status: ListStatus,
    /// Whether the rules could be chosen.
    pub checked: bool,
    /// `Command::SetDeck` storing the list (a legal list or not: an illegal list is stored
    /// with its problems shown, so the organizer sees it and the player can fix it).
    pub command: Command,
}

/// A list handed in for `player`: read (`bytes`: a file's contents or pasted text, any of the
/// layouts [`decklist::read`] takes), its side settled (the identity's, which must agree with
/// `side` when both are given), checked against the event's rules, and turned into the
/// `SetDeck` that stores it. Every front end registers lists this way: the Deck lists screen,
/// `deck add`, and the phone pages (issue 17) with [`Submitter::Player`].
pub fn submission(
    event: &Event,
    db: &CardDb,
    today: NaiveDate,
    player: PlayerId,
    side: Option<Side>,
    bytes: &[u8],
    by: Submitter,
) -> Result<Submission, SubmissionError> {
    let name = event
        .player(player)
        .ok_or(SubmissionError::UnknownPlayer(player))?
        .name
        .clone();
    if by == Submitter::Player && !event.settings().decks.collected {
        return Err(SubmissionError::NotCollected);
    }
    let read = decklist::read_bytes(bytes, db)?;
    let identity_side = read
        .deck
        .identity
        .as_ref()
        .and_then(|i| db.card(&i.id))
        .map(|c| (c.side, c.title.clone()));
    let side = match (identity_side, side) {
        (Some((found, identity)), Some(asked)) if found != asked => {
            return Err(SubmissionError::WrongSide {
                asked,
                found,
                identity,
            });
        }
        (_, Some(asked)) => asked,
        (Some((found, _)), None) => found,
        (None, None) => return Err(SubmissionError::NoSide),
    };
    let locked = event.decks_locked();
    if locked && by != Submitter::Leader {
        return Err(SubmissionError::Locked { player: name, side });
    }
    let rules = event_rules(event, db, today).ok();
    Ok(Submission {
        side,
        status: list_status(&read.deck, side, locked, rules.as_ref()),
        checked: rules.is_some(),
        command: Command::SetDeck {
            player,
            side,
            deck: Some(read.deck),
            correction: by == Submitter::Leader,
        },
    })
}

/// Checks every player's lists (players sorted by name; disqualified players left out).
pub fn status(event: &Event, db: &CardDb, today: NaiveDate) -> DeckStatus {
    let rules = event_rules(event, db, today);
    let on = event_date(event, today);
    let heading = match &rules {
        Ok(r) => format!("{}, checked for {on}", r.describe()),
        Err(e) => format!("lists cannot be checked: {e}"),
    };
    let rules = rules.ok();
    let mut players: Vec<_> = event
        .players()
        .iter()
        .filter(|p| p.status != crate::engine::PlayerStatus::Disqualified)
        .collect();
    players.sort_by_key(|p| crate::io::names::player_sort_key(p));
    let rows: Vec<PlayerStatusRow> = players
        .into_iter()
        .map(|p| {
            let cell = |side| {
                event
                    .deck(p.id, side)
                    .map(|r| list_status(&r.deck, side, r.corrected, rules.as_ref()))
            };
            PlayerStatusRow {
                id: p.id,
                player: p.name.clone(),
                corp: cell(Side::Corp),
                runner: cell(Side::Runner),
            }
        })
        .collect();
    DeckStatus {
        heading,
        checked: rules.is_some(),
        complete: rows
            .iter()
            .filter(|r| r.corp.is_some() && r.runner.is_some())
            .count(),
        with_problems: rows
            .iter()
            .flat_map(|r| [&r.corp, &r.runner])
            .flatten()
            .filter(|c| !c.problems.is_empty())
            .count(),
        rows,
    }
}

/// Whether the visibility setting lets this player's lists out of the organizer's hands
/// (exports, public pages): public lists always, "open in the cut" lists once the player is in
/// the cut, private lists never.
pub fn is_open(event: &Event, player: PlayerId) -> bool {
    match event.settings().decks.visibility {
        DeckVisibility::Private => false,
        DeckVisibility::Public => true,
        DeckVisibility::OpenInCut => event.cut().is_some_and(|b| b.seeds().contains(&player)),
    }
}

/// The decks CSV in the layout Cobra downloads: a UTF-8 BOM, then each deck in a block of three
/// columns, blocks side by side separated by an empty column. A block's rows: `Player,<name>` /
/// `Deck,<deck name>` / blank / `Min,Identity,Max` / `<minimum size>,<identity>,<influence
/// limit>` / blank / `Qty,"Card Name",Inf` / one row per card / `<total cards>,Totals,<total
/// influence>`. Players sorted by name, Corp deck before Runner deck. Only lists the caller
/// passes in `players` are written.
pub fn decks_csv(event: &Event, db: &CardDb, today: NaiveDate, players: &[PlayerId]) -> Vec<u8> {
    let rules = event_rules(event, db, today).ok();
    let mut blocks: Vec<Vec<[String; 3]>> = Vec::new();
    let mut ordered: Vec<_> = players.iter().filter_map(|&p| event.player(p)).collect();
    ordered.sort_by_key(|p| crate::io::names::player_sort_key(p));
    for p in ordered {
        for side in [Side::Corp, Side::Runner] {
            let Some(reg) = event.deck(p.id, side) else {
                continue;
            };
            blocks.push(deck_block(&p.name, &reg.deck, db, rules.as_ref()));
        }
    }
    let rows = blocks.iter().map(Vec::len).max().unwrap_or(0);
    let mut out = Vec::from(&b"\xEF\xBB\xBF"[..]);
    for r in 0..rows {
        let mut cells: Vec<String> = Vec::new();
        for (i, b) in blocks.iter().enumerate() {
            if i > 0 {
                cells.push(String::new());
            }
            match b.get(r) {
                Some(row) => cells.extend(row.iter().map(|c| csv_cell(c))),
                None => cells.extend([String::new(), String::new(), String::new()]),
            }
        }
        out.extend_from_slice(cells.join(",").as_bytes());
        out.extend_from_slice(b"\r\n");
    }
    out
}

fn deck_block(
    player: &str,
    deck: &Deck,
    db: &CardDb,
    rules: Option<&Legality>,
) -> Vec<[String; 3]> {
    let summary = rules.map(|r| cards::summary(deck, r)).unwrap_or_default();
    let identity = deck.identity.as_ref();
    let id_card = identity.and_then(|i| db.card(&i.id));
    let s = |x: &str| x.to_string();
    let mut rows = vec![
        [s("Player"), s(player), String::new()],
        [
            s("Deck"),
            deck.name.clone().unwrap_or_default(),
            String::new(),
        ],
        [String::new(), String::new(), String::new()],
        [s("Min"), s("Identity"), s("Max")],
        [
            id_card
                .and_then(|c| c.minimum_deck_size)
                .map(|m| m.to_string())
                .unwrap_or_default(),
            identity.map(|i| i.title.clone()).unwrap_or_default(),
            id_card.and_then(|c| c.influence_limit).map_or_else(
                || {
                    if id_card.is_some() {
                        s("∞")
                    } else {
                        String::new()
                    }
                },
                |l| l.to_string(),
            ),
        ],
        [String::new(), String::new(), String::new()],
        [s("Qty"), s("Card Name"), s("Inf")],
    ];
    for (_, entries) in crate::io::decklist::by_type(deck, db) {
        for e in entries {
            let inf = summary.costs.get(&e.id).copied().unwrap_or(0);
            rows.push([e.copies.to_string(), e.title.clone(), inf.to_string()]);
        }
    }
    rows.push([
        deck.size().to_string(),
        s("Totals"),
        summary.influence.to_string(),
    ]);
    rows
}

/// One CSV cell: quoted when it holds a comma, quote or line break; a leading formula
/// character is neutralised like in the other CSV exports.
fn csv_cell(c: &str) -> String {
    let c = if c.starts_with(['=', '+', '-', '@']) && c.parse::<f64>().is_err() {
        format!("'{c}")
    } else {
        c.to_string()
    };
    if c.contains([',', '"', '\n', '\r']) || c == "Card Name" {
        format!("\"{}\"", c.replace('"', "\"\""))
    } else {
        c
    }
}
