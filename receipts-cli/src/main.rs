//! The `receipts` command: a self-contained demo of tool receipts, the leak
//! filter on stdin, transcript and ledger audits, known-answer vectors,
//! config checks and the receipting MCP proxy. One module per subcommand;
//! this file only parses and maps outcomes to exit codes: 0 ok, 1 a negative
//! answer (invalid receipt, suspicious audit, `redact --check` found
//! something), 2 usage or input error (one line on stderr).
#![forbid(unsafe_code)]
#![deny(missing_docs)]

mod audit;
mod cli;
mod color;
mod config;
mod demo;
mod error;
mod issue;
mod keyopts;
mod mcp_proxy;
mod redact;

use std::process::ExitCode;

use crate::cli::Command;
use crate::error::Outcome;

fn main() -> ExitCode {
    error::install_panic_hook();
    let cli = match cli::parse() {
        Ok(cli) => cli,
        Err(code) => return code,
    };
    let result = match cli.command {
        Command::Demo(args) => demo::run(&args),
        Command::Redact(args) => redact::run(&args),
        Command::Audit(args) => audit::run(&args),
        Command::Issue(args) => issue::run_issue(&args),
        Command::Verify(args) => issue::run_verify(&args),
        Command::Config(cmd) => config::run(&cmd),
        Command::McpProxy(args) => mcp_proxy::run(&args),
    };
    match result {
        Ok(Outcome::Yes) => ExitCode::SUCCESS,
        Ok(Outcome::No) => ExitCode::from(1),
        Ok(Outcome::Code(c)) => ExitCode::from(c),
        Err(e) => e.report(),
    }
}
