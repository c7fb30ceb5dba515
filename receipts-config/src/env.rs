//! Environment overrides: `RECEIPTS__AGENT__TOOL_RECEIPTS__ENABLED=true`.

use std::collections::BTreeMap;

use toml::de::DeValue;

use crate::config::{Config, Origins};
use crate::error::{Location, Problem, ProblemKind};
use crate::keys::{KeyDef, all_keys};
use crate::suggest::closest_long;
use crate::value::{Raw, Ty};

/// The prefix of every override variable. A key's variable is this prefix
/// followed by the key path in upper case with each `.` written as `__`:
/// `agent.tool_receipts.audit.max_retries` is overridden by
/// `RECEIPTS__AGENT__TOOL_RECEIPTS__AUDIT__MAX_RETRIES`.
///
/// Values are written as in a shell: booleans `true` or `false` (any
/// case), integers and numbers in decimal, strings as they are (no
/// quotes), and arrays as a TOML array, such as `["a", "b"]`. Other
/// variables are ignored; an unknown variable with this prefix is an
/// error.
pub const ENV_PREFIX: &str = "RECEIPTS__";

/// This process's variables with the prefix; a value that is not Unicode
/// is `None` (reported, not skipped). Never panics, unlike
/// `std::env::vars`.
pub(crate) fn process_env() -> impl Iterator<Item = (String, Option<String>)> {
    std::env::vars_os().filter_map(|(k, v)| {
        // a name that is not Unicode but starts with the prefix stays in,
        // lossily converted, and is reported as unknown
        let k = k.to_string_lossy().into_owned();
        k.starts_with(ENV_PREFIX).then(|| (k, v.into_string().ok()))
    })
}

/// Apply every variable with [`ENV_PREFIX`] to `cfg`, in name order (the
/// last value of a repeated name wins), recording origins and problems.
pub(crate) fn apply(
    cfg: &mut Config,
    env: impl Iterator<Item = (String, Option<String>)>,
    origins: &mut Origins,
    problems: &mut Vec<Problem>,
) {
    let vars: BTreeMap<String, Option<String>> =
        env.filter(|(k, _)| k.starts_with(ENV_PREFIX)).collect();
    if vars.is_empty() {
        return;
    }
    let keys: Vec<(String, &KeyDef)> = all_keys().map(|k| (k.env_var(), k)).collect();
    for (var, value) in vars {
        let location = Location::Env { var: var.clone() };
        let Some((_, def)) = keys.iter().find(|(name, _)| *name == var) else {
            let tail = var.strip_prefix(ENV_PREFIX).unwrap_or(&var);
            let names = keys
                .iter()
                .map(|(n, _)| n.strip_prefix(ENV_PREFIX).unwrap_or(n));
            let guessed = guess_path(&var);
            let table = crate::keys::SECTIONS.iter().find(|s| s.path == guessed);
            let message = match (table, closest_long(tail, names)) {
                (Some(t), _) => format!(
                    "names the table [{}]; override one of its keys, such as {}",
                    t.path,
                    t.keys.first().map_or_else(String::new, KeyDef::env_var)
                ),
                (None, Some(best)) => {
                    format!("unknown variable; did you mean {ENV_PREFIX}{best}?")
                }
                (None, None) => String::from("unknown variable; no receipts key has this name"),
            };
            problems.push(Problem::new(
                guessed,
                location,
                ProblemKind::UnknownKey,
                message,
            ));
            continue;
        };
        let path = def.path();
        let Some(value) = value else {
            problems.push(Problem::new(
                path,
                location,
                ProblemKind::InvalidValue,
                "value is not valid Unicode",
            ));
            continue;
        };
        let result = parse(&value, def.rule.ty()).and_then(|raw| {
            (def.set)(cfg, &raw, &def.rule).map_err(|e| (e.kind, e.message, e.item))
        });
        match result {
            Ok(()) => {
                origins.insert(path, location);
            }
            Err((kind, message, item)) => {
                let path = match item {
                    Some(i) => format!("{path}[{i}]"),
                    None => path,
                };
                problems.push(Problem::new(path, location, kind, message));
            }
        }
    }
}

type Failure = (ProblemKind, String, Option<usize>);

/// Parse an environment value as a raw value of type `ty`.
fn parse(value: &str, ty: Ty) -> Result<Raw, Failure> {
    let shown = crate::value::quote(value);
    let wrong = |what: &str| {
        (
            ProblemKind::WrongType,
            format!("expected {what}, found {shown}"),
            None,
        )
    };
    let t = value.trim();
    match ty {
        Ty::Bool if t.eq_ignore_ascii_case("true") => Ok(Raw::Bool(true)),
        Ty::Bool if t.eq_ignore_ascii_case("false") => Ok(Raw::Bool(false)),
        Ty::Bool => Err(wrong("true or false")),
        Ty::Int => t
            .parse::<i128>()
            .map(Raw::Int)
            .map_err(|_| wrong("an integer")),
        Ty::Float => t
            .parse::<f64>()
            .map(Raw::Float)
            .map_err(|_| wrong("a number")),
        Ty::Str => Ok(Raw::Str(value.to_owned())),
        Ty::List => {
            let want = "a TOML array of strings such as [\"a\", \"b\"]";
            let Ok(parsed) = DeValue::parse(t) else {
                return Err(wrong(want));
            };
            let DeValue::Array(items) = parsed.get_ref() else {
                return Err(wrong(want));
            };
            let mut out = Vec::with_capacity(items.len());
            for (i, item) in items.iter().enumerate() {
                match item.get_ref() {
                    DeValue::String(s) => out.push(s.to_string()),
                    _ => {
                        return Err((
                            ProblemKind::WrongType,
                            String::from("expected a string"),
                            Some(i),
                        ));
                    }
                }
            }
            Ok(Raw::List(out))
        }
    }
}

/// A dotted lower-case path for an unknown variable, for the message.
fn guess_path(var: &str) -> String {
    var.strip_prefix(ENV_PREFIX)
        .unwrap_or(var)
        .to_ascii_lowercase()
        .replace("__", ".")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_parse_by_type() {
        assert_eq!(parse(" TRUE ", Ty::Bool), Ok(Raw::Bool(true)));
        assert!(parse("yes", Ty::Bool).is_err());
        assert_eq!(parse("42", Ty::Int), Ok(Raw::Int(42)));
        assert!(parse("4x", Ty::Int).is_err());
        assert_eq!(parse("0.25", Ty::Float), Ok(Raw::Float(0.25)));
        assert_eq!(parse(" a b ", Ty::Str), Ok(Raw::Str(" a b ".into())));
        assert_eq!(
            parse(r#"["a", "b,c"]"#, Ty::List),
            Ok(Raw::List(vec!["a".into(), "b,c".into()]))
        );
        assert_eq!(parse("[]", Ty::List), Ok(Raw::List(vec![])));
        assert!(parse("a,b", Ty::List).is_err());
        assert_eq!(parse("[1]", Ty::List).unwrap_err().2, Some(0));
    }

    #[test]
    fn unknown_variables_get_a_path() {
        assert_eq!(
            guess_path("RECEIPTS__AGENT__TOOL_RECEIPTS__ENABLD"),
            "agent.tool_receipts.enabld"
        );
    }
}
