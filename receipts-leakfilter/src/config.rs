//! [`LeakConfig`]: every knob of the filter, as plain data.

use receipts_core::Prefix;

/// Default [`LeakConfig::holdback_cap`]: 16 KiB, above the size of an
/// RSA-4096 private key in PEM form.
pub const DEFAULT_HOLDBACK_CAP: usize = 16 * 1024;

/// Smallest accepted [`LeakConfig::holdback_cap`].
pub const MIN_HOLDBACK_CAP: usize = 1024;

/// Default [`LeakConfig::sensitivity`].
pub const DEFAULT_SENSITIVITY: f64 = 0.5;

/// Which receipt tokens pass the filter untouched.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum ReceiptMode {
    /// Every well-formed token (configured prefix, canonical timestamp, 43
    /// base64url characters with a valid last character, boundaries on both
    /// sides) passes byte for byte.
    #[default]
    WellFormed,
    /// Only tokens the scope given to
    /// [`LeakFilter::with_scope`](crate::LeakFilter::with_scope) issued pass;
    /// any other well-formed token becomes `[unverified receipt]`. Without a
    /// scope this behaves like [`ReceiptMode::WellFormed`].
    VerifiedOnly,
}

/// Configuration of a [`LeakFilter`](crate::LeakFilter).
///
/// Plain data with public fields and a [`Default`]; configuration files map
/// onto it field by field.
#[derive(Debug, Clone)]
pub struct LeakConfig {
    /// How eagerly the high-entropy fallback flags unknown tokens, from
    /// `0.0` (only long, very random tokens) to `1.0` (shorter, less random
    /// ones). Default `0.5`. Known credential formats do not depend on it.
    pub sensitivity: f64,
    /// Whether the high-entropy fallback runs at all. Default `true`.
    pub entropy: bool,
    /// Which receipt tokens pass. Default [`ReceiptMode::WellFormed`].
    pub receipt_mode: ReceiptMode,
    /// The receipt prefix to recognise. Default `zc-receipt`.
    pub prefix: Prefix,
    /// Most bytes a [`StreamRedactor`](crate::StreamRedactor) holds back
    /// while a match may still be growing; past it, the held text is
    /// processed as if a line ended there (a private-key block still open is
    /// redacted whole rather than leaked). Batch redaction applies the same
    /// bound, so batch and streaming always agree. Default 16 KiB, at least
    /// [`MIN_HOLDBACK_CAP`].
    pub holdback_cap: usize,
    /// Rule ids (see [`rules`](crate::rules)) to switch off, for example
    /// `"high-entropy"` or `"secret-assignment"`. Default empty.
    pub disabled_rules: Vec<String>,
    /// Literal strings that are never redacted, even when a rule matches
    /// exactly them. Default empty.
    pub allow: Vec<String>,
}

impl Default for LeakConfig {
    fn default() -> Self {
        LeakConfig {
            sensitivity: DEFAULT_SENSITIVITY,
            entropy: true,
            receipt_mode: ReceiptMode::WellFormed,
            prefix: Prefix::default(),
            holdback_cap: DEFAULT_HOLDBACK_CAP,
            disabled_rules: Vec::new(),
            allow: Vec::new(),
        }
    }
}
