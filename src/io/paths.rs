//! Paths as the file system sees them: whether an output would replace the event file itself,
//! and what an existing file is before anyone replaces it.

use crate::io::save;
use std::fs;
use std::path::{Path, PathBuf};

/// A path with its links and `..` resolved; for a file that does not exist yet, its folder's
/// canonical path and its name (after following a link that points nowhere yet).
fn canonical(p: &Path) -> Option<PathBuf> {
    if let Ok(c) = fs::canonicalize(p) {
        return Some(c);
    }
    let target = save::resolve_links(p);
    let name = target.file_name()?;
    let parent = target
        .parent()
        .filter(|d| !d.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    fs::canonicalize(parent).ok().map(|d| d.join(name))
}

/// Whether two paths name the same file: the same canonical path (another spelling, a link,
/// `./EVENT`, `dir/../EVENT`), or, for existing files, the same device and inode (a hard link).
pub fn same_file(a: &Path, b: &Path) -> bool {
    let ca = canonical(a);
    if ca.is_some() && ca == canonical(b) {
        return true;
    }
    #[cfg(unix)]
    {
        use std::os::unix::fs::MetadataExt;
        if let (Ok(x), Ok(y)) = (fs::metadata(a), fs::metadata(b)) {
            return x.dev() == y.dev() && x.ino() == y.ino();
        }
    }
    false
}

/// What an existing file is, for the question before replacing it: `event “Champs”, 9 players`
/// for an event file, else its size (`a file of 12 KB`). `None` when nothing is there.
pub fn describe_existing(path: &Path) -> Option<String> {
    let meta = fs::metadata(path).ok()?;
    if !meta.is_file() {
        return Some("not a regular file".into());
    }
    if let Some(e) = event_in(path) {
        return Some(format!(
            "event \u{201c}{}\u{201d}, {} players",
            e.settings().name,
            e.players().len()
        ));
    }
    let n = meta.len();
    Some(if n < 1024 {
        format!("a file of {n} bytes")
    } else if n < 1024 * 1024 {
        format!("a file of {} KB", n.div_ceil(1024))
    } else {
        format!("a file of {:.1} MB", n as f64 / (1024.0 * 1024.0))
    })
}

/// Why no output may replace `out` even when the organizer agrees: another program has it open
/// as its event file (the app, `serve`, or a command changing it). Replacing it would take the
/// file from under its owner, which would then stop saving to it. `None` when nobody holds it.
pub fn in_use_elsewhere(out: &Path) -> Option<String> {
    let holder = crate::io::event_file::current_holder(out)?;
    let name = out.file_name().map_or_else(
        || out.display().to_string(),
        |n| n.to_string_lossy().into_owned(),
    );
    Some(format!(
        "{name} is an event file open in {}; choose another name",
        holder.describe()
    ))
}

/// The event in a file, if the file is an event file.
pub fn event_in(path: &Path) -> Option<crate::engine::Event> {
    // Only files that start like one are read in full.
    let mut head = [0u8; 64];
    let n = {
        use std::io::Read;
        fs::File::open(path).ok()?.read(&mut head).ok()?
    };
    let text = String::from_utf8_lossy(&head[..n]);
    if !text.trim_start().starts_with('{') {
        return None;
    }
    save::load(path).ok()
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;

    #[test]
    fn other_spellings_and_links_are_the_same_file() {
        let d = tempfile::tempdir().unwrap();
        let ev = d.path().join("ev.json");
        fs::write(&ev, "{}").unwrap();
        fs::create_dir(d.path().join("sub")).unwrap();
        assert!(same_file(&ev, &d.path().join("sub/../ev.json")));
        assert!(same_file(&ev, &d.path().join("./ev.json")));
        assert!(!same_file(&ev, &d.path().join("other.json")));
        #[cfg(unix)]
        {
            fs::hard_link(&ev, d.path().join("hard.json")).unwrap();
            assert!(same_file(&ev, &d.path().join("hard.json")));
            std::os::unix::fs::symlink(&ev, d.path().join("soft.json")).unwrap();
            assert!(same_file(&d.path().join("soft.json"), &ev));
        }
        // A file not created yet, named two ways.
        assert!(same_file(
            &d.path().join("new.pdf"),
            &d.path().join("sub/../new.pdf")
        ));
    }

    #[test]
    fn an_existing_file_is_described() {
        let d = tempfile::tempdir().unwrap();
        let p = d.path().join("x.pdf");
        assert_eq!(describe_existing(&p), None);
        fs::write(&p, vec![b'x'; 3000]).unwrap();
        assert_eq!(describe_existing(&p).unwrap(), "a file of 3 KB");
    }
}
