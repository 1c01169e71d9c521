//! The result-entry syntax on arbitrary text, in every kind of round: an error or a valid result,
//! never a panic; what it reads is described back as text that reads the same result again.
#![no_main]

use libfuzzer_sys::fuzz_target;
use netrunner_to::engine::Side;
use netrunner_to::io::result_syntax::{self, ResultContext};

fuzz_target!(|data: &[u8]| {
    let Some((&first, rest)) = data.split_first() else {
        return;
    };
    let Ok(text) = std::str::from_utf8(rest) else {
        return;
    };
    let to_win = if first & 1 == 0 { 7 } else { 6 };
    let ctx = match (first >> 1) % 3 {
        0 => ResultContext::double_sided(to_win),
        1 => ResultContext::single_sided(Side::Corp, to_win),
        _ => ResultContext::single_sided(Side::Runner, to_win),
    };
    let Ok(result) = result_syntax::parse(text, ctx) else {
        return;
    };
    let described = result_syntax::describe(&result);
    let again = result_syntax::parse(&described, ctx);
    assert!(
        again.as_ref().is_ok_and(|r| *r == result),
        "{text:?} reads as {result:?}, described as {described:?}, which reads as {again:?}"
    );
});
