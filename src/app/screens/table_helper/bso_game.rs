//! The live Big Sell-Out table: its operations, the exchange and the tag market.

use super::*;
use crate::engine::multiplayer::table::bso::{Advance, AuctionStep, BsoOutcome, BsoSeat};

pub(super) fn bso_op(t: &mut BsoTable, op: Op, f: Form) -> Result<Option<String>, TableError> {
    let sponsor = |t: &BsoTable, team: usize| {
        let s = BsoSeat::sponsor(team);
        format!("{s} ({})", t.name(s))
    };
    Ok(match op {
        Op::NextTurn => match t.next_turn()? {
            Advance::Turn(turn) => Some(format!(
                "cycle {}: {}'s turn ({})",
                turn.cycle,
                t.name(turn.seat),
                turn.seat
            )),
            Advance::GameOver(_) => {
                Some("the victory check after the full cycle ended the game".into())
            }
        },
        Op::BsoPoints(team, delta) => {
            let n = u32::try_from(delta.unsigned_abs())
                .map_err(|_| TableError::TooLarge("the agenda points"))?;
            if delta >= 0 {
                let s = t.add_points(team, n)?;
                (s.forfeited > 0).then(|| {
                    format!(
                        "Team {}: {} of these {n} points forfeited for rehiring the Agent",
                        team + 1,
                        s.forfeited
                    )
                })
            } else {
                t.remove_points(team, n)?;
                None
            }
        }
        Op::BsoDecked(team) => {
            t.sponsor_decked(team)?;
            Some(format!(
                "Team {} leaves the game: its Sponsor cannot draw",
                team + 1
            ))
        }
        Op::BsoFlatline(team) => {
            t.agent_flatlined(team)?;
            Some(match t.teams().get(team).and_then(|x| x.left()) {
                Some(_) => format!("Team {} leaves the game: its Agent was flatlined", team + 1),
                None => format!(
                    "{} is flatlined; their turns are skipped until rehired",
                    t.name(BsoSeat::agent(team))
                ),
            })
        }
        Op::BsoRehire(team) => {
            let terms = t.rehire_agent(team)?;
            let start = match (terms.credits, terms.cards) {
                (Some(c), Some(k)) => {
                    format!("; the new Agent starts with {c} credits and {k} cards")
                }
                _ => String::new(),
            };
            Some(format!(
                "Agent rehired: the Sponsor forgoes {} clicks and {}{start}",
                terms.clicks, terms.forfeit
            ))
        }
        Op::BsoRan(team) => {
            let bonus = t.agent_ran_servers_of(team)?;
            Some(format!(
                "{}'s ICE now has +{bonus} strength",
                sponsor(t, team)
            ))
        }
        Op::PlaceTag => {
            let id = t.place_tag(f.tag_owner, f.tag_agent)?;
            Some(format!(
                "tag #{id} on {} ({}), owned by Team {}",
                BsoSeat::agent(f.tag_agent),
                t.name(BsoSeat::agent(f.tag_agent)),
                f.tag_owner + 1
            ))
        }
        Op::RemoveTag(id) => {
            t.remove_tag(id)?;
            Some(format!("tag #{id} removed"))
        }
        Op::OfferTag(id) => {
            let o = t.offer_tag(id, whole(f.tag_price, "asking price")?)?;
            Some(format!(
                "tag #{id} offered to {} for {} credits",
                sponsor(t, o.buyer),
                o.price
            ))
        }
        Op::Accept => Some(sale_text(&t.accept_offer()?)),
        Op::Refuse => {
            let a = t.refuse_offer()?;
            Some(format!(
                "refused: tag #{} goes to auction at the end of this turn",
                a.tag
            ))
        }
        Op::Bid | Op::Pass => {
            let step = if op == Op::Bid {
                t.bid(whole(f.bid, "bid")?)?
            } else {
                t.pass_bid()?
            };
            Some(match step {
                AuctionStep::Next(team) => format!("next to bid: {}", sponsor(t, team)),
                AuctionStep::Sold(s) => sale_text(&s),
                AuctionStep::Unsold(id) => format!("no bids: the owner keeps tag #{id}"),
            })
        }
        _ => None,
    })
}

fn sale_text(s: &bso::TagSale) -> String {
    let how = if s.auction { " at auction" } else { "" };
    let trashed = if s.trashed {
        "; the tagged Agent's own Sponsor trashes it"
    } else {
        ""
    };
    format!(
        "tag #{} sold{how} to Team {} for {} credits, paid to Team {}{trashed}",
        s.tag,
        s.to + 1,
        s.price,
        s.from + 1
    )
}

fn edition_name(e: BigSellOutEdition) -> &'static str {
    match e {
        BigSellOutEdition::AndroidNetrunner => "Android: Netrunner edition",
        BigSellOutEdition::Classic => "classic Netrunner edition",
    }
}

pub(super) fn bso_ui(
    ui: &mut egui::Ui,
    t: &BsoTable,
    st: &mut TableHelperState,
    dark: bool,
    ops: &mut Vec<Op>,
) {
    let over = t.outcome().is_some();
    let turn = t.turn();
    ui.label(
        RichText::new(format!(
            "The Big Sell-Out ({}), cycle {}",
            edition_name(t.edition()),
            t.cycle()
        ))
        .strong(),
    );
    if let Some(text) = t.outcome_text() {
        banner(ui, &text, dark);
    }
    ui.add_space(6.0);
    ui.horizontal_wrapped(|ui| {
        ui.label("Turn order");
        for seat in t.order(t.cycle()) {
            chip(
                ui,
                format!("{seat}: {}", t.name(seat)),
                seat == turn.seat,
                !t.takes_turns(seat),
                dark,
            );
        }
        if ui
            .add_enabled(
                !over,
                egui::Button::new("Next turn").min_size(egui::vec2(110.0, 30.0)),
            )
            .clicked()
        {
            ops.push(Op::NextTurn);
        }
    });
    ui.label(format!("Now: {} ({})", t.name(turn.seat), turn.seat));
    if t.edition() == BigSellOutEdition::Classic && t.cycle() == 1 {
        ui.label(
            RichText::new(
                "First turn (classic): every Sponsor, then every Agent; then the normal order.",
            )
            .color(theme::muted(dark)),
        );
    }
    if let Some(r) = t.first_turn_restriction() {
        ui.colored_label(theme::attention(dark), r);
    }
    if !over {
        let check = match t.edition() {
            BigSellOutEdition::AndroidNetrunner => match t.end_of_cycle_check() {
                None => "Victory check after the last Agent's turn: the game goes on.".to_string(),
                Some(BsoOutcome::Win { team, reason }) => format!(
                    "Victory check after the last Agent's turn: Team {} would win ({reason}).",
                    team + 1
                ),
                Some(BsoOutcome::Draw { teams }) => format!(
                    "Victory check after the last Agent's turn: a draw between teams {}.",
                    teams
                        .iter()
                        .map(|t| (t + 1).to_string())
                        .collect::<Vec<_>>()
                        .join(", ")
                ),
            },
            BigSellOutEdition::Classic => "A team wins at 11 agenda points, at once.".to_string(),
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
                "Team",
                "Sponsor",
                "Agent",
                "Agenda points",
                "",
                "ICE bonus",
                "",
            ] {
                ui.label(RichText::new(h).strong());
            }
            ui.end_row();
            for (i, team) in t.teams().iter().enumerate() {
                let live = !over && team.in_game();
                ui.label(format!("Team {}", i + 1));
                ui.label(format!("S{}: {}", i + 1, team.sponsor()));
                let agent = if team.agent_flatlined() {
                    RichText::new(format!("A{}: {} (flatlined)", i + 1, team.agent()))
                        .color(theme::attention(dark))
                } else {
                    RichText::new(format!("A{}: {}", i + 1, team.agent()))
                };
                ui.label(agent);
                let mut pts = format!("{}", team.points());
                if team.forfeit_agendas() > 0 {
                    pts += " (next agenda forfeited)";
                }
                if team.forfeit_points() > 0 {
                    pts += &format!(" ({} points to forfeit)", team.forfeit_points());
                }
                match team.left() {
                    Some(why) => {
                        ui.label(
                            RichText::new(format!("{pts}, left: {why}"))
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
                                egui::Button::new(format!("Agent ran S{}'s servers", i + 1))
                                    .small(),
                            )
                            .clicked()
                        {
                            ops.push(Op::BsoRan(i));
                        }
                    });
                } else {
                    ui.label(RichText::new("not used").color(theme::muted(dark)));
                }
                ui.horizontal(|ui| {
                    if ui
                        .add_enabled(
                            live,
                            egui::Button::new(format!("S{} decked", i + 1)).small(),
                        )
                        .clicked()
                    {
                        ops.push(Op::BsoDecked(i));
                    }
                    if team.agent_flatlined() {
                        if ui
                            .add_enabled(
                                live,
                                egui::Button::new(format!("Rehire A{}", i + 1)).small(),
                            )
                            .clicked()
                        {
                            ops.push(Op::BsoRehire(i));
                        }
                    } else if ui
                        .add_enabled(
                            live,
                            egui::Button::new(format!("A{} flatlined", i + 1)).small(),
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
    if ice {
        ui.label(
            RichText::new("ICE bonus: +1 strength to all of a Sponsor's ICE for each successive Agent that ran its servers since its last turn; it resets when its turn begins. Press the button in the running Agent's turn.")
                .small()
                .color(muted),
        );
    } else {
        ui.label(
            RichText::new("ICE bonus: not used; the Android: Netrunner edition uses it only with 6 or more players.")
                .small()
                .color(muted),
        );
    }
    let terms = bso::rehire_terms(t.edition());
    let rehire = if t.edition() == BigSellOutEdition::Classic && !t.classic_rehiring() {
        "Rehiring: not used at this table (a flatlined Agent's team loses).".to_string()
    } else {
        format!(
            "Rehiring a flatlined Agent: in the Sponsor's turn, forgo {} clicks; {}{}.",
            terms.clicks,
            terms.forfeit,
            match (terms.credits, terms.cards) {
                (Some(c), Some(k)) =>
                    format!("; the new Agent starts with {c} credits and {k} cards"),
                _ => String::new(),
            }
        )
    };
    ui.label(RichText::new(rehire).small().color(muted));
    ui.add_space(theme::SECTION_GAP);

    ui.columns(2, |cols| {
        exchange_ui(&mut cols[0], t, st, dark);
        tags_ui(&mut cols[1], t, st, dark, ops);
    });
}

fn exchange_ui(ui: &mut egui::Ui, t: &BsoTable, st: &mut TableHelperState, dark: bool) {
    egui::Frame::group(ui.style()).inner_margin(10.0).show(ui, |ui| {
        ui.label(RichText::new("Credit exchange").strong());
        let rates = match t.edition() {
            BigSellOutEdition::AndroidNetrunner => {
                "Costs a click, in the giver's own turn. Sponsor: up to 4 credits, the Agent gains 2 for each. Agent: up to 8 credits, the Sponsor gains 1 for every 2."
            }
            BigSellOutEdition::Classic => {
                "Costs an action, in the giver's own turn. Any amount: the Agent gains 2 for each credit the Sponsor gives; the Sponsor gains 1 for every 2 the Agent gives."
            }
        };
        ui.label(RichText::new(rates).small().color(theme::muted(dark)));
        ui.horizontal(|ui| {
            ui.selectable_value(&mut st.exchange_dir, ExchangeDirection::SponsorToAgent, "Sponsor gives");
            ui.selectable_value(&mut st.exchange_dir, ExchangeDirection::AgentToSponsor, "Agent gives");
        });
        ui.horizontal(|ui| {
            let l = ui.label("Credits spent");
            ui.add_sized([60.0, 24.0], egui::TextEdit::singleline(&mut st.exchange_spent))
                .labelled_by(l.id);
        });
        let spent = st.exchange_spent.trim().parse::<u32>().map_err(|_| {
            TableError::Tag("type the credits spent as a whole number".into())
        });
        match spent.and_then(|n| bso::credit_exchange(t.edition(), st.exchange_dir, n)) {
            Ok(x) => {
                let who = match st.exchange_dir {
                    ExchangeDirection::SponsorToAgent => "The Agent",
                    ExchangeDirection::AgentToSponsor => "The Sponsor",
                };
                ui.label(
                    RichText::new(format!("{who} gains {} credits", x.gained))
                        .strong()
                        .color(theme::ok(dark)),
                );
            }
            Err(e) => {
                ui.colored_label(theme::error(dark), capitalise(&e.to_string()));
            }
        }
    });
}

fn tags_ui(
    ui: &mut egui::Ui,
    t: &BsoTable,
    st: &mut TableHelperState,
    dark: bool,
    ops: &mut Vec<Op>,
) {
    let over = t.outcome().is_some();
    let n = t.teams().len();
    egui::Frame::group(ui.style())
        .inner_margin(10.0)
        .show(ui, |ui| {
            ui.label(RichText::new("Tag ledger").strong());
            ui.horizontal_wrapped(|ui| {
                ui.label("Team");
                egui::ComboBox::from_id_salt("tag-owner")
                    .width(60.0)
                    .selected_text(format!("{}", st.tag_owner + 1))
                    .show_ui(ui, |ui| {
                        for i in 0..n {
                            ui.selectable_value(&mut st.tag_owner, i, format!("{}", i + 1));
                        }
                    });
                ui.label("tags Agent");
                egui::ComboBox::from_id_salt("tag-agent")
                    .width(60.0)
                    .selected_text(format!("A{}", st.tag_agent + 1))
                    .show_ui(ui, |ui| {
                        for i in 0..n {
                            ui.selectable_value(&mut st.tag_agent, i, format!("A{}", i + 1));
                        }
                    });
                if ui
                    .add_enabled(!over, egui::Button::new("Place tag"))
                    .clicked()
                {
                    ops.push(Op::PlaceTag);
                }
            });
            ui.horizontal(|ui| {
                let l = ui.label("Asking price");
                ui.add_sized([50.0, 24.0], egui::TextEdit::singleline(&mut st.tag_price))
                    .labelled_by(l.id);
                ui.label(
                    RichText::new("(at least 2 credits)")
                        .small()
                        .color(theme::muted(dark)),
                );
            });
            if t.tags().is_empty() {
                ui.label(RichText::new("No tags.").color(theme::muted(dark)));
            }
            let busy = t.offer().is_some() || !t.auctions().is_empty();
            for tag in t.tags() {
                ui.horizontal(|ui| {
                    ui.label(format!(
                        "#{} on A{} ({}), owned by Team {}",
                        tag.id,
                        tag.agent + 1,
                        t.name(BsoSeat::agent(tag.agent)),
                        tag.owner + 1
                    ));
                    if ui
                        .add_enabled(
                            !over && !busy,
                            egui::Button::new(format!("Offer #{}", tag.id)).small(),
                        )
                        .clicked()
                    {
                        ops.push(Op::OfferTag(tag.id));
                    }
                    if ui
                        .add_enabled(
                            !over && !busy,
                            egui::Button::new(format!("Remove #{}", tag.id)).small(),
                        )
                        .clicked()
                    {
                        ops.push(Op::RemoveTag(tag.id));
                    }
                });
            }
            if let Some(o) = t.offer() {
                ui.separator();
                ui.label(format!(
                    "Tag #{} offered to S{} ({}) for {} credits",
                    o.tag,
                    o.buyer + 1,
                    t.name(BsoSeat::sponsor(o.buyer)),
                    o.price
                ));
                ui.horizontal(|ui| {
                    if ui.button("Accept offer").clicked() {
                        ops.push(Op::Accept);
                    }
                    if ui.button("Refuse offer").clicked() {
                        ops.push(Op::Refuse);
                    }
                });
            }
            if let Some(a) = t.auctions().first() {
                ui.separator();
                let order: Vec<String> = a.bidders.iter().map(|&b| format!("S{}", b + 1)).collect();
                ui.label(format!(
                    "Auction of tag #{} at the end of this turn; bidding order {}",
                    a.tag,
                    order.join(", ")
                ));
                let best = a.best.map_or_else(
                    || "no bids yet".to_string(),
                    |(team, c)| format!("best bid: S{} with {c} credits", team + 1),
                );
                ui.label(best);
                if let Some(next) = a.next_bidder() {
                    ui.horizontal(|ui| {
                        ui.label(format!(
                            "S{} ({}) bids once or passes:",
                            next + 1,
                            t.name(BsoSeat::sponsor(next))
                        ));
                        let l = ui.label("Bid");
                        ui.add_sized([50.0, 24.0], egui::TextEdit::singleline(&mut st.bid))
                            .labelled_by(l.id);
                        if ui.button("Place bid").clicked() {
                            ops.push(Op::Bid);
                        }
                        if ui.button("Pass").clicked() {
                            ops.push(Op::Pass);
                        }
                    });
                }
                ui.label(
                    RichText::new("Only the winning bid is paid.")
                        .small()
                        .color(theme::muted(dark)),
                );
            }
            if !t.sales().is_empty() {
                ui.separator();
                ui.label(RichText::new("Sales").strong());
                for s in t.sales() {
                    ui.label(sale_text(s));
                }
            }
        });
}
