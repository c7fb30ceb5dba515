//! What to do when the model wrote its own receipts block.

use receipts_core::{Prefix, Receipt, Renderer};

use crate::append::append_block;
use crate::detect::Detector;

/// Which receipts block the user sees when the model wrote one too.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub enum DedupPolicy {
    /// Remove every block the model wrote and append the runtime's block
    /// (nothing when no receipt was collected). The default, and the only
    /// policy under which every receipt the user sees was issued by the
    /// runtime.
    #[default]
    KeepRuntime,
    /// Leave the reply as it is when the model wrote a block; append the
    /// runtime's block only when it did not.
    ///
    /// # Security
    /// The model's block may list tokens it never received or tools that
    /// never ran; the user then sees them unmarked. Check the reply with the
    /// audit crate before showing it.
    KeepModel,
    /// Leave the reply as it is and append the runtime's block anyway.
    KeepBoth,
}

impl DedupPolicy {
    /// The policy's configuration name: `keep_runtime`, `keep_model` or
    /// `keep_both`.
    pub fn name(self) -> &'static str {
        match self {
            DedupPolicy::KeepRuntime => "keep_runtime",
            DedupPolicy::KeepModel => "keep_model",
            DedupPolicy::KeepBoth => "keep_both",
        }
    }

    /// The policy with that configuration name.
    ///
    /// ```
    /// use receipts_render::DedupPolicy;
    /// assert_eq!(DedupPolicy::from_name("keep_model"), Some(DedupPolicy::KeepModel));
    /// assert_eq!(DedupPolicy::from_name("KeepModel"), None);
    /// ```
    pub fn from_name(name: &str) -> Option<DedupPolicy> {
        [
            DedupPolicy::KeepRuntime,
            DedupPolicy::KeepModel,
            DedupPolicy::KeepBoth,
        ]
        .into_iter()
        .find(|p| p.name() == name)
    }
}

/// A [`DedupPolicy`] with the [`Detector`] that finds the model's blocks.
///
/// ```
/// use std::sync::Arc;
/// use receipts_core::{Prefix, Provenance, Receipt, Tag};
/// use receipts_render::{Dedup, DedupPolicy, Markdown};
///
/// let token = Prefix::default().token(5, Tag::from_bytes([0; 32]));
/// let receipts = [Receipt { token: token.clone(), tool: Arc::from("shell"),
///                           call_id: None, provenance: Provenance::Main }];
/// let reply = format!("It is Linux.\n\nTool receipts:\n- shell: {token}\n");
/// let out = Dedup::new(DedupPolicy::KeepRuntime).apply(&reply, &Markdown, &receipts);
/// assert_eq!(out, format!("It is Linux.\n\n---\n**Tool receipts:**\n- shell: `{token}`\n"));
/// ```
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Dedup {
    policy: DedupPolicy,
    detector: Detector,
}

impl Dedup {
    /// `policy` for tokens under the default prefix.
    pub fn new(policy: DedupPolicy) -> Self {
        Dedup {
            policy,
            detector: Detector::default(),
        }
    }

    /// `policy` for tokens under `prefix` (the scope's prefix).
    pub fn with_prefix(policy: DedupPolicy, prefix: Prefix) -> Self {
        Dedup {
            policy,
            detector: Detector::new(prefix),
        }
    }

    /// The policy.
    pub fn policy(&self) -> DedupPolicy {
        self.policy
    }

    /// The detector.
    pub fn detector(&self) -> &Detector {
        &self.detector
    }

    /// The reply as the user should see it: per the policy, the model's
    /// blocks removed ([`Detector::strip`]) or kept, then the runtime block
    /// appended with [`append_block`].
    ///
    /// Under [`DedupPolicy::KeepRuntime`] the result is exactly
    /// `strip(reply).text + block_separator(..) + renderer.block(receipts)`:
    /// every byte of the reply outside the removed blocks is kept, in order,
    /// and nothing else changes.
    pub fn apply<R: Renderer + ?Sized>(
        &self,
        reply: &str,
        renderer: &R,
        receipts: &[Receipt],
    ) -> String {
        let mut out = match self.policy {
            DedupPolicy::KeepRuntime => self.detector.strip(reply).text,
            DedupPolicy::KeepModel if self.detector.contains_block(reply) => {
                return reply.to_owned();
            }
            DedupPolicy::KeepModel | DedupPolicy::KeepBoth => reply.to_owned(),
        };
        append_block(&mut out, renderer, receipts);
        out
    }
}

/// The reply as the user should see it, in one call: [`Dedup::apply`] with
/// the prefix of the first receipt's token (the default prefix when there
/// are none). Use [`Dedup::with_prefix`] when the scope has a custom prefix
/// and the turn may have no receipts.
///
/// ```
/// use receipts_render::{finish_reply, DedupPolicy, PlainText};
///
/// let t = "zc-receipt-5-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA";
/// // no receipt was collected: the model's block is removed, none is added
/// let reply = format!("Done.\n\n---\nTool receipts:\n  shell: {t}\n");
/// assert_eq!(finish_reply(&reply, &[], &PlainText, DedupPolicy::KeepRuntime), "Done.\n\n");
/// ```
pub fn finish_reply<R: Renderer + ?Sized>(
    reply: &str,
    receipts: &[Receipt],
    renderer: &R,
    policy: DedupPolicy,
) -> String {
    let prefix = receipts
        .first()
        .and_then(|r| Prefix::new(r.token.prefix()).ok())
        .unwrap_or_default();
    Dedup::with_prefix(policy, prefix).apply(reply, renderer, receipts)
}
