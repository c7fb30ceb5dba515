//! A held-out corpus, written independently of the rule table and of the
//! corpus in `quality.rs`: secrets built from the providers' public token
//! formats (checksummed GitHub and npm tokens, newer prefixes such as
//! `sk-ant-admin01-`, `xoxe.xoxp-`, `glptt-`, `rk_test_`), embedded in
//! contexts the other generator does not use (markdown tables, `docker run
//! -e`, Kubernetes secrets, source in several languages, nested and
//! escaped JSON, query strings, INI, XML, stack traces, CRLF, Unicode,
//! trailing punctuation), and clean text agents print. Everything is
//! generated from a fixed seed at test time: no credential-shaped text is
//! stored.

use std::collections::BTreeMap;

use receipts_core::Prefix;
use receipts_leakfilter::{LeakConfig, LeakFilter};

use crate::behaviour::stream_all;
use crate::corpus_gen::{
    self as cg, ALNUM, B64, DIGITS, HEX, Rng, Secret, UPPER_NUM, URLSAFE, base64_encode, plain,
};
use crate::quality::survives;

const PER_FAMILY: usize = 120;
const CLEAN: usize = 1500;
const RECEIPTS: usize = 400;
const LOOKALIKES: usize = 300;

const LETTERS: &str = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
const BASE32: &str = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
const BASE62: &str = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
const BECH32: &str = "QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L";
/// Characters people put in passwords that survive in most syntaxes.
const PASSWORD: &str = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789!@#%^&*-_+=.?";
const HUMAN_WORDS: &[&str] = &[
    "Summer",
    "Winter",
    "dragon",
    "Monkey",
    "sunshine",
    "Football",
    "Princess",
    "shadow",
    "Master",
    "Welcome",
    "Freedom",
    "Liverpool",
    "Chelsea",
    "Tigers",
    "Rainbow",
    "Pepper",
];

fn bytes(r: &mut Rng, n: usize) -> Vec<u8> {
    (0..n).map(|_| r.next() as u8).collect()
}

/// base64url without padding.
fn b64url(b: &[u8]) -> String {
    base64_encode(b)
        .trim_end_matches('=')
        .replace('+', "-")
        .replace('/', "_")
}

fn crc32(data: &[u8]) -> u32 {
    let mut c = 0xFFFF_FFFFu32;
    for &b in data {
        c ^= u32::from(b);
        for _ in 0..8 {
            c = if c & 1 != 0 {
                (c >> 1) ^ 0xEDB8_8320
            } else {
                c >> 1
            };
        }
    }
    !c
}

/// A token of 30 random base62 characters and the base62 CRC32 of them
/// (6 characters), as GitHub and npm publish.
fn checksummed(r: &mut Rng, prefix: &str) -> String {
    let body = r.chars(ALNUM, 30);
    let mut n = crc32(body.as_bytes());
    let mut sum = [b'0'; 6];
    for d in sum.iter_mut().rev() {
        *d = BASE62.as_bytes()[(n % 62) as usize];
        n /= 62;
    }
    format!("{prefix}{body}{}", String::from_utf8_lossy(&sum))
}

fn pick_str(r: &mut Rng, xs: &[&'static str]) -> &'static str {
    xs[r.below(xs.len())]
}

fn secret(text: String, body: String) -> Secret {
    Secret { text, body }
}

/// A password a person would choose, or a random one.
fn password(r: &mut Rng) -> String {
    match r.below(4) {
        0 => format!(
            "{}{}{}",
            pick_str(r, HUMAN_WORDS),
            r.range(1970, 2025),
            r.chars("!@#$%&*?", 1)
        ),
        1 => format!(
            "{}_{}{}",
            pick_str(r, HUMAN_WORDS).to_lowercase(),
            pick_str(r, HUMAN_WORDS),
            r.chars(DIGITS, 3)
        ),
        _ => {
            let n = r.range(12, 32);
            r.chars(PASSWORD, n)
        }
    }
}

/// PEM armour of `lines` lines of `width` base64 characters; the body is
/// the material.
fn pem_block(r: &mut Rng, label: &str, headers: &str, lines: usize, width: usize) -> Secret {
    let mut text = format!("-----BEGIN {label}-----\n{headers}");
    let mut body = String::new();
    for i in 0..lines {
        let w = if i + 1 == lines {
            r.range(8, width)
        } else {
            width
        };
        let line = r.chars(B64, w);
        body += &line;
        text += &line;
        text.push('\n');
    }
    text += &format!("-----END {label}-----");
    secret(text, body)
}

fn jwt(r: &mut Rng) -> String {
    let alg = pick_str(r, &["HS256", "RS256", "ES256", "PS384"]);
    let header = match r.below(3) {
        0 => format!("{{\"alg\":\"{alg}\",\"typ\":\"JWT\"}}"),
        1 => format!("{{\"typ\":\"JWT\",\"alg\":\"{alg}\"}}"),
        _ => format!(
            "{{\"alg\":\"{alg}\",\"kid\":\"{}\",\"typ\":\"JWT\"}}",
            r.chars(HEX, 16)
        ),
    };
    let payload = format!(
        "{{\"sub\":\"{}\",\"iat\":{},\"exp\":{},\"scope\":\"read write\",\"iss\":\"https://auth.example.com/\"}}",
        r.chars(ALNUM, 12),
        1_700_000_000 + r.below(90_000_000),
        1_800_000_000 + r.below(90_000_000)
    );
    let sig_len = if alg == "HS256" { 32 } else { 256 };
    let sig = bytes(r, sig_len);
    format!(
        "{}.{}.{}",
        b64url(header.as_bytes()),
        b64url(payload.as_bytes()),
        b64url(&sig)
    )
}

type Make = fn(&mut Rng) -> Secret;

/// The held-out families, labelled with the rule id expected to hide them.
fn families() -> Vec<(&'static str, Make)> {
    vec![
        ("anthropic-api-key", |r| {
            let p = pick_str(
                r,
                &[
                    "sk-ant-api03-",
                    "sk-ant-admin01-",
                    "sk-ant-oat01-",
                    "sk-ant-ort01-",
                ],
            );
            plain(format!("{p}{}AA", r.chars(URLSAFE, 93)))
        }),
        ("openai-project-key", |r| {
            let (a, b) = (r.range(20, 80), r.range(20, 80));
            plain(format!(
                "sk-proj-{}T3BlbkFJ{}",
                r.chars(URLSAFE, a),
                r.chars(URLSAFE, b)
            ))
        }),
        ("openai-service-account-key", |r| {
            let (a, b) = (r.range(20, 80), r.range(20, 80));
            plain(format!(
                "sk-svcacct-{}T3BlbkFJ{}",
                r.chars(URLSAFE, a),
                r.chars(URLSAFE, b)
            ))
        }),
        ("openai-admin-key", |r| {
            let (a, b) = (r.range(20, 80), r.range(20, 80));
            plain(format!(
                "sk-admin-{}T3BlbkFJ{}",
                r.chars(URLSAFE, a),
                r.chars(URLSAFE, b)
            ))
        }),
        ("openai-legacy-key", |r| match r.below(4) {
            0 => plain(format!(
                "sk-None-{}T3BlbkFJ{}",
                r.chars(URLSAFE, 74),
                r.chars(URLSAFE, 74)
            )),
            _ => plain(format!(
                "sk-{}T3BlbkFJ{}",
                r.chars(ALNUM, 20),
                r.chars(ALNUM, 20)
            )),
        }),
        ("google-api-key", |r| {
            plain(format!("AIzaSy{}", r.chars(URLSAFE, 33)))
        }),
        ("google-oauth-client-secret", |r| {
            plain(format!("GOCSPX-{}", r.chars(URLSAFE, 28)))
        }),
        ("google-oauth-access-token", |r| {
            let n = r.range(120, 240);
            plain(format!("ya29.a0{}", r.chars(URLSAFE, n)))
        }),
        ("huggingface-token", |r| {
            plain(format!("hf_{}", r.chars(LETTERS, 34)))
        }),
        ("groq-api-key", |r| {
            plain(format!("gsk_{}", r.chars(ALNUM, 52)))
        }),
        ("xai-api-key", |r| {
            plain(format!("xai-{}", r.chars(ALNUM, 80)))
        }),
        ("perplexity-api-key", |r| {
            plain(format!("pplx-{}", r.chars(ALNUM, 48)))
        }),
        ("openrouter-api-key", |r| {
            plain(format!("sk-or-v1-{}", r.chars(HEX, 64)))
        }),
        ("replicate-api-token", |r| {
            plain(format!("r8_{}", r.chars(ALNUM, 37)))
        }),
        ("langsmith-api-key", |r| {
            let k = pick_str(r, &["pt", "sk"]);
            plain(format!(
                "lsv2_{k}_{}_{}",
                r.chars(HEX, 32),
                r.chars(HEX, 10)
            ))
        }),
        ("tavily-api-key", |r| {
            let p = pick_str(r, &["tvly-", "tvly-dev-", "tvly-prod-"]);
            plain(format!("{p}{}", r.chars(ALNUM, 32)))
        }),
        ("github-pat", |r| plain(checksummed(r, "ghp_"))),
        ("github-oauth-token", |r| plain(checksummed(r, "gho_"))),
        ("github-user-token", |r| plain(checksummed(r, "ghu_"))),
        ("github-app-token", |r| plain(checksummed(r, "ghs_"))),
        ("github-refresh-token", |r| {
            if r.below(2) == 0 {
                plain(checksummed(r, "ghr_"))
            } else {
                plain(format!("ghr_{}", r.chars(ALNUM, 76)))
            }
        }),
        ("github-fine-grained-pat", |r| {
            plain(format!(
                "github_pat_11{}_{}",
                r.chars(UPPER_NUM, 20),
                r.chars(ALNUM, 59)
            ))
        }),
        ("gitlab-pat", |r| match r.below(10) {
            0 => plain(format!("glpat-{}", r.chars(URLSAFE, 20))),
            1 => plain(format!(
                "glpat-{}.01.{}",
                r.chars(URLSAFE, 27),
                r.chars("0123456789abcdefghijklmnopqrstuvwxyz", 9)
            )),
            2 => plain(format!("glptt-{}", r.chars(HEX, 40))),
            3 => plain(format!("gldt-{}", r.chars(URLSAFE, 20))),
            4 => plain(format!("glrt-{}", r.chars(URLSAFE, 20))),
            5 => plain(format!("glcbt-64_{}", r.chars(URLSAFE, 20))),
            6 => plain(format!("glimt-{}", r.chars(ALNUM, 25))),
            7 => plain(format!("gloas-{}", r.chars(HEX, 64))),
            8 => plain(format!("glsoat-{}", r.chars(URLSAFE, 20))),
            _ => plain(format!("glft-{}", r.chars(URLSAFE, 20))),
        }),
        ("npm-token", |r| plain(checksummed(r, "npm_"))),
        ("pypi-token", |r| {
            let n = r.range(120, 200);
            let p = pick_str(
                r,
                &[
                    "pypi-AgEIcHlwaS5vcmcCJ",
                    "pypi-AgEIcHlwaS5vcmcCJ",
                    "pypi-AgENdGVzdC5weXBpLm9yZwIk",
                ],
            );
            plain(format!("{p}{}", r.chars(URLSAFE, n)))
        }),
        ("dockerhub-pat", |r| {
            if r.below(3) == 0 {
                plain(format!("dckr_oat_{}", r.chars(URLSAFE, 32)))
            } else {
                plain(format!("dckr_pat_{}", r.chars(URLSAFE, 27)))
            }
        }),
        ("slack-token", |r| match r.below(6) {
            0 => plain(format!(
                "xoxb-{}-{}-{}",
                r.chars(DIGITS, 11),
                r.chars(DIGITS, 13),
                r.chars(ALNUM, 24)
            )),
            1 => plain(format!(
                "xoxp-{}-{}-{}-{}",
                r.chars(DIGITS, 11),
                r.chars(DIGITS, 11),
                r.chars(DIGITS, 13),
                r.chars(HEX, 32)
            )),
            2 => plain(format!("xoxe.xoxp-1-{}", r.chars(ALNUM, 140))),
            3 => plain(format!("xoxe-1-{}", r.chars(ALNUM, 140))),
            4 => plain(format!(
                "xapp-1-A{}-{}-{}",
                r.chars(UPPER_NUM, 10),
                r.chars(DIGITS, 13),
                r.chars(HEX, 64)
            )),
            _ => plain(format!(
                "xoxa-2-{}-{}-{}",
                r.chars(DIGITS, 11),
                r.chars(DIGITS, 12),
                r.chars(HEX, 32)
            )),
        }),
        ("slack-webhook-url", |r| {
            let tail = r.chars(ALNUM, 24);
            let text = if r.below(4) == 0 {
                format!(
                    "https://hooks.slack.com/workflows/T{}/A{}/{}/{tail}",
                    r.chars(UPPER_NUM, 10),
                    r.chars(UPPER_NUM, 10),
                    r.chars(DIGITS, 18)
                )
            } else {
                format!(
                    "https://hooks.slack.com/services/T{}/B{}/{tail}",
                    r.chars(UPPER_NUM, 8),
                    r.chars(UPPER_NUM, 10)
                )
            };
            secret(text, tail)
        }),
        ("telegram-bot-token", |r| {
            let n = r.range(8, 10);
            let token = format!("{}:AA{}", r.chars(DIGITS, n), r.chars(URLSAFE, 33));
            if r.below(3) == 0 {
                // the Bot API takes the token in the URL path
                secret(
                    format!("https://api.telegram.org/bot{token}/sendMessage?chat_id=42"),
                    token,
                )
            } else {
                plain(token)
            }
        }),
        ("discord-bot-token", |r| {
            // the user id in decimal, base64 without padding
            let n = r.range(17, 19);
            let id = format!("1{}", r.chars(DIGITS, n - 1));
            let head = base64_encode(id.as_bytes())
                .trim_end_matches('=')
                .to_owned();
            let m = if r.below(2) == 0 { 27 } else { 38 };
            plain(format!(
                "{head}.{}.{}",
                r.chars(URLSAFE, 6),
                r.chars(URLSAFE, m)
            ))
        }),
        ("discord-webhook-url", |r| {
            let host = pick_str(
                r,
                &[
                    "discord.com",
                    "discordapp.com",
                    "canary.discord.com",
                    "ptb.discord.com",
                ],
            );
            let tail = r.chars(URLSAFE, 68);
            let n = r.range(17, 19);
            secret(
                format!("https://{host}/api/webhooks/{}/{tail}", r.chars(DIGITS, n)),
                tail,
            )
        }),
        ("aws-access-key-id", |r| {
            let p = pick_str(r, &["AKIA", "ASIA"]);
            plain(format!("{p}{}", r.chars(BASE32, 16)))
        }),
        ("aws-secret-access-key", |r| {
            let v = r.chars(B64, 40);
            let text = match r.below(6) {
                0 => format!(
                    "[default]\naws_access_key_id = AKIA{}\naws_secret_access_key = {v}",
                    r.chars(BASE32, 16)
                ),
                1 => format!("\"SecretAccessKey\": \"{v}\","),
                2 => format!("secretAccessKey: '{v}',"),
                3 => format!("-e AWS_SECRET_ACCESS_KEY={v}"),
                4 => format!("aws_secret_key: \"{v}\""),
                _ => format!("AWS_SECRET_ACCESS_KEY: {v}"),
            };
            secret(text, v)
        }),
        ("azure-client-secret", |r| {
            plain(format!(
                "{}{}Q~{}",
                r.chars(ALNUM, 3),
                r.chars(DIGITS, 1),
                r.chars(
                    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_~.-",
                    34
                )
            ))
        }),
        ("azure-storage-account-key", |r| {
            let v = r.chars(B64, 86);
            let text = match r.below(3) {
                0 => format!(
                    "AZURE_STORAGE_CONNECTION_STRING=\"DefaultEndpointsProtocol=https;AccountName=st{};AccountKey={v}==;EndpointSuffix=core.windows.net\"",
                    r.chars("abcdefghijklmnopqrstuvwxyz0123456789", 10)
                ),
                1 => format!(
                    "BlobEndpoint=https://acct.blob.core.windows.net/;AccountName=acct;AccountKey={v}=="
                ),
                _ => format!(
                    "[\n  {{\n    \"keyName\": \"key1\",\n    \"permissions\": \"FULL\",\n    \"value\": \"{v}==\"\n  }}\n]"
                ),
            };
            secret(text, v)
        }),
        ("gcp-service-account-key", |r| {
            let mut key = String::new();
            let mut body = String::new();
            for i in 0..26 {
                let line = if i == 0 {
                    format!("MIIEv{}", r.chars(B64, 59))
                } else {
                    r.chars(B64, if i == 25 { 28 } else { 64 })
                };
                body += &line;
                key += &line;
                key += "\\n";
            }
            let project = format!("acme-{}", r.chars(DIGITS, 6));
            let text = format!(
                "{{\n  \"type\": \"service_account\",\n  \"project_id\": \"{project}\",\n  \"private_key_id\": \"{}\",\n  \"private_key\": \"-----BEGIN PRIVATE KEY-----\\n{key}-----END PRIVATE KEY-----\\n\",\n  \"client_email\": \"deployer@{project}.iam.gserviceaccount.com\",\n  \"client_id\": \"{}\",\n  \"auth_uri\": \"https://accounts.google.com/o/oauth2/auth\",\n  \"token_uri\": \"https://oauth2.googleapis.com/token\",\n  \"universe_domain\": \"googleapis.com\"\n}}",
                r.chars(HEX, 40),
                r.chars(DIGITS, 21)
            );
            secret(text, body)
        }),
        ("stripe-secret-key", |r| {
            let mode = pick_str(r, &["live", "test"]);
            if r.below(2) == 0 {
                plain(format!("sk_{mode}_{}", r.chars(ALNUM, 24)))
            } else {
                plain(format!("sk_{mode}_51{}", r.chars(ALNUM, 97)))
            }
        }),
        ("stripe-restricted-key", |r| {
            let mode = pick_str(r, &["live", "test"]);
            plain(format!("rk_{mode}_51{}", r.chars(ALNUM, 97)))
        }),
        ("stripe-webhook-secret", |r| {
            plain(format!("whsec_{}", r.chars(ALNUM, 32)))
        }),
        ("sendgrid-api-key", |r| {
            plain(format!(
                "SG.{}.{}",
                r.chars(URLSAFE, 22),
                r.chars(URLSAFE, 43)
            ))
        }),
        ("shopify-token", |r| {
            let p = pick_str(r, &["shpat_", "shpca_", "shppa_", "shpss_"]);
            plain(format!("{p}{}", r.chars(HEX, 32)))
        }),
        ("digitalocean-token", |r| {
            let p = pick_str(r, &["dop_v1_", "doo_v1_", "dor_v1_"]);
            plain(format!("{p}{}", r.chars(HEX, 64)))
        }),
        ("heroku-api-key", |r| {
            plain(format!("HRKU-AA{}", r.chars(URLSAFE, 58)))
        }),
        ("heroku-legacy-api-key", |r| {
            let v = format!(
                "{}-{}-{}-{}-{}",
                r.chars(HEX, 8),
                r.chars(HEX, 4),
                r.chars(HEX, 4),
                r.chars(HEX, 4),
                r.chars(HEX, 12)
            );
            let text = match r.below(3) {
                0 => format!("HEROKU_API_KEY={v}"),
                1 => format!("heroku_api_key: \"{v}\""),
                _ => format!("export HEROKU_API_TOKEN='{v}'"),
            };
            secret(text, v)
        }),
        ("vault-token", |r| match r.below(4) {
            0 => plain(format!("hvs.{}", r.chars(ALNUM, 24))),
            1 => plain(format!("hvs.CAESI{}", r.chars(URLSAFE, 86))),
            2 => plain(format!("hvb.AAAAAQ{}", r.chars(URLSAFE, 130))),
            _ => plain(format!("hvr.{}", r.chars(ALNUM, 24))),
        }),
        ("terraform-cloud-token", |r| {
            plain(format!(
                "{}.atlasv1.{}",
                r.chars(ALNUM, 14),
                r.chars(ALNUM, 67)
            ))
        }),
        ("databricks-token", |r| {
            let suffix = if r.below(3) == 0 { "-2" } else { "" };
            plain(format!("dapi{}{suffix}", r.chars(HEX, 32)))
        }),
        ("doppler-token", |r| {
            let p = pick_str(r, &["dp.pt.", "dp.st.", "dp.sa.", "dp.ct.", "dp.scim."]);
            plain(format!("{p}{}", r.chars(ALNUM, 43)))
        }),
        ("grafana-token", |r| {
            if r.below(2) == 0 {
                let json = format!(
                    "{{\"o\":\"{}\",\"n\":\"stack-{}-hm-read\",\"k\":\"{}\",\"m\":{{\"r\":\"prod-us-east-0\"}}}}",
                    r.chars(DIGITS, 6),
                    r.chars(DIGITS, 6),
                    r.chars(ALNUM, 24)
                );
                plain(format!("glc_{}", base64_encode(json.as_bytes())))
            } else {
                plain(format!("glsa_{}_{}", r.chars(ALNUM, 32), r.chars(HEX, 8)))
            }
        }),
        ("linear-api-key", |r| {
            plain(format!("lin_api_{}", r.chars(ALNUM, 40)))
        }),
        ("notion-token", |r| {
            if r.below(2) == 0 {
                plain(format!("secret_{}", r.chars(ALNUM, 43)))
            } else {
                plain(format!("ntn_{}{}", r.chars(DIGITS, 11), r.chars(ALNUM, 35)))
            }
        }),
        ("postman-api-key", |r| {
            plain(format!("PMAK-{}-{}", r.chars(HEX, 24), r.chars(HEX, 34)))
        }),
        ("atlassian-api-token", |r| {
            plain(format!(
                "ATATT3xFfGF0{}={}",
                r.chars(URLSAFE, 170),
                r.chars("0123456789ABCDEF", 8)
            ))
        }),
        ("sentry-token", |r| {
            if r.below(2) == 0 {
                let json = format!(
                    "{{\"iat\":{},\"url\":\"https://sentry.io\",\"region_url\":\"https://us.sentry.io\",\"org\":\"acme\"}}",
                    1_700_000_000 + r.below(90_000_000)
                );
                plain(format!(
                    "sntrys_{}_{}",
                    b64url(json.as_bytes()),
                    r.chars(URLSAFE, 43)
                ))
            } else {
                plain(format!("sntryu_{}", r.chars(HEX, 64)))
            }
        }),
        ("supabase-token", |r| {
            if r.below(2) == 0 {
                plain(format!("sbp_{}", r.chars(HEX, 40)))
            } else {
                plain(format!("sb_secret_{}", r.chars(URLSAFE, 31)))
            }
        }),
        ("cloudflare-api-token", |r| {
            let tok = r.chars(URLSAFE, 40);
            match r.below(5) {
                0 => secret(format!("export CLOUDFLARE_API_TOKEN=\"{tok}\""), tok),
                1 => secret(format!("CF_API_TOKEN: {tok}"), tok),
                2 => secret(format!("cloudflare_api_token = \"{tok}\""), tok),
                3 => {
                    let k = r.chars(HEX, 37);
                    secret(format!("-H \"X-Auth-Key: {k}\""), k)
                }
                _ => {
                    let k = r.chars(HEX, 37);
                    secret(format!("CLOUDFLARE_API_KEY={k}"), k)
                }
            }
        }),
        ("twilio-api-key", |r| {
            let p = pick_str(r, &["SK", "AC"]);
            plain(format!("{p}{}", r.chars(HEX, 32)))
        }),
        ("twilio-auth-token", |r| {
            let v = r.chars(HEX, 32);
            let text = match r.below(3) {
                0 => format!("TWILIO_AUTH_TOKEN={v}"),
                1 => format!("twilio:\n  auth_token: {v}"),
                _ => format!("export TWILIO_AUTH_TOKEN=\"{v}\""),
            };
            secret(text, v)
        }),
        ("mailgun-api-key", |r| {
            if r.below(2) == 0 {
                plain(format!("key-{}", r.chars(HEX, 32)))
            } else {
                let v = format!(
                    "{}-{}-{}",
                    r.chars(HEX, 32),
                    r.chars(HEX, 8),
                    r.chars(HEX, 8)
                );
                secret(format!("MAILGUN_API_KEY={v}"), v)
            }
        }),
        ("age-secret-key", |r| {
            plain(format!("AGE-SECRET-KEY-1{}", r.chars(BECH32, 58)))
        }),
        ("jwt", |r| plain(jwt(r))),
        ("private-key", |r| match r.below(9) {
            8 => {
                // base64 of the whole block, as kubeconfig and Kubernetes
                // secrets hold it
                let label = pick_str(
                    r,
                    &[
                        "RSA PRIVATE KEY",
                        "PRIVATE KEY",
                        "EC PRIVATE KEY",
                        "OPENSSH PRIVATE KEY",
                    ],
                );
                let pem = pem_block(r, label, "", 20, 64);
                let enc = base64_encode(pem.text.as_bytes());
                secret(
                    format!("users:\n- name: admin\n  user:\n    client-key-data: {enc}"),
                    enc,
                )
            }
            0 => pem_block(r, "RSA PRIVATE KEY", "", 25, 64),
            1 => {
                let iv = r.chars("0123456789ABCDEF", 32);
                pem_block(
                    r,
                    "RSA PRIVATE KEY",
                    &format!("Proc-Type: 4,ENCRYPTED\nDEK-Info: AES-256-CBC,{iv}\n\n"),
                    26,
                    64,
                )
            }
            2 => {
                let s = pem_block(r, "EC PRIVATE KEY", "", 3, 64);
                secret(
                    format!(
                        "-----BEGIN EC PARAMETERS-----\nBggqhkjOPQMBBw==\n-----END EC PARAMETERS-----\n{}",
                        s.text
                    ),
                    s.body,
                )
            }
            3 => pem_block(r, "OPENSSH PRIVATE KEY", "", 7, 70),
            4 => pem_block(r, "DSA PRIVATE KEY", "", 12, 64),
            5 => pem_block(r, "ENCRYPTED PRIVATE KEY", "", 29, 64),
            6 => {
                let s = pem_block(
                    r,
                    "PGP PRIVATE KEY BLOCK",
                    "Comment: exported by gpg\n\n",
                    20,
                    64,
                );
                let sum = r.chars(B64, 4);
                let text = s
                    .text
                    .replace("-----END PGP", &format!("={sum}\n-----END PGP"));
                secret(text, s.body)
            }
            _ => pem_block(r, "PRIVATE KEY", "", 16, 64),
        }),
        ("putty-private-key", |r| {
            let version = r.range(2, 3);
            let mut body = String::new();
            let mut private = String::new();
            let lines = r.range(1, 14);
            for i in 0..lines {
                let line = r.chars(B64, if i + 1 == lines { 44 } else { 64 });
                body += &line;
                private += &line;
                private.push('\n');
            }
            let kdf = if version == 3 && r.below(2) == 0 {
                "Encryption: aes256-cbc\nComment: rsa-key-20250101\nPublic-Lines: 2\n".to_owned()
            } else {
                "Encryption: none\nComment: imported-openssh-key\nPublic-Lines: 2\n".to_owned()
            };
            let text = format!(
                "PuTTY-User-Key-File-{version}: ssh-rsa\n{kdf}AAAAB3NzaC1yc2EAAAADAQABAAABAQ{}\n{}\nPrivate-Lines: {lines}\n{private}Private-MAC: {}",
                r.chars(B64, 34),
                r.chars(B64, 40),
                r.chars(HEX, if version == 3 { 64 } else { 40 })
            );
            secret(text, body)
        }),
        ("url-credentials", |r| {
            let pw = match r.below(3) {
                0 => password(r)
                    .replace('@', "%40")
                    .replace('#', "%23")
                    .replace('?', "%3F")
                    .replace('%', "%25")
                    .replace("%2540", "%40")
                    .replace("%2523", "%23")
                    .replace("%253F", "%3F"),
                _ => {
                    let n = r.range(10, 30);
                    r.chars(ALNUM, n)
                }
            };
            let text = match r.below(8) {
                0 => format!(
                    "postgresql://app_user:{pw}@db-{}.internal:5432/orders?sslmode=require",
                    r.below(9)
                ),
                1 => format!(
                    "mongodb+srv://svc-reader:{pw}@cluster0.ab1cd.mongodb.net/?retryWrites=true&w=majority"
                ),
                2 => format!("redis://:{pw}@cache.internal:6379/0"),
                3 => format!("amqps://guest:{pw}@mq.example.com:5671/vhost"),
                4 => format!("https://oauth2:{pw}@gitlab.example.com/group/repo.git"),
                5 => format!("mysql://root:{pw}@127.0.0.1:3306/app"),
                6 => format!("jdbc:mysql://admin:{pw}@db.example.net:3306/shop"),
                _ => format!("ftp://deploy:{pw}@files.example.org/incoming/"),
            };
            secret(text, pw)
        }),
        ("authorization-header", |r| {
            let (v, basic) = match r.below(4) {
                0 => {
                    let user = pick_str(r, &["admin", "deploy", "api"]);
                    let cred = format!("{user}:{}", password(r));
                    (base64_encode(cred.as_bytes()), true)
                }
                1 => (r.chars(HEX, 40), false),
                _ => {
                    let n = r.range(32, 64);
                    (r.chars(URLSAFE, n), false)
                }
            };
            let scheme = if basic {
                "Basic"
            } else {
                pick_str(r, &["Bearer", "bearer", "Token"])
            };
            let text = match r.below(6) {
                0 => format!(
                    "GET /v1/me HTTP/1.1\r\nHost: api.example.com\r\nAuthorization: {scheme} {v}\r\nAccept: */*\r\n"
                ),
                1 => format!(
                    "curl -sS https://api.example.com/v1/me -H \"Authorization: {scheme} {v}\""
                ),
                2 => format!(
                    "{{\"headers\": {{\"Authorization\": \"{scheme} {v}\", \"Accept\": \"application/json\"}}}}"
                ),
                3 => format!("headers = {{'Authorization': '{scheme} {v}'}}"),
                4 => format!("proxy-authorization: {scheme} {v}"),
                _ => format!("> authorization: {scheme} {v}"),
            };
            secret(text, v)
        }),
        ("secret-assignment", |r| {
            let v = match r.below(5) {
                0 => {
                    let words: Vec<&str> = (0..4)
                        .map(|_| {
                            pick_str(
                                r,
                                &[
                                    "orbit", "velvet", "canyon", "pixel", "walnut", "cinder",
                                    "mosaic", "thistle",
                                ],
                            )
                        })
                        .collect();
                    words.join("-")
                }
                _ => password(r),
            };
            let key = pick_str(
                r,
                &[
                    "POSTGRES_PASSWORD",
                    "MYSQL_ROOT_PASSWORD",
                    "REDIS_PASSWORD",
                    "SMTP_PASSWORD",
                    "ADMIN_PASS",
                    "JWT_SECRET",
                    "SESSION_SECRET",
                    "APP_SECRET",
                    "WEBHOOK_SECRET",
                    "clientSecret",
                    "apiKey",
                    "api-key",
                    "ACCESS_TOKEN",
                    "refresh_token",
                    "AUTH_TOKEN",
                    "db_pwd",
                    "ENCRYPTION_KEY",
                    "SIGNING_KEY",
                    "MASTER_KEY",
                    "PRIVATE_TOKEN",
                    "Password",
                ],
            );
            let text = match r.below(18) {
                16 => format!("auth: {{ user: 'mailer@example.com', pass: '{v}' }}"),
                17 => format!("{{\"smtp\": {{\"user\": \"relay\", \"pass\": \"{v}\"}}}}"),
                0 => format!("export {key}='{v}'"),
                1 => format!("docker run -d -e {key}={v} postgres:16"),
                2 => format!("stringData:\n  {key}: \"{v}\""),
                3 => format!("{key} = \"{v}\"  # set by ops"),
                4 => format!("const {key} = '{v}';"),
                5 => format!("{key} := \"{v}\""),
                6 => format!("const {key}: &str = \"{v}\";"),
                7 => format!("{key}: str = \"{v}\""),
                8 => format!("'{key}' => '{v}',"),
                9 => format!("[database]\n{key} = {v}\n"),
                10 => format!("<add key=\"{key}\" value=\"x\" {key}=\"{v}\" />"),
                11 => format!("spring.datasource.{key}={v}"),
                12 => format!("{{\"service\": {{\"name\": \"billing\", \"{key}\": \"{v}\"}}}}"),
                13 => format!("--{key}={v}"),
                14 => format!("{key}={v}\r\n"),
                _ => format!("Server=db;Database=app;User Id=sa;{key}={v};"),
            };
            secret(text, v)
        }),
        ("high-entropy", |r| {
            let n = r.range(32, 64);
            match r.below(4) {
                0 => plain(r.chars(B64, n)),
                1 => plain(format!("{}==", r.chars(B64, n))),
                2 => plain(r.chars(URLSAFE, n)),
                _ => plain(r.chars(ALNUM, n)),
            }
        }),
    ]
}

/// Shapes the filter does not claim to catch (the crate documents them as
/// known gaps): measured and printed, not asserted.
fn probes() -> Vec<(&'static str, Make)> {
    vec![
        ("k8s env name/value pair", |r| {
            let v = password(r);
            secret(
                format!("env:\n  - name: DB_PASSWORD\n    value: \"{v}\""),
                v,
            )
        }),
        ("XML element", |r| {
            let v = password(r);
            secret(
                format!("<server>\n  <id>nexus</id>\n  <password>{v}</password>\n</server>"),
                v,
            )
        }),
        (".netrc", |r| {
            let v = password(r);
            secret(
                format!("machine api.example.com\n  login deploy\n  password {v}"),
                v,
            )
        }),
        ("YAML value on the next line", |r| {
            let v = password(r);
            secret(format!("db:\n  password:\n    {v}"), v)
        }),
        ("prose", |r| {
            let v = password(r);
            secret(format!("The admin password is {v} for now."), v)
        }),
        ("random alnum, 16-23 chars", |r| {
            let n = r.range(16, 23);
            plain(r.chars(ALNUM, n))
        }),
        ("random password with symbols", |r| {
            let n = r.range(16, 28);
            plain(r.chars(PASSWORD, n))
        }),
        ("curl -u", |r| {
            let v = password(r);
            secret(
                format!("curl -u admin:{v} https://ci.example.com/api/json"),
                v,
            )
        }),
    ]
}

/// No whitespace, quotes or backticks: may be quoted or put in a value.
fn is_token(s: &str) -> bool {
    !s.contains(|c: char| c.is_whitespace() || matches!(c, '"' | '\'' | '`' | '\\'))
}

fn url_safe(s: &str) -> bool {
    s.bytes()
        .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'-' | b'_' | b'.' | b'~'))
}

/// Embed a single-line token in a held-out context.
fn in_value(r: &mut Rng, s: &str) -> String {
    let ts = format!(
        "2025-{:02}-{:02}T{:02}:{:02}:{:02}.{:03}Z",
        r.range(1, 12),
        r.range(1, 28),
        r.below(24),
        r.below(60),
        r.below(60),
        r.below(1000)
    );
    loop {
        let t = match r.below(34) {
            0 => format!(
                "| Service | Value |\n|---------|-------|\n| billing | {s} |\n| search  | n/a   |"
            ),
            1 => format!(
                "```bash\ncurl -sS https://api.example.net/v1/items -H \"X-Client: {s}\" | jq .\n```"
            ),
            2 => format!("export UPSTREAM_CRED=\"{s}\""),
            3 => format!("docker run --rm -e UPSTREAM={s} -p 8080:8080 ghcr.io/acme/app:1.4.2"),
            4 => format!(
                "apiVersion: v1\nkind: Secret\nmetadata:\n  name: upstream\ntype: Opaque\nstringData:\n  UPSTREAM: {s}\n"
            ),
            5 => format!("client = Client(credential=\"{s}\", timeout=30)"),
            6 => format!("const cfg = {{ value: '{s}', region: \"eu-west-1\" }};"),
            7 => format!("cred := \"{s}\"\nclient := api.New(cred)"),
            8 => format!("let cred = String::from(\"{s}\");"),
            9 => format!(
                "{{\"data\":{{\"items\":[{{\"name\":\"prod\",\"value\":\"{s}\"}}]}},\"meta\":{{\"page\":1}}}}"
            ),
            10 => format!("{{\"payload\":\"{{\\\"cfg\\\":{{\\\"v\\\":\\\"{s}\\\"}}}}\"}}"),
            11 => format!("[{ts}] WARN  worker-3 upstream rejected {s}; retrying in 5s"),
            12 if url_safe(s) => {
                let p = pick_str(r, &["api_key", "token", "access_token", "apikey"]);
                format!("GET https://api.example.org/v2/search?q=rust&{p}={s}&page=2 HTTP/1.1")
            }
            13 => format!("# rotated {ts}\nexport UPSTREAM='{s}'"),
            14 => format!("[upstream]\nendpoint = https://api.example.com\nvalue = {s}\n"),
            15 => format!("<add key=\"Upstream\" value=\"{s}\" />"),
            16 => format!(
                "Traceback (most recent call last):\n  File \"/app/main.py\", line 42, in <module>\n    connect(\"{s}\")\nValueError: rejected '{s}'"
            ),
            17 => format!("Sure! Here is the key you asked for: {s}. Keep it somewhere safe."),
            18 => {
                let (a, b) = *r.pick(&[
                    ("(", ")"),
                    ("\"", "\","),
                    ("'", "'"),
                    ("`", "`"),
                    ("", "."),
                    ("", ","),
                    ("", ";"),
                    ("", "!"),
                    ("[", "]"),
                    ("<", ">"),
                ]);
                format!("the value is {a}{s}{b} as noted")
            }
            19 => format!("{s}\nis what the setup script printed"),
            20 => format!("value printed by the script:\n{s}"),
            21 => format!("HOST=db\r\nVALUE={s}\r\nPORT=5432\r\n"),
            22 => {
                let u = pick_str(
                    r,
                    &[
                        "密钥：",
                        "Clé : ",
                        "Ключ — ",
                        "🔑 ",
                        "値は「",
                        "\u{a0}",
                        "→",
                        "Schlüssel:\u{a0}",
                        "مفتاح: ",
                    ],
                );
                format!("{u}{s}")
            }
            23 => format!("<input type=\"hidden\" name=\"k\" value=\"{s}\">"),
            24 => format!("[provider]\ncred = \"{s}\""),
            25 => format!("resource \"acme_thing\" \"main\" {{\n  value = \"{s}\"\n}}"),
            26 => format!("INSERT INTO creds (k) VALUES ('{s}');"),
            27 => format!("id,name,value\n1,prod,{s}\n2,dev,-"),
            28 => format!("$env:UPSTREAM = \"{s}\"\nset UPSTREAM={s}"),
            29 => format!("values:\n  - {s}\n  - other"),
            30 => format!("{{'cred': '{s}', 'retries': 3}}"),
            31 => format!("Error: 401 Unauthorized (value={s})"),
            32 => format!("[http]\n\textraHeader = X-Sig: {s}"),
            33 => format!("**Value:** {s}"),
            _ => continue,
        };
        return t;
    }
}

/// Embed any single-line text (it may hold spaces and quotes).
fn in_line(r: &mut Rng, s: &str) -> String {
    match r.below(9) {
        0 => format!("```\n{s}\n```"),
        1 => format!("- {s}"),
        2 => format!("$ cat .env.production\r\n{s}\r\n"),
        3 => format!("Das Problem war diese Zeile:\n{s}\nDanach lief alles."),
        4 => format!("> {s}"),
        5 => format!("{s}\n"),
        6 => format!("设置如下：\n{s}"),
        7 => format!("Line 12:\n\t{s}"),
        _ => s.to_owned(),
    }
}

/// Embed a multi-line text (key blocks, files).
fn in_block(r: &mut Rng, s: &str) -> String {
    match r.below(8) {
        0 => format!("```\n{s}\n```"),
        1 => format!(
            "apiVersion: v1\nkind: Secret\ntype: kubernetes.io/tls\nstringData:\n  tls.key: |\n{}",
            s.lines()
                .map(|l| format!("    {l}"))
                .collect::<Vec<_>>()
                .join("\n")
        ),
        2 => s.replace('\n', "\r\n"),
        3 => format!("cat > key.pem <<'EOF'\n{s}\nEOF"),
        4 => format!("Here is the file you asked for:\n\n{s}\n\nStore it in your vault."),
        5 => format!("resource \"tls\" \"k\" {{\n  content = <<EOT\n{s}\nEOT\n}}"),
        6 => {
            let esc = s
                .replace('\\', "\\\\")
                .replace('"', "\\\"")
                .replace('\n', "\\n");
            format!("{{\"name\": \"deploy\", \"content\": \"{esc}\"}}")
        }
        _ => s.to_owned(),
    }
}

fn embed(r: &mut Rng, s: &str) -> String {
    if s.contains('\n') {
        in_block(r, s)
    } else if is_token(s) && r.below(5) != 0 {
        in_value(r, s)
    } else {
        in_line(r, s)
    }
}

/// Clean text agents print: none of it may be altered.
fn clean(r: &mut Rng) -> String {
    let uuid = |r: &mut Rng| {
        format!(
            "{}-{}-4{}-{}{}-{}",
            r.chars(HEX, 8),
            r.chars(HEX, 4),
            r.chars(HEX, 3),
            r.chars("89ab", 1),
            r.chars(HEX, 3),
            r.chars(HEX, 12)
        )
    };
    match r.below(63) {
        0 => "Die Bereitstellung war erfolgreich. Bitte prüfe die Protokolle, bevor du das Token erneuerst.".to_owned(),
        1 => "La compilation a réussi ; il reste deux avertissements dans le module d'authentification.".to_owned(),
        2 => "El despliegue terminó sin errores y la clave se guardó en el gestor de secretos.".to_owned(),
        3 => "ビルドは成功しました。APIキーは環境変数から読み込まれます。".to_owned(),
        4 => "构建成功。请在设置页面中生成新的访问令牌，然后重新运行命令。".to_owned(),
        5 => "Сборка прошла успешно, токен доступа хранится в менеджере секретов.".to_owned(),
        6 => "A implantação foi concluída; o segredo continua no cofre e não foi exposto.".to_owned(),
        7 => format!(
            "def load_settings(path: str) -> dict:\n    with open(path) as fh:\n        data = json.load(fh)\n    data[\"retries\"] = {}\n    return data",
            r.below(9)
        ),
        8 => format!(
            "{{\"id\": {}, \"node_id\": \"MDQ6VXNlcj{}\", \"login\": \"octo-dev\", \"avatar_url\": \"https://avatars.githubusercontent.com/u/{}?v=4\", \"type\": \"User\"}}",
            r.below(9_000_000),
            r.chars(DIGITS, 6),
            r.below(9_000_000)
        ),
        9 => format!(
            "{}  fix(parser): handle empty input\n{}  feat: add retry budget\n{}  chore(deps): bump serde to 1.0.{}",
            r.chars(HEX, 7),
            r.chars(HEX, 7),
            r.chars(HEX, 7),
            r.below(230)
        ),
        10 => format!(
            "diff --git a/src/lib.rs b/src/lib.rs\nindex {}..{} 100644\n--- a/src/lib.rs\n+++ b/src/lib.rs\n@@ -10,7 +10,8 @@ pub fn parse(input: &str) -> Result<Ast, Error> {{",
            r.chars(HEX, 7),
            r.chars(HEX, 7)
        ),
        11 => format!(
            "    \"node_modules/lodash\": {{\n      \"version\": \"4.17.21\",\n      \"resolved\": \"https://registry.npmjs.org/lodash/-/lodash-4.17.21.tgz\",\n      \"integrity\": \"sha512-{}==\"\n    }}",
            r.chars(B64, 86)
        ),
        12 => format!(
            "[[package]]\nname = \"serde\"\nversion = \"1.0.{}\"\nsource = \"registry+https://github.com/rust-lang/crates.io-index\"\nchecksum = \"{}\"",
            r.below(230),
            r.chars(HEX, 64)
        ),
        13 => format!(
            "github.com/stretchr/testify v1.9.0 h1:{}=\ngithub.com/stretchr/testify v1.9.0/go.mod h1:{}=",
            r.chars(B64, 43),
            r.chars(B64, 43)
        ),
        14 => format!(
            "<img alt=\"logo\" src=\"data:image/{};base64,{}\">",
            pick_str(r, &["png", "gif", "webp", "jpeg", "svg+xml"]),
            r.chars(B64, 400)
        ),
        15 => format!(
            "ecdsa-sha2-nistp256 AAAAE2VjZHNhLXNoYTItbmlzdHAyNTYAAAAIbmlzdHAyNTYAAABBB{} ops@bastion",
            r.chars(B64, 90)
        ),
        16 => format!(
            "github.com ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{}",
            r.chars(B64, 43)
        ),
        17 => {
            let mut s = String::from("-----BEGIN PGP PUBLIC KEY BLOCK-----\n\n");
            for _ in 0..r.range(4, 12) {
                s += &r.chars(B64, 64);
                s.push('\n');
            }
            s + "=" + &r.chars(B64, 4) + "\n-----END PGP PUBLIC KEY BLOCK-----"
        }
        18 => {
            let mut s = String::from("-----BEGIN CERTIFICATE REQUEST-----\r\n");
            for _ in 0..r.range(4, 12) {
                s += &r.chars(B64, 64);
                s += "\r\n";
            }
            s + "-----END CERTIFICATE REQUEST-----"
        }
        19 => format!(
            "request_id={} trace_id={} span_id={}",
            uuid(r),
            r.chars(HEX, 32),
            r.chars(HEX, 16)
        ),
        20 => format!(
            "traceparent: 00-{}-{}-01",
            r.chars(HEX, 32),
            r.chars(HEX, 16)
        ),
        21 => format!(
            "md5 {}  sha1 {}  sha512 {}",
            r.chars(HEX, 32),
            r.chars(HEX, 40),
            r.chars(HEX, 128)
        ),
        22 => format!(
            "version 2.{}.{}-rc.{}+build.{} (git describe: v2.{}.0-{}-g{})",
            r.below(20),
            r.below(20),
            r.below(9),
            r.below(9999),
            r.below(20),
            r.below(200),
            r.chars(HEX, 7)
        ),
        23 => format!(
            "https://www.example.com/products/item?utm_source=google&utm_medium=cpc&utm_campaign=spring_sale_{}&gclid={}&fbclid={}",
            r.below(99),
            r.chars(URLSAFE, 60),
            r.chars(URLSAFE, 61)
        ),
        24 => format!(
            ".card-{} {{ color: #{}; background: url(\"/static/img/bg.{}.png\"); }}\n<div class=\"flex items-center justify-between px-4 py-2 css-{}\">",
            r.chars(HEX, 6),
            r.chars(HEX, 6),
            r.chars(HEX, 8),
            r.chars("abcdefghijklmnopqrstuvwxyz0123456789", 7)
        ),
        25 => "!function(e,t){\"object\"==typeof exports?module.exports=t():e.lib=t()}(this,function(){var n={},r=function(e){return n[e]||(n[e]={exports:{}})};return r});".to_owned(),
        26 => (*r.pick(&[
            "export OPENAI_API_KEY=sk-...",
            "Set ANTHROPIC_API_KEY to `sk-ant-...` in your shell.",
            "api_key: xxxx-xxxx-xxxx",
            "Authorization: Bearer <token>",
            "token: ${API_KEY}",
            "git clone https://$GITHUB_TOKEN@github.com/org/repo.git",
            "api_key = os.environ[\"OPENAI_API_KEY\"]",
            "const key = process.env.STRIPE_SECRET_KEY;",
            "password: {{ .Values.db.password }}",
            "GITHUB_TOKEN=ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
            "aws_secret_access_key = <your secret access key>",
            "SLACK_BOT_TOKEN=xoxb-your-token-here",
            "\"password\": \"********\"",
            "client_secret: REDACTED",
            "DATABASE_URL=postgres://user:password@localhost:5432/db",
        ]))
        .to_owned(),
        27 => format!(
            "arn:aws:iam::{}:role/service-role/deploy-{} and instance i-0{} in sg-0{}",
            r.chars(DIGITS, 12),
            r.below(99),
            r.chars(HEX, 16),
            r.chars(HEX, 16)
        ),
        28 => format!(
            "/subscriptions/{}/resourceGroups/rg-prod/providers/Microsoft.Web/sites/app-{}",
            uuid(r),
            r.below(99)
        ),
        29 => format!(
            "   Compiling receipts-core v0.{}.0 (/work/receipts/receipts-core)\n    Finished `release` profile [optimized] target(s) in {}.{}s",
            r.below(9),
            r.below(90),
            r.below(99)
        ),
        30 => format!(
            "tests/test_api.py::test_login PASSED  [{}%]\n===== {} passed, 1 skipped in {}.{}s =====",
            r.below(100),
            r.below(300),
            r.below(30),
            r.below(99)
        ),
        31 => format!(
            "docker image inspect app:latest --format '{{{{.Id}}}}'\nsha256:{}",
            r.chars(HEX, 64)
        ),
        32 => format!(
            "{{\"id\": \"{}\", \"object\": \"list\", \"created_at\": \"2025-{:02}-{:02}T10:00:00Z\", \"items\": [{{\"sku\": \"SKU-{}\", \"qty\": {}}}]}}",
            uuid(r).to_uppercase(),
            r.range(1, 12),
            r.range(1, 28),
            r.chars(UPPER_NUM, 8),
            r.below(20)
        ),
        33 => format!(
            "yarn.lock:\n\"@babel/core@^7.{}.0\":\n  version \"7.{}.{}\"\n  integrity sha512-{}==",
            r.below(30),
            r.below(30),
            r.below(10),
            r.chars(B64, 86)
        ),
        34 => format!(
            "<link rel=\"stylesheet\" href=\"https://cdn.jsdelivr.net/npm/bootstrap@5.3.{}/dist/css/bootstrap.min.css\" integrity=\"sha384-{}\" crossorigin=\"anonymous\">",
            r.below(9),
            r.chars(B64, 64)
        ),
        35 => format!(
            "On branch feature/retry-{}\nYour branch is ahead of 'origin/main' by {} commits.\n  modified:   src/client/http_retry_policy.rs",
            r.below(99),
            r.below(9)
        ),
        36 => format!(
            "  File \"/usr/lib/python3.12/site-packages/urllib3/connectionpool.py\", line {}, in urlopen\nurllib3.exceptions.MaxRetryError: HTTPSConnectionPool(host='api.example.com', port=443)",
            r.below(900)
        ),
        37 => format!(
            "const stripe = require('stripe'); // publishable key for the client: pk_test_{}",
            r.chars(ALNUM, 99)
        ),
        38 => format!(
            "https://storage.example.com/v1/buckets/{}/objects/reports%2F2025%2Fq{}.csv?alt=media&generation={}",
            pick_str(r, &["acme-reports", "data-lake-prod"]),
            r.range(1, 4),
            r.chars(DIGITS, 16)
        ),
        39 => format!(
            "Je vais vérifier la configuration : le fichier `config/{}.yaml` contient seulement l'URL du service et le délai d'attente ({} s).",
            pick_str(r, &["prod", "staging"]),
            r.below(60)
        ),
        40 => format!(
            "fn main() {{\n    let client = reqwest::Client::builder().timeout(Duration::from_secs({})).build()?;\n    let token = std::env::var(\"API_TOKEN\").expect(\"API_TOKEN not set\");\n}}",
            r.below(60)
        ),
        41 => format!(
            "import {{ useState }} from 'react';\nexport function Counter() {{ const [count, setCount] = useState({}); return <button onClick={{() => setCount(count + 1)}}>{{count}}</button>; }}",
            r.below(9)
        ),
        42 => format!(
            "{} | INFO  | http.server | 10.0.{}.{} - \"POST /api/v1/sessions HTTP/1.1\" 201 {} \"-\" \"Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36\"",
            r.below(99999),
            r.below(255),
            r.below(255),
            r.below(9999)
        ),
        43 => format!(
            "pip install --require-hashes requests==2.32.3 --hash=sha256:{}",
            r.chars(HEX, 64)
        ),
        44 => {
            let mut s = String::from("-----BEGIN CERTIFICATE-----\n");
            for _ in 0..r.range(8, 20) {
                s += &r.chars(B64, 64);
                s.push('\n');
            }
            format!("ssl_certificate: |\n  {}", (s + "-----END CERTIFICATE-----").replace('\n', "\n  "))
        }
        45 => format!(
            "{{\"id\": \"msg_01{}\", \"type\": \"message\", \"content\": [{{\"type\": \"tool_use\", \"id\": \"toolu_01{}\", \"name\": \"bash\"}}], \"stop_reason\": \"tool_use\"}}\nrequest-id: req_011C{}",
            r.chars(ALNUM, 22),
            r.chars(ALNUM, 22),
            r.chars(ALNUM, 20)
        ),
        46 => format!(
            "{{\"id\": \"chatcmpl-{}\", \"object\": \"chat.completion\", \"system_fingerprint\": \"fp_{}\", \"tool_calls\": [{{\"id\": \"call_{}\", \"type\": \"function\"}}]}}",
            r.chars(ALNUM, 29),
            r.chars(HEX, 10),
            r.chars(ALNUM, 24)
        ),
        47 => format!(
            "{{\"id\": \"pi_3{}\", \"object\": \"payment_intent\", \"customer\": \"cus_{}\", \"latest_charge\": \"ch_3{}\", \"payment_method\": \"pm_1{}\"}}",
            r.chars(ALNUM, 23),
            r.chars(ALNUM, 14),
            r.chars(ALNUM, 23),
            r.chars(ALNUM, 23)
        ),
        48 => format!(
            "event_id=01J{} trace=01J{} status=processed",
            r.chars("0123456789ABCDEFGHJKMNPQRSTVWXYZ", 23),
            r.chars("0123456789ABCDEFGHJKMNPQRSTVWXYZ", 23)
        ),
        50 => {
            let mut s = String::from("-----BEGIN PGP SIGNATURE-----\n\n");
            for _ in 0..r.range(3, 8) {
                s += &r.chars(B64, 64);
                s.push('\n');
            }
            format!("gpgsig {}=\n -----END PGP SIGNATURE-----", (s + "=" + &r.chars(B64, 4)).replace('\n', "\n "))
        }
        51 => format!(
            "The authenticity of host 'git.example.com (10.0.0.{})' can't be established.\nED25519 key fingerprint is SHA256:{}.\n256 SHA256:{} deploy@ci (ED25519)",
            r.below(255),
            r.chars(B64, 43),
            r.chars(B64, 43)
        ),
        52 => format!(
            "/nix/store/{}-openssl-3.0.{}/lib/libssl.so.3",
            r.chars("0123456789abcdfghijklmnpqrsvwxyz", 32),
            r.below(20)
        ),
        53 => {
            let mut pem = String::from("-----BEGIN CERTIFICATE-----\n");
            for _ in 0..12 {
                pem += &r.chars(B64, 64);
                pem.push('\n');
            }
            pem += "-----END CERTIFICATE-----\n";
            format!(
                "clusters:\n- cluster:\n    certificate-authority-data: {}\n    server: https://10.0.0.1:6443\n  name: kind-dev",
                base64_encode(pem.as_bytes())
            )
        }
        54 => format!(
            "pinned: ipfs://bafybei{} and /ipfs/Qm{}",
            r.chars("abcdefghijklmnopqrstuvwxyz234567", 52),
            r.chars("123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz", 44)
        ),
        55 => {
            let map = format!(
                "{{\"version\":3,\"sources\":[\"src/app.ts\"],\"names\":[],\"mappings\":\"AAAA,SAAS,{};\"}}",
                r.chars("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz", 12)
            );
            format!(
                "console.log(\"ok\");\n//# sourceMappingURL=data:application/json;charset=utf-8;base64,{}",
                base64_encode(map.as_bytes())
            )
        }
        56 => format!(
            "!function(){{var {a}=document.querySelectorAll(\".js-{b}\"),{c}=function(e,t){{return e.getAttribute(\"data-\"+t)}};for(var n=0;n<{a}.length;n++){{{c}({a}[n],\"id\")}}}}();",
            a = r.chars("abcdefghijklmnopqrstuvwxyz", 1),
            b = r.chars("abcdefghijklmnopqrstuvwxyz", 6),
            c = r.chars("abcdefghijklmnopqrstuvwxyz", 1)
        ),
        57 => (*r.pick(&[
            "token: Optional[str] = None",
            "token: str = None",
            "api_key: str = Field(..., description=\"The provider key\")",
            "let password: String = String::new();",
            "const API_KEY: &str = env!(\"API_KEY\");",
            "let token: &str = &args[1];",
            "password = input(\"Password: \")",
            "SECRET_KEY = env(\"SECRET_KEY\")",
            "password: must be at least 8 characters",
            "password: \"$(vault read -field=password secret/db)\"",
            "password: !vault |",
            "api_key = os.getenv(\"API_KEY\")",
            "val apiKey: String = BuildConfig.API_KEY",
            "private readonly apiKey: string = config.get('apiKey');",
            "auth_token = request.headers.get(\"X-Auth-Token\")",
            "password = getpass.getpass()",
            "secret_key_base: <%= ENV[\"SECRET_KEY_BASE\"] %>",
            "cache: { bypass: true, compass: north, first_pass: 3 }",
            "auth: { user: process.env.SMTP_USER, pass: process.env.SMTP_PASS }",
            "ssl_passthrough = enabled\nbypass = on",
        ]))
        .to_owned(),
        58 => format!(
            "Send it with `curl https://api.telegram.org/bot<TOKEN>/getMe`; the reply is {{\"ok\":true,\"result\":{{\"id\":{},\"is_bot\":true,\"username\":\"acme_bot\"}}}}",
            r.chars(DIGITS, 10)
        ),
        59 => format!(
            "     Running tests/integration.rs (target/debug/deps/integration-{})\n<script src=\"/_next/static/chunks/pages/_app-{}.js\"></script>\n/root/.cache/huggingface/hub/models--bert-base-uncased/snapshots/{}/config.json",
            r.chars(HEX, 16),
            r.chars(HEX, 16),
            r.chars(HEX, 40)
        ),
        60 => format!(
            "tempfile: /var/folders/{}/{}0000gn/T/tmp{}",
            r.chars("abcdefghijklmnopqrstuvwxyz0123456789", 2),
            r.chars("abcdefghijklmnopqrstuvwxyz0123456789_", 24),
            r.chars("abcdefghijklmnopqrstuvwxyz0123456789", 8)
        ),
        61 => format!(
            "{{\"node_id\": \"PR_kwDO{}\", \"oauth_client\": \"{}-{}.apps.googleusercontent.com\", \"donate\": \"bc1q{}\"}}",
            r.chars(ALNUM, 20),
            r.chars(DIGITS, 12),
            r.chars("abcdefghijklmnopqrstuvwxyz0123456789", 32),
            r.chars("qpzry9x8gf2tvdw0s3jn54khce6mua7l", 38)
        ),
        49 => (*r.pick(&[
            "Your key sk-proj-****************************Qm7A was rotated.",
            "GITHUB_TOKEN=ghp_************************************",
            "aws_access_key_id = AKIA****************",
            "Card on file: sk_live_••••••••••••••••4242 (masked)",
            "\"api_key\": \"sk-...a1b2\"",
            "SLACK_BOT_TOKEN=xoxb-**********-**********-************",
            "token: XXXXXXXX-XXXX-XXXX-XXXX-XXXXXXXXXXXX",
            "password = \"<redacted>\"",
        ]))
        .to_owned(),
        _ => format!(
            "| Name | Status | Updated |\n|------|--------|---------|\n| api-{} | healthy | 2025-{:02}-{:02} |\n| worker | degraded | today |",
            r.below(9),
            r.range(1, 12),
            r.range(1, 28)
        ),
    }
}

/// A malformed receipt look-alike hiding a secret, in new shapes.
fn lookalike(r: &mut Rng, s: &str) -> String {
    let ok = cg::receipt(r);
    let ts = 1_700_000_000 + r.below(100_000_000);
    match r.below(5) {
        0 => format!("zc-receipt-{ts}-{s}"),
        1 => format!("zc-receipt-{ts}{s}"),
        2 => format!("{ok}-{s}"),
        3 => format!("zc-receipt-{ts}--{s}"),
        _ => format!("zc-receipt-0{ts}-{s}"),
    }
}

/// Every figure of the held-out run.
struct Figures {
    per: BTreeMap<&'static str, (usize, usize)>,
    gaps: Vec<(&'static str, usize, usize)>,
    stream_diffs: Vec<String>,
    misses: Vec<String>,
    altered: Vec<(String, String)>,
    clean: usize,
    lost: Vec<String>,
    receipts: usize,
    leaked: Vec<String>,
    lookalikes: usize,
}

fn measure() -> Figures {
    let filter = LeakFilter::new(LeakConfig::default()).unwrap();
    // `HELDOUT_SEED=<n>` draws another corpus from the same generator
    let seed = std::env::var("HELDOUT_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(0xA11C_E5ED_2025u64);
    let mut r = Rng::new(seed);
    let fams = families();
    let mut per = BTreeMap::new();
    let mut misses = Vec::new();
    let mut stream_diffs = Vec::new();
    for (family, make) in &fams {
        for _ in 0..PER_FAMILY {
            let s = make(&mut r);
            let text = embed(&mut r, &s.text);
            let out = filter.redact(&text).text;
            check_stream(&filter, &text, &out, &mut stream_diffs);
            let e: &mut (usize, usize) = per.entry(*family).or_default();
            e.1 += 1;
            if survives(&out, &s.body) {
                misses.push(format!("{family}: {text:?} -> {out:?}"));
            } else {
                e.0 += 1;
            }
        }
    }
    let mut gaps = Vec::new();
    for (label, make) in probes() {
        let mut caught = 0;
        for _ in 0..50 {
            let s = make(&mut r);
            let text = in_line(&mut r, &s.text);
            if !survives(&filter.redact(&text).text, &s.body) {
                caught += 1;
            }
        }
        gaps.push((label, caught, 50));
    }
    let mut altered = Vec::new();
    for _ in 0..CLEAN {
        let text = clean(&mut r);
        let out = filter.redact(&text).text;
        check_stream(&filter, &text, &out, &mut stream_diffs);
        if out != text {
            altered.push((text, out));
        }
    }
    let mut lost = Vec::new();
    for i in 0..RECEIPTS {
        let token = if i % 2 == 0 {
            cg::receipt(&mut r)
        } else {
            cg::tricky_receipt(&mut r)
        };
        let text = if i % 4 == 0 {
            let (s, _) = r.pick(&fams);
            let sec = s_text(&fams, &mut r, s);
            format!("{} {token}", embed(&mut r, &sec))
        } else {
            in_value(&mut r, &token)
        };
        let out = filter.redact(&text).text;
        if !out.contains(&token) {
            lost.push(format!("{text:?} -> {out:?}"));
        }
    }
    let mut leaked = Vec::new();
    let mut n = 0;
    while n < LOOKALIKES {
        let (_, make) = &fams[r.below(fams.len())];
        let s = make(&mut r);
        if !is_token(&s.text) || s.text != s.body {
            continue;
        }
        let look = lookalike(&mut r, &s.text);
        if Prefix::default().parse(&look).is_ok() {
            continue; // by chance a well-formed receipt
        }
        let text = in_value(&mut r, &look);
        let out = filter.redact(&text).text;
        if survives(&out, &s.body) {
            leaked.push(format!("{text:?} -> {out:?}"));
        }
        n += 1;
    }
    Figures {
        per,
        gaps,
        stream_diffs,
        misses,
        altered,
        clean: CLEAN,
        lost,
        receipts: RECEIPTS,
        leaked,
        lookalikes: LOOKALIKES,
    }
}

/// Streaming gives the batch output, whatever the delta size (a few sizes
/// per text, cycling through 1 to 23 bytes).
fn check_stream(filter: &LeakFilter, text: &str, batch: &str, diffs: &mut Vec<String>) {
    let step = 1 + text.len() % 23;
    let streamed = stream_all(filter.stream(), text, step);
    if streamed != batch {
        diffs.push(format!(
            "step {step}: {text:?}\n  batch  {batch:?}\n  stream {streamed:?}"
        ));
    }
}

/// The text of a fresh secret of `family`.
fn s_text(fams: &[(&'static str, Make)], r: &mut Rng, family: &str) -> String {
    let make = fams
        .iter()
        .find(|(f, _)| *f == family)
        .map(|(_, m)| *m)
        .unwrap_or(fams[0].1);
    make(r).text
}

#[test]
fn heldout_corpus_meets_targets() {
    let f = measure();
    println!("held-out family recall (caught / total):");
    let mut worst = 1.0f64;
    for (family, (caught, total)) in &f.per {
        let recall = *caught as f64 / *total as f64;
        worst = worst.min(recall);
        println!("  {family:32} {recall:.3} ({caught}/{total})");
    }
    println!("known-gap probes (caught / total, not asserted):");
    for (label, caught, total) in &f.gaps {
        println!("  {label:32} {caught}/{total}");
    }
    let alter_rate = f.altered.len() as f64 / f.clean as f64;
    println!("families: {}, worst recall {worst:.3}", f.per.len());
    println!(
        "clean altered: {alter_rate:.4} ({}/{})",
        f.altered.len(),
        f.clean
    );
    println!(
        "receipts preserved: {}/{}",
        f.receipts - f.lost.len(),
        f.receipts
    );
    println!(
        "look-alike secrets caught: {}/{}",
        f.lookalikes - f.leaked.len(),
        f.lookalikes
    );
    println!("stream != batch: {}", f.stream_diffs.len());
    for d in &f.stream_diffs {
        println!("STREAM {d}");
    }
    for m in &f.misses {
        println!("MISS {m}");
    }
    for (a, b) in &f.altered {
        println!("ALTERED {a:?}\n     -> {b:?}");
    }
    for l in &f.lost {
        println!("LOST {l}");
    }
    for l in &f.leaked {
        println!("LEAKED {l}");
    }
    assert!(f.per.len() >= 60, "{} families", f.per.len());
    assert!(
        f.stream_diffs.is_empty(),
        "{} held-out texts stream differently",
        f.stream_diffs.len()
    );
    if std::env::var_os("HELDOUT_REPORT_ONLY").is_some() {
        return;
    }
    assert!(worst >= 0.99, "worst held-out family recall {worst}");
    assert!(alter_rate <= 0.01, "held-out clean altered {alter_rate}");
    assert!(f.lost.is_empty(), "{} held-out receipts lost", f.lost.len());
    assert!(
        f.leaked.is_empty(),
        "{} held-out look-alike secrets leaked",
        f.leaked.len()
    );
}
