//! Pairings and standings as text to paste into a chat (a store's Discord, a group chat), for
//! events without the local-network pages (issue 22).
//!
//! Two styles: plain text, one line per table or player (reads well in any chat, in a
//! proportional font), and Markdown, a heading and tables with every name escaped (a name like
//! `*Ann*`, `a|b` or `[x](y)` shows as typed and never breaks the table).
//!
//! Everything is rendered from [`Event::player_view`]: before round 1 is paired no identity
//! appears. Rounds are the printouts' ([`print::rounds::view`], [`print::multiplayer::views`]),
//! so a shared round says what the wall printout says.

use crate::engine::elimination::ordinal;
use crate::engine::standings::three_decimals;
use crate::engine::{Event, Side};
use crate::io::identities;
use crate::io::print::{self, Kind, PrintError, Printout, RoundRef};

/// How the text is written.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Style {
    /// Plain text, one line per table or player.
    #[default]
    Text,
    /// Markdown: a bold heading and tables, names escaped.
    Markdown,
}

/// What to share.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum What {
    /// The pairings of a round (`None`: the round being played), or a round of pods.
    Pairings(Option<RoundRef>),
    /// The standings as they are now (after the cut: the cut's places first).
    Standings,
}

/// One table of shared text: a heading, columns, and rows with their plain-text line.
struct Block {
    heading: Option<String>,
    columns: Vec<&'static str>,
    /// Each row: its cells (Markdown) and its line (plain text).
    rows: Vec<(Vec<String>, String)>,
}

/// A whole shared text.
struct Shared {
    title: String,
    blocks: Vec<Block>,
    notes: Vec<String>,
}

/// The text to paste for `what`, in `style`. Fails (as the printouts do) when the round does
/// not exist or no round has been paired.
pub fn text(event: &Event, what: What, style: Style) -> Result<String, PrintError> {
    let view = event.player_view();
    let event: &Event = &view;
    let shared = match what {
        What::Pairings(round) => pairings(event, round)?,
        What::Standings => standings(event),
    };
    Ok(match style {
        Style::Text => plain(&shared),
        Style::Markdown => markdown(&shared),
    })
}

/// The round being played and its featured table, if the organizer marked one (for the
/// projector and the players' pages).
pub fn featured_now(event: &Event) -> Option<(RoundRef, u32)> {
    let round = print::current_round(event)?;
    event.featured_table(round).map(|t| (round, t))
}

// ----- pairings ---------------------------------------------------------------------------

fn pairings(event: &Event, round: Option<RoundRef>) -> Result<Shared, PrintError> {
    let kind = if event.is_multiplayer() {
        Kind::Pods
    } else {
        Kind::PairingsByTable
    };
    Ok(match Printout::for_event(event, kind, round)? {
        Printout::Pods { round } => pods(event, round),
        Printout::PairingsByTable { round } => tables(event, round),
        // `for_event` gives the kind asked for.
        _ => return Err(PrintError::NoRounds),
    })
}

fn featured_note(event: &Event, round: RoundRef, unit: &str) -> Vec<String> {
    event
        .featured_table(round)
        .map(|t| vec![format!("On stream: {unit} {t}.")])
        .unwrap_or_default()
}

fn tables(event: &Event, round: RoundRef) -> Shared {
    let v = print::rounds::view(event, round, crate::i18n::Lang::ENGLISH);
    let featured = event.featured_table(round);
    let unit = if v.elimination { "Game" } else { "Table" };
    let columns = if v.elimination {
        vec![unit, "Player 1", "Side", "Player 2", "Side"]
    } else if v.sides_fixed {
        vec![unit, "Corp", "Pts", "Runner", "Pts"]
    } else {
        vec![unit, "Player 1", "Pts", "Player 2", "Pts"]
    };
    let mut rows = Vec::new();
    for s in &v.seats {
        // Single-sided Swiss: the Corp player first (as the printout).
        let (a, b) = match &s.b {
            Some(b) if !v.elimination && v.sides_fixed && s.a.side == Some(Side::Runner) => {
                (b, Some(&s.a))
            }
            _ => (&s.a, s.b.as_ref()),
        };
        let number = match featured == Some(s.table) {
            true => format!("{} (on stream)", s.table),
            false => s.table.to_string(),
        };
        let extra = |e: &print::rounds::Entrant| -> String {
            if v.elimination {
                if s.walkover {
                    "bye".into()
                } else {
                    e.side.map(|x| x.to_string()).unwrap_or_default()
                }
            } else {
                e.points.map(|p| p.to_string()).unwrap_or_default()
            }
        };
        let label = |e: &print::rounds::Entrant| match e.seed {
            Some(seed) => format!("{} (seed {seed})", e.name),
            None => e.name.clone(),
        };
        let described = |e: &print::rounds::Entrant| {
            let mut parts = Vec::new();
            if let Some(seed) = e.seed {
                parts.push(format!("seed {seed}"));
            }
            if let Some(side) = e.side.filter(|_| !s.walkover) {
                parts.push(side.to_string());
            }
            if let Some(p) = e.points {
                parts.push(format!("{p} pts"));
            }
            match parts.is_empty() {
                true => e.name.clone(),
                false => format!("{} ({})", e.name, parts.join(", ")),
            }
        };
        let (cells, line) = match b {
            None => (
                vec![
                    number.clone(),
                    label(a),
                    extra(a),
                    "BYE".into(),
                    String::new(),
                ],
                format!("{unit} {number}: {} has a bye", described(a)),
            ),
            Some(b) => {
                let walkover = if s.walkover {
                    " (a bye: the opponent dropped)"
                } else {
                    ""
                };
                (
                    vec![number.clone(), label(a), extra(a), label(b), extra(b)],
                    format!(
                        "{unit} {number}: {} vs {}{walkover}",
                        described(a),
                        described(b)
                    ),
                )
            }
        };
        rows.push((cells, line));
    }
    let mut notes = featured_note(event, round, &unit.to_lowercase());
    notes.extend(v.notes.iter().cloned());
    if v.seats.is_empty() {
        notes.push("No tables in this round.".into());
    }
    Shared {
        title: format!("{}: {} pairings", event.settings().name, v.label),
        blocks: vec![Block {
            heading: None,
            columns,
            rows,
        }],
        notes,
    }
}

fn pods(event: &Event, round: u32) -> Shared {
    let bso = print::multiplayer::is_bso(event);
    let featured = event.featured_table(RoundRef::Swiss(round));
    let mut blocks = Vec::new();
    for v in print::multiplayer::views(event, round, crate::i18n::Lang::ENGLISH) {
        let mut columns = vec!["Seat", "Role", "Player"];
        if bso {
            columns.push("Team");
        }
        columns.push("Identity");
        let rows = v
            .seats
            .iter()
            .map(|s| {
                let identity = s.identity.clone().unwrap_or_default();
                let mut cells = vec![s.seat.to_string(), s.role.clone(), s.name.clone()];
                let mut line = format!("{}. {}: {}", s.seat, s.role, s.name);
                if bso {
                    let team = s.team.clone().unwrap_or_default();
                    if !team.is_empty() {
                        line.push_str(&format!(" ({team})"));
                    }
                    cells.push(team);
                }
                if !identity.is_empty() {
                    line.push_str(&format!(", {identity}"));
                }
                cells.push(identity);
                (cells, line)
            })
            .collect();
        let stream = if featured == Some(v.number) {
            " (on stream)"
        } else {
            ""
        };
        blocks.push(Block {
            heading: Some(format!("Pod {}{stream}", v.number)),
            columns,
            rows,
        });
    }
    let mut notes = featured_note(event, RoundRef::Swiss(round), "pod");
    notes.push("Seats are listed clockwise.".into());
    Shared {
        title: format!("{}: round {round} pods", event.settings().name),
        blocks,
        notes,
    }
}

// ----- standings --------------------------------------------------------------------------

fn short(title: Option<&str>) -> String {
    title
        .map(str::trim)
        .filter(|t| !t.is_empty())
        .map(|t| identities::short_title(t).to_string())
        .unwrap_or_default()
}

fn standings(event: &Event) -> Shared {
    if event.is_multiplayer() {
        return multiplayer_standings(event);
    }
    let mut blocks = Vec::new();
    if let Some(b) = event.cut() {
        let mut rows = Vec::new();
        for (i, p) in b.places().iter().enumerate() {
            let place = ordinal(i + 1);
            let name = p.map_or_else(|| "\u{2014}".to_string(), |p| event.name_of(p));
            let seed = p.and_then(|p| b.seed_of(p));
            let line = match seed {
                Some(s) => format!("{place}: {name} (seed {s})"),
                None => format!("{place}: {name}"),
            };
            rows.push((
                vec![place, name, seed.map(|s| s.to_string()).unwrap_or_default()],
                line,
            ));
        }
        for &p in b.disqualified() {
            let name = format!("{} (disqualified, no place)", event.name_of(p));
            rows.push((
                vec!["DQ".into(), name.clone(), String::new()],
                format!("DQ: {name}"),
            ));
        }
        let what = if b.is_finished() {
            "final places"
        } else {
            "places so far"
        };
        blocks.push(Block {
            heading: Some(format!("Top {}: {what}", b.cut().players())),
            columns: vec!["Place", "Player", "Seed"],
            rows,
        });
    }
    let mut rows = Vec::new();
    for row in event.standings().rows {
        let p = event.player(row.player);
        let mut name = event.name_of(row.player);
        if row.dropped {
            name.push_str(" (dropped)");
        }
        let corp = short(p.and_then(|p| p.corp.as_deref()));
        let runner = short(p.and_then(|p| p.runner.as_deref()));
        let (sos, esos) = (three_decimals(&row.sos), three_decimals(&row.esos));
        let mut line = format!(
            "{}. {name}: {} pts (SoS {sos}, ESoS {esos})",
            row.rank, row.points
        );
        let ids: Vec<&str> = [corp.as_str(), runner.as_str()]
            .into_iter()
            .filter(|s| !s.is_empty())
            .collect();
        if !ids.is_empty() {
            line.push_str(&format!(" \u{2013} {}", ids.join(" / ")));
        }
        rows.push((
            vec![
                row.rank.to_string(),
                name,
                corp,
                runner,
                row.points.to_string(),
                sos,
                esos,
            ],
            line,
        ));
    }
    let empty = rows.is_empty();
    blocks.push(Block {
        heading: event.cut().map(|_| "Swiss standings".to_string()),
        columns: vec!["Rank", "Player", "Corp", "Runner", "Pts", "SoS", "ESoS"],
        rows,
    });
    standings_text(
        event,
        blocks,
        empty,
        "SoS: strength of schedule; ESoS: extended strength of schedule.",
    )
}

/// The standings' title and notes around their tables.
fn standings_text(event: &Event, blocks: Vec<Block>, empty: bool, note: &str) -> Shared {
    let mut notes = Vec::new();
    if empty {
        notes.push("No players registered yet.".into());
    }
    notes.push(note.into());
    Shared {
        title: format!("{}: standings {}", event.settings().name, stage(event)),
        blocks,
        notes,
    }
}

/// "before round 1", "after round 3", "during round 4 (provisional)".
fn stage(event: &Event) -> String {
    let latest = match event.multiplayer() {
        Some(m) => m.rounds.last().map(|r| (r.number, r.unreported().len())),
        None => event
            .rounds()
            .last()
            .map(|r| (r.number, r.unreported_tables().len())),
    };
    match latest {
        None => "before round 1".into(),
        Some((n, 0)) => format!("after round {n}"),
        Some((n, _)) => format!("during round {n} (provisional)"),
    }
}

fn multiplayer_standings(event: &Event) -> Shared {
    let s = event.multiplayer_standings().unwrap_or_default();
    let mp = event.multiplayer();
    let dropped = |name: String, d: bool| if d { format!("{name} (dropped)") } else { name };
    let mut blocks = Vec::new();
    let bso = print::multiplayer::is_bso(event);
    if bso {
        let rows = s
            .teams
            .iter()
            .map(|row| {
                let team = mp.and_then(|m| m.team(row.team));
                let name = dropped(
                    team.map(|t| t.name.clone()).unwrap_or_default(),
                    row.dropped,
                );
                let sponsor = team.map(|t| event.name_of(t.sponsor)).unwrap_or_default();
                let agent = team.map(|t| event.name_of(t.agent)).unwrap_or_default();
                let sos = three_decimals(&row.sos);
                let line = format!(
                    "{}. {name} ({sponsor} & {agent}): {} pts (SoS {sos})",
                    row.rank, row.points
                );
                let cells = vec![
                    row.rank.to_string(),
                    name,
                    sponsor,
                    agent,
                    row.points.to_string(),
                    sos,
                ];
                (cells, line)
            })
            .collect();
        blocks.push(Block {
            heading: Some("Teams".into()),
            columns: vec!["Rank", "Team", "Sponsor", "Agent", "Pts", "SoS"],
            rows,
        });
    } else {
        let rows = s
            .players
            .iter()
            .map(|row| {
                let name = dropped(event.name_of(row.player), row.dropped);
                let runner = short(event.player(row.player).and_then(|p| p.runner.as_deref()));
                let sos = three_decimals(&row.sos);
                let mut line = format!("{}. {name}: {} pts (SoS {sos})", row.rank, row.points);
                if !runner.is_empty() {
                    line.push_str(&format!(" \u{2013} {runner}"));
                }
                let cells = vec![
                    row.rank.to_string(),
                    name,
                    runner,
                    row.points.to_string(),
                    sos,
                ];
                (cells, line)
            })
            .collect();
        blocks.push(Block {
            heading: None,
            columns: vec!["Rank", "Player", "Runner", "Pts", "SoS"],
            rows,
        });
    }
    standings_text(
        event,
        blocks,
        s.players.is_empty(),
        "SoS: strength of schedule.",
    )
}

// ----- rendering --------------------------------------------------------------------------

fn plain(s: &Shared) -> String {
    let mut out = format!("{}\n", s.title);
    for b in &s.blocks {
        out.push('\n');
        if let Some(h) = &b.heading {
            out.push_str(h);
            out.push('\n');
        }
        for (_, line) in &b.rows {
            out.push_str(line);
            out.push('\n');
        }
    }
    if !s.notes.is_empty() {
        out.push('\n');
        for n in &s.notes {
            out.push_str(n);
            out.push('\n');
        }
    }
    out
}

fn markdown(s: &Shared) -> String {
    let mut out = format!("**{}**\n", escape(&s.title));
    for b in &s.blocks {
        out.push('\n');
        if let Some(h) = &b.heading {
            out.push_str(&format!("**{}**\n\n", escape(h)));
        }
        let row = |cells: &mut dyn Iterator<Item = String>| {
            let cells: Vec<String> = cells.collect();
            format!("| {} |\n", cells.join(" | "))
        };
        out.push_str(&row(&mut b.columns.iter().map(|c| escape(c))));
        out.push_str(&row(&mut b.columns.iter().map(|_| "---".to_string())));
        for (cells, _) in &b.rows {
            out.push_str(&row(&mut (0..b.columns.len())
                .map(|i| cells.get(i).map(|c| escape(c)).unwrap_or_default())));
        }
    }
    if !s.notes.is_empty() {
        out.push('\n');
        for n in &s.notes {
            out.push_str(&escape(n));
            out.push_str("  \n");
        }
    }
    out
}

/// Escapes text for Markdown (CommonMark, GitHub tables, Discord): a backslash before every
/// character that could start emphasis, code, a link, a heading, a table cell, HTML, an entity,
/// maths or a mention (`\ ` * _ ~ [ ] # | < > & @ $`). Our text never starts a line with the
/// others (a list's `-`, `+` or `1.`): each line starts with `**` or `|`, or is a note.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 8);
    for c in text.chars() {
        if matches!(
            c,
            '\\' | '`' | '*' | '_' | '~' | '[' | ']' | '#' | '|' | '<' | '>' | '&' | '@' | '$'
        ) {
            out.push('\\');
        }
        out.push(c);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::escape;

    #[test]
    fn markdown_specials_are_escaped_and_plain_letters_are_not() {
        assert_eq!(escape("*Ann*_|[x](y)#`"), "\\*Ann\\*\\_\\|\\[x\\](y)\\#\\`");
        assert_eq!(escape("Zoë O'Neil, Jr. (3.5)"), "Zoë O'Neil, Jr. (3.5)");
        assert_eq!(escape("<b>&amp; @everyone"), "\\<b\\>\\&amp; \\@everyone");
    }
}
