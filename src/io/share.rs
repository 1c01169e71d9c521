//! Pairings and standings as text to paste into a chat (a store's Discord, a group chat), for
//! events without the local-network pages (issue 22).
//!
//! Two styles: plain text, one line per table or player (reads well in any chat, in a
//! proportional font), and Markdown, a heading and tables with every name escaped (a name like
//! `*Ann*`, `a|b` or `[x](y)` shows as typed and never breaks the table).
//!
//! Everything is rendered from [`Event::player_view`]: before round 1 is paired no identity
//! appears. Rounds are the printouts' ([`print::rounds::view`], [`print::multiplayer::views`]),
//! so a shared round says what the wall printout says, in the same language: the event's
//! printout language (issue 35), with the printouts' words for columns and places.

use crate::engine::standings::three_decimals;
use crate::engine::views::Note;
use crate::engine::{Event, Side};
use crate::i18n::Lang;
use crate::io::identities;
use crate::io::print::{self, Kind, PrintError, Printout, RoundRef};
use crate::tr;

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
    columns: Vec<String>,
    /// Each row: its cells (Markdown) and its line (plain text).
    rows: Vec<(Vec<String>, String)>,
}

/// A whole shared text.
struct Shared {
    title: String,
    blocks: Vec<Block>,
    notes: Vec<String>,
}

/// The text to paste for `what`, in `style`, in the event's language (its printouts'). Fails
/// (as the printouts do) when the round does not exist or no round has been paired.
pub fn text(event: &Event, what: What, style: Style) -> Result<String, PrintError> {
    text_in(event, what, style, print::lang_of(event))
}

/// [`text`] in `lang`.
pub fn text_in(event: &Event, what: What, style: Style, lang: Lang) -> Result<String, PrintError> {
    let view = event.player_view();
    let event: &Event = &view;
    let shared = match what {
        What::Pairings(round) => pairings(event, round, lang)?,
        What::Standings => standings(event, lang),
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

fn pairings(event: &Event, round: Option<RoundRef>, lang: Lang) -> Result<Shared, PrintError> {
    let kind = if event.is_multiplayer() {
        Kind::Pods
    } else {
        Kind::PairingsByTable
    };
    Ok(match Printout::for_event(event, kind, round)? {
        Printout::Pods { round } => pods(event, round, lang),
        Printout::PairingsByTable { round } => tables(event, round, lang),
        // `for_event` gives the kind asked for.
        _ => return Err(PrintError::NoRounds),
    })
}

/// What a featured table is called: a table, a game of the cut, a pod.
#[derive(Clone, Copy)]
enum Unit {
    Table,
    Game,
    Pod,
}

fn featured_note(event: &Event, round: RoundRef, unit: Unit, lang: Lang) -> Vec<String> {
    event
        .featured_table(round)
        .map(|n| {
            vec![match unit {
                Unit::Table => tr!(lang, "chat-text-on-stream-table", n = n),
                Unit::Game => tr!(lang, "chat-text-on-stream-game", n = n),
                Unit::Pod => tr!(lang, "chat-text-on-stream-pod", n = n),
            }]
        })
        .unwrap_or_default()
}

fn tables(event: &Event, round: RoundRef, lang: Lang) -> Shared {
    let v = print::rounds::view(event, round, lang);
    let featured = event.featured_table(round);
    let unit = if v.elimination {
        tr!(lang, "print-col-game")
    } else {
        tr!(lang, "print-col-table")
    };
    let side = |s: Side| crate::io::words::side(s, lang);
    let points = tr!(lang, "print-col-points-short");
    let columns = if v.elimination {
        let side_col = tr!(lang, "print-col-side");
        vec![
            unit.clone(),
            tr!(lang, "print-col-player-1"),
            side_col.clone(),
            tr!(lang, "print-col-player-2"),
            side_col,
        ]
    } else if v.sides_fixed {
        vec![
            unit.clone(),
            side(Side::Corp),
            points.clone(),
            side(Side::Runner),
            points,
        ]
    } else {
        vec![
            unit.clone(),
            tr!(lang, "print-col-player-1"),
            points.clone(),
            tr!(lang, "print-col-player-2"),
            points,
        ]
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
            true => tr!(lang, "chat-text-number-on-stream", n = s.table),
            false => s.table.to_string(),
        };
        let extra = |e: &print::rounds::Entrant| -> String {
            if v.elimination {
                if s.walkover {
                    tr!(lang, "chat-text-bye-cell")
                } else {
                    e.side.map(side).unwrap_or_default()
                }
            } else {
                e.points.map(|p| p.to_string()).unwrap_or_default()
            }
        };
        let label = |e: &print::rounds::Entrant| match e.seed {
            Some(seed) => tr!(
                lang,
                "chat-text-name-seed",
                name = e.name.as_str(),
                seed = seed
            ),
            None => e.name.clone(),
        };
        let described = |e: &print::rounds::Entrant| {
            let mut parts = Vec::new();
            if let Some(seed) = e.seed {
                parts.push(tr!(lang, "chat-text-seed", seed = seed));
            }
            if let Some(x) = e.side.filter(|_| !s.walkover) {
                parts.push(side(x));
            }
            if let Some(p) = e.points {
                parts.push(tr!(lang, "chat-text-points", n = p));
            }
            match parts.is_empty() {
                true => e.name.clone(),
                false => tr!(
                    lang,
                    "chat-text-name-details",
                    name = e.name.as_str(),
                    details = parts.join(&tr!(lang, "chat-text-separator"))
                ),
            }
        };
        let (cells, line) = match b {
            None => (
                vec![
                    number.clone(),
                    label(a),
                    extra(a),
                    tr!(lang, "chat-text-bye-column"),
                    String::new(),
                ],
                tr!(
                    lang,
                    "chat-text-line-bye",
                    unit = unit.as_str(),
                    number = number.as_str(),
                    player = described(a)
                ),
            ),
            Some(b) => {
                let id = if s.walkover {
                    "chat-text-line-walkover"
                } else {
                    "chat-text-line-table"
                };
                let line = lang.format(
                    id,
                    &[
                        ("unit", unit.as_str().into()),
                        ("number", number.as_str().into()),
                        ("a", described(a).into()),
                        ("b", described(b).into()),
                    ],
                );
                (
                    vec![number.clone(), label(a), extra(a), label(b), extra(b)],
                    line,
                )
            }
        };
        rows.push((cells, line));
    }
    let unit = if v.elimination {
        Unit::Game
    } else {
        Unit::Table
    };
    let mut notes = featured_note(event, round, unit, lang);
    notes.extend(v.notes.iter().cloned());
    if v.seats.is_empty() {
        notes.push(tr!(lang, "chat-text-no-tables"));
    }
    Shared {
        title: tr!(
            lang,
            "chat-text-title-pairings",
            event = event.settings().name.as_str(),
            round = v.label.as_str()
        ),
        blocks: vec![Block {
            heading: None,
            columns,
            rows,
        }],
        notes,
    }
}

fn pods(event: &Event, round: u32, lang: Lang) -> Shared {
    let bso = print::multiplayer::is_bso(event);
    let featured = event.featured_table(RoundRef::Swiss(round));
    let mut blocks = Vec::new();
    for v in print::multiplayer::views(event, round, lang) {
        let mut columns = vec![
            tr!(lang, "print-col-seat"),
            tr!(lang, "print-col-role"),
            tr!(lang, "print-col-player"),
        ];
        if bso {
            columns.push(tr!(lang, "print-col-team"));
        }
        columns.push(tr!(lang, "print-col-identity"));
        let rows = v
            .seats
            .iter()
            .map(|s| {
                let identity = s.identity.clone().unwrap_or_default();
                let mut cells = vec![s.seat.to_string(), s.role.clone(), s.name.clone()];
                let mut line = tr!(
                    lang,
                    "chat-text-seat",
                    seat = s.seat,
                    role = s.role.as_str(),
                    name = s.name.as_str()
                );
                if bso {
                    let team = s.team.clone().unwrap_or_default();
                    if !team.is_empty() {
                        line.push_str(&tr!(lang, "chat-text-seat-team", team = team.as_str()));
                    }
                    cells.push(team);
                }
                if !identity.is_empty() {
                    line.push_str(&tr!(
                        lang,
                        "chat-text-seat-identity",
                        identity = identity.as_str()
                    ));
                }
                cells.push(identity);
                (cells, line)
            })
            .collect();
        let heading = if featured == Some(v.number) {
            tr!(lang, "chat-text-pod-on-stream", n = v.number)
        } else {
            tr!(lang, "chat-text-pod", n = v.number)
        };
        blocks.push(Block {
            heading: Some(heading),
            columns,
            rows,
        });
    }
    let mut notes = featured_note(event, RoundRef::Swiss(round), Unit::Pod, lang);
    notes.push(tr!(lang, "chat-text-clockwise"));
    Shared {
        title: tr!(
            lang,
            "chat-text-title-pods",
            event = event.settings().name.as_str(),
            round = round
        ),
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

fn standings(event: &Event, lang: Lang) -> Shared {
    if event.is_multiplayer() {
        return multiplayer_standings(event, lang);
    }
    let mut blocks = Vec::new();
    if let Some(b) = event.cut() {
        let mut rows = Vec::new();
        for (i, p) in b.places().iter().enumerate() {
            let place = tr!(lang, "print-place", n = i + 1);
            let name = p.map_or_else(|| "\u{2014}".to_string(), |p| event.name_of(p));
            let seed = p.and_then(|p| b.seed_of(p));
            let line = match seed {
                Some(s) => tr!(
                    lang,
                    "chat-text-place-seed",
                    place = place.as_str(),
                    name = name.as_str(),
                    seed = s
                ),
                None => tr!(
                    lang,
                    "chat-text-place",
                    place = place.as_str(),
                    name = name.as_str()
                ),
            };
            rows.push((
                vec![place, name, seed.map(|s| s.to_string()).unwrap_or_default()],
                line,
            ));
        }
        for &p in b.disqualified() {
            let name = tr!(lang, "print-disqualified-no-place", name = event.name_of(p));
            let dq = tr!(lang, "chat-text-dq");
            let line = tr!(
                lang,
                "chat-text-place",
                place = dq.as_str(),
                name = name.as_str()
            );
            rows.push((vec![dq, name, String::new()], line));
        }
        let heading = if b.is_finished() {
            tr!(lang, "chat-text-top-final", n = b.cut().players())
        } else {
            tr!(lang, "chat-text-top-so-far", n = b.cut().players())
        };
        blocks.push(Block {
            heading: Some(heading),
            columns: vec![
                tr!(lang, "print-col-place"),
                tr!(lang, "print-col-player"),
                tr!(lang, "print-col-seed"),
            ],
            rows,
        });
    }
    let mut rows = Vec::new();
    for row in crate::engine::views::standings(event, None).rows {
        // The notes after the name as on the printout: "Ann (dropped after round 3, bye)".
        let notes: Vec<Note> = row
            .notes
            .iter()
            .copied()
            .filter(|n| !matches!(n, Note::Adjusted { .. }))
            .collect();
        let name = if notes.is_empty() {
            row.name.clone()
        } else {
            tr!(
                lang,
                "print-name-notes",
                name = row.name.as_str(),
                notes = crate::io::words::notes(lang, &notes)
            )
        };
        let corp = short(row.corp.as_deref());
        let runner = short(row.runner.as_deref());
        let (sos, esos) = (three_decimals(&row.sos), three_decimals(&row.esos));
        let mut line = tr!(
            lang,
            "chat-text-standing-swiss",
            rank = row.rank,
            name = name.as_str(),
            points = row.points,
            sos = sos.as_str(),
            esos = esos.as_str()
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
        heading: event.cut().map(|_| tr!(lang, "chat-text-swiss-standings")),
        columns: vec![
            tr!(lang, "print-col-rank"),
            tr!(lang, "print-col-player"),
            crate::io::words::side(Side::Corp, lang),
            crate::io::words::side(Side::Runner, lang),
            tr!(lang, "print-col-points-short"),
            tr!(lang, "print-col-sos"),
            tr!(lang, "print-col-esos"),
        ],
        rows,
    });
    standings_text(
        event,
        blocks,
        empty,
        tr!(lang, "print-standings-note-sos"),
        lang,
    )
}

/// The standings' title and notes around their tables.
fn standings_text(
    event: &Event,
    blocks: Vec<Block>,
    empty: bool,
    note: String,
    lang: Lang,
) -> Shared {
    let mut notes = Vec::new();
    if empty {
        notes.push(tr!(lang, "chat-text-no-players"));
    }
    notes.push(note);
    Shared {
        title: tr!(
            lang,
            "chat-text-title-standings",
            event = event.settings().name.as_str(),
            stage = stage(event, lang)
        ),
        blocks,
        notes,
    }
}

/// "before round 1", "after round 3", "during round 4 (provisional)".
fn stage(event: &Event, lang: Lang) -> String {
    let latest = match event.multiplayer() {
        Some(m) => m.rounds.last().map(|r| (r.number, r.unreported().len())),
        None => event
            .rounds()
            .last()
            .map(|r| (r.number, r.unreported_tables().len())),
    };
    match latest {
        None => tr!(lang, "chat-text-stage-before"),
        Some((n, 0)) => tr!(lang, "chat-text-stage-after", n = n),
        Some((n, _)) => tr!(lang, "chat-text-stage-during", n = n),
    }
}

fn multiplayer_standings(event: &Event, lang: Lang) -> Shared {
    let s = event.multiplayer_standings().unwrap_or_default();
    let mp = event.multiplayer();
    let dropped = |name: String, d: bool| {
        if d {
            tr!(lang, "print-dropped-name", name = name)
        } else {
            name
        }
    };
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
                let line = tr!(
                    lang,
                    "chat-text-standing-team",
                    rank = row.rank,
                    name = name.as_str(),
                    sponsor = sponsor.as_str(),
                    agent = agent.as_str(),
                    points = row.points,
                    sos = sos.as_str()
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
            heading: Some(tr!(lang, "chat-text-teams")),
            columns: vec![
                tr!(lang, "print-col-rank"),
                tr!(lang, "print-col-team"),
                tr!(lang, "print-role-sponsor-plain"),
                tr!(lang, "print-role-agent-plain"),
                tr!(lang, "print-col-points-short"),
                tr!(lang, "print-col-sos"),
            ],
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
                let mut line = tr!(
                    lang,
                    "chat-text-standing-pods",
                    rank = row.rank,
                    name = name.as_str(),
                    points = row.points,
                    sos = sos.as_str()
                );
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
            columns: vec![
                tr!(lang, "print-col-rank"),
                tr!(lang, "print-col-player"),
                crate::io::words::side(Side::Runner, lang),
                tr!(lang, "print-col-points-short"),
                tr!(lang, "print-col-sos"),
            ],
            rows,
        });
    }
    standings_text(
        event,
        blocks,
        s.players.is_empty(),
        tr!(lang, "chat-text-note-sos"),
        lang,
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
