//! `config_parse`: arbitrary text as a configuration file.

use arbitrary::{Arbitrary, Result, Unstructured};
use receipts_config::Config;

/// A `config_parse` case: the input bytes as text (invalid UTF-8
/// replaced by U+FFFD).
///
/// Properties: loading never panics and an error has a message; an
/// accepted configuration validates, serializes to TOML (compact and
/// pretty) and loads back equal, also inside an application file with
/// other tables, and builds its pipeline.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ConfigCase {
    /// The TOML text.
    pub toml: String,
}

impl<'a> Arbitrary<'a> for ConfigCase {
    fn arbitrary(u: &mut Unstructured<'a>) -> Result<Self> {
        let data = u.bytes(u.len())?;
        Ok(ConfigCase {
            toml: String::from_utf8_lossy(data).into_owned(),
        })
    }
}

impl ConfigCase {
    /// Check the properties; panics when one fails.
    pub fn check(&self) {
        let cfg = match Config::from_toml_str(&self.toml) {
            Ok(cfg) => cfg,
            Err(e) => {
                assert!(!e.to_string().is_empty(), "empty error message");
                return;
            }
        };
        if let Err(e) = cfg.validate() {
            panic!("accepted configuration does not validate: {e}");
        }
        for pretty in [false, true] {
            let text = if pretty {
                toml::to_string_pretty(&cfg)
            } else {
                toml::to_string(&cfg)
            };
            let text = match text {
                Ok(t) => t,
                Err(e) => panic!("accepted configuration does not serialize: {e}"),
            };
            match Config::from_toml_str(&text) {
                Ok(back) => assert_eq!(back, cfg, "round trip changed the configuration:\n{text}"),
                Err(e) => panic!("serialized configuration is rejected: {e}\n{text}"),
            }
            let embedded = format!("[server]\nport = 8080\n\n{text}");
            match Config::from_toml_str(&embedded) {
                Ok(back) => assert_eq!(back, cfg, "round trip inside an application file"),
                Err(e) => panic!("embedded configuration is rejected: {e}\n{embedded}"),
            }
        }
        if let Err(e) = cfg.build() {
            panic!("accepted configuration does not build: {e}");
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn samples() {
        for toml in [
            "",
            "[agent.tool_receipts]\nenabled = true\nscope = \"turn\"\n",
            "[agent.tool_receipts]\nenabeld = true\n",
            "[security.leak_detection]\nsensitivity = nan\n",
            "x = [",
        ] {
            ConfigCase { toml: toml.into() }.check();
        }
    }
}
