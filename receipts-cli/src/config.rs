//! `receipts config`: check a file, print the reference or an example; and
//! loading `--config FILE` for the other subcommands.

use std::io::Write;
use std::path::{Path, PathBuf};

use clap::Subcommand;
use receipts_config::{Config, ErrorKind, Location};

use crate::error::{Error, Outcome, stdout_err};

/// `receipts config …`.
#[derive(Debug, Subcommand)]
pub(crate) enum ConfigCommand {
    /// Validate a configuration file: print every problem with its line and
    /// column and exit 2 when it is invalid.
    Check {
        /// The application's TOML file (only the receipts tables are read).
        file: PathBuf,
        /// Also apply `RECEIPTS__…` environment overrides, as an application
        /// loading the file would.
        #[arg(long)]
        env: bool,
    },
    /// Print the configuration reference (Markdown, as in CONFIG.md).
    Reference,
    /// Print a complete example file with every key at its default.
    Example,
}

/// Run `receipts config …`.
///
/// # Errors
/// An input error for an unreadable or invalid file; I/O errors.
pub(crate) fn run(cmd: &ConfigCommand) -> Result<Outcome, Error> {
    let mut out = std::io::stdout().lock();
    match cmd {
        ConfigCommand::Reference => {
            out.write_all(receipts_config::reference_markdown().as_bytes())
                .map_err(stdout_err)?;
        }
        ConfigCommand::Example => {
            out.write_all(receipts_config::example_toml().as_bytes())
                .map_err(stdout_err)?;
        }
        ConfigCommand::Check { file, env } => {
            let src = read_text(file)?;
            let loaded = if *env {
                Config::from_toml_str_with_process_env(&src)
            } else {
                Config::from_toml_str(&src)
            };
            match loaded {
                Ok(_) => {
                    writeln!(out, "{}: ok", file.display()).map_err(stdout_err)?;
                }
                Err(e) => {
                    let lines = describe(file, &e);
                    let mut err = std::io::stderr().lock();
                    for l in &lines {
                        // stderr failing leaves nothing better to do
                        let _ = writeln!(err, "error: {l}");
                    }
                    return Err(Error::input(format!(
                        "{} is invalid ({} problem{})",
                        file.display(),
                        lines.len(),
                        if lines.len() == 1 { "" } else { "s" }
                    )));
                }
            }
        }
    }
    Ok(Outcome::Yes)
}

/// Read a file as UTF-8 text.
///
/// # Errors
/// An I/O error naming the file, or an input error for invalid UTF-8.
pub(crate) fn read_text(path: &Path) -> Result<String, Error> {
    let bytes =
        std::fs::read(path).map_err(|e| Error::io(format!("cannot read {}", path.display()), e))?;
    String::from_utf8(bytes)
        .map_err(|_| Error::input(format!("{} is not valid UTF-8", path.display())))
}

/// Load and validate `--config FILE` (with environment overrides).
///
/// # Errors
/// An input error with every problem on one line.
pub(crate) fn load(path: &Path) -> Result<Config, Error> {
    let src = read_text(path)?;
    Config::from_toml_str_with_process_env(&src)
        .map_err(|e| Error::input(describe(path, &e).join("; ")))
}

/// One line per problem: `FILE:LINE:COLUMN: key.path: message`.
fn describe(file: &Path, e: &receipts_config::Error) -> Vec<String> {
    let f = file.display();
    match e.kind() {
        ErrorKind::Syntax { location, message } => {
            let msg = crate::error::one_line(message);
            vec![match location {
                Location::File { line, column } => {
                    format!("{f}:{line}:{column}: invalid toml: {msg}")
                }
                _ => format!("{f}: invalid toml: {msg}"),
            }]
        }
        ErrorKind::Invalid(problems) => problems
            .iter()
            .map(|p| match p.location() {
                Location::File { line, column } => {
                    format!("{f}:{line}:{column}: {}: {}", p.path(), p.message())
                }
                Location::Env { var } => {
                    format!("{f}: {} (from {var}): {}", p.path(), p.message())
                }
                _ => format!("{f}: {}: {}", p.path(), p.message()),
            })
            .collect(),
        _ => vec![format!("{f}: {}", crate::error::one_line(&e.to_string()))],
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn problems_name_line_and_column() {
        let e = Config::from_toml_str("[agent.tool_receipts]\nenabeld = true\n").unwrap_err();
        let lines = describe(Path::new("app.toml"), &e);
        assert_eq!(lines.len(), 1);
        assert!(
            lines[0].starts_with("app.toml:2:1: agent.tool_receipts.enabeld: "),
            "{}",
            lines[0]
        );
        let e = Config::from_toml_str("[agent\n").unwrap_err();
        let lines = describe(Path::new("x.toml"), &e);
        assert!(lines[0].starts_with("x.toml:1:"), "{}", lines[0]);
        assert!(!lines[0].contains('\n'));
    }
}
