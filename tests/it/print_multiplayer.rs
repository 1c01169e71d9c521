#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code: a failed step is a failed test

//! Multiplayer printouts (NAPD, The Big Sell-Out), read back with `pdftotext -layout`
//! (poppler-utils): pods with the players in seating order, roles, turn order and the edition's
//! first-turn rule; every player by name; result slips in collated order; standings equal to the
//! engine's; Swiss kinds refused for multiplayer events and the other way round; and names with
//! PDF-special characters printing intact on every kind of printout.

use netrunner_to::engine::multiplayer::{
    BsoEnding, BsoResult, NapdEnding, NapdResult, PodResult, RunnerScore, Seating, TeamScore,
};
use netrunner_to::engine::{
    BigSellOutEdition, Command, Event, EventSettings, Format, PlayerDetails, PlayerId, Structure,
};
use netrunner_to::io::names::name_sort_key;
use netrunner_to::io::print::{Kind, Paper, PrintError, Printout, RoundRef, render};
use std::process::Command as Process;

// ----- helpers -----------------------------------------------------------------------------

/// The text of each page (`pdftotext -layout` separates pages with form feeds). Fails (not
/// skips) when poppler-utils is missing.
fn pages(pdf: &[u8]) -> Vec<String> {
    assert!(pdf.starts_with(b"%PDF-"), "not a PDF");
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("printout.pdf");
    std::fs::write(&path, pdf).unwrap();
    let out = Process::new("pdftotext")
        .args(["-layout", "-enc", "UTF-8"])
        .arg(&path)
        .arg("-")
        .output()
        .unwrap_or_else(|e| panic!("`pdftotext` could not be run ({e}): install poppler-utils"));
    assert!(
        out.status.success(),
        "pdftotext failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8(out.stdout).unwrap();
    let mut pages: Vec<String> = text.split('\u{c}').map(str::to_string).collect();
    if pages.last().is_some_and(|p| p.trim().is_empty()) {
        pages.pop();
    }
    pages
}

fn print(event: &Event, kind: Kind, round: Option<u32>) -> Vec<String> {
    let p = Printout::for_event(event, kind, round.map(RoundRef::Swiss)).unwrap();
    let pages = pages(&render(event, &p, Paper::A4).unwrap());
    check_frame(event, &pages, &kind.title());
    pages
}

/// Every page has "event — what" on its first line and "Page i of n".
fn check_frame(event: &Event, pages: &[String], what: &str) {
    let n = pages.len();
    assert!(n > 0, "no pages");
    for (i, p) in pages.iter().enumerate() {
        let first = p.lines().find(|l| !l.trim().is_empty()).unwrap_or("");
        assert!(
            first.contains(&event.settings().name) && first.contains(what),
            "page {} does not start with the event and {what:?}:\n{p}",
            i + 1
        );
        assert!(
            p.contains(&format!("Page {} of {n}", i + 1)),
            "page {} has no page number:\n{p}",
            i + 1
        );
    }
}

/// The position of `needle` in `hay` (panics with the page when missing).
fn at(hay: &str, needle: &str) -> usize {
    hay.find(needle)
        .unwrap_or_else(|| panic!("{needle:?} is not on the printout:\n{hay}"))
}

const RUNNERS: [&str; 8] = [
    "Sunny Lebeau: Security Specialist",
    "Noise: Hacker Extraordinaire",
    "Kate \"Mac\" McCaffrey: Digital Tinker",
    "Gabriel Santiago: Consummate Professional",
    "Hayley Kaplan: Universal Scholar",
    "Nasir Meidan: Cyber Explorer",
    "Rielle \"Kit\" Peddler: Transhuman",
    "Valencia Estevez: The Angel of Cayambe",
];

const NAMES: [&str; 20] = [
    "Ann Andersson",
    "Bo Berg",
    "Čeněk Łukasz",
    "Di Dahl",
    "Émile Étienne",
    "Fay Fox",
    "Gus Grün",
    "Hana Hořejší",
    "Ida Isaksen",
    "Jo Jensen",
    "Kai Kowalczyk",
    "Lía López",
    "Mo Møller",
    "Nils Nyström",
    "Olek Ołtarz",
    "Pia Pérez",
    "Quinn Quist",
    "Rosa Ruiz",
    "Søren Ångström",
    "Zoë Müller",
];

fn napd_event(n: usize) -> Event {
    let mut s = EventSettings::new("NAPD Night", Structure::Basic);
    s.format = Format::Napd;
    let mut e = Event::new(s, 11);
    for (i, name) in NAMES.iter().take(n).enumerate() {
        let mut d = PlayerDetails::named(*name);
        d.runner = Some(RUNNERS[i % RUNNERS.len()].to_string());
        e.apply(Command::AddPlayer {
            details: d,
            id: None,
        })
        .unwrap();
    }
    e
}

fn napd_seating(e: &Event, round: u32) -> Vec<(u32, Vec<PlayerId>)> {
    e.multiplayer()
        .unwrap()
        .round(round)
        .unwrap()
        .pods
        .iter()
        .map(|p| match &p.seating {
            Seating::Napd { corp, runners } => (
                p.number,
                std::iter::once(*corp)
                    .chain(runners.iter().copied())
                    .collect(),
            ),
            Seating::BigSellOut { .. } => panic!("teams in a NAPD event"),
        })
        .collect()
}

/// Pairs a NAPD round and reports every pod: the Corp wins pods with an odd number, the
/// Runners the others.
fn play_napd_round(e: &mut Event) -> u32 {
    e.apply(Command::PairPods).unwrap();
    let round = e.multiplayer().unwrap().rounds.len() as u32;
    for (pod, seats) in napd_seating(e, round) {
        let runners = &seats[1..];
        let result = if pod % 2 == 1 {
            NapdResult {
                ending: NapdEnding::CorpAgendas,
                corp_points: 7,
                runners: runners
                    .iter()
                    .map(|r| RunnerScore {
                        player: *r,
                        points: 1,
                        flatlined: false,
                        left: false,
                    })
                    .collect(),
            }
        } else {
            NapdResult {
                ending: NapdEnding::RunnerAgendas,
                corp_points: 4,
                runners: runners
                    .iter()
                    .enumerate()
                    .map(|(i, r)| RunnerScore {
                        player: *r,
                        points: if i == 0 { 3 } else { 2 },
                        flatlined: false,
                        left: false,
                    })
                    .collect(),
            }
        };
        e.apply(Command::ReportPod {
            round,
            pod,
            result: PodResult::Napd(result),
        })
        .unwrap();
    }
    round
}

fn bso_event(teams: usize, edition: BigSellOutEdition) -> Event {
    let mut s = EventSettings::new("The Big Sell-Out", Structure::Basic);
    s.format = Format::BigSellOut { edition };
    let mut e = Event::new(s, 5);
    for i in 0..teams {
        let mut sponsor = PlayerDetails::named(NAMES[2 * i]);
        sponsor.corp = Some("Haas-Bioroid: Precision Design".into());
        let mut agent = PlayerDetails::named(NAMES[2 * i + 1]);
        agent.runner = Some(RUNNERS[i % RUNNERS.len()].into());
        e.apply(Command::RegisterTeam {
            name: Some(format!(
                "Crew {}",
                [
                    "Alpha", "Beta", "Gamma", "Delta", "Epsilon", "Zeta", "Eta", "Theta", "Iota",
                    "Kappa"
                ][i]
            )),
            sponsor,
            agent,
        })
        .unwrap();
    }
    e
}

/// (team name, Sponsor, Agent).
type TeamNames = (String, String, String);

/// The teams of each pod, in seating order: (pod, [(team name, sponsor, agent)]).
fn bso_seating(e: &Event, round: u32) -> Vec<(u32, Vec<TeamNames>)> {
    let mp = e.multiplayer().unwrap();
    mp.round(round)
        .unwrap()
        .pods
        .iter()
        .map(|p| match &p.seating {
            Seating::BigSellOut { teams } => (
                p.number,
                teams
                    .iter()
                    .map(|t| {
                        let t = mp.team(*t).unwrap();
                        (t.name.clone(), e.name_of(t.sponsor), e.name_of(t.agent))
                    })
                    .collect(),
            ),
            Seating::Napd { .. } => panic!("a NAPD pod in a Big Sell-Out event"),
        })
        .collect()
}

/// Pairs a Big Sell-Out round and reports every pod at time: the first team wins odd pods,
/// even pods are drawn.
fn play_bso_round(e: &mut Event) -> u32 {
    e.apply(Command::PairPods).unwrap();
    let mp = e.multiplayer().unwrap();
    let round = mp.rounds.len() as u32;
    let pods: Vec<(u32, Vec<_>)> = mp
        .round(round)
        .unwrap()
        .pods
        .iter()
        .map(|p| match &p.seating {
            Seating::BigSellOut { teams } => (p.number, teams.clone()),
            Seating::Napd { .. } => panic!("a NAPD pod"),
        })
        .collect();
    for (pod, teams) in pods {
        let draw = pod % 2 == 0;
        let scores: Vec<TeamScore> = teams
            .iter()
            .enumerate()
            .map(|(i, t)| TeamScore {
                team: *t,
                points: if draw || i > 0 { 4 } else { 6 },
                left: None,
            })
            .collect();
        let result = BsoResult {
            ending: BsoEnding::Time,
            winner: if draw { None } else { Some(teams[0]) },
            teams: scores,
        };
        e.apply(Command::ReportPod {
            round,
            pod,
            result: PodResult::BigSellOut(result),
        })
        .unwrap();
    }
    round
}

// ----- NAPD --------------------------------------------------------------------------------

#[test]
fn napd_pods_list_each_pod_in_seating_order_with_roles_identities_and_turn_order() {
    let mut e = napd_event(12);
    play_napd_round(&mut e);
    e.apply(Command::PairPods).unwrap();
    let seating = napd_seating(&e, 2);
    assert_eq!(seating.len(), 3, "12 players: three pods of four");
    let pages = print(&e, Kind::Pods, None);
    let text = pages.join("\n");
    assert!(text.contains("Round 2"), "the current round is printed");
    let mut last = 0;
    for (pod, seats) in &seating {
        let start = at(&text, &format!("Pod {pod}\n"));
        assert!(start >= last, "pods in order");
        let mut pos = start;
        for (i, p) in seats.iter().enumerate() {
            let name = e.name_of(*p);
            let line_at = start + at(&text[start..], &name);
            assert!(
                line_at > pos || i == 0,
                "pod {pod}: {name} out of seating order"
            );
            pos = line_at;
            let line = text[line_at..].lines().next().unwrap();
            let full = text[..line_at].rsplit('\n').next().unwrap().to_string() + line;
            if i == 0 {
                assert!(
                    full.contains("Corp (C)"),
                    "pod {pod}: the Corp first: {full}"
                );
                assert!(full.contains("Cyber Bureau"), "NAPD identity: {full}");
            } else {
                assert!(full.contains(&format!("Runner {i} (R{i})")), "{full}");
                let id = e.player(*p).unwrap().runner.clone().unwrap();
                let short = id.split(':').next().unwrap();
                assert!(
                    full.contains(short),
                    "pod {pod}: {name} plays {short}: {full}"
                );
            }
        }
        let rest = &text[pos..];
        assert!(
            rest.contains("Turn order: C, R1, R2, R3, then again from C."),
            "pod {pod}: turn order:\n{rest}"
        );
        assert!(rest.contains("First turn: C, R1, R2, R3 (the normal order"));
        last = start;
    }
}

#[test]
fn napd_pods_by_name_list_every_player_alphabetically_with_pod_seat_and_role() {
    let mut e = napd_event(12);
    e.apply(Command::PairPods).unwrap();
    let seating = napd_seating(&e, 1);
    let pages = print(&e, Kind::PodsByName, Some(1));
    let text = pages.join("\n");
    let mut names: Vec<String> = e.players().iter().map(|p| p.name.clone()).collect();
    names.sort_by_key(|n| name_sort_key(n));
    let mut pos = 0;
    for n in &names {
        let i = pos + at(&text[pos..], n);
        let line = text[i..].lines().next().unwrap();
        let id = e.players().iter().find(|p| &p.name == n).unwrap().id;
        let (pod, seats) = seating
            .iter()
            .find(|(_, s)| s.contains(&id))
            .expect("seated");
        let seat = seats.iter().position(|p| *p == id).unwrap();
        let role = if seat == 0 {
            "Corp (C)".to_string()
        } else {
            format!("Runner {seat} (R{seat})")
        };
        let cols: Vec<&str> = line.split_whitespace().collect();
        let tail = line[n.len()..].trim_start();
        assert!(
            tail.starts_with(&format!("{pod}")) && line.contains(&role),
            "{n}: expected pod {pod}, seat {}, {role}: {line:?} ({cols:?})",
            seat + 1
        );
        let seat_col = tail[pod.to_string().len()..].trim_start();
        assert!(seat_col.starts_with(&(seat + 1).to_string()), "{line:?}");
        pos = i + n.len();
    }
}

#[test]
fn napd_result_slips_one_per_pod_collated_with_players_in_seating_order() {
    // 20 players, pods of 3 (2 Runners): five pods of four? No: pods of 1 Corp + 2 Runners.
    let mut e = napd_event(20);
    let mut settings = e.multiplayer().unwrap().settings;
    settings.pod_size = 3;
    e.apply(Command::SetMultiplayerSettings { settings })
        .unwrap();
    e.apply(Command::PairPods).unwrap();
    let seating = napd_seating(&e, 1);
    assert_eq!(seating.len(), 5, "20 players: five pods of four");
    let pages = print(&e, Kind::PodSlips, None);
    // Five slips, four to a page, collated: page 1 holds pods 1, 3, 5; page 2 pods 2, 4.
    assert_eq!(pages.len(), 2);
    let pods_on = |p: &str| -> Vec<u32> {
        p.lines()
            .filter_map(|l| l.trim_start().strip_prefix("Pod "))
            .filter_map(|l| l.split_whitespace().next()?.parse().ok())
            .collect()
    };
    assert_eq!(pods_on(&pages[0]), vec![1, 3, 5]);
    assert_eq!(pods_on(&pages[1]), vec![2, 4]);
    for (pod, seats) in &seating {
        let page = pages
            .iter()
            .find(|p| p.contains(&format!("Pod {pod} ")))
            .unwrap();
        let start = at(page, &format!("Pod {pod} "));
        let slip = &page[start..];
        let slip = match slip[1..].find("Pod ") {
            Some(end) => &slip[..end + 1],
            None => slip,
        };
        assert!(slip.contains("NAPD Night \u{2014} Round 1"), "{slip}");
        for what in [
            "Corp won",
            "Runners won",
            "Agenda points (7+)",
            "All Runners flatlined",
            "Empty R&D",
            "Time",
        ] {
            assert!(slip.contains(what), "{what:?} missing:\n{slip}");
        }
        let mut pos = 0;
        for (i, p) in seats.iter().enumerate() {
            let name = e.name_of(*p);
            let j = pos + at(&slip[pos..], &name);
            let line = slip[j..].lines().next().unwrap();
            let before = slip[..j].rsplit('\n').next().unwrap();
            assert!(
                line.contains("Agenda pts") && line.contains("Initials"),
                "{line}"
            );
            if i == 0 {
                assert!(before.contains("Corp (C)") && !line.contains("Flatlined"));
            } else {
                assert!(
                    before.contains(&format!("Runner {i} (R{i})")),
                    "{before}{line}"
                );
                assert!(line.contains("Flatlined"), "{line}");
            }
            pos = j + name.len();
        }
    }
}

#[test]
fn napd_standings_equal_the_engines() {
    let mut e = napd_event(12);
    for _ in 0..3 {
        play_napd_round(&mut e);
    }
    let engine = e.multiplayer_standings().unwrap();
    let pages = print(&e, Kind::Standings, None);
    assert!(pages[0].contains("After round 3"));
    let text = pages.join("\n");
    let mut pos = 0;
    for row in &engine.players {
        let name = e.name_of(row.player);
        let i = pos + at(&text[pos..], &name);
        let line_start = text[..i].rfind('\n').map_or(0, |k| k + 1);
        let line = &text[line_start..i + text[i..].find('\n').unwrap_or(text.len() - i)];
        let cols: Vec<&str> = line.split_whitespace().collect();
        assert_eq!(cols[0], row.rank.to_string(), "{line}");
        let sos = netrunner_to::engine::standings::three_decimals(&row.sos);
        let n = cols.len();
        assert_eq!(cols[n - 3], row.points.to_string(), "points: {line}");
        assert_eq!(cols[n - 2], sos, "SoS: {line}");
        assert_eq!(
            cols[n - 1],
            row.corp_games.to_string(),
            "Corp games: {line}"
        );
        let id = e.player(row.player).unwrap().runner.clone().unwrap();
        assert!(line.contains(id.split(':').next().unwrap()), "{line}");
        pos = i + name.len();
    }
    // After round 1 only: the engine's standings after round 1.
    let after1 = e.multiplayer_standings_after(1).unwrap();
    let pages = print(&e, Kind::Standings, Some(1));
    let text = pages.join("\n");
    assert!(text.contains("After round 1"));
    let mut pos = 0;
    for row in &after1.players {
        let name = e.name_of(row.player);
        pos += at(&text[pos..], &name) + name.len();
    }
}

// ----- The Big Sell-Out --------------------------------------------------------------------

#[test]
fn big_sell_out_pods_seat_sponsor_and_agent_of_each_team_with_the_editions_first_turn() {
    for edition in [
        BigSellOutEdition::AndroidNetrunner,
        BigSellOutEdition::Classic,
    ] {
        let mut e = bso_event(6, edition);
        let mut settings = e.multiplayer().unwrap().settings;
        settings.pod_size = 3;
        e.apply(Command::SetMultiplayerSettings { settings })
            .unwrap();
        e.apply(Command::PairPods).unwrap();
        let seating = bso_seating(&e, 1);
        assert_eq!(seating.len(), 2, "6 teams in pods of 3");
        let pages = print(&e, Kind::Pods, Some(1));
        let text = pages.join("\n");
        for (pod, teams) in &seating {
            let start = at(&text, &format!("Pod {pod}\n"));
            let mut pos = start;
            for (k, (team, sponsor, agent)) in teams.iter().enumerate() {
                let t = k + 1;
                for (who, role) in [
                    (sponsor, format!("Sponsor {t} (S{t})")),
                    (agent, format!("Agent {t} (A{t})")),
                ] {
                    let i = pos + at(&text[pos..], who);
                    let line_start = text[..i].rfind('\n').unwrap() + 1;
                    let line = text[line_start..].lines().next().unwrap();
                    assert!(line.contains(&role), "{who} is {role}: {line}");
                    assert!(line.contains(team.as_str()), "{who} is on {team}: {line}");
                    pos = i + who.len();
                }
            }
            let rest = &text[pos..];
            assert!(
                rest.contains("Turn order: S1, A1, S2, A2, S3, A3, then again from S1."),
                "{rest}"
            );
            match edition {
                BigSellOutEdition::Classic => assert!(
                    rest.contains("First turn: S1, S2, S3, A1, A2, A3, then the normal order"),
                    "{rest}"
                ),
                BigSellOutEdition::AndroidNetrunner => assert!(
                    rest.contains(
                        "First turn: S1, A1, S2, A2, S3, A3 (the normal order); no Agent may run"
                    ),
                    "{rest}"
                ),
            }
        }
        // By name: every player with pod, seat and team.
        let by_name = print(&e, Kind::PodsByName, Some(1)).join("\n");
        for (pod, teams) in &seating {
            for (k, (team, sponsor, agent)) in teams.iter().enumerate() {
                for (who, seat, role) in [
                    (sponsor, 2 * k + 1, format!("Sponsor {}", k + 1)),
                    (agent, 2 * k + 2, format!("Agent {}", k + 1)),
                ] {
                    let i = at(&by_name, who);
                    let line = by_name[i..].lines().next().unwrap();
                    let cols: Vec<&str> = line[who.len()..].split_whitespace().collect();
                    assert_eq!(cols[0], pod.to_string(), "{line}");
                    assert_eq!(cols[1], seat.to_string(), "{line}");
                    assert!(
                        line.contains(&role) && line.contains(team.as_str()),
                        "{line}"
                    );
                }
            }
        }
    }
}

#[test]
fn big_sell_out_slips_are_collated_and_name_every_team_in_seating_order() {
    let mut e = bso_event(10, BigSellOutEdition::Classic);
    e.apply(Command::PairPods).unwrap();
    let seating = bso_seating(&e, 1);
    assert_eq!(seating.len(), 5);
    let pages = print(&e, Kind::PodSlips, Some(1));
    assert_eq!(pages.len(), 2, "five slips, four to a page");
    let pods_on = |p: &str| -> Vec<u32> {
        p.lines()
            .filter_map(|l| l.trim_start().strip_prefix("Pod "))
            .filter_map(|l| l.split_whitespace().next()?.parse().ok())
            .collect()
    };
    assert_eq!(pods_on(&pages[0]), vec![1, 3, 5]);
    assert_eq!(pods_on(&pages[1]), vec![2, 4]);
    for (pod, teams) in &seating {
        let page = pages
            .iter()
            .find(|p| p.contains(&format!("Pod {pod} ")))
            .unwrap();
        let slip = &page[at(page, &format!("Pod {pod} "))..];
        let mut pos = 0;
        for (k, (team, sponsor, agent)) in teams.iter().enumerate() {
            let t = k + 1;
            pos += at(&slip[pos..], &format!("Team {t}: {team}"));
            pos += at(&slip[pos..], &format!("S{t} {sponsor}"));
            pos += at(&slip[pos..], &format!("A{t} {agent}"));
        }
        for what in [
            "Agenda pts",
            "Sponsor decked",
            "Agent flatlined",
            "Winner",
            "Draw",
            "Initials",
        ] {
            assert!(
                slip.contains(what),
                "{what:?} missing on the classic slip:\n{slip}"
            );
        }
    }
    // The Android: Netrunner edition rehires a flatlined Agent: no such box, but sudden death.
    let mut anr = bso_event(4, BigSellOutEdition::AndroidNetrunner);
    anr.apply(Command::PairPods).unwrap();
    let text = print(&anr, Kind::PodSlips, None).join("\n");
    assert!(!text.contains("Agent flatlined") && text.contains("Sudden death"));
}

#[test]
fn big_sell_out_standings_show_teams_then_players_as_the_engine_ranks_them() {
    let mut e = bso_event(6, BigSellOutEdition::AndroidNetrunner);
    play_bso_round(&mut e);
    play_bso_round(&mut e);
    let s = e.multiplayer_standings().unwrap();
    let mp = e.multiplayer().unwrap();
    let text = print(&e, Kind::Standings, None).join("\n");
    let players_at = at(&text, "Players\n");
    let (teams_part, players_part) = text.split_at(players_at);
    let mut pos = 0;
    for row in &s.teams {
        let t = mp.team(row.team).unwrap();
        let i = pos + at(&teams_part[pos..], &t.name);
        let line_start = teams_part[..i].rfind('\n').unwrap() + 1;
        let line = teams_part[line_start..].lines().next().unwrap();
        let cols: Vec<&str> = line.split_whitespace().collect();
        assert_eq!(cols[0], row.rank.to_string(), "{line}");
        assert!(line.contains(&e.name_of(t.sponsor)) && line.contains(&e.name_of(t.agent)));
        let n = cols.len();
        assert_eq!(cols[n - 2], row.points.to_string(), "{line}");
        assert_eq!(
            cols[n - 1],
            netrunner_to::engine::standings::three_decimals(&row.sos),
            "{line}"
        );
        pos = i + t.name.len();
    }
    let mut pos = 0;
    for row in &s.players {
        let name = e.name_of(row.player);
        let i = pos + at(&players_part[pos..], &name);
        let line_start = players_part[..i].rfind('\n').unwrap() + 1;
        let line = players_part[line_start..].lines().next().unwrap();
        let cols: Vec<&str> = line.split_whitespace().collect();
        assert_eq!(cols[0], row.rank.to_string(), "{line}");
        assert_eq!(cols[cols.len() - 2], row.points.to_string(), "{line}");
        let team = mp.team_of(row.player).unwrap();
        assert!(line.contains(&team.name), "{line}");
        pos = i + name.len();
    }
}

// ----- kinds per event ---------------------------------------------------------------------

#[test]
fn swiss_printouts_are_refused_for_multiplayer_events_and_the_other_way_round() {
    let mut mp = napd_event(8);
    mp.apply(Command::PairPods).unwrap();
    for k in [
        Kind::PairingsByTable,
        Kind::PairingsByName,
        Kind::Slips,
        Kind::Bracket,
    ] {
        let err = Printout::for_event(&mp, k, None).unwrap_err();
        assert!(
            matches!(err, PrintError::NotForMultiplayer { .. }),
            "{k:?}: {err}"
        );
        assert!(err.to_string().contains("Pods"), "{err}");
    }
    assert_eq!(Kind::for_event(&mp), &Kind::MULTIPLAYER);
    let err = render(
        &mp,
        &Printout::Slips {
            round: RoundRef::Swiss(1),
        },
        Paper::A4,
    )
    .unwrap_err();
    assert!(matches!(err, PrintError::NotForMultiplayer { .. }));
    assert!(matches!(
        Printout::for_event(&mp, Kind::Pods, Some(RoundRef::Swiss(2))).unwrap_err(),
        PrintError::NoSuchRound { asked: 2, .. }
    ));
    assert!(matches!(
        Printout::for_event(&mp, Kind::Pods, Some(RoundRef::Elimination(1))).unwrap_err(),
        PrintError::NoEliminationInMultiplayer
    ));
    let fresh = napd_event(8);
    assert_eq!(
        Printout::for_event(&fresh, Kind::PodSlips, None).unwrap_err(),
        PrintError::NoRounds
    );
    // Registration and standings print for both.
    print(&mp, Kind::Registration, None);
    print(&fresh, Kind::Standings, None);

    let mut swiss = Event::new(EventSettings::new("Store Champs", Structure::Basic), 3);
    for n in ["Ann", "Bo", "Cy", "Di"] {
        swiss
            .apply(Command::AddPlayer {
                details: PlayerDetails::named(n),
                id: None,
            })
            .unwrap();
    }
    swiss.apply(Command::PairRound).unwrap();
    for k in [Kind::Pods, Kind::PodsByName, Kind::PodSlips] {
        let err = Printout::for_event(&swiss, k, None).unwrap_err();
        assert!(
            matches!(err, PrintError::OnlyMultiplayer { .. }),
            "{k:?}: {err}"
        );
        assert!(err.to_string().contains("multiplayer events"), "{err}");
    }
    assert_eq!(Kind::for_event(&swiss), &Kind::SWISS);
}

#[test]
fn the_cli_prints_pods_and_refuses_swiss_kinds_for_a_multiplayer_event() {
    let dir = tempfile::tempdir().unwrap();
    let event_path = dir.path().join("napd.json");
    let mut e = napd_event(12);
    e.apply(Command::PairPods).unwrap();
    netrunner_to::io::save::save(&event_path, &e).unwrap();
    let run = |args: &[&str]| {
        let mut out = Vec::new();
        let mut err = Vec::new();
        let mut all = vec!["netrunner-to".to_string(), "print".to_string()];
        all.push(event_path.display().to_string());
        all.extend(args.iter().map(|s| s.to_string()));
        let code = netrunner_to::cli::run_args(all.into_iter().map(Into::into), &mut out, &mut err);
        (
            code,
            String::from_utf8(out).unwrap(),
            String::from_utf8(err).unwrap(),
        )
    };
    for what in ["pods", "pods-by-name", "pod-slips", "standings", "players"] {
        let pdf = dir.path().join(format!("{what}.pdf"));
        let (code, out, err) = run(&["--what", what, "--out", pdf.to_str().unwrap()]);
        assert_eq!(code, std::process::ExitCode::SUCCESS, "{what}: {err}");
        assert!(out.starts_with("wrote "), "{out}");
        let text = pages(&std::fs::read(&pdf).unwrap()).join("\n");
        assert!(text.contains(&e.name_of(e.players()[0].id)), "{what}");
    }
    let pdf = dir.path().join("slips.pdf");
    let (code, _, err) = run(&["--what", "slips", "--out", pdf.to_str().unwrap()]);
    assert_ne!(code, std::process::ExitCode::SUCCESS);
    assert!(err.contains("pods, pods-by-name, pod-slips"), "{err}");
    assert!(!pdf.exists());
}

// ----- odd names ---------------------------------------------------------------------------

const ODD: [&str; 8] = [
    "Ann (the Corp) Smith",
    "Back\\slash Bo",
    "100% Cy",
    "<b>Di</b>",
    "\"Quoted\" Émile",
    "Čeněk Łukasz-Ångström",
    "Fay ) ( unbalanced",
    "Gus Wolfeschlegelsteinhausenbergerdorff-Vandenberghe-Montmorency-Featherstonehaugh the Third of Brno",
];

/// The name as a printout shows it: whole, or (only the very long one) its beginning.
fn check_names(text: &str, names: &[&str], what: &str) {
    for n in names {
        if n.chars().count() > 60 {
            assert!(
                text.contains("Gus Wolfeschlegel"),
                "{what}: the long name's beginning:\n{text}"
            );
            assert!(!text.contains(n), "{what}: the long name is not shortened");
        } else {
            assert!(text.contains(n), "{what}: {n:?} not intact:\n{text}");
        }
    }
}

#[test]
fn names_with_pdf_special_characters_print_intact_on_every_printout() {
    // A Swiss event.
    let mut e = Event::new(
        EventSettings::new("Odd (names) \\ 100% <i>", Structure::Basic),
        9,
    );
    for n in ODD {
        let mut d = PlayerDetails::named(n);
        d.corp = Some("Haas-Bioroid: Precision (Design) \\ 50%".into());
        d.runner = Some("Zahya Sadeghi: <Versatile> \"Smuggler\"".into());
        e.apply(Command::AddPlayer {
            details: d,
            id: None,
        })
        .unwrap();
    }
    e.apply(Command::PairRound).unwrap();
    for k in Kind::SWISS {
        if k == Kind::Bracket {
            continue;
        }
        let p = Printout::for_event(&e, k, None).unwrap();
        let pages = pages(&render(&e, &p, Paper::A4).unwrap());
        check_frame(&e, &pages, &k.title());
        let text = pages.join("\n");
        if k == Kind::Statistics {
            // Statistics name no player: the identity as entered, its special characters intact.
            assert!(text.contains("Precision (Design) \\ 50%"), "{text}");
            continue;
        }
        if k == Kind::Slips {
            // Slips name players in narrow boxes; all of them (shortened or not) are there.
            for n in ODD.iter().take(7) {
                let start: String = n.chars().take(8).collect();
                assert!(text.contains(&start), "{k:?}: {n:?}:\n{text}");
            }
        } else {
            check_names(&text, &ODD, &k.title());
        }
    }
    // A NAPD event and a Big Sell-Out event.
    let mut napd = napd_event(0);
    for (i, n) in ODD.iter().enumerate() {
        let mut d = PlayerDetails::named(*n);
        d.runner = Some(RUNNERS[i].to_string());
        napd.apply(Command::AddPlayer {
            details: d,
            id: None,
        })
        .unwrap();
    }
    play_napd_round(&mut napd);
    let mut bso = bso_event(0, BigSellOutEdition::Classic);
    for i in 0..4 {
        let mut s = PlayerDetails::named(ODD[2 * i]);
        s.corp = Some("Haas-Bioroid: Precision (Design)".into());
        let mut a = PlayerDetails::named(ODD[2 * i + 1]);
        a.runner = Some(RUNNERS[i].into());
        bso.apply(Command::RegisterTeam {
            name: Some(format!("Team ({i}) \\ 5{i}% <x>")),
            sponsor: s,
            agent: a,
        })
        .unwrap();
    }
    play_bso_round(&mut bso);
    for ev in [&napd, &bso] {
        for &k in Kind::for_event(ev) {
            let p = Printout::for_event(ev, k, None).unwrap();
            let pages = pages(&render(ev, &p, Paper::Letter).unwrap());
            check_frame(ev, &pages, &k.title());
            let text = pages.join("\n");
            if k == Kind::Statistics {
                // Statistics name no player or team (checked in `statistics`).
                continue;
            }
            check_names(&text, &ODD, &k.title());
            if ev.multiplayer().unwrap().teams.len() == 4 && k != Kind::Registration {
                assert!(text.contains("Team (0) \\ 50% <x>"), "{k:?}:\n{text}");
            }
        }
    }
}

/// A printout in the event's language (the frame check is English's).
fn print_as_is(event: &Event, kind: Kind) -> Vec<String> {
    let p = Printout::for_event(event, kind, None).unwrap();
    pages(&render(event, &p, Paper::A4).unwrap())
}

fn in_japanese(e: &mut Event) {
    e.apply(Command::SetPrintLanguage {
        language: "ja".into(),
    })
    .unwrap();
}

/// Issue 36 item 1: the pods sheet and every slip state what a pod does when time is called,
/// in the event's language, and follow the organizer's setting.
#[test]
fn pods_sheets_and_slips_state_the_time_call_procedure_in_both_languages() {
    let mut e = napd_event(8);
    e.apply(Command::PairPods).unwrap();
    let pods = print(&e, Kind::Pods, None).join("\n");
    assert!(
        pods.contains(
            "When time is called: finish the round of turns through the last Runner's turn"
        ),
        "{pods}"
    );
    let slips = print(&e, Kind::PodSlips, None).join("\n");
    assert_eq!(
        slips
            .matches("When time is called: finish the round of turns")
            .count(),
        2,
        "one line on each of the two slips: {slips}"
    );
    let mut s = e.multiplayer().unwrap().settings;
    s.time_call = netrunner_to::engine::multiplayer::TimeCall::OneTurnEach;
    e.apply(Command::SetMultiplayerSettings { settings: s })
        .unwrap();
    let slips = print(&e, Kind::PodSlips, None).join("\n");
    assert!(
        slips.contains("every other player takes one more turn"),
        "{slips}"
    );
    assert!(!slips.contains("through the last Runner"), "{slips}");
    in_japanese(&mut e);
    let pods = print_as_is(&e, Kind::Pods).join("\n");
    assert!(
        pods.contains(
            "時間切れの手順: 進行中のターンを終え、ほかの全員がもう1ターンずつ行います。"
        ),
        "{pods}"
    );
    let mut b = bso_event(2, BigSellOutEdition::AndroidNetrunner);
    b.apply(Command::PairPods).unwrap();
    in_japanese(&mut b);
    let slips = print_as_is(&b, Kind::PodSlips).join("\n");
    assert!(
        slips.contains(
            "時間切れの手順: サイクルを終える: 最後のエージェントがターンを終えるまで続け"
        ),
        "{slips}"
    );
}

/// Issue 36 item 7: on the Japanese NAPD slip every Runner line shows its agenda points, the
/// flatlined and left boxes and the initials apart (フラットライン no longer runs into サイン);
/// the Japanese Big Sell-Out pods sheet shows the whole role ("エージェント1 (A1)") and identity.
#[test]
fn japanese_slips_and_pods_sheets_are_not_cut_or_overlapped() {
    let mut e = napd_event(8);
    e.apply(Command::PairPods).unwrap();
    in_japanese(&mut e);
    let slips = print_as_is(&e, Kind::PodSlips).join("\n");
    let runner_lines: Vec<&str> = slips
        .lines()
        .filter(|l| {
            l.contains("ランナー1 (R1)")
                || l.contains("ランナー2 (R2)")
                || l.contains("ランナー3 (R3)")
        })
        .collect();
    assert_eq!(runner_lines.len(), 6, "{slips}");
    for l in runner_lines {
        assert!(!l.contains("フラットラインサイン"), "{l}");
        let (f, d, s) = (at(l, "フラットライン"), at(l, "途中退席"), at(l, "サイン"));
        assert!(f < d && d < s, "{l}");
    }
    let mut b = bso_event(3, BigSellOutEdition::AndroidNetrunner);
    let mut s = b.multiplayer().unwrap().settings;
    s.pod_size = 3;
    b.apply(Command::SetMultiplayerSettings { settings: s })
        .unwrap();
    b.apply(Command::PairPods).unwrap();
    in_japanese(&mut b);
    let pods = print_as_is(&b, Kind::Pods).join("\n");
    for role in [
        "スポンサー1 (S1)",
        "エージェント1 (A1)",
        "エージェント3 (A3)",
    ] {
        assert!(pods.contains(role), "{role} in {pods}");
    }
    assert!(pods.contains("Precision Design"), "{pods}");
    assert!(!pods.contains('…'), "nothing cut: {pods}");
    // Three teams: two slips a page, each with the hint and the time call inside its frame.
    let slips = print_as_is(&b, Kind::PodSlips);
    assert!(slips[0].contains("時間切れの手順"), "{}", slips[0]);
}
