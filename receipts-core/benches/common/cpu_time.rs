//! A criterion [`Measurement`] in thread CPU time (`CLOCK_THREAD_CPUTIME_ID`
//! on Linux; wall time elsewhere).
//!
//! The benchmark machines are shared: while another job runs, a benchmark
//! thread spends part of its wall time descheduled. Thread CPU time counts
//! only the time the thread actually ran, so the medians of single-thread
//! figures depend much less on what else the machine does. It does not
//! remove every effect of a busy machine (shared caches, memory bandwidth,
//! a busy hyperthread sibling, clock frequency), and it is wrong for work
//! spread over several threads: the contention figure uses wall time.

use criterion::measurement::{Measurement, ValueFormatter, WallTime};

/// Thread CPU time in nanoseconds, formatted like wall time.
pub(crate) struct ThreadCpuTime;

#[cfg(target_os = "linux")]
fn now_ns() -> u64 {
    let t = rustix::time::clock_gettime(rustix::time::ClockId::ThreadCPUTime);
    (t.tv_sec as u64) * 1_000_000_000 + t.tv_nsec as u64
}

#[cfg(not(target_os = "linux"))]
fn now_ns() -> u64 {
    use std::sync::OnceLock;
    use std::time::Instant;
    static START: OnceLock<Instant> = OnceLock::new();
    START.get_or_init(Instant::now).elapsed().as_nanos() as u64
}

impl Measurement for ThreadCpuTime {
    type Intermediate = u64;
    type Value = u64;

    fn start(&self) -> u64 {
        now_ns()
    }
    fn end(&self, start: u64) -> u64 {
        now_ns().saturating_sub(start)
    }
    fn add(&self, a: &u64, b: &u64) -> u64 {
        a + b
    }
    fn zero(&self) -> u64 {
        0
    }
    fn to_f64(&self, v: &u64) -> f64 {
        *v as f64
    }
    fn formatter(&self) -> &dyn ValueFormatter {
        // nanoseconds, like wall time: reuse its formatter
        static WALL: WallTime = WallTime;
        WALL.formatter()
    }
}
