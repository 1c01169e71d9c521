#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code: a failed step is a failed test

//! Why an Aesop's Tables file's SoS differ (issue 30, item 4): files published with the SoS and
//! ESoS Aesop's Tables computed in 2023, in May 2024 and since, written by
//! `fixtures/nrtm/generate.py` after Aesop's Tables' own code. The import says in one line which
//! formula gives every published value instead of listing each difference.

use netrunner_to::io::nrtm::{self, AesopsFormula, Imported};
use serde_json::{Value, json};

const SEED: u64 = 5;

fn fixture(name: &str) -> Value {
    let p = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("fixtures/nrtm")
        .join(name);
    serde_json::from_slice(&std::fs::read(p).unwrap()).unwrap()
}

fn import(v: &Value) -> Imported {
    nrtm::import(v.to_string().as_bytes(), SEED).unwrap_or_else(|e| panic!("{e}"))
}

fn check(name: &str, formula: AesopsFormula) {
    let imported = import(&fixture(name));
    let c = imported.comparison;
    assert_eq!(c.explained, Some(formula), "{name}: {}", c.summary());
    assert!(
        c.sos + c.esos > 0,
        "{name}: the published values really differ"
    );
    assert_eq!(c.match_points, 0);
    assert!(c.ranks_explained, "{name}: the ranks follow that SoS");
    let summary = c.summary();
    let when = match formula {
        AesopsFormula::ByeInDivisor => "computed them in 2023 and until May 2024",
        AesopsFormula::OwnAverage => "computed them in May 2024",
        AesopsFormula::ByesLeftOut => "computes them since May 2024",
    };
    assert!(summary.contains(when), "{summary}");
    assert_eq!(summary.lines().count(), 1);
    assert!(
        imported.differences.is_empty(),
        "{name}: nothing left unexplained: {:?}",
        imported.differences
    );
}

#[test]
fn the_2023_formula_counted_the_bye_in_the_divisor() {
    check(
        "aesops_2023_sos_bye_divisor.json",
        AesopsFormula::ByeInDivisor,
    );
}

#[test]
fn the_may_2024_formula_counted_a_corps_own_average() {
    check(
        "aesops_2024_sos_own_average.json",
        AesopsFormula::OwnAverage,
    );
}

#[test]
fn since_may_2024_an_opponents_bye_is_left_out_of_their_games() {
    check(
        "aesops_2024_sos_byes_left_out.json",
        AesopsFormula::ByesLeftOut,
    );
}

#[test]
fn a_value_no_formula_gives_is_listed_with_the_others() {
    let mut file = fixture("aesops_2024_sos_byes_left_out.json");
    let sos = file["players"][3]["strengthOfSchedule"].as_f64().unwrap();
    file["players"][3]["strengthOfSchedule"] = json!(sos + 0.25);
    let imported = import(&file);
    let c = imported.comparison;
    assert_eq!(c.explained, None);
    assert!(!c.summary().contains("Aesop's Tables computed"));
    assert_eq!(
        imported
            .differences
            .iter()
            .map(ToString::to_string)
            .filter(|d| d.contains(": strengthOfSchedule "))
            .count(),
        c.sos
    );
}

#[test]
fn only_aesops_tables_files_are_explained_this_way() {
    let mut file = fixture("aesops_2024_sos_byes_left_out.json");
    file["uploadedFrom"] = json!("SomeOtherTool");
    let imported = import(&file);
    assert_eq!(imported.comparison.explained, None);
    assert!(!imported.differences.is_empty());
}
