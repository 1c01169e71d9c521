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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn two_keys_differ() {
        let (a, b) = (os_key().unwrap(), os_key().unwrap());
        assert_ne!(a, b);
        assert_ne!(a, [0u8; 32]);
    }
}
