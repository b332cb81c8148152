//! A failing file for tests: [`FailAfter`] lets a set number of bytes through, then fails
//! like a full disk, after writing the part that fit (a torn write).

use std::fs::File;
use std::io;

use super::storage::LogFile;

/// A [`LogFile`] double in front of a real one that can run out of space, or fail to
/// sync or to cut. Starts with no faults.
#[derive(Debug)]
pub struct FailAfter<F: LogFile = File> {
    inner: F,
    budget: Option<u64>,
    fail_sync: bool,
    fail_set_len: bool,
}

impl<F: LogFile> FailAfter<F> {
    /// Wraps a file; nothing fails until told to.
    pub fn new(inner: F) -> Self {
        FailAfter {
            inner,
            budget: None,
            fail_sync: false,
            fail_set_len: false,
        }
    }

    /// From now on, lets `bytes` more bytes through; a write that does not fit writes the
    /// part that does, then fails with "no space left on device".
    pub fn fail_after(&mut self, bytes: u64) {
        self.budget = Some(bytes);
    }

    /// Makes syncing fail (or work again).
    pub fn fail_sync(&mut self, fail: bool) {
        self.fail_sync = fail;
    }

    /// Makes cutting the file fail (or work again).
    pub fn fail_set_len(&mut self, fail: bool) {
        self.fail_set_len = fail;
    }

    /// Removes every fault: the disk has room again.
    pub fn heal(&mut self) {
        self.budget = None;
        self.fail_sync = false;
        self.fail_set_len = false;
    }

    /// The wrapped file.
    pub fn into_inner(self) -> F {
        self.inner
    }
}

impl<F: LogFile> LogFile for FailAfter<F> {
    fn write_all(&mut self, buf: &[u8]) -> io::Result<()> {
        if let Some(budget) = self.budget {
            let fits = usize::try_from(budget).unwrap_or(usize::MAX).min(buf.len());
            if fits < buf.len() {
                self.inner.write_all(&buf[..fits])?;
                self.budget = Some(0);
                return Err(io::Error::new(
                    io::ErrorKind::StorageFull,
                    "no space left on device (simulated)",
                ));
            }
            self.budget = Some(budget - fits as u64);
        }
        self.inner.write_all(buf)
    }

    fn sync_data(&mut self) -> io::Result<()> {
        if self.fail_sync {
            return Err(io::Error::other("sync failed (simulated)"));
        }
        self.inner.sync_data()
    }

    fn start_sync(&mut self) {
        self.inner.start_sync()
    }

    fn set_len(&mut self, len: u64) -> io::Result<()> {
        if self.fail_set_len {
            return Err(io::Error::other("truncate failed (simulated)"));
        }
        self.inner.set_len(len)
    }
}

/// A [`LogFile`] double whose disk is full while a shared switch is on (writes fail with
/// "no space left on device", os error 28, writing nothing), for tests that fill and free
/// the disk of a running session from outside it.
#[derive(Debug)]
pub struct FullDisk<F: LogFile = File> {
    inner: F,
    full: std::sync::Arc<std::sync::atomic::AtomicBool>,
}

impl<F: LogFile> FullDisk<F> {
    /// Wraps a file; the disk is full while `full` is set.
    pub fn new(inner: F, full: std::sync::Arc<std::sync::atomic::AtomicBool>) -> Self {
        FullDisk { inner, full }
    }
}

impl<F: LogFile> LogFile for FullDisk<F> {
    fn write_all(&mut self, buf: &[u8]) -> io::Result<()> {
        if self.full.load(std::sync::atomic::Ordering::SeqCst) {
            return Err(io::Error::from_raw_os_error(28));
        }
        self.inner.write_all(buf)
    }

    fn sync_data(&mut self) -> io::Result<()> {
        self.inner.sync_data()
    }

    fn start_sync(&mut self) {
        self.inner.start_sync()
    }

    fn set_len(&mut self, len: u64) -> io::Result<()> {
        self.inner.set_len(len)
    }
}
