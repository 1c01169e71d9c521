//! The computer's network addresses, for the organizer to choose where to share.

use std::net::{IpAddr, Ipv4Addr};

/// One address of this computer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LanAddress {
    /// The address.
    pub ip: IpAddr,
    /// The network interface it belongs to (`wlan0`, `Wi-Fi`, `lo`).
    pub interface: String,
}

impl LanAddress {
    /// This computer only: nothing on the network can connect.
    pub fn loopback() -> LanAddress {
        LanAddress {
            ip: IpAddr::V4(Ipv4Addr::LOCALHOST),
            interface: "this computer only".into(),
        }
    }

    /// "192.168.1.20 (wlan0)".
    pub fn label(&self) -> String {
        format!("{} ({})", self.ip, self.interface)
    }
}

/// The computer's IPv4 addresses on its networks (phones on the store's Wi-Fi reach one of
/// them), sorted, then 127.0.0.1 (this computer only). IPv6 and link-local addresses are left
/// out: a phone is given an address to type or scan, and those are the ones that work.
pub fn lan_addresses() -> Vec<LanAddress> {
    let mut found: Vec<LanAddress> = if_addrs::get_if_addrs()
        .unwrap_or_default()
        .into_iter()
        .filter_map(|i| match i.ip() {
            IpAddr::V4(v4) if !v4.is_loopback() && !v4.is_link_local() && !v4.is_unspecified() => {
                Some(LanAddress {
                    ip: IpAddr::V4(v4),
                    interface: i.name,
                })
            }
            _ => None,
        })
        .collect();
    found.sort_by(|a, b| (a.ip, &a.interface).cmp(&(b.ip, &b.interface)));
    found.dedup_by(|a, b| a.ip == b.ip);
    found.push(LanAddress::loopback());
    found
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn this_computer_only_is_always_offered_last() {
        let all = lan_addresses();
        assert_eq!(all.last(), Some(&LanAddress::loopback()));
        assert!(all.iter().filter(|a| a.ip.is_loopback()).count() == 1);
    }
}
