//! `docs/cli.md`, the command-line reference, against the program's real `--help` (issue 15):
//! every subcommand and every option the program has is in the reference, and every option the
//! reference (or the README) names exists — so the reference cannot drift from the program.
//!
//! The subcommands and options come from running `netrunner-to … --help` for every subcommand,
//! found from the root's help down. In the reference, a command line in a code block
//! (`netrunner-to player add EVENT NAME... [--corp ID]`, continued on indented lines) documents
//! the subcommand it starts with and the options on it.

use std::collections::{BTreeMap, BTreeSet};
use std::process::Command;

const BIN: &str = env!("CARGO_BIN_EXE_netrunner-to");

/// Options every subcommand has, which the reference need not repeat.
const EVERYWHERE: [&str; 2] = ["--help", "--version"];

/// A subcommand's long options: the ones `--help` lists, and their aliases (which the reference
/// may use but need not list).
#[derive(Clone, Debug, Default)]
struct Options {
    listed: BTreeSet<String>,
    aliases: BTreeSet<String>,
}

impl Options {
    fn has(&self, option: &str) -> bool {
        self.listed.contains(option) || self.aliases.contains(option)
    }
}

/// Every subcommand path to its options.
type Tree = BTreeMap<Vec<String>, Options>;

/// Every subcommand path (`[]` is the program itself) with its long options, from `--help`.
fn program_tree() -> Tree {
    let mut tree = BTreeMap::new();
    let mut todo = vec![Vec::<String>::new()];
    while let Some(path) = todo.pop() {
        let out = Command::new(BIN)
            .args(&path)
            .arg("--help")
            .output()
            .unwrap();
        assert!(out.status.success(), "{path:?} --help failed");
        let help = String::from_utf8(out.stdout).unwrap();
        let (subcommands, options) = parse_help(&help);
        assert!(
            !path.is_empty() || subcommands.len() > 20,
            "the root's help lists the subcommands:\n{help}"
        );
        for s in subcommands {
            let mut p = path.clone();
            p.push(s);
            todo.push(p);
        }
        tree.insert(path, options);
    }
    tree
}

/// The subcommands (`Commands:`) and long options (`Options:`) of one `--help` page.
fn parse_help(help: &str) -> (Vec<String>, Options) {
    let mut section = "";
    let mut subcommands = Vec::new();
    let mut options = Options::default();
    for line in help.lines() {
        if !line.starts_with(' ') && line.ends_with(':') {
            section = line;
            continue;
        }
        let first = line.split_whitespace().next().unwrap_or("");
        match section {
            "Commands:" if line.starts_with("  ") && first != "help" && !first.is_empty() => {
                subcommands.push(first.to_string());
            }
            "Options:" => {
                let spec = line.trim_start();
                let spec = spec
                    .strip_prefix('-')
                    .filter(|s| s.chars().nth(1) == Some(','))
                    .map_or(spec, |s| s[2..].trim_start());
                if let Some(long) = spec.split([' ', '=', '[', '<']).next()
                    && long.starts_with("--")
                    && !EVERYWHERE.contains(&long)
                {
                    options.listed.insert(long.to_string());
                }
                // Clap's long help: `[alias: --as]`, `[aliases: --a, --b]`.
                if let Some(rest) = spec
                    .strip_prefix("[alias: ")
                    .or_else(|| spec.strip_prefix("[aliases: "))
                {
                    for a in rest.trim_end_matches(']').split(", ") {
                        if a.starts_with("--") {
                            options.aliases.insert(a.to_string());
                        }
                    }
                }
            }
            _ => {}
        }
    }
    (subcommands, options)
}

/// The long options named in a piece of text (`--round`, `--no-table`).
fn options_in(text: &str) -> BTreeSet<String> {
    let mut found = BTreeSet::new();
    let bytes: Vec<char> = text.chars().collect();
    let mut i = 0;
    while i + 2 < bytes.len() {
        let starts = bytes[i] == '-'
            && bytes[i + 1] == '-'
            && bytes[i + 2].is_ascii_lowercase()
            && (i == 0 || !(bytes[i - 1].is_alphanumeric() || bytes[i - 1] == '-'));
        if starts {
            let mut j = i + 2;
            while j < bytes.len() && (bytes[j].is_ascii_alphanumeric() || bytes[j] == '-') {
                j += 1;
            }
            found.insert(bytes[i..j].iter().collect::<String>());
            i = j;
        } else {
            i += 1;
        }
    }
    found
}

/// The command lines of the code blocks: the subcommand each names with the text of the line
/// and its indented continuation lines. The subcommand is read word by word after
/// `netrunner-to`, a word that names a subcommand of the one so far going down (arguments may
/// come between: `clock EVENT start`), up to the first option.
fn command_lines(doc: &str, tree: &Tree) -> Vec<(Vec<String>, String)> {
    let mut found = Vec::new();
    let mut in_code = false;
    let mut current: Option<(Vec<String>, String)> = None;
    for line in doc.lines() {
        if line.trim_start().starts_with("```") {
            in_code = !in_code;
            found.extend(current.take());
            continue;
        }
        if !in_code {
            continue;
        }
        let command = line.trim_start().trim_start_matches("$ ");
        if let Some(rest) = command.strip_prefix("netrunner-to ") {
            found.extend(current.take());
            current = Some((subcommand(rest, tree), command.to_string()));
        } else if let Some((_, text)) = current.as_mut()
            && line.starts_with(' ')
            && !line.trim().is_empty()
        {
            text.push('\n');
            text.push_str(line);
        } else {
            found.extend(current.take());
        }
    }
    found.extend(current);
    found
}

/// The subcommand the words after `netrunner-to` name.
fn subcommand(words: &str, tree: &Tree) -> Vec<String> {
    let mut path = Vec::new();
    for word in words.split_whitespace() {
        if word.starts_with(['-', '[', '|', '#']) {
            break;
        }
        let mut deeper = path.clone();
        deeper.push(word.to_string());
        if tree.contains_key(&deeper) {
            path = deeper;
        }
    }
    path
}

/// The commands in inline code (`` `netrunner-to pair EVENT --json` ``), with their subcommand.
fn inline_commands(doc: &str, tree: &Tree) -> Vec<(Vec<String>, String)> {
    doc.split('`')
        .skip(1)
        .step_by(2)
        .filter_map(|span| {
            let rest = span.strip_prefix("netrunner-to ")?;
            Some((subcommand(rest, tree), span.to_string()))
        })
        .collect()
}

/// Options on a command (in a code block or inline) that its subcommand does not have.
fn wrong_options(doc: &str, tree: &Tree) -> Vec<String> {
    let mut problems = Vec::new();
    for (path, text) in command_lines(doc, tree)
        .into_iter()
        .chain(inline_commands(doc, tree))
    {
        for o in options_in(&text) {
            let known = tree.get(&path).is_some_and(|opts| opts.has(&o));
            if !known && !EVERYWHERE.contains(&o.as_str()) {
                problems.push(format!(
                    "netrunner-to {} has no option {o} ({text:?})",
                    path.join(" ")
                ));
            }
        }
    }
    problems
}

fn reference() -> String {
    std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/docs/cli.md")).unwrap()
}

/// What the check finds wrong with a reference, for the program's tree.
fn problems(doc: &str, tree: &Tree) -> Vec<String> {
    let mut problems = Vec::new();
    let lines = command_lines(doc, tree);
    let name = |p: &[String]| format!("netrunner-to {}", p.join(" "));
    // Every subcommand without subcommands of its own has a command line; every option of every
    // subcommand is on a command line of it (or, for an option its subcommands share, of one
    // of them).
    for (path, options) in tree {
        let leaf = !tree
            .keys()
            .any(|k| k.len() == path.len() + 1 && k.starts_with(path));
        let own = lines.iter().filter(|(p, _)| p == path);
        if leaf && own.clone().next().is_none() {
            problems.push(format!("{} has no command line in docs/cli.md", name(path)));
        }
        let named: BTreeSet<String> = lines
            .iter()
            .filter(|(p, _)| p.starts_with(path))
            .flat_map(|(_, text)| options_in(text))
            .collect();
        for o in options.listed.difference(&named) {
            problems.push(format!(
                "{} {o} is missing from docs/cli.md's command lines",
                name(path)
            ));
        }
    }
    // Every option on a command is one of its subcommand's.
    problems.extend(wrong_options(doc, tree));
    // Every option named anywhere exists somewhere.
    for o in options_in(doc) {
        if !exists(tree, &o) {
            problems.push(format!("docs/cli.md names {o}, which no subcommand has"));
        }
    }
    problems
}

/// Whether some subcommand has the option.
fn exists(tree: &Tree, option: &str) -> bool {
    EVERYWHERE.contains(&option) || tree.values().any(|o| o.has(option))
}

#[test]
fn the_reference_names_every_subcommand_and_option_and_only_real_ones() {
    let tree = program_tree();
    let found = problems(&reference(), &tree);
    assert!(
        found.is_empty(),
        "docs/cli.md drifted:\n{}",
        found.join("\n")
    );
}

#[test]
fn the_readmes_commands_use_only_options_their_subcommand_has() {
    let tree = program_tree();
    let readme =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/README.md")).unwrap();
    let wrong = wrong_options(&readme, &tree);
    assert!(wrong.is_empty(), "README.md:\n{}", wrong.join("\n"));
}

/// The options `--help` lists for a top-level subcommand.
fn listed<'a>(tree: &'a mut Tree, name: &str) -> &'a mut BTreeSet<String> {
    &mut tree.get_mut(&vec![name.to_string()]).unwrap().listed
}

/// The check itself: a subcommand or option added to the program and not to the reference is
/// found, and so is an option the reference names that the program no longer has.
#[test]
fn the_check_finds_a_new_subcommand_a_new_option_and_a_stale_one() {
    let tree = program_tree();
    let doc = reference();
    assert!(problems(&doc, &tree).is_empty());

    // The problems found once the program's tree is changed by `change`, and what they must say.
    let expect = |change: &dyn Fn(&mut Tree), said: &[&str]| {
        let mut changed = tree.clone();
        change(&mut changed);
        let found = problems(&doc, &changed);
        for s in said {
            assert!(found.iter().any(|p| p.contains(s)), "{s}: {found:?}");
        }
    };
    expect(
        &|t| {
            t.insert(vec!["rename".into()], Options::default());
        },
        &["netrunner-to rename has no command line"],
    );
    expect(
        &|t| {
            listed(t, "pair").insert("--dry-run".into());
        },
        &["netrunner-to pair --dry-run is missing"],
    );
    expect(
        &|t| {
            listed(t, "standings").remove("--swiss");
        },
        &[
            "netrunner-to standings has no option --swiss",
            "names --swiss, which no subcommand has",
        ],
    );
}

#[test]
fn help_pages_are_read_as_clap_writes_them() {
    let help = "Usage: x pair [OPTIONS] <EVENT>\n\nCommands:\n  add   Add\n  help  Print this\n\n\
                Arguments:\n  <EVENT>  The file\n\nOptions:\n      --side <GAME=SIDE>  Side\n  \
                -r, --round <N>  Round\n      --format <F>\n          What\n\n          \
                [alias: --as]\n      --json  JSON\n  -h, --help  Print help\n";
    let (subcommands, options) = parse_help(help);
    assert_eq!(subcommands, ["add"]);
    assert_eq!(
        options.listed.into_iter().collect::<Vec<_>>(),
        ["--format", "--json", "--round", "--side"]
    );
    assert_eq!(options.aliases.into_iter().collect::<Vec<_>>(), ["--as"]);
    assert_eq!(
        options_in("`pair --side 1=corp` and --no-table, not a-- or ---x or x--y").len(),
        2
    );
}
