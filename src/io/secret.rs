//! Secrets from the operating system's random source: the key an event's personal codes and
//! scorekeeper tokens are drawn from ([`crate::engine::Event::with_secret`]).
//!
//! The engine draws no randomness of its own (its pairing generator is seeded, and the seed is
//! shown), so the key comes from here, once, when a front end creates an event.

use rand::TryRng;

/// 32 bytes from the operating system's random source (`getrandom`: `getrandom(2)` on Linux,
/// `ProcessPrng` on Windows, `getentropy` on macOS).
pub fn os_key() -> std::io::Result<[u8; 32]> {
    let mut key = [0u8; 32];
    rand::rngs::SysRng
        .try_fill_bytes(&mut key)
        .map_err(|e| std::io::Error::other(format!("the system's random source failed: {e}")))?;
    Ok(key)
}

/// The length of [`link_secret`]'s secrets (about 99 bits).
pub const LINK_SECRET_LEN: usize = 20;

/// A secret for a link or a phone's cookie (the registration link, a phone's registration
/// token): [`LINK_SECRET_LEN`] characters of the personal codes' alphabet (no look-alikes),
/// from the operating system's random source.
pub fn link_secret() -> std::io::Result<String> {
    let alphabet = crate::engine::event::reporting::CODE_ALPHABET;
    let n = alphabet.len();
    // Bytes below the largest multiple of the alphabet's size, so every character is as likely.
    let below = 256 - 256 % n;
    let mut out = String::with_capacity(LINK_SECRET_LEN);
    while out.len() < LINK_SECRET_LEN {
        for b in os_key()? {
            let b = usize::from(b);
            if b < below && out.len() < LINK_SECRET_LEN {
                out.push(char::from(alphabet[b % n]));
            }
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn link_secrets_are_plain_and_differ() {
        let (a, b) = (link_secret().unwrap(), link_secret().unwrap());
        assert_ne!(a, b);
        assert_eq!(a.len(), LINK_SECRET_LEN);
        assert!(crate::engine::event::well_formed_secret(&a));
        assert!(!a.contains(['0', 'O', '1', 'I', 'L']), "{a}");
    }

    #[test]
    fn two_keys_differ() {
        let (a, b) = (os_key().unwrap(), os_key().unwrap());
        assert_ne!(a, b);
        assert_ne!(a, [0u8; 32]);
    }
}
