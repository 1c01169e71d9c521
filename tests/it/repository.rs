//! The repository's own files are where the tools read them.

use std::path::Path;

/// Proptest reads a test module's saved failure seeds from `tests/proptest-regressions/NAME.txt`
/// for `tests/it/NAME.rs` (its default `SourceParallel`: the folder beside the one holding
/// `main.rs`). A seed file anywhere else is never read, so a failure it records would not be
/// tried again.
#[test]
fn proptest_seed_files_are_where_proptest_reads_them() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let seeds = root.join("tests/proptest-regressions");
    let mut names = Vec::new();
    for entry in std::fs::read_dir(&seeds).expect("tests/proptest-regressions") {
        let path = entry.expect("entry").path();
        let name = path
            .file_name()
            .and_then(|n| n.to_str())
            .expect("name")
            .to_string();
        let module = name
            .strip_suffix(".txt")
            .unwrap_or_else(|| panic!("{name}: not a .txt seed file"));
        assert!(
            root.join("tests/it").join(format!("{module}.rs")).is_file(),
            "{name}: no tests/it/{module}.rs, so proptest never reads it"
        );
        let text = std::fs::read_to_string(&path).expect("read");
        assert!(
            text.lines().any(|l| l.starts_with("cc ")),
            "{name}: holds no seed"
        );
        names.push(module.to_string());
    }
    assert!(names.len() >= 7, "seed files: {names:?}");
    // Nothing left in the old places (beside the source, as `WithSource` would write them).
    for dir in ["tests", "tests/it", "tests/it/hardening", "src"] {
        for entry in std::fs::read_dir(root.join(dir)).expect("dir") {
            let path = entry.expect("entry").path();
            assert!(
                path.extension().and_then(|e| e.to_str()) != Some("proptest-regressions"),
                "{}: proptest does not read seeds from here",
                path.display()
            );
        }
    }
}

/// DESIGN.md holds the decisions that stand, one section per area (issue 35); the history of
/// how they came about is the changelog's and git's. A file that grows past 40 KB is turning
/// back into a diary.
#[test]
fn design_notes_stay_the_decisions_that_stand() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(root.join("DESIGN.md")).expect("DESIGN.md");
    assert!(
        text.len() < 40 * 1024,
        "DESIGN.md is {} bytes: keep the decisions, move the history to CHANGELOG.md",
        text.len()
    );
    let headings: Vec<&str> = text.lines().filter(|l| l.starts_with("## ")).collect();
    assert!(headings.len() >= 8, "one section per area: {headings:?}");
    for h in &headings {
        assert!(
            !h.contains("(issue"),
            "a section per area, not per issue: {h}"
        );
    }
}
