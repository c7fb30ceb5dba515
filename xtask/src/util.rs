//! Helpers shared by the xtask commands.

use std::ffi::OsStr;
use std::path::PathBuf;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use anyhow::{Context, Result, bail};

/// The workspace root (the parent of the xtask crate).
pub(crate) fn root() -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    dir.parent().map(PathBuf::from).unwrap_or(dir)
}

/// Run a command in the workspace root, failing when it fails.
pub(crate) fn run(program: &str, args: &[&str]) -> Result<()> {
    let mut cmd = Command::new(program);
    cmd.args(args);
    run_cmd(&mut cmd)
}

/// The cargo that runs this xtask (`$CARGO`), or `cargo`.
pub(crate) fn cargo() -> Command {
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let mut cmd = Command::new(cargo);
    cmd.current_dir(root());
    cmd
}

/// Print a command as a shell line: environment overrides, program, args.
pub(crate) fn show(cmd: &Command) -> String {
    let mut s = String::new();
    for (k, v) in cmd.get_envs() {
        if let Some(v) = v {
            s.push_str(&format!("{}={} ", k.to_string_lossy(), v.to_string_lossy()));
        }
    }
    let program = cmd.get_program();
    let program = if program == std::env::var_os("CARGO").unwrap_or_default().as_os_str() {
        OsStr::new("cargo")
    } else {
        program
    };
    s.push_str(&program.to_string_lossy());
    for a in cmd.get_args() {
        s.push(' ');
        s.push_str(&a.to_string_lossy());
    }
    s
}

/// Run `cmd` (in the workspace root unless it sets its own directory),
/// echoing it first; fail when it fails.
pub(crate) fn run_cmd(cmd: &mut Command) -> Result<()> {
    if cmd.get_current_dir().is_none() {
        cmd.current_dir(root());
    }
    let line = show(cmd);
    eprintln!("$ {line}");
    let status = cmd
        .status()
        .with_context(|| format!("could not start `{line}`"))?;
    if !status.success() {
        bail!("`{line}` failed with {status}");
    }
    Ok(())
}

/// True when `program args` can be started and exits successfully
/// (output discarded).
pub(crate) fn succeeds(program: impl AsRef<OsStr>, args: &[&str]) -> bool {
    Command::new(program)
        .args(args)
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|s| s.success())
}

/// True when the environment variable is set to something other than
/// empty, `0` or `false`.
pub(crate) fn env_flag(name: &str) -> bool {
    std::env::var(name).is_ok_and(|v| !matches!(v.trim(), "" | "0" | "false" | "no"))
}

/// Format a duration as `1m05s` / `12.3s`.
pub(crate) fn fmt_duration(d: Duration) -> String {
    let s = d.as_secs_f64();
    if s >= 60.0 {
        format!("{}m{:02}s", (s / 60.0) as u64, (s % 60.0) as u64)
    } else {
        format!("{s:.1}s")
    }
}

/// Named steps, timed, with a summary at the end.
pub(crate) struct Steps {
    started: Instant,
    done: Vec<(String, Duration, &'static str)>,
    keep_going: bool,
}

impl Steps {
    /// With `keep_going`, a failed step is recorded and the next one runs;
    /// [`Steps::finish`] then fails.
    pub(crate) fn new(keep_going: bool) -> Self {
        Steps {
            started: Instant::now(),
            done: Vec::new(),
            keep_going,
        }
    }

    /// Run one step; on failure, print the summary so far and fail (or,
    /// keeping going, record it).
    pub(crate) fn step(&mut self, name: &str, f: impl FnOnce() -> Result<()>) -> Result<()> {
        eprintln!("\n==> {name}");
        let t = Instant::now();
        let res = f();
        let outcome = if res.is_ok() { "ok" } else { "FAILED" };
        self.done.push((name.to_owned(), t.elapsed(), outcome));
        match res {
            Ok(()) => Ok(()),
            Err(e) if self.keep_going => {
                eprintln!("step `{name}` failed: {e:#}; keeping going");
                Ok(())
            }
            Err(e) => {
                self.summary();
                Err(e).with_context(|| format!("step `{name}` failed"))
            }
        }
    }

    /// Print the summary; fail when a step failed.
    pub(crate) fn finish(&self) -> Result<()> {
        self.summary();
        let failed: Vec<&str> = self
            .done
            .iter()
            .filter(|d| d.2 == "FAILED")
            .map(|d| d.0.as_str())
            .collect();
        if !failed.is_empty() {
            bail!("failed steps: {}", failed.join(", "));
        }
        Ok(())
    }

    /// Record a step that was skipped.
    pub(crate) fn skipped(&mut self, name: &str, why: &str) {
        eprintln!("\n==> {name}: skipped ({why})");
        self.done.push((name.to_owned(), Duration::ZERO, "skipped"));
    }

    /// Print each step's time and the total.
    pub(crate) fn summary(&self) {
        let width = self.done.iter().map(|d| d.0.len()).max().unwrap_or(0);
        eprintln!("\nsummary:");
        for (name, d, outcome) in &self.done {
            eprintln!("  {name:width$}  {:>8}  {outcome}", fmt_duration(*d));
        }
        eprintln!(
            "  {:width$}  {:>8}",
            "total",
            fmt_duration(self.started.elapsed())
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn durations() {
        assert_eq!(fmt_duration(Duration::from_millis(12_340)), "12.3s");
        assert_eq!(fmt_duration(Duration::from_secs(65)), "1m05s");
    }

    #[test]
    fn shows_env_and_args() {
        let mut c = Command::new("cargo");
        c.env("RUSTC_BOOTSTRAP", "1").args(["fuzz", "run"]);
        assert_eq!(show(&c), "RUSTC_BOOTSTRAP=1 cargo fuzz run");
    }
}
