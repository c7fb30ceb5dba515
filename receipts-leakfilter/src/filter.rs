//! [`LeakFilter`]: a compiled, shareable filter built from a [`LeakConfig`].

use std::sync::Arc;

use receipts_core::Scope;
use regex::Regex;

use crate::allowlist::{Literals, Receipts};
use crate::config::{LeakConfig, MIN_HOLDBACK_CAP, ReceiptMode};
use crate::detect::{Detector, Markers};
use crate::entropy::EntropyParams;
use crate::error::{Error, ErrorKind};
use crate::rules::{
    self, DISCORD_BOT_TOKEN, HIGH_ENTROPY, PRIVATE_KEY, PUTTY_PRIVATE_KEY, RECEIPT_LOOKALIKE,
    RuleInfo, RuleSet, TWILIO_SID, UNVERIFIED_RECEIPT,
};

/// Bytes after the separator of a secret-named key (`password:`,
/// `Authorization:`) in which the segmenter makes no soft cut.
const TRIGGER_WINDOW: usize = 96;

/// A compiled leak filter. Cheap to clone and `Send + Sync`: build it once
/// and share it.
///
/// ```
/// use receipts_leakfilter::{LeakConfig, LeakFilter};
///
/// let filter = LeakFilter::new(LeakConfig::default())?;
/// let out = filter.redact("export GITHUB_TOKEN=ghp_0123456789abcdefghijABCDEFGHIJklmnopqr");
/// assert_eq!(out.text, "export GITHUB_TOKEN=[REDACTED:github-pat]");
/// assert_eq!(out.findings[0].rule, "github-pat");
/// # Ok::<(), receipts_leakfilter::Error>(())
/// ```
#[derive(Debug, Clone)]
pub struct LeakFilter {
    pub(crate) det: Arc<Detector>,
    pub(crate) cap: usize,
}

impl LeakFilter {
    /// Compile a filter.
    ///
    /// # Errors
    /// [`ErrorKind::Sensitivity`] for a sensitivity outside `0.0..=1.0`,
    /// [`ErrorKind::HoldbackCap`] for a cap below [`MIN_HOLDBACK_CAP`],
    /// [`ErrorKind::UnknownRule`] for an unknown id in `disabled_rules`,
    /// [`ErrorKind::EmptyAllow`] for an empty allowlist entry.
    pub fn new(config: LeakConfig) -> Result<LeakFilter, Error> {
        if !config.sensitivity.is_finite() || !(0.0..=1.0).contains(&config.sensitivity) {
            return Err(Error::new(ErrorKind::Sensitivity));
        }
        if config.holdback_cap < MIN_HOLDBACK_CAP {
            return Err(Error::new(ErrorKind::HoldbackCap));
        }
        if let Some(bad) = config.disabled_rules.iter().find(|id| !rules::known_id(id)) {
            return Err(Error::new(ErrorKind::UnknownRule(bad.clone())));
        }
        if config.allow.iter().any(String::is_empty) {
            return Err(Error::new(ErrorKind::EmptyAllow));
        }
        let off = |id: &str| config.disabled_rules.iter().any(|d| d == id);
        let discord = if off(DISCORD_BOT_TOKEN) {
            None
        } else {
            Some(
                Regex::new(r"^[MNO][A-Za-z0-9_-]{22,27}\.[A-Za-z0-9_-]{6,7}\.[A-Za-z0-9_-]{27,40}")
                    .map_err(|e| Error::new(ErrorKind::Internal(e.to_string())))?,
            )
        };
        let det = Detector {
            rules: RuleSet::build(&config.disabled_rules)?,
            markers: Markers::new(config.prefix.as_str()),
            receipts: Receipts {
                prefix: config.prefix.clone(),
                mode: config.receipt_mode,
                scope: None,
                lookalikes: !off(RECEIPT_LOOKALIKE),
                unverified: !off(UNVERIFIED_RECEIPT),
            },
            literals: Literals::new(&config.allow),
            entropy: (config.entropy && !off(HIGH_ENTROPY))
                .then(|| EntropyParams::new(config.sensitivity)),
            discord,
            twilio: !off(TWILIO_SID),
            private_key: !off(PRIVATE_KEY),
            putty: !off(PUTTY_PRIVATE_KEY),
            window: TRIGGER_WINDOW,
        };
        Ok(LeakFilter {
            det: Arc::new(det),
            cap: config.holdback_cap,
        })
    }

    /// The same filter, checking receipts against `scope`: in
    /// [`ReceiptMode::VerifiedOnly`] a well-formed token that `scope` did not
    /// issue (or no longer holds in its ledger) is replaced by
    /// `[unverified receipt]`. In [`ReceiptMode::WellFormed`] the scope is
    /// kept but not consulted.
    ///
    /// # Security
    /// Verified-only mode keeps a forged receipt from reaching a user looking
    /// like a real one. The scope should be the one whose tools produced the
    /// context of the reply being filtered.
    pub fn with_scope(&self, scope: Arc<Scope>) -> LeakFilter {
        let mut det = (*self.det).clone();
        det.receipts.scope = Some(scope);
        LeakFilter {
            det: Arc::new(det),
            cap: self.cap,
        }
    }

    /// The receipt mode in force.
    pub fn receipt_mode(&self) -> ReceiptMode {
        self.det.receipts.mode
    }

    /// Descriptions of every built-in rule.
    pub fn rules() -> impl Iterator<Item = RuleInfo> {
        rules::rules()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rejects_bad_config() {
        let bad = |c: LeakConfig| LeakFilter::new(c).unwrap_err().kind().clone();
        assert_eq!(
            bad(LeakConfig {
                sensitivity: 1.5,
                ..LeakConfig::default()
            }),
            ErrorKind::Sensitivity
        );
        assert_eq!(
            bad(LeakConfig {
                sensitivity: f64::NAN,
                ..LeakConfig::default()
            }),
            ErrorKind::Sensitivity
        );
        assert_eq!(
            bad(LeakConfig {
                holdback_cap: 10,
                ..LeakConfig::default()
            }),
            ErrorKind::HoldbackCap
        );
        assert_eq!(
            bad(LeakConfig {
                disabled_rules: vec!["nope".into()],
                ..LeakConfig::default()
            }),
            ErrorKind::UnknownRule("nope".into())
        );
        assert_eq!(
            bad(LeakConfig {
                allow: vec![String::new()],
                ..LeakConfig::default()
            }),
            ErrorKind::EmptyAllow
        );
    }

    #[test]
    fn filter_is_send_sync() {
        fn is<T: Send + Sync>() {}
        is::<LeakFilter>();
    }
}
