//! [`Config`]: both sections as they sit in a whole application file, and
//! loading it (file, then environment, then validation).

use std::collections::HashMap;

use serde::{Deserialize, Serialize};

use crate::contradictions::CROSS_RULES;
use crate::error::{Error, ErrorKind, Location, Problem};
use crate::keys::all_keys;
use crate::leak_detection::LeakDetection;
use crate::tool_receipts::ToolReceipts;

/// The receipts configuration as it sits in an application's TOML file:
/// `[agent.tool_receipts]` (with `[agent.tool_receipts.audit]`) and
/// `[security.leak_detection]`. Every other table and key of the file is
/// ignored.
///
/// Deserialize it yourself with serde (for example `#[serde(flatten)]` in
/// your root struct, or embed [`ToolReceipts`] and [`LeakDetection`] in your
/// own `agent` and `security` structs), then call [`Config::validate`]; or
/// let [`Config::from_toml_str`] parse and validate with file positions.
/// Serde alone does not reject unknown keys (that would break
/// `#[serde(flatten)]`); the `from_toml_str*` functions do.
///
/// The section structs are `#[non_exhaustive]` so that keys can be added:
/// build them in code from `Default::default()` and assign fields.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Config {
    /// The `[agent]` table's receipts part.
    pub agent: Agent,
    /// The `[security]` table's receipts part.
    pub security: Security,
}

/// The receipts part of an application's `[agent]` table.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Agent {
    /// `[agent.tool_receipts]`.
    pub tool_receipts: ToolReceipts,
}

/// The receipts part of an application's `[security]` table.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Security {
    /// `[security.leak_detection]`.
    pub leak_detection: LeakDetection,
}

/// Where each key's value came from, by full path.
pub(crate) type Origins = HashMap<String, Location>;

impl Config {
    /// Parse and validate the receipts sections of a whole application
    /// configuration file. Other tables are ignored; missing keys take
    /// their defaults.
    ///
    /// ```
    /// let cfg = receipts_config::Config::from_toml_str(r#"
    /// [server]
    /// port = 8080
    ///
    /// [agent.tool_receipts]
    /// enabled = true
    /// backend = "sha1"
    /// "#);
    /// assert_eq!(
    ///     cfg.unwrap_err().to_string(),
    ///     r#"agent.tool_receipts.backend at line 7, column 11: unknown backend "sha1"; expected "hmac-sha256" or "blake3""#,
    /// );
    /// ```
    ///
    /// # Errors
    /// [`ErrorKind::Syntax`] for text that is not TOML;
    /// [`ErrorKind::Invalid`] listing every unknown key (with the closest
    /// valid one), wrongly typed, out-of-range or invalid value and
    /// contradiction, each with its key path, line and column.
    pub fn from_toml_str(src: &str) -> Result<Config, Error> {
        Self::load(src, std::iter::empty())
    }

    /// Like [`Config::from_toml_str`], then apply environment overrides
    /// from `env` (pairs of variable name and value; see
    /// [`ENV_PREFIX`](crate::ENV_PREFIX) for the naming), then validate the
    /// result.
    ///
    /// ```
    /// let env = [("RECEIPTS__AGENT__TOOL_RECEIPTS__ENABLED", "true"), ("PATH", "/bin")];
    /// let cfg = receipts_config::Config::from_toml_str_with_env("", env)?;
    /// assert!(cfg.agent.tool_receipts.enabled);
    /// # Ok::<(), receipts_config::Error>(())
    /// ```
    ///
    /// # Errors
    /// As [`Config::from_toml_str`]; problems from the environment name the
    /// variable instead of a line and column, and an unknown `RECEIPTS__`
    /// variable is an error with the closest valid name.
    pub fn from_toml_str_with_env<I, K, V>(src: &str, env: I) -> Result<Config, Error>
    where
        I: IntoIterator<Item = (K, V)>,
        K: AsRef<str>,
        V: AsRef<str>,
    {
        Self::load(
            src,
            env.into_iter()
                .map(|(k, v)| (k.as_ref().to_owned(), Some(v.as_ref().to_owned()))),
        )
    }

    /// Like [`Config::from_toml_str_with_env`] with this process's
    /// environment (read with `std::env::vars_os`, so a variable that is
    /// not valid Unicode never panics). Such variables are skipped, unless
    /// their name starts with `RECEIPTS__`: then they are an error.
    ///
    /// # Errors
    /// As [`Config::from_toml_str_with_env`].
    pub fn from_toml_str_with_process_env(src: &str) -> Result<Config, Error> {
        Self::load(src, crate::env::process_env())
    }

    /// Apply environment overrides to a configuration built in code or
    /// deserialized by the integrator, then validate it. On error `self`
    /// is left unchanged.
    ///
    /// ```
    /// let mut cfg = receipts_config::Config::default();
    /// cfg.apply_env([("RECEIPTS__SECURITY__LEAK_DETECTION__SENSITIVITY", "0.8")])?;
    /// assert_eq!(cfg.security.leak_detection.sensitivity, 0.8);
    /// assert!(cfg.apply_env([("RECEIPTS__SECURITY__LEAK_DETECTION__SENSITIVITY", "2")]).is_err());
    /// # Ok::<(), receipts_config::Error>(())
    /// ```
    ///
    /// # Errors
    /// [`ErrorKind::Invalid`] as for [`Config::validate`], plus problems
    /// of the environment values.
    pub fn apply_env<I, K, V>(&mut self, env: I) -> Result<(), Error>
    where
        I: IntoIterator<Item = (K, V)>,
        K: AsRef<str>,
        V: AsRef<str>,
    {
        let mut next = self.clone();
        let mut origins = Origins::new();
        let mut problems = Vec::new();
        // values set in code are checked like file values, without positions
        next.check_keys(&mut problems);
        crate::env::apply(
            &mut next,
            env.into_iter()
                .map(|(k, v)| (k.as_ref().to_owned(), Some(v.as_ref().to_owned()))),
            &mut origins,
            &mut problems,
        );
        finish(next, &origins, problems).map(|c| *self = c)
    }

    /// Validate a configuration built in code or deserialized by the
    /// integrator: the same value rules and contradiction rules as the
    /// file loaders, without file positions.
    ///
    /// # Errors
    /// [`ErrorKind::Invalid`] listing every problem.
    pub fn validate(&self) -> Result<(), Error> {
        let mut problems = Vec::new();
        self.check_keys(&mut problems);
        finish(self.clone(), &Origins::new(), problems).map(|_| ())
    }

    fn check_keys(&self, problems: &mut Vec<Problem>) {
        let mut scratch = self.clone();
        for key in all_keys() {
            let raw = (key.get)(self);
            if let Err(e) = (key.set)(&mut scratch, &raw, &key.rule) {
                let path = match e.item {
                    Some(i) => format!("{}[{i}]", key.path()),
                    None => key.path(),
                };
                problems.push(Problem::new(path, Location::Unknown, e.kind, e.message));
            }
        }
    }

    fn load<I>(src: &str, env: I) -> Result<Config, Error>
    where
        I: Iterator<Item = (String, Option<String>)>,
    {
        let mut cfg = Config::default();
        let mut origins = Origins::new();
        let mut problems = Vec::new();
        crate::source::apply(src, &mut cfg, &mut origins, &mut problems)?;
        crate::env::apply(&mut cfg, env, &mut origins, &mut problems);
        finish(cfg, &origins, problems)
    }
}

/// Run the rules across keys (only when every key is valid on its own, so
/// they see real values), then report.
fn finish(cfg: Config, origins: &Origins, mut problems: Vec<Problem>) -> Result<Config, Error> {
    if problems.is_empty() {
        for rule in CROSS_RULES {
            if let Some(message) = (rule.check)(&cfg) {
                let location = origins.get(rule.key).cloned().unwrap_or(Location::Unknown);
                problems.push(Problem::new(
                    rule.key,
                    location,
                    crate::error::ProblemKind::Contradiction,
                    message,
                ));
            }
        }
    }
    if problems.is_empty() {
        Ok(cfg)
    } else {
        Err(Error::new(ErrorKind::Invalid(problems)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::keys::KeyDef;
    use crate::value::{Raw, Rule, float_text, toml_literal};

    /// A valid value for `key` that differs from its default.
    fn other_value(key: &KeyDef) -> Raw {
        let default = (key.get)(&Config::default());
        match (&key.rule, default) {
            (Rule::Bool, Raw::Bool(b)) => Raw::Bool(!b),
            (Rule::Int { min, max }, Raw::Int(d)) => Raw::Int(if d == *max { *min } else { *max }),
            (Rule::Float { min, max }, Raw::Float(d)) => {
                Raw::Float(if d == *max { *min } else { *max })
            }
            (Rule::Choice { names, .. }, Raw::Str(d)) => {
                Raw::Str(names.iter().find(|n| **n != d).unwrap().to_string())
            }
            (Rule::Prefix, _) => Raw::Str("acme-r".into()),
            (Rule::Text { .. }, _) => Raw::Str("[not verified]".into()),
            (Rule::List { .. }, _) => Raw::List(vec!["x-y".into(), "z.1".into()]),
            (rule, d) => panic!("no alternative for {rule:?} / {d:?}"),
        }
    }

    fn env_text(raw: &Raw) -> String {
        match raw {
            Raw::Str(s) => s.clone(),
            Raw::Float(f) => float_text(*f),
            other => toml_literal(other),
        }
    }

    /// Receipts on, so that `verified_only` is allowed.
    fn base(key: &KeyDef) -> (String, Config) {
        let mut cfg = Config::default();
        cfg.agent.tool_receipts.enabled = true;
        let file = if key.path() == "agent.tool_receipts.enabled" {
            String::new()
        } else {
            String::from("agent.tool_receipts.enabled = true\n")
        };
        (file, cfg)
    }

    #[test]
    fn every_key_round_trips_through_file_env_and_serde() {
        for key in all_keys() {
            let value = other_value(key);
            let (mut file, mut expected) = base(key);
            (key.set)(&mut expected, &value, &key.rule).unwrap();

            // the file: the dotted key at the root, so every section is reached
            file.push_str(&format!("{} = {}\n", key.path(), toml_literal(&value)));
            let parsed = Config::from_toml_str(&file)
                .unwrap_or_else(|e| panic!("{}: {e}\n{file}", key.path()));
            assert_eq!(parsed, expected, "{}", key.path());
            assert_eq!((key.get)(&parsed), value, "{}", key.path());

            // the environment
            let mut env = vec![(key.env_var(), env_text(&value))];
            if key.path() != "agent.tool_receipts.enabled" {
                env.push((
                    "RECEIPTS__AGENT__TOOL_RECEIPTS__ENABLED".into(),
                    "true".into(),
                ));
            }
            let from_env = Config::from_toml_str_with_env("", env)
                .unwrap_or_else(|e| panic!("{}: {e}", key.path()));
            assert_eq!(from_env, expected, "{}", key.path());

            // serde: serialize and load again
            let text = toml::to_string(&expected).unwrap();
            assert_eq!(Config::from_toml_str(&text).unwrap(), expected, "{text}");
        }
    }

    #[test]
    fn validate_checks_values_set_in_code() {
        let mut cfg = Config::default();
        cfg.agent.tool_receipts.prefix = String::from("no spaces allowed");
        cfg.security.leak_detection.sensitivity = f64::NAN;
        cfg.security.leak_detection.disabled_rules = vec!["ok".into(), "not ok".into()];
        let e = cfg.validate().unwrap_err();
        let paths: Vec<&str> = e.problems().iter().map(Problem::path).collect();
        assert_eq!(
            paths,
            [
                "agent.tool_receipts.prefix",
                "security.leak_detection.sensitivity",
                "security.leak_detection.disabled_rules[1]"
            ]
        );
        assert!(
            e.problems()
                .iter()
                .all(|p| *p.location() == Location::Unknown)
        );
    }
}
