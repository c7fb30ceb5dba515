//! A renderer for a made-up channel: a pager that shows receipts as
//! `LABEL: token` lines in upper-case ASCII, one receipt per page.
//!
//! Run with `cargo run -p receipts-render --example custom_renderer`.

use std::sync::Arc;

use receipts_core::{Prefix, Provenance, Receipt, Renderer, Tag};
use receipts_render::{DedupPolicy, Detector, finish_reply, sanitize_label};

/// The pager channel.
struct Pager;

impl Renderer for Pager {
    fn render_block(&self, receipts: &[Receipt], out: &mut String) {
        if receipts.is_empty() {
            return; // a renderer writes nothing without receipts
        }
        out.push_str("RECEIPTS:\n");
        for r in receipts {
            // the pager shows ASCII only: sanitize, then replace the rest
            let label: String = sanitize_label(&r.label())
                .chars()
                .map(|c| if c.is_ascii_graphic() { c } else { '?' })
                .collect();
            out.push_str(&format!("{}: {}\n", label.to_ascii_uppercase(), r.token));
        }
    }

    fn block_messages(&self, receipts: &[Receipt]) -> Vec<String> {
        // one receipt per page, never a token cut in two
        receipts
            .iter()
            .map(|r| self.block(std::slice::from_ref(r)))
            .collect()
    }
}

fn main() {
    let token = Prefix::default().token(1_774_608_496, Tag::from_bytes([7; 32]));
    let receipts = [Receipt {
        token,
        tool: Arc::from("web_fetch"),
        call_id: None,
        provenance: Provenance::Main.child("research"),
    }];
    // keep the format close to the built-in ones ("heading", then
    // "label: token" lines) so that deduplication recognises copies of it
    // that the model writes
    assert!(Detector::default().contains_block(&Pager.block(&receipts)));

    let reply = "Fetched the page.";
    print!(
        "{}",
        finish_reply(reply, &receipts, &Pager, DedupPolicy::KeepRuntime)
    );
    for (i, page) in Pager.block_messages(&receipts).iter().enumerate() {
        println!("page {}: {page:?}", i + 1);
    }
}
