//! Why the owner of a shared event did not make a change (`web::owner::Refusal`), in every
//! language: the words are the `web-refusal-` messages, `Display` (what `serve` prints beside a
//! command) their English (issue 35).

use netrunner_to::engine::{Command, EngineError, PlayerId};
use netrunner_to::i18n::Lang;
use netrunner_to::web::Requester;
use netrunner_to::web::owner::{Asker, ReadOnly, Refusal, permitted};
use netrunner_to::web::report::refusal_text;

fn ja() -> Lang {
    Lang::from_tag("ja").unwrap()
}

fn drop_ann() -> Command {
    Command::DropPlayer {
        player: PlayerId(1),
    }
}

fn name(r: &Refusal) -> &'static str {
    match r {
        Refusal::Engine(_) => "Engine",
        Refusal::NotPermitted { .. } => "NotPermitted",
        Refusal::Unsaved(_) => "Unsaved",
        Refusal::ReadOnly(_) => "ReadOnly",
        Refusal::NotShared => "NotShared",
        Refusal::Busy => "Busy",
    }
}

#[test]
fn every_refusal_in_every_language_with_its_values() {
    let mut samples = vec![
        Refusal::Engine(EngineError::NoSuchRound(2)),
        Refusal::Unsaved("No space left on device (os error 28)".into()),
        Refusal::ReadOnly(ReadOnly::Following),
        Refusal::NotShared,
        Refusal::Busy,
    ];
    for by in [
        Asker::Player,
        Asker::Scorekeeper,
        Asker::Registration,
        Asker::Follower,
    ] {
        samples.push(Refusal::NotPermitted {
            by,
            command: Box::new(drop_ann()),
        });
    }
    let mut seen = std::collections::BTreeSet::new();
    for r in &samples {
        seen.insert(name(r));
        let problems = netrunner_to::i18n::message_problems(|| {
            for lang in Lang::all() {
                refusal_text(r, lang);
            }
        });
        assert!(problems.is_empty(), "{}: {problems:?}", name(r));
        let english = r.to_string();
        assert_eq!(refusal_text(r, Lang::ENGLISH), english);
        let japanese = refusal_text(r, ja());
        assert_ne!(japanese, english);
        assert!(!japanese.is_ascii(), "{japanese}");
    }
    assert_eq!(
        seen.into_iter().collect::<Vec<_>>(),
        [
            "Busy",
            "Engine",
            "NotPermitted",
            "NotShared",
            "ReadOnly",
            "Unsaved"
        ]
    );
    // The English `serve --follow` printed before (the command line beside it shows it).
    assert_eq!(
        samples[2].to_string(),
        "this server only shows the event (serve --follow): make changes in the app or with a command"
    );
    assert!(samples[1].to_string().ends_with("(os error 28)"));
    assert!(refusal_text(&samples[1], ja()).contains("(os error 28)"));
    // Who asked is told apart, and what they asked for is named.
    let not_permitted: Vec<String> = samples[5..].iter().map(ToString::to_string).collect();
    let what = netrunner_to::io::explain::engine::command(&drop_ann(), Lang::ENGLISH);
    assert_eq!(
        not_permitted[0],
        format!("not allowed from a phone: {what}")
    );
    for text in &not_permitted {
        assert!(text.ends_with(&what), "{text}");
    }
    let distinct: std::collections::BTreeSet<_> = not_permitted.iter().collect();
    assert_eq!(distinct.len(), 4, "{not_permitted:?}");
    let ja_what = netrunner_to::io::explain::engine::command(&drop_ann(), ja());
    assert!(refusal_text(&samples[5], ja()).contains(&ja_what));
}

#[test]
fn each_requester_is_refused_as_what_it_is() {
    let cases = [
        (Requester::Player(PlayerId(2)), Asker::Player),
        (Requester::Scorekeeper("desk".into()), Asker::Scorekeeper),
        (Requester::Phone("token".into()), Asker::Registration),
        (Requester::Follower("laptop".into()), Asker::Follower),
    ];
    for (by, asker) in cases {
        assert_eq!(
            permitted(&drop_ann(), &by),
            Err(Refusal::NotPermitted {
                by: asker,
                command: Box::new(drop_ann()),
            }),
            "{by:?}"
        );
    }
    assert_eq!(permitted(&drop_ann(), &Requester::Organizer), Ok(()));
}
