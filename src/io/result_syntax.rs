//! A compact text syntax for entering and showing table results, shared by the CLI
//! (`netrunner-to report EVENT --table 3 6-0`) and the GUI ("select a table and type 6-0").
//!
//! Pure: no I/O. [`parse`] reads what an organizer types into a [`MatchResult`];
//! [`describe`] writes a result back in the same syntax, so whatever [`parse`] produced reads
//! back to the same value.
//!
//! # Double-sided rounds (standard, full draft): two games
//!
//! | input | meaning | stored as |
//! |---|---|---|
//! | `6-0` / `0-6` | player 1 / player 2 won both games | both games, as outright wins |
//! | `3-3` | one game each, sides not given | round totals 3-3 |
//! | `5-0`, `4-1`, `4-0`, `3-1`, `2-2`, … | any other possible round score | round totals |
//! | `ID` (or `split`) | intentional round split | intentional split (3 points each) |
//! | `C R`, `CR`, `T5-3 R`, `C/flatline D` | one token per game: first the game in which player 1 is the Corp, then the game in which player 2 is the Corp | both games |
//!
//! # Single-sided rounds (half draft): one game
//!
//! | input | meaning |
//! |---|---|
//! | `C` / `R` / `D` / `T4-2` / `C/mill` | one game token |
//! | `1-0` (or `3-0`) / `0-1` (or `0-3`) | player 1 / player 2 won outright |
//! | `2-0` / `0-2` | player 1 / player 2 won on time (agenda points not recorded) |
//! | `1-1` | a draw |
//!
//! # Game tokens
//!
//! | token | game result |
//! |---|---|
//! | `C` | the Corp won (3 points) |
//! | `R` | the Runner won (3 points) |
//! | `D` | a draw on time (1 point each) |
//! | `T5-3` | time was called with Corp 5, Runner 3 agenda points: a modified win (2 points) for the side with more, a draw on equal points |
//! | `TC` / `TR` | a modified win on time for the Corp / Runner, agenda points not recorded |
//! | `C/flatline` | an outright win with its reason: `agenda` (`ap`), `flatline` (`flat`), `mill` (`rnd`, `empty-rnd`), `concession` (`conc`, `concede`) |
//!
//! Letters are case-insensitive; games may be separated by spaces or commas, and a score may use
//! `:` instead of `-`. A timed game may not reach the format's winning agenda total (7, or 6
//! in draft): that game was won outright.
//!
//! ```
//! use netrunner_to::engine::{GameResult, MatchResult, Side};
//! use netrunner_to::io::result_syntax::{describe, parse, ResultContext};
//! let ctx = ResultContext::double_sided(7);
//! let r = parse("T5-3 r", ctx).unwrap();
//! assert_eq!(r.points(None), (5, 0));
//! assert_eq!(describe(&r), "T5-3 R");
//! assert_eq!(describe(&parse("6-0", ctx).unwrap()), "6-0");
//! assert!(parse("7-2", ctx).is_err());
//! ```

use crate::engine::command::EliminationOutcome;
use crate::engine::elimination::GameView;
use crate::engine::ids::Side;
use crate::engine::model::Pairing;
use crate::engine::results::{AgendaScore, GameResult, MatchResult, WinReason, totals_possible};
use crate::engine::structure::Format;
use crate::engine::{EngineError, Event};
use crate::i18n::Lang;
use crate::io::explain::Explain;
use crate::tr;
use thiserror::Error;

/// A short summary of the syntax, for help texts.
pub const HELP: &str = "\
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
    C/flatline      win with a reason: agenda, flatline, mill, concession";

/// Why a result could not be read. `Display` is the English of [`Explain`] (one set of words,
/// from the message files, for the command line, the app and the players' pages).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ResultSyntaxError {
    problem: Problem,
}

impl std::fmt::Display for ResultSyntaxError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.explain(Lang::ENGLISH))
    }
}

impl std::error::Error for ResultSyntaxError {}

/// Why a result could not be read, with the values the message names.
#[derive(Debug, Clone, PartialEq, Eq)]
#[allow(missing_docs)] // the fields are the values its words name
pub enum Problem {
    /// Nothing was typed.
    Empty,
    /// A score that no two games give (`text`).
    ImpossibleRoundScore { text: String },
    /// A score that no single game gives (`text`).
    ImpossibleGameScore { text: String },
    /// Game tokens, but not two, in a double-sided round.
    NotTwoGames { text: String, games: usize },
    /// Game tokens, but not one, in a single-sided round.
    NotOneGame { text: String, games: usize },
    /// Nothing of the text can be read.
    Unreadable { text: String },
    /// A piece of the text cannot be read as a game.
    UnreadablePiece { piece: String, text: String },
    /// A win reason after a draw.
    ReasonAfterDraw { rest: String },
    /// A win reason after a game decided on time.
    ReasonAfterTimed { rest: String },
    /// `/` without a reason.
    ReasonMissing { text: String },
    /// A reason the syntax does not know.
    UnknownReason { word: String },
    /// `T` alone.
    TimedWithoutPoints { text: String },
    /// `T5` without the Runner's points.
    TimedOnePoints { text: String },
    /// More agenda points than a number can hold.
    TooManyDigits {
        token: String,
        digits: String,
        to_win: u8,
    },
    /// A result the rules refuse (`text`: what was typed).
    Refused { text: String, error: EngineError },
}

impl ResultSyntaxError {
    /// The error for `problem`.
    pub fn new(problem: Problem) -> ResultSyntaxError {
        ResultSyntaxError { problem }
    }

    /// Why, with the values the words name.
    pub fn problem(&self) -> &Problem {
        &self.problem
    }
}

impl Explain for ResultSyntaxError {
    fn explain(&self, lang: Lang) -> String {
        use Problem as P;
        match &self.problem {
            P::Empty => tr!(lang, "rounds-syntax-empty"),
            P::ImpossibleRoundScore { text } => {
                tr!(
                    lang,
                    "rounds-syntax-impossible-round-score",
                    text = text.as_str()
                )
            }
            P::ImpossibleGameScore { text } => {
                tr!(
                    lang,
                    "rounds-syntax-impossible-game-score",
                    text = text.as_str()
                )
            }
            P::NotTwoGames { text, games } => tr!(
                lang,
                "rounds-syntax-not-two-games",
                text = text.as_str(),
                games = *games
            ),
            P::NotOneGame { text, games } => tr!(
                lang,
                "rounds-syntax-not-one-game",
                text = text.as_str(),
                games = *games
            ),
            P::Unreadable { text } => tr!(lang, "rounds-syntax-unreadable", text = text.as_str()),
            P::UnreadablePiece { piece, text } => tr!(
                lang,
                "rounds-syntax-unreadable-piece",
                piece = piece.as_str(),
                text = text.as_str()
            ),
            P::ReasonAfterDraw { rest } => {
                tr!(
                    lang,
                    "rounds-syntax-reason-after-draw",
                    rest = rest.as_str()
                )
            }
            P::ReasonAfterTimed { rest } => {
                tr!(
                    lang,
                    "rounds-syntax-reason-after-timed",
                    rest = rest.as_str()
                )
            }
            P::ReasonMissing { text } => {
                tr!(lang, "rounds-syntax-reason-missing", text = text.as_str())
            }
            P::UnknownReason { word } => {
                tr!(lang, "rounds-syntax-unknown-reason", word = word.as_str())
            }
            P::TimedWithoutPoints { text } => {
                tr!(
                    lang,
                    "rounds-syntax-timed-without-points",
                    text = text.as_str()
                )
            }
            P::TimedOnePoints { text } => {
                tr!(lang, "rounds-syntax-timed-one-points", text = text.as_str())
            }
            P::TooManyDigits {
                token,
                digits,
                to_win,
            } => tr!(
                lang,
                "rounds-syntax-too-many-digits",
                token = token.as_str(),
                digits = digits.as_str(),
                win = *to_win
            ),
            P::Refused { text, error } => tr!(
                lang,
                "rounds-syntax-refused",
                text = text.as_str(),
                why = match error {
                    EngineError::ImpossibleResult(m) => m.explain(lang),
                    other => other.explain(lang),
                }
            ),
        }
    }
}

/// What a result is entered for: the kind of round and the format's agenda target.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ResultContext {
    /// Agenda points that win a game outright (7, or 6 in draft).
    pub to_win: u8,
    /// `None` for a double-sided round (two games); for a single-sided round, the side
    /// player 1 plays in its one game.
    pub p1_side: Option<Side>,
}

impl ResultContext {
    /// A round of either kind; in a single-sided round player 1 is taken to be the Corp (use
    /// [`ResultContext::single_sided`] or [`ResultContext::for_pairing`] when the side is known).
    pub fn new(single_sided: bool, to_win: u8) -> ResultContext {
        ResultContext {
            to_win,
            p1_side: single_sided.then_some(Side::Corp),
        }
    }

    /// A double-sided round of a format whose games are won at `to_win` agenda points.
    pub fn double_sided(to_win: u8) -> ResultContext {
        ResultContext {
            to_win,
            p1_side: None,
        }
    }

    /// A single-sided round in which player 1 plays `p1_side`.
    pub fn single_sided(p1_side: Side, to_win: u8) -> ResultContext {
        ResultContext {
            to_win,
            p1_side: Some(p1_side),
        }
    }

    /// The context of a table of an event in `format`.
    pub fn for_pairing(format: Format, pairing: &Pairing) -> ResultContext {
        let to_win = format.agenda_points_to_win();
        if format.single_sided() {
            ResultContext::single_sided(pairing.p1_side.unwrap_or(Side::Corp), to_win)
        } else {
            ResultContext::double_sided(to_win)
        }
    }

    fn single_sided_round(self) -> bool {
        self.p1_side.is_some()
    }
}

/// Words accepted for an intentional round split.
const SPLIT_WORDS: [&str; 4] = ["id", "ids", "split", "intentional-split"];

/// Reads a result typed by an organizer. See the [module docs](self) for the syntax.
pub fn parse(input: &str, ctx: ResultContext) -> Result<MatchResult, ResultSyntaxError> {
    let text = input.trim();
    if text.is_empty() {
        return Err(ResultSyntaxError::new(Problem::Empty));
    }
    let lower = text.to_ascii_lowercase();
    let result = if SPLIT_WORDS.contains(&lower.as_str()) {
        // In a single-sided round: an intentional draw, 1 point each.
        MatchResult::IntentionalSplit
    } else if let Some((a, b)) = score(text) {
        match ctx.p1_side {
            None => double_sided_score(text, a, b)?,
            Some(side) => single_sided_score(text, a, b, side)?,
        }
    } else {
        let games = parse_games(text, ctx.to_win)?;
        match (ctx.p1_side, games.as_slice()) {
            (None, [p1_corp, p2_corp]) => MatchResult::Games {
                p1_corp: *p1_corp,
                p2_corp: *p2_corp,
            },
            (None, _) => {
                return Err(ResultSyntaxError::new(Problem::NotTwoGames {
                    text: text.to_string(),
                    games: games.len(),
                }));
            }
            (Some(_), [game]) => MatchResult::Single { game: *game },
            (Some(_), _) => {
                return Err(ResultSyntaxError::new(Problem::NotOneGame {
                    text: text.to_string(),
                    games: games.len(),
                }));
            }
        }
    };
    result
        .validate(ctx.single_sided_round(), ctx.to_win)
        .map_err(|e| {
            let problem = Problem::Refused {
                text: text.to_string(),
                error: e,
            };
            ResultSyntaxError::new(problem)
        })?;
    Ok(result)
}

/// The result in the syntax [`parse`] reads: `6-0`, `0-6`, `3-3`, `ID`, `CR`, `T5-3 R`, `C`, ….
///
/// Exact for everything [`parse`] produces. Imported round totals show as the score, so an
/// imported `6-0` total reads back as two games, and Cobra's 2-for-1 flag is not shown.
pub fn describe(result: &MatchResult) -> String {
    match result {
        MatchResult::IntentionalSplit => "ID".into(),
        MatchResult::Totals { p1, p2, .. } => format!("{p1}-{p2}"),
        MatchResult::Single { game } => game_token(game),
        MatchResult::Games { p1_corp, p2_corp } => {
            let plain = |g: &GameResult, side| {
                *g == GameResult::Win {
                    winner: side,
                    reason: None,
                }
            };
            if plain(p1_corp, Side::Corp) && plain(p2_corp, Side::Runner) {
                return "6-0".into();
            }
            if plain(p1_corp, Side::Runner) && plain(p2_corp, Side::Corp) {
                return "0-6".into();
            }
            let a = game_token(p1_corp);
            let b = game_token(p2_corp);
            if a.len() == 1 && b.len() == 1 {
                format!("{a}{b}")
            } else {
                format!("{a} {b}")
            }
        }
    }
}

/// One game in the token syntax: `C`, `R`, `D`, `T5-3`, `TC`, `C/flatline`.
pub fn game_token(game: &GameResult) -> String {
    match *game {
        GameResult::Win { winner, reason } => {
            let letter = side_letter(winner);
            match reason {
                None => letter.to_string(),
                Some(r) => format!("{letter}/{}", reason_word(r)),
            }
        }
        GameResult::ModifiedWin {
            agenda: Some(a), ..
        }
        | GameResult::Draw { agenda: Some(a) } => format!("T{}-{}", a.corp, a.runner),
        GameResult::ModifiedWin {
            winner,
            agenda: None,
        } => format!("T{}", side_letter(winner)),
        GameResult::Draw { agenda: None } => "D".into(),
    }
}

fn side_letter(side: Side) -> char {
    match side {
        Side::Corp => 'C',
        Side::Runner => 'R',
    }
}

/// The word [`describe`] uses for a win reason.
pub fn reason_word(reason: WinReason) -> &'static str {
    match reason {
        WinReason::Agenda => "agenda",
        WinReason::Flatline => "flatline",
        WinReason::EmptyRnd => "mill",
        WinReason::Concession => "concession",
    }
}

fn reason_from_word(word: &str) -> Option<WinReason> {
    match word.to_ascii_lowercase().as_str() {
        "agenda" | "agendas" | "ap" => Some(WinReason::Agenda),
        "flatline" | "flat" => Some(WinReason::Flatline),
        "mill" | "rnd" | "empty-rnd" | "decked" => Some(WinReason::EmptyRnd),
        "concession" | "conc" | "concede" | "conceded" => Some(WinReason::Concession),
        _ => None,
    }
}

/// `a-b` or `a:b` with decimal numbers (spaces allowed around the separator).
fn score(text: &str) -> Option<(Option<u32>, Option<u32>)> {
    let (a, b) = text.split_once(['-', ':'])?;
    let (a, b) = (a.trim(), b.trim());
    let digits = |s: &str| !s.is_empty() && s.chars().all(|c| c.is_ascii_digit());
    if digits(a) && digits(b) {
        // A number too large for u32 is kept as `None`: still a score, just not a possible one.
        Some((a.parse().ok(), b.parse().ok()))
    } else {
        None
    }
}

fn double_sided_score(
    text: &str,
    a: Option<u32>,
    b: Option<u32>,
) -> Result<MatchResult, ResultSyntaxError> {
    let impossible = || {
        ResultSyntaxError::new(Problem::ImpossibleRoundScore {
            text: text.to_string(),
        })
    };
    let (Some(a), Some(b)) = (a, b) else {
        return Err(impossible());
    };
    let win = |winner| GameResult::Win {
        winner,
        reason: None,
    };
    Ok(match (a, b) {
        (6, 0) => MatchResult::Games {
            p1_corp: win(Side::Corp),
            p2_corp: win(Side::Runner),
        },
        (0, 6) => MatchResult::Games {
            p1_corp: win(Side::Runner),
            p2_corp: win(Side::Corp),
        },
        _ if totals_possible(a, b, 2) => MatchResult::Totals {
            p1: a,
            p2: b,
            two_for_one: false,
        },
        _ => return Err(impossible()),
    })
}

fn single_sided_score(
    text: &str,
    a: Option<u32>,
    b: Option<u32>,
    p1_side: Side,
) -> Result<MatchResult, ResultSyntaxError> {
    let p2_side = p1_side.other();
    let game = match (a, b) {
        (Some(1 | 3), Some(0)) => GameResult::Win {
            winner: p1_side,
            reason: None,
        },
        (Some(0), Some(1 | 3)) => GameResult::Win {
            winner: p2_side,
            reason: None,
        },
        (Some(2), Some(0)) => GameResult::ModifiedWin {
            winner: p1_side,
            agenda: None,
        },
        (Some(0), Some(2)) => GameResult::ModifiedWin {
            winner: p2_side,
            agenda: None,
        },
        (Some(1), Some(1)) => GameResult::Draw { agenda: None },
        _ => {
            return Err(ResultSyntaxError::new(Problem::ImpossibleGameScore {
                text: text.to_string(),
            }));
        }
    };
    Ok(MatchResult::Single { game })
}

/// Game tokens, separated by spaces, commas or semicolons, or written together (`CR`, `T5-3R`).
fn parse_games(text: &str, to_win: u8) -> Result<Vec<GameResult>, ResultSyntaxError> {
    let mut games = Vec::new();
    for part in text
        .split(|c: char| c.is_whitespace() || c == ',' || c == ';')
        .filter(|s| !s.is_empty())
    {
        let mut rest = part;
        while !rest.is_empty() {
            let (game, tail) = parse_game(rest, text, to_win)?;
            games.push(game);
            rest = tail;
        }
    }
    Ok(games)
}

fn unreadable(piece: &str, text: &str) -> ResultSyntaxError {
    if piece == text {
        ResultSyntaxError::new(Problem::Unreadable {
            text: text.to_string(),
        })
    } else {
        ResultSyntaxError::new(Problem::UnreadablePiece {
            piece: piece.to_string(),
            text: text.to_string(),
        })
    }
}

/// Splits the first character off `s`.
fn first_char(s: &str) -> Option<(char, &str)> {
    let c = s.chars().next()?;
    Some((c, &s[c.len_utf8()..]))
}

/// Reads one game token from the start of `s`; returns it and the rest of `s`.
fn parse_game<'a>(
    s: &'a str,
    text: &str,
    to_win: u8,
) -> Result<(GameResult, &'a str), ResultSyntaxError> {
    let Some((first, rest)) = first_char(s) else {
        return Err(unreadable(s, text));
    };
    match first.to_ascii_lowercase() {
        'c' | 'r' => {
            let winner = if first.eq_ignore_ascii_case(&'c') {
                Side::Corp
            } else {
                Side::Runner
            };
            let (reason, rest) = parse_reason(rest, text)?;
            Ok((GameResult::Win { winner, reason }, rest))
        }
        'd' => {
            no_reason(rest, false)?;
            Ok((GameResult::Draw { agenda: None }, rest))
        }
        't' => {
            let (game, rest) = parse_timed(rest, s, text, to_win)?;
            no_reason(rest, true)?;
            Ok((game, rest))
        }
        _ => Err(unreadable(s, text)),
    }
}

/// Refuses a win reason after a draw or (`timed`) a game decided on time.
fn no_reason(rest: &str, timed: bool) -> Result<(), ResultSyntaxError> {
    if rest.starts_with('/') {
        let rest = rest.to_string();
        let problem = if timed {
            Problem::ReasonAfterTimed { rest }
        } else {
            Problem::ReasonAfterDraw { rest }
        };
        Err(ResultSyntaxError::new(problem))
    } else {
        Ok(())
    }
}

/// An optional `/reason` after an outright win.
fn parse_reason<'a>(
    rest: &'a str,
    text: &str,
) -> Result<(Option<WinReason>, &'a str), ResultSyntaxError> {
    let Some(after) = rest.strip_prefix('/') else {
        return Ok((None, rest));
    };
    let end = after
        .find(|c: char| !(c.is_alphabetic() || c == '-'))
        .unwrap_or(after.len());
    let (word, tail) = after.split_at(end);
    if word.is_empty() {
        return Err(ResultSyntaxError::new(Problem::ReasonMissing {
            text: text.to_string(),
        }));
    }
    match reason_from_word(word) {
        Some(r) => Ok((Some(r), tail)),
        None => Err(ResultSyntaxError::new(Problem::UnknownReason {
            word: word.to_string(),
        })),
    }
}

/// After a `T`: `C`, `R`, `D`, or agenda points `5-3`.
fn parse_timed<'a>(
    rest: &'a str,
    token: &str,
    text: &str,
    to_win: u8,
) -> Result<(GameResult, &'a str), ResultSyntaxError> {
    let Some((c, tail)) = first_char(rest) else {
        return Err(ResultSyntaxError::new(Problem::TimedWithoutPoints {
            text: text.to_string(),
        }));
    };
    match c.to_ascii_lowercase() {
        'c' => Ok((
            GameResult::ModifiedWin {
                winner: Side::Corp,
                agenda: None,
            },
            tail,
        )),
        'r' => Ok((
            GameResult::ModifiedWin {
                winner: Side::Runner,
                agenda: None,
            },
            tail,
        )),
        'd' => Ok((GameResult::Draw { agenda: None }, tail)),
        d if d.is_ascii_digit() => {
            let (corp, tail) = agenda_number(rest, token, to_win)?;
            let tail = tail
                .strip_prefix(['-', ':'])
                .ok_or_else(|| timed_one_points(text))?;
            let (runner, tail) = agenda_number(tail, token, to_win)?;
            let shown = &token[..token.len() - tail.len()];
            let game = GameResult::timed(corp, runner, to_win).map_err(|e| {
                let problem = Problem::Refused {
                    text: shown.to_string(),
                    error: e,
                };
                ResultSyntaxError::new(problem)
            })?;
            Ok((game, tail))
        }
        _ => Err(unreadable(token, text)),
    }
}

fn agenda_number<'a>(
    s: &'a str,
    token: &str,
    to_win: u8,
) -> Result<(u8, &'a str), ResultSyntaxError> {
    let end = s.find(|c: char| !c.is_ascii_digit()).unwrap_or(s.len());
    let (digits, tail) = s.split_at(end);
    if digits.is_empty() {
        return Err(timed_one_points(token));
    }
    let n = digits.parse::<u8>().map_err(|_| {
        ResultSyntaxError::new(Problem::TooManyDigits {
            token: token.to_string(),
            digits: digits.to_string(),
            to_win,
        })
    })?;
    Ok((n, tail))
}

/// A timed game with one number of agenda points (`text`: the token or the whole text).
fn timed_one_points(text: &str) -> ResultSyntaxError {
    ResultSyntaxError::new(Problem::TimedOnePoints {
        text: text.to_string(),
    })
}

/// Agenda points of a timed game, if recorded.
pub fn agenda_of(game: &GameResult) -> Option<AgendaScore> {
    match *game {
        GameResult::ModifiedWin { agenda, .. } | GameResult::Draw { agenda } => agenda,
        GameResult::Win { .. } => None,
    }
}

// ----- elimination games -------------------------------------------------------------------

/// A short summary of the elimination syntax, for help texts (the command line's `report` and
/// the scorekeeper's page take the same).
pub const ELIMINATION_HELP: &str = "\
Elimination games (after the cut: --game G; see `bracket` for the game numbers):
    1, 2            player 1 / player 2 of the game won
    PLAYER          the winner, by name or '#ID'
    corp, runner    the player who played that side won
    draw            a draw: the higher seed (better Swiss rank) wins
    T4-2            time was called: the game's Corp player had 4 agenda points,
                    the Runner 2; more points wins, equal points is a draw
                    (the higher seed wins)";

/// Why an elimination result could not be read.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("{}", self.explain(Lang::ENGLISH))]
pub enum EliminationSyntaxError {
    /// The game's players are not known yet.
    NotReady {
        /// The game.
        game: u32,
    },
    /// `corp`, `runner` or `T4-2` before the game's sides are decided.
    NoSides {
        /// The game.
        game: u32,
    },
    /// A player who does not play in the game.
    NotInGame {
        /// The player named.
        name: String,
        /// The game.
        game: u32,
        /// The game's players.
        players: [String; 2],
    },
    /// Nothing of the text can be read.
    Unreadable {
        /// What was typed.
        text: String,
        /// The game.
        game: u32,
        /// The game's players.
        players: [String; 2],
    },
}

impl Explain for EliminationSyntaxError {
    fn explain(&self, lang: Lang) -> String {
        match self {
            EliminationSyntaxError::NotReady { game } => {
                tr!(lang, "rounds-syntax-cut-not-ready", game = *game)
            }
            EliminationSyntaxError::NoSides { game } => {
                tr!(lang, "rounds-syntax-cut-no-sides", game = *game)
            }
            EliminationSyntaxError::NotInGame {
                name,
                game,
                players: [a, b],
            } => tr!(
                lang,
                "rounds-syntax-cut-not-in-game",
                name = name.as_str(),
                game = *game,
                p1 = a.as_str(),
                p2 = b.as_str()
            ),
            EliminationSyntaxError::Unreadable {
                text,
                game,
                players: [a, b],
            } => tr!(
                lang,
                "rounds-syntax-cut-unreadable",
                text = text.as_str(),
                game = *game,
                p1 = a.as_str(),
                p2 = b.as_str()
            ),
        }
    }
}

/// Reads the result of elimination game `game` of `event` (see [`ELIMINATION_HELP`]): `1` or
/// `2` (that player of the game won), the winner's name or `#ID`, `corp` or `runner` (`c`,
/// `r`), `draw` (`d`), or `T<corp>-<runner>` agenda points when time was called. Letters are
/// case-insensitive; a score may use `:` instead of `-`. Whether the points are possible is the
/// rules' to say (the engine refuses a timed game at the winning total when it is entered).
pub fn parse_elimination(
    text: &str,
    event: &Event,
    game: &GameView,
) -> Result<EliminationOutcome, EliminationSyntaxError> {
    let number = game.number();
    let (a, b) = game
        .pair()
        .ok_or(EliminationSyntaxError::NotReady { game: number })?;
    let players = || [event.name_of(a), event.name_of(b)];
    let sides = || {
        game.sides
            .ok_or(EliminationSyntaxError::NoSides { game: number })
    };
    let shown = text.trim();
    let key = shown.to_lowercase();
    match key.as_str() {
        "1" => return Ok(EliminationOutcome::Winner { player: a }),
        "2" => return Ok(EliminationOutcome::Winner { player: b }),
        "draw" | "d" => return Ok(EliminationOutcome::Draw),
        "corp" | "c" => {
            return Ok(EliminationOutcome::Winner {
                player: sides()?.corp,
            });
        }
        "runner" | "r" => {
            return Ok(EliminationOutcome::Winner {
                player: sides()?.runner,
            });
        }
        _ => {}
    }
    if let Some((c, r)) = key
        .strip_prefix('t')
        .and_then(|rest| rest.split_once(['-', ':']))
    {
        let num = |x: &str| {
            let x = x.trim();
            (!x.is_empty() && x.chars().all(|d| d.is_ascii_digit()))
                .then(|| x.parse::<u8>().ok())
                .flatten()
        };
        if let (Some(c), Some(r)) = (num(c), num(r)) {
            let s = sides()?;
            return Ok(EliminationOutcome::Timed {
                scores: [(s.corp, c), (s.runner, r)],
            });
        }
    }
    let named = match shown.strip_prefix('#') {
        Some(id) => id
            .trim()
            .parse::<u32>()
            .ok()
            .and_then(|n| event.player(crate::engine::PlayerId(n)))
            .map(|p| p.id),
        None => event.find_player(shown).map(|p| p.id),
    };
    match named {
        Some(p) if p == a || p == b => Ok(EliminationOutcome::Winner { player: p }),
        Some(p) => Err(EliminationSyntaxError::NotInGame {
            name: event.name_of(p),
            game: number,
            players: players(),
        }),
        None => Err(EliminationSyntaxError::Unreadable {
            text: shown.to_string(),
            game: number,
            players: players(),
        }),
    }
}
