//! This machine's address on the local network: the one the system would send from to
//! reach a documentation address (192.0.2.1, never routed). A UDP socket's `connect`
//! only chooses the route: nothing is sent.

use std::net::{IpAddr, Ipv4Addr, UdpSocket};

/// The address players on the local network reach this machine at, if it has one.
pub fn find() -> Option<IpAddr> {
    let socket = UdpSocket::bind((Ipv4Addr::UNSPECIFIED, 0)).ok()?;
    socket.connect((Ipv4Addr::new(192, 0, 2, 1), 9)).ok()?;
    let ip = socket.local_addr().ok()?.ip();
    (!ip.is_unspecified() && !ip.is_loopback()).then_some(ip)
}
