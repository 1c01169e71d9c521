//! The event and the one door every change goes through: [`Event::apply`].

mod decks;
mod multiplayer;
mod publication;
mod registration;
pub mod reporting;
mod reveal;
mod stage;
mod streaming;

pub use decks::{
    MAX_CARD_TEXT_CHARS, MAX_DECK_COPIES, MAX_DECK_ENTRIES, PlayerDecks, RegisteredDeck,
    validate_deck,
};
pub use publication::Publication;
pub use registration::{
    Decision, MAX_WAITING, PhoneRegistration, Registration, WaitingRegistration, well_formed_secret,
};
pub use reporting::{
    PendingReport, PlayerCode, ReportRefusal, ReportTarget, Reporting, Scorekeeper, SelfReported,
    TakeOver,
};

use crate::engine::clock::RoundClock;
use crate::engine::command::{Command, ManualPairing, PlayerDetails};
use crate::engine::elimination::Bracket;
use crate::engine::error::{
    EngineError, Field, FieldProblem, FixedTableConflict, FormatMismatch, Inconsistency, Limit,
    NameRule, Place, Places, Shortage, StatusBlock, Twice, Warning,
};
use crate::engine::ids::{PlayerId, Side};
use crate::engine::model::{
    EventSettings, Pairing, Player, PlayerStatus, ScoreAdjustment, SwissRound,
};
use crate::engine::pairing;
use crate::engine::results::MatchResult;
use crate::engine::rng::EventRng;
use crate::engine::standings::{self, Standings};
use crate::engine::structure::{
    FixedStructure, MAX_SWISS_ROUNDS, Structure, StructureStatus, Suggestion,
};
use crate::engine::swiss::{SwissSideReason, TableConflict};
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, BTreeSet, HashMap};

/// Why a single-sided table has its sides, with the facts a reader needs
/// ([`Event::side_facts`]; worded by `io::words::swiss_sides_reason`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SideFacts {
    /// The two met before: the sides are those of that meeting reversed.
    Reversed {
        /// The round of the earlier meeting, when it is among the rounds before.
        earlier: Option<u32>,
        /// Who was the Corp then (the Runner now).
        corp_then: PlayerId,
    },
    /// One has played the Corp more often: that player is the Runner.
    Balance {
        /// The player who has played the Corp more (the Runner now).
        more_corp: PlayerId,
        /// That player's Corp games minus Runner games before the round.
        their_balance: i32,
        /// The other player's (the Corp now).
        other_balance: i32,
    },
    /// Round 1: a coin flip.
    CoinFlipFirst,
    /// Even balances: a coin flip.
    CoinFlip {
        /// Both players' Corp games minus Runner games before the round.
        balance: i32,
    },
}

/// The longest name accepted, in characters.
pub const MAX_NAME_CHARS: usize = 100;
/// The longest identity or pronoun text accepted, in characters.
pub const MAX_TEXT_CHARS: usize = 200;
/// The most players one event accepts (far above any real event; keeps memory bounded).
pub const MAX_PLAYERS: usize = 20_000;
/// Manual pairings with a bigger point difference than this draw a warning.
pub const POINT_GAP_WARNING: u32 = 3;
/// The largest score adjustment of one round total, either way: far more than any penalty or
/// correction (a round gives at most 6), so that a total typed into another tool by mistake
/// (60 for 6) still imports, and small enough that no sum of them can overflow.
pub const MAX_ADJUSTMENT: u32 = 100;

/// How the event began: what a replay of its history starts from.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Origin {
    /// The settings at creation.
    pub settings: EventSettings,
    /// The seed of the event's random generator.
    pub seed: u64,
    /// The key players' personal codes and scorekeeper tokens are drawn from: 32 bytes as 64
    /// hexadecimal digits, drawn from the operating system's random source by the front end
    /// that created the event ([`Event::with_secret`]), so the codes cannot be worked out from
    /// the seed, which is printed and shown. Events made before it have none: their codes come
    /// from the seed's generator, as they always did (the stored codes never change).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub secret: Option<String>,
}

/// One applied command in the audit log.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct HistoryEntry {
    /// The command.
    pub command: Command,
    /// When it was applied, if the front end gave a time (RFC 3339).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub at: Option<String>,
}

/// What a successful command reports back.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Outcome {
    /// Things the organizer should know.
    pub warnings: Vec<Warning>,
    /// The player a command added, if any.
    pub player: Option<PlayerId>,
}

/// A tournament: settings, players, Swiss rounds, its random generator and its history.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Event {
    origin: Origin,
    settings: EventSettings,
    players: Vec<Player>,
    rounds: Vec<SwissRound>,
    rng: EventRng,
    /// The draft seating (full draft), seat 1 first.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    draft_seats: Vec<PlayerId>,
    /// The elimination bracket, once the cut is made.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    cut: Option<Bracket>,
    /// The clock of the current round.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    clock: Option<RoundClock>,
    /// The Swiss rounds and cut, fixed when round 1 was paired.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    fixed_structure: Option<FixedStructure>,
    /// Multiplayer events (NAPD, The Big Sell-Out): settings, teams, rounds of pods.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    multiplayer: Option<crate::engine::multiplayer::Multiplayer>,
    /// What players see on the live event pages (published pairings, hidden standings).
    #[serde(default, skip_serializing_if = "Publication::is_default")]
    publication: Publication,
    /// Deck lists, by player.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    decks: BTreeMap<PlayerId, PlayerDecks>,
    /// Personal codes, self-reports waiting, scorekeepers (issue 17).
    #[serde(default, skip_serializing_if = "Reporting::is_empty")]
    reporting: Reporting,
    /// Registration by phone (issue 38).
    #[serde(default, skip_serializing_if = "Registration::is_empty")]
    registration: Registration,
    /// The table a stream team films, per round (issue 22).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    featured: Vec<crate::engine::model::FeaturedTable>,
    #[serde(default)]
    history: Vec<HistoryEntry>,
}

impl Event {
    /// A new, empty event.
    pub fn new(settings: EventSettings, seed: u64) -> Event {
        Event {
            origin: Origin {
                settings: settings.clone(),
                seed,
                secret: None,
            },
            multiplayer: crate::engine::multiplayer::Multiplayer::for_format(settings.format),
            settings,
            players: Vec::new(),
            rounds: Vec::new(),
            rng: EventRng::from_seed_u64(seed),
            draft_seats: Vec::new(),
            cut: None,
            clock: None,
            decks: BTreeMap::new(),
            fixed_structure: None,
            publication: Publication::default(),
            reporting: Reporting::default(),
            registration: Registration::default(),
            featured: Vec::new(),
            history: Vec::new(),
        }
    }

    /// Rebuilds an event from its origin by applying `history` in order.
    pub fn replay(
        origin: &Origin,
        history: &[HistoryEntry],
    ) -> Result<Event, (usize, EngineError)> {
        let mut e = Event::new(origin.settings.clone(), origin.seed);
        e.origin.secret.clone_from(&origin.secret);
        for (i, h) in history.iter().enumerate() {
            e.apply_at(h.command.clone(), h.at.clone())
                .map_err(|err| (i, err))?;
        }
        Ok(e)
    }

    /// The event without its history: an undo snapshot (in a long event the history is most of
    /// the memory, and undo keeps the few entries it needs itself; see [`Event::restore`]).
    pub fn without_history(&self) -> Event {
        Event {
            origin: self.origin.clone(),
            settings: self.settings.clone(),
            players: self.players.clone(),
            rounds: self.rounds.clone(),
            rng: self.rng.clone(),
            draft_seats: self.draft_seats.clone(),
            cut: self.cut.clone(),
            clock: self.clock.clone(),
            multiplayer: self.multiplayer.clone(),
            fixed_structure: self.fixed_structure,
            publication: self.publication,
            decks: self.decks.clone(),
            reporting: self.reporting.clone(),
            registration: self.registration.clone(),
            featured: self.featured.clone(),
            history: Vec::new(),
        }
    }

    /// Puts an earlier or later state of this event in place, for the front end's undo and redo:
    /// `state` (from [`Event::without_history`]) becomes the event, and its history becomes the
    /// first `keep` entries of the current history followed by `then`. Returns the entries after
    /// `keep` that were taken off.
    pub fn restore(
        &mut self,
        state: Event,
        keep: usize,
        then: Vec<HistoryEntry>,
    ) -> Vec<HistoryEntry> {
        let mut history = std::mem::take(&mut self.history);
        let removed = history.split_off(keep.min(history.len()));
        history.extend(then);
        *self = state;
        self.history = history;
        removed
    }

    /// The event's settings.
    pub fn settings(&self) -> &EventSettings {
        &self.settings
    }
    /// The event with `key` as its secret key (see [`Origin::secret`]): call it when the event
    /// is created, before any player is registered, with a key from the operating system's
    /// random source. The engine draws no randomness of its own.
    pub fn with_secret(mut self, key: [u8; 32]) -> Event {
        self.origin.secret = Some(crate::engine::rng::key_to_hex(key));
        self
    }

    /// A generator for secrets (codes, tokens) on `stream` at `window`: from the secret key
    /// when the event has one, else from the seed's generator (events made before the key).
    pub(crate) fn secret_rng(&self, stream: u64, window: u64) -> rand_chacha::ChaCha20Rng {
        match self
            .origin
            .secret
            .as_deref()
            .and_then(crate::engine::rng::key_from_hex)
        {
            Some(key) => crate::engine::rng::derived_from_key(key, stream, window),
            None => self.rng.derived(stream, window),
        }
    }

    /// How the event began.
    pub fn origin(&self) -> &Origin {
        &self.origin
    }
    /// All players ever registered, by id.
    pub fn players(&self) -> &[Player] {
        &self.players
    }
    /// The Swiss rounds, in order.
    pub fn rounds(&self) -> &[SwissRound] {
        &self.rounds
    }
    /// Every applied command, in order.
    pub fn history(&self) -> &[HistoryEntry] {
        &self.history
    }
    /// The elimination bracket, once the cut has been made.
    pub fn cut(&self) -> Option<&Bracket> {
        self.cut.as_ref()
    }
    /// The clock of the current round, once a round has been paired.
    pub fn clock(&self) -> Option<&RoundClock> {
        self.clock.as_ref()
    }
    /// The draft seating (full draft), seat 1 first; empty if not entered.
    pub fn draft_seats(&self) -> &[PlayerId] {
        &self.draft_seats
    }
    /// The random generator's current state.
    pub fn rng_state(&self) -> &EventRng {
        &self.rng
    }

    /// A player by id.
    pub fn player(&self, id: PlayerId) -> Option<&Player> {
        self.players
            .binary_search_by_key(&id, |p| p.id)
            .ok()
            .and_then(|i| self.players.get(i))
    }

    /// A player's name, or the id if unknown.
    pub fn name_of(&self, id: PlayerId) -> String {
        self.player(id)
            .map_or_else(|| id.to_string(), |p| p.name.clone())
    }

    /// The player with this name, compared case-insensitively after trimming.
    pub fn find_player(&self, name: &str) -> Option<&Player> {
        let key = name_key(name);
        self.players.iter().find(|p| name_key(&p.name) == key)
    }

    /// A round by number.
    pub fn round(&self, number: u32) -> Option<&SwissRound> {
        number
            .checked_sub(1)
            .and_then(|i| self.rounds.get(i as usize))
    }

    /// Players that are not disqualified (they count for the structure table).
    pub fn registered_count(&self) -> usize {
        self.players
            .iter()
            .filter(|p| p.status != PlayerStatus::Disqualified)
            .count()
    }

    /// Players who will be paired next round.
    pub fn active_players(&self) -> impl Iterator<Item = &Player> {
        self.players.iter().filter(|p| p.is_active())
    }

    /// Rounds and cut the structure gives for the current registrations. Once round 1 is
    /// paired the event plays [`Event::planned`] instead.
    pub fn suggestion(&self) -> Suggestion {
        self.settings.structure.suggestion(self.registered_count())
    }

    /// The Swiss rounds and cut the event plays: fixed when round 1 was paired (from the
    /// structure table for the players registered then, or the custom values), before that the
    /// current suggestion. Event files saved before the values were stored follow the
    /// suggestion.
    pub fn planned(&self) -> Suggestion {
        match self.fixed_structure {
            Some(f) => Suggestion {
                rounds: f.rounds,
                cut: f.cut,
            },
            None => self.suggestion(),
        }
    }

    /// The values fixed when round 1 was paired, if any.
    pub fn fixed_structure(&self) -> Option<FixedStructure> {
        self.fixed_structure
    }

    /// The structure as it stands: planned (fixed) values, what the current registrations
    /// would suggest, and whether they differ — for `info`, the app and the settings dialog.
    pub fn structure_status(&self) -> StructureStatus {
        StructureStatus {
            structure: self.settings.structure,
            planned: self.planned(),
            fixed: self.fixed_structure,
            suggested: self.suggestion(),
            registered: self.registered_count(),
        }
    }

    /// Fixes the structure from the settings and the current registrations (round 1 paired, or
    /// the organizer changed the structure). Returns the previous fixed values.
    fn fix_structure(&mut self) -> Option<FixedStructure> {
        let s = self.suggestion();
        self.fixed_structure.replace(FixedStructure {
            rounds: s.rounds,
            cut: s.cut,
            players: self.registered_count(),
        })
    }

    /// The Swiss standings.
    pub fn standings(&self) -> Standings {
        standings::compute(&self.players, &self.rounds, self.scoring())
    }

    /// The Swiss standings after round `round` (rounds 1..=round); after round 0 (before
    /// round 1) everyone is level.
    pub fn standings_after(&self, round: u32) -> Standings {
        let before = self.rounds_before(round.saturating_add(1));
        standings::compute(&self.players, before, self.scoring())
    }

    /// The scoring values of the event's format.
    pub fn scoring(&self) -> standings::Scoring {
        standings::Scoring::of(self.settings.format)
    }

    /// The Swiss rounds before round `number` (rounds are stored in order, numbered from 1).
    fn rounds_before(&self, number: u32) -> &[SwissRound] {
        let n = (number.saturating_sub(1) as usize).min(self.rounds.len());
        &self.rounds[..n]
    }

    /// Why the next round cannot be paired now, if it cannot.
    pub fn pairing_blocker(&self) -> Option<EngineError> {
        if let Some(b) = &self.cut {
            return self.elimination_blocker(b);
        }
        if let Some(last) = self.rounds.last()
            && let Some(e) = self.incomplete(last)
        {
            return Some(e);
        }
        let active = self.active_players().count();
        if self.rounds.is_empty()
            && self.settings.format == crate::engine::structure::Format::FullDraft
            && self
                .active_players()
                .any(|p| !self.draft_seats.contains(&p.id))
        {
            return Some(EngineError::DraftSeatingMissing);
        }
        if active < 2 {
            return Some(EngineError::NotEnoughPlayers(Shortage::Pair { active }));
        }
        if self.rounds.len() as u32 >= MAX_SWISS_ROUNDS {
            return Some(EngineError::LimitReached {
                what: Limit::SwissRounds,
                max: MAX_SWISS_ROUNDS,
            });
        }
        None
    }

    fn incomplete(&self, round: &SwissRound) -> Option<EngineError> {
        let missing = round.unreported_tables();
        let seated: std::collections::HashSet<PlayerId> = round
            .pairings
            .iter()
            .flat_map(|p| p.players())
            .chain(round.unpaired_losses.iter().copied())
            .collect();
        let unpaired: Vec<String> = self
            .active_players()
            .filter(|p| !seated.contains(&p.id))
            .map(|p| p.name.clone())
            .collect();
        if missing.is_empty() && unpaired.is_empty() {
            return None;
        }
        Some(EngineError::RoundIncomplete {
            round: round.number,
            open: Places::Tables(missing),
            unpaired,
        })
    }

    /// Applies a command. On error the event is unchanged.
    pub fn apply(&mut self, command: Command) -> Result<Outcome, EngineError> {
        self.apply_at(command, None)
    }

    /// Applies a command and records the time the front end gives (RFC 3339) in the history.
    pub fn apply_at(
        &mut self,
        command: Command,
        at: Option<String>,
    ) -> Result<Outcome, EngineError> {
        if let Some(m) = &self.reporting.moved {
            return Err(EngineError::EventMoved {
                by: m.by.clone(),
                at: m.at.clone(),
            });
        }
        let history = std::mem::take(&mut self.history);
        let mut next = self.clone();
        self.history = history;
        let outcome = next.execute(&command)?;
        next.keep_publication(&command);
        next.prune_reports();
        next.close_registration_if_started();
        next.keep_featured(&command);
        next.history = std::mem::take(&mut self.history);
        next.history.push(HistoryEntry { command, at });
        *self = next;
        Ok(outcome)
    }

    fn execute(&mut self, command: &Command) -> Result<Outcome, EngineError> {
        self.multiplayer_guard(command)?;
        if let Some(outcome) = self.execute_multiplayer(command) {
            return outcome;
        }
        if self.cut.is_some() && command.stage().closed_by_cut() {
            return Err(EngineError::SwissStageOver);
        }
        match command {
            Command::EditSettings { settings } => self.edit_settings(settings),
            Command::AddPlayer { details, id } => self.add_player(details, *id),
            Command::AddPlayers { players } => {
                let mut names = self.name_keys();
                for d in players {
                    self.add_player_with(d, None, &mut names)?;
                }
                Ok(Outcome::default())
            }
            Command::EditPlayer { player, details } => self.edit_player(*player, details),
            Command::DropPlayer { player } => self.drop_player(*player),
            Command::RejoinPlayer { player } => self.rejoin_player(*player),
            Command::UndoEliminationDrop { player } => self.undo_elimination_drop(*player),
            Command::DisqualifyPlayer { player } => self.disqualify_player(*player),
            Command::PairRound => self.pair_round(),
            Command::RepairRound { force } => self.repair_round(*force),
            Command::DeleteRound { force } => self.delete_round(*force),
            Command::AddRound { pairings } => self.add_round(pairings),
            Command::ReportResult {
                round,
                table,
                result,
            } => self.report(*round, *table, Some(*result)),
            Command::ReportResults { round, results } => {
                let mut out = Outcome::default();
                for (table, result) in results {
                    let o = self.report(*round, *table, Some(*result))?;
                    for w in o.warnings {
                        if !out.warnings.contains(&w) {
                            out.warnings.push(w);
                        }
                    }
                }
                Ok(out)
            }
            Command::ClearResult { round, table } => self.report(*round, *table, None),
            Command::AdjustScore {
                round,
                player,
                delta,
                reason,
            } => self.adjust_score(*round, *player, *delta, reason),
            Command::SwapPlayers { round, a, b } => self.swap(*round, *a, *b),
            Command::BreakPairing { round, table } => self.break_pairing(*round, *table),
            Command::PairPlayers { round, a, b } => self.pair_players(*round, *a, *b),
            Command::GiveBye { round, player } => self.give_bye(*round, *player),
            Command::SetDraftSeats { seats } => self.set_draft_seats(seats),
            Command::Cut { size, kind, seeds } => self.make_cut(*size, *kind, seeds.as_deref()),
            Command::DeleteCut => self.delete_cut(),
            Command::PairElimination { choices } => self.pair_elimination(choices),
            Command::SetSidePreference { player, side } => self.set_side_preference(*player, *side),
            Command::OverrideSides { game, corp } => self.override_sides(*game, *corp),
            Command::ReportElimination { game, outcome } => {
                self.report_elimination(*game, *outcome)
            }
            Command::ClearElimination { game } => self.clear_elimination(*game),
            Command::ClearSides { game } => self.clear_sides(*game),
            Command::ClockStart { at_ms } => self.with_clock(|c| c.start(*at_ms)),
            Command::ClockPause { at_ms } => self.with_clock(|c| c.pause(*at_ms)),
            Command::ClockResume { at_ms } => self.with_clock(|c| c.resume(*at_ms)),
            Command::ClockAdd { ms } => self.with_clock(|c| c.add_ms(*ms)),
            Command::ClockExtendTable { table, ms } => {
                self.with_clock(|c| c.extend_table(*table, *ms))
            }
            Command::ClockCallTime { at_ms } => self.with_clock(|c| c.call_time(*at_ms)),
            Command::ClockSetLength { minutes } => {
                self.with_clock(|c| c.set_length_minutes(*minutes))
            }
            Command::PublishPairings { round } => self.publish_pairings(*round),
            Command::ShowStandings { shown } => self.show_standings(*shown),
            Command::SetFeaturedTable { round, table } => self.set_featured(*round, *table),
            Command::SetPrintLanguage { language } => {
                validate_language(language)?;
                self.settings.language = Some(language.clone());
                Ok(Outcome::default())
            }
            Command::SetDeck {
                player,
                side,
                deck,
                correction,
            } => self.set_deck(*player, *side, deck.as_ref(), *correction),
            Command::ResetPlayerCode { player } => self.reset_player_code(*player),
            Command::SetReportApproval { required } => self.set_report_approval(*required),
            Command::SelfReport { by, report } => self.self_report(*by, report),
            Command::AddScorekeeper { name } => self.add_scorekeeper(name),
            Command::RevokeScorekeeper { name } => self.revoke_scorekeeper(name),
            Command::Scorekeeper { name, change } => self.as_scorekeeper(name, change),
            Command::OpenRegistration {
                secret,
                accept_at_once,
            } => self.open_registration(secret, *accept_at_once),
            Command::CloseRegistration => self.close_registration(),
            Command::Register {
                token,
                details,
                corp_deck,
                runner_deck,
            } => self.register_from_phone(token, details, corp_deck.as_ref(), runner_deck.as_ref()),
            Command::AcceptRegistration { number } => self.accept_registration(*number),
            Command::EditRegistration { number, details } => {
                self.edit_registration(*number, details)
            }
            Command::RefuseRegistration { number } => self.refuse_registration(*number),
            Command::AddFollower { name } => self.add_follower(name),
            Command::RevokeFollower { name } => self.revoke_follower(name),
            Command::TakeOver { by, at, from } => self.take_over(by, at, from.as_deref()),
            Command::EventMoved { by, at } => self.event_moved(by, at),
            // Handled by `execute_multiplayer` above.
            Command::SetMultiplayerSettings { .. }
            | Command::RegisterTeam { .. }
            | Command::RenameTeam { .. }
            | Command::ReplaceTeamMember { .. }
            | Command::PairPods
            | Command::ReportPod { .. }
            | Command::UnreportPod { .. }
            | Command::DeletePodRound { .. } => Err(EngineError::WrongFormat {
                format: self.settings.format,
                command: crate::engine::RefusedCommand::new(command.clone()),
                why: FormatMismatch::NotMultiplayer,
            }),
        }
    }

    // ----- settings -------------------------------------------------------------------------

    fn edit_settings(&mut self, s: &EventSettings) -> Result<Outcome, EngineError> {
        let name = clean_shown_text(Field::EventName, &s.name, MAX_NAME_CHARS)?;
        if name.is_empty() {
            return Err(EngineError::InvalidField {
                field: Field::EventName,
                reason: FieldProblem::Empty,
            });
        }
        if let Some(d) = &s.date {
            validate_date(d)?;
        }
        if let Some(l) = &s.language {
            validate_language(l)?;
        }
        if let Structure::Custom { rounds, .. } = s.structure
            && (rounds == 0 || rounds > MAX_SWISS_ROUNDS)
        {
            return Err(EngineError::InvalidField {
                field: Field::Rounds,
                reason: FieldProblem::RoundsRange {
                    rounds,
                    max: MAX_SWISS_ROUNDS,
                },
            });
        }
        if let Some(m) = s.round_minutes
            && (m == 0 || m > 24 * 60)
        {
            return Err(EngineError::InvalidField {
                field: Field::RoundLength,
                reason: FieldProblem::MinutesRange {
                    minutes: m,
                    max: 24 * 60,
                },
            });
        }
        if s.format != self.settings.format && (!self.rounds.is_empty() || self.has_pod_rounds()) {
            // Single-sided Swiss and half draft pair alike: an import that guessed wrong can be
            // switched, as long as every result entered stays possible (agenda points to win).
            if s.format.single_sided() && self.settings.format.single_sided() {
                self.check_results_for(s.format)?;
            } else {
                return Err(EngineError::FormatFixedByRounds);
            }
        }
        let mut s = s.clone();
        s.name = name;
        self.switch_multiplayer_format(s.format)?;
        let structure_changed = s.structure != self.settings.structure;
        self.settings = s;
        let mut warnings = Vec::new();
        // The organizer changes the announced structure on purpose: fix the new values and say
        // what changed.
        if structure_changed && let Some(old) = self.fixed_structure {
            self.fix_structure();
            let new = self.planned();
            if (new.rounds, new.cut) != (old.rounds, old.cut) {
                warnings.push(Warning::StructureChanged {
                    old_rounds: old.rounds,
                    old_cut: old.cut.players() as u32,
                    rounds: new.rounds,
                    cut: new.cut.players() as u32,
                });
            }
        }
        Ok(Outcome {
            warnings,
            player: None,
        })
    }

    /// Checks that every Swiss result entered is possible in `format` (timed games below its
    /// agenda points to win).
    fn check_results_for(
        &self,
        format: crate::engine::structure::Format,
    ) -> Result<(), EngineError> {
        for r in &self.rounds {
            for p in &r.pairings {
                if let Some(res) = &p.result {
                    res.validate(format.single_sided(), format.agenda_points_to_win())
                        .map_err(|e| EngineError::FormatBreaksResult {
                            to: format,
                            round: r.number,
                            table: p.table,
                            reason: Box::new(e),
                        })?;
                }
            }
        }
        Ok(())
    }

    // ----- players --------------------------------------------------------------------------

    fn name_keys(&self) -> std::collections::HashSet<String> {
        self.players.iter().map(|p| name_key(&p.name)).collect()
    }

    fn check_details(
        &self,
        d: &PlayerDetails,
        except: Option<PlayerId>,
    ) -> Result<PlayerDetails, EngineError> {
        let name = clean_name(&d.name)?;
        if let Some(other) = self.find_player(&name)
            && Some(other.id) != except
        {
            return Err(EngineError::DuplicateName(name));
        }
        self.check_fields(d, name)
    }

    fn check_fields(&self, d: &PlayerDetails, name: String) -> Result<PlayerDetails, EngineError> {
        let opt = |field: Field, v: &Option<String>| -> Result<Option<String>, EngineError> {
            match v {
                None => Ok(None),
                Some(t) => {
                    let t = clean_shown_text(field, t, MAX_TEXT_CHARS)?;
                    Ok(if t.is_empty() { None } else { Some(t) })
                }
            }
        };
        if d.fixed_table == Some(0) {
            return Err(EngineError::InvalidField {
                field: Field::FixedTable,
                reason: FieldProblem::TableFromOne,
            });
        }
        Ok(PlayerDetails {
            name,
            corp: opt(Field::CorpIdentity, &d.corp)?,
            runner: opt(Field::RunnerIdentity, &d.runner)?,
            pronouns: opt(Field::Pronouns, &d.pronouns)?,
            reading: opt(Field::Reading, &d.reading)?,
            fixed_table: d.fixed_table,
            no_video: d.no_video,
        })
    }

    fn add_player(
        &mut self,
        d: &PlayerDetails,
        id: Option<PlayerId>,
    ) -> Result<Outcome, EngineError> {
        let mut names = self.name_keys();
        self.add_player_with(d, id, &mut names)
    }

    fn add_player_with(
        &mut self,
        d: &PlayerDetails,
        id: Option<PlayerId>,
        names: &mut std::collections::HashSet<String>,
    ) -> Result<Outcome, EngineError> {
        if self.players.len() >= MAX_PLAYERS {
            return Err(EngineError::LimitReached {
                what: Limit::Players,
                max: MAX_PLAYERS as u32,
            });
        }
        if self.cut.is_some() {
            return Err(EngineError::RegistrationClosed {
                name: d.name.trim().to_string(),
            });
        }
        let name = clean_name(&d.name)?;
        if !names.insert(name_key(&name)) {
            return Err(EngineError::DuplicateName(name));
        }
        let d = self.check_fields(d, name)?;
        let id = match id {
            Some(id) => {
                if id.0 == 0 {
                    return Err(EngineError::InvalidField {
                        field: Field::PlayerId,
                        reason: FieldProblem::IdFromOne,
                    });
                }
                if self.player(id).is_some() {
                    return Err(EngineError::DuplicateId(id));
                }
                id
            }
            None => PlayerId(self.players.last().map_or(1, |p| p.id.0.saturating_add(1))),
        };
        let tiebreak = self.rng.next_u64();
        let player = Player {
            id,
            name: d.name,
            corp: d.corp,
            runner: d.runner,
            pronouns: d.pronouns,
            reading: d.reading,
            fixed_table: d.fixed_table,
            no_video: d.no_video,
            status: PlayerStatus::Active,
            dropped_after: None,
            tiebreak,
        };
        let pos = self.players.partition_point(|p| p.id < id);
        self.players.insert(pos, player);
        self.code_at_registration(id);
        // Late registration: an unpaired loss for every round already paired.
        for r in &mut self.rounds {
            r.unpaired_losses.push(id);
        }
        Ok(Outcome {
            warnings: vec![],
            player: Some(id),
        })
    }

    fn player_mut(&mut self, id: PlayerId) -> Result<&mut Player, EngineError> {
        let i = self
            .players
            .binary_search_by_key(&id, |p| p.id)
            .map_err(|_| EngineError::UnknownPlayer(id))?;
        self.players
            .get_mut(i)
            .ok_or(EngineError::UnknownPlayer(id))
    }

    fn edit_player(&mut self, id: PlayerId, d: &PlayerDetails) -> Result<Outcome, EngineError> {
        self.player(id).ok_or(EngineError::UnknownPlayer(id))?;
        let d = self.check_details(d, Some(id))?;
        let p = self.player_mut(id)?;
        p.name = d.name;
        p.corp = d.corp;
        p.runner = d.runner;
        p.pronouns = d.pronouns;
        p.reading = d.reading;
        p.fixed_table = d.fixed_table;
        p.no_video = d.no_video;
        Ok(Outcome::default())
    }

    fn drop_player(&mut self, id: PlayerId) -> Result<Outcome, EngineError> {
        let last = self.rounds.len() as u32;
        let p = self.player_mut(id)?;
        if p.status != PlayerStatus::Active {
            return Err(EngineError::WrongPlayerStatus {
                name: p.name.clone(),
                status: p.status,
                what: StatusBlock::Drop,
            });
        }
        p.status = PlayerStatus::Dropped;
        p.dropped_after = Some(last);
        let warnings = self.drop_from_cut(id, false)?;
        Ok(Outcome {
            warnings,
            player: None,
        })
    }

    fn rejoin_player(&mut self, id: PlayerId) -> Result<Outcome, EngineError> {
        if self.cut.is_some() {
            return self.rejoin_elimination(id);
        }
        self.mark_rejoined(id)?;
        for r in &mut self.rounds {
            if !r.involves(id) {
                r.unpaired_losses.push(id);
            }
        }
        Ok(Outcome::default())
    }

    /// A dropped player is active again; refused for any other status.
    fn mark_rejoined(&mut self, id: PlayerId) -> Result<(), EngineError> {
        let p = self.player_mut(id)?;
        if p.status != PlayerStatus::Dropped {
            let what = if p.status == PlayerStatus::Disqualified {
                StatusBlock::RejoinDisqualified
            } else {
                StatusBlock::Rejoin
            };
            return Err(EngineError::WrongPlayerStatus {
                name: p.name.clone(),
                status: p.status,
                what,
            });
        }
        p.status = PlayerStatus::Active;
        p.dropped_after = None;
        Ok(())
    }

    fn disqualify_player(&mut self, id: PlayerId) -> Result<Outcome, EngineError> {
        let last = self.rounds.len() as u32;
        let p = self.player_mut(id)?;
        if p.status == PlayerStatus::Disqualified {
            return Err(EngineError::WrongPlayerStatus {
                name: p.name.clone(),
                status: p.status,
                what: StatusBlock::Disqualified,
            });
        }
        if p.dropped_after.is_none() {
            p.dropped_after = Some(last);
        }
        let was_active = p.status == PlayerStatus::Active;
        p.status = PlayerStatus::Disqualified;
        // A player still in the bracket (active, or dropped from it after it began) leaves it
        // disqualified; a player who dropped before it began was already replaced.
        let in_bracket = self
            .cut
            .as_ref()
            .is_some_and(|b| b.seed_of(id).is_some() && (was_active || b.has_started()));
        let warnings = if in_bracket {
            self.drop_from_cut(id, true)?
        } else {
            vec![]
        };
        Ok(Outcome {
            warnings,
            player: None,
        })
    }

    // ----- rounds ---------------------------------------------------------------------------

    /// For each pair of players, how often they met in the Swiss stage (excluding `skip_round`).
    pub fn meetings(&self, skip_round: Option<u32>) -> HashMap<(PlayerId, PlayerId), u32> {
        let mut m = HashMap::new();
        for r in &self.rounds {
            if Some(r.number) == skip_round {
                continue;
            }
            for p in &r.pairings {
                if let Some(b) = p.p2 {
                    *m.entry(ordered(p.p1, b)).or_insert(0) += 1;
                }
            }
        }
        m
    }

    fn byes_before(&self, round: u32) -> BTreeSet<PlayerId> {
        self.rounds
            .iter()
            .filter(|r| r.number < round)
            .flat_map(|r| r.pairings.iter().filter(|p| p.is_bye()).map(|p| p.p1))
            .collect()
    }

    fn pair_round(&mut self) -> Result<Outcome, EngineError> {
        if self.cut.is_some() {
            return self.pair_elimination(&[]);
        }
        if let Some(e) = self.pairing_blocker() {
            return Err(e);
        }
        let number = self.rounds.len() as u32 + 1;
        let mut warnings = Vec::new();
        if number == 1 {
            self.fix_structure();
            warnings.extend(self.missing_deck_lists());
            warnings.extend(self.registrations_waiting());
        }
        let planned = self.planned().rounds;
        if number > planned {
            warnings.push(Warning::ExtraRound {
                round: number,
                planned,
            });
        }
        let (round, conflicts) = self.make_round(number)?;
        self.rounds.push(round);
        self.new_swiss_clock()?;
        warnings.extend(conflicts);
        warnings.extend(self.round_warnings(number, false));
        Ok(Outcome {
            warnings,
            player: None,
        })
    }

    /// Pairs round `number` from the standings of the rounds before it.
    fn make_round(&mut self, number: u32) -> Result<(SwissRound, Vec<Warning>), EngineError> {
        let before: Vec<SwissRound> = self
            .rounds
            .iter()
            .filter(|r| r.number < number)
            .cloned()
            .collect();
        let active: Vec<PlayerId> = self.active_players().map(|p| p.id).collect();
        // The standings the round is paired from, computed once for the pairs and the tables.
        let st = standings::compute(&self.players, &before, self.scoring());
        let input = pairing::RoundInput {
            format: self.settings.format,
            before: &before,
            active: &active,
            draft_seats: &self.draft_seats,
            standings: &st,
        };
        let plan = pairing::plan_round(&input, &mut self.rng)?;
        let (tables, conflicts) = pairing::tables_for(&self.players, &st, &plan);
        let conflicts = conflicts
            .into_iter()
            .map(|c| Warning::FixedTable {
                round: number,
                conflict: self.describe_conflict(c),
            })
            .collect();
        let mut round = SwissRound {
            number,
            pairings: tables,
            unpaired_losses: Vec::new(),
            adjustments: Vec::new(),
        };
        // Keep unpaired losses of players who are not active (e.g. dropped again).
        if let Some(old) = self.round(number) {
            round.unpaired_losses = old
                .unpaired_losses
                .iter()
                .copied()
                .filter(|p| round.pairing_of(*p).is_none())
                .collect();
            // Score adjustments stay with the players still in the round.
            round.adjustments = old
                .adjustments
                .iter()
                .filter(|a| round.involves(a.player))
                .cloned()
                .collect();
        }
        Ok((round, conflicts))
    }

    /// A fixed-table request the pairing could not honour, in words.
    fn describe_conflict(&self, c: TableConflict) -> FixedTableConflict {
        match c {
            TableConflict::SplitPair {
                kept,
                table,
                overridden,
                wanted,
            } => FixedTableConflict::SplitPair {
                kept: self.name_of(kept),
                overridden: self.name_of(overridden),
                table,
                wanted,
            },
            TableConflict::TableTaken {
                table,
                kept_by,
                displaced,
            } => FixedTableConflict::TableTaken {
                displaced: self.name_of(displaced),
                table,
                kept: self.name_of(kept_by),
            },
            TableConflict::InvalidTable { player } => FixedTableConflict::TableZero {
                player: self.name_of(player),
            },
        }
    }

    fn latest_number(&self) -> Result<u32, EngineError> {
        self.rounds
            .last()
            .map(|r| r.number)
            .ok_or(EngineError::NoRoundYet)
    }

    /// Refuses to change round `number` while it has results, unless `force`.
    fn refuse_if_reported(&self, number: u32, force: bool) -> Result<(), EngineError> {
        let reported = self
            .round(number)
            .map(SwissRound::reported_tables)
            .unwrap_or_default();
        if !reported.is_empty() && !force {
            return Err(EngineError::RoundHasResults {
                round: number,
                tables: Places::Tables(reported),
            });
        }
        Ok(())
    }

    fn repair_round(&mut self, force: bool) -> Result<Outcome, EngineError> {
        let number = self.latest_number()?;
        self.refuse_if_reported(number, force)?;
        if self.active_players().count() < 2 {
            return Err(EngineError::NotEnoughPlayers(Shortage::Repair));
        }
        let (round, conflicts) = self.make_round(number)?;
        if let Some(slot) = self.rounds.last_mut() {
            *slot = round;
        }
        if number == 1 {
            // Round 1 paired again (e.g. after late registrations): the structure is fixed
            // from the registrations now.
            self.fix_structure();
        }
        self.new_swiss_clock()?;
        let mut warnings = conflicts;
        warnings.extend(self.round_warnings(number, false));
        Ok(Outcome {
            warnings,
            player: None,
        })
    }

    fn delete_round(&mut self, force: bool) -> Result<Outcome, EngineError> {
        let number = self.latest_number()?;
        self.refuse_if_reported(number, force)?;
        self.rounds.pop();
        if self.rounds.is_empty() {
            // Back before the start: the structure follows the registrations until round 1
            // is paired again.
            self.fixed_structure = None;
        }
        for p in &mut self.players {
            if p.dropped_after == Some(number) && p.status == PlayerStatus::Dropped {
                p.dropped_after = Some(number - 1);
            }
        }
        Ok(Outcome::default())
    }

    fn add_round(&mut self, pairings: &[ManualPairing]) -> Result<Outcome, EngineError> {
        if let Some(last) = self.rounds.last() {
            let missing = last.unreported_tables();
            if !missing.is_empty() {
                return Err(EngineError::RoundIncomplete {
                    round: last.number,
                    open: Places::Tables(missing),
                    unpaired: Vec::new(),
                });
            }
        }
        let number = self.rounds.len() as u32 + 1;
        if number > MAX_SWISS_ROUNDS {
            return Err(EngineError::LimitReached {
                what: Limit::SwissRounds,
                max: MAX_SWISS_ROUNDS,
            });
        }
        let mut seen = BTreeSet::new();
        let mut used_tables = BTreeSet::new();
        for m in pairings {
            for p in std::iter::once(m.p1).chain(m.p2) {
                let pl = self.player(p).ok_or(EngineError::UnknownPlayer(p))?;
                if pl.status == PlayerStatus::Disqualified {
                    return Err(EngineError::WrongPlayerStatus {
                        name: pl.name.clone(),
                        status: pl.status,
                        what: StatusBlock::Paired,
                    });
                }
                if !seen.insert(p) {
                    return Err(EngineError::PlayerTwice {
                        name: pl.name.clone(),
                        round: number,
                    });
                }
            }
            if let Some(t) = m.table
                && (t == 0 || !used_tables.insert(t))
            {
                return Err(EngineError::TableTwice {
                    round: number,
                    table: t,
                });
            }
            if self.settings.format.single_sided() && m.p2.is_some() && m.p1_side.is_none() {
                return Err(EngineError::SidesMissing);
            }
        }
        let mut next_table = 1;
        let mut out = Vec::with_capacity(pairings.len());
        for m in pairings {
            let table = match m.table {
                Some(t) => t,
                None => {
                    while used_tables.contains(&next_table) {
                        next_table += 1;
                    }
                    used_tables.insert(next_table);
                    next_table
                }
            };
            out.push(Pairing {
                table,
                p1: m.p1,
                p2: m.p2,
                p1_side: if m.p2.is_some() { m.p1_side } else { None },
                side_reason: if m.p2.is_some() && m.p1_side.is_some() {
                    m.side_reason
                } else {
                    None
                },
                result: None,
            });
        }
        out.sort_by_key(|p| p.table);
        if number == 1 {
            self.fix_structure();
        }
        self.rounds.push(SwissRound {
            number,
            pairings: out,
            unpaired_losses: Vec::new(),
            adjustments: Vec::new(),
        });
        Ok(Outcome {
            warnings: self.round_warnings(number, true),
            player: None,
        })
    }

    fn round_mut(&mut self, number: u32) -> Result<&mut SwissRound, EngineError> {
        number
            .checked_sub(1)
            .and_then(|i| self.rounds.get_mut(i as usize))
            .ok_or(EngineError::NoSuchRound(number))
    }

    fn report(
        &mut self,
        round: u32,
        table: u32,
        result: Option<MatchResult>,
    ) -> Result<Outcome, EngineError> {
        let format = self.settings.format;
        let r = self.round_mut(round)?;
        let pairing = r
            .pairings
            .iter_mut()
            .find(|p| p.table == table)
            .ok_or(EngineError::NoSuchTable { round, table })?;
        if pairing.p2.is_none() {
            return Err(EngineError::ResultForBye { round, table });
        }
        if let Some(res) = &result {
            res.validate(format.single_sided(), format.agenda_points_to_win())?;
        }
        let changed = pairing.result != result;
        pairing.result = result;
        let warnings = if changed {
            self.correction_warnings(round)
        } else {
            Vec::new()
        };
        Ok(Outcome {
            warnings,
            player: None,
        })
    }

    /// What a changed score in `round` warns about: later rounds and the cut were made on the
    /// old standings.
    fn correction_warnings(&self, round: u32) -> Vec<Warning> {
        let mut warnings = Vec::new();
        let later: Vec<u32> = self
            .rounds
            .iter()
            .filter(|x| x.number > round)
            .map(|x| x.number)
            .collect();
        if !later.is_empty() {
            warnings.push(Warning::LaterRoundsOnOldStandings { round, later });
        }
        if self.cut.is_some() {
            warnings.push(Warning::CutOnOldStandings { round });
        }
        warnings
    }

    /// Changes a player's round total by `delta` (a penalty, a correction), with the reason.
    fn adjust_score(
        &mut self,
        round: u32,
        player: PlayerId,
        delta: i32,
        reason: &str,
    ) -> Result<Outcome, EngineError> {
        let name = self
            .player(player)
            .ok_or(EngineError::UnknownPlayer(player))?
            .name
            .clone();
        if delta == 0 || delta.unsigned_abs() > MAX_ADJUSTMENT {
            return Err(EngineError::InvalidField {
                field: Field::ScoreAdjustment,
                reason: FieldProblem::AdjustmentRange {
                    delta,
                    max: MAX_ADJUSTMENT,
                },
            });
        }
        let reason = clean_text(Field::Reason, reason, MAX_TEXT_CHARS)?;
        if reason.is_empty() {
            return Err(EngineError::InvalidField {
                field: Field::Reason,
                reason: FieldProblem::NoReason,
            });
        }
        let r = self.round_mut(round)?;
        if !r.involves(player) {
            return Err(EngineError::PlayerNotInRound { name, round });
        }
        r.adjustments.push(ScoreAdjustment {
            player,
            delta,
            reason,
        });
        Ok(Outcome {
            warnings: self.correction_warnings(round),
            player: None,
        })
    }

    fn editable_round(&mut self, round: u32) -> Result<(), EngineError> {
        self.round(round).ok_or(EngineError::NoSuchRound(round))?;
        let latest = self.latest_number()?;
        if round != latest {
            return Err(EngineError::NotLatestRound { round, latest });
        }
        Ok(())
    }

    fn unreported_table_of(&self, round: u32, p: PlayerId) -> Result<Option<u32>, EngineError> {
        let r = self.round(round).ok_or(EngineError::NoSuchRound(round))?;
        match r.pairing_of(p) {
            None => Ok(None),
            Some(x) if x.p2.is_some() && x.result.is_some() => Err(EngineError::RoundHasResults {
                round,
                tables: Places::Tables(vec![x.table]),
            }),
            Some(x) => Ok(Some(x.table)),
        }
    }

    fn swap(&mut self, round: u32, a: PlayerId, b: PlayerId) -> Result<Outcome, EngineError> {
        self.editable_round(round)?;
        for p in [a, b] {
            self.player(p).ok_or(EngineError::UnknownPlayer(p))?;
        }
        if a == b {
            return Err(EngineError::SamePlayer { swap: true });
        }
        let ta =
            self.unreported_table_of(round, a)?
                .ok_or_else(|| EngineError::PlayerNotInRound {
                    name: self.name_of(a),
                    round,
                })?;
        let tb =
            self.unreported_table_of(round, b)?
                .ok_or_else(|| EngineError::PlayerNotInRound {
                    name: self.name_of(b),
                    round,
                })?;
        let r = self.round_mut(round)?;
        for p in &mut r.pairings {
            if p.table == ta || p.table == tb {
                p.p1 = exchange(p.p1, a, b);
                p.p2 = p.p2.map(|x| exchange(x, a, b));
            }
        }
        // Single-sided: swapping the two players of one table switches their sides (the side
        // stays with the seat; the organizer chose it); new pairs get their sides by the
        // pairing's rule.
        if ta == tb
            && let Some(p) = self
                .round_mut(round)?
                .pairings
                .iter_mut()
                .find(|p| p.table == ta)
        {
            p.side_reason = None;
        }
        for t in [ta, tb].into_iter().filter(|_| ta != tb) {
            let Some((p1, p2)) = self
                .round(round)
                .and_then(|r| r.table(t))
                .and_then(|p| Some((p.p1, p.p2?)))
            else {
                continue;
            };
            if let Some((side, why)) = self.sides_for(round, p1, p2)
                && let Some(p) = self
                    .round_mut(round)?
                    .pairings
                    .iter_mut()
                    .find(|p| p.table == t)
            {
                p.p1_side = Some(side);
                p.side_reason = Some(why);
            }
        }
        let tables = [ta, tb];
        Ok(Outcome {
            warnings: self.table_warnings(round, &tables),
            player: None,
        })
    }

    fn break_pairing(&mut self, round: u32, table: u32) -> Result<Outcome, EngineError> {
        self.editable_round(round)?;
        let r = self.round_mut(round)?;
        let idx = r
            .pairings
            .iter()
            .position(|p| p.table == table)
            .ok_or(EngineError::NoSuchTable { round, table })?;
        if r.pairings[idx].p2.is_some() && r.pairings[idx].result.is_some() {
            return Err(EngineError::RoundHasResults {
                round,
                tables: Places::Tables(vec![table]),
            });
        }
        let removed = r.pairings.remove(idx);
        let mut warnings = Vec::new();
        for p in removed.players() {
            if self.player(p).is_some_and(Player::is_active) {
                warnings.push(Warning::Unpaired {
                    round,
                    player: self.name_of(p),
                });
            }
        }
        Ok(Outcome {
            warnings,
            player: None,
        })
    }

    fn check_unpaired(&self, round: u32, p: PlayerId) -> Result<(), EngineError> {
        let pl = self.player(p).ok_or(EngineError::UnknownPlayer(p))?;
        if pl.status == PlayerStatus::Disqualified {
            return Err(EngineError::WrongPlayerStatus {
                name: pl.name.clone(),
                status: pl.status,
                what: StatusBlock::Paired,
            });
        }
        let r = self.round(round).ok_or(EngineError::NoSuchRound(round))?;
        if let Some(x) = r.pairing_of(p) {
            return Err(EngineError::AlreadySeated {
                name: pl.name.clone(),
                round,
                table: x.table,
            });
        }
        Ok(())
    }

    fn free_table(r: &SwissRound) -> u32 {
        let used: BTreeSet<u32> = r.pairings.iter().map(|p| p.table).collect();
        (1..).find(|t| !used.contains(t)).unwrap_or(1)
    }

    fn pair_players(
        &mut self,
        round: u32,
        a: PlayerId,
        b: PlayerId,
    ) -> Result<Outcome, EngineError> {
        self.editable_round(round)?;
        if a == b {
            return Err(EngineError::SamePlayer { swap: false });
        }
        self.check_unpaired(round, a)?;
        self.check_unpaired(round, b)?;
        let (p1_side, side_reason) = match self.sides_for(round, a, b) {
            Some((s, why)) => (Some(s), Some(why)),
            None => (None, None),
        };
        let r = self.round_mut(round)?;
        let table = Self::free_table(r);
        r.unpaired_losses.retain(|x| *x != a && *x != b);
        r.pairings.push(Pairing {
            table,
            p1: a,
            p2: Some(b),
            p1_side,
            side_reason,
            result: None,
        });
        r.pairings.sort_by_key(|p| p.table);
        Ok(Outcome {
            warnings: self.table_warnings(round, &[table]),
            player: None,
        })
    }

    /// In a single-sided event, the side `a` plays against `b` in round `round` and why, by the
    /// pairing's rule over the rounds before it (an equal balance draws a coin from the event's
    /// generator); `None` in double-sided events.
    fn sides_for(
        &mut self,
        round: u32,
        a: PlayerId,
        b: PlayerId,
    ) -> Option<(Side, crate::engine::swiss::SwissSideReason)> {
        let format = self.settings.format;
        if !format.single_sided() {
            return None;
        }
        let n = (round.saturating_sub(1) as usize).min(self.rounds.len());
        let rng = &mut self.rng;
        Some(pairing::sides_for(format, &self.rounds[..n], a, b, || {
            rand::RngExt::random_bool(rng.rng(), 0.5)
        }))
    }

    fn give_bye(&mut self, round: u32, player: PlayerId) -> Result<Outcome, EngineError> {
        self.editable_round(round)?;
        self.check_unpaired(round, player)?;
        let r = self.round_mut(round)?;
        let table = Self::free_table(r);
        r.unpaired_losses.retain(|x| *x != player);
        r.pairings.push(Pairing {
            table,
            p1: player,
            p2: None,
            p1_side: None,
            side_reason: None,
            result: None,
        });
        r.pairings.sort_by_key(|p| p.table);
        Ok(Outcome {
            warnings: self.table_warnings(round, &[table]),
            player: None,
        })
    }

    /// Warnings about a whole round (after pairing): rematches, second byes, unpaired players,
    /// and, for rounds made by hand, large point gaps.
    fn round_warnings(&self, number: u32, manual: bool) -> Vec<Warning> {
        let Some(r) = self.round(number) else {
            return vec![];
        };
        let tables: Vec<u32> = r.pairings.iter().map(|p| p.table).collect();
        let mut w = if manual {
            self.table_warnings(number, &tables)
        } else {
            self.table_warnings_inner(number, &tables, false)
        };
        for p in self.active_players() {
            if !r.involves(p.id) {
                w.push(Warning::Unpaired {
                    round: number,
                    player: p.name.clone(),
                });
            }
        }
        w
    }

    fn table_warnings(&self, round: u32, tables: &[u32]) -> Vec<Warning> {
        self.table_warnings_inner(round, tables, true)
    }

    fn table_warnings_inner(&self, round: u32, tables: &[u32], gaps: bool) -> Vec<Warning> {
        let mut w = Vec::new();
        let Some(r) = self.round(round) else {
            return w;
        };
        let meetings = self.meetings(Some(round));
        let byes = self.byes_before(round);
        let ids: Vec<PlayerId> = self.players.iter().map(|p| p.id).collect();
        let before = self.rounds_before(round);
        let tally = standings::Tally::from_rounds(ids, before, self.settings.format.bye_points());
        for p in r.pairings.iter().filter(|p| tables.contains(&p.table)) {
            match p.p2 {
                None => {
                    if byes.contains(&p.p1) {
                        w.push(Warning::SecondBye {
                            round,
                            player: self.name_of(p.p1),
                        });
                    }
                }
                Some(b) => {
                    let met = meetings.get(&ordered(p.p1, b)).copied().unwrap_or(0);
                    if met > 0 {
                        w.push(Warning::Rematch {
                            round,
                            a: self.name_of(p.p1),
                            b: self.name_of(b),
                            meetings: met,
                        });
                    }
                    let gap = tally.points(p.p1).abs_diff(tally.points(b));
                    if gaps && gap > POINT_GAP_WARNING {
                        w.push(Warning::PointGap {
                            round,
                            a: self.name_of(p.p1),
                            b: self.name_of(b),
                            gap,
                        });
                    }
                }
            }
            for x in p.players() {
                if self.player(x).is_some_and(|pl| !pl.is_active()) {
                    w.push(Warning::DroppedPlayerPaired {
                        round,
                        player: self.name_of(x),
                    });
                }
            }
        }
        w
    }

    /// The facts behind the sides of a single-sided table in round `round`, for a front end to
    /// word in its language (`io::words::swiss_sides_reason`). `None` for byes,
    /// double-sided tables and sides set by hand or imported.
    pub fn side_facts(&self, round: u32, p: &Pairing) -> Option<SideFacts> {
        let why = p.side_reason?;
        let (corp, runner) = p.corp_runner()?;
        let before = self.rounds_before(round);
        Some(match why {
            SwissSideReason::EarlierMeetingReversed => SideFacts::Reversed {
                earlier: before.iter().rev().find_map(|r| {
                    r.pairings
                        .iter()
                        .filter_map(|x| x.corp_runner())
                        .find(|&(c, r2)| (c, r2) == (runner, corp))
                        .map(|_| r.number)
                }),
                corp_then: runner,
            },
            SwissSideReason::SideBalance => SideFacts::Balance {
                more_corp: runner,
                their_balance: pairing::side_balance(before, runner),
                other_balance: pairing::side_balance(before, corp),
            },
            SwissSideReason::CoinFlip if before.is_empty() => SideFacts::CoinFlipFirst,
            SwissSideReason::CoinFlip => SideFacts::CoinFlip {
                balance: pairing::side_balance(before, corp),
            },
        })
    }

    /// Rebuilds derived order after deserialization and checks the file's internal consistency.
    pub fn validate_loaded(&self) -> Result<(), Inconsistency> {
        // The limits commands enforce, so a hand-edited file cannot exceed them either.
        if self.players.len() > MAX_PLAYERS {
            return Err(Inconsistency::TooMany {
                what: Limit::Players,
                count: self.players.len(),
                max: MAX_PLAYERS as u32,
            });
        }
        if self.rounds.len() > MAX_SWISS_ROUNDS as usize {
            return Err(Inconsistency::TooMany {
                what: Limit::SwissRounds,
                count: self.rounds.len(),
                max: MAX_SWISS_ROUNDS,
            });
        }
        for p in &self.players {
            match loaded_name(&p.name) {
                Ok(clean) if clean == p.name => {}
                Ok(_) => {
                    return Err(Inconsistency::NameSpaces {
                        player: p.id,
                        name: p.name.clone(),
                    });
                }
                Err(e) => {
                    return Err(Inconsistency::BadName {
                        player: p.id,
                        reason: Box::new(e),
                    });
                }
            }
        }
        let to_win = self.settings.format.agenda_points_to_win();
        self.validate_multiplayer()?;
        self.validate_decks()?;
        let mut names = BTreeMap::new();
        for w in self.players.windows(2) {
            if let [a, b] = w
                && a.id >= b.id
            {
                return Err(Inconsistency::IdOrder(b.id));
            }
        }
        for p in &self.players {
            if names.insert(legacy_name_key(&p.name), p.id).is_some() {
                return Err(Inconsistency::SameName(p.name.clone()));
            }
        }
        for (i, r) in self.rounds.iter().enumerate() {
            if r.number as usize != i + 1 {
                return Err(Inconsistency::Misnumbered {
                    pods: false,
                    position: i + 1,
                    number: r.number,
                });
            }
            let mut seen = BTreeSet::new();
            let mut tables = BTreeSet::new();
            for p in &r.pairings {
                if p.table == 0 || !tables.insert(p.table) {
                    return Err(Inconsistency::BadTable {
                        round: r.number,
                        table: p.table,
                    });
                }
                for x in p.players() {
                    if self.player(x).is_none() {
                        return Err(Inconsistency::UnknownPlayer {
                            place: Place::Table {
                                round: r.number,
                                table: p.table,
                            },
                            player: x,
                        });
                    }
                    if !seen.insert(x) {
                        return Err(Inconsistency::Twice {
                            player: x,
                            twice: Twice::Round(r.number),
                        });
                    }
                }
                if let Some(result) = &p.result {
                    result.validate(p.p1_side.is_some(), to_win).map_err(|e| {
                        Inconsistency::Refused {
                            place: Place::Table {
                                round: r.number,
                                table: p.table,
                            },
                            reason: Box::new(e),
                        }
                    })?;
                }
            }
            for &x in &r.unpaired_losses {
                if self.player(x).is_none() {
                    return Err(Inconsistency::UnknownPlayer {
                        place: Place::UnpairedLoss { round: r.number },
                        player: x,
                    });
                }
                if !seen.insert(x) {
                    return Err(Inconsistency::Twice {
                        player: x,
                        twice: Twice::UnpairedLoss(r.number),
                    });
                }
            }
            for a in &r.adjustments {
                let place = || Place::ScoreAdjustment { round: r.number };
                if self.player(a.player).is_none() {
                    return Err(Inconsistency::UnknownPlayer {
                        place: place(),
                        player: a.player,
                    });
                }
                if !seen.contains(&a.player) {
                    return Err(Inconsistency::Refused {
                        place: place(),
                        reason: Box::new(EngineError::PlayerNotInRound {
                            name: self.name_of(a.player),
                            round: r.number,
                        }),
                    });
                }
                if a.delta == 0 || a.delta.unsigned_abs() > MAX_ADJUSTMENT {
                    return Err(Inconsistency::Refused {
                        place: place(),
                        reason: Box::new(EngineError::InvalidField {
                            field: Field::ScoreAdjustment,
                            reason: FieldProblem::AdjustmentRange {
                                delta: a.delta,
                                max: MAX_ADJUSTMENT,
                            },
                        }),
                    });
                }
            }
        }
        self.validate_draft_seats()?;
        if let Some(c) = &self.clock {
            c.validate().map_err(Inconsistency::Clock)?;
        }
        Ok(())
    }

    /// A loaded draft seating: each seat a registered player, nobody seated twice, and only in a
    /// full draft.
    fn validate_draft_seats(&self) -> Result<(), Inconsistency> {
        if self.draft_seats.is_empty() {
            return Ok(());
        }
        if self.settings.format != crate::engine::structure::Format::FullDraft {
            return Err(Inconsistency::DraftSeatsOutsideDraft);
        }
        let mut seated = BTreeSet::new();
        for (i, &p) in self.draft_seats.iter().enumerate() {
            if self.player(p).is_none() {
                return Err(Inconsistency::UnknownPlayer {
                    place: Place::DraftSeat(i as u32 + 1),
                    player: p,
                });
            }
            if !seated.insert(p) {
                return Err(Inconsistency::Twice {
                    player: p,
                    twice: Twice::DraftSeats,
                });
            }
        }
        Ok(())
    }
}

/// `x` with `a` and `b` exchanged.
fn exchange(x: PlayerId, a: PlayerId, b: PlayerId) -> PlayerId {
    if x == a {
        b
    } else if x == b {
        a
    } else {
        x
    }
}

/// A pair of ids, smaller first (for meeting counts).
pub fn ordered(a: PlayerId, b: PlayerId) -> (PlayerId, PlayerId) {
    if a <= b { (a, b) } else { (b, a) }
}

/// The key player names are told apart by (see [`crate::engine::names`]).
fn name_key(name: &str) -> String {
    crate::engine::names::key(name)
}

/// The key files of format version 1 were checked with: a file an earlier build wrote loads,
/// whatever the newer name rules say about its names.
fn legacy_name_key(name: &str) -> String {
    name.trim().to_lowercase()
}

fn clean_text(field: Field, s: &str, max: usize) -> Result<String, EngineError> {
    let t = s.trim();
    if t.chars().any(char::is_control) {
        return Err(EngineError::InvalidField {
            field,
            reason: FieldProblem::Control {
                text: t.to_string(),
            },
        });
    }
    if t.chars().count() > max {
        return Err(EngineError::InvalidField {
            field,
            reason: FieldProblem::TooLong { max },
        });
    }
    Ok(t.to_string())
}

/// [`clean_text`] for a text shown to people as a name is (the event's name, an identity, a
/// team's name): no invisible formatting characters either (see
/// [`crate::engine::names::invisible_formatting`]).
pub(super) fn clean_shown_text(field: Field, s: &str, max: usize) -> Result<String, EngineError> {
    let t = clean_text(field, s, max)?;
    match crate::engine::names::invisible_formatting(&t) {
        Some(c) => Err(EngineError::InvalidField {
            field,
            reason: FieldProblem::Invisible(c),
        }),
        None => Ok(t),
    }
}

/// A new or edited player name in its stored form (see [`crate::engine::names`]).
fn clean_name(s: &str) -> Result<String, EngineError> {
    let t = loaded_name(s)?;
    crate::engine::names::normalise(&t).map_err(|reason| EngineError::InvalidName {
        name: t.chars().take(40).collect(),
        reason,
    })
}

/// A name as a loaded file may hold it: what earlier builds accepted.
fn loaded_name(s: &str) -> Result<String, EngineError> {
    let t = s.trim();
    if t.is_empty() {
        return Err(EngineError::InvalidName {
            name: s.to_string(),
            reason: NameRule::Empty,
        });
    }
    if t.chars().any(char::is_control) {
        return Err(EngineError::InvalidName {
            name: t.to_string(),
            reason: NameRule::Control,
        });
    }
    if t.chars().count() > MAX_NAME_CHARS {
        return Err(EngineError::InvalidName {
            name: t.chars().take(40).collect::<String>() + "…",
            reason: NameRule::TooLong {
                max: MAX_NAME_CHARS,
            },
        });
    }
    Ok(t.to_string())
}

/// A language tag: letters, digits and hyphens, starting with a 2–3 letter language
/// (`en`, `ja`, `pt-BR`). Which languages print is the printouts' business (others print in
/// English); the engine only keeps the tag well-formed.
fn validate_language(tag: &str) -> Result<(), EngineError> {
    let language = tag.split('-').next().unwrap_or_default();
    let well_formed = tag.len() <= 35
        && (2..=3).contains(&language.len())
        && language.chars().all(|c| c.is_ascii_alphabetic())
        && tag
            .split('-')
            .all(|p| !p.is_empty() && p.chars().all(|c| c.is_ascii_alphanumeric()));
    if well_formed {
        Ok(())
    } else {
        Err(EngineError::InvalidField {
            field: Field::Language,
            reason: FieldProblem::LanguageTag {
                text: tag.to_string(),
            },
        })
    }
}

fn validate_date(d: &str) -> Result<(), EngineError> {
    chrono::NaiveDate::parse_from_str(d, "%Y-%m-%d")
        .map(|_| ())
        .map_err(|_| EngineError::InvalidField {
            field: Field::Date,
            reason: FieldProblem::Date {
                text: d.to_string(),
            },
        })
}
