//! Issue 39 in the engine: follower links (their own tokens, names and limit, revoked ones
//! open nothing), the take-over recorded in the copy, and an event that moved refusing every
//! command; all of it kept by the event file and reproduced by a replay of the history.

use netrunner_to::engine::event::reporting::MAX_FOLLOWERS;
use netrunner_to::engine::{
    Command, EngineError, Event, EventSettings, Field, FieldProblem, Limit, PlayerDetails,
    Structure,
};
use netrunner_to::io::save;

fn event() -> Event {
    let mut e = Event::new(EventSettings::new("Follow", Structure::Basic), 3).with_secret([7; 32]);
    for n in ["Ann", "Bo", "Cy", "Di"] {
        e.apply(Command::AddPlayer {
            details: PlayerDetails::named(n),
            id: None,
        })
        .unwrap();
    }
    e
}

fn add_follower(e: &mut Event, name: &str) -> Result<(), EngineError> {
    e.apply(Command::AddFollower { name: name.into() })
        .map(drop)
}

#[test]
fn follower_links_have_tokens_of_their_own_and_revoked_ones_open_nothing() {
    let mut e = event();
    e.apply(Command::AddScorekeeper {
        name: "Standby".into(),
    })
    .unwrap();
    add_follower(&mut e, "Standby").unwrap();
    let sk = e.reporting().scorekeepers[0].token.clone();
    let f = e.reporting().followers[0].token.clone();
    assert_ne!(sk, f);
    assert_eq!(e.follower_by_token(&f).unwrap().name, "Standby");
    assert!(
        e.follower_by_token(&sk).is_none(),
        "a scorekeeper's token opens no feed"
    );
    assert!(
        e.scorekeeper_by_token(&f).is_none(),
        "a follower's token enters no result"
    );
    // A name in use is refused, whatever its case; the event unchanged.
    let before = e.clone();
    assert_eq!(
        add_follower(&mut e, "standby"),
        Err(EngineError::InvalidField {
            field: Field::FollowerName,
            reason: FieldProblem::FollowerExists {
                name: "standby".into()
            }
        })
    );
    assert_eq!(e, before);
    // Revoked: the token opens nothing, the name may be used again (with a new token).
    e.apply(Command::RevokeFollower {
        name: "Standby".into(),
    })
    .unwrap();
    assert!(e.follower_by_token(&f).is_none());
    assert_eq!(
        e.apply(Command::RevokeFollower {
            name: "Standby".into()
        }),
        Err(EngineError::UnknownFollower {
            name: "Standby".into()
        })
    );
    add_follower(&mut e, "Standby").unwrap();
    assert_ne!(e.reporting().followers[1].token, f);
    // At most MAX_FOLLOWERS links, revoked ones included.
    for i in 2..MAX_FOLLOWERS {
        add_follower(&mut e, &format!("Computer {i}")).unwrap();
    }
    assert!(matches!(
        add_follower(&mut e, "One more"),
        Err(EngineError::LimitReached {
            what: Limit::Followers,
            ..
        })
    ));
    assert_eq!(Event::replay(e.origin(), e.history()).unwrap(), e);
}

#[test]
fn a_take_over_is_recorded_and_an_event_that_moved_refuses_every_command() {
    let mut copy = event();
    add_follower(&mut copy, "Standby").unwrap();
    let mut old = copy.clone();
    copy.apply(Command::TakeOver {
        by: "Standby laptop".into(),
        at: "2026-11-28T13:00:00Z".into(),
        from: Some("http://192.168.1.20:8080/follow/X".into()),
    })
    .unwrap();
    let t = copy.reporting().taken_over.last().unwrap();
    assert_eq!(t.by, "Standby laptop");
    assert_eq!(t.from.as_deref(), Some("http://192.168.1.20:8080/follow/X"));
    assert!(
        copy.moved().is_none(),
        "the copy is the event: it takes changes"
    );
    copy.apply(Command::PairRound).unwrap();
    // The old owner, told: every command refused with who and when, the event unchanged.
    old.apply(Command::EventMoved {
        by: "Standby laptop".into(),
        at: "2026-11-28T13:00:00Z".into(),
    })
    .unwrap();
    let frozen = old.clone();
    let moved = EngineError::EventMoved {
        by: "Standby laptop".into(),
        at: "2026-11-28T13:00:00Z".into(),
    };
    for c in [
        Command::PairRound,
        Command::AddFollower { name: "X".into() },
        Command::EventMoved {
            by: "Someone else".into(),
            at: String::new(),
        },
        Command::TakeOver {
            by: "Old laptop".into(),
            at: String::new(),
            from: None,
        },
    ] {
        assert_eq!(old.apply(c), Err(moved.clone()));
    }
    assert_eq!(old, frozen);
    assert!(
        moved.to_string().contains("Standby laptop took it over"),
        "{moved}"
    );
    // Both kept by the file and reproduced by a replay.
    let dir = tempfile::tempdir().unwrap();
    for e in [&copy, &old] {
        let p = dir.path().join("e.json");
        save::save(&p, e).unwrap();
        let back = save::load(&p).unwrap();
        assert_eq!(&back, e);
        assert_eq!(&Event::replay(back.origin(), back.history()).unwrap(), e);
    }
    // An empty name is refused.
    assert!(matches!(
        copy.apply(Command::TakeOver {
            by: "  ".into(),
            at: String::new(),
            from: None
        }),
        Err(EngineError::InvalidField {
            field: Field::FollowerName,
            reason: FieldProblem::Empty
        })
    ));
}
