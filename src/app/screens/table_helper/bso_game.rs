//! The live Big Sell-Out table: its operations, the exchange and the tag market.

use super::*;
use crate::app::screens::multiplayer::list;
use crate::engine::multiplayer::table::bso::{
    Advance, AuctionStep, BsoOutcome, BsoSeat, BsoWinReason, LeaveReason,
};

pub(super) fn bso_op(
    t: &mut BsoTable,
    op: Op,
    f: Form,
    lang: Lang,
) -> Result<Option<String>, Refusal> {
    let sponsor = |t: &BsoTable, team: usize| {
        let s = BsoSeat::sponsor(team);
        format!("{s} ({})", t.name(s))
    };
    Ok(match op {
        Op::NextTurn => match t.next_turn()? {
            Advance::Turn(turn) => Some(tr!(
                lang,
                "helper-bso-turn",
                cycle = turn.cycle,
                name = t.name(turn.seat),
                seat = turn.seat.to_string()
            )),
            Advance::GameOver(_) => Some(tr!(lang, "helper-bso-cycle-ended")),
        },
        Op::BsoPoints(team, delta) => {
            // More than the table keeps is refused by the table itself.
            let n = u32::try_from(delta.unsigned_abs()).unwrap_or(u32::MAX);
            if delta >= 0 {
                let s = t.add_points(team, n)?;
                (s.forfeited > 0).then(|| {
                    tr!(
                        lang,
                        "helper-bso-points-forfeited",
                        team = team + 1,
                        forfeited = s.forfeited,
                        n = n
                    )
                })
            } else {
                t.remove_points(team, n)?;
                None
            }
        }
        Op::BsoDecked(team) => {
            t.sponsor_decked(team)?;
            Some(tr!(lang, "helper-bso-team-decked", team = team + 1))
        }
        Op::BsoFlatline(team) => {
            t.agent_flatlined(team)?;
            Some(match t.teams().get(team).and_then(|x| x.left()) {
                Some(_) => tr!(lang, "helper-bso-team-flatlined", team = team + 1),
                None => tr!(
                    lang,
                    "helper-bso-agent-flatlined",
                    name = t.name(BsoSeat::agent(team))
                ),
            })
        }
        Op::BsoRehire(team) => {
            let terms = t.rehire_agent(team)?;
            Some(rehire_words(lang, t.edition(), terms, false))
        }
        Op::BsoRan(team) => {
            let bonus = t.agent_ran_servers_of(team)?;
            Some(tr!(
                lang,
                "helper-bso-ice-bonus",
                sponsor = sponsor(t, team),
                bonus = bonus
            ))
        }
        Op::PlaceTag => {
            let id = t.place_tag(f.tag_owner, f.tag_agent)?;
            Some(tr!(
                lang,
                "helper-bso-tag-placed",
                tag = id,
                agent = BsoSeat::agent(f.tag_agent).to_string(),
                name = t.name(BsoSeat::agent(f.tag_agent)),
                team = f.tag_owner + 1
            ))
        }
        Op::RemoveTag(id) => {
            t.remove_tag(id)?;
            Some(tr!(lang, "helper-bso-tag-removed", tag = id))
        }
        Op::OfferTag(id) => {
            let price = whole(f.tag_price, tr!(lang, "helper-bso-type-asking-price"))?;
            let o = t.offer_tag(id, price)?;
            Some(tr!(
                lang,
                "helper-bso-tag-offered",
                tag = id,
                sponsor = sponsor(t, o.buyer),
                price = o.price
            ))
        }
        Op::Accept => Some(sale_text(lang, &t.accept_offer()?)),
        Op::Refuse => {
            let a = t.refuse_offer()?;
            Some(tr!(lang, "helper-bso-tag-refused", tag = a.tag))
        }
        Op::Bid | Op::Pass => {
            let step = if op == Op::Bid {
                t.bid(whole(f.bid, tr!(lang, "helper-bso-type-bid"))?)?
            } else {
                t.pass_bid()?
            };
            Some(match step {
                AuctionStep::Next(team) => {
                    tr!(lang, "helper-bso-next-bidder", sponsor = sponsor(t, team))
                }
                AuctionStep::Sold(s) => sale_text(lang, &s),
                AuctionStep::Unsold(id) => tr!(lang, "helper-bso-tag-unsold", tag = id),
            })
        }
        Op::CallTime(procedure) => {
            t.call_time(procedure)?;
            None
        }
        _ => None,
    })
}

/// Rehiring an Agent in the edition's terms (`bso::rehire_terms`): the notice after a rehiring,
/// or (`rule`) the rule under the teams.
fn rehire_words(
    lang: Lang,
    edition: BigSellOutEdition,
    terms: bso::RehireTerms,
    rule: bool,
) -> String {
    let clicks = terms.clicks;
    match (edition, terms.credits, terms.cards) {
        (BigSellOutEdition::AndroidNetrunner, Some(credits), Some(cards)) if rule => tr!(
            lang,
            "helper-bso-rehire-rule-anr",
            clicks = clicks,
            credits = credits,
            cards = cards
        ),
        (BigSellOutEdition::AndroidNetrunner, Some(credits), Some(cards)) => tr!(
            lang,
            "helper-bso-rehired-anr",
            clicks = clicks,
            credits = credits,
            cards = cards
        ),
        _ if rule => tr!(lang, "helper-bso-rehire-rule-classic", clicks = clicks),
        _ => tr!(lang, "helper-bso-rehired-classic", clicks = clicks),
    }
}

fn sale_text(lang: Lang, s: &bso::TagSale) -> String {
    let (tag, to, price, from) = (s.tag, s.to + 1, s.price, s.from + 1);
    match (s.auction, s.trashed) {
        (false, false) => tr!(
            lang,
            "helper-bso-tag-sold",
            tag = tag,
            to = to,
            price = price,
            from = from
        ),
        (false, true) => tr!(
            lang,
            "helper-bso-tag-sold-trashed",
            tag = tag,
            to = to,
            price = price,
            from = from
        ),
        (true, false) => tr!(
            lang,
            "helper-bso-tag-sold-auction",
            tag = tag,
            to = to,
            price = price,
            from = from
        ),
        (true, true) => tr!(
            lang,
            "helper-bso-tag-sold-auction-trashed",
            tag = tag,
            to = to,
            price = price,
            from = from
        ),
    }
}

/// "Team 1 (Sam and Alex)": a team with its players' names.
fn team_label(lang: Lang, t: &BsoTable, team: usize) -> String {
    match t.teams().get(team) {
        Some(x) => tr!(
            lang,
            "helper-bso-team-label",
            team = team + 1,
            sponsor = x.sponsor(),
            agent = x.agent()
        ),
        None => tr!(lang, "helper-bso-team", team = team + 1),
    }
}

/// How a team won, in `lang` (the words of `BsoWinReason`'s `Display`).
fn win_reason(lang: Lang, r: BsoWinReason) -> String {
    match r {
        BsoWinReason::HighestAfterCycle => tr!(lang, "helper-bso-win-highest-after-cycle"),
        BsoWinReason::SuddenDeath => tr!(lang, "helper-bso-win-sudden-death"),
        BsoWinReason::ElevenPoints => tr!(lang, "helper-bso-win-eleven-points"),
        BsoWinReason::LastTeamStanding => tr!(lang, "helper-bso-win-last-team-standing"),
    }
}

/// Why a team left the game, in `lang` (the words of `LeaveReason`'s `Display`).
fn leave_reason(lang: Lang, r: LeaveReason) -> String {
    match r {
        LeaveReason::SponsorDecked => tr!(lang, "helper-bso-leave-sponsor-decked"),
        LeaveReason::AgentFlatlined => tr!(lang, "helper-bso-leave-agent-flatlined"),
    }
}

/// How the game ended, in `lang` (the app's words for `BsoTable::outcome_text`).
fn outcome_text(lang: Lang, t: &BsoTable, o: &BsoOutcome) -> String {
    match o {
        BsoOutcome::Win { team, reason } => tr!(
            lang,
            "helper-bso-outcome-win",
            team = team_label(lang, t, *team),
            reason = win_reason(lang, *reason)
        ),
        BsoOutcome::Draw { teams } => {
            let names: Vec<String> = teams.iter().map(|&x| team_label(lang, t, x)).collect();
            tr!(lang, "helper-bso-outcome-draw", teams = list(lang, &names))
        }
    }
}

pub(super) fn bso_ui(
    ui: &mut egui::Ui,
    t: &BsoTable,
    st: &mut TableHelperState,
    ops: &mut Vec<Op>,
) {
    let dark = ui.visuals().dark_mode;
    let lang = ui.lang();
    let over = t.outcome().is_some();
    let turn = t.turn();
    let title = match t.edition() {
        BigSellOutEdition::AndroidNetrunner => {
            tr!(lang, "helper-bso-title-anr", cycle = t.cycle())
        }
        BigSellOutEdition::Classic => tr!(lang, "helper-bso-title-classic", cycle = t.cycle()),
    };
    ui.label(RichText::new(title).strong());
    if let Some(o) = t.outcome() {
        banner(ui, &outcome_text(lang, t, o));
    }
    ui.add_space(6.0);
    ui.horizontal_wrapped(|ui| {
        ui.label(tr!(lang, "helper-turn-order"));
        for seat in t.order(t.cycle()) {
            chip(
                ui,
                format!("{seat}: {}", t.name(seat)),
                seat == turn.seat,
                !t.takes_turns(seat),
            );
        }
        if ui
            .add_enabled(
                !over,
                egui::Button::new(tr!(lang, "helper-next-turn")).min_size(egui::vec2(110.0, 30.0)),
            )
            .clicked()
        {
            ops.push(Op::NextTurn);
        }
    });
    ui.label(tr!(
        lang,
        "helper-now-seat",
        name = t.name(turn.seat),
        seat = turn.seat.to_string()
    ));
    if t.edition() == BigSellOutEdition::Classic && t.cycle() == 1 {
        ui.label(
            RichText::new(tr!(lang, "helper-bso-classic-first-turn")).color(theme::muted(dark)),
        );
    }
    if t.first_turn_restriction().is_some() {
        ui.colored_label(
            theme::attention(dark),
            tr!(lang, "helper-bso-anr-first-turn-restriction"),
        );
    }
    if !over {
        let check = match t.edition() {
            BigSellOutEdition::AndroidNetrunner => match t.end_of_cycle_check() {
                None => tr!(lang, "helper-bso-check-goes-on"),
                Some(BsoOutcome::Win { team, reason }) => tr!(
                    lang,
                    "helper-bso-check-win",
                    team = team + 1,
                    reason = win_reason(lang, reason)
                ),
                Some(BsoOutcome::Draw { teams }) => tr!(
                    lang,
                    "helper-bso-check-draw",
                    teams = list(
                        lang,
                        &teams
                            .iter()
                            .map(|t| (t + 1).to_string())
                            .collect::<Vec<_>>()
                    )
                ),
            },
            BigSellOutEdition::Classic => tr!(lang, "helper-bso-check-classic"),
        };
        ui.label(RichText::new(check).color(theme::muted(dark)));
    }
    ui.add_space(theme::SECTION_GAP);

    // Teams: points, leaving, flatline, rehiring, ICE bonus.
    let ice = t.ice_bonus_applies();
    egui::Grid::new("bso-teams")
        .num_columns(7)
        .spacing([12.0, 6.0])
        .striped(true)
        .show(ui, |ui| {
            for h in [
                tr!(lang, "helper-col-team"),
                tr!(lang, "helper-col-sponsor"),
                tr!(lang, "helper-col-agent"),
                tr!(lang, "helper-col-agenda-points"),
                String::new(),
                tr!(lang, "helper-col-ice-bonus"),
                String::new(),
            ] {
                ui.label(RichText::new(h).strong());
            }
            ui.end_row();
            for (i, team) in t.teams().iter().enumerate() {
                let live = !over && team.in_game();
                ui.label(tr!(lang, "helper-bso-team", team = i + 1));
                ui.label(format!("S{}: {}", i + 1, team.sponsor()));
                let agent = if team.agent_flatlined() {
                    RichText::new(tr!(
                        lang,
                        "helper-bso-agent-cell-flatlined",
                        n = i + 1,
                        name = team.agent()
                    ))
                    .color(theme::attention(dark))
                } else {
                    RichText::new(format!("A{}: {}", i + 1, team.agent()))
                };
                ui.label(agent);
                let mut pts = team.points().to_string();
                if team.forfeit_agendas() > 0 {
                    pts = tr!(
                        lang,
                        "helper-bso-points-next-agenda-forfeited",
                        points = pts
                    );
                }
                if team.forfeit_points() > 0 {
                    pts = tr!(
                        lang,
                        "helper-bso-points-to-forfeit",
                        points = pts,
                        n = team.forfeit_points()
                    );
                }
                match team.left() {
                    Some(why) => {
                        ui.label(
                            RichText::new(tr!(
                                lang,
                                "helper-bso-points-left",
                                points = pts,
                                why = leave_reason(lang, why)
                            ))
                            .strikethrough()
                            .color(theme::muted(dark)),
                        );
                    }
                    None => {
                        ui.label(pts);
                    }
                }
                ui.horizontal(|ui| {
                    points_buttons(ui, live, |d| ops.push(Op::BsoPoints(i, d)));
                });
                if ice {
                    ui.horizontal(|ui| {
                        ui.label(format!("+{}", t.ice_bonus(i)));
                        if ui
                            .add_enabled(
                                live,
                                egui::Button::new(tr!(lang, "helper-bso-agent-ran", n = i + 1))
                                    .small(),
                            )
                            .clicked()
                        {
                            ops.push(Op::BsoRan(i));
                        }
                    });
                } else {
                    ui.label(RichText::new(tr!(lang, "helper-not-used")).color(theme::muted(dark)));
                }
                // One above the other: the row stays narrow enough for a 1024-pixel window in
                // every language.
                ui.vertical(|ui| {
                    if ui
                        .add_enabled(
                            live,
                            egui::Button::new(tr!(lang, "helper-bso-sponsor-decked", n = i + 1))
                                .small(),
                        )
                        .clicked()
                    {
                        ops.push(Op::BsoDecked(i));
                    }
                    if team.agent_flatlined() {
                        if ui
                            .add_enabled(
                                live,
                                egui::Button::new(tr!(lang, "helper-bso-rehire", n = i + 1))
                                    .small(),
                            )
                            .clicked()
                        {
                            ops.push(Op::BsoRehire(i));
                        }
                    } else if ui
                        .add_enabled(
                            live,
                            egui::Button::new(tr!(lang, "helper-bso-flatline-agent", n = i + 1))
                                .small(),
                        )
                        .clicked()
                    {
                        ops.push(Op::BsoFlatline(i));
                    }
                });
                ui.end_row();
            }
        });
    let muted = theme::muted(dark);
    let ice_note = if ice {
        tr!(lang, "helper-bso-ice-bonus-rule")
    } else {
        tr!(lang, "helper-bso-ice-bonus-not-used")
    };
    ui.label(RichText::new(ice_note).small().color(muted));
    let rehire = if t.edition() == BigSellOutEdition::Classic && !t.classic_rehiring() {
        tr!(lang, "helper-bso-rehire-not-used")
    } else {
        rehire_words(lang, t.edition(), bso::rehire_terms(t.edition()), true)
    };
    ui.label(RichText::new(rehire).small().color(muted));
    ui.add_space(theme::SECTION_GAP);

    ui.columns(2, |cols| {
        exchange_ui(&mut cols[0], t, st);
        tags_ui(&mut cols[1], t, st, ops);
    });
}

fn exchange_ui(ui: &mut egui::Ui, t: &BsoTable, st: &mut TableHelperState) {
    let dark = ui.visuals().dark_mode;
    let lang = ui.lang();
    egui::Frame::group(ui.style())
        .inner_margin(10.0)
        .show(ui, |ui| {
            ui.label(RichText::new(tr!(lang, "helper-exchange")).strong());
            let rates = match t.edition() {
                BigSellOutEdition::AndroidNetrunner => tr!(lang, "helper-exchange-rates-anr"),
                BigSellOutEdition::Classic => tr!(lang, "helper-exchange-rates-classic"),
            };
            ui.label(RichText::new(rates).small().color(theme::muted(dark)));
            ui.horizontal(|ui| {
                ui.selectable_value(
                    &mut st.exchange_dir,
                    ExchangeDirection::SponsorToAgent,
                    tr!(lang, "helper-exchange-sponsor-gives"),
                );
                ui.selectable_value(
                    &mut st.exchange_dir,
                    ExchangeDirection::AgentToSponsor,
                    tr!(lang, "helper-exchange-agent-gives"),
                );
            });
            ui.horizontal(|ui| {
                let l = ui.label(tr!(lang, "helper-exchange-spent"));
                ui.add_sized(
                    [60.0, 24.0],
                    egui::TextEdit::singleline(&mut st.exchange_spent),
                )
                .labelled_by(l.id);
            });
            let exchange = match st.exchange_spent.trim().parse::<u32>() {
                Err(_) => Err(tr!(lang, "helper-exchange-type-spent")),
                Ok(n) => bso::credit_exchange(t.edition(), st.exchange_dir, n)
                    .map_err(|e| capitalise(&e.explain(lang))),
            };
            match exchange {
                Ok(x) => {
                    let gains = match st.exchange_dir {
                        ExchangeDirection::SponsorToAgent => {
                            tr!(lang, "helper-exchange-agent-gains", n = x.gained)
                        }
                        ExchangeDirection::AgentToSponsor => {
                            tr!(lang, "helper-exchange-sponsor-gains", n = x.gained)
                        }
                    };
                    ui.label(RichText::new(gains).strong().color(theme::ok(dark)));
                }
                Err(e) => {
                    ui.colored_label(theme::error(dark), e);
                }
            }
        });
}

fn tags_ui(ui: &mut egui::Ui, t: &BsoTable, st: &mut TableHelperState, ops: &mut Vec<Op>) {
    let dark = ui.visuals().dark_mode;
    let lang = ui.lang();
    let over = t.outcome().is_some();
    let n = t.teams().len();
    egui::Frame::group(ui.style())
        .inner_margin(10.0)
        .show(ui, |ui| {
            ui.label(RichText::new(tr!(lang, "helper-tags")).strong());
            ui.horizontal_wrapped(|ui| {
                ui.label(tr!(lang, "helper-tags-team"));
                egui::ComboBox::from_id_salt("tag-owner")
                    .width(60.0)
                    .selected_text(format!("{}", st.tag_owner + 1))
                    .show_ui(ui, |ui| {
                        for i in 0..n {
                            ui.selectable_value(&mut st.tag_owner, i, format!("{}", i + 1));
                        }
                    });
                ui.label(tr!(lang, "helper-tags-agent"));
                egui::ComboBox::from_id_salt("tag-agent")
                    .width(60.0)
                    .selected_text(format!("A{}", st.tag_agent + 1))
                    .show_ui(ui, |ui| {
                        for i in 0..n {
                            ui.selectable_value(&mut st.tag_agent, i, format!("A{}", i + 1));
                        }
                    });
                if ui
                    .add_enabled(!over, egui::Button::new(tr!(lang, "helper-tags-place")))
                    .clicked()
                {
                    ops.push(Op::PlaceTag);
                }
            });
            ui.horizontal(|ui| {
                let l = ui.label(tr!(lang, "helper-tags-asking-price"));
                ui.add_sized([50.0, 24.0], egui::TextEdit::singleline(&mut st.tag_price))
                    .labelled_by(l.id);
                ui.label(
                    RichText::new(tr!(lang, "helper-tags-min-price", n = bso::TAG_MIN_PRICE))
                        .small()
                        .color(theme::muted(dark)),
                );
            });
            if t.tags().is_empty() {
                ui.label(RichText::new(tr!(lang, "helper-tags-none")).color(theme::muted(dark)));
            }
            let busy = t.offer().is_some() || !t.auctions().is_empty();
            for tag in t.tags() {
                ui.horizontal(|ui| {
                    ui.label(tr!(
                        lang,
                        "helper-tags-line",
                        tag = tag.id,
                        agent = tag.agent + 1,
                        name = t.name(BsoSeat::agent(tag.agent)),
                        team = tag.owner + 1
                    ));
                    if ui
                        .add_enabled(
                            !over && !busy,
                            egui::Button::new(tr!(lang, "helper-tags-offer", tag = tag.id)).small(),
                        )
                        .clicked()
                    {
                        ops.push(Op::OfferTag(tag.id));
                    }
                    if ui
                        .add_enabled(
                            !over && !busy,
                            egui::Button::new(tr!(lang, "helper-tags-remove", tag = tag.id))
                                .small(),
                        )
                        .clicked()
                    {
                        ops.push(Op::RemoveTag(tag.id));
                    }
                });
            }
            if let Some(o) = t.offer() {
                ui.separator();
                ui.label(tr!(
                    lang,
                    "helper-tags-offer-line",
                    tag = o.tag,
                    sponsor = o.buyer + 1,
                    name = t.name(BsoSeat::sponsor(o.buyer)),
                    price = o.price
                ));
                ui.horizontal(|ui| {
                    if ui.button(tr!(lang, "helper-tags-accept")).clicked() {
                        ops.push(Op::Accept);
                    }
                    if ui.button(tr!(lang, "helper-tags-refuse")).clicked() {
                        ops.push(Op::Refuse);
                    }
                });
            }
            if let Some(a) = t.auctions().first() {
                ui.separator();
                let order: Vec<String> = a.bidders.iter().map(|&b| format!("S{}", b + 1)).collect();
                ui.label(tr!(
                    lang,
                    "helper-tags-auction",
                    tag = a.tag,
                    order = list(lang, &order)
                ));
                let best = a.best.map_or_else(
                    || tr!(lang, "helper-tags-no-bids"),
                    |(team, c)| tr!(lang, "helper-tags-best-bid", sponsor = team + 1, n = c),
                );
                ui.label(best);
                if let Some(next) = a.next_bidder() {
                    ui.horizontal(|ui| {
                        ui.label(tr!(
                            lang,
                            "helper-tags-bids-or-passes",
                            sponsor = next + 1,
                            name = t.name(BsoSeat::sponsor(next))
                        ));
                        let l = ui.label(tr!(lang, "helper-tags-bid"));
                        ui.add_sized([50.0, 24.0], egui::TextEdit::singleline(&mut st.bid))
                            .labelled_by(l.id);
                        if ui.button(tr!(lang, "helper-tags-place-bid")).clicked() {
                            ops.push(Op::Bid);
                        }
                        if ui.button(tr!(lang, "helper-tags-pass")).clicked() {
                            ops.push(Op::Pass);
                        }
                    });
                }
                ui.label(
                    RichText::new(tr!(lang, "helper-tags-winning-bid-paid"))
                        .small()
                        .color(theme::muted(dark)),
                );
            }
            if !t.sales().is_empty() {
                ui.separator();
                ui.label(RichText::new(tr!(lang, "helper-tags-sales")).strong());
                for s in t.sales() {
                    ui.label(sale_text(lang, s));
                }
            }
        });
}
