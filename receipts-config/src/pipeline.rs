//! From a validated configuration to ready-to-use core objects.

use std::sync::Arc;

use receipts_core::{
    BackendFactory, ChannelScopes, Prefix, ScopeConfig, ScopeProvider, TurnScopes,
    system_prompt_addendum,
};

use crate::choices::{Backend, ScopeMode};
use crate::config::Config;
use crate::error::{Error, ErrorKind, Location, Problem, ProblemKind};
use crate::tool_receipts::ToolReceipts;

impl ToolReceipts {
    /// The validated token prefix.
    ///
    /// # Errors
    /// [`ErrorKind::Invalid`] when `prefix` is not a valid prefix.
    pub fn token_prefix(&self) -> Result<Prefix, Error> {
        Prefix::new(&self.prefix).map_err(|e| {
            Error::new(ErrorKind::Invalid(vec![Problem::new(
                "agent.tool_receipts.prefix",
                Location::Unknown,
                ProblemKind::InvalidValue,
                e.to_string(),
            )]))
        })
    }

    /// The factory for the configured MAC backend.
    ///
    /// # Errors
    /// [`ErrorKind::BackendUnavailable`] for `"blake3"` in a build without
    /// the `blake3` feature.
    pub fn backend_factory(&self) -> Result<BackendFactory, Error> {
        let name = self.backend.as_str();
        BackendFactory::by_name(name).ok_or_else(|| {
            Error::new(ErrorKind::BackendUnavailable(match self.backend {
                Backend::HmacSha256 => "hmac-sha256",
                Backend::Blake3 => "blake3",
            }))
        })
    }

    /// The core scope settings: backend, prefix and ledger capacity.
    ///
    /// # Errors
    /// As [`ToolReceipts::token_prefix`] and
    /// [`ToolReceipts::backend_factory`]; [`ErrorKind::Core`] for a ledger
    /// capacity of zero.
    pub fn scope_config(&self) -> Result<ScopeConfig, Error> {
        Ok(ScopeConfig::new()
            .backend(self.backend_factory()?)
            .prefix(self.token_prefix()?)
            .ledger_capacity(self.ledger_capacity)?)
    }

    /// The scope provider for the configured `scope`, or `None` when
    /// receipts are disabled (no key is made then).
    ///
    /// # Errors
    /// As [`ToolReceipts::scope_config`]; [`ErrorKind::Core`] when the OS
    /// random number generator fails making a channel scope's key.
    ///
    /// # Security
    /// With `scope = "channel"` every conversation of the channel runtime
    /// context shares one key: a receipt issued in one conversation
    /// verifies in another. Use `"turn"` where that matters.
    pub fn scope_provider(&self) -> Result<Option<Arc<dyn ScopeProvider>>, Error> {
        if !self.enabled {
            return Ok(None);
        }
        let config = self.scope_config()?;
        Ok(Some(match self.scope {
            ScopeMode::Channel => Arc::new(ChannelScopes::new(&config)?),
            ScopeMode::Turn => Arc::new(TurnScopes::new(config)),
        }))
    }

    /// The text to add to the system prompt, or `None` when receipts are
    /// disabled or `inject_system_prompt = false`.
    ///
    /// # Errors
    /// As [`ToolReceipts::token_prefix`].
    pub fn system_prompt_addendum(&self) -> Result<Option<String>, Error> {
        if !(self.enabled && self.inject_system_prompt) {
            return Ok(None);
        }
        Ok(Some(system_prompt_addendum(&self.token_prefix()?)))
    }

    /// The renderer for the configured `render` format (feature `render`).
    ///
    /// ```
    /// let cfg = receipts_config::Config::from_toml_str("[agent.tool_receipts]\nrender = \"slack\"\n")?;
    /// assert!(cfg.agent.tool_receipts.renderer().block(&[]).is_empty());
    /// # Ok::<(), receipts_config::Error>(())
    /// ```
    #[cfg(feature = "render")]
    pub fn renderer(&self) -> Box<dyn receipts_core::Renderer> {
        // Every configured spelling is a render-crate name; plain text is the
        // documented default should the two ever drift apart.
        receipts_render::renderer_by_name(self.render.as_str())
            .unwrap_or_else(|| Box::new(receipts_render::PlainText))
    }

    /// The configured dedup policy (feature `render`).
    #[cfg(feature = "render")]
    pub fn dedup_policy(&self) -> receipts_render::DedupPolicy {
        receipts_render::DedupPolicy::from_name(self.dedup.as_str()).unwrap_or_default()
    }

    /// The cut for tool results before signing, `None` for no cut.
    pub fn result_limit(&self) -> Option<usize> {
        (self.max_result_bytes > 0).then_some(self.max_result_bytes)
    }
}

/// The ready-to-use objects built from a [`Config`] by [`Config::build`].
///
/// Holds the core objects today; the renderer, the leak filter and the
/// audit policy join it once their crates are wired in (features `render`,
/// `leakfilter`, `audit`).
#[non_exhaustive]
pub struct Pipeline {
    /// Where receipts are issued; `None` when receipts are disabled.
    pub scopes: Option<Arc<dyn ScopeProvider>>,
    /// The token prefix, for scanning text for receipts.
    pub prefix: Prefix,
    /// Text to add to the system prompt, if any.
    pub system_prompt_addendum: Option<String>,
    /// Cut tool results to this many bytes before signing
    /// (`receipts_core::ReceiptLayer::max_result_bytes`), if set.
    pub max_result_bytes: Option<usize>,
    /// Whether to append the user-visible receipts block.
    pub show_in_response: bool,
    /// The leak filter, or `None` when leak detection is disabled (feature
    /// `leakfilter`). In `verified_only` mode give it the turn's scope with
    /// `LeakFilter::with_scope`.
    #[cfg(feature = "leakfilter")]
    pub leak_filter: Option<receipts_leakfilter::LeakFilter>,
    /// The audit delivery policy, or `None` when the audit is disabled
    /// (feature `audit`).
    #[cfg(feature = "audit")]
    pub delivery: Option<receipts_audit::DeliveryPolicy>,
    /// The renderer for the receipts block (feature `render`).
    #[cfg(feature = "render")]
    pub renderer: Box<dyn receipts_core::Renderer>,
    /// What to do when the model wrote its own receipts block (feature
    /// `render`).
    #[cfg(feature = "render")]
    pub dedup: receipts_render::DedupPolicy,
}

impl std::fmt::Debug for Pipeline {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Pipeline")
            .field("scopes", &self.scopes.as_ref().map(|_| ".."))
            .field("prefix", &self.prefix)
            .field(
                "system_prompt_addendum",
                &self.system_prompt_addendum.is_some(),
            )
            .field("max_result_bytes", &self.max_result_bytes)
            .field("show_in_response", &self.show_in_response)
            .finish_non_exhaustive()
    }
}

impl Config {
    /// Validate, then build the ready-to-use objects in one call.
    ///
    /// ```
    /// let cfg = receipts_config::Config::from_toml_str("[agent.tool_receipts]\nenabled = true\n")?;
    /// let pipeline = cfg.build()?;
    /// assert!(pipeline.scopes.is_some());
    /// assert!(pipeline.system_prompt_addendum.unwrap().contains("[receipt: zc-receipt-"));
    /// # Ok::<(), receipts_config::Error>(())
    /// ```
    ///
    /// # Errors
    /// As [`Config::validate`] and [`ToolReceipts::scope_provider`].
    pub fn build(&self) -> Result<Pipeline, Error> {
        self.validate()?;
        let tr = &self.agent.tool_receipts;
        Ok(Pipeline {
            scopes: tr.scope_provider()?,
            prefix: tr.token_prefix()?,
            system_prompt_addendum: tr.system_prompt_addendum()?,
            max_result_bytes: tr.result_limit(),
            show_in_response: tr.enabled && tr.show_in_response,
            #[cfg(feature = "leakfilter")]
            leak_filter: self
                .security
                .leak_detection
                .build_filter(&tr.token_prefix()?)?,
            #[cfg(feature = "audit")]
            delivery: tr.audit.enabled.then(|| tr.audit.delivery_policy()),
            #[cfg(feature = "render")]
            renderer: tr.renderer(),
            #[cfg(feature = "render")]
            dedup: tr.dedup_policy(),
        })
    }
}

#[cfg(all(test, feature = "render"))]
mod render_tests {
    use crate::choices::{Choice, Dedup, RenderFormat};
    use crate::tool_receipts::ToolReceipts;

    #[test]
    fn every_render_and_dedup_spelling_maps_to_the_render_crate() {
        for name in RenderFormat::NAMES {
            assert!(receipts_render::renderer_by_name(name).is_some(), "{name}");
        }
        for name in Dedup::NAMES {
            assert!(
                receipts_render::DedupPolicy::from_name(name).is_some(),
                "{name}"
            );
        }
        let tr = ToolReceipts::default();
        assert_eq!(tr.dedup_policy(), receipts_render::DedupPolicy::KeepRuntime);
    }
}

#[cfg(feature = "audit")]
impl crate::audit::Audit {
    /// The audit crate's delivery policy for `on_suspicious` and
    /// `max_retries` (feature `audit`).
    pub fn delivery_policy(&self) -> receipts_audit::DeliveryPolicy {
        use receipts_audit::OnSuspicious as A;
        let action = match self.on_suspicious {
            crate::choices::OnSuspicious::Pass => A::Pass,
            crate::choices::OnSuspicious::Annotate => A::Annotate,
            crate::choices::OnSuspicious::Strip => A::Strip,
            crate::choices::OnSuspicious::Block => A::Block,
            crate::choices::OnSuspicious::Retry => A::Retry,
        };
        receipts_audit::DeliveryPolicy::new(action, self.max_retries)
    }
}

#[cfg(all(test, feature = "audit"))]
mod audit_tests {
    #[test]
    fn delivery_policy_follows_the_file() {
        let cfg = crate::Config::from_toml_str(
            "[agent.tool_receipts]\nenabled = true\n[agent.tool_receipts.audit]\non_suspicious = \"retry\"\nmax_retries = 3\n",
        )
        .unwrap();
        let p = cfg.agent.tool_receipts.audit.delivery_policy();
        assert_eq!(p.on_suspicious, receipts_audit::OnSuspicious::Retry);
        assert_eq!(p.max_retries, 3);
        // the spellings agree with the audit crate's serde names
        for name in ["pass", "annotate", "strip", "block", "retry"] {
            let toml = format!("[agent.tool_receipts.audit]\non_suspicious = \"{name}\"\n");
            let cfg = crate::Config::from_toml_str(&toml).unwrap();
            let ours = cfg
                .agent
                .tool_receipts
                .audit
                .delivery_policy()
                .on_suspicious;
            let theirs: receipts_audit::OnSuspicious =
                serde_json::from_str(&format!("\"{name}\"")).unwrap();
            assert_eq!(ours, theirs);
        }
    }
}

#[cfg(feature = "leakfilter")]
impl crate::leak_detection::LeakDetection {
    /// The leak filter's configuration for this section, recognising
    /// receipts with `prefix` (feature `leakfilter`).
    pub fn leak_config(&self, prefix: &Prefix) -> receipts_leakfilter::LeakConfig {
        receipts_leakfilter::LeakConfig {
            sensitivity: self.sensitivity,
            entropy: self.high_entropy_tokens,
            receipt_mode: match self.receipts {
                crate::choices::ReceiptMode::WellFormed => {
                    receipts_leakfilter::ReceiptMode::WellFormed
                }
                crate::choices::ReceiptMode::VerifiedOnly => {
                    receipts_leakfilter::ReceiptMode::VerifiedOnly
                }
            },
            prefix: prefix.clone(),
            holdback_cap: self.stream_holdback_bytes,
            disabled_rules: self.disabled_rules.clone(),
            allow: self.allowlist.clone(),
        }
    }

    /// Build the leak filter, or `None` when `enabled = false` (feature
    /// `leakfilter`).
    ///
    /// # Errors
    /// [`ErrorKind::Invalid`] naming `security.leak_detection.<key>` when the
    /// leak filter rejects a value (an unknown id in `disabled_rules`).
    pub fn build_filter(
        &self,
        prefix: &Prefix,
    ) -> Result<Option<receipts_leakfilter::LeakFilter>, Error> {
        if !self.enabled {
            return Ok(None);
        }
        receipts_leakfilter::LeakFilter::new(self.leak_config(prefix))
            .map(Some)
            .map_err(|e| {
                let key = match e.kind() {
                    receipts_leakfilter::ErrorKind::UnknownRule(_) => "disabled_rules",
                    receipts_leakfilter::ErrorKind::Sensitivity => "sensitivity",
                    receipts_leakfilter::ErrorKind::HoldbackCap => "stream_holdback_bytes",
                    receipts_leakfilter::ErrorKind::EmptyAllow => "allowlist",
                    _ => "enabled",
                };
                Error::new(ErrorKind::Invalid(vec![Problem::new(
                    format!("security.leak_detection.{key}"),
                    Location::Unknown,
                    ProblemKind::InvalidValue,
                    e.to_string(),
                )]))
            })
    }
}

#[cfg(all(test, feature = "leakfilter"))]
mod leakfilter_tests {
    #[test]
    fn filter_follows_the_file() {
        let cfg = crate::Config::from_toml_str(
            "[security.leak_detection]\nhigh_entropy_tokens = false\nallowlist = [\"ok-token\"]\n",
        )
        .unwrap();
        let p = cfg.build().unwrap();
        let f = p.leak_filter.expect("enabled by default");
        let key = format!("ghp_{}", "aB3dE5gH7jK9mN1pQ3sT5vW7yZ9bC1dF2gH4");
        let out = f.redact(&format!("token {key} ok-token"));
        assert!(!out.text.contains(&key), "{}", out.text);
        assert!(out.text.contains("ok-token"));
        let off =
            crate::Config::from_toml_str("[security.leak_detection]\nenabled = false\n").unwrap();
        assert!(off.build().unwrap().leak_filter.is_none());
    }
}
