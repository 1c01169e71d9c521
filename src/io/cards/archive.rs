//! A zip archive of NetrunnerDB's card repository, as GitHub serves it: one top folder
//! (`netrunner-cards-json-main/`) holding `v2/`, the commit's id in the archive's comment. Only
//! the JSON files of `v2/` are read, each and all of them within limits, so that a broken, cut
//! or hostile archive is refused with a message instead of filling the memory.

use super::{CardFileError, MAX_CARD_DATA_BYTES, MAX_REPOSITORY_BYTES, Tree, source_line};
use std::collections::BTreeMap;
use std::io::Read as _;
use std::path::Path;

/// The largest archive read (the repository's whole archive is some tens of megabytes).
pub const MAX_ARCHIVE_BYTES: u64 = 256 * 1024 * 1024;

/// Whether a file starts like a zip archive (or is named `.zip`: then a broken one is said to
/// be a broken archive, not "not card data").
pub(super) fn is_zip_file(path: &Path) -> bool {
    let named = path
        .extension()
        .is_some_and(|e| e.eq_ignore_ascii_case("zip"));
    let mut head = [0u8; 4];
    let starts = std::fs::File::open(path)
        .and_then(|mut f| f.read_exact(&mut head))
        .is_ok()
        && head.starts_with(b"PK");
    named || starts
}

/// An archive file's bytes, within [`MAX_ARCHIVE_BYTES`].
pub(super) fn read_file(path: &Path) -> Result<Vec<u8>, CardFileError> {
    super::read_at_most(path, MAX_ARCHIVE_BYTES)
}

/// The `v2/` JSON files of an archive of the repository. `name` names it in messages.
pub(crate) fn read_zip(bytes: &[u8], name: &str) -> Result<Tree, CardFileError> {
    let broken = |reason: String| CardFileError::Archive {
        path: name.to_string(),
        reason,
    };
    let mut zip =
        zip::ZipArchive::new(std::io::Cursor::new(bytes)).map_err(|e| broken(e.to_string()))?;
    // Where v2/ is: the folder of the shallowest factions.json that has cards beside it.
    let names = zip
        .file_names()
        .map(|n| n.map(|n| n.into_owned()))
        .collect::<Result<Vec<String>, _>>()
        .map_err(|e| broken(e.to_string()))?;
    let v2 = names
        .iter()
        .filter_map(|n| n.strip_suffix("factions.json"))
        .filter(|dir| dir.is_empty() || dir.ends_with('/'))
        .filter(|dir| names.iter().any(|n| n.starts_with(&format!("{dir}cards/"))))
        .min_by_key(|dir| (dir.matches('/').count(), dir.len()))
        .map(String::from)
        .ok_or_else(|| CardFileError::NotARepository {
            path: name.to_string(),
        })?;
    let mut files = BTreeMap::new();
    let mut total = 0u64;
    let mut source_txt = None;
    let root = v2.strip_suffix("v2/");
    for i in 0..zip.len() {
        let mut entry = zip.by_index(i).map_err(|e| broken(e.to_string()))?;
        let entry_name = entry
            .name()
            .map_err(|e| broken(e.to_string()))?
            .into_owned();
        let wanted = entry_name
            .strip_prefix(&v2)
            .filter(|rel| rel.ends_with(".json") && rel.matches('/').count() <= 2)
            .map(String::from);
        let is_source = root.is_some_and(|r| entry_name == format!("{r}SOURCE.txt"));
        if entry.is_dir() || (wanted.is_none() && !is_source) {
            continue;
        }
        let shown = format!("{name}: {entry_name}");
        if entry.size() > MAX_CARD_DATA_BYTES {
            return Err(CardFileError::TooLarge {
                path: shown,
                size: entry.size(),
                max: MAX_CARD_DATA_BYTES,
            });
        }
        // The header's size is not trusted: at most one byte more than the limit is read.
        let mut buf = Vec::with_capacity(usize::try_from(entry.size()).unwrap_or(0));
        (&mut entry)
            .take(MAX_CARD_DATA_BYTES + 1)
            .read_to_end(&mut buf)
            .map_err(|e| broken(format!("{entry_name}: {e}")))?;
        if buf.len() as u64 > MAX_CARD_DATA_BYTES {
            return Err(CardFileError::TooLarge {
                path: shown,
                size: buf.len() as u64,
                max: MAX_CARD_DATA_BYTES,
            });
        }
        total += buf.len() as u64;
        if total > MAX_REPOSITORY_BYTES {
            return Err(CardFileError::TooLarge {
                path: name.to_string(),
                size: total,
                max: MAX_REPOSITORY_BYTES,
            });
        }
        match wanted {
            Some(rel) => {
                files.insert(rel, buf);
            }
            None => source_txt = Some(String::from_utf8_lossy(&buf).into_owned()),
        }
    }
    let source = source_txt.as_deref().and_then(source_line).or_else(|| {
        // GitHub's archives (git archive) carry the commit's id as the zip comment.
        let comment = String::from_utf8_lossy(zip.comment()).trim().to_string();
        let commit = if comment.len() == 40 && comment.chars().all(|c| c.is_ascii_hexdigit()) {
            format!(" at commit {comment}")
        } else {
            String::new()
        };
        let file = Path::new(name)
            .file_name()
            .map_or_else(|| name.to_string(), |f| f.to_string_lossy().into_owned());
        // No date: the builder takes the newest date in the data.
        Some((
            format!("NetrunnerDB card data (v2 layout), from the archive {file}{commit}"),
            String::new(),
        ))
    });
    Ok(Tree::new(
        format!("{name}: {}", v2.trim_end_matches('/')),
        files,
        source,
    ))
}
