//! `render_dedup`: an arbitrary reply plus receipts through the
//! deduplication of model-written receipts blocks.

use std::sync::Arc;

use arbitrary::{Arbitrary, Result, Unstructured};
use receipts_core::{Prefix, Provenance, Receipt, Tag};
use receipts_render::{
    Dedup, DedupPolicy, Detector, PlainText, RENDERER_NAMES, block_separator, renderer_by_name,
};

/// A `render_dedup` case.
///
/// Decoding: byte 0 picks the renderer, byte 1 the number of receipts
/// (0 to 4), then per receipt a tool-name byte, a delegate byte, a
/// timestamp byte and a tag byte; the rest is the reply, where `0x01` to
/// `0x04` become the token of receipt `i`, `0x05` the plain-text block of
/// all receipts and `0x06` the chosen renderer's block (a model copy).
///
/// Properties: under `KeepRuntime` with receipts, the output holds exactly
/// one block, at its end, made of nothing but the appended block, and the
/// output is the stripped reply, the separator and the block; without
/// receipts, it holds no block; applying dedup to its own output changes
/// nothing. Under `KeepModel`, a reply with a block is left as it is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RenderCase {
    /// The renderer's configuration name.
    pub renderer: &'static str,
    /// The receipts: tool, delegate, timestamp, tag byte.
    pub receipts: Vec<(String, Option<String>, u64, u8)>,
    /// The reply.
    pub reply: String,
}

const TOOLS: [&str; 6] = [
    "shell",
    "web_fetch",
    "a:b",
    "x*y_`z`",
    "<b>t</b>",
    "multi\nline",
];

impl<'a> Arbitrary<'a> for RenderCase {
    fn arbitrary(u: &mut Unstructured<'a>) -> Result<Self> {
        let renderer = RENDERER_NAMES[usize::from(u.arbitrary::<u8>()?) % RENDERER_NAMES.len()];
        let n = u.arbitrary::<u8>()? % 5;
        let mut receipts = Vec::new();
        for _ in 0..n {
            let tool = TOOLS[usize::from(u.arbitrary::<u8>()?) % TOOLS.len()].to_owned();
            let delegate = match u.arbitrary::<u8>()? % 3 {
                0 => None,
                1 => Some("research".to_owned()),
                _ => Some("a/b".to_owned()),
            };
            receipts.push((
                tool,
                delegate,
                u64::from(u.arbitrary::<u8>()?),
                u.arbitrary::<u8>()?,
            ));
        }
        let rest = u.bytes(u.len())?;
        let built = build(&receipts);
        let mut reply = Vec::new();
        for &b in rest {
            match b {
                0x01..=0x04 if !built.is_empty() => {
                    let r = &built[usize::from(b - 1) % built.len()];
                    reply.extend_from_slice(r.token.as_str().as_bytes());
                }
                0x05 => reply.extend_from_slice(PlainText.block(&built).as_bytes()),
                0x06 => {
                    if let Some(r) = renderer_by_name(renderer) {
                        reply.extend_from_slice(r.block(&built).as_bytes());
                    }
                }
                _ => reply.push(b),
            }
        }
        Ok(RenderCase {
            renderer,
            receipts,
            reply: String::from_utf8_lossy(&reply).into_owned(),
        })
    }
}

use receipts_core::Renderer as _;

fn build(receipts: &[(String, Option<String>, u64, u8)]) -> Vec<Receipt> {
    let prefix = Prefix::default();
    receipts
        .iter()
        .enumerate()
        .map(|(i, (tool, delegate, ts, tag))| {
            let mut bytes = [*tag; 32];
            bytes[0] = i as u8;
            Receipt {
                token: prefix.token(*ts, Tag::from_bytes(bytes)),
                tool: Arc::from(tool.as_str()),
                call_id: None,
                provenance: match delegate {
                    None => Provenance::Main,
                    Some(d) => Provenance::Delegate(Arc::from(d.as_str())),
                },
            }
        })
        .collect()
}

impl RenderCase {
    /// Check the properties; panics when one fails.
    pub fn check(&self) {
        let Some(renderer) = renderer_by_name(self.renderer) else {
            return;
        };
        let receipts = build(&self.receipts);
        let detector = Detector::default();
        let reply = self.reply.as_str();

        let dedup = Dedup::new(DedupPolicy::KeepRuntime);
        let out = dedup.apply(reply, &*renderer, &receipts);
        let stripped = detector.strip(reply).text;
        let block = renderer.block(&receipts);
        let expected = format!(
            "{stripped}{}{block}",
            if block.is_empty() {
                ""
            } else {
                block_separator(&stripped)
            }
        );
        assert_eq!(
            out, expected,
            "output is not stripped reply + separator + block"
        );
        let blocks = detector.find(&out);
        if receipts.is_empty() {
            assert!(
                blocks.is_empty(),
                "blocks left without receipts: {blocks:?}"
            );
        } else {
            assert_eq!(
                blocks.len(),
                1,
                "not exactly one block: {blocks:?} in {out:?}"
            );
            assert_eq!(blocks[0].end, out.len(), "the block is not at the end");
            let appended_at = out.len() - block.len();
            assert!(
                out[blocks[0].start..appended_at].trim().is_empty(),
                "the block swallows reply text: {:?}",
                &out[blocks[0].clone()]
            );
        }
        let twice = dedup.apply(&out, &*renderer, &receipts);
        assert_eq!(twice, out, "dedup is not idempotent");

        let keep_model = Dedup::new(DedupPolicy::KeepModel).apply(reply, &*renderer, &receipts);
        if detector.contains_block(reply) {
            assert_eq!(keep_model, reply, "KeepModel changed a reply with a block");
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn samples() {
        for r in 0u8..6 {
            let mut data = vec![r, 2, 0, 0, 5, 9, 3, 1, 7, 1];
            data.extend_from_slice(b"Done.\n\n\x05\nalso \x01 and\n\x06");
            let case = RenderCase::arbitrary_take_rest(Unstructured::new(&data)).unwrap();
            case.check();
        }
    }
}
