//! The import: settings, the Swiss rounds through engine commands, the published values compared.

use super::aesops_sos::{self, AesopsFormula};
use super::cut::{FileCut, import_cut};
use super::parse::{
    FileGame, FilePlayer, opt_int, opt_text, parse_elimination_players, parse_players, parse_rounds,
};
use super::results::{double_result, scores_written, single_result, single_side};
use super::{
    Comparison, Dialect, Difference, EXTRA_ELIMINATION_PLAYERS, EXTRA_ELIMINATION_ROUNDS,
    EXTRA_IMPORTED_FROM, EliminationGame, EliminationSeat, ImportNote, Imported, KNOWN_FIELDS,
    MAX_IMPORT_BYTES, NrtmError, Published, aesops2023, invalid, single_sided_import_format,
};
use crate::engine::standings::to_f64;
use crate::engine::{
    Command, CutSize, Event, EventSettings, Format, ManualPairing, MatchResult, Outcome,
    PlayerDetails, PlayerId, Side, Structure,
};
use serde_json::{Map, Value, json};
use std::collections::{BTreeMap, BTreeSet, HashMap};

fn settings_from(
    top: &Map<String, Value>,
    registered: usize,
    swiss_rounds: usize,
    single_sided: bool,
    notes: &mut Vec<ImportNote>,
) -> Result<EventSettings, NrtmError> {
    let raw_name = opt_text(top, "name", "top level")?.unwrap_or_default();
    let mut name: String = raw_name
        .chars()
        .map(|c| if c.is_control() { ' ' } else { c })
        .take(crate::engine::event::MAX_NAME_CHARS)
        .collect();
    name = name.trim().to_string();
    if name.is_empty() {
        name = "Imported event".to_string();
        notes.push(ImportNote::NoName);
    } else if name != raw_name {
        notes.push(ImportNote::NameCleaned { name: name.clone() });
    }
    let mut extra: BTreeMap<String, Value> = top
        .iter()
        .filter(|(k, _)| !KNOWN_FIELDS.contains(&k.as_str()))
        .map(|(k, v)| (k.clone(), v.clone()))
        .collect();
    let date = match opt_text(top, "date", "top level")? {
        None => None,
        Some(d) if chrono::NaiveDate::parse_from_str(&d, "%Y-%m-%d").is_ok() => Some(d),
        Some(d) => {
            notes.push(ImportNote::DateKeptAsText { date: d.clone() });
            extra.insert("date".into(), Value::String(d));
            None
        }
    };
    let basic = Structure::Basic.suggestion(registered);
    let max_rounds = crate::engine::structure::MAX_SWISS_ROUNDS;
    let prelim = opt_int(top, "preliminaryRounds", "top level")?
        .and_then(|n| u32::try_from(n).ok())
        .filter(|n| (1..=max_rounds).contains(n));
    let played = u32::try_from(swiss_rounds)
        .ok()
        .filter(|n| (1..=max_rounds).contains(n));
    let rounds = prelim.or(played).unwrap_or(basic.rounds);
    let cut = match opt_int(top, "cutToTop", "top level")? {
        None => basic.cut,
        Some(n) => match usize::try_from(n).ok().and_then(CutSize::from_players) {
            Some(c) => c,
            None => {
                notes.push(ImportNote::CutSizeUnsupported { players: n });
                extra.insert("cutToTop".into(), json!(n));
                CutSize::None
            }
        },
    };
    let structure = if rounds == basic.rounds && cut == basic.cut {
        Structure::Basic
    } else {
        Structure::Custom { rounds, cut }
    };
    if let Some(from) = opt_text(top, "uploadedFrom", "top level")? {
        extra.insert(EXTRA_IMPORTED_FROM.into(), Value::String(from));
    } else if top.get("links").is_some_and(Value::is_object) {
        extra.insert(EXTRA_IMPORTED_FROM.into(), Value::String("NRTM".into()));
    }
    let mut settings = EventSettings::new(name, structure);
    settings.date = date;
    settings.format = if single_sided {
        single_sided_import_format(&settings.name)
    } else {
        Format::Standard
    };
    settings.extra = extra;
    Ok(settings)
}

// ----- import -----------------------------------------------------------------------------------

/// When a player leaves after a round.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Leave {
    Drop,
    Disqualify,
}

impl Leave {
    pub(super) fn command(self, player: PlayerId) -> Command {
        match self {
            Leave::Drop => Command::DropPlayer { player },
            Leave::Disqualify => Command::DisqualifyPlayer { player },
        }
    }
}

/// Applies a command, naming `place` in the error; engine warnings go to the notes.
pub(super) fn run(
    event: &mut Event,
    command: Command,
    place: &dyn Fn() -> String,
    notes: &mut Vec<ImportNote>,
) -> Result<Outcome, NrtmError> {
    let out = event.apply(command).map_err(|source| NrtmError::Engine {
        place: place(),
        source,
    })?;
    // Point gaps are advice for pairing by hand; the file's pairings were made elsewhere.
    notes.extend(
        out.warnings
            .iter()
            .filter(|w| !matches!(w, crate::engine::Warning::PointGap { .. }))
            .cloned()
            .map(ImportNote::Engine),
    );
    Ok(out)
}

/// The Swiss part of the file, checked and ready to be built: results, sides, and when each
/// player joins, leaves and comes back.
struct SwissPlan<'a> {
    rounds: &'a [Vec<FileGame>],
    results: Vec<Vec<Option<MatchResult>>>,
    /// Per round: score adjustments that keep the file's totals (player, points, reason).
    adjustments: Vec<Vec<(PlayerId, i32, String)>>,
    sides: Vec<Vec<Option<Side>>>,
    join_before: BTreeMap<u32, Vec<&'a FilePlayer>>,
    rejoin_before: BTreeMap<u32, Vec<&'a FilePlayer>>,
    leave_after: BTreeMap<u32, Vec<(&'a FilePlayer, Leave)>>,
}

/// A player in the cut whose drop (or disqualification) after the last Swiss round is applied
/// during the cut instead.
pub(super) type Deferred = Vec<(PlayerId, Leave)>;

impl SwissPlan<'_> {
    /// Builds the players and the Swiss rounds through [`Event::apply`]. The final leave of a
    /// player in `defer` after the last Swiss round is not applied but returned: they are in the
    /// cut, so they leave during it.
    fn build(
        &self,
        settings: EventSettings,
        seed: u64,
        defer: &BTreeSet<PlayerId>,
        notes: &mut Vec<ImportNote>,
    ) -> Result<(Event, Deferred), NrtmError> {
        let last = self.rounds.len() as u32;
        let mut deferred = Vec::new();
        let mut event = Event::new(settings, seed);
        let add = |event: &mut Event, p: &FilePlayer, notes: &mut Vec<ImportNote>| {
            let details = PlayerDetails {
                name: p.name.clone(),
                corp: p.corp.clone(),
                runner: p.runner.clone(),
                pronouns: p.pronouns.clone(),
                reading: None,
                fixed_table: None,
                no_video: false,
            };
            run(
                event,
                Command::AddPlayer {
                    details,
                    id: Some(p.id),
                },
                &|| p.place(),
                notes,
            )
            .map(|_| ())
        };
        let mut leave = |event: &mut Event, after: u32, notes: &mut Vec<ImportNote>| {
            for (p, how) in self.leave_after.get(&after).into_iter().flatten() {
                if after == last && after > 0 && defer.contains(&p.id) {
                    deferred.push((p.id, *how));
                    continue;
                }
                run(event, how.command(p.id), &|| p.place(), notes)?;
            }
            Ok::<(), NrtmError>(())
        };
        for p in self.join_before.get(&1).into_iter().flatten() {
            add(&mut event, p, notes)?;
        }
        leave(&mut event, 0, notes)?;
        for (i, round) in self.rounds.iter().enumerate() {
            let r = i + 1;
            let r32 = r as u32;
            if r > 1 {
                for p in self.join_before.get(&r32).into_iter().flatten() {
                    add(&mut event, p, notes)?;
                }
                for p in self.rejoin_before.get(&r32).into_iter().flatten() {
                    run(
                        &mut event,
                        Command::RejoinPlayer { player: p.id },
                        &|| p.place(),
                        notes,
                    )?;
                }
            }
            let mut used = BTreeSet::new();
            let mut pairings = Vec::with_capacity(round.len());
            for (k, g) in round.iter().enumerate() {
                let table = match g.table {
                    Some(t) if !used.insert(t) => {
                        notes.push(ImportNote::TableUsedTwice {
                            game: g.at(r),
                            table: t,
                        });
                        None
                    }
                    other => other,
                };
                let (p1, p2) = if g.is_bye() {
                    match g.holder() {
                        Some(h) => (h, None),
                        None => return Err(invalid(g.place(r), "a bye without a player")),
                    }
                } else {
                    match (g.p1.id, g.p2.id) {
                        (Some(a), Some(b)) => (a, Some(b)),
                        _ => return Err(invalid(g.place(r), "a game without two players")),
                    }
                };
                let p1_side = self.sides.get(i).and_then(|s| s.get(k)).copied().flatten();
                pairings.push(ManualPairing {
                    table,
                    p1,
                    p2,
                    p1_side,
                    side_reason: g.side_reason.filter(|_| p1_side.is_some()),
                });
            }
            run(
                &mut event,
                Command::AddRound { pairings },
                &|| format!("round {r}"),
                notes,
            )?;
            // One command for the round's results: every command copies the event.
            let mut batch: Vec<(u32, MatchResult, String)> = Vec::with_capacity(round.len());
            for (k, g) in round.iter().enumerate() {
                let Some(result) = self
                    .results
                    .get(i)
                    .and_then(|x| x.get(k))
                    .copied()
                    .flatten()
                else {
                    continue;
                };
                let table =
                    g.p1.id
                        .and_then(|p| event.round(r32).and_then(|x| x.pairing_of(p)))
                        .map(|x| x.table)
                        .ok_or_else(|| invalid(g.place(r), "the game was not paired"))?;
                batch.push((table, result, g.place(r)));
            }
            if !batch.is_empty() {
                let command = Command::ReportResults {
                    round: r32,
                    results: batch.iter().map(|(t, res, _)| (*t, *res)).collect(),
                };
                if let Err(e) = run(&mut event, command, &|| format!("round {r}"), notes) {
                    // Name the table the engine refused.
                    let mut probe = event.clone();
                    for (table, result, place) in &batch {
                        let one = Command::ReportResult {
                            round: r32,
                            table: *table,
                            result: *result,
                        };
                        if let Err(source) = probe.apply(one) {
                            return Err(NrtmError::Engine {
                                place: place.clone(),
                                source,
                            });
                        }
                    }
                    return Err(e);
                }
            }
            for (player, delta, reason) in self.adjustments.get(i).into_iter().flatten() {
                run(
                    &mut event,
                    Command::AdjustScore {
                        round: r32,
                        player: *player,
                        delta: *delta,
                        reason: reason.clone(),
                    },
                    &|| format!("round {r}"),
                    notes,
                )?;
            }
            leave(&mut event, r32, notes)?;
        }
        Ok((event, deferred))
    }
}

/// Reads an NRTM, Cobra or Aesop's Tables results file and rebuilds the event through
/// [`Event::apply`]; `seed` seeds the event's random generator (tiebreak numbers, later
/// pairings). See `docs/nrtm-format.md` for the rules.
pub fn import(bytes: &[u8], seed: u64) -> Result<Imported, NrtmError> {
    if bytes.len() > MAX_IMPORT_BYTES {
        return Err(NrtmError::TooLarge {
            size: bytes.len(),
            max: MAX_IMPORT_BYTES,
        });
    }
    let bytes = bytes
        .strip_prefix(b"\xEF\xBB\xBF".as_slice())
        .unwrap_or(bytes);
    if let Err(e) = std::str::from_utf8(bytes) {
        return Err(invalid(
            "file",
            format!("not UTF-8 text ({e}); the file must be saved as UTF-8"),
        ));
    }
    let root: Value = serde_json::from_slice(bytes)?;
    let top = root
        .as_object()
        .ok_or_else(|| invalid("top level", "not a JSON object"))?;
    let mut notes = Vec::new();
    let dialect = Dialect::detect(top);
    let mut players = parse_players(top)?;
    let known: BTreeSet<PlayerId> = players.iter().map(|p| p.id).collect();
    let mut rounds = parse_rounds(top, &known, &mut notes)?;
    let elimination_players = parse_elimination_players(top, &known)?;
    if dialect == Dialect::AesopsTables2023 {
        // SoS and ESoS are rounded to 3 decimals, however many are written.
        for p in &mut players {
            for v in [&mut p.sos, &mut p.esos].into_iter().flatten() {
                v.tolerance = v.tolerance.min(aesops2023::PUBLISHED_TOLERANCE);
            }
        }
    }
    // Cut games that give their winner as the tool's own numbers (Aesop's Tables 2023).
    let seeds: HashMap<PlayerId, u32> = elimination_players
        .iter()
        .filter_map(|e| Some((e.player, e.seed?)))
        .collect();
    let names: HashMap<PlayerId, &str> = players.iter().map(|p| (p.id, p.name.as_str())).collect();
    let name = |p: PlayerId| {
        names
            .get(&p)
            .map_or_else(|| p.to_string(), |n| (*n).to_string())
    };
    if let Some(note) = aesops2023::resolve_cut_numbers(&mut rounds, &seeds, &name)? {
        notes.push(note);
    }

    // Single- or double-sided: decided by the roles of the Swiss games.
    let single_sided = rounds
        .swiss
        .iter()
        .flatten()
        .any(|g| !g.is_bye() && (g.p1.role.is_some() || g.p2.role.is_some()));
    let registered = players.iter().filter(|p| !p.disqualified).count();
    let settings = settings_from(
        top,
        registered,
        rounds.swiss.len(),
        single_sided,
        &mut notes,
    )?;
    // The file's elimination data, verbatim: kept in `extra` when there is no cut to build (an
    // empty `eliminationPlayers`) or the cut cannot be built.
    let mut raw_settings = settings.clone();
    if !rounds.elimination_raw.is_empty() {
        raw_settings.extra.insert(
            EXTRA_ELIMINATION_ROUNDS.into(),
            Value::Array(rounds.elimination_raw.clone()),
        );
    }
    if let Some(v) = top.get("eliminationPlayers").filter(|v| v.is_array()) {
        raw_settings
            .extra
            .insert(EXTRA_ELIMINATION_PLAYERS.into(), v.clone());
    }

    // Results first, so every error in the file is found before the event is built.
    let n = rounds.swiss.len();
    let mut results: Vec<Vec<Option<MatchResult>>> = Vec::with_capacity(n);
    let mut adjustments: Vec<Vec<(PlayerId, i32, String)>> = Vec::with_capacity(n);
    let mut sides: Vec<Vec<Option<Side>>> = Vec::with_capacity(n);
    for (i, round) in rounds.swiss.iter().enumerate() {
        let r = i + 1;
        let mut rr = Vec::with_capacity(round.len());
        let mut rs = Vec::with_capacity(round.len());
        let mut ra = Vec::new();
        for g in round {
            let place = g.place(r);
            if g.is_bye() {
                let holder = if g.p1.id.is_some() { &g.p1 } else { &g.p2 };
                let bye_points: i32 = if single_sided { 3 } else { 6 };
                let file_points = holder.combined.or_else(|| {
                    holder
                        .corp
                        .zip(holder.runner)
                        .and_then(|(a, b)| i32::try_from(a + b).ok())
                });
                if let Some(p) = file_points
                    && p != bye_points
                    && let Some(id) = holder.id
                {
                    notes.push(ImportNote::ByeWorth {
                        game: g.at(r),
                        file: p,
                        bye: bye_points,
                        player: name(id),
                    });
                    ra.push((id, p - bye_points, format!("the file's bye is worth {p}")));
                }
                rr.push(None);
                rs.push(None);
                continue;
            }
            let (read, side) = if single_sided {
                let side = single_side(g, &place)?;
                (single_result(g, side), Some(side))
            } else {
                if g.p1.role.is_some() || g.p2.role.is_some() {
                    return Err(invalid(
                        &place,
                        "a single-sided game in a double-sided event (mixed rounds are not supported)",
                    ));
                }
                (double_result(g, g.at(r), &mut notes), None)
            };
            let read = match read {
                None if r < n && scores_written(g) => {
                    // 0–0 with later rounds: both lost (or a double game loss).
                    notes.push(ImportNote::DoubleLoss {
                        game: g.at(r),
                        next: r + 1,
                    });
                    Some((
                        MatchResult::Totals {
                            p1: 0,
                            p2: 0,
                            two_for_one: g.two_for_one,
                        },
                        [0, 0],
                    ))
                }
                None if r < n => {
                    return Err(invalid(
                        &place,
                        format!("no result (scores null), but round {} follows", r + 1),
                    ));
                }
                other => other,
            };
            if let Some((result, adjust)) = &read
                && adjust != &[0, 0]
            {
                let (base_1, base_2) = result.points(side);
                let ids = [g.p1.id, g.p2.id];
                let published = [base_1 as i32 + adjust[0], base_2 as i32 + adjust[1]];
                let mut who = Vec::new();
                for k in 0..2 {
                    if let (Some(id), d) = (ids[k], adjust[k])
                        && d != 0
                    {
                        who.push((name(id), d));
                        ra.push((
                            id,
                            d,
                            format!(
                                "round total {} as published; the games give {}",
                                published[k],
                                if k == 0 { base_1 } else { base_2 }
                            ),
                        ));
                    }
                }
                notes.push(ImportNote::RoundTotals {
                    game: g.at(r),
                    published,
                    games: [base_1, base_2],
                    adjusted: who,
                });
            }
            rr.push(read.map(|(result, _)| result));
            rs.push(side);
        }
        results.push(rr);
        adjustments.push(ra);
        sides.push(rs);
    }

    // When each player joins, leaves and comes back.
    let n32 = n as u32;
    let mut appearances: HashMap<PlayerId, Vec<u32>> = HashMap::new();
    for (i, round) in rounds.swiss.iter().enumerate() {
        for g in round {
            for id in [g.p1.id, g.p2.id].into_iter().flatten() {
                appearances.entry(id).or_default().push(i as u32 + 1);
            }
        }
    }
    let mut by_id: Vec<&FilePlayer> = players.iter().collect();
    by_id.sort_by_key(|p| p.id);
    let mut join_before: BTreeMap<u32, Vec<&FilePlayer>> = BTreeMap::new();
    let mut rejoin_before: BTreeMap<u32, Vec<&FilePlayer>> = BTreeMap::new();
    let mut leave_after: BTreeMap<u32, Vec<(&FilePlayer, Leave)>> = BTreeMap::new();
    for p in &by_id {
        let last_leave = if p.disqualified {
            Leave::Disqualify
        } else {
            Leave::Drop
        };
        let apps = appearances.get(&p.id).map(Vec::as_slice).unwrap_or(&[]);
        let Some((&first, _)) = apps.split_first() else {
            join_before.entry(1).or_default().push(p);
            if n > 0 || p.forfeit || p.disqualified {
                leave_after.entry(0).or_default().push((p, last_leave));
            }
            continue;
        };
        join_before.entry(first).or_default().push(p);
        if first > 1 {
            notes.push(ImportNote::LateRegistration {
                player: p.label(),
                round: first,
            });
        }
        for w in apps.windows(2) {
            if let [a, b] = *w
                && b > a + 1
            {
                leave_after.entry(a).or_default().push((p, Leave::Drop));
                rejoin_before.entry(b).or_default().push(p);
                notes.push(ImportNote::MissedRounds {
                    player: p.label(),
                    after: a,
                    back: b,
                });
            }
        }
        let last = apps.last().copied().unwrap_or(first);
        if last < n32 || p.forfeit || p.disqualified {
            leave_after.entry(last).or_default().push((p, last_leave));
        }
    }
    let plan = SwissPlan {
        rounds: &rounds.swiss,
        results,
        adjustments,
        sides,
        join_before,
        rejoin_before,
        leave_after,
    };

    // The cut: its players leave (drop, disqualification) during it, not before it.
    let has_cut = !rounds.elimination.is_empty() || !elimination_players.is_empty();
    let mut seeded: Vec<PlayerId> = elimination_players.iter().map(|e| e.player).collect();
    for g in rounds.elimination.iter().flatten() {
        for p in [g.p1.id, g.p2.id].into_iter().flatten() {
            if !seeded.contains(&p) {
                seeded.push(p);
            }
        }
    }
    let defer: BTreeSet<PlayerId> = if has_cut {
        seeded.iter().copied().collect()
    } else {
        BTreeSet::new()
    };
    let mut build_notes = Vec::new();
    let first = if has_cut {
        settings
    } else {
        raw_settings.clone()
    };
    let (event, deferred) = plan.build(first, seed, &defer, &mut build_notes)?;
    let mut cut_differences = Vec::new();
    let event = if has_cut {
        let standings = event.standings();
        let swiss_rank = players
            .iter()
            .filter_map(|p| {
                let rank = p
                    .rank
                    .and_then(|r| u64::try_from(r).ok())
                    .or_else(|| standings.of(p.id).map(|r| r.rank as u64))?;
                Some((p.id, rank))
            })
            .collect();
        let file_cut = FileCut {
            cut_to_top: opt_int(top, "cutToTop", "top level")?.filter(|n| *n != 0),
            players: &elimination_players,
            first_round: rounds.elimination.first().map_or(&[], Vec::as_slice),
            games: rounds
                .elimination
                .iter()
                .zip(&rounds.elimination_numbers)
                .flat_map(|(games, &number)| games.iter().map(move |g| (number, g)))
                .collect(),
            seeded,
            swiss_rank,
        };
        match import_cut(&event, &file_cut, &deferred) {
            Ok(cut) => {
                build_notes.extend(cut.notes);
                cut_differences = cut.differences;
                cut.event
            }
            Err(reason) => {
                // Build again, with the elimination data kept verbatim for export.
                build_notes.clear();
                let (event, _) =
                    plan.build(raw_settings, seed, &BTreeSet::new(), &mut build_notes)?;
                build_notes.push(ImportNote::CutKept(std::sync::Arc::new(reason)));
                event
            }
        }
    } else {
        event
    };
    notes.extend(build_notes);

    let elimination = rounds
        .elimination
        .iter()
        .enumerate()
        .flat_map(|(i, games)| {
            games.iter().map(move |g| EliminationGame {
                round: i as u32 + 1,
                game: g.table,
                player1: EliminationSeat {
                    player: g.p1.id,
                    role: g.p1.role,
                    winner: g.p1.winner,
                },
                player2: EliminationSeat {
                    player: g.p2.id,
                    role: g.p2.role,
                    winner: g.p2.winner,
                },
                bye: g.bye,
            })
        })
        .collect();
    let (mut differences, mut comparison) = compare(&event, &players, dialect);
    comparison.cut_places = cut_differences.len();
    differences.extend(cut_differences);
    Ok(Imported {
        dialect,
        comparison,
        event,
        differences,
        notes,
        elimination,
        elimination_players,
    })
}

/// Published values against the recomputed standings. An Aesop's Tables file whose SoS and
/// ESoS are all what Aesop's Tables computed at some time ([`AesopsFormula`]) says so in the
/// summary instead of listing each difference.
fn compare(
    event: &Event,
    players: &[FilePlayer],
    dialect: Dialect,
) -> (Vec<Difference>, Comparison) {
    let (mut tagged, mut counts) = compare_fields(event, players);
    let aesops = matches!(dialect, Dialect::AesopsTables | Dialect::AesopsTables2023);
    if aesops
        && counts.sos + counts.esos > 0
        && let Some((formula, values)) = AesopsFormula::ALL.into_iter().find_map(|f| {
            let values = aesops_sos::values(event, f);
            gives_every_value(event, players, &values).then_some((f, values))
        })
    {
        counts.explained = Some(formula);
        counts.ranks_explained = ranks_follow(players, &values, event);
        let ranks = counts.ranks_explained;
        tagged.retain(|d| match d {
            Difference::Standing { field, .. } => match field {
                Published::Sos | Published::Esos => false,
                Published::Rank => !ranks,
                Published::MatchPoints => true,
            },
            Difference::CutPlace { .. } => true,
        });
    }
    (tagged, counts)
}

/// Whether a formula's values are every published SoS and ESoS (as Aesop's Tables rounds them).
fn gives_every_value(
    event: &Event,
    players: &[FilePlayer],
    values: &HashMap<PlayerId, (f64, f64)>,
) -> bool {
    let standings = event.standings();
    players
        .iter()
        .filter(|p| standings.of(p.id).is_some())
        .all(|p| {
            let (sos, esos) = values.get(&p.id).copied().unwrap_or((0.0, 0.0));
            [(p.sos, sos), (p.esos, esos)]
                .iter()
                .all(|(published, ours)| {
                    published.is_none_or(|v| {
                        (v.value - ours).abs() <= v.tolerance.max(aesops2023::PUBLISHED_TOLERANCE)
                    })
                })
        })
}

/// Whether the published ranks order the players by points, then a formula's SoS and ESoS
/// (ties in any order).
fn ranks_follow(
    players: &[FilePlayer],
    values: &HashMap<PlayerId, (f64, f64)>,
    event: &Event,
) -> bool {
    let standings = event.standings();
    let mut ranked: Vec<(i64, (u32, f64, f64))> = players
        .iter()
        .filter_map(|p| {
            let row = standings.of(p.id)?;
            let (sos, esos) = values.get(&p.id).copied().unwrap_or((0.0, 0.0));
            Some((p.rank?, (row.points, sos, esos)))
        })
        .collect();
    ranked.sort_by_key(|(rank, _)| *rank);
    ranked.windows(2).all(|w| {
        w[0].1
            .partial_cmp(&w[1].1)
            .is_some_and(|o| o != std::cmp::Ordering::Less)
    })
}

fn compare_fields(event: &Event, players: &[FilePlayer]) -> (Vec<Difference>, Comparison) {
    let standings = event.standings();
    let mut out = Vec::new();
    let mut counts = Comparison::default();
    for p in players {
        let Some(row) = standings.of(p.id) else {
            continue;
        };
        counts.players += 1;
        if let Some(mp) = p.match_points
            && mp != i64::from(row.points)
        {
            counts.match_points += 1;
            out.push(Difference::Standing {
                player: p.label(),
                field: Published::MatchPoints,
                file: mp.to_string(),
                ours: row.points.to_string(),
            });
        }
        for (field, published, exact) in [
            (Published::Sos, p.sos, &row.sos),
            (Published::Esos, p.esos, &row.esos),
        ] {
            if let Some(v) = published {
                let ours = to_f64(exact);
                if (v.value - ours).abs() > v.tolerance {
                    if field == Published::Sos {
                        counts.sos += 1;
                    } else {
                        counts.esos += 1;
                    }
                    out.push(Difference::Standing {
                        player: p.label(),
                        field,
                        file: v.value.to_string(),
                        ours: ours.to_string(),
                    });
                }
            }
        }
        if let Some(rank) = p.rank
            && rank != row.rank as i64
        {
            counts.rank += 1;
            out.push(Difference::Standing {
                player: p.label(),
                field: Published::Rank,
                file: rank.to_string(),
                ours: row.rank.to_string(),
            });
        }
    }
    (out, counts)
}
