//! The rule table: every built-in detector as data, and its compiled form.
//!
//! Known-format rules are keyed by literal keywords: one Aho-Corasick pass
//! over the text finds every keyword, and a rule's regex runs only in a
//! small window around a hit of one of its keywords (anchored at the hit
//! when the keyword starts the secret). Rules with no leading literal
//! (Discord bot tokens, Twilio SIDs) are checked on the candidate runs the
//! entropy pass already walks, so no pattern that starts with a character
//! class ever enters a combined automaton.

use aho_corasick::{AhoCorasick, AhoCorasickBuilder, AhoCorasickKind, MatchKind, StartKind};
use regex::Regex;

use crate::error::{Error, ErrorKind};
use crate::findings::Category;

/// Rule id of the high-entropy fallback.
pub const HIGH_ENTROPY: &str = "high-entropy";
/// Rule id for text that starts like a receipt but breaks the grammar and
/// carries a long payload.
pub const RECEIPT_LOOKALIKE: &str = "receipt-lookalike";
/// Rule id for well-formed receipts the scope did not issue (verified-only
/// mode); replaced by `[unverified receipt]`.
pub const UNVERIFIED_RECEIPT: &str = "unverified-receipt";
/// Rule id of PEM / OpenSSH / PGP private-key blocks.
pub const PRIVATE_KEY: &str = "private-key";
/// Rule id of PuTTY private-key files.
pub const PUTTY_PRIVATE_KEY: &str = "putty-private-key";
/// Rule id of Discord bot tokens.
pub const DISCORD_BOT_TOKEN: &str = "discord-bot-token";
/// Rule id of Twilio API key and account SIDs.
pub const TWILIO_SID: &str = "twilio-api-key";

/// How a match is validated after the regex matched.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Check {
    /// Reject documentation placeholders (`...`, `xxxx`, `<...>`, `EXAMPLE`).
    Placeholder,
    /// Value of a secret-named key: placeholders, references and plain
    /// words are not secrets.
    Assignment,
    /// Password part of URL userinfo.
    UrlPassword,
    /// Bearer token: not a placeholder, not a plain word.
    Bearer,
}

/// Where a rule is tried.
#[derive(Debug, Clone, Copy)]
pub(crate) enum Anchor {
    /// The secret starts with the keyword: the regex runs anchored at each
    /// keyword hit.
    Start,
    /// The keyword sits inside or after the start of the match: the regex
    /// runs unanchored over `[hit - back, hit + fwd)` and a match must
    /// overlap the hit.
    Around {
        /// Bytes the match may start before the keyword.
        back: usize,
    },
}

/// One rule of the table.
#[derive(Debug)]
pub(crate) struct RuleSpec {
    pub(crate) id: &'static str,
    pub(crate) category: Category,
    pub(crate) about: &'static str,
    /// Literal keywords (matched ASCII case-insensitively).
    pub(crate) keywords: &'static [&'static str],
    /// The regex; a group named `s` is the secret (else the whole match).
    pub(crate) pattern: &'static str,
    pub(crate) anchor: Anchor,
    /// Bytes after the keyword start that a match may reach.
    pub(crate) fwd: usize,
    /// The byte before the match must not be ASCII alphanumeric.
    pub(crate) boundary: bool,
    pub(crate) check: Check,
}

use Anchor::{Around, Start};
use Category::*;
use Check::{Bearer, Placeholder, UrlPassword};

macro_rules! rule {
    ($id:expr, $cat:expr, $about:expr, [$($kw:expr),+ $(,)?], $pat:expr, $anchor:expr, $fwd:expr, $boundary:expr, $check:expr) => {
        RuleSpec {
            id: $id,
            category: $cat,
            about: $about,
            keywords: &[$($kw),+],
            pattern: $pat,
            anchor: $anchor,
            fwd: $fwd,
            boundary: $boundary,
            check: $check,
        }
    };
}

/// The keyword-anchored rule table. Structural rules handled in code
/// (private-key blocks, PuTTY files, Discord, Twilio, entropy, receipts)
/// are listed in [`STRUCTURAL`].
pub(crate) static TABLE: &[RuleSpec] = &[
    // ---- AI providers
    rule!(
        "anthropic-api-key",
        AiProvider,
        "Anthropic API and admin keys (sk-ant-api03-…, sk-ant-admin01-…)",
        ["sk-ant-"],
        r"^sk-ant-[a-z]{2,8}[0-9]{2}-[A-Za-z0-9_-]{40,200}",
        Start,
        240,
        false,
        Placeholder
    ),
    rule!(
        "openai-project-key",
        AiProvider,
        "OpenAI project keys (sk-proj-…)",
        ["sk-proj-"],
        r"^sk-proj-[A-Za-z0-9_-]{40,250}",
        Start,
        270,
        false,
        Placeholder
    ),
    rule!(
        "openai-service-account-key",
        AiProvider,
        "OpenAI service-account keys (sk-svcacct-…)",
        ["sk-svcacct-"],
        r"^sk-svcacct-[A-Za-z0-9_-]{40,250}",
        Start,
        270,
        false,
        Placeholder
    ),
    rule!(
        "openai-admin-key",
        AiProvider,
        "OpenAI admin keys (sk-admin-…)",
        ["sk-admin-"],
        r"^sk-admin-[A-Za-z0-9_-]{40,250}",
        Start,
        270,
        false,
        Placeholder
    ),
    rule!(
        "openai-legacy-key",
        AiProvider,
        "OpenAI legacy user keys (sk- and 48 alphanumerics, T3BlbkFJ marker)",
        ["sk-"],
        r"^sk-(?:[A-Za-z0-9]{20}T3BlbkFJ[A-Za-z0-9]{20}|[A-Za-z0-9]{48})",
        Start,
        60,
        true,
        Placeholder
    ),
    rule!(
        "google-api-key",
        AiProvider,
        "Google API keys (AIza…)",
        ["AIza"],
        // not inside a word: an ed25519 public-key blob (`AAAAC3Nza…AAAAI`)
        // followed by `za…` would read as one
        r"^AIza[0-9A-Za-z_-]{35}",
        Start,
        40,
        true,
        Placeholder
    ),
    rule!(
        "google-oauth-client-secret",
        AiProvider,
        "Google OAuth client secrets (GOCSPX-…)",
        ["GOCSPX-"],
        r"^GOCSPX-[A-Za-z0-9_-]{28,}",
        Start,
        64,
        false,
        Placeholder
    ),
    rule!(
        "google-oauth-access-token",
        AiProvider,
        "Google OAuth access tokens (ya29.…)",
        ["ya29."],
        r"^ya29\.[0-9A-Za-z_-]{20,}",
        Start,
        2010,
        false,
        Placeholder
    ),
    rule!(
        "huggingface-token",
        AiProvider,
        "Hugging Face access tokens (hf_…)",
        ["hf_"],
        r"^hf_[A-Za-z0-9]{34,40}",
        Start,
        44,
        true,
        Placeholder
    ),
    rule!(
        "groq-api-key",
        AiProvider,
        "Groq API keys (gsk_…)",
        ["gsk_"],
        r"^gsk_[A-Za-z0-9]{48,56}",
        Start,
        62,
        false,
        Placeholder
    ),
    rule!(
        "xai-api-key",
        AiProvider,
        "xAI API keys (xai-…)",
        ["xai-"],
        r"^xai-[A-Za-z0-9]{70,90}",
        Start,
        96,
        true,
        Placeholder
    ),
    rule!(
        "perplexity-api-key",
        AiProvider,
        "Perplexity API keys (pplx-…)",
        ["pplx-"],
        r"^pplx-[A-Za-z0-9]{40,56}",
        Start,
        62,
        false,
        Placeholder
    ),
    rule!(
        "openrouter-api-key",
        AiProvider,
        "OpenRouter API keys (sk-or-v1-…)",
        ["sk-or-v1-"],
        r"^sk-or-v1-[0-9a-f]{64}",
        Start,
        74,
        false,
        Placeholder
    ),
    rule!(
        "replicate-api-token",
        AiProvider,
        "Replicate API tokens (r8_…)",
        ["r8_"],
        r"^r8_[A-Za-z0-9]{37,40}",
        Start,
        44,
        true,
        Placeholder
    ),
    rule!(
        "langsmith-api-key",
        AiProvider,
        "LangSmith API keys (lsv2_pt_…, lsv2_sk_…)",
        ["lsv2_"],
        r"^lsv2_(?:pt|sk)_[0-9a-f]{32}_[0-9a-f]{10}",
        Start,
        52,
        false,
        Placeholder
    ),
    rule!(
        "tavily-api-key",
        AiProvider,
        "Tavily API keys (tvly-…)",
        ["tvly-"],
        r"^tvly-(?:dev-|prod-)?[A-Za-z0-9]{32,40}",
        Start,
        52,
        false,
        Placeholder
    ),
    // ---- code hosting and registries
    rule!(
        "github-pat",
        CodeHosting,
        "GitHub classic personal access tokens (ghp_…)",
        ["ghp_"],
        r"^ghp_[A-Za-z0-9]{36,40}",
        Start,
        44,
        false,
        Placeholder
    ),
    rule!(
        "github-oauth-token",
        CodeHosting,
        "GitHub OAuth access tokens (gho_…)",
        ["gho_"],
        r"^gho_[A-Za-z0-9]{36,40}",
        Start,
        44,
        false,
        Placeholder
    ),
    rule!(
        "github-user-token",
        CodeHosting,
        "GitHub user-to-server tokens (ghu_…)",
        ["ghu_"],
        r"^ghu_[A-Za-z0-9]{36,40}",
        Start,
        44,
        false,
        Placeholder
    ),
    rule!(
        "github-app-token",
        CodeHosting,
        "GitHub server-to-server tokens (ghs_…)",
        ["ghs_"],
        r"^ghs_[A-Za-z0-9]{36,40}",
        Start,
        44,
        false,
        Placeholder
    ),
    rule!(
        "github-refresh-token",
        CodeHosting,
        "GitHub refresh tokens (ghr_…)",
        ["ghr_"],
        r"^ghr_[A-Za-z0-9]{36,80}",
        Start,
        84,
        false,
        Placeholder
    ),
    rule!(
        "github-fine-grained-pat",
        CodeHosting,
        "GitHub fine-grained personal access tokens (github_pat_…)",
        ["github_pat_"],
        r"^github_pat_[A-Za-z0-9_]{60,100}",
        Start,
        112,
        false,
        Placeholder
    ),
    rule!(
        "gitlab-pat",
        CodeHosting,
        "GitLab tokens: personal, project and group access (glpat-), pipeline trigger (glptt-), deploy (gldt-), runner (glrt-, GR1348941…), CI job (glcbt-), incoming mail (glimt-), OAuth app secret (gloas-), SCIM (glsoat-), feed (glft-), agent (glagent-), feature-flag client (glffct-)",
        [
            "glpat-",
            "glptt-",
            "gldt-",
            "glrt-",
            "glcbt-",
            "glimt-",
            "gloas-",
            "glsoat-",
            "glft-",
            "glagent-",
            "glffct-",
            "GR1348941"
        ],
        r"^(?:gl(?:pat|ptt|dt|rt|cbt|imt|oas|soat|ft|agent|ffct)-|GR1348941)[A-Za-z0-9_.-]{20,90}",
        Start,
        100,
        false,
        Placeholder
    ),
    rule!(
        "npm-token",
        CodeHosting,
        "npm access tokens (npm_…)",
        ["npm_"],
        r"^npm_[A-Za-z0-9]{36}",
        Start,
        40,
        true,
        Placeholder
    ),
    rule!(
        "pypi-token",
        CodeHosting,
        "PyPI API tokens (pypi-AgEIcHlwaS5vcmc…)",
        ["pypi-AgEIcHlwaS5vcmc"],
        r"^pypi-AgEIcHlwaS5vcmc[A-Za-z0-9_-]{40,}",
        Start,
        330,
        false,
        Placeholder
    ),
    rule!(
        "dockerhub-pat",
        CodeHosting,
        "Docker Hub personal and organization access tokens (dckr_pat_…, dckr_oat_…)",
        ["dckr_pat_", "dckr_oat_"],
        r"^dckr_[po]at_[A-Za-z0-9_-]{27,64}",
        Start,
        74,
        false,
        Placeholder
    ),
    // ---- chat
    rule!(
        "slack-token",
        Chat,
        "Slack bot, user, app-level and config tokens (xox?-…, xapp-…)",
        [
            "xoxb-", "xoxp-", "xoxa-", "xoxo-", "xoxs-", "xoxr-", "xoxe", "xapp-"
        ],
        r"^(?:xox[abposr]-|xoxe(?:\.xox[a-z])?-|xapp-)[A-Za-z0-9-]{10,250}",
        Start,
        270,
        false,
        Placeholder
    ),
    rule!(
        "slack-webhook-url",
        Chat,
        "Slack incoming webhook URLs",
        ["hooks.slack.com/"],
        r"^hooks\.slack\.com/(?:services|workflows|triggers)/(?P<s>[A-Za-z0-9/_+-]{20,200})",
        Start,
        240,
        false,
        Placeholder
    ),
    rule!(
        "telegram-bot-token",
        Chat,
        "Telegram bot tokens (<bot id>:AA…)",
        [":AA"],
        // also in the Bot API's URL path (`…/bot<id>:AA…/sendMessage`)
        r"(?:bot)?(?P<s>[0-9]{5,12}:AA[A-Za-z0-9_-]{30,40})",
        Around { back: 16 },
        44,
        true,
        Placeholder
    ),
    rule!(
        "discord-webhook-url",
        Chat,
        "Discord webhook URLs",
        ["discord.com/api/webhooks/", "discordapp.com/api/webhooks/"],
        r"^discord(?:app)?\.com/api/webhooks/[0-9]{5,30}/(?P<s>[A-Za-z0-9_-]{40,100})",
        Start,
        170,
        false,
        Placeholder
    ),
    // ---- cloud and payments
    rule!(
        "aws-access-key-id",
        Cloud,
        "AWS access key ids (AKIA…, ASIA…, ABIA…, ACCA…, A3T…)",
        ["AKIA", "ASIA", "ABIA", "ACCA", "A3T"],
        // not inside a word: ULIDs and other base32 ids hold `ACCA…`,
        // `ASIA…`
        r"^(?:AKIA|ASIA|ABIA|ACCA|A3T[A-Z0-9])[A-Z0-9]{16}",
        Start,
        24,
        true,
        Placeholder
    ),
    rule!(
        "azure-client-secret",
        Cloud,
        "Azure AD / Entra client secrets (…Q~…)",
        ["Q~"],
        r"[A-Za-z0-9_~.-]{3}[0-9]Q~[A-Za-z0-9_~.-]{31,34}",
        Around { back: 4 },
        40,
        true,
        Placeholder
    ),
    rule!(
        "azure-storage-account-key",
        Cloud,
        "Azure storage account keys (AccountKey=…)",
        ["AccountKey="],
        r"^AccountKey=(?P<s>[A-Za-z0-9+/]{86}==)",
        Start,
        104,
        false,
        Placeholder
    ),
    rule!(
        "stripe-secret-key",
        Payments,
        "Stripe secret keys (sk_live_…, sk_test_…)",
        ["sk_live_", "sk_test_"],
        r"^sk_(?:live|test)_[A-Za-z0-9]{24,247}",
        Start,
        260,
        false,
        Placeholder
    ),
    rule!(
        "stripe-restricted-key",
        Payments,
        "Stripe restricted keys (rk_live_…, rk_test_…)",
        ["rk_live_", "rk_test_"],
        r"^rk_(?:live|test)_[A-Za-z0-9]{24,247}",
        Start,
        260,
        false,
        Placeholder
    ),
    rule!(
        "stripe-webhook-secret",
        Payments,
        "Stripe webhook signing secrets (whsec_…)",
        ["whsec_"],
        r"^whsec_[A-Za-z0-9+/=]{24,100}",
        Start,
        110,
        false,
        Placeholder
    ),
    // ---- other SaaS
    rule!(
        "sendgrid-api-key",
        Saas,
        "SendGrid API keys (SG.…)",
        ["SG."],
        r"^SG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}",
        Start,
        70,
        true,
        Placeholder
    ),
    rule!(
        "shopify-token",
        Saas,
        "Shopify access tokens (shpat_, shpca_, shppa_, shpss_)",
        ["shpat_", "shpca_", "shppa_", "shpss_"],
        r"^shp(?:at|ca|pa|ss)_[a-fA-F0-9]{32}",
        Start,
        40,
        false,
        Placeholder
    ),
    rule!(
        "digitalocean-token",
        Saas,
        "DigitalOcean tokens (dop_v1_, doo_v1_, dor_v1_)",
        ["dop_v1_", "doo_v1_", "dor_v1_"],
        r"^do[opr]_v1_[a-f0-9]{64}",
        Start,
        72,
        false,
        Placeholder
    ),
    rule!(
        "heroku-api-key",
        Saas,
        "Heroku API keys (HRKU-…)",
        ["HRKU-"],
        r"^HRKU-[A-Za-z0-9_-]{58,70}",
        Start,
        80,
        false,
        Placeholder
    ),
    rule!(
        "vault-token",
        Saas,
        "HashiCorp Vault tokens (hvs., hvb., hvr.)",
        ["hvs.", "hvb.", "hvr."],
        r"^hv[sbr]\.[A-Za-z0-9_-]{24,200}",
        Start,
        210,
        true,
        Placeholder
    ),
    rule!(
        "terraform-cloud-token",
        Saas,
        "Terraform Cloud / Enterprise tokens (….atlasv1.…)",
        [".atlasv1."],
        r"[A-Za-z0-9]{14}\.atlasv1\.[A-Za-z0-9_=-]{60,100}",
        Around { back: 14 },
        120,
        true,
        Placeholder
    ),
    rule!(
        "databricks-token",
        Saas,
        "Databricks personal access tokens (dapi…)",
        ["dapi"],
        r"^dapi[a-f0-9]{32}(?:-[0-9])?",
        Start,
        40,
        true,
        Placeholder
    ),
    rule!(
        "doppler-token",
        Saas,
        "Doppler tokens (dp.pt., dp.st., dp.sa., dp.ct., dp.scim., dp.audit.)",
        [
            "dp.pt.",
            "dp.st.",
            "dp.sa.",
            "dp.ct.",
            "dp.scim.",
            "dp.audit."
        ],
        r"^dp\.(?:pt|st|sa|ct|scim|audit)\.[A-Za-z0-9]{40,44}",
        Start,
        60,
        true,
        Placeholder
    ),
    rule!(
        "grafana-token",
        Saas,
        "Grafana Cloud and service-account tokens (glc_, glsa_)",
        ["glc_", "glsa_"],
        r"^(?:glc_[A-Za-z0-9+/]{32,}={0,2}|glsa_[A-Za-z0-9]{32}_[a-fA-F0-9]{8})",
        Start,
        410,
        true,
        Placeholder
    ),
    rule!(
        "linear-api-key",
        Saas,
        "Linear API keys (lin_api_…)",
        ["lin_api_"],
        r"^lin_api_[A-Za-z0-9]{40}",
        Start,
        48,
        false,
        Placeholder
    ),
    rule!(
        "notion-token",
        Saas,
        "Notion integration tokens (secret_…, ntn_…)",
        ["secret_", "ntn_"],
        r"^(?:secret_[A-Za-z0-9]{43}|ntn_[0-9]{11}[A-Za-z0-9]{32,36})",
        Start,
        52,
        true,
        Placeholder
    ),
    rule!(
        "postman-api-key",
        Saas,
        "Postman API keys (PMAK-…)",
        ["PMAK-"],
        r"^PMAK-[a-fA-F0-9]{24}-[a-fA-F0-9]{34}",
        Start,
        64,
        false,
        Placeholder
    ),
    rule!(
        "atlassian-api-token",
        Saas,
        "Atlassian API tokens (ATATT3…)",
        ["ATATT3"],
        r"^ATATT3[A-Za-z0-9_=-]{150,250}",
        Start,
        260,
        false,
        Placeholder
    ),
    rule!(
        "sentry-token",
        Saas,
        "Sentry auth tokens (sntrys_, sntryu_)",
        ["sntrys_", "sntryu_"],
        r"^(?:sntrys_[A-Za-z0-9+/=_-]{50,}|sntryu_[a-f0-9]{64})",
        Start,
        410,
        false,
        Placeholder
    ),
    rule!(
        "supabase-token",
        Saas,
        "Supabase access tokens and secret keys (sbp_, sb_secret_)",
        ["sbp_", "sb_secret_"],
        r"^(?:sbp_[a-f0-9]{40}|sb_secret_[A-Za-z0-9_-]{20,64})",
        Start,
        80,
        true,
        Placeholder
    ),
    rule!(
        "mailgun-api-key",
        Saas,
        "Mailgun API keys (key-…)",
        ["key-"],
        r"^key-[0-9a-zA-Z]{32}",
        Start,
        36,
        true,
        Placeholder
    ),
    rule!(
        "age-secret-key",
        PrivateKey,
        "age secret keys (AGE-SECRET-KEY-1…)",
        ["AGE-SECRET-KEY-1"],
        r"^AGE-SECRET-KEY-1[0-9A-Z]{58}",
        Start,
        80,
        false,
        Placeholder
    ),
    // ---- structures
    rule!(
        "jwt",
        Structure,
        "JSON Web Tokens (eyJ….eyJ….…)",
        ["eyJ"],
        r"^eyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{16,}",
        Start,
        14010,
        false,
        Placeholder
    ),
    rule!(
        "encoded-private-key",
        PrivateKey,
        "base64 of a PEM private-key block (kubeconfig client-key-data, Kubernetes secret data)",
        ["LS0tLS1CRUdJTi"],
        // base64 of `-----BEGIN `, then of `PRIVATE KE` at each of the
        // three byte alignments the label can give it
        r"^LS0tLS1CRUdJTi[A-Za-z0-9+/]{0,60}?(?:UFJJVkFURSBLRV|BSSVZBVEUgS0VZ|QUklWQVRFIEtFW)[A-Za-z0-9+/]*={0,2}",
        Start,
        16400,
        false,
        Placeholder
    ),
    rule!(
        "url-credentials",
        Structure,
        "passwords in URL userinfo, any scheme (scheme://user:password@host)",
        ["://"],
        r#"[A-Za-z][A-Za-z0-9+.-]{0,30}://[^\s/@:?#"'<>]{0,128}:(?P<s>[^\s/@"'<>]{1,256})@"#,
        Around { back: 32 },
        400,
        false,
        UrlPassword
    ),
];

/// A rule keyed by the name before a `=` / `:` separator (`password: …`,
/// `"client_secret": "…"`, `Authorization: Bearer …`). Its value may span
/// words, so the segmenter makes no soft cut for a while after such a
/// separator.
#[derive(Debug)]
pub(crate) struct ContextSpec {
    pub(crate) id: &'static str,
    pub(crate) category: Category,
    pub(crate) about: &'static str,
    /// The lowercased key must end with one of these.
    pub(crate) suffixes: &'static [&'static str],
    /// The lowercased key must contain one of these (any key if empty).
    pub(crate) contains: &'static [&'static str],
    /// The value part of the regex, after the key and the separator; a
    /// group named `s` (or `t`, `u`) is the secret.
    pub(crate) value: &'static str,
    /// Bytes after the separator a match may reach.
    pub(crate) fwd: usize,
    pub(crate) check: Check,
}

/// A type annotation between a key's separator and its value
/// (`API_KEY: &str = "…"`, `token: str = "…"`, `val apiKey: String =
/// "…"`), a blank before its `=` so that base64 padding
/// (`secret=c2VjcmV0==`) is no type. Tried only when the value read without
/// it is a word followed by such an `=` (see [`CompiledContext::typed`]).
pub(crate) const TYPE_ANNOTATION: &str =
    r#"&?(?:'static[ \t]+)?[A-Za-z_][A-Za-z0-9_:<>]{0,40}[ \t]{1,4}=[ \t]{0,4}"#;

/// Key, optional closing quote (also escaped, `\"`, as in JSON inside a
/// JSON string), separator.
pub(crate) const KEY_SEPARATOR: &str =
    r#"[A-Za-z0-9_.-]{1,64}(?:\\?["'])?[ \t]{0,4}(?::=|=>|=|:)[ \t]{0,4}"#;

/// Longest key looked at before a separator.
pub(crate) const MAX_KEY: usize = 64;

macro_rules! ctx {
    ($id:expr, $cat:expr, $about:expr, [$($suf:expr),* $(,)?], [$($con:expr),* $(,)?], $value:expr, $fwd:expr, $check:expr) => {
        ContextSpec {
            id: $id,
            category: $cat,
            about: $about,
            suffixes: &[$($suf),*],
            contains: &[$($con),*],
            value: $value,
            fwd: $fwd,
            check: $check,
        }
    };
}

/// The separator-keyed rule table.
pub(crate) static CONTEXT: &[ContextSpec] = &[
    ctx!(
        "aws-secret-access-key",
        Cloud,
        "AWS secret access keys next to their name",
        ["key"],
        [
            "secret_access",
            "secretaccess",
            "secret-access",
            "aws_secret",
            "aws-secret"
        ],
        r#"["']?(?P<s>[A-Za-z0-9/+]{40})"#,
        64,
        Placeholder
    ),
    ctx!(
        "gcp-service-account-key",
        Cloud,
        "GCP service-account JSON private keys (\"private_key\": \"-----BEGIN …\")",
        ["private_key"],
        [],
        r#""(?P<s>-----BEGIN[^"]{20,})""#,
        16500,
        Placeholder
    ),
    ctx!(
        "heroku-legacy-api-key",
        Saas,
        "Heroku legacy API keys (a UUID next to a Heroku key name)",
        ["key", "token"],
        ["heroku"],
        r#"["']?(?P<s>[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})"#,
        64,
        Placeholder
    ),
    ctx!(
        "cloudflare-api-token",
        Saas,
        "Cloudflare API tokens and keys next to a Cloudflare name",
        ["token", "key"],
        ["cloudflare", "cf_", "cf-"],
        r#"["']?(?P<s>[A-Za-z0-9_-]{37,45})"#,
        64,
        Placeholder
    ),
    ctx!(
        "twilio-auth-token",
        Saas,
        "Twilio auth tokens next to a Twilio name",
        ["token", "secret"],
        ["twilio"],
        r#"["']?(?P<s>[0-9a-f]{32})"#,
        64,
        Placeholder
    ),
    ctx!(
        "authorization-header",
        Structure,
        "Authorization headers: Bearer, Basic, Token and Digest credentials",
        ["authorization"],
        [],
        r#"(?:\\?["'`])?(?i:bearer|basic|token|digest)[ \t]{1,4}(?P<s>[A-Za-z0-9._~+/-]{8,}=*)"#,
        4096,
        Bearer
    ),
    ctx!(
        "secret-assignment",
        Category::Assignment,
        "values of secret-named keys in .env, shell, YAML, TOML and JSON (password, secret, token, api_key, …)",
        [
            "password",
            "passwd",
            "pwd",
            "passphrase",
            "secret",
            "token",
            "apikey",
            "api_key",
            "api-key",
            "api.key",
            "accesskey",
            "access_key",
            "access-key",
            "secretkey",
            "secret_key",
            "secret-key",
            "private_key",
            "private-key",
            "privatekey",
            "auth_key",
            "auth-key",
            "authkey",
            "encryption_key",
            "encryption-key",
            "encryptionkey",
            "signing_key",
            "signing-key",
            "signingkey",
            "master_key",
            "master-key",
            "masterkey",
            "hmac_key",
            "hmac-key",
            "hmackey",
            "credential",
            "credentials",
            "auth",
            // `pass` alone too (`auth: { user, pass }` in mailer
            // configs); `bypass: true`, `compass: north` are words
            "pass",
            "passcode",
            "secret_key_base"
        ],
        [],
        r#"(?:\\"(?P<s>[^"\\\r\n]{1,})\\"|"(?P<t>[^"\r\n]{1,})"|'(?P<u>[^'\r\n]{1,})'|(?P<v>[^\s"'`,;{}\[\]()<>]{1,}))"#,
        440,
        Check::Assignment
    ),
];

/// Rules implemented in code rather than by a keyword and a regex.
pub(crate) static STRUCTURAL: &[(&str, Category, &str)] = &[
    (
        PRIVATE_KEY,
        PrivateKey,
        "PEM, OpenSSH, encrypted and PGP private-key blocks (-----BEGIN … PRIVATE KEY-----)",
    ),
    (
        PUTTY_PRIVATE_KEY,
        PrivateKey,
        "PuTTY private-key files (Private-Lines …)",
    ),
    (
        DISCORD_BOT_TOKEN,
        Chat,
        "Discord bot tokens (<base64 id>.<ts>.<hmac>)",
    ),
    (
        TWILIO_SID,
        Saas,
        "Twilio API key and account SIDs (SK / AC and 32 hex)",
    ),
    (
        HIGH_ENTROPY,
        Entropy,
        "random-looking tokens of no known format",
    ),
    (
        RECEIPT_LOOKALIKE,
        Receipt,
        "text starting like a receipt that breaks the grammar and carries a long payload",
    ),
    (
        UNVERIFIED_RECEIPT,
        Receipt,
        "well-formed receipts the scope did not issue (verified-only mode)",
    ),
];

/// A public description of one rule.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RuleInfo {
    /// Stable id, used in `[REDACTED:<id>]` and `disabled_rules`.
    pub id: &'static str,
    /// Category.
    pub category: Category,
    /// What it detects.
    pub about: &'static str,
}

/// Every built-in rule, keyword-anchored ones first.
pub fn rules() -> impl Iterator<Item = RuleInfo> {
    TABLE
        .iter()
        .map(|r| RuleInfo {
            id: r.id,
            category: r.category,
            about: r.about,
        })
        .chain(CONTEXT.iter().map(|r| RuleInfo {
            id: r.id,
            category: r.category,
            about: r.about,
        }))
        .chain(STRUCTURAL.iter().map(|&(id, category, about)| RuleInfo {
            id,
            category,
            about,
        }))
}

pub(crate) fn known_id(id: &str) -> bool {
    rules().any(|r| r.id == id)
}

/// A compiled keyword rule.
#[derive(Debug, Clone)]
pub(crate) struct Compiled {
    pub(crate) spec: &'static RuleSpec,
    pub(crate) re: Regex,
    /// Capture group indices holding the secret (`s`, `t`, `u`).
    pub(crate) groups: Vec<usize>,
}

/// A compiled separator-keyed rule.
#[derive(Debug, Clone)]
pub(crate) struct CompiledContext {
    pub(crate) spec: &'static ContextSpec,
    pub(crate) re: Regex,
    pub(crate) groups: Vec<usize>,
    /// For assignments: the same with a [`TYPE_ANNOTATION`] before the
    /// value (its groups numbered as in `re`), kept apart so that the
    /// common untyped value pays nothing for it.
    pub(crate) typed: Option<Regex>,
}

/// The keyword automaton and the compiled rules.
#[derive(Debug, Clone)]
pub(crate) struct RuleSet {
    /// Keywords of the known-format rules, matched ASCII
    /// case-insensitively, only inside long words.
    pub(crate) ac: AhoCorasick,
    /// For each keyword, the compiled rules it triggers.
    pub(crate) roles: Vec<Vec<u16>>,
    pub(crate) compiled: Vec<Compiled>,
    pub(crate) context: Vec<CompiledContext>,
    /// Last bytes (lowercase) of every context suffix: a quick reject.
    pub(crate) last_bytes: [bool; 256],
    /// Last two bytes of every context suffix: the second quick reject.
    pub(crate) last_pairs: Vec<[u8; 2]>,
}

/// `a.ends_with(b)` without a `memcmp` call per suffix.
fn ends_with(a: &[u8], b: &[u8]) -> bool {
    a.len() >= b.len() && a[a.len() - b.len()..].iter().zip(b).all(|(x, y)| x == y)
}

fn secret_groups(re: &Regex) -> Vec<usize> {
    ["s", "t", "u", "v"]
        .iter()
        .filter_map(|g| re.capture_names().position(|n| n == Some(*g)))
        .collect()
}

fn compile(id: &str, pattern: &str) -> Result<Regex, Error> {
    Regex::new(pattern).map_err(|e| Error::new(ErrorKind::Internal(format!("{id}: {e}"))))
}

impl RuleSet {
    pub(crate) fn build(disabled: &[String]) -> Result<RuleSet, Error> {
        let mut keywords: Vec<String> = Vec::new();
        let mut roles: Vec<Vec<u16>> = Vec::new();
        let mut compiled = Vec::new();
        for spec in TABLE {
            if disabled.iter().any(|d| d == spec.id) {
                continue;
            }
            let pattern = match spec.anchor {
                Anchor::Start => format!("^(?:{})", spec.pattern),
                Anchor::Around { .. } => spec.pattern.to_owned(),
            };
            let re = compile(spec.id, &pattern)?;
            let ri = u16::try_from(compiled.len())
                .map_err(|_| Error::new(ErrorKind::Internal("too many rules".into())))?;
            let groups = secret_groups(&re);
            compiled.push(Compiled { spec, re, groups });
            for kw in spec.keywords {
                let lower = kw.to_ascii_lowercase();
                let i = match keywords
                    .iter()
                    .position(|k| k.to_ascii_lowercase() == lower)
                {
                    Some(i) => i,
                    None => {
                        keywords.push((*kw).to_owned());
                        roles.push(Vec::new());
                        keywords.len() - 1
                    }
                };
                roles[i].push(ri);
            }
        }
        let mut context = Vec::new();
        for spec in CONTEXT {
            if disabled.iter().any(|d| d == spec.id) {
                continue;
            }
            let re = compile(spec.id, &format!("^(?:{KEY_SEPARATOR}(?:{}))", spec.value))?;
            let groups = secret_groups(&re);
            let typed = if spec.check == Check::Assignment {
                let t = format!("^(?:{KEY_SEPARATOR}{TYPE_ANNOTATION}(?:{}))", spec.value);
                Some(compile(spec.id, &t)?)
            } else {
                None
            };
            context.push(CompiledContext {
                spec,
                re,
                groups,
                typed,
            });
        }
        let ac = AhoCorasickBuilder::new()
            .ascii_case_insensitive(true)
            .match_kind(MatchKind::Standard)
            .start_kind(StartKind::Unanchored)
            .kind(Some(AhoCorasickKind::DFA))
            .build(&keywords)
            .map_err(|e| Error::new(ErrorKind::Internal(e.to_string())))?;
        let mut last_bytes = [false; 256];
        let mut last_pairs = Vec::new();
        for c in &context {
            for x in c.spec.suffixes {
                let b = x.as_bytes();
                if let Some(&l) = b.last() {
                    last_bytes[usize::from(l)] = true;
                }
                if b.len() >= 2 {
                    let pair = [b[b.len() - 2], b[b.len() - 1]];
                    if !last_pairs.contains(&pair) {
                        last_pairs.push(pair);
                    }
                }
            }
        }
        Ok(RuleSet {
            ac,
            roles,
            compiled,
            context,
            last_bytes,
            last_pairs,
        })
    }

    /// Which context rules a key (the name before a separator) selects, as
    /// a bit mask over `self.context`. Zero when none.
    pub(crate) fn context_mask(&self, key: &[u8]) -> u32 {
        let Some(&last) = key.last() else {
            return 0;
        };
        if !self.last_bytes[usize::from(last.to_ascii_lowercase())] {
            return 0;
        }
        if key.len() >= 2 {
            let pair = [
                key[key.len() - 2].to_ascii_lowercase(),
                last.to_ascii_lowercase(),
            ];
            if !self.last_pairs.contains(&pair) {
                return 0;
            }
        }
        let mut buf = [0u8; MAX_KEY];
        let n = key.len().min(MAX_KEY);
        let key = &key[key.len() - n..];
        for (d, s) in buf.iter_mut().zip(key) {
            *d = s.to_ascii_lowercase();
        }
        let lower = &buf[..n];
        let mut mask = 0u32;
        for (i, c) in self.context.iter().enumerate() {
            let suffix = c
                .spec
                .suffixes
                .iter()
                .any(|x| ends_with(lower, x.as_bytes()));
            if suffix
                && (c.spec.contains.is_empty()
                    || c.spec
                        .contains
                        .iter()
                        .any(|x| memchr::memmem::find(lower, x.as_bytes()).is_some()))
            {
                mask |= 1 << i;
            }
        }
        mask
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_are_unique_and_kebab_case() {
        let ids: Vec<_> = rules().map(|r| r.id).collect();
        let mut sorted = ids.clone();
        sorted.sort_unstable();
        sorted.dedup();
        assert_eq!(sorted.len(), ids.len());
        for id in ids {
            assert!(
                id.bytes()
                    .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-'),
                "{id}"
            );
        }
    }

    #[test]
    fn context_keys_select_rules() {
        let set = RuleSet::build(&[]).unwrap();
        let id = |key: &str| -> Vec<&str> {
            let m = set.context_mask(key.as_bytes());
            (0..set.context.len())
                .filter(|i| m & (1 << i) != 0)
                .map(|i| set.context[i].spec.id)
                .collect()
        };
        assert_eq!(id("DB_PASSWORD"), ["secret-assignment"]);
        assert_eq!(id("Authorization"), ["authorization-header"]);
        assert!(id("AWS_SECRET_ACCESS_KEY").contains(&"aws-secret-access-key"));
        assert!(id("token_count").is_empty());
        assert!(id("https").is_empty());
    }

    #[test]
    fn at_least_forty_credential_families() {
        let families = rules()
            .filter(|r| !matches!(r.category, Category::Entropy | Category::Receipt))
            .count();
        assert!(families >= 40, "{families}");
    }

    #[test]
    fn table_compiles_and_keywords_are_distinctive() {
        let set = RuleSet::build(&[]).unwrap();
        assert_eq!(set.context.len(), CONTEXT.len());
        assert!(set.context.len() < 32);
        assert_eq!(set.compiled.len(), TABLE.len());
        for r in TABLE {
            for kw in r.keywords {
                assert!(
                    kw.len() >= 3 || !kw.bytes().all(|b| b.is_ascii_alphanumeric()),
                    "{}: keyword {kw:?} too short",
                    r.id
                );
                assert!(!kw.contains(char::is_whitespace), "{}: {kw:?}", r.id);
            }
        }
    }
}
