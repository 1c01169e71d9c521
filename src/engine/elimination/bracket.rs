//! The state of an elimination bracket: seeds, results, sides, drops.
//!
//! Only what happened is stored (the seeds, each game's result and sides, who dropped, side
//! preferences). Who plays in a game, which games are ready, which are not needed and the
//! places are all derived from the [`BracketTable`] on demand, so they can never disagree.

use super::sides::{
    SideCounts, SideDecision, SideReason, higher_seed_choice, least_played_sides,
    second_final_sides,
};
use super::tables::{
    BracketKind, BracketTable, GameSpec, PlaceRule, PlayedIf, Section, Source, table,
};
use super::{TimedScore, winner_at_time};
use crate::engine::clock::RoundKind;
use crate::engine::error::{BracketFileProblem, BracketRefusal, EngineError, GameProblem};
use crate::engine::ids::{PlayerId, Side};
use crate::engine::structure::CutSize;
use rand::Rng;
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, BTreeSet};

/// How a game was decided.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum ResultKind {
    /// Played and won (including a timed win on agenda points).
    Played,
    /// Played and drawn; the higher seed wins (regulations, "End of Game").
    Draw,
    /// The opponent had dropped: the winner advances without playing
    /// (regulations, "Double Elimination Rounds").
    Bye,
}

/// The result of one elimination game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct EliminationResult {
    /// Who advances as the winner.
    pub winner: PlayerId,
    /// How.
    pub kind: ResultKind,
}

/// What is stored for one game: its result and sides, when known.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameState {
    /// The game number (table number).
    pub game: u32,
    /// The result, once decided.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub result: Option<EliminationResult>,
    /// Who plays which side, once decided.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sides: Option<SideDecision>,
}

/// Where a game stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum GameStatus {
    /// At least one player is not known yet.
    Waiting,
    /// Both players are known; the game can be played.
    Ready,
    /// The game has a result.
    Decided,
    /// The game is not played (a second final after the upper-bracket player won the grand final).
    NotNeeded,
}

/// Everything about one game, derived from the table and the stored state.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GameView {
    /// The game as the table defines it (number, round, section, sources, loser's destination).
    pub spec: &'static GameSpec,
    /// Player 1 and player 2, when known.
    pub players: [Option<PlayerId>; 2],
    /// Where the game stands.
    pub status: GameStatus,
    /// The result, when decided.
    pub result: Option<EliminationResult>,
    /// The sides, when decided.
    pub sides: Option<SideDecision>,
}

impl GameView {
    /// The game number (table number).
    pub fn number(&self) -> u32 {
        self.spec.number
    }

    /// The round the game is played in.
    pub fn round(&self) -> u32 {
        self.spec.round
    }

    /// Both players, if both are known.
    pub fn pair(&self) -> Option<(PlayerId, PlayerId)> {
        match self.players {
            [Some(a), Some(b)] => Some((a, b)),
            _ => None,
        }
    }

    /// The loser, when the game is decided.
    pub fn loser(&self) -> Option<PlayerId> {
        let winner = self.result?.winner;
        let (a, b) = self.pair()?;
        Some(if winner == a { b } else { a })
    }
}

/// An elimination bracket in progress.
///
/// ```
/// use netrunner_to::engine::elimination::{Bracket, BracketKind};
/// use netrunner_to::engine::{CutSize, PlayerId};
/// let seeds: Vec<PlayerId> = (1..=4).map(PlayerId).collect();
/// let mut b = Bracket::new(BracketKind::DoubleElimination, CutSize::Top4, seeds).unwrap();
/// assert_eq!(b.ready_games(), vec![1, 2]);
/// b.record_winner(1, PlayerId(1)).unwrap();
/// b.record_winner(2, PlayerId(3)).unwrap();
/// // Game 3 (W1–W2) and game 4 (L1–L2) are now ready.
/// assert_eq!(b.game(3).unwrap().pair(), Some((PlayerId(1), PlayerId(3))));
/// assert_eq!(b.ready_games(), vec![3, 4]);
/// b.record_winner(4, PlayerId(4)).unwrap();
/// assert_eq!(b.places()[3], Some(PlayerId(2)), "seed 2 lost twice: 4th");
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "BracketFile")]
pub struct Bracket {
    /// The table for `kind` and `cut`; not stored (restored from them on load).
    #[serde(skip)]
    table: &'static BracketTable,
    kind: BracketKind,
    cut: CutSize,
    /// Seed 1 first.
    seeds: Vec<PlayerId>,
    /// One entry per table game, in game-number order.
    games: Vec<GameState>,
    /// Players who dropped after elimination began.
    #[serde(default, skip_serializing_if = "BTreeSet::is_empty")]
    dropped: BTreeSet<PlayerId>,
    /// Players disqualified after elimination began: their opponents get byes as for a drop,
    /// and they take no final place.
    #[serde(default, skip_serializing_if = "BTreeSet::is_empty")]
    disqualified: BTreeSet<PlayerId>,
    /// Side the player wants to play when they choose as the higher seed in the first round.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    preferences: BTreeMap<PlayerId, Side>,
}

/// The stored form, checked on load.
#[derive(Deserialize)]
struct BracketFile {
    kind: BracketKind,
    cut: CutSize,
    seeds: Vec<PlayerId>,
    games: Vec<GameState>,
    #[serde(default)]
    dropped: BTreeSet<PlayerId>,
    #[serde(default)]
    disqualified: BTreeSet<PlayerId>,
    #[serde(default)]
    preferences: BTreeMap<PlayerId, Side>,
}

impl TryFrom<BracketFile> for Bracket {
    type Error = BracketFileProblem;

    fn try_from(f: BracketFile) -> Result<Bracket, BracketFileProblem> {
        let refused = |e| BracketFileProblem::Refused(Box::new(e));
        let mut b = Bracket::new(f.kind, f.cut, f.seeds).map_err(refused)?;
        if f.games.len() != b.games.len()
            || f.games.iter().zip(&b.games).any(|(x, y)| x.game != y.game)
        {
            return Err(BracketFileProblem::Games {
                kind: f.kind,
                cut: f.cut,
                games: b.games.len(),
            });
        }
        for p in f
            .dropped
            .iter()
            .chain(&f.disqualified)
            .chain(f.preferences.keys())
        {
            if b.seed_of(*p).is_none() {
                return Err(refused(refused_by(BracketRefusal::NotInCut { player: *p })));
            }
        }
        if let Some(p) = f.dropped.intersection(&f.disqualified).next() {
            return Err(BracketFileProblem::DroppedAndDisqualified(*p));
        }
        b.dropped = f.dropped;
        b.disqualified = f.disqualified;
        b.preferences = f.preferences;
        // Replay the stored games in round order, checking each against the table.
        let mut order: Vec<&'static GameSpec> = b.table().games.iter().collect();
        order.sort_by_key(|g| (g.round, g.number));
        for spec in order {
            let Some(stored) = f.games.get(index(spec.number)) else {
                continue;
            };
            let view = b.view(spec, &b.all_players());
            let game = |problem| BracketFileProblem::Game {
                game: spec.number,
                problem,
            };
            if let Some(result) = stored.result {
                if view.status != GameStatus::Ready {
                    return Err(game(GameProblem::NotReady));
                }
                b.check_player_in(&view, result.winner).map_err(refused)?;
            }
            if let Some(sides) = stored.sides {
                let pair = view
                    .pair()
                    .ok_or_else(|| game(GameProblem::PlayersUnknown))?;
                if !same_pair(pair, (sides.corp, sides.runner)) {
                    return Err(game(GameProblem::OtherPlayers));
                }
            }
            if let Some(slot) = b.games.get_mut(index(spec.number)) {
                *slot = *stored;
            }
        }
        Ok(b)
    }
}

fn same_pair(a: (PlayerId, PlayerId), b: (PlayerId, PlayerId)) -> bool {
    a == b || a == (b.1, b.0)
}

/// Index of a game number in the game vectors (numbers start at 1; 0 maps past the end).
fn index(number: u32) -> usize {
    usize::try_from(number)
        .ok()
        .and_then(|n| n.checked_sub(1))
        .unwrap_or(usize::MAX)
}

fn refused_by(why: BracketRefusal) -> EngineError {
    EngineError::Bracket(why)
}

impl Bracket {
    /// A new bracket for `seeds` (seed 1 first).
    ///
    /// Fails if there is no table for this kind and cut (double elimination: top 4, 8, 16;
    /// single elimination: top 3, 4, 8, 16), or if the seeds are not exactly the cut's number of
    /// different players.
    pub fn new(
        kind: BracketKind,
        cut: CutSize,
        seeds: Vec<PlayerId>,
    ) -> Result<Bracket, EngineError> {
        let t =
            table(kind, cut).ok_or_else(|| refused_by(BracketRefusal::NoTable { kind, cut }))?;
        if seeds.len() != cut.players() {
            return Err(refused_by(BracketRefusal::SeedCount {
                cut,
                got: seeds.len(),
            }));
        }
        let distinct: BTreeSet<PlayerId> = seeds.iter().copied().collect();
        if distinct.len() != seeds.len() {
            return Err(refused_by(BracketRefusal::SeededTwice));
        }
        Ok(Bracket {
            table: t,
            kind,
            cut,
            seeds,
            games: t
                .games
                .iter()
                .map(|g| GameState {
                    game: g.number,
                    result: None,
                    sides: None,
                })
                .collect(),
            dropped: BTreeSet::new(),
            disqualified: BTreeSet::new(),
            preferences: BTreeMap::new(),
        })
    }

    /// A double-elimination bracket (the regulations' format).
    pub fn double_elimination(cut: CutSize, seeds: Vec<PlayerId>) -> Result<Bracket, EngineError> {
        Bracket::new(BracketKind::DoubleElimination, cut, seeds)
    }

    /// Double or single elimination.
    pub fn kind(&self) -> BracketKind {
        self.kind
    }

    /// The cut size.
    pub fn cut(&self) -> CutSize {
        self.cut
    }

    /// The seeds, seed 1 first.
    pub fn seeds(&self) -> &[PlayerId] {
        &self.seeds
    }

    /// A player's seed (1 = best Swiss rank), if they are in the cut.
    pub fn seed_of(&self, player: PlayerId) -> Option<u32> {
        let i = self.seeds.iter().position(|&p| p == player)?;
        u32::try_from(i + 1).ok()
    }

    /// The table this bracket follows.
    pub fn table(&self) -> &'static BracketTable {
        self.table
    }

    /// Players who dropped after elimination began.
    pub fn dropped(&self) -> &BTreeSet<PlayerId> {
        &self.dropped
    }

    /// Players disqualified after elimination began (they take no final place).
    pub fn disqualified(&self) -> &BTreeSet<PlayerId> {
        &self.disqualified
    }

    /// Whether a player left the bracket (dropped or disqualified): their games are byes.
    pub fn has_left(&self, player: PlayerId) -> bool {
        self.dropped.contains(&player) || self.disqualified.contains(&player)
    }

    /// The number of rounds in the bracket (including a second final that may not be needed).
    pub fn rounds(&self) -> u32 {
        self.table().rounds()
    }

    // ----- derived state -----

    /// Players of every game, in game-number order, resolved from the sources.
    fn all_players(&self) -> Vec<[Option<PlayerId>; 2]> {
        let t = self.table();
        let mut players = vec![[None, None]; t.games.len()];
        let mut order: Vec<&GameSpec> = t.games.iter().collect();
        order.sort_by_key(|g| (g.round, g.number));
        for spec in order {
            let resolved = spec.players.map(|s| self.resolve(s, &players));
            if let Some(slot) = players.get_mut(index(spec.number)) {
                *slot = resolved;
            }
        }
        players
    }

    fn result_of(&self, number: u32) -> Option<EliminationResult> {
        self.games.get(index(number)).and_then(|g| g.result)
    }

    fn resolve(&self, source: Source, players: &[[Option<PlayerId>; 2]]) -> Option<PlayerId> {
        match source {
            Source::Seed(n) => self.seeds.get(index(n)).copied(),
            Source::Winner(g) => Some(self.result_of(g)?.winner),
            Source::Loser(g) => {
                let winner = self.result_of(g)?.winner;
                match *players.get(index(g))? {
                    [Some(a), Some(b)] => Some(if winner == a { b } else { a }),
                    _ => None,
                }
            }
            Source::WinnerRanked { round, rank } => {
                let mut winners = Vec::new();
                for spec in self.table().games.iter().filter(|g| g.round == round) {
                    winners.push(self.result_of(spec.number)?.winner);
                }
                winners.sort_by_key(|&p| self.seed_of(p).unwrap_or(u32::MAX));
                winners.get(index(rank)).copied()
            }
        }
    }

    fn view(&self, spec: &'static GameSpec, players: &[[Option<PlayerId>; 2]]) -> GameView {
        let ps = players.get(index(spec.number)).copied().unwrap_or_default();
        let stored = self.games.get(index(spec.number)).copied();
        let result = stored.and_then(|s| s.result);
        let sides = stored.and_then(|s| s.sides);
        let needed = match spec.played_if {
            PlayedIf::Always => Some(true),
            PlayedIf::Player2Won(g) => match (self.result_of(g), players.get(index(g))) {
                (Some(r), Some([_, Some(p2)])) => Some(r.winner == *p2),
                _ => None,
            },
        };
        let status = if result.is_some() {
            GameStatus::Decided
        } else if needed == Some(false) {
            GameStatus::NotNeeded
        } else if needed == Some(true) && ps[0].is_some() && ps[1].is_some() {
            GameStatus::Ready
        } else {
            GameStatus::Waiting
        };
        GameView {
            spec,
            players: ps,
            status,
            result,
            sides,
        }
    }

    /// Every game, in game-number order.
    pub fn games(&self) -> Vec<GameView> {
        let players = self.all_players();
        self.table()
            .games
            .iter()
            .map(|spec| self.view(spec, &players))
            .collect()
    }

    /// One game.
    pub fn game(&self, number: u32) -> Result<GameView, EngineError> {
        let spec = self.spec(number)?;
        Ok(self.view(spec, &self.all_players()))
    }

    fn spec(&self, number: u32) -> Result<&'static GameSpec, EngineError> {
        self.table().game(number).ok_or_else(|| {
            refused_by(BracketRefusal::NoSuchGame {
                kind: self.kind,
                cut: self.cut,
                game: number,
            })
        })
    }

    /// The games of one round, in game-number order.
    pub fn games_in_round(&self, round: u32) -> Vec<GameView> {
        self.games()
            .into_iter()
            .filter(|g| g.round() == round)
            .collect()
    }

    /// Numbers of the games that can be played now (both players known, no result).
    pub fn ready_games(&self) -> Vec<u32> {
        self.games()
            .iter()
            .filter(|g| g.status == GameStatus::Ready)
            .map(GameView::number)
            .collect()
    }

    /// The round being played: the latest round with a game whose sides are decided or that was
    /// played (a bye is not played). `None` before any. The one definition: the printouts, the
    /// clock, the command line, the phones and the self-reports' "that round is over" use it
    /// (through [`crate::engine::views`] where they can).
    pub fn round_in_play(&self) -> Option<u32> {
        self.games()
            .iter()
            .filter(|g| g.sides.is_some() || g.result.is_some_and(|r| r.kind != ResultKind::Bye))
            .map(GameView::round)
            .max()
    }

    /// The earliest round that still has a game to play, or `None` when the bracket is finished.
    pub fn next_round(&self) -> Option<u32> {
        self.games()
            .iter()
            .filter(|g| matches!(g.status, GameStatus::Ready | GameStatus::Waiting))
            .map(GameView::round)
            .min()
    }

    /// `Section::Final` or `Section::SecondFinal` when `round` is one of the finals, else `None`.
    pub fn final_section(&self, round: u32) -> Option<Section> {
        let sections = || {
            self.table()
                .games
                .iter()
                .filter(move |g| g.round == round)
                .map(|g| g.section)
        };
        [Section::SecondFinal, Section::Final]
            .into_iter()
            .find(|s| sections().any(|x| x == *s))
    }

    /// Whether this round is a final (only two players remain: 60 minutes instead of 40;
    /// regulations, "Tournament Round Times").
    pub fn is_final_round(&self, round: u32) -> bool {
        self.final_section(round).is_some()
    }

    /// The kind of round, for its clock.
    pub fn round_kind(&self, round: u32) -> RoundKind {
        if self.is_final_round(round) {
            RoundKind::Final
        } else {
            RoundKind::Elimination
        }
    }

    /// Whether any game has a result.
    pub fn has_started(&self) -> bool {
        self.games.iter().any(|g| g.result.is_some())
    }

    /// Whether every game is decided or not needed.
    pub fn is_finished(&self) -> bool {
        self.games()
            .iter()
            .all(|g| matches!(g.status, GameStatus::Decided | GameStatus::NotNeeded))
    }

    /// The places of the cut: index 0 is 1st place. Places not decided yet are `None` (places
    /// shared by seed, such as 5th–6th, are filled once all games that decide them are over).
    ///
    /// A disqualified player takes no place (regulations, "Pairings": "Disqualified players are
    /// removed from the tournament"): the places below theirs move up, and there are as many
    /// places as players in the cut less the disqualified. A disqualified player still in the
    /// bracket loses every game left by a bye, so they end above everyone already out; the
    /// places decided so far move up at once.
    pub fn places(&self) -> Vec<Option<PlayerId>> {
        let raw = self.table_places();
        let mut places: Vec<Option<PlayerId>> = raw
            .iter()
            .copied()
            .filter(|p| !p.is_some_and(|p| self.disqualified.contains(&p)))
            .collect();
        let unplaced = self
            .disqualified
            .iter()
            .filter(|p| !raw.contains(&Some(**p)))
            .count();
        for _ in 0..unplaced {
            if let Some(i) = places.iter().position(Option::is_none) {
                places.remove(i);
            }
        }
        places
    }

    /// The places the bracket table gives, every player of the cut included.
    fn table_places(&self) -> Vec<Option<PlayerId>> {
        let games = self.games();
        let get = |n: u32| games.get(index(n));
        let mut places: Vec<Option<PlayerId>> = vec![None; self.seeds.len()];
        let mut set = |place: u32, player: PlayerId| {
            if let Some(slot) = places.get_mut(index(place)) {
                *slot = Some(player);
            }
        };
        for rule in self.table().places {
            match *rule {
                PlaceRule::Finalists {
                    final_game,
                    second_final,
                } => {
                    // The second final decides when it is (or may be) played; otherwise the
                    // final does. A second final still waiting for the final has no result.
                    let deciding = match second_final.and_then(get) {
                        Some(sf) if sf.status != GameStatus::NotNeeded => Some(sf),
                        _ => get(final_game),
                    };
                    if let Some(g) = deciding
                        && let (Some(r), Some(loser)) = (g.result, g.loser())
                    {
                        set(1, r.winner);
                        set(2, loser);
                    }
                }
                PlaceRule::LosersBySeed { first, games: gs } => {
                    let losers: Option<Vec<PlayerId>> = gs
                        .iter()
                        .map(|&n| get(n).and_then(GameView::loser))
                        .collect();
                    if let Some(mut losers) = losers {
                        losers.sort_by_key(|&p| self.seed_of(p).unwrap_or(u32::MAX));
                        for (place, p) in (first..).zip(losers) {
                            set(place, p);
                        }
                    }
                }
            }
        }
        places
    }

    /// The final place of a player, once decided.
    pub fn place_of(&self, player: PlayerId) -> Option<u32> {
        let i = self.places().iter().position(|p| *p == Some(player))?;
        u32::try_from(i + 1).ok()
    }

    /// Elimination games a player has played on each side (games with a result and recorded
    /// sides; byes have no sides).
    pub fn side_counts(&self, player: PlayerId) -> SideCounts {
        let mut counts = SideCounts::default();
        for g in &self.games {
            if g.result.is_some_and(|r| r.kind != ResultKind::Bye)
                && let Some(side) = g.sides.and_then(|s| s.side_of(player))
            {
                counts.add(side);
            }
        }
        counts
    }

    // ----- results -----

    fn ready(&self, number: u32) -> Result<GameView, EngineError> {
        let g = self.game(number)?;
        match g.status {
            GameStatus::Ready => Ok(g),
            GameStatus::Decided => Err(refused_by(BracketRefusal::GameDecided { game: number })),
            GameStatus::NotNeeded => {
                Err(refused_by(BracketRefusal::GameNotNeeded { game: number }))
            }
            GameStatus::Waiting => Err(refused_by(BracketRefusal::GameWaiting {
                game: number,
                from: g.spec.players,
            })),
        }
    }

    fn check_player_in(&self, g: &GameView, player: PlayerId) -> Result<(), EngineError> {
        if g.players.contains(&Some(player)) {
            Ok(())
        } else {
            Err(EngineError::ImpossibleResult(
                crate::engine::ResultProblem::NotInGame {
                    player,
                    game: g.number(),
                },
            ))
        }
    }

    fn set_result(&mut self, number: u32, result: EliminationResult) {
        if let Some(g) = self.games.get_mut(index(number)) {
            g.result = Some(result);
            if result.kind == ResultKind::Bye {
                g.sides = None;
            }
        }
    }

    /// Record the winner of a ready game. Returns the games that were then decided as byes
    /// because a dropped player would have played in them.
    pub fn record_winner(&mut self, game: u32, winner: PlayerId) -> Result<Vec<u32>, EngineError> {
        let g = self.ready(game)?;
        self.check_player_in(&g, winner)?;
        self.set_result(
            game,
            EliminationResult {
                winner,
                kind: ResultKind::Played,
            },
        );
        Ok(self.settle_byes())
    }

    /// The winner of a drawn game: the better seed (higher Swiss rank; regulations, "End of
    /// Game"). Fails if the players are not known yet.
    pub fn winner_of_draw(&self, game: u32) -> Result<PlayerId, EngineError> {
        let g = self.game(game)?;
        let (a, b) = g
            .pair()
            .ok_or_else(|| refused_by(BracketRefusal::PlayersUnknown { game }))?;
        Ok(self.better_seed(a, b))
    }

    fn better_seed(&self, a: PlayerId, b: PlayerId) -> PlayerId {
        let seed = |p| self.seed_of(p).unwrap_or(u32::MAX);
        if seed(b) < seed(a) { b } else { a }
    }

    /// Record a drawn game: the higher seed wins it.
    pub fn record_draw(&mut self, game: u32) -> Result<Vec<u32>, EngineError> {
        self.ready(game)?;
        let winner = self.winner_of_draw(game)?;
        self.set_result(
            game,
            EliminationResult {
                winner,
                kind: ResultKind::Draw,
            },
        );
        Ok(self.settle_byes())
    }

    /// Record a game that ended on time with these agenda points (player, points): more points
    /// wins, equal points is a draw won by the higher seed.
    pub fn record_at_time(
        &mut self,
        game: u32,
        scores: [(PlayerId, u8); 2],
    ) -> Result<Vec<u32>, EngineError> {
        let g = self.ready(game)?;
        let [(a, a_points), (b, b_points)] = scores;
        self.check_player_in(&g, a)?;
        self.check_player_in(&g, b)?;
        let score = |player, agenda_points| TimedScore {
            player,
            seed: self.seed_of(player).unwrap_or(u32::MAX),
            agenda_points,
        };
        let winner = winner_at_time(score(a, a_points), score(b, b_points))?;
        let kind = if a_points == b_points {
            ResultKind::Draw
        } else {
            ResultKind::Played
        };
        self.set_result(game, EliminationResult { winner, kind });
        Ok(self.settle_byes())
    }

    /// Games whose players or whose need depend on this game's result.
    fn dependents(&self, number: u32) -> Vec<u32> {
        let round = self.table().game(number).map(|g| g.round);
        self.table()
            .games
            .iter()
            .filter(|g| {
                g.players.iter().any(|s| match *s {
                    Source::Winner(n) | Source::Loser(n) => n == number,
                    Source::WinnerRanked { round: r, .. } => Some(r) == round,
                    Source::Seed(_) => false,
                }) || g.played_if == PlayedIf::Player2Won(number)
            })
            .map(|g| g.number)
            .collect()
    }

    /// Remove a game's result, to correct it. Refused while a game that depends on it has a
    /// result, and for a bye given because of a drop. Sides already decided for the games that
    /// depend on it are cleared (their players may change). The game is ready again, even if one
    /// of its players has dropped since (so the correct result can be entered); it becomes a
    /// bye only if another result is recorded first.
    pub fn clear_result(&mut self, game: u32) -> Result<(), EngineError> {
        let g = self.game(game)?;
        let Some(result) = g.result else {
            return Err(refused_by(BracketRefusal::NoResult { game }));
        };
        if result.kind == ResultKind::Bye {
            return Err(refused_by(BracketRefusal::ByeResult { game }));
        }
        let dependents = self.dependents(game);
        if let Some(d) = dependents.iter().find(|&&d| self.result_of(d).is_some()) {
            return Err(refused_by(BracketRefusal::DependentResult {
                game,
                dependent: *d,
            }));
        }
        for d in dependents {
            if let Some(s) = self.games.get_mut(index(d)) {
                s.sides = None;
            }
        }
        if let Some(s) = self.games.get_mut(index(game)) {
            s.result = None;
        }
        Ok(())
    }

    // ----- drops -----

    /// Give a bye in every ready game with a dropped player, until none is left. Both players
    /// dropped: the higher seed advances. Returns the games decided this way.
    fn settle_byes(&mut self) -> Vec<u32> {
        let mut decided = Vec::new();
        loop {
            let next = self.games().into_iter().find_map(|g| {
                let (a, b) = g.pair()?;
                if g.status != GameStatus::Ready {
                    return None;
                }
                let winner = match (self.has_left(a), self.has_left(b)) {
                    (false, false) => return None,
                    (true, false) => b,
                    (false, true) => a,
                    (true, true) => self.better_seed(a, b),
                };
                Some((g.number(), winner))
            });
            let Some((game, winner)) = next else {
                return decided;
            };
            self.set_result(
                game,
                EliminationResult {
                    winner,
                    kind: ResultKind::Bye,
                },
            );
            decided.push(game);
        }
    }

    /// A player drops after elimination began: their current and every later opponent receive
    /// a bye (regulations, "Double Elimination Rounds"). Returns the games decided as byes now;
    /// later ones are decided as they become ready. The player keeps the place their losses
    /// give them.
    pub fn drop_player(&mut self, player: PlayerId) -> Result<Vec<u32>, EngineError> {
        if self.seed_of(player).is_none() {
            return Err(refused_by(BracketRefusal::NotInCut { player }));
        }
        if self.has_left(player) || !self.dropped.insert(player) {
            return Err(refused_by(BracketRefusal::AlreadyLeft { player }));
        }
        Ok(self.settle_byes())
    }

    /// The games a dropped player lost by a bye, in game-number order.
    pub fn byes_against(&self, player: PlayerId) -> Vec<u32> {
        self.games()
            .iter()
            .filter(|g| {
                g.result.is_some_and(|r| r.kind == ResultKind::Bye) && g.loser() == Some(player)
            })
            .map(GameView::number)
            .collect()
    }

    /// A player who dropped during the elimination rounds comes back while their place in the
    /// bracket is still open: no game they would have played has been decided by a bye yet.
    pub fn rejoin(&mut self, player: PlayerId) -> Result<(), EngineError> {
        if !self.dropped.contains(&player) {
            return Err(refused_by(BracketRefusal::NotDropped { player }));
        }
        if let Some(&g) = self.byes_against(player).first() {
            return Err(refused_by(BracketRefusal::ByeDecided { player, game: g }));
        }
        self.dropped.remove(&player);
        Ok(())
    }

    /// Undoes a drop during the elimination rounds (a mistake): clears the byes it gave and
    /// every result that depends on them, latest game first so the bracket stays valid at every
    /// step, and the player is back in the bracket. Returns the cleared games with their old
    /// results, in the order they were cleared. Byes of other players who left are given again
    /// where their games are ready.
    pub fn undo_drop(
        &mut self,
        player: PlayerId,
    ) -> Result<Vec<(u32, EliminationResult)>, EngineError> {
        if !self.dropped.contains(&player) {
            return Err(refused_by(BracketRefusal::NotDropped { player }));
        }
        // The byes, and everything decided after them that depends on them.
        let mut affected: BTreeSet<u32> = BTreeSet::new();
        let mut stack = self.byes_against(player);
        while let Some(g) = stack.pop() {
            if affected.insert(g) {
                stack.extend(self.dependents(g));
            }
        }
        let mut order: Vec<(u32, u32)> = affected
            .iter()
            .filter_map(|&g| self.table().game(g).map(|s| (s.round, g)))
            .filter(|&(_, g)| self.result_of(g).is_some())
            .collect();
        order.sort_unstable_by(|a, b| b.cmp(a));
        self.dropped.remove(&player);
        let mut cleared = Vec::new();
        for (_, g) in order {
            let Some(result) = self.result_of(g) else {
                continue;
            };
            for d in self.dependents(g) {
                if let Some(s) = self.games.get_mut(index(d)) {
                    s.sides = None;
                }
            }
            if let Some(s) = self.games.get_mut(index(g)) {
                s.result = None;
            }
            cleared.push((g, result));
        }
        self.settle_byes();
        Ok(cleared)
    }

    /// A player is disqualified after elimination began: their opponents receive byes as for
    /// a drop, and they take no final place (see [`Bracket::places`]). A player who had
    /// dropped is disqualified too. Returns the games decided as byes now.
    pub fn disqualify_player(&mut self, player: PlayerId) -> Result<Vec<u32>, EngineError> {
        if self.seed_of(player).is_none() {
            return Err(refused_by(BracketRefusal::NotInCut { player }));
        }
        if !self.disqualified.insert(player) {
            return Err(refused_by(BracketRefusal::AlreadyDisqualified { player }));
        }
        self.dropped.remove(&player);
        Ok(self.settle_byes())
    }

    /// A qualified player drops before any elimination game has a result: `next_best` (the
    /// next-highest Swiss player) enters as the lowest seed and everyone below the dropped player
    /// moves up one seed (regulations, "Progression Cut", player drop example). Sides already
    /// decided are cleared, since the pairings change.
    pub fn replace_before_start(
        &mut self,
        dropped: PlayerId,
        next_best: PlayerId,
    ) -> Result<(), EngineError> {
        if self.has_started() {
            return Err(refused_by(BracketRefusal::Started));
        }
        let Some(i) = self.seeds.iter().position(|&p| p == dropped) else {
            return Err(refused_by(BracketRefusal::NotInCut { player: dropped }));
        };
        if self.seeds.contains(&next_best) {
            return Err(refused_by(BracketRefusal::AlreadyInCut {
                player: next_best,
            }));
        }
        self.seeds.remove(i);
        self.seeds.push(next_best);
        self.preferences.remove(&dropped);
        for g in &mut self.games {
            g.sides = None;
        }
        Ok(())
    }

    // ----- sides -----

    /// Record the side a player wants when they choose as the higher seed in the first round
    /// (`None` forgets it).
    pub fn set_side_preference(
        &mut self,
        player: PlayerId,
        side: Option<Side>,
    ) -> Result<(), EngineError> {
        if self.seed_of(player).is_none() {
            return Err(refused_by(BracketRefusal::NotInCut { player }));
        }
        match side {
            Some(s) => self.preferences.insert(player, s),
            None => self.preferences.remove(&player),
        };
        Ok(())
    }

    /// A player's recorded side preference.
    pub fn side_preference(&self, player: PlayerId) -> Option<Side> {
        self.preferences.get(&player).copied()
    }

    /// Decide the sides of a ready game (regulations, "Deck Choice") and store them.
    ///
    /// - Round 1: the higher seed plays `higher_seed_choice`; without it, their recorded
    ///   preference; without that, an error asking for the choice.
    /// - Later rounds (`higher_seed_choice` must be `None`): the least-played rule; a coin flip
    ///   from `rng` when the differences are equal; in a second final, sides switch if the rule
    ///   would repeat the first final.
    ///
    /// Refused if the sides are already decided (use [`Bracket::override_sides`]) or if an
    /// earlier played game of either player has no sides recorded.
    pub fn assign_sides(
        &mut self,
        game: u32,
        higher_seed_choice_side: Option<Side>,
        rng: &mut impl Rng,
    ) -> Result<SideDecision, EngineError> {
        let g = self.ready(game)?;
        if g.sides.is_some() {
            return Err(refused_by(BracketRefusal::SidesDecided { game }));
        }
        let Some((a, b)) = g.pair() else {
            return Err(refused_by(BracketRefusal::GameNotReady { game }));
        };
        let decision = if g.round() == 1 {
            let higher = self.better_seed(a, b);
            let lower = if higher == a { b } else { a };
            let chosen = higher_seed_choice_side
                .or_else(|| self.side_preference(higher))
                .ok_or_else(|| {
                    refused_by(BracketRefusal::NoSideChoice {
                        game,
                        seed: self.seed_of(higher).unwrap_or(0),
                        player: higher,
                    })
                })?;
            higher_seed_choice(higher, lower, chosen)
        } else {
            if higher_seed_choice_side.is_some() {
                return Err(refused_by(BracketRefusal::NotFirstRound {
                    game,
                    round: g.round(),
                }));
            }
            self.check_sides_recorded(game, a)?;
            self.check_sides_recorded(game, b)?;
            let ca = (a, self.side_counts(a));
            let cb = (b, self.side_counts(b));
            let first_final = match g.spec.played_if {
                PlayedIf::Player2Won(f) if g.spec.section == Section::SecondFinal => {
                    self.games.get(index(f)).and_then(|s| s.sides)
                }
                _ => None,
            };
            match first_final {
                Some(first) => second_final_sides(ca, cb, &first),
                None => least_played_sides(ca, cb, rng),
            }
        };
        if let Some(s) = self.games.get_mut(index(game)) {
            s.sides = Some(decision);
        }
        Ok(decision)
    }

    /// Every played game of `player` has sides, so their counts are complete.
    fn check_sides_recorded(&self, game: u32, player: PlayerId) -> Result<(), EngineError> {
        for g in self.games() {
            if g.result.is_some_and(|r| r.kind != ResultKind::Bye)
                && g.players.contains(&Some(player))
                && g.sides.is_none()
            {
                return Err(refused_by(BracketRefusal::EarlierSidesMissing {
                    game,
                    earlier: g.number(),
                    player,
                }));
            }
        }
        Ok(())
    }

    /// The organizer sets the sides of a game (players' agreement, judge ruling, or correcting
    /// what was played): `corp` plays the Corp. Allowed for ready and played games; refused while
    /// a later game of either player already has sides decided from the old counts (clear those
    /// first).
    pub fn override_sides(&mut self, game: u32, corp: PlayerId) -> Result<(), EngineError> {
        let g = self.game(game)?;
        match (g.status, g.result) {
            (GameStatus::Ready, _) => {}
            (GameStatus::Decided, Some(r)) if r.kind != ResultKind::Bye => {}
            _ => {
                return Err(refused_by(BracketRefusal::SidesNotSettable { game }));
            }
        }
        self.check_player_in(&g, corp)
            .map_err(|_| refused_by(BracketRefusal::NotInGame { player: corp, game }))?;
        let Some((a, b)) = g.pair() else {
            return Err(refused_by(BracketRefusal::GameNotReady { game }));
        };
        if let Some(later) = self.games().iter().find(|x| {
            x.round() > g.round()
                && x.sides.is_some()
                && (x.players.contains(&Some(a)) || x.players.contains(&Some(b)))
        }) {
            return Err(refused_by(BracketRefusal::LaterSidesDecided {
                game: later.number(),
            }));
        }
        let runner = if corp == a { b } else { a };
        if let Some(s) = self.games.get_mut(index(game)) {
            s.sides = Some(SideDecision {
                corp,
                runner,
                reason: SideReason::OrganizerOverride,
            });
        }
        Ok(())
    }

    /// Forget the sides of a game that has no result yet (to decide them again).
    pub fn clear_sides(&mut self, game: u32) -> Result<(), EngineError> {
        let g = self.game(game)?;
        if g.result.is_some() {
            return Err(refused_by(BracketRefusal::GamePlayed { game }));
        }
        if let Some(s) = self.games.get_mut(index(game)) {
            s.sides = None;
        }
        Ok(())
    }
}
