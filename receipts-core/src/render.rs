//! The [`Renderer`] trait; implementations live in `receipts-render`.

use std::sync::Arc;

use crate::receipt::Receipt;
use crate::token::Token;
use crate::trailer::append_trailer;

/// Formats receipts for a medium: the trailer appended to a tool result and
/// the user-visible receipts block appended to a reply.
///
/// One method is required. A renderer never computes or checks a MAC.
///
/// ```
/// use receipts_core::{Renderer, Receipt};
///
/// struct Compact;
/// impl Renderer for Compact {
///     fn render_block(&self, receipts: &[Receipt], out: &mut String) {
///         for r in receipts {
///             out.push_str(&format!("{}={}\n", r.label(), r.token));
///         }
///     }
/// }
/// assert_eq!(Compact.block(&[]), "");
/// ```
pub trait Renderer: Send + Sync {
    /// Append the user-visible block for a turn's receipts (in call order)
    /// to `out`. Must write nothing when `receipts` is empty.
    fn render_block(&self, receipts: &[Receipt], out: &mut String);

    /// Append the trailer for `token` to a tool result. The default is the
    /// v1 trailer, `\n\n[receipt: <token>]`.
    fn render_trailer(&self, token: &Token, out: &mut String) {
        append_trailer(out, token);
    }

    /// The block as a new string (empty when there are no receipts).
    fn block(&self, receipts: &[Receipt]) -> String {
        let mut s = String::new();
        self.render_block(receipts, &mut s);
        s
    }

    /// The block split into messages for channels with a size limit. The
    /// default is one message, or none when there are no receipts.
    fn block_messages(&self, receipts: &[Receipt]) -> Vec<String> {
        let b = self.block(receipts);
        if b.is_empty() { Vec::new() } else { vec![b] }
    }
}

impl<T: Renderer + ?Sized> Renderer for &T {
    fn render_block(&self, receipts: &[Receipt], out: &mut String) {
        (**self).render_block(receipts, out)
    }
    fn render_trailer(&self, token: &Token, out: &mut String) {
        (**self).render_trailer(token, out)
    }
    fn block_messages(&self, receipts: &[Receipt]) -> Vec<String> {
        (**self).block_messages(receipts)
    }
}

impl<T: Renderer + ?Sized> Renderer for Box<T> {
    fn render_block(&self, receipts: &[Receipt], out: &mut String) {
        (**self).render_block(receipts, out)
    }
    fn render_trailer(&self, token: &Token, out: &mut String) {
        (**self).render_trailer(token, out)
    }
    fn block_messages(&self, receipts: &[Receipt]) -> Vec<String> {
        (**self).block_messages(receipts)
    }
}

impl<T: Renderer + ?Sized> Renderer for Arc<T> {
    fn render_block(&self, receipts: &[Receipt], out: &mut String) {
        (**self).render_block(receipts, out)
    }
    fn render_trailer(&self, token: &Token, out: &mut String) {
        (**self).render_trailer(token, out)
    }
    fn block_messages(&self, receipts: &[Receipt]) -> Vec<String> {
        (**self).block_messages(receipts)
    }
}
