//! After the Swiss rounds: `cut`, `cut-delete`, `side-pref`, `sides`, `bracket`, and the
//! elimination side of `pair`, `report` and `unreport` (`--game G`).

use super::table::{Align, Table};
use super::{EventFile, Out, Session, print_json, resolve_player};
use crate::engine::command::{EliminationOutcome, SideChoice};
use crate::engine::elimination::ordinal;
use crate::engine::elimination::{
    Bracket, BracketKind, GameStatus, GameView, ResultKind, Section, SideDecision,
};
use crate::engine::views::{self, BracketPlayer, Slot};
use crate::engine::{Command, CutSize, EngineError, Event, PlayerId, Side, Warning};
use crate::i18n::Lang;
use crate::io::result_syntax;
use crate::io::save;
use crate::io::words;
use clap::{Args, ValueEnum};
use serde_json::json;

/// The `after_help` of `report`: the Swiss result syntax, then the elimination one.
pub(crate) fn report_help() -> String {
    format!(
        "{}\n\n{}",
        result_syntax::HELP,
        result_syntax::ELIMINATION_HELP
    )
}

// ----- argument types ----------------------------------------------------------------------

/// Reads a side: `corp`, `runner` (or `c`, `r`), case-insensitive.
pub(crate) fn parse_side(text: &str) -> Result<Side, String> {
    match text.trim().to_ascii_lowercase().as_str() {
        "corp" | "c" => Ok(Side::Corp),
        "runner" | "r" => Ok(Side::Runner),
        other => Err(format!("'{other}' is not a side; use corp or runner")),
    }
}

/// Reads `GAME=corp|runner` for `pair --side`.
pub(crate) fn parse_side_choice(text: &str) -> Result<SideChoice, String> {
    let (game, side) = text
        .split_once('=')
        .ok_or_else(|| format!("'{text}' should be GAME=corp or GAME=runner, e.g. 1=corp"))?;
    let game = game
        .trim()
        .parse::<u32>()
        .map_err(|_| format!("'{}' is not a game number", game.trim()))?;
    Ok(SideChoice {
        game,
        side: parse_side(side)?,
    })
}

/// A side preference for `side-pref`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum PreferenceArg {
    /// Play the Corp.
    Corp,
    /// Play the Runner.
    Runner,
    /// Forget the preference.
    None,
}

/// Arguments of `cut`.
#[derive(Debug, Args)]
pub struct CutArgs {
    #[command(flatten)]
    file: EventFile,
    /// Cut to the top N: 2 or 3 (single elimination only), 4, 8 or 16 (default: the structure's
    /// suggestion).
    #[arg(long, value_name = "N")]
    top: Option<usize>,
    /// Single elimination (reseeded each round, as Cobra) instead of the regulations' double
    /// elimination.
    #[arg(long)]
    single: bool,
    /// With --single, a top 8 or 16 on a fixed bracket (no reseeding, as Aesop's Tables).
    #[arg(long, requires = "single")]
    fixed: bool,
    /// Print the bracket as JSON (as `bracket --json`).
    #[arg(long)]
    json: bool,
}

/// Arguments of `cut-delete`.
#[derive(Debug, Args)]
pub struct CutDeleteArgs {
    #[command(flatten)]
    file: EventFile,
}

/// Arguments of `side-pref`.
#[derive(Debug, Args)]
pub struct SidePrefArgs {
    #[command(flatten)]
    file: EventFile,
    /// The player: name or '#ID'.
    player: String,
    /// The side they choose as the higher seed in the first elimination round, or `none`.
    #[arg(value_enum)]
    side: PreferenceArg,
}

/// Arguments of `sides`.
#[derive(Debug, Args)]
pub struct SidesArgs {
    #[command(flatten)]
    file: EventFile,
    /// The elimination game.
    #[arg(long, value_name = "G")]
    game: u32,
    /// The player who plays the Corp (the other plays the Runner).
    #[arg(long, value_name = "PLAYER")]
    corp: String,
}

/// Arguments of `bracket`.
#[derive(Debug, Args)]
pub struct BracketArgs {
    #[command(flatten)]
    file: EventFile,
    /// Print JSON instead of text.
    #[arg(long)]
    json: bool,
}

// ----- shared helpers ----------------------------------------------------------------------

/// The bracket, or the error a command after the cut gives before it.
pub(crate) fn bracket_of(event: &Event) -> Result<&Bracket, CutNotMadeHint> {
    event.cut().ok_or(CutNotMadeHint(EngineError::CutNotMade))
}

/// [`EngineError::CutNotMade`] with the command line's hint.
#[derive(Debug, thiserror::Error)]
#[error("{0} (Swiss results are reported with --table T; `cut` ends the Swiss stage)")]
pub(crate) struct CutNotMadeHint(#[source] pub EngineError);

/// "Ann (1)": a player with their seed.
fn seeded(event: &Event, b: &Bracket, p: PlayerId) -> String {
    player_text(&BracketPlayer {
        player: p,
        name: event.name_of(p),
        seed: b.seed_of(p),
        dropped: b.dropped().contains(&p),
        disqualified: b.disqualified().contains(&p),
    })
}

/// "Ann (1) [dropped]": a player of the bracket with their seed and what became of them.
fn player_text(p: &BracketPlayer) -> String {
    let mut text = match p.seed {
        Some(s) => format!("{} ({s})", p.name),
        None => p.name.clone(),
    };
    if p.dropped {
        text.push_str(" [dropped]");
    }
    if p.disqualified {
        text.push_str(" [disqualified]");
    }
    text
}

/// The players of the cut who were disqualified during it: "Di (seed 4)" each.
fn disqualified_names(event: &Event, b: &Bracket) -> Vec<String> {
    b.disqualified()
        .iter()
        .map(|&p| seeded_long(event, b, p))
        .collect()
}

/// "Ann (seed 1)".
fn seeded_long(event: &Event, b: &Bracket, p: PlayerId) -> String {
    match b.seed_of(p) {
        Some(s) => format!("{} (seed {s})", event.name_of(p)),
        None => event.name_of(p),
    }
}

/// A section's name in the JSON output (data, not words: see `io::words::section`).
fn section_name(s: Section) -> &'static str {
    match s {
        Section::Upper => "upper",
        Section::Lower => "lower",
        Section::Final => "final",
        Section::SecondFinal => "second final",
    }
}

fn status_name(s: GameStatus) -> &'static str {
    match s {
        GameStatus::Waiting => "waiting",
        GameStatus::Ready => "ready",
        GameStatus::Decided => "decided",
        GameStatus::NotNeeded => "not-needed",
    }
}

fn kind_name(k: ResultKind) -> &'static str {
    match k {
        ResultKind::Played => "played",
        ResultKind::Draw => "draw",
        ResultKind::Bye => "bye",
    }
}

/// "top 4, double elimination".
fn bracket_title(b: &Bracket) -> String {
    format!("{}, {}", b.cut(), b.kind())
}

/// "elimination round 2", "final (elimination round 4)", "second final (…)".
pub(crate) fn round_label(b: &Bracket, round: u32) -> String {
    match b.final_section(round) {
        Some(Section::SecondFinal) => format!("second final (elimination round {round})"),
        Some(_) => format!("final (elimination round {round})"),
        None => format!("elimination round {round}"),
    }
}

/// "1st Bo, 2nd Ann, 3rd –, 4th Di" (and "; disqualified: Cy (seed 3)").
fn places_line(event: &Event, b: &Bracket) -> String {
    let mut line = b
        .places()
        .iter()
        .enumerate()
        .map(|(i, p)| {
            format!(
                "{} {}",
                ordinal(i + 1),
                p.map_or_else(|| "–".to_string(), |p| event.name_of(p))
            )
        })
        .collect::<Vec<_>>()
        .join(", ");
    let dq = disqualified_names(event, b);
    if !dq.is_empty() {
        line.push_str(&format!("; disqualified (no place): {}", dq.join(", ")));
    }
    line
}

/// The Corp and Runner cells and the reason, or a bye / an empty game.
fn sides_cells(event: &Event, b: &Bracket, g: &GameView) -> (String, String, String) {
    match g.sides {
        Some(SideDecision {
            corp,
            runner,
            reason,
        }) => (
            seeded(event, b, corp),
            seeded(event, b, runner),
            crate::io::words::side_reason(reason, crate::i18n::Lang::ENGLISH),
        ),
        None => (String::new(), String::new(), String::new()),
    }
}

/// The result cell: "Ann", "Ann (draw: higher seed)", "Ann (bye)", "not needed", "".
fn result_cell(event: &Event, g: &GameView) -> String {
    match (g.status, g.result) {
        (_, Some(r)) => match r.kind {
            ResultKind::Played => event.name_of(r.winner),
            ResultKind::Draw => format!("{} (draw: higher seed)", event.name_of(r.winner)),
            ResultKind::Bye => format!("{} (bye)", event.name_of(r.winner)),
        },
        (GameStatus::NotNeeded, None) => "not needed".into(),
        _ => String::new(),
    }
}

/// One game as JSON (used by `bracket --json`, `cut --json` and `pair --json`).
fn game_json(event: &Event, b: &Bracket, g: &GameView) -> serde_json::Value {
    let player = |p: PlayerId| {
        json!({
            "id": p.0,
            "name": event.name_of(p),
            "seed": b.seed_of(p),
            "dropped": b.dropped().contains(&p),
            "disqualified": b.disqualified().contains(&p),
        })
    };
    json!({
        "game": g.number(),
        "round": g.round(),
        "section": section_name(g.spec.section),
        "status": status_name(g.status),
        "players": g.players.iter().map(|p| p.map(player)).collect::<Vec<_>>(),
        "from": g.spec.players.iter().map(ToString::to_string).collect::<Vec<_>>(),
        "sides": g.sides.map(|s| json!({
            "corp": player(s.corp),
            "runner": player(s.runner),
            "reason": s.reason,
            "why": crate::io::words::side_reason(s.reason, crate::i18n::Lang::ENGLISH),
        })),
        "result": g.result.map(|r| json!({
            "winner": player(r.winner),
            "kind": kind_name(r.kind),
        })),
    })
}

/// The whole bracket as JSON.
pub(crate) fn bracket_json(event: &Event, b: &Bracket) -> serde_json::Value {
    let seeds: Vec<serde_json::Value> = b
        .seeds()
        .iter()
        .zip(1u32..)
        .map(|(p, seed)| {
            json!({
                "seed": seed,
                "id": p.0,
                "name": event.name_of(*p),
                "dropped": b.dropped().contains(p),
                "disqualified": b.disqualified().contains(p),
                "preference": b.side_preference(*p).map(|s| s.to_string().to_lowercase()),
            })
        })
        .collect();
    let places: Vec<serde_json::Value> = b
        .places()
        .iter()
        .zip(1u32..)
        .map(|(p, place)| {
            json!({
                "place": place,
                "player": p.map(|p| json!({"id": p.0, "name": event.name_of(p), "seed": b.seed_of(p)})),
            })
        })
        .collect();
    let games: Vec<serde_json::Value> = b.games().iter().map(|g| game_json(event, b, g)).collect();
    json!({
        "cut": b.cut().players(),
        "kind": match b.kind() {
            BracketKind::DoubleElimination => "double-elimination",
            BracketKind::SingleElimination => "single-elimination",
            BracketKind::SingleEliminationFixed => "single-elimination-fixed",
        },
        "seeds": seeds,
        "games": games,
        "places": places,
        "disqualified": b.disqualified().iter().map(|p| p.0).collect::<Vec<_>>(),
        "next_round": b.next_round(),
        "finished": b.is_finished(),
    })
}

/// What to do next after the cut.
pub(crate) fn next_step(event: &Event, b: &Bracket) -> String {
    if b.is_finished() {
        return format!(
            "the elimination bracket is finished: {}",
            places_line(event, b)
        );
    }
    let open: Vec<String> = b
        .games()
        .iter()
        .filter(|g| g.status == GameStatus::Ready && g.sides.is_some())
        .map(|g| g.number().to_string())
        .collect();
    match event.pairing_blocker() {
        Some(EngineError::RoundIncomplete { round, .. }) if !open.is_empty() => format!(
            "enter the result{} of game{} {} of the {}",
            if open.len() == 1 { "" } else { "s" },
            if open.len() == 1 { "" } else { "s" },
            open.join(", "),
            round_label(b, round)
        ),
        Some(e) => elimination_error(e).to_string(),
        None => match event.next_elimination_games() {
            Some((1, _)) => "pair elimination round 1: `pair EVENT --side GAME=corp|runner` \
                             for each game (the higher seed's choice), or record preferences \
                             with `side-pref`"
                .into(),
            Some((round, _)) => format!("pair {}", round_label(b, round)),
            None => "the elimination bracket is finished".into(),
        },
    }
}

/// The engine names elimination rounds "round N"; after the cut, say which kind of round.
fn elimination_error(e: EngineError) -> anyhow::Error {
    match e {
        EngineError::RoundIncomplete {
            round,
            open,
            unpaired,
        } => {
            let missing = crate::io::explain::engine::round_lacks(
                &open,
                &unpaired,
                crate::i18n::Lang::ENGLISH,
            );
            anyhow::anyhow!("elimination round {round} is not complete: {missing}")
        }
        other => other.into(),
    }
}

/// One line about the bracket for `info`.
pub(crate) fn status_line(b: &Bracket) -> String {
    let title = bracket_title(b);
    if b.is_finished() {
        return format!("{title}: finished");
    }
    match b.next_round() {
        Some(r) => {
            let games = b.games_in_round(r);
            let ready: Vec<String> = games
                .iter()
                .filter(|g| g.status == GameStatus::Ready)
                .map(|g| g.number().to_string())
                .collect();
            let sided = games
                .iter()
                .any(|g| g.status == GameStatus::Ready && g.sides.is_some());
            if sided {
                format!(
                    "{title}: {} in progress; waiting for game(s) {}",
                    round_label(b, r),
                    ready.join(", ")
                )
            } else {
                format!("{title}: {} to be paired", round_label(b, r))
            }
        }
        None => format!("{title}: finished"),
    }
}

// ----- cut ---------------------------------------------------------------------------------

/// `cut`: end the Swiss stage.
pub fn cut(a: CutArgs, o: &mut Out<'_>) -> anyhow::Result<()> {
    let mut session = Session::open(&a.file.event)?;
    let event = session.event();
    let size = match a.top {
        Some(n) => CutSize::from_players(n)
            .filter(|c| *c != CutSize::None)
            .ok_or_else(|| anyhow::anyhow!("--top {n} is not a cut size; use 2, 3, 4, 8 or 16"))?,
        None => {
            let planned = event.planned().cut;
            if planned == CutSize::None {
                anyhow::bail!(
                    "the event plans no cut ({}): give the size with --top 2|3|4|8|16",
                    crate::io::words::structure_status(
                        &event.structure_status(),
                        crate::i18n::Lang::ENGLISH
                    )
                );
            }
            planned
        }
    };
    if matches!(size, CutSize::Top2 | CutSize::Top3) && !a.single {
        anyhow::bail!(
            "a top {} can only be single elimination: add --single",
            size.players()
        );
    }
    if a.fixed && !matches!(size, CutSize::Top8 | CutSize::Top16) {
        anyhow::bail!(
            "--fixed is for a top 8 or 16 (a smaller single-elimination cut has no reseeding to leave out)"
        );
    }
    let kind = match (a.single, a.fixed) {
        (true, true) => Some(BracketKind::SingleEliminationFixed),
        (true, false) => Some(BracketKind::SingleElimination),
        (false, _) => None,
    };
    let swiss_rounds = event.rounds().len();
    let standings = event.standings();
    session.apply_and_save(
        Command::Cut {
            size,
            kind,
            seeds: None,
        },
        o,
    )?;
    let event = session.event();
    let b = bracket_of(event)?;
    if a.json {
        return print_json(o, &bracket_json(event, b));
    }
    writeln!(
        o.out,
        "cut to the {} after {swiss_rounds} Swiss round{}",
        bracket_title(b),
        if swiss_rounds == 1 { "" } else { "s" }
    )?;
    let mut t = Table::new(&[
        ("Seed", Align::Right),
        ("Player", Align::Left),
        ("Points", Align::Right),
        ("Swiss rank", Align::Right),
    ]);
    for (p, seed) in b.seeds().iter().zip(1u32..) {
        let row = standings.of(*p);
        t.row(vec![
            seed.to_string(),
            event.name_of(*p),
            row.map(|r| r.points.to_string()).unwrap_or_default(),
            row.map(|r| r.rank.to_string()).unwrap_or_default(),
        ]);
    }
    write!(o.out, "{}", t.render())?;
    writeln!(o.out, "Elimination round 1:")?;
    let mut t = Table::new(&[
        ("Game", Align::Right),
        ("Higher seed", Align::Left),
        ("Lower seed", Align::Left),
        ("Side", Align::Left),
    ]);
    for g in b.games_in_round(1) {
        let Some((x, y)) = g.pair() else { continue };
        let seed = |p| b.seed_of(p).unwrap_or(u32::MAX);
        let (hi, lo) = if seed(x) <= seed(y) { (x, y) } else { (y, x) };
        let side = match b.side_preference(hi) {
            Some(s) => format!("{} prefers {s}", event.name_of(hi)),
            None => format!("{} chooses", event.name_of(hi)),
        };
        t.row(vec![
            g.number().to_string(),
            seeded_long(event, b, hi),
            seeded_long(event, b, lo),
            side,
        ]);
    }
    write!(o.out, "{}", t.render())?;
    writeln!(o.out, "next: {}", next_step(event, b))?;
    Ok(())
}

/// `cut-delete`: undo the cut.
pub fn cut_delete(a: CutDeleteArgs, o: &mut Out<'_>) -> anyhow::Result<()> {
    let mut session = Session::open(&a.file.event)?;
    let title = bracket_title(bracket_of(session.event())?);
    session.apply_and_save(Command::DeleteCut, o)?;
    writeln!(
        o.out,
        "deleted the cut ({title}); the Swiss stage is open again"
    )?;
    writeln!(o.out, "next: {}", super::event::next_step(session.event()))?;
    Ok(())
}

// ----- sides -------------------------------------------------------------------------------

/// `side-pref`: record the side a player takes when choosing as the higher seed.
pub fn side_pref(a: SidePrefArgs, o: &mut Out<'_>) -> anyhow::Result<()> {
    let mut session = Session::open(&a.file.event)?;
    let event = session.event();
    let player = resolve_player(event, &a.player)?;
    let b = bracket_of(event)?;
    if b.seed_of(player).is_none() {
        anyhow::bail!("{} is not in the cut", event.name_of(player));
    }
    let side = match a.side {
        PreferenceArg::Corp => Some(Side::Corp),
        PreferenceArg::Runner => Some(Side::Runner),
        PreferenceArg::None => None,
    };
    session.apply_and_save(Command::SetSidePreference { player, side }, o)?;
    let event = session.event();
    let b = bracket_of(event)?;
    let who = seeded_long(event, b, player);
    match side {
        Some(s) => writeln!(
            o.out,
            "{who} plays {s} when choosing as the higher seed in elimination round 1"
        )?,
        None => writeln!(o.out, "forgot {who}'s side preference")?,
    }
    let round1_sided = b
        .games_in_round(1)
        .iter()
        .filter(|g| g.players.contains(&Some(player)))
        .any(|g| g.sides.is_some());
    if round1_sided {
        o.note("elimination round 1 is already paired for this player: the preference no longer changes anything (use `sides` to override)")?;
    }
    Ok(())
}

/// `sides`: the organizer sets who plays the Corp in a game.
pub fn sides(a: SidesArgs, o: &mut Out<'_>) -> anyhow::Result<()> {
    let mut session = Session::open(&a.file.event)?;
    let event = session.event();
    let b = bracket_of(event)?;
    let g = b.game(a.game)?;
    let corp = resolve_player(event, &a.corp)?;
    if let Some((x, y)) = g.pair()
        && corp != x
        && corp != y
    {
        anyhow::bail!(
            "{} does not play in game {} ({} vs {})",
            event.name_of(corp),
            a.game,
            event.name_of(x),
            event.name_of(y)
        );
    }
    session.apply_and_save(Command::OverrideSides { game: a.game, corp }, o)?;
    let event = session.event();
    let b = bracket_of(event)?;
    let g = b.game(a.game)?;
    if let Some(s) = g.sides {
        writeln!(
            o.out,
            "game {}: {} plays Corp, {} Runner ({})",
            a.game,
            seeded(event, b, s.corp),
            seeded(event, b, s.runner),
            crate::io::words::side_reason(s.reason, crate::i18n::Lang::ENGLISH)
        )?;
    }
    Ok(())
}

// ----- pair --------------------------------------------------------------------------------

/// `pair` after the cut: decide the sides of the next elimination round.
pub(crate) fn pair(
    mut session: Session,
    choices: &[SideChoice],
    json: bool,
    o: &mut Out<'_>,
) -> anyhow::Result<()> {
    let event = session.event();
    let b = bracket_of(event)?;
    if let Some(e) = event.pairing_blocker() {
        return Err(elimination_error(e));
    }
    let Some((round, waiting)) = event.next_elimination_games() else {
        anyhow::bail!("the elimination bracket is finished");
    };
    for (i, c) in choices.iter().enumerate() {
        let g = b.game(c.game)?;
        if choices[..i].iter().any(|x| x.game == c.game) {
            anyhow::bail!("--side gives game {} twice", c.game);
        }
        if g.round() != 1 {
            anyhow::bail!(
                "game {} is in elimination round {}: only in the first round does the higher seed \
                 choose a side; later sides follow the least-played rule (`sides` overrides them)",
                c.game,
                g.round()
            );
        }
        if !waiting.contains(&c.game) {
            anyhow::bail!(
                "game {} is not waiting for sides (it already has sides or a result)",
                c.game
            );
        }
    }
    if round == 1 {
        let mut missing = Vec::new();
        for n in &waiting {
            if choices.iter().any(|c| c.game == *n) {
                continue;
            }
            let g = b.game(*n)?;
            let Some((x, y)) = g.pair() else { continue };
            let seed = |p| b.seed_of(p).unwrap_or(u32::MAX);
            let hi = if seed(x) <= seed(y) { x } else { y };
            if b.side_preference(hi).is_none() {
                missing.push(format!(
                    "game {n}: {} chooses (--side {n}=corp or --side {n}=runner)",
                    seeded_long(event, b, hi)
                ));
            }
        }
        if !missing.is_empty() {
            anyhow::bail!(
                "the higher seed's side choice is missing for {}; or record preferences with `side-pref`",
                missing.join("; ")
            );
        }
    }
    let outcome = session.apply_and_save(
        Command::PairElimination {
            choices: choices.to_vec(),
        },
        o,
    )?;
    print_round(session.event(), round, json, &outcome.warnings, o)
}

/// The games of one elimination round, with seeds, sides and why.
fn print_round(
    event: &Event,
    round: u32,
    json: bool,
    warnings: &[Warning],
    o: &mut Out<'_>,
) -> anyhow::Result<()> {
    let b = bracket_of(event)?;
    let games = b.games_in_round(round);
    if json {
        return print_json(
            o,
            &json!({
                "elimination_round": round,
                "label": round_label(b, round),
                "round_minutes": event.clock().map(|c| c.length_ms() / 60_000),
                "games": games.iter().map(|g| game_json(event, b, g)).collect::<Vec<_>>(),
                "warnings": warnings.iter().map(ToString::to_string).collect::<Vec<_>>(),
            }),
        );
    }
    let minutes = event
        .clock()
        .map(|c| format!("; {}-minute round", c.length_ms() / 60_000))
        .unwrap_or_default();
    let played = games
        .iter()
        .filter(|g| g.status != GameStatus::NotNeeded)
        .count();
    writeln!(
        o.out,
        "{}: {played} game{}{minutes}",
        capitalized(&round_label(b, round)),
        if played == 1 { "" } else { "s" },
    )?;
    let mut t = Table::new(&[
        ("Game", Align::Right),
        ("Section", Align::Left),
        ("Corp", Align::Left),
        ("Runner", Align::Left),
        ("Why", Align::Left),
    ]);
    for g in &games {
        let (corp, runner, why) = match (g.sides, g.result) {
            (Some(_), _) => sides_cells(event, b, g),
            (None, Some(r)) if r.kind == ResultKind::Bye => {
                let other = g
                    .players
                    .iter()
                    .flatten()
                    .find(|p| **p != r.winner)
                    .map(|p| event.name_of(*p))
                    .unwrap_or_default();
                (
                    seeded(event, b, r.winner),
                    "BYE".into(),
                    format!("{other} dropped: a bye"),
                )
            }
            _ => continue,
        };
        t.row(vec![
            g.number().to_string(),
            words::section(g.spec.section, Lang::ENGLISH),
            corp,
            runner,
            why,
        ]);
    }
    write!(o.out, "{}", t.render())?;
    Ok(())
}

fn capitalized(text: &str) -> String {
    let mut c = text.chars();
    match c.next() {
        Some(first) => first.to_uppercase().chain(c).collect(),
        None => String::new(),
    }
}

// ----- report ------------------------------------------------------------------------------

/// `report --game G RESULT`.
pub(crate) fn report(
    mut session: Session,
    game: u32,
    result: &[String],
    o: &mut Out<'_>,
) -> anyhow::Result<()> {
    let event = session.event();
    let b = bracket_of(event)?;
    let g = b.game(game)?;
    match g.status {
        GameStatus::Decided => anyhow::bail!(
            "game {game} already has a result ({}); clear it first with `unreport --game {game}`",
            describe_result(event, b, &g)
        ),
        GameStatus::NotNeeded => {
            anyhow::bail!("game {game} is not played: the upper-bracket player won the final")
        }
        GameStatus::Waiting => anyhow::bail!(
            "game {game} is not ready: its players ({}, {}) are not known yet",
            g.spec.players[0],
            g.spec.players[1]
        ),
        GameStatus::Ready => {}
    }
    let outcome = result_syntax::parse_elimination(&result.join(" "), event, &g)?;
    session.apply_and_save(Command::ReportElimination { game, outcome }, o)?;
    let event = session.event();
    let b = bracket_of(event)?;
    let g = b.game(game)?;
    let detail = match outcome {
        EliminationOutcome::Timed { scores } => {
            let [(c, cp), (r, rp)] = scores;
            let (cn, rn) = (event.name_of(c), event.name_of(r));
            if cp == rp {
                format!(" (time: Corp {cn} {cp}, Runner {rn} {rp} agenda points: a draw)")
            } else {
                format!(" (time: Corp {cn} {cp}, Runner {rn} {rp} agenda points)")
            }
        }
        _ => String::new(),
    };
    writeln!(
        o.out,
        "game {game} ({}, elimination round {}): {}{detail}",
        words::section(g.spec.section, Lang::ENGLISH),
        g.round(),
        describe_result(event, b, &g)
    )?;
    progress(event, b, o)
}

/// "Ann (1) beat Cy (3)", with how.
fn describe_result(event: &Event, b: &Bracket, g: &GameView) -> String {
    let Some(r) = g.result else {
        return "no result".into();
    };
    let loser = g.loser().map(|p| seeded(event, b, p)).unwrap_or_default();
    let winner = seeded(event, b, r.winner);
    match r.kind {
        ResultKind::Played => format!("{winner} beat {loser}"),
        ResultKind::Draw => format!("a draw: {winner}, the higher seed, beats {loser}"),
        ResultKind::Bye => format!("{winner} advances: {loser} dropped (a bye)"),
    }
}

/// What is left after a result.
fn progress(event: &Event, b: &Bracket, o: &mut Out<'_>) -> anyhow::Result<()> {
    if b.is_finished() {
        writeln!(
            o.out,
            "the elimination bracket is finished: {}",
            places_line(event, b)
        )?;
        return Ok(());
    }
    let open: Vec<String> = b
        .games()
        .iter()
        .filter(|g| g.status == GameStatus::Ready && g.sides.is_some())
        .map(|g| g.number().to_string())
        .collect();
    if open.is_empty() {
        writeln!(o.out, "next: {}", next_step(event, b))?;
    } else {
        writeln!(
            o.out,
            "waiting for game{} {}",
            if open.len() == 1 { "" } else { "s" },
            open.join(", ")
        )?;
    }
    Ok(())
}

/// `unreport --game G`.
pub(crate) fn unreport(mut session: Session, game: u32, o: &mut Out<'_>) -> anyhow::Result<()> {
    let event = session.event();
    let b = bracket_of(event)?;
    let g = b.game(game)?;
    let was = describe_result(event, b, &g);
    session.apply_and_save(Command::ClearElimination { game }, o)?;
    writeln!(o.out, "cleared the result of game {game} (was: {was})")?;
    let event = session.event();
    progress(event, bracket_of(event)?, o)
}

// ----- bracket -----------------------------------------------------------------------------

/// `bracket`: every game by round, and the places so far.
pub fn bracket(a: BracketArgs, o: &mut Out<'_>) -> anyhow::Result<()> {
    let event = save::load(&a.file.event)?;
    let b = event.cut().ok_or_else(|| {
        anyhow::anyhow!("the cut has not been made yet: `cut EVENT [--top N]` ends the Swiss stage")
    })?;
    if a.json {
        return print_json(o, &bracket_json(&event, b));
    }
    print_bracket(&event, b, o)
}

fn print_bracket(event: &Event, b: &Bracket, o: &mut Out<'_>) -> anyhow::Result<()> {
    writeln!(o.out, "{}: {}", event.settings().name, status_line(b))?;
    let seeds: Vec<String> = b
        .seeds()
        .iter()
        .zip(1u32..)
        .map(|(p, s)| {
            let mut text = format!("{s} {}", event.name_of(*p));
            if let Some(side) = b.side_preference(*p) {
                text.push_str(&format!(" (prefers {side})"));
            }
            if b.dropped().contains(p) {
                text.push_str(" (dropped)");
            }
            if b.disqualified().contains(p) {
                text.push_str(" (disqualified)");
            }
            text
        })
        .collect();
    writeln!(o.out, "seeds: {}", seeds.join(", "))?;
    let mut t = Table::new(&[
        ("Round", Align::Right),
        ("Game", Align::Right),
        ("Section", Align::Left),
        ("Player 1", Align::Left),
        ("Player 2", Align::Left),
        ("Corp", Align::Left),
        ("Why", Align::Left),
        ("Winner", Align::Left),
    ]);
    for bg in views::bracket_games(event) {
        let g = &bg.game;
        let player = |i: usize| match &bg.slots[i] {
            Slot::Player(p) => player_text(p),
            Slot::From(source) => source.to_string(),
        };
        let (corp, why) = match g.sides {
            Some(s) => (
                event.name_of(s.corp),
                crate::io::words::side_reason(s.reason, crate::i18n::Lang::ENGLISH),
            ),
            None => (String::new(), String::new()),
        };
        t.row(vec![
            g.round().to_string(),
            g.number().to_string(),
            words::section(g.spec.section, Lang::ENGLISH),
            player(0),
            player(1),
            corp,
            why,
            result_cell(event, g),
        ]);
    }
    write!(o.out, "{}", t.render())?;
    writeln!(o.out, "Places:")?;
    print_places(event, b, o)?;
    if !b.is_finished() {
        writeln!(o.out, "next: {}", next_step(event, b))?;
    }
    Ok(())
}

/// The cut's places as text rows for `standings` (Place, Player, Seed).
pub(crate) fn print_places(event: &Event, b: &Bracket, o: &mut Out<'_>) -> anyhow::Result<()> {
    let mut t = Table::new(&[
        ("Place", Align::Right),
        ("Player", Align::Left),
        ("Seed", Align::Right),
    ]);
    for (i, p) in b.places().iter().enumerate() {
        t.row(vec![
            (i + 1).to_string(),
            p.map(|p| event.name_of(p)).unwrap_or_default(),
            p.and_then(|p| b.seed_of(p))
                .map(|s| s.to_string())
                .unwrap_or_default(),
        ]);
    }
    // Disqualified players take no place (the places below moved up).
    for &p in b.disqualified() {
        t.row(vec![
            "DQ".into(),
            format!("{} (disqualified)", event.name_of(p)),
            b.seed_of(p).map(|s| s.to_string()).unwrap_or_default(),
        ]);
    }
    write!(o.out, "{}", t.render())?;
    Ok(())
}

/// The cut's places as JSON for `standings --json`.
pub(crate) fn places_json(event: &Event, b: &Bracket) -> serde_json::Value {
    json!({
        "cut": b.cut().players(),
        "kind": b.kind().to_string(),
        "finished": b.is_finished(),
        "places": b.places().iter().zip(1u32..).map(|(p, place)| json!({
            "place": place,
            "id": p.map(|p| p.0),
            "name": p.map(|p| event.name_of(p)),
            "seed": p.and_then(|p| b.seed_of(p)),
        })).collect::<Vec<_>>(),
        "disqualified": b.disqualified().iter().map(|&p| json!({
            "id": p.0,
            "name": event.name_of(p),
            "seed": b.seed_of(p),
        })).collect::<Vec<_>>(),
    })
}
