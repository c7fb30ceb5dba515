//! The serde types inside an integrator's own config struct.

use receipts_config::{Config, LeakDetection, ToolReceipts};
use serde::Deserialize;

#[derive(Deserialize)]
struct MyAgent {
    model: String,
    #[serde(default)]
    tool_receipts: ToolReceipts,
}

#[derive(Deserialize)]
struct MySecurity {
    #[serde(default)]
    leak_detection: LeakDetection,
}

#[derive(Deserialize)]
struct MyApp {
    agent: MyAgent,
    security: MySecurity,
}

const FILE: &str = r#"
[agent]
model = "m"
[agent.tool_receipts]
enabled = true
render = "telegram-html"
[agent.tool_receipts.audit]
on_suspicious = "retry"
[security]
[security.leak_detection]
receipts = "verified_only"
"#;

#[test]
fn sections_embed_in_the_integrators_own_tables() {
    let app: MyApp = toml::from_str(FILE).unwrap();
    assert_eq!(app.agent.model, "m");
    let cfg = Config {
        agent: receipts_config::Agent {
            tool_receipts: app.agent.tool_receipts,
        },
        security: receipts_config::Security {
            leak_detection: app.security.leak_detection,
        },
    };
    cfg.validate().unwrap();
    assert_eq!(cfg, Config::from_toml_str(FILE).unwrap());
}

#[derive(Deserialize)]
struct Flat {
    port: u16,
    #[serde(flatten)]
    receipts: Config,
}

#[test]
fn config_flattens_into_a_root_struct() {
    let text = "port = 80\n[agent.tool_receipts]\nenabled = true\nscope = \"turn\"\n";
    let flat: Flat = toml::from_str(text).unwrap();
    assert_eq!(flat.port, 80);
    assert_eq!(flat.receipts, Config::from_toml_str(text).unwrap());
}

#[test]
fn section_types_flatten_too() {
    #[derive(Deserialize)]
    struct Mine {
        name: String,
        #[serde(flatten)]
        receipts: ToolReceipts,
    }
    let m: Mine = toml::from_str("name = \"x\"\nenabled = true\nprefix = \"acme\"\n").unwrap();
    assert_eq!(m.name, "x");
    assert!(m.receipts.enabled);
    assert_eq!(m.receipts.prefix, "acme");
}

#[test]
fn validate_catches_what_serde_let_through() {
    let mut app: MyApp = toml::from_str(FILE).unwrap();
    app.agent.tool_receipts.enabled = false;
    let cfg = Config {
        agent: receipts_config::Agent {
            tool_receipts: app.agent.tool_receipts,
        },
        security: receipts_config::Security {
            leak_detection: app.security.leak_detection,
        },
    };
    assert_eq!(
        cfg.validate().unwrap_err().to_string(),
        "security.leak_detection.receipts: \"verified_only\" needs agent.tool_receipts.enabled = true; \
         enable receipts or use \"well_formed\""
    );
}
