//! The command line: subcommands, and clap errors turned into one line and
//! exit code 2 (`--help` and `--version` exit 0).

use std::process::ExitCode;

use clap::error::ErrorKind;
use clap::{Parser, Subcommand};

use crate::{audit, config, demo, issue, mcp_proxy, redact};

/// Tool receipts from the terminal: see them work, pipe text through the
/// leak filter, audit a transcript, produce and check known-answer vectors,
/// validate a configuration.
#[derive(Debug, Parser)]
#[command(
    name = "receipts",
    version,
    about,
    after_help = "Exit codes: 0 ok; 1 a negative answer (invalid receipt, suspicious audit, `redact --check` found something); 2 usage or input error."
)]
pub(crate) struct Cli {
    /// What to do.
    #[command(subcommand)]
    pub(crate) command: Command,
}

/// The subcommands.
#[derive(Debug, Subcommand)]
pub(crate) enum Command {
    /// Run one agent turn with a scripted model and real local tools, end to
    /// end: receipts, the receipts block, the audit and the leak filter.
    #[command(long_about = demo::DEMO_ABOUT)]
    Demo(demo::DemoArgs),
    /// Redact secrets from stdin to stdout, letting receipts through.
    #[command(long_about = redact::REDACT_ABOUT)]
    Redact(redact::RedactArgs),
    /// Audit a transcript (OpenAI or Anthropic messages) or a reply against
    /// a ledger; exit 1 when suspicious.
    #[command(long_about = audit::AUDIT_ABOUT)]
    Audit(audit::AuditArgs),
    /// Issue a receipt token with a fixed key (known-answer vectors): the
    /// result bytes come from stdin.
    #[command(long_about = issue::ISSUE_ABOUT)]
    Issue(issue::IssueArgs),
    /// Verify a receipt token with a fixed key: exit 0 valid, 1 invalid.
    /// The result bytes come from stdin.
    #[command(long_about = issue::VERIFY_ABOUT)]
    Verify(issue::VerifyArgs),
    /// Check a configuration file, or print its reference or an example.
    #[command(subcommand)]
    Config(config::ConfigCommand),
    /// Put tool receipts on a stdio MCP server: run it behind a receipting
    /// proxy (`receipts mcp-proxy [--ledger FILE] -- <server command…>`).
    #[command(long_about = mcp_proxy::MCP_PROXY_ABOUT)]
    McpProxy(mcp_proxy::McpProxyArgs),
}

/// Parse the process arguments. On `--help`/`--version` print and give exit
/// code 0; on a usage error print one line and give exit code 2.
pub(crate) fn parse() -> Result<Cli, ExitCode> {
    Cli::try_parse().map_err(|e| match e.kind() {
        ErrorKind::DisplayHelp | ErrorKind::DisplayVersion => {
            // Printing help can only fail on a closed stdout.
            let _ = e.print();
            ExitCode::SUCCESS
        }
        _ => {
            eprintln!("{}", clap_one_line(&e));
            ExitCode::from(2)
        }
    })
}

/// A clap error as one line: its lines before the usage (message, missing
/// arguments, possible values, tips) joined with `; `, and where to find
/// help.
fn clap_one_line(e: &clap::Error) -> String {
    if e.kind() == ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand {
        return String::from("error: a subcommand is required (see `receipts --help`)");
    }
    let text = e.to_string();
    let parts: Vec<&str> = text
        .lines()
        .take_while(|l| !l.starts_with("Usage:"))
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with("For more information"))
        .collect();
    let mut line = parts.join("; ").replace(":; ", ": ");
    if line.is_empty() {
        line = String::from("error: invalid usage");
    }
    if !line.starts_with("error:") {
        line = format!("error: {line}");
    }
    line.push_str(" (see `receipts --help`)");
    line
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::CommandFactory;

    #[test]
    fn cli_is_well_formed() {
        Cli::command().debug_assert();
    }

    #[test]
    fn usage_errors_are_one_line() {
        for argv in [
            &["receipts", "demo", "--nope"][..],
            &["receipts", "dmeo"],
            &["receipts", "demo", "--render", "html"],
            &["receipts", "issue", "--tool", "t"],
        ] {
            let e = Cli::try_parse_from(argv).unwrap_err();
            let line = clap_one_line(&e);
            assert!(line.starts_with("error: "), "{line}");
            assert!(!line.contains('\n'), "{line}");
        }
    }
}
