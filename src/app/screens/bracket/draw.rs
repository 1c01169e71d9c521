//! The bracket drawn with the painter: one column per round, the upper bracket on top, the lower
//! bracket below, the finals at the right; a line from each game to where its winner goes
//! (solid) and where its loser goes (dashed). Every game box is also a widget (hover details,
//! a click to focus its result card, a context menu, an accessible name).

use super::{list, round_name_in, seeded_name, source_text};
use crate::app::screens::Cx;
use crate::app::theme;
use crate::app::words::Speaks as _;
use crate::engine::Command;
use crate::engine::elimination::{
    Bracket, BracketTable, GameStatus, GameView, LoserGoes, ResultKind, Section, Source,
};
use crate::i18n::{FluentValue, Lang};
use crate::io::words;
use crate::tr;
use egui::{Align2, Color32, FontId, Pos2, Rect, Sense, Shape, Stroke, StrokeKind, pos2, vec2};
use std::collections::BTreeMap;

/// Height of one player row in a game box.
const ROW_H: f32 = 20.0;
/// Padding above and below the rows.
const PAD: f32 = 2.0;
const BOX_H: f32 = ROW_H * 2.0 + PAD * 2.0;
/// Room above each box for its tag ("G5" and its state).
const TAG_H: f32 = 15.0;
/// Vertical distance between two game slots.
const PITCH: f32 = TAG_H + BOX_H + 8.0;
/// Horizontal gap between two rounds (the lines run here).
const GAP_X: f32 = 34.0;
/// Round names.
const HEADER_H: f32 = 26.0;
/// "UPPER BRACKET" / "LOWER BRACKET".
const LABEL_H: f32 = 16.0;
const SECTION_GAP: f32 = 12.0;
const MIN_BOX_W: f32 = 124.0;
const MAX_BOX_W: f32 = 200.0;
/// The Corp/Runner marker.
const BADGE_W: f32 = 15.0;

/// Where every game box goes, relative to the drawing's top left corner.
pub(super) struct Layout {
    rects: BTreeMap<u32, Rect>,
    size: egui::Vec2,
    box_w: f32,
    rounds: u32,
    upper_label: Option<f32>,
    lower_label: Option<f32>,
}

impl Layout {
    /// The horizontal scroll offset that centres a round's column in a view this wide.
    pub(super) fn offset_for_round(&self, round: u32, view_w: f32) -> f32 {
        let centre = round.saturating_sub(1) as f32 * (self.box_w + GAP_X) + self.box_w / 2.0;
        let overflow = self.size.x - view_w;
        if overflow < 12.0 {
            // It (almost) fits: show it from its left edge.
            return 0.0;
        }
        (centre - view_w / 2.0).clamp(0.0, overflow)
    }
}

/// Slots (in box pitches) of the games of one section, and how many slots the section is tall.
fn slots(table: &BracketTable, section: Section) -> (BTreeMap<u32, (u32, f32)>, usize) {
    let mut per_round: BTreeMap<u32, Vec<u32>> = BTreeMap::new();
    for g in table.games.iter().filter(|g| g.section == section) {
        per_round.entry(g.round).or_default().push(g.number);
    }
    let count = per_round.values().map(Vec::len).max().unwrap_or(0);
    let mut out: BTreeMap<u32, (u32, f32)> = BTreeMap::new();
    for (&round, numbers) in &per_round {
        let k = numbers.len() as f32;
        for (i, &n) in numbers.iter().enumerate() {
            let Some(spec) = table.game(n) else { continue };
            // Centred on the games of the same section that feed it; otherwise spread evenly.
            let feeders: Vec<f32> = spec
                .players
                .iter()
                .filter_map(|s| match *s {
                    Source::Winner(m) | Source::Loser(m) => out.get(&m).map(|&(_, y)| y),
                    _ => None,
                })
                .collect();
            let slot = if feeders.is_empty() {
                (i as f32 + 0.5) * count as f32 / k - 0.5
            } else {
                feeders.iter().sum::<f32>() / feeders.len() as f32
            };
            out.insert(n, (round, slot));
        }
    }
    (out, count)
}

/// Lays the bracket out for a width (boxes shrink to fit, down to a readable minimum).
pub(super) fn layout(table: &BracketTable, width: f32) -> Layout {
    let rounds = table.rounds().max(1);
    let n = rounds as f32;
    let box_w = ((width - GAP_X * (n - 1.0)) / n).clamp(MIN_BOX_W, MAX_BOX_W);
    let x = |round: u32| round.saturating_sub(1) as f32 * (box_w + GAP_X);
    let (upper, upper_count) = slots(table, Section::Upper);
    let (lower, _) = slots(table, Section::Lower);
    let two_sections = !lower.is_empty();
    let mut rects = BTreeMap::new();
    let mut y = HEADER_H;
    let mut upper_label = None;
    let mut lower_label = None;
    let mut upper_span = (y, y);
    if !upper.is_empty() {
        if two_sections {
            upper_label = Some(y);
            y += LABEL_H;
        }
        for (&g, &(round, slot)) in &upper {
            let top = y + slot * PITCH + TAG_H;
            let r = Rect::from_min_size(pos2(x(round), top), vec2(box_w, BOX_H));
            rects.insert(g, r);
        }
        upper_span = (
            y + TAG_H,
            y + (upper_count as f32 - 1.0) * PITCH + TAG_H + BOX_H,
        );
        y += upper_count as f32 * PITCH;
    }
    if two_sections {
        y += SECTION_GAP;
        lower_label = Some(y);
        y += LABEL_H;
        for (&g, &(round, slot)) in &lower {
            let top = y + slot * PITCH + TAG_H;
            let r = Rect::from_min_size(pos2(x(round), top), vec2(box_w, BOX_H));
            rects.insert(g, r);
        }
    }
    // The finals: level with the games that feed them (the upper and lower bracket winners).
    let mut finals: Vec<_> = table
        .games
        .iter()
        .filter(|g| matches!(g.section, Section::Final | Section::SecondFinal))
        .collect();
    finals.sort_by_key(|g| (g.round, g.number));
    for spec in finals {
        let feeders: Vec<f32> = spec
            .players
            .iter()
            .filter_map(|s| match *s {
                Source::Winner(m) | Source::Loser(m) => rects.get(&m).map(|r| r.center().y),
                _ => None,
            })
            .collect();
        let cy = if feeders.is_empty() {
            (upper_span.0 + upper_span.1) / 2.0
        } else {
            feeders.iter().sum::<f32>() / feeders.len() as f32
        };
        let r = Rect::from_center_size(pos2(x(spec.round) + box_w / 2.0, cy), vec2(box_w, BOX_H));
        rects.insert(spec.number, r);
    }
    let bottom = rects.values().map(|r| r.bottom()).fold(HEADER_H, f32::max);
    Layout {
        size: vec2(x(rounds) + box_w + 2.0, bottom + 18.0),
        rects,
        box_w,
        rounds,
        upper_label,
        lower_label,
    }
}

/// Colours of the drawing, from the theme.
struct Palette {
    text: Color32,
    strong: Color32,
    muted: Color32,
    ok: Color32,
    accent: Color32,
    fill: Color32,
    border: Color32,
    line: Color32,
}

/// The vertical centre of a player row of a box.
fn row_y(r: Rect, i: usize) -> f32 {
    r.top() + PAD + ROW_H * (i as f32 + 0.5)
}

/// Draws the bracket; returns the game whose box was clicked.
pub(super) fn show(
    ui: &mut egui::Ui,
    cx: &mut Cx<'_>,
    bracket: &Bracket,
    games: &[GameView],
    layout: &Layout,
    focus: Option<u32>,
) -> Option<u32> {
    let (area, _) = ui.allocate_exact_size(layout.size, Sense::hover());
    let o = area.min.to_vec2();
    let v = ui.visuals();
    let pal = Palette {
        text: v.text_color(),
        strong: v.strong_text_color(),
        muted: theme::muted(ui.visuals().dark_mode),
        ok: theme::ok(ui.visuals().dark_mode),
        accent: v.selection.bg_fill,
        fill: v.extreme_bg_color,
        border: v.widgets.noninteractive.bg_stroke.color,
        line: if ui.visuals().dark_mode {
            Color32::from_gray(120)
        } else {
            Color32::from_gray(150)
        },
    };
    let painter = ui.painter().clone();
    let next_round = bracket.next_round();
    let at = |n: u32| layout.rects.get(&n).map(|r| r.translate(o));
    let lang = ui.lang();

    // Round headers.
    let small = FontId::proportional(12.0);
    for round in 1..=layout.rounds {
        let x = area.left() + (round - 1) as f32 * (layout.box_w + GAP_X) + layout.box_w / 2.0;
        let current = next_round == Some(round);
        let color = if current { pal.strong } else { pal.muted };
        let font = FontId::proportional(if current { 14.0 } else { 13.0 });
        painter.text(
            pos2(x, area.top() + 2.0),
            Align2::CENTER_TOP,
            round_name_in(bracket, round, lang),
            font,
            color,
        );
        if current {
            let w = layout.box_w * 0.5;
            painter.hline(
                (x - w / 2.0)..=(x + w / 2.0),
                area.top() + HEADER_H - 4.0,
                Stroke::new(2.0, pal.accent),
            );
        }
    }
    for (label, y) in [
        (tr!(lang, "bracket-upper-bracket"), layout.upper_label),
        (tr!(lang, "bracket-lower-bracket"), layout.lower_label),
    ] {
        if let Some(y) = y {
            painter.text(
                pos2(area.left(), area.top() + y + 2.0),
                Align2::LEFT_TOP,
                label.to_uppercase(),
                small.clone(),
                pal.muted,
            );
        }
    }

    // Lines under the boxes: winner (solid) and loser (dashed) paths.
    let mut lines: Vec<Line> = Vec::new();
    for g in games {
        let Some(to) = at(g.number()) else { continue };
        for (i, source) in g.spec.players.iter().enumerate() {
            let (from_game, loser) = match *source {
                Source::Winner(m) => (Some(m), false),
                Source::Loser(m) => (Some(m), true),
                Source::WinnerRanked { round, .. } => {
                    // Reseeded: known once the round is over; drawn from the game the player won.
                    let from = g.players[i].and_then(|p| {
                        games
                            .iter()
                            .find(|s| s.round() == round && s.result.is_some_and(|r| r.winner == p))
                            .map(GameView::number)
                    });
                    (from, false)
                }
                Source::Seed(_) => (None, false),
            };
            let Some(m) = from_game else { continue };
            let Some(from) = at(m) else { continue };
            let decided = (m as usize)
                .checked_sub(1)
                .and_then(|i| games.get(i))
                .is_some_and(|s| s.status == GameStatus::Decided);
            // The loser's line leaves a little lower, so that it never runs on top of the
            // winner's line.
            let exit = if loser { ROW_H * 0.45 } else { 0.0 };
            lines.push(Line {
                a: pos2(from.right(), from.center().y + exit),
                b: pos2(to.left(), row_y(to, i)),
                loser,
                decided,
                faded: g.status == GameStatus::NotNeeded,
            });
        }
    }
    draw_lines(&painter, &lines, &pal);

    // The boxes.
    let mut clicked = None;
    for g in games {
        let Some(r) = at(g.number()) else { continue };
        let response = ui.interact(
            r,
            ui.scope_id().with(("bracket_game", g.number())),
            Sense::click(),
        );
        let label = describe(cx, bracket, g, lang);
        response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &label));
        let hovered = response.hovered();
        game_box(
            &painter,
            cx,
            bracket,
            g,
            r,
            &pal,
            (hovered, focus == Some(g.number())),
            lang,
        );
        let response = response.on_hover_text(details(cx, bracket, g, lang));
        if response.clicked() {
            clicked = Some(g.number());
        }
        game_menu(&response, cx, g, lang);
    }
    clicked
}

/// One connection: from the right edge of a game box to a player row of the game it feeds.
struct Line {
    a: Pos2,
    b: Pos2,
    loser: bool,
    decided: bool,
    faded: bool,
}

/// Orthogonal lines: along the source's row, down (or up) in the gap before the destination,
/// into the destination's row. Winner lines meet in the middle of the gap (the bracket's "]");
/// loser lines each get their own lane to the left of it, the highest source the rightmost lane
/// so that they do not cross each other on the way down.
fn draw_lines(painter: &egui::Painter, lines: &[Line], pal: &Palette) {
    let mut losers_into: BTreeMap<i64, Vec<usize>> = BTreeMap::new();
    for (i, l) in lines.iter().enumerate().filter(|(_, l)| l.loser) {
        losers_into.entry(l.b.x.round() as i64).or_default().push(i);
    }
    let mut lane: BTreeMap<usize, f32> = BTreeMap::new();
    for list in losers_into.values_mut() {
        list.sort_by(|&x, &y| lines[x].a.y.total_cmp(&lines[y].a.y));
        let room = GAP_X / 2.0 - 8.0;
        let step = (room / list.len() as f32).min(4.0);
        for (k, &i) in list.iter().enumerate() {
            let l = &lines[i];
            lane.insert(i, l.b.x - GAP_X / 2.0 - 4.0 - step * k as f32);
        }
    }
    for (i, l) in lines.iter().enumerate() {
        let x = lane.get(&i).copied().unwrap_or(l.b.x - GAP_X / 2.0);
        let points = vec![l.a, pos2(x, l.a.y), pos2(x, l.b.y), l.b];
        let fade = |c: Color32| if l.faded { c.gamma_multiply(0.4) } else { c };
        if l.loser {
            let color = if l.decided {
                pal.line
            } else {
                pal.line.gamma_multiply(0.6)
            };
            painter.extend(Shape::dashed_line(
                &points,
                Stroke::new(1.2, fade(color)),
                4.0,
                3.0,
            ));
        } else {
            let stroke = if l.decided {
                Stroke::new(1.8, fade(pal.text.gamma_multiply(0.7)))
            } else {
                Stroke::new(1.4, fade(pal.line))
            };
            painter.add(Shape::line(points, stroke));
        }
    }
}

#[allow(clippy::too_many_arguments)]
fn game_box(
    painter: &egui::Painter,
    cx: &Cx<'_>,
    bracket: &Bracket,
    g: &GameView,
    r: Rect,
    pal: &Palette,
    (hovered, focused): (bool, bool),
    lang: Lang,
) {
    let e = cx.event;
    let not_needed = g.status == GameStatus::NotNeeded;
    let playing = g.status == GameStatus::Ready && g.sides.is_some();
    let fade = |c: Color32| {
        if not_needed {
            c.gamma_multiply(0.45)
        } else {
            c
        }
    };
    let stroke = if focused || (playing && hovered) {
        Stroke::new(2.5, pal.accent)
    } else if playing {
        Stroke::new(2.0, pal.accent)
    } else if hovered {
        Stroke::new(1.5, pal.text.gamma_multiply(0.6))
    } else {
        Stroke::new(1.0, fade(pal.border))
    };
    let fill = if not_needed {
        pal.fill.gamma_multiply(0.5)
    } else {
        pal.fill
    };
    painter.rect(r, 5.0, fill, stroke, StrokeKind::Inside);

    // The tag above the box: game number, then a tick once decided, a dot while being played.
    let tag = painter.text(
        pos2(r.left() + 1.0, r.top() - 2.0),
        Align2::LEFT_BOTTOM,
        format!("G{}", g.number()),
        FontId::proportional(12.0),
        fade(if playing { pal.strong } else { pal.muted }),
    );
    let mark = pos2(tag.right() + 9.0, tag.center().y);
    match g.status {
        GameStatus::Decided => tick(painter, mark, pal.ok),
        _ if playing => {
            painter.circle_filled(mark, 3.5, pal.accent);
        }
        _ => {}
    }

    // Player rows.
    painter.hline(
        (r.left() + 4.0)..=(r.right() - 4.0),
        r.center().y,
        Stroke::new(1.0, fade(pal.border).gamma_multiply(0.6)),
    );
    let font = FontId::proportional(if r.width() >= 160.0 { 14.0 } else { 13.0 });
    for i in 0..2 {
        let y = row_y(r, i);
        let row = Rect::from_min_max(
            pos2(r.left() + 1.0, y - ROW_H / 2.0),
            pos2(r.right() - 1.0, y + ROW_H / 2.0),
        );
        let player = g.players[i];
        let winner = player.is_some() && g.result.map(|x| x.winner) == player;
        let (text, color) = match player {
            Some(p) if not_needed => (seeded_name(e, bracket, p), pal.muted),
            Some(p) => {
                let color = match g.result {
                    Some(_) if winner => pal.strong,
                    Some(_) => pal.muted,
                    None => pal.text,
                };
                (seeded_name(e, bracket, p), color)
            }
            None => (source_text(g.spec.players[i], lang), pal.muted),
        };
        // "bye" at the right of a row won without a game; else the Corp/Runner marker's room.
        let bye = (winner && g.result.is_some_and(|x| x.kind == ResultKind::Bye)).then(|| {
            painter.layout_no_wrap(
                tr!(lang, "bracket-bye-mark"),
                FontId::proportional(11.0),
                pal.muted,
            )
        });
        let name_w = r.width() - bye.as_ref().map_or(BADGE_W, |b| b.size().x) - 16.0;
        if winner {
            painter.rect_filled(
                row.shrink2(vec2(2.0, 1.0)),
                3.0,
                pal.ok.gamma_multiply(0.14),
            );
        }
        let mut job = egui::text::LayoutJob::simple_singleline(text, font.clone(), fade(color));
        job.wrap = egui::text::TextWrapping::truncate_at_width(name_w);
        let galley = painter.layout_job(job);
        let pos = pos2(row.left() + 6.0, y - galley.size().y / 2.0);
        if winner {
            // Bold by a double strike: the default fonts have no bold face.
            painter.galley(pos + vec2(0.6, 0.0), galley.clone(), color);
        }
        painter.galley(pos, galley, color);
        // Corp/Runner marker once the sides are decided; "bye" for a win without a game.
        let badge = Rect::from_center_size(
            pos2(r.right() - 5.0 - BADGE_W / 2.0, y),
            vec2(BADGE_W, 14.0),
        );
        if let Some(side) = player.and_then(|p| g.sides.and_then(|s| s.side_of(p))) {
            let letter = match side {
                crate::engine::Side::Corp => "C",
                crate::engine::Side::Runner => "R",
            };
            painter.rect_stroke(
                badge,
                3.0,
                Stroke::new(1.0, fade(pal.muted)),
                StrokeKind::Inside,
            );
            painter.text(
                badge.center(),
                Align2::CENTER_CENTER,
                letter,
                FontId::proportional(10.5),
                fade(pal.muted),
            );
        } else if let Some(bye) = bye {
            let at = pos2(r.right() - 5.0 - bye.size().x, y - bye.size().y / 2.0);
            painter.galley(at, bye, pal.muted);
        }
    }
    if not_needed {
        painter.text(
            pos2(r.left() + 1.0, r.bottom() + 3.0),
            Align2::LEFT_TOP,
            tr!(lang, "bracket-not-needed"),
            FontId::proportional(11.0),
            pal.muted,
        );
    }
}

/// A check mark, drawn (no font glyph needed).
fn tick(painter: &egui::Painter, c: Pos2, color: Color32) {
    let s = Stroke::new(2.0, color);
    painter.line(
        vec![
            c + vec2(-4.5, 0.0),
            c + vec2(-1.5, 3.5),
            c + vec2(4.5, -3.5),
        ],
        s,
    );
}

fn status_words(g: &GameView, lang: Lang) -> String {
    match g.status {
        GameStatus::Waiting => tr!(lang, "bracket-status-waiting"),
        GameStatus::Ready if g.sides.is_some() => tr!(lang, "bracket-status-playing"),
        GameStatus::Ready => tr!(lang, "bracket-status-ready"),
        GameStatus::Decided => tr!(lang, "bracket-status-decided"),
        GameStatus::NotNeeded => tr!(lang, "bracket-status-not-needed"),
    }
}

/// The accessible name of a game box: its number, players and state in one line.
fn describe(cx: &Cx<'_>, bracket: &Bracket, g: &GameView, lang: Lang) -> String {
    let e = cx.event;
    let slot = |i: usize| match g.players[i] {
        Some(p) => {
            let name = seeded_name(e, bracket, p);
            match g.sides.and_then(|s| s.side_of(p)) {
                Some(s) => tr!(
                    lang,
                    "bracket-slot-side",
                    name = name,
                    side = words::side(s, lang)
                ),
                None => name,
            }
        }
        None => source_text(g.spec.players[i], lang),
    };
    let args: [(&str, FluentValue<'_>); 6] = [
        ("n", g.number().into()),
        (
            "section",
            crate::io::words::section(g.spec.section, lang).into(),
        ),
        ("a", slot(0).into()),
        ("b", slot(1).into()),
        ("status", status_words(g, lang).into()),
        (
            "winner",
            g.result
                .map_or(String::new(), |r| e.name_of(r.winner))
                .into(),
        ),
    ];
    match g.result {
        Some(_) => lang.format("bracket-game-label-won", &args),
        None => lang.format("bracket-game-label", &args),
    }
}

/// The hover text: where the winner and loser go, and why the sides are what they are.
fn details(cx: &Cx<'_>, bracket: &Bracket, g: &GameView, lang: Lang) -> String {
    let n = g.number();
    let mut lines = vec![tr!(
        lang,
        "bracket-details-game",
        n = n,
        round = round_name_in(bracket, g.round(), lang),
        section = crate::io::words::section(g.spec.section, lang),
        status = status_words(g, lang)
    )];
    let e = cx.event;
    for (i, p) in g.players.iter().enumerate() {
        let who = p.map_or_else(
            || source_text(g.spec.players[i], lang),
            |p| seeded_name(e, bracket, p),
        );
        lines.push(match g.spec.players[i] {
            Source::Seed(_) => who,
            Source::Winner(m) => tr!(lang, "bracket-details-from-winner", who = who, game = m),
            Source::Loser(m) => tr!(lang, "bracket-details-from-loser", who = who, game = m),
            Source::WinnerRanked { round, .. } => {
                tr!(lang, "bracket-details-reseeded", who = who, round = round)
            }
        });
    }
    if let Some(s) = g.sides {
        lines.push(tr!(
            lang,
            "bracket-details-sides",
            corp = e.name_of(s.corp),
            runner = e.name_of(s.runner),
            reason = crate::io::words::side_reason(s.reason, lang)
        ));
    }
    let winner_to: Vec<String> = bracket
        .table()
        .games
        .iter()
        .filter(|d| d.players.contains(&Source::Winner(n)))
        .map(|d| format!("G{}", d.number))
        .collect();
    let winner = if winner_to.is_empty() {
        if matches!(g.spec.section, Section::Final | Section::SecondFinal) {
            tr!(lang, "bracket-details-winner-wins-event")
        } else {
            tr!(lang, "bracket-details-winner-reseeded")
        }
    } else {
        tr!(
            lang,
            "bracket-details-goes-to",
            games = list(&winner_to, lang)
        )
    };
    let loser = match g.spec.loser {
        LoserGoes::Game(m) => tr!(lang, "bracket-details-goes-to", games = format!("G{m}")),
        LoserGoes::Out { best, worst } if best == worst => {
            tr!(lang, "bracket-details-out-in-place", place = best)
        }
        LoserGoes::Out { best, worst } => tr!(
            lang,
            "bracket-details-out-in-places",
            best = best,
            worst = worst
        ),
        LoserGoes::SecondFinalIfUpper(m) => {
            tr!(lang, "bracket-details-second-final-if-upper", game = m)
        }
    };
    lines.push(tr!(
        lang,
        "bracket-details-winner-loser",
        winner = winner,
        loser = loser
    ));
    if g.status == GameStatus::Ready && g.sides.is_some() {
        lines.push(tr!(lang, "bracket-details-click"));
    }
    lines.join("\n")
}

/// Right-click menu of a game box: clear its result, override its sides.
fn game_menu(response: &egui::Response, cx: &mut Cx<'_>, g: &GameView, lang: Lang) {
    let n = g.number();
    let played = g.result.is_some_and(|r| r.kind != ResultKind::Bye);
    let ready = g.status == GameStatus::Ready;
    if !played && !ready {
        return;
    }
    let e = cx.event;
    let mut commands = Vec::new();
    response.context_menu(|ui| {
        if played && ui.button(tr!(lang, "bracket-clear-result")).clicked() {
            commands.push(Command::ClearElimination { game: n });
            ui.close();
        }
        if let Some((a, b)) = g.pair() {
            for p in [a, b] {
                let is_corp = g.sides.is_some_and(|s| s.corp == p);
                if g.sides.is_some()
                    && ui
                        .add_enabled(
                            !is_corp,
                            egui::Button::new(tr!(lang, "bracket-plays-corp", name = e.name_of(p))),
                        )
                        .clicked()
                {
                    commands.push(Command::OverrideSides { game: n, corp: p });
                    ui.close();
                }
            }
        }
        if ready && g.sides.is_none() {
            ui.label(tr!(lang, "bracket-pair-to-decide-sides"));
        }
    });
    for c in commands {
        cx.apply(c);
    }
}
