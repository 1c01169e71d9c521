//! The standings screen: rank, name, identities, points, SoS and ESoS (three decimals), dropped
//! players marked, the cut's places above once the cut is made.
//!
//! The rows come from [`Event::standings`] (exact rationals, shown with
//! [`three_decimals`]) and are cached until the players or the rounds change, so the table
//! follows every result the moment it is entered and stays cheap with thousands of players.

use super::Cx;
use crate::app::theme;
use crate::app::words::Speaks as _;
use crate::engine::command::signed;
use crate::engine::standings::three_decimals;
use crate::engine::views::{self, Note};
use crate::engine::{Command, Event, Player, PlayerId, SwissRound};
use crate::i18n::Lang;
use crate::io::words;
use crate::tr;
use egui::RichText;
use egui_extras::{Column, TableBuilder};

/// State of the standings screen.
#[derive(Default)]
pub struct StandingsState {
    /// The filter typed above the table (matches name, pronouns, identities).
    pub filter: String,
    /// The score-adjustment form.
    pub adjust: AdjustForm,
    cache: Option<Cache>,
}

/// The form that adjusts a player's round total (a penalty, a correction).
#[derive(Default)]
pub struct AdjustForm {
    /// The player.
    pub player: Option<PlayerId>,
    /// The Swiss round (0: the latest).
    pub round: u32,
    /// Points added (negative: taken away).
    pub points: i32,
    /// Why.
    pub reason: String,
}

/// What the cached rows were computed from: the standings depend on nothing else (and their
/// notes on the app's language).
#[derive(PartialEq)]
struct Key {
    players: Vec<Player>,
    rounds: Vec<SwissRound>,
    bye_points: u32,
    lang: Lang,
}

struct Cache {
    key: Key,
    rows: Vec<Row>,
}

/// One row, ready to draw.
struct Row {
    rank: String,
    player: PlayerId,
    name: String,
    pronouns: Option<String>,
    corp: String,
    runner: String,
    /// The identities by the part that tells them apart (folding text: not redone every frame).
    corp_short: String,
    runner_short: String,
    points: String,
    sos: String,
    esos: String,
    rounds: String,
    /// Single-sided events: Corp and Runner games and the balance ("C2 R1 (+1)").
    sides: Option<String>,
    dropped: Option<String>,
    bye: bool,
    /// Score adjustments: the sum ("adjusted -1") and each one, for the hover.
    adjusted: Option<(String, String)>,
    /// Lower-case text the filter searches.
    haystack: String,
}

fn key_of(event: &Event, lang: Lang) -> Key {
    Key {
        players: event.players().to_vec(),
        rounds: event.rounds().to_vec(),
        bye_points: event.settings().format.bye_points(),
        lang,
    }
}

fn build_rows(event: &Event, lang: Lang) -> Vec<Row> {
    let v = views::standings(event, None);
    v.rows
        .into_iter()
        .map(|s| {
            let corp = s.corp.clone().unwrap_or_default();
            let runner = s.runner.clone().unwrap_or_default();
            let haystack = format!(
                "{}\n{}\n{}\n{}",
                s.name,
                s.pronouns.as_deref().unwrap_or(""),
                corp,
                runner
            )
            .to_lowercase();
            let dropped = s
                .notes
                .iter()
                .find(|n| matches!(n, Note::Dropped { .. }))
                .map(|n| words::note(lang, *n));
            let adjusted = s.adjusted().map(|total| {
                (
                    words::note(lang, Note::Adjusted { total }),
                    v.adjustments
                        .iter()
                        .filter(|a| a.player == s.player)
                        .map(|a| adjustment_line(a.round, &a.name, a.delta, &a.reason, lang))
                        .collect::<Vec<_>>()
                        .join("\n"),
                )
            });
            Row {
                rank: s.rank.to_string(),
                player: s.player,
                pronouns: s.pronouns.clone(),
                corp_short: crate::io::identities::short_title(&corp).to_string(),
                runner_short: crate::io::identities::short_title(&runner).to_string(),
                corp,
                runner,
                points: s.points.to_string(),
                sos: three_decimals(&s.sos),
                esos: three_decimals(&s.esos),
                rounds: s.rounds.to_string(),
                sides: s.sides.map(|x| x.to_string()),
                dropped,
                bye: s.had_bye(),
                adjusted,
                haystack,
                name: s.name,
            }
        })
        .collect()
}

impl StandingsState {
    /// The rows for `event`, recomputed only when its players or rounds (or the language)
    /// changed.
    fn rows(&mut self, event: &Event, lang: Lang) -> &[Row] {
        let fresh = self.cache.as_ref().is_some_and(|c| {
            c.key.bye_points == event.settings().format.bye_points()
                && c.key.lang == lang
                && c.key.players == event.players()
                && c.key.rounds == event.rounds()
        });
        if !fresh {
            self.cache = Some(Cache {
                key: key_of(event, lang),
                rows: build_rows(event, lang),
            });
        }
        self.cache.as_ref().map_or(&[], |c| c.rows.as_slice())
    }
}

/// One score adjustment in words: "Round 3: Ann -1 (slow play)".
fn adjustment_line(round: u32, name: &str, delta: i32, reason: &str, lang: Lang) -> String {
    tr!(
        lang,
        "standings-adjust-line",
        round = round,
        player = name,
        delta = signed(delta),
        reason = reason
    )
}

/// The score adjustments of the event and the form that makes one.
fn adjustments_ui(ui: &mut egui::Ui, cx: &mut Cx<'_>, form: &mut AdjustForm) {
    let event = cx.event;
    let lang = ui.lang();
    let Some(latest) = event.rounds().last().map(|r| r.number) else {
        return;
    };
    let all: Vec<String> = event
        .rounds()
        .iter()
        .flat_map(|r| {
            r.adjustments.iter().map(move |a| {
                adjustment_line(r.number, &event.name_of(a.player), a.delta, &a.reason, lang)
            })
        })
        .collect();
    egui::CollapsingHeader::new(tr!(lang, "standings-adjust-title", n = all.len()))
        .id_salt("score-adjustments")
        .show(ui, |ui| {
            ui.label(
                RichText::new(tr!(lang, "standings-adjust-hint"))
                    .color(theme::muted(ui.visuals().dark_mode)),
            );
            for line in &all {
                ui.label(line);
            }
            if form.round == 0 || form.round > latest {
                form.round = latest;
            }
            let round = form.round;
            let options = || -> Vec<(PlayerId, String)> {
                let mut v: Vec<(PlayerId, String)> = event
                    .round(round)
                    .map(|r| {
                        event
                            .players()
                            .iter()
                            .filter(|p| r.involves(p.id))
                            .map(|p| (p.id, p.name.clone()))
                            .collect()
                    })
                    .unwrap_or_default();
                v.sort_by_key(|a| a.1.to_lowercase());
                v
            };
            ui.horizontal_wrapped(|ui| {
                let l = ui.label(tr!(lang, "standings-adjust-round"));
                ui.add(egui::DragValue::new(&mut form.round).range(1..=latest))
                    .labelled_by(l.id);
                super::rounds::player_combo(
                    ui,
                    "adjust-player",
                    &tr!(lang, "standings-adjust-player"),
                    &mut form.player,
                    &options,
                    event,
                );
                let l = ui.label(tr!(lang, "standings-adjust-points"));
                let max = crate::engine::event::MAX_ADJUSTMENT as i32;
                ui.add(egui::DragValue::new(&mut form.points).range(-max..=max))
                    .labelled_by(l.id);
                let l = ui.label(tr!(lang, "standings-adjust-reason"));
                ui.add(egui::TextEdit::singleline(&mut form.reason).desired_width(220.0))
                    .labelled_by(l.id);
                let ok =
                    form.player.is_some() && form.points != 0 && !form.reason.trim().is_empty();
                if ui
                    .add_enabled(ok, egui::Button::new(tr!(lang, "standings-adjust-button")))
                    .clicked()
                    && let Some(player) = form.player
                {
                    cx.apply(Command::AdjustScore {
                        round: form.round,
                        player,
                        delta: form.points,
                        reason: form.reason.trim().to_string(),
                    });
                    form.points = 0;
                    form.reason.clear();
                }
            });
        });
}

/// The heading: which round the standings are after, or how far the round in progress is.
pub fn heading(event: &Event, lang: Lang) -> (String, Option<String>) {
    let Some(last) = event.rounds().last() else {
        return (
            tr!(lang, "standings-title"),
            Some(tr!(lang, "standings-none-paired")),
        );
    };
    let tables: Vec<_> = last.pairings.iter().filter(|p| !p.is_bye()).collect();
    let reported = tables.iter().filter(|p| p.result.is_some()).count();
    let swiss = event.cut().is_some();
    if reported == tables.len() {
        let note = event.cut().map(|_| tr!(lang, "standings-swiss-over"));
        let title = if swiss {
            tr!(lang, "standings-swiss-after", round = last.number)
        } else {
            tr!(lang, "standings-after", round = last.number)
        };
        (title, note)
    } else {
        let (round, total) = (last.number, tables.len());
        let title = if swiss {
            tr!(
                lang,
                "standings-swiss-provisional",
                round = round,
                reported = reported,
                total = total
            )
        } else {
            tr!(
                lang,
                "standings-provisional",
                round = round,
                reported = reported,
                total = total
            )
        };
        (title, Some(tr!(lang, "standings-provisional-note")))
    }
}

/// Draws the standings screen.
pub fn ui(ui: &mut egui::Ui, cx: &mut Cx<'_>, state: &mut StandingsState) {
    let event = cx.event;
    let lang = ui.lang();
    let dark = ui.visuals().dark_mode;
    let muted = theme::muted(dark);

    let (title, note) = heading(event, lang);
    if let Some(b) = event.cut() {
        // After the cut: the cut's places first, the Swiss standings below as a section.
        ui.heading(tr!(lang, "standings-title"));
        ui.add_space(theme::SECTION_GAP);
        cut_places_ui(ui, event, b);
        ui.add_space(theme::SECTION_GAP);
        ui.label(RichText::new(title).strong().size(18.0));
    } else {
        ui.heading(title);
    }
    if let Some(n) = note {
        ui.label(RichText::new(n).color(muted));
    }
    ui.add_space(theme::SECTION_GAP);

    let filter = state.filter.trim().to_lowercase();
    ui.horizontal(|ui| {
        let l = ui.label(tr!(lang, "standings-filter"));
        ui.add(
            egui::TextEdit::singleline(&mut state.filter)
                .hint_text(tr!(lang, "standings-filter-hint"))
                .desired_width(260.0),
        )
        .labelled_by(l.id);
        if !state.filter.is_empty()
            && ui
                .small_button(tr!(lang, "standings-filter-clear"))
                .clicked()
        {
            state.filter.clear();
        }
        ui.add_space(16.0);
        crate::app::chat_copy::buttons_ui(ui, cx.actions, crate::io::share::What::Standings);
    });
    adjustments_ui(ui, cx, &mut state.adjust);
    let cut = event.cut();
    let rows = state.rows(event, lang);
    let shown: Vec<&Row> = if filter.is_empty() {
        rows.iter().collect()
    } else {
        rows.iter()
            .filter(|r| r.haystack.contains(&filter))
            .collect()
    };
    let count = if filter.is_empty() {
        tr!(lang, "standings-count", n = rows.len())
    } else {
        tr!(
            lang,
            "standings-count-filtered",
            shown = shown.len(),
            n = rows.len()
        )
    };
    ui.label(RichText::new(count).color(muted));
    ui.add_space(4.0);

    if rows.is_empty() {
        ui.label(RichText::new(tr!(lang, "standings-no-players")).color(muted));
        return;
    }

    let body_h = ui.text_style_height(&egui::TextStyle::Body);
    let row_h = (body_h + 10.0).max(24.0);
    let right = egui::Layout::right_to_left(egui::Align::Center);
    // Numbers and notes have fixed widths; name and identities share the rest.
    // Everything fits the window (1024 pixels included): the notes and the text columns share
    // what the numbers leave.
    let gap = ui.spacing().item_spacing.x;
    // The headings of the number columns, each column at least as wide as its heading in the
    // app's language.
    let titles = [
        tr!(lang, "standings-col-rank"),
        tr!(lang, "standings-col-points"),
        tr!(lang, "standings-col-sos"),
        tr!(lang, "standings-col-esos"),
        tr!(lang, "standings-col-rounds"),
        tr!(lang, "standings-col-sides"),
    ];
    let font = egui::TextStyle::Body.resolve(ui.style());
    let fit = |min: f32, title: &str| {
        let w = ui.ctx().fonts_mut(|f| {
            f.layout_no_wrap(title.to_string(), font.clone(), egui::Color32::WHITE)
                .size()
                .x
        });
        min.max(w.ceil() + 6.0)
    };
    let [rank_w, points_w, sos_w, esos_w, rounds_w, sides_w] = [52.0, 58.0, 66.0, 66.0, 58.0, 96.0]
        .into_iter()
        .zip(&titles)
        .map(|(min, t)| fit(min, t))
        .collect::<Vec<f32>>()
        .try_into()
        .unwrap_or([52.0, 58.0, 66.0, 66.0, 58.0, 96.0]);
    // Single-sided events get a column with each player's sides.
    let single = event.settings().format.single_sided();
    let sides_room = if single { sides_w + gap } else { 0.0 };
    let fixed = rank_w + points_w + sos_w + esos_w + rounds_w + 9.0 * gap + sides_room;
    // (Two gaps more than the columns': the table's frame and the scroll bar's room.)
    let rest = (ui.available_width() - fixed - 2.0 * gap).max(400.0);
    // The notes column as wide as its longest row needs (「第1回戦の後にドロップ」 was cut at
    // 1024 pixels: issue 37), up to 45 % of the room; the identities give way (whole on hover).
    // The words are formatted once, and only the longest row is measured (every frame).
    let seed = cut.map(|_| tr!(lang, "standings-cut-seed", seed = 88));
    let bye = tr!(lang, "standings-bye");
    let longest = rows
        .iter()
        .max_by_key(|r| {
            note_pieces(r, seed.as_deref(), &bye)
                .iter()
                .map(|t| t.chars().count())
                .sum::<usize>()
        })
        .map(|r| {
            let texts = note_pieces(r, seed.as_deref(), &bye);
            let n = texts.len() as f32;
            // (The cell's margins: its words must not be shortened with "…".)
            texts.into_iter().map(|t| fit(0.0, t)).sum::<f32>()
                + gap * (n - 1.0).max(0.0)
                + 3.0 * gap
        })
        .unwrap_or(0.0);
    let notes_w = (rest * 0.3)
        .clamp(120.0, 190.0)
        .max(longest.min(rest * 0.45));
    let flex = rest - notes_w;
    let (name_w, id_w) = (flex * 0.30, flex * 0.35);
    let mut table = TableBuilder::new(ui)
        .id_salt("ranking-table")
        .striped(true)
        .min_scrolled_height(0.0)
        .cell_layout(egui::Layout::left_to_right(egui::Align::Center))
        .column(Column::exact(rank_w))
        .column(Column::exact(name_w).clip(true))
        .column(Column::exact(id_w).clip(true))
        .column(Column::exact(id_w).clip(true))
        .column(Column::exact(points_w))
        .column(Column::exact(sos_w))
        .column(Column::exact(esos_w))
        .column(Column::exact(rounds_w));
    if single {
        table = table.column(Column::exact(sides_w));
    }
    table
        .column(Column::exact(notes_w).clip(true))
        .header(row_h, |mut h| {
            let head = |h: &mut egui_extras::TableRow<'_, '_>, t: &str, r: bool| {
                h.col(|ui| {
                    if r {
                        ui.with_layout(right, |ui| ui.strong(t));
                    } else {
                        ui.strong(t);
                    }
                });
            };
            let [rank, points, sos, esos, rounds, sides] = &titles;
            head(&mut h, rank, true);
            head(&mut h, &tr!(lang, "standings-col-name"), false);
            head(&mut h, &tr!(lang, "standings-col-corp"), false);
            head(&mut h, &tr!(lang, "standings-col-runner"), false);
            head(&mut h, points, true);
            head(&mut h, sos, true);
            head(&mut h, esos, true);
            head(&mut h, rounds, true);
            if single {
                h.col(|ui| {
                    ui.strong(sides)
                        .on_hover_text(tr!(lang, "standings-col-sides-hover"));
                });
            }
            h.col(|ui| {
                ui.add_space(12.0);
                ui.strong(tr!(lang, "standings-col-notes"));
            });
        })
        .body(|body| {
            body.rows(row_h, shown.len(), |mut row| {
                let Some(r) = shown.get(row.index()) else {
                    return;
                };
                let dim = r.dropped.is_some();
                let text = |s: &str| {
                    let t = RichText::new(s);
                    if dim { t.color(muted) } else { t }
                };
                let num = |row: &mut egui_extras::TableRow<'_, '_>, s: &str| {
                    row.col(|ui| {
                        ui.with_layout(right, |ui| ui.label(text(s)));
                    });
                };
                num(&mut row, &r.rank);
                row.col(|ui| {
                    ui.label(text(&r.name));
                    if let Some(p) = &r.pronouns {
                        ui.label(RichText::new(p).small().color(muted));
                    }
                });
                for (title, short) in [(&r.corp, &r.corp_short), (&r.runner, &r.runner_short)] {
                    row.col(|ui| {
                        ui.add(egui::Label::new(text(short)).truncate())
                            .on_hover_text(title.as_str());
                    });
                }
                row.col(|ui| {
                    ui.with_layout(right, |ui| ui.label(text(&r.points).strong()));
                });
                num(&mut row, &r.sos);
                num(&mut row, &r.esos);
                num(&mut row, &r.rounds);
                if let Some(sides) = &r.sides {
                    row.col(|ui| {
                        ui.label(text(sides));
                    });
                }
                row.col(|ui| {
                    ui.add_space(12.0);
                    if let Some(seed) = cut.and_then(|b| b.seed_of(r.player)) {
                        ui.label(
                            RichText::new(tr!(lang, "standings-cut-seed", seed = seed))
                                .color(theme::ok(dark)),
                        );
                    }
                    if let Some(d) = &r.dropped {
                        ui.label(RichText::new(d).color(theme::attention(dark)));
                    }
                    if r.bye {
                        ui.label(RichText::new(tr!(lang, "standings-bye")).color(muted));
                    }
                    if let Some((sum, lines)) = &r.adjusted {
                        ui.label(RichText::new(sum).color(theme::attention(dark)))
                            .on_hover_text(lines.as_str());
                    }
                });
            });
        });
}

/// What a row's notes cell shows, as text: the cut's seed, a drop, a bye, an adjustment.
fn note_pieces<'a>(r: &'a Row, seed: Option<&'a str>, bye: &'a str) -> Vec<&'a str> {
    let adjusted = r.adjusted.as_ref().map(|(sum, _)| sum.as_str());
    [seed, r.dropped.as_deref(), r.bye.then_some(bye), adjusted]
        .into_iter()
        .flatten()
        .collect()
}

/// The cut's places, 1st first; places not decided yet show "—".
fn cut_places_ui(ui: &mut egui::Ui, event: &Event, b: &crate::engine::Bracket) {
    let dark = ui.visuals().dark_mode;
    let places = b.places();
    let finished = b.is_finished();
    let lang = ui.lang();
    egui::Frame::group(ui.style())
        .inner_margin(10.0)
        .show(ui, |ui| {
            ui.horizontal(|ui| {
                ui.label(
                    RichText::new(tr!(lang, "standings-cut-places", n = b.cut().players()))
                        .strong()
                        .size(17.0),
                );
                let note = if finished {
                    tr!(lang, "standings-cut-over")
                } else {
                    tr!(lang, "standings-cut-undecided")
                };
                ui.label(RichText::new(note).color(theme::muted(dark)));
            });
            ui.add_space(4.0);
            let per_row = 4;
            egui::Grid::new("cut-places")
                .num_columns(per_row * 2)
                .spacing([14.0, 6.0])
                .min_col_width(36.0)
                .show(ui, |ui| {
                    for (i, p) in places.iter().enumerate() {
                        ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                            ui.label(
                                RichText::new(tr!(lang, "standings-place", n = i + 1))
                                    .color(theme::muted(dark)),
                            );
                        });
                        match p {
                            Some(id) => {
                                let t = RichText::new(event.name_of(*id));
                                ui.label(if i == 0 { t.strong() } else { t });
                            }
                            None => {
                                ui.label(RichText::new("—").color(theme::muted(dark)));
                            }
                        }
                        if (i + 1) % per_row == 0 {
                            ui.end_row();
                        }
                    }
                });
            if let Some(note) = super::bracket::disqualified_note_in(event, b, lang) {
                ui.label(RichText::new(note).color(theme::attention(dark)));
            }
        });
}

#[cfg(test)]
mod tests {
    use crate::i18n::Lang;
    use crate::tr;

    #[test]
    fn ordinals() {
        let got: Vec<String> = [1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111]
            .map(|n| tr!(Lang::ENGLISH, "standings-place", n = n))
            .to_vec();
        assert_eq!(
            got,
            [
                "1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "23rd",
                "101st", "111th"
            ]
        );
    }
}
