#!/usr/bin/env python3
"""THIRD-PARTY-LICENSES (issue 34): the notices the program owes, generated from Cargo.lock.

Every crate linked into the program on any platform it is released for (the normal dependencies
of the netrunner-to package, followed through `cargo metadata`; build scripts' and tests'
dependencies are left out, they are not in the program), with its licence, and the licence
texts the crates ship (each distinct text once, with the crates it covers); then the fonts the
program embeds (DejaVu Sans for the printouts, egui's fonts on screen) and the credit for the
card data. A crate whose licence is not on the allowed list (ALLOWED below), or that ships no
licence text while its licence has no standard text in packaging/notices/, fails the run.

  scripts/third-party-licenses.py            writes THIRD-PARTY-LICENSES
  scripts/third-party-licenses.py --check    fails when THIRD-PARTY-LICENSES is not current
  scripts/third-party-licenses.py --out F    writes F
"""
import hashlib
import json
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# Licences a crate in the program may have (SPDX ids). Anything else fails the build: a new
# licence is a decision (DESIGN.md, "Platforms, packages and the build").
ALLOWED = {
    "MIT", "MIT-0", "Apache-2.0", "Apache-2.0 WITH LLVM-exception", "BSD-2-Clause",
    "BSD-3-Clause", "ISC", "MPL-2.0", "Unicode-3.0", "Unicode-DFS-2016", "Zlib", "BSL-1.0",
    "CC0-1.0", "Unlicense", "0BSD", "CDLA-Permissive-2.0", "OFL-1.1", "Ubuntu-font-1.0",
}
# The platforms releases are built for (the workflow's and scripts/package*.sh's targets).
TARGETS = ["x86_64-unknown-linux-gnu", "x86_64-pc-windows-gnu", "x86_64-pc-windows-msvc",
           "aarch64-apple-darwin", "x86_64-apple-darwin"]
LICENCE_FILE = re.compile(r"^(LICEN[CS]E|COPYING|COPYRIGHT|NOTICE|UNLICENSE)", re.I)


def split_top(expr):
    """An SPDX expression split at its top-level OR (else AND): (operator, parts), or
    (None, [expr]) for a single licence. "A/B" is the old spelling of "A OR B"."""
    expr = expr.replace("/", " OR ").strip()
    for op in (" OR ", " AND "):
        depth, start, parts = 0, 0, []
        for i, ch in enumerate(expr):
            depth += ch == "("
            depth -= ch == ")"
            if depth == 0 and expr.startswith(op, i):
                parts.append(expr[start:i])
                start = i + len(op)
        if parts:
            return op.strip(), parts + [expr[start:]]
    if expr.startswith("(") and expr.endswith(")"):
        return split_top(expr[1:-1])
    return None, [expr]


def allowed(expr):
    """Whether an SPDX expression is satisfiable with allowed licences (OR: one side; AND: both)."""
    op, parts = split_top(expr)
    if op == "OR":
        return any(allowed(p) for p in parts)
    if op == "AND":
        return all(allowed(p) for p in parts)
    return parts[0] in ALLOWED


def chosen_ids(expr):
    """The licences the program takes a crate under: of "A OR B" the first allowed one, of
    "A AND B" both (SPDX ids, for the standard texts of crates that ship none)."""
    op, parts = split_top(expr)
    if op == "OR":
        return next((chosen_ids(p) for p in parts if allowed(p)), chosen_ids(parts[0]))
    if op == "AND":
        return [i for p in parts for i in chosen_ids(p)]
    return parts


def linked_packages():
    meta = json.loads(subprocess.check_output(
        ["cargo", "metadata", "--format-version", "1", "--locked", "--offline"]
        + [a for t in TARGETS for a in ("--filter-platform", t)], cwd=ROOT))
    packages = {p["id"]: p for p in meta["packages"]}
    nodes = {n["id"]: n for n in meta["resolve"]["nodes"]}
    root = meta["resolve"]["root"]
    seen, todo = set(), [root]
    while todo:
        node = nodes[todo.pop()]
        for dep in node["deps"]:
            kinds = {k["kind"] for k in dep["dep_kinds"]}
            if None in kinds and dep["pkg"] not in seen:  # a normal (linked) dependency
                seen.add(dep["pkg"])
                todo.append(dep["pkg"])
    return sorted((packages[i] for i in seen), key=lambda p: (p["name"], p["version"]))


def licence_texts(pkg):
    folder = os.path.dirname(pkg["manifest_path"])
    texts = []
    for name in sorted(os.listdir(folder)):
        path = os.path.join(folder, name)
        if LICENCE_FILE.match(name) and os.path.isfile(path):
            with open(path, encoding="utf-8", errors="replace") as f:
                texts.append((name, f.read().strip()))
    if pkg.get("license_file"):
        path = os.path.join(folder, pkg["license_file"])
        if os.path.isfile(path) and not any(n == os.path.basename(path) for n, _ in texts):
            with open(path, encoding="utf-8", errors="replace") as f:
                texts.append((os.path.basename(path), f.read().strip()))
    if pkg["name"] == "epaint_default_fonts":
        # egui's fonts: their licences (OFL, Ubuntu Font Licence, Hack, MIT) beside them.
        fonts = os.path.join(folder, "fonts")
        for name in sorted(os.listdir(fonts)):
            if name.endswith(".txt"):
                with open(os.path.join(fonts, name), encoding="utf-8", errors="replace") as f:
                    texts.append(("fonts/" + name, f.read().strip()))
    return texts


def standard_text(spdx):
    path = os.path.join(ROOT, "packaging", "notices", spdx + ".txt")
    if os.path.isfile(path):
        with open(path, encoding="utf-8") as f:
            return f.read().strip()
    return None


def read(rel):
    with open(os.path.join(ROOT, rel), encoding="utf-8") as f:
        return f.read().strip()


def main():
    args = sys.argv[1:]
    out = os.path.join(ROOT, "THIRD-PARTY-LICENSES")
    check = "--check" in args
    if "--out" in args:
        out = args[args.index("--out") + 1]
    problems = []
    pkgs = linked_packages()
    by_text = {}  # text hash -> (file name, text, [crates])
    rows = []
    for p in pkgs:
        expr = p.get("license") or ""
        if not expr and p.get("license_file"):
            expr = "LicenseRef-file"
        if expr != "LicenseRef-file" and not allowed(expr):
            problems.append(f"{p['name']} {p['version']}: licence '{expr or 'none'}' is not on the allowed list")
        texts = licence_texts(p)
        if not texts:
            for spdx in chosen_ids(expr):
                t = standard_text(spdx)
                if t is None:
                    problems.append(f"{p['name']} {p['version']}: ships no licence text and "
                                    f"packaging/notices/{spdx}.txt is missing")
                else:
                    texts.append((f"{spdx} (standard text: these crates ship no licence file;"
                                  " copyright their authors, listed above)", t))
        label = f"{p['name']} {p['version']}"
        rows.append(f"  {label:<44} {expr}")
        authors = ", ".join(re.sub(r"\s*<[^>]*>", "", a) for a in p.get("authors") or [])
        if authors:
            rows.append(f"      by {authors}")
        for name, text in texts:
            # The same licence laid out differently (line breaks, indents, an "APPENDIX" left
            # out or not) counts once: the key is the text's words.
            words = re.sub(r"\s+", " ", text).strip().lower()
            words = words.split(" appendix: how to apply the apache license")[0]
            key = hashlib.sha256(words.encode()).hexdigest()
            by_text.setdefault(key, (name, text, []))[2].append(label)
    if problems:
        for line in problems:
            print("third-party-licenses: " + line, file=sys.stderr)
        sys.exit(1)

    with open(os.path.join(ROOT, "Cargo.toml"), encoding="utf-8") as f:
        version = re.search(r'^version = "(.*)"', f.read(), re.M).group(1)
    card_source = json.load(open(os.path.join(ROOT, "data", "cards.json"), encoding="utf-8"))["source"]
    rule = "=" * 78
    parts = [
        f"Netrunner TO {version} — third-party notices",
        "",
        "Netrunner TO is MIT-licensed (LICENSE). It contains the works of others, listed here",
        "with their licences: the card data, the fonts, and the Rust crates compiled into it.",
        "This file is generated from Cargo.lock by scripts/third-party-licenses.py.",
        "",
        rule, "Card data", rule, "",
        "The card titles, sides, factions, sets and ban lists compiled into the program (and",
        "published with each release as netrunner-to-VERSION-cards.json) are from NetrunnerDB's",
        "public card data — thanks to NetrunnerDB and Null Signal Games:",
        "  " + card_source,
        "  https://github.com/Null-Signal-Games/netrunner-cards-json",
        "The information in that repository is copyrighted by Fantasy Flight Games and/or Wizards of",
        "the Coast. Netrunner TO is not produced, endorsed, supported by or affiliated with Fantasy",
        "Flight Games, Wizards of the Coast or Null Signal Games.",
        "",
        rule, "Fonts", rule, "",
        "DejaVu Sans and DejaVu Sans Bold (the printouts), Bitstream Vera / DejaVu licence:", "",
        read("assets/fonts/LICENSE-DejaVu.txt"), "",
        "egui's fonts on screen (crate epaint_default_fonts): Ubuntu Light (Ubuntu Font Licence",
        "1.0), Hack (MIT and Bitstream Vera licence), Noto Emoji (SIL Open Font License 1.1),",
        "emoji-icon-font (MIT), egui-icons (SIL OFL 1.1); their licence texts are among the crate",
        "licences below under epaint_default_fonts.", "",
        rule, f"Rust crates in the program ({len(pkgs)})", rule, "",
    ]
    parts += rows
    parts += ["", rule, "Licence texts (each once, with the crates it covers)", rule]
    for key in sorted(by_text, key=lambda k: (by_text[k][2][0], by_text[k][0])):
        name, text, crates = by_text[key]
        parts += ["", "-" * 78, f"{name} — " + ", ".join(crates), "-" * 78, "", text]
    text = "\n".join(parts) + "\n"
    if check:
        try:
            current = open(out, encoding="utf-8").read()
        except FileNotFoundError:
            current = None
        if current != text:
            print("third-party-licenses: THIRD-PARTY-LICENSES is not current (Cargo.lock changed): "
                  "run scripts/third-party-licenses.py", file=sys.stderr)
            sys.exit(1)
        print(f"third-party-licenses: current ({len(pkgs)} crates, all licences allowed)")
        return
    with open(out, "w", encoding="utf-8") as f:
        f.write(text)
    print(f"third-party-licenses: wrote {os.path.relpath(out)} ({len(pkgs)} crates)")


if __name__ == "__main__":
    main()
