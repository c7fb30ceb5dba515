//! The closed sets of values that string keys take: backends, scopes,
//! render formats, dedup policies, receipt modes and audit actions.
//!
//! These mirror, but do not depend on, the types of the render,
//! leak-filter and audit crates, so that this crate compiles on its own.

use serde::{Deserialize, Serialize};

/// A closed set of string values with fixed spellings.
pub(crate) trait Choice: Sized + Copy + 'static {
    /// What the value is, for messages ("backend").
    const WHAT: &'static str;
    /// Every variant, in documentation order.
    const ALL: &'static [Self];
    /// The spelling in the file.
    fn name(self) -> &'static str;
    /// Every spelling, in documentation order.
    const NAMES: &'static [&'static str];

    fn from_name(s: &str) -> Option<Self> {
        Self::ALL.iter().copied().find(|v| v.name() == s)
    }
}

macro_rules! choice {
    (
        $(#[doc = $doc:literal])*
        $name:ident, what $what:literal {
            $( $(#[doc = $vdoc:literal])* $variant:ident = $spelling:literal, )+
        }
    ) => {
        $(#[doc = $doc])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
        pub enum $name {
            $( $(#[doc = $vdoc])* #[serde(rename = $spelling)] $variant, )+
        }

        impl Choice for $name {
            const WHAT: &'static str = $what;
            const ALL: &'static [Self] = &[$($name::$variant),+];
            const NAMES: &'static [&'static str] = &[$($spelling),+];
            fn name(self) -> &'static str {
                match self {
                    $($name::$variant => $spelling,)+
                }
            }
        }

        impl $name {
            /// The spelling used in the configuration file.
            pub fn as_str(self) -> &'static str {
                Choice::name(self)
            }
        }

        impl std::fmt::Display for $name {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str(self.as_str())
            }
        }
    };
}

choice! {
    /// The MAC backend (`agent.tool_receipts.backend`).
    Backend, what "backend" {
        /// HMAC-SHA256, always built.
        HmacSha256 = "hmac-sha256",
        /// Keyed BLAKE3; needs this crate's `blake3` feature to build.
        Blake3 = "blake3",
    }
}

choice! {
    /// Which work shares one receipt key (`agent.tool_receipts.scope`).
    ScopeMode, what "scope" {
        /// One key for the lifetime of a channel runtime context.
        Channel = "channel",
        /// A fresh key for every agent turn.
        Turn = "turn",
    }
}

choice! {
    /// Format of the user-visible receipts block (`agent.tool_receipts.render`).
    RenderFormat, what "render format" {
        /// Plain text.
        Plain = "plain",
        /// GitHub-flavoured Markdown.
        Markdown = "markdown",
        /// Slack mrkdwn.
        Slack = "slack",
        /// Telegram HTML (`parse_mode=HTML`).
        TelegramHtml = "telegram-html",
        /// Discord Markdown.
        Discord = "discord",
        /// A machine-readable JSON object.
        Json = "json",
    }
}

choice! {
    /// What happens when the model writes its own receipts block too
    /// (`agent.tool_receipts.dedup`).
    Dedup, what "dedup policy" {
        /// Strip the model's block, append the runtime's.
        KeepRuntime = "keep_runtime",
        /// Keep the model's block, append none.
        KeepModel = "keep_model",
        /// Keep both.
        KeepBoth = "keep_both",
    }
}

choice! {
    /// Which receipt tokens the leak filter lets through
    /// (`security.leak_detection.receipts`).
    ReceiptMode, what "receipt mode" {
        /// Every well-formed token passes.
        WellFormed = "well_formed",
        /// Only tokens the current scope issued pass.
        VerifiedOnly = "verified_only",
    }
}

choice! {
    /// What to do with a reply the audit finds suspicious
    /// (`agent.tool_receipts.audit.on_suspicious`).
    OnSuspicious, what "action" {
        /// Deliver as is; log the report.
        Pass = "pass",
        /// Deliver with a short notice naming the unbacked claims.
        Annotate = "annotate",
        /// Remove forged and malformed tokens and unverified block lines.
        Strip = "strip",
        /// Replace the reply with a clear message.
        Block = "block",
        /// Ask the model for a corrected reply, at most `max_retries` times.
        Retry = "retry",
    }
}

/// `"a" or "b"`, or `one of "a", "b", "c"`.
pub(crate) fn expected_list(names: &[&str]) -> String {
    match names {
        [] => String::from("nothing"),
        [one] => format!("\"{one}\""),
        [a, b] => format!("\"{a}\" or \"{b}\""),
        _ => {
            let quoted: Vec<String> = names.iter().map(|n| format!("\"{n}\"")).collect();
            format!("one of {}", quoted.join(", "))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn check<C: Choice + std::fmt::Debug + PartialEq>() {
        assert_eq!(C::ALL.len(), C::NAMES.len());
        for (v, n) in C::ALL.iter().zip(C::NAMES) {
            assert_eq!(v.name(), *n);
            assert_eq!(C::from_name(n), Some(*v));
        }
        assert_eq!(C::from_name("nope"), None);
    }

    #[test]
    fn names_round_trip() {
        check::<Backend>();
        check::<ScopeMode>();
        check::<RenderFormat>();
        check::<Dedup>();
        check::<ReceiptMode>();
        check::<OnSuspicious>();
    }

    #[test]
    fn expected_lists_read_naturally() {
        assert_eq!(
            expected_list(Backend::NAMES),
            "\"hmac-sha256\" or \"blake3\""
        );
        assert_eq!(
            expected_list(Dedup::NAMES),
            "one of \"keep_runtime\", \"keep_model\", \"keep_both\""
        );
    }
}
