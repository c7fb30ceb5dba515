//! What a scan reports: [`Finding`], [`Category`] and [`Redacted`].

use std::fmt;
use std::ops::Range;

use serde::Serialize;

/// Broad kind of a rule, for reporting and filtering.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
#[non_exhaustive]
pub enum Category {
    /// AI model provider API keys.
    AiProvider,
    /// Code hosting and package registry tokens.
    CodeHosting,
    /// Chat platform tokens and webhook URLs.
    Chat,
    /// Cloud provider credentials.
    Cloud,
    /// Payment provider secrets.
    Payments,
    /// Other SaaS API tokens.
    Saas,
    /// Private key material (PEM, OpenSSH, PGP, PuTTY, age).
    PrivateKey,
    /// Credentials recognised by structure: JWTs, URL passwords,
    /// authorization headers.
    Structure,
    /// Values assigned to secret-named keys.
    Assignment,
    /// Random-looking tokens of no known format.
    Entropy,
    /// Receipt-shaped text: malformed look-alikes, and tokens the scope did
    /// not issue in verified-only mode.
    Receipt,
}

impl fmt::Display for Category {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Category::AiProvider => "ai-provider",
            Category::CodeHosting => "code-hosting",
            Category::Chat => "chat",
            Category::Cloud => "cloud",
            Category::Payments => "payments",
            Category::Saas => "saas",
            Category::PrivateKey => "private-key",
            Category::Structure => "structure",
            Category::Assignment => "assignment",
            Category::Entropy => "entropy",
            Category::Receipt => "receipt",
        })
    }
}

/// One redacted region. Carries where and why, never the matched text.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Finding {
    /// Byte span in the scanned text (on `char` boundaries).
    pub span: Range<usize>,
    /// Id of the rule that matched (for merged findings, the one that
    /// starts first).
    pub rule: &'static str,
    /// The rule's category.
    pub category: Category,
}

impl Finding {
    /// The text that replaces this finding: `[REDACTED:<rule>]`, or
    /// `[unverified receipt]` for a receipt the scope did not issue.
    pub fn replacement(&self) -> String {
        let mut s = String::new();
        self.write_replacement(&mut s);
        s
    }

    pub(crate) fn write_replacement(&self, out: &mut String) {
        if self.rule == crate::rules::UNVERIFIED_RECEIPT {
            out.push_str("[unverified receipt]");
        } else {
            out.push_str("[REDACTED:");
            out.push_str(self.rule);
            out.push(']');
        }
    }
}

/// The result of [`LeakFilter::redact`](crate::LeakFilter::redact).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Redacted {
    /// The text with every finding replaced.
    pub text: String,
    /// The findings, in order, non-overlapping, with spans in the input.
    pub findings: Vec<Finding>,
}

impl Redacted {
    /// True when nothing was redacted.
    pub fn is_clean(&self) -> bool {
        self.findings.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn replacement_text() {
        let f = Finding {
            span: 0..3,
            rule: "jwt",
            category: Category::Structure,
        };
        assert_eq!(f.replacement(), "[REDACTED:jwt]");
        let u = Finding {
            span: 0..3,
            rule: crate::rules::UNVERIFIED_RECEIPT,
            category: Category::Receipt,
        };
        assert_eq!(u.replacement(), "[unverified receipt]");
    }
}
