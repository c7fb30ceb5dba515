//! The one integration test binary of `receipts-mcp`: end-to-end flows
//! against real MCP servers from npm (see `tests/fixtures/servers`).

mod common;
mod ledger_audit;
mod mcp_tool_e2e;
mod proxy_e2e;
