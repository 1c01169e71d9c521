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

/// Every module of `src/` is named in ARCHITECTURE.md (issue 35: about ten were missing), as
/// its path (`engine::swiss::matching`) or by its name in backticks on a line that names its
/// parent (`app::screens` … `list`); and every route the players' server answers is listed.
#[test]
fn architecture_names_every_module_and_route() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let doc = std::fs::read_to_string(root.join("ARCHITECTURE.md")).expect("ARCHITECTURE.md");
    let mut missing = Vec::new();
    let mut stack = vec![root.join("src")];
    while let Some(dir) = stack.pop() {
        for entry in std::fs::read_dir(&dir).expect("src") {
            let path = entry.expect("entry").path();
            if path.is_dir() {
                stack.push(path);
                continue;
            }
            let rel = path.strip_prefix(root.join("src")).expect("in src");
            let Some(rel) = rel.to_str().and_then(|r| r.strip_suffix(".rs")) else {
                continue;
            };
            let rel = rel.strip_suffix("/mod").unwrap_or(rel);
            // The crate's roots, and test-only modules, are not part of the design.
            if matches!(rel, "lib" | "main")
                || rel.ends_with("tests")
                || rel.ends_with("bench_support")
            {
                continue;
            }
            let module = rel.replace('/', "::");
            let (parent, name) = match module.rsplit_once("::") {
                Some((p, n)) => (p.to_string(), n.to_string()),
                None => (String::new(), module.clone()),
            };
            let named = doc.contains(&format!("`{module}"))
                || doc.contains(&format!("{module}::"))
                || doc.contains(&format!("{module}`"))
                || doc.lines().any(|l| {
                    (parent.is_empty() || l.contains(&parent)) && l.contains(&format!("`{name}`"))
                });
            if !named {
                missing.push(module);
            }
        }
    }
    missing.sort();
    assert!(
        missing.is_empty(),
        "ARCHITECTURE.md does not name: {missing:?}"
    );

    let server = std::fs::read_to_string(root.join("src/web/server.rs")).expect("server.rs");
    let routes: Vec<&str> = server
        .split(".route(")
        .skip(1)
        .filter_map(|r| r.trim_start().strip_prefix('"')?.split('"').next())
        .collect();
    assert!(routes.len() >= 8, "routes found: {routes:?}");
    let unlisted: Vec<&&str> = routes
        .iter()
        .filter(|r| !doc.contains(&format!("`{r}`")))
        .collect();
    assert!(
        unlisted.is_empty(),
        "ARCHITECTURE.md does not list the routes {unlisted:?}"
    );
}
