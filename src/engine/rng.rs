//! The event's random generator: ChaCha20, seeded once, its position stored in the event file.
//!
//! Every random choice the regulations call for (round-1 pairings, random byes, ties among equal
//! pairings, final tiebreak numbers, coin flips) is drawn from this one generator, so the same
//! event and the same commands always give the same result.

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha20Rng;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// The name written to the event file so the algorithm is never ambiguous.
pub const RNG_ALGORITHM: &str = "ChaCha20";

/// The event's seeded random generator.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EventRng {
    inner: ChaCha20Rng,
}

impl EventRng {
    /// A generator seeded from a 64-bit number (what `--seed N` gives).
    pub fn from_seed_u64(seed: u64) -> EventRng {
        EventRng {
            inner: ChaCha20Rng::seed_from_u64(seed),
        }
    }

    /// The generator itself, to pass to functions taking `&mut impl Rng`.
    pub fn rng(&mut self) -> &mut ChaCha20Rng {
        &mut self.inner
    }

    /// A uniformly random number, e.g. a player's final tiebreak number.
    pub fn next_u64(&mut self) -> u64 {
        self.inner.next_u64()
    }

    /// An independent generator with the same key on another stream (`stream` ≠ 0), at the
    /// start of window `window`: numbers that depend only on the event's seed and
    /// `(stream, window)`, never on how far the main stream has gone, and that never move it
    /// (players' personal codes, issue 17: an old event gets the same codes as a replay).
    pub fn derived(&self, stream: u64, window: u64) -> ChaCha20Rng {
        derived_from_key(self.inner.get_seed(), stream, window)
    }
}

/// A generator keyed by `key` on `stream`, at the start of window `window` (see
/// [`EventRng::derived`]); for secrets, `key` is the event's secret key, not its seed.
pub fn derived_from_key(key: [u8; 32], stream: u64, window: u64) -> ChaCha20Rng {
    let mut r = ChaCha20Rng::from_seed(key);
    r.set_stream(stream);
    r.set_word_pos(u128::from(window) << 16);
    r
}

/// A 32-byte key written as 64 hexadecimal digits (the event file's form).
pub fn key_to_hex(key: [u8; 32]) -> String {
    key.iter().map(|b| format!("{b:02x}")).collect()
}

/// A key back from [`key_to_hex`]'s form; `None` unless exactly 64 hexadecimal digits.
pub fn key_from_hex(hex: &str) -> Option<[u8; 32]> {
    let bytes = hex.as_bytes();
    if bytes.len() != 64 {
        return None;
    }
    let mut key = [0u8; 32];
    for (i, pair) in bytes.chunks(2).enumerate() {
        let s = std::str::from_utf8(pair).ok()?;
        *key.get_mut(i)? = u8::from_str_radix(s, 16).ok()?;
    }
    Some(key)
}

#[derive(Serialize, Deserialize)]
struct RngState {
    algorithm: String,
    /// The 32-byte key, hex.
    seed: String,
    /// Stream number.
    stream: u64,
    /// Position in the stream, in 32-bit words (decimal string: it is a u128).
    word_pos: String,
}

impl Serialize for EventRng {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let seed: String = self
            .inner
            .get_seed()
            .iter()
            .map(|b| format!("{b:02x}"))
            .collect();
        RngState {
            algorithm: RNG_ALGORITHM.to_string(),
            seed,
            stream: self.inner.get_stream(),
            word_pos: self.inner.get_word_pos().to_string(),
        }
        .serialize(s)
    }
}

impl<'de> Deserialize<'de> for EventRng {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<EventRng, D::Error> {
        use serde::de::Error;
        let st = RngState::deserialize(d)?;
        if st.algorithm != RNG_ALGORITHM {
            return Err(D::Error::custom(format!(
                "unknown random generator {:?} (expected {RNG_ALGORITHM})",
                st.algorithm
            )));
        }
        if st.seed.len() != 64 || !st.seed.is_ascii() {
            return Err(D::Error::custom("random seed must be 64 hex digits"));
        }
        let mut seed = [0u8; 32];
        for (i, byte) in seed.iter_mut().enumerate() {
            let hex = st.seed.get(2 * i..2 * i + 2).unwrap_or("");
            *byte = u8::from_str_radix(hex, 16)
                .map_err(|_| D::Error::custom("random seed must be 64 hex digits"))?;
        }
        let word_pos: u128 = st
            .word_pos
            .parse()
            .map_err(|_| D::Error::custom("random generator position is not a number"))?;
        let mut inner = ChaCha20Rng::from_seed(seed);
        inner.set_stream(st.stream);
        inner.set_word_pos(word_pos);
        Ok(EventRng { inner })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_stored_state_continues_the_same_sequence() {
        let mut a = EventRng::from_seed_u64(42);
        a.next_u64();
        a.next_u64();
        let json = serde_json::to_string(&a).unwrap();
        let mut b: EventRng = serde_json::from_str(&json).unwrap();
        for _ in 0..10 {
            assert_eq!(a.next_u64(), b.next_u64());
        }
    }

    #[test]
    fn different_seeds_give_different_numbers() {
        let mut a = EventRng::from_seed_u64(1);
        let mut b = EventRng::from_seed_u64(2);
        assert_ne!(a.next_u64(), b.next_u64());
    }

    #[test]
    fn a_foreign_algorithm_is_refused() {
        let bad = r#"{"algorithm":"MT19937","seed":"00","stream":0,"word_pos":"0"}"#;
        let e = serde_json::from_str::<EventRng>(bad).unwrap_err();
        assert!(e.to_string().contains("MT19937"));
    }
}
