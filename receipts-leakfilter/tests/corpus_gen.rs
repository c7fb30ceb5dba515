//! Deterministic, seeded generator of the labelled corpus: secrets built
//! from public token formats (random bodies, never real credentials), clean
//! text agents print, receipts (including ones whose digest holds
//! credential-shaped runs) and malformed receipt look-alikes hiding
//! secrets.

use receipts_core::{DIGEST_LAST_CHARS, Prefix, Tag};

/// splitmix64: small, seeded, reproducible everywhere.
pub(crate) struct Rng(u64);

impl Rng {
    pub(crate) fn new(seed: u64) -> Self {
        Rng(seed)
    }
    pub(crate) fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
    pub(crate) fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
    pub(crate) fn range(&mut self, lo: usize, hi: usize) -> usize {
        lo + self.below(hi - lo + 1)
    }
    pub(crate) fn pick<'a, T>(&mut self, xs: &'a [T]) -> &'a T {
        &xs[self.below(xs.len())]
    }
    pub(crate) fn chars(&mut self, set: &str, n: usize) -> String {
        let b = set.as_bytes();
        (0..n).map(|_| b[self.below(b.len())] as char).collect()
    }
}

pub(crate) const ALNUM: &str = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
pub(crate) const URLSAFE: &str = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
pub(crate) const B64: &str = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
pub(crate) const HEX: &str = "0123456789abcdef";
pub(crate) const UPPER_NUM: &str = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
pub(crate) const DIGITS: &str = "0123456789";
/// Words for passphrases (diceware style), none of them a function word.
const PASSPHRASE: &[&str] = &[
    "correct", "horse", "battery", "staple", "lantern", "quiet", "ocean", "marble", "violet",
    "tundra", "copper", "falcon", "meadow", "ember", "glacier", "harbor", "juniper", "kettle",
];

const PW: &str = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789!#%^*+-_=~";

/// A secret sample: the text to embed and the body that must not survive.
pub(crate) struct Secret {
    pub(crate) text: String,
    pub(crate) body: String,
}

pub(crate) fn plain(text: String) -> Secret {
    Secret {
        body: text.clone(),
        text,
    }
}

fn base64_of(r: &mut Rng, bytes: usize) -> String {
    let n = bytes.div_ceil(3) * 4;
    r.chars(B64, n)
}

fn pem(r: &mut Rng, label: &str, lines: usize, escaped: bool) -> Secret {
    let nl = if escaped { "\\n" } else { "\n" };
    let mut body = String::new();
    let mut text = format!("-----BEGIN {label}-----{nl}");
    for i in 0..lines {
        let line = r.chars(B64, if i + 1 == lines { 40 } else { 64 });
        body.push_str(&line);
        text.push_str(&line);
        text.push_str(nl);
    }
    text.push_str(&format!("-----END {label}-----"));
    Secret { text, body }
}

type Make = fn(&mut Rng) -> Secret;

/// Every secret family: (rule id expected, generator).
pub(crate) fn families() -> Vec<(&'static str, Make)> {
    vec![
        ("anthropic-api-key", |r| {
            plain(format!("sk-ant-api03-{}AA", r.chars(URLSAFE, 93)))
        }),
        ("openai-project-key", |r| {
            let n = r.range(48, 156);
            plain(format!("sk-proj-{}", r.chars(URLSAFE, n)))
        }),
        ("openai-service-account-key", |r| {
            plain(format!("sk-svcacct-{}", r.chars(URLSAFE, 120)))
        }),
        ("openai-admin-key", |r| {
            plain(format!("sk-admin-{}", r.chars(URLSAFE, 100)))
        }),
        ("openai-legacy-key", |r| {
            plain(format!(
                "sk-{}T3BlbkFJ{}",
                r.chars(ALNUM, 20),
                r.chars(ALNUM, 20)
            ))
        }),
        ("google-api-key", |r| {
            plain(format!("AIza{}", r.chars(URLSAFE, 35)))
        }),
        ("google-oauth-client-secret", |r| {
            plain(format!("GOCSPX-{}", r.chars(URLSAFE, 28)))
        }),
        ("google-oauth-access-token", |r| {
            plain(format!("ya29.{}", r.chars(URLSAFE, 150)))
        }),
        ("huggingface-token", |r| {
            plain(format!("hf_{}", r.chars(ALNUM, 34)))
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
            plain(format!("lsv2_pt_{}_{}", r.chars(HEX, 32), r.chars(HEX, 10)))
        }),
        ("tavily-api-key", |r| {
            plain(format!("tvly-dev-{}", r.chars(ALNUM, 32)))
        }),
        ("github-pat", |r| {
            plain(format!("ghp_{}", r.chars(ALNUM, 36)))
        }),
        ("github-oauth-token", |r| {
            plain(format!("gho_{}", r.chars(ALNUM, 36)))
        }),
        ("github-user-token", |r| {
            plain(format!("ghu_{}", r.chars(ALNUM, 36)))
        }),
        ("github-app-token", |r| {
            plain(format!("ghs_{}", r.chars(ALNUM, 36)))
        }),
        ("github-refresh-token", |r| {
            plain(format!("ghr_{}", r.chars(ALNUM, 76)))
        }),
        ("github-fine-grained-pat", |r| {
            plain(format!(
                "github_pat_{}_{}",
                r.chars(ALNUM, 22),
                r.chars(ALNUM, 59)
            ))
        }),
        ("gitlab-pat", |r| {
            plain(format!("glpat-{}", r.chars(URLSAFE, 20)))
        }),
        ("npm-token", |r| {
            plain(format!("npm_{}", r.chars(ALNUM, 36)))
        }),
        ("pypi-token", |r| {
            plain(format!("pypi-AgEIcHlwaS5vcmc{}", r.chars(URLSAFE, 70)))
        }),
        ("dockerhub-pat", |r| {
            plain(format!("dckr_pat_{}", r.chars(URLSAFE, 27)))
        }),
        ("slack-token", |r| {
            let kind = *r.pick(&["xoxb", "xoxp", "xoxa", "xoxs"]);
            plain(format!(
                "{kind}-{}-{}-{}",
                r.chars(DIGITS, 12),
                r.chars(DIGITS, 13),
                r.chars(ALNUM, 24)
            ))
        }),
        ("slack-webhook-url", |r| {
            let body = format!(
                "T{}/B{}/{}",
                r.chars(UPPER_NUM, 10),
                r.chars(UPPER_NUM, 10),
                r.chars(ALNUM, 24)
            );
            Secret {
                text: format!("https://hooks.slack.com/services/{body}"),
                body,
            }
        }),
        ("telegram-bot-token", |r| {
            plain(format!(
                "{}:AA{}",
                r.chars(DIGITS, 10),
                r.chars(URLSAFE, 33)
            ))
        }),
        ("discord-bot-token", |r| {
            let first = *r.pick(&["M", "N", "O"]);
            let n = r.range(23, 25);
            plain(format!(
                "{first}{}.{}.{}",
                r.chars(URLSAFE, n),
                r.chars(URLSAFE, 6),
                r.chars(URLSAFE, 38)
            ))
        }),
        ("discord-webhook-url", |r| {
            let body = r.chars(URLSAFE, 68);
            Secret {
                text: format!(
                    "https://discord.com/api/webhooks/{}/{body}",
                    r.chars(DIGITS, 18)
                ),
                body,
            }
        }),
        ("aws-access-key-id", |r| {
            let p = *r.pick(&["AKIA", "ASIA", "ABIA", "ACCA"]);
            plain(format!("{p}{}", r.chars(UPPER_NUM, 16)))
        }),
        ("aws-secret-access-key", |r| {
            let body = r.chars(B64, 40);
            Secret {
                text: format!("aws_secret_access_key = {body}"),
                body,
            }
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
            let body = r.chars(B64, 86);
            Secret {
                text: format!(
                    "DefaultEndpointsProtocol=https;AccountName=acct{};AccountKey={body}==;EndpointSuffix=core.windows.net",
                    r.chars(DIGITS, 4)
                ),
                body,
            }
        }),
        ("gcp-service-account-key", |r| {
            let key = pem(r, "PRIVATE KEY", 26, true);
            Secret {
                text: format!(
                    "{{\"type\": \"service_account\", \"project_id\": \"demo-{}\", \"private_key_id\": \"{}\", \"private_key\": \"{}\\n\", \"client_email\": \"bot@demo.iam.gserviceaccount.com\"}}",
                    r.chars(DIGITS, 5),
                    r.chars(HEX, 40),
                    key.text
                ),
                body: key.body,
            }
        }),
        ("stripe-secret-key", |r| {
            let n = r.range(24, 99);
            plain(format!("sk_live_{}", r.chars(ALNUM, n)))
        }),
        ("stripe-restricted-key", |r| {
            plain(format!("rk_live_{}", r.chars(ALNUM, 99)))
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
            plain(format!("shpat_{}", r.chars(HEX, 32)))
        }),
        ("digitalocean-token", |r| {
            plain(format!("dop_v1_{}", r.chars(HEX, 64)))
        }),
        ("heroku-api-key", |r| {
            plain(format!("HRKU-AA{}", r.chars(URLSAFE, 58)))
        }),
        ("vault-token", |r| {
            plain(format!("hvs.{}", r.chars(URLSAFE, 91)))
        }),
        ("terraform-cloud-token", |r| {
            plain(format!(
                "{}.atlasv1.{}",
                r.chars(ALNUM, 14),
                r.chars(ALNUM, 67)
            ))
        }),
        ("databricks-token", |r| {
            plain(format!("dapi{}", r.chars(HEX, 32)))
        }),
        ("doppler-token", |r| {
            plain(format!("dp.pt.{}", r.chars(ALNUM, 43)))
        }),
        ("grafana-token", |r| {
            plain(format!("glc_{}", r.chars(ALNUM, 80)))
        }),
        ("linear-api-key", |r| {
            plain(format!("lin_api_{}", r.chars(ALNUM, 40)))
        }),
        ("notion-token", |r| {
            plain(format!("ntn_{}{}", r.chars(DIGITS, 11), r.chars(ALNUM, 35)))
        }),
        ("postman-api-key", |r| {
            plain(format!("PMAK-{}-{}", r.chars(HEX, 24), r.chars(HEX, 34)))
        }),
        ("atlassian-api-token", |r| {
            plain(format!("ATATT3{}", r.chars(URLSAFE, 186)))
        }),
        ("sentry-token", |r| {
            plain(format!("sntryu_{}", r.chars(HEX, 64)))
        }),
        ("supabase-token", |r| {
            plain(format!("sbp_{}", r.chars(HEX, 40)))
        }),
        ("cloudflare-api-token", |r| {
            let body = r.chars(URLSAFE, 40);
            Secret {
                text: format!("CLOUDFLARE_API_TOKEN={body}"),
                body,
            }
        }),
        ("twilio-api-key", |r| {
            plain(format!("SK{}", r.chars(HEX, 32)))
        }),
        ("twilio-auth-token", |r| {
            let body = r.chars(HEX, 32);
            Secret {
                text: format!("TWILIO_AUTH_TOKEN: \"{body}\""),
                body,
            }
        }),
        ("mailgun-api-key", |r| {
            plain(format!("key-{}", r.chars(ALNUM, 32)))
        }),
        ("age-secret-key", |r| {
            plain(format!(
                "AGE-SECRET-KEY-1{}",
                r.chars("QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L", 58)
            ))
        }),
        ("jwt", |r| {
            let n = r.range(40, 120);
            plain(format!(
                "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJ{}.{}",
                r.chars(URLSAFE, n),
                r.chars(URLSAFE, 43)
            ))
        }),
        ("private-key", |r| {
            let label = *r.pick(&[
                "RSA PRIVATE KEY",
                "PRIVATE KEY",
                "EC PRIVATE KEY",
                "OPENSSH PRIVATE KEY",
                "ENCRYPTED PRIVATE KEY",
                "PGP PRIVATE KEY BLOCK",
            ]);
            let lines = r.range(4, 60);
            pem(r, label, lines, false)
        }),
        ("putty-private-key", |r| {
            let body = r.chars(B64, 44);
            Secret {
                text: format!(
                    "PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none\nComment: eddsa-key-2024\nPublic-Lines: 2\nAAAAC3NzaC1lZDI1NTE5AAAAI{}\n{}\nPrivate-Lines: 1\n{body}\nPrivate-MAC: {}",
                    r.chars(B64, 39),
                    r.chars(B64, 20),
                    r.chars(HEX, 64)
                ),
                body,
            }
        }),
        ("url-credentials", |r| {
            let scheme = *r.pick(&[
                "postgres",
                "mysql",
                "redis",
                "amqp",
                "https",
                "ftp",
                "mongodb+srv",
                "smtp",
            ]);
            let body = r.chars(PW, 18);
            Secret {
                text: format!("{scheme}://admin:{body}@db{}.internal:5432/app", r.below(9)),
                body,
            }
        }),
        ("authorization-header", |r| {
            let body = r.chars(URLSAFE, 40);
            Secret {
                text: format!("Authorization: Bearer {body}"),
                body,
            }
        }),
        ("authorization-header-basic", |r| {
            let body = base64_of(r, 24);
            Secret {
                text: format!("-H 'Authorization: Basic {body}'"),
                body,
            }
        }),
        ("secret-assignment", |r| {
            let n = r.range(14, 28);
            let v = r.chars(PW, n);
            let (text, v) = match r.below(9) {
                0 => (format!("DB_PASSWORD={v}"), v),
                1 => (format!("export API_KEY=\"{v}\""), v),
                2 => (format!("password: {v}"), v),
                3 => (format!("client_secret = \"{v}\""), v),
                4 => (
                    format!("{{\"username\": \"svc\", \"password\": \"{v}\"}}"),
                    v,
                ),
                5 => (format!("MYSQL_PASS={v}"), v),
                6 => {
                    // JSON inside a JSON string
                    let v = r.chars(ALNUM, n);
                    (
                        format!("{{\"config\": \"{{\\\"db_password\\\": \\\"{v}\\\"}}\"}}"),
                        v,
                    )
                }
                7 => {
                    // a passphrase of four words
                    let words: Vec<&str> = (0..4).map(|_| *r.pick(PASSPHRASE)).collect();
                    let v = words.join(" ");
                    (format!("\"passphrase\": \"{v}\""), v)
                }
                _ => (format!("auth_token: '{v}'"), v),
            };
            Secret { text, body: v }
        }),
        ("high-entropy", |r| {
            let n = r.range(32, 48);
            plain(r.chars(ALNUM, n))
        }),
    ]
}

/// Put a sample into a random agent-style context.
pub(crate) fn embed(r: &mut Rng, s: &str) -> String {
    match r.below(8) {
        0 => format!("Here is the value you asked for: {s}\nLet me know if it works."),
        1 => format!(
            "2024-05-0{}T12:{:02}:07Z INFO config loaded {s} (took 12ms)",
            r.range(1, 9),
            r.below(60)
        ),
        2 => format!(
            "{{\"id\": {}, \"value\": \"{s}\", \"ok\": true}}",
            r.below(1000)
        ),
        3 => format!("```\n{s}\n```"),
        4 => format!("- found `{s}` in .env"),
        5 => s.to_owned(),
        6 => format!("I ran the command and the output was:\n\n{s}\n\nThat should be enough."),
        _ => format!("config = {{ value = '{s}' }}"),
    }
}

fn sentence(r: &mut Rng) -> String {
    const W: &[&str] = &[
        "the",
        "build",
        "passed",
        "after",
        "updating",
        "dependencies",
        "and",
        "I",
        "checked",
        "logs",
        "for",
        "errors",
        "function",
        "returns",
        "value",
        "from",
        "cache",
        "request",
        "token",
        "count",
        "was",
        "limit",
        "password",
        "reset",
        "flow",
        "secret",
        "manager",
        "stores",
        "keys",
        "rotation",
        "policy",
        "deploy",
        "succeeded",
        "in",
        "region",
        "with",
    ];
    let n = r.range(6, 16);
    let mut s: Vec<&str> = (0..n).map(|_| *r.pick(W)).collect();
    s[0] = "The";
    format!("{}.", s.join(" "))
}

/// Clean text agents print all the time.
pub(crate) fn clean(r: &mut Rng) -> String {
    match r.below(25) {
        0 => sentence(r),
        1 => format!("{} {}", sentence(r), sentence(r)),
        2 => format!(
            "{{\"id\": \"{}-{}-4{}-a{}-{}\", \"status\": \"ok\", \"count\": {}}}",
            r.chars(HEX, 8), r.chars(HEX, 4), r.chars(HEX, 3), r.chars(HEX, 3), r.chars(HEX, 12), r.below(500)
        ),
        3 => format!("commit {}\nAuthor: Dev <dev@example.com>", r.chars(HEX, 40)),
        4 => format!("sha256:{}", r.chars(HEX, 64)),
        5 => format!(
            "<script src=\"https://cdn.example.com/lib.js\" integrity=\"sha384-{}\" crossorigin=\"anonymous\"></script>",
            r.chars(B64, 64)
        ),
        6 => format!("![img](data:image/png;base64,iVBORw0KGgo{}==)", r.chars(B64, 300)),
        7 => format!("ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{} user@host", r.chars(B64, 43)),
        8 => format!("ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABAQ{} deploy@ci", r.chars(B64, 330)),
        9 => {
            let mut s = String::from("-----BEGIN CERTIFICATE-----\n");
            for _ in 0..r.range(5, 20) {
                s += &r.chars(B64, 64);
                s.push('\n');
            }
            s + "-----END CERTIFICATE-----"
        }
        10 => {
            let mut s = String::from("-----BEGIN PUBLIC KEY-----\n");
            for _ in 0..6 {
                s += &r.chars(B64, 64);
                s.push('\n');
            }
            s + "-----END PUBLIC KEY-----"
        }
        11 => format!("const stripe = Stripe('pk_live_{}');", r.chars(ALNUM, 99)),
        12 => format!(
            "Edited /home/dev/projects/{}/src/components/UserProfileCard.tsx and /usr/local/lib/python3.11/site-packages/requests/adapters.py",
            *r.pick(&["webapp", "api-server", "mono_repo"])
        ),
        13 => format!(
            "See https://github.com/example-org/{}/blob/{}/src/lib.rs#L{} and https://docs.rs/regex/latest/regex/struct.Regex.html",
            *r.pick(&["tokio", "serde", "leakfilter"]), r.chars(HEX, 40), r.below(900)
        ),
        14 => "Set `OPENAI_API_KEY=<YOUR_API_KEY>` in your shell, e.g. `export OPENAI_API_KEY=sk-...`.".to_owned(),
        15 => "Use the documented example key AKIAIOSFODNN7EXAMPLE with secret wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY.".to_owned(),
        16 => format!(
            "fn getUserAccountSettingsById(id: u64) -> Result<AccountSettings, DatabaseConnectionError> {{ let max_retry_count_for_requests = {}; }}",
            r.below(10)
        ),
        17 => format!(
            "[{}] GET /api/v1/users/{}/preferences 200 {}ms request_id={}",
            r.below(99999), r.below(100000), r.below(900), r.chars(HEX, 32)
        ),
        18 => "password: ${DB_PASSWORD}\ntoken: {{ secrets.GITHUB_TOKEN }}\napi_key: <your api key here>\nsecret: null".to_owned(),
        19 => format!(
            "let token = get_token();\nlet password = config.password.clone();\nlet api_key = std::env::var(\"API_KEY\")?; // {}",
            sentence(r)
        ),
        20 => format!(
            "docker pull ghcr.io/example/app@sha256:{}\nimage id: {}",
            r.chars(HEX, 64), r.chars(HEX, 12)
        ),
        21 => format!(
            "The content field is base64: \"{}\" (decoded it says hello)",
            base64_text(r)
        ),
        22 => format!("npm ERR! code E404 for package @scope/my-long-package-name-{}", r.below(100)),
        23 => (*r.pick(&[
            "{\"password\": {\"type\": \"string\", \"description\": \"The user's password, at least 12 characters.\"}}",
            "token: \"Paste the token from the settings page\"",
            "\"api_key\": \"stored in the vault as prod/api\"",
            "secret = \"see the deployment guide for the value\"",
        ]))
        .to_owned(),
        _ => format!(
            "visit https://example.com/download/{}/installer_v{}.{}.exe?ref=docs&utm_source=newsletter",
            r.chars(ALNUM, 24), r.below(9), r.below(30)
        ),
    }
}

fn base64_text(r: &mut Rng) -> String {
    let text = format!("{} {}\n", sentence(r), sentence(r));
    base64_encode(text.as_bytes())
}

/// Standard base64 with `=` padding.
pub(crate) fn base64_encode(b: &[u8]) -> String {
    let mut out = String::new();
    for c in b.chunks(3) {
        let n = (u32::from(c[0]) << 16)
            | (u32::from(*c.get(1).unwrap_or(&0)) << 8)
            | u32::from(*c.get(2).unwrap_or(&0));
        let idx = [(n >> 18) & 63, (n >> 12) & 63, (n >> 6) & 63, n & 63];
        for (i, &x) in idx.iter().enumerate() {
            if i <= c.len() {
                out.push(B64.as_bytes()[x as usize] as char);
            } else {
                out.push('=');
            }
        }
    }
    out
}

/// A well-formed receipt with a random digest.
pub(crate) fn receipt(r: &mut Rng) -> String {
    let mut tag = [0u8; 32];
    for chunk in tag.chunks_mut(8) {
        chunk.copy_from_slice(&r.next().to_le_bytes());
    }
    Prefix::default()
        .token(
            1_700_000_000 + r.below(100_000_000) as u64,
            Tag::from_bytes(tag),
        )
        .to_string()
}

/// A well-formed receipt whose digest holds a credential-shaped run.
pub(crate) fn tricky_receipt(r: &mut Rng) -> String {
    let last = r.chars(DIGEST_LAST_CHARS, 1);
    let digest = match r.below(6) {
        0 => format!(
            "AKIA{}{}{last}",
            r.chars(UPPER_NUM, 16),
            r.chars(URLSAFE, 22)
        ),
        1 => format!("AIza{}{}{last}", r.chars(URLSAFE, 35), r.chars(URLSAFE, 3)),
        2 => format!("ghp_{}{}{last}", r.chars(ALNUM, 36), r.chars(ALNUM, 2)),
        3 => format!("{}{}", r.chars(HEX, 42), r.chars("048c", 1)),
        4 => format!("xoxb-{}{last}", r.chars(ALNUM, 37)),
        _ => format!("sk_live_{}{last}", r.chars(ALNUM, 34)),
    };
    let t = format!(
        "zc-receipt-{}-{digest}",
        1_700_000_000 + r.below(100_000_000)
    );
    assert!(Prefix::default().parse(&t).is_ok(), "{t}");
    t
}

/// A malformed receipt look-alike hiding a secret: returns (text, body).
pub(crate) fn lookalike(r: &mut Rng, secret: &Secret) -> (String, String) {
    let ok = receipt(r);
    let text = match r.below(3) {
        0 => format!("zc-receipt-1-{}", secret.text),
        1 => format!("{ok}{}", secret.text),
        _ => format!("zc-receipt-01-{}", secret.text),
    };
    (text, secret.body.clone())
}
