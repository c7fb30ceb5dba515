//! The key table: one [`KeyDef`] per key, generated together with the
//! section structs by the `section!` macro from the same field list and doc
//! comments, so validation, environment overrides and the generated
//! reference all read the same source.

use crate::config::Config;
use crate::value::{Invalid, Raw, Rule};

/// One configuration key.
pub(crate) struct KeyDef {
    /// The dotted section path, for example `agent.tool_receipts`.
    pub(crate) section: &'static str,
    /// The key name inside its section.
    pub(crate) name: &'static str,
    /// The field's doc comment, one line per `///` line.
    pub(crate) doc: &'static str,
    /// Type and validation rule.
    pub(crate) rule: Rule,
    /// Read the field from a configuration.
    pub(crate) get: fn(&Config) -> Raw,
    /// Check `raw` against the rule and store it in the field.
    pub(crate) set: fn(&mut Config, &Raw, &Rule) -> Result<(), Invalid>,
}

impl KeyDef {
    /// The full dotted path, for example `agent.tool_receipts.backend`.
    pub(crate) fn path(&self) -> String {
        join_path(self.section, self.name)
    }

    /// The environment variable that overrides this key.
    pub(crate) fn env_var(&self) -> String {
        env_var_for(&self.path())
    }
}

/// `section.key`, with the key quoted as TOML does when it is not a bare
/// key (`agent.tool_receipts."ledger capacity"`).
pub(crate) fn join_path(section: &str, key: &str) -> String {
    let bare = !key.is_empty()
        && key
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'-');
    if bare {
        format!("{section}.{key}")
    } else {
        format!("{section}.{}", crate::value::quote(key))
    }
}

/// `RECEIPTS__` + the path in upper case with `.` written as `__`.
pub(crate) fn env_var_for(path: &str) -> String {
    format!(
        "{}{}",
        crate::env::ENV_PREFIX,
        path.to_ascii_uppercase().replace('.', "__")
    )
}

/// One table of keys.
pub(crate) struct SectionDef {
    /// The dotted path of the table.
    pub(crate) path: &'static str,
    /// The struct's doc comment.
    pub(crate) doc: &'static str,
    /// Its keys, in documentation order.
    pub(crate) keys: &'static [KeyDef],
}

impl SectionDef {
    /// Names of the tables nested directly in this one.
    pub(crate) fn child_tables(&self) -> impl Iterator<Item = &'static str> + '_ {
        SECTIONS.iter().filter_map(move |s| {
            s.path
                .strip_prefix(self.path)
                .and_then(|rest| rest.strip_prefix('.'))
                .filter(|rest| !rest.contains('.'))
        })
    }
}

/// Every section, parents before children, in documentation order.
pub(crate) static SECTIONS: [&SectionDef; 3] = [
    &crate::tool_receipts::ToolReceipts::SECTION,
    &crate::audit::Audit::SECTION,
    &crate::leak_detection::LeakDetection::SECTION,
];

/// Every key of every section.
pub(crate) fn all_keys() -> impl Iterator<Item = &'static KeyDef> {
    SECTIONS.iter().flat_map(|s| s.keys.iter())
}

/// Defines a section struct (public fields with their doc comments, serde
/// derives with `#[serde(default)]`, `Default`) and its [`SectionDef`].
///
/// `at "<path>" via get, get_mut` gives the section's dotted path and the
/// two functions that reach it from a [`Config`].
macro_rules! section {
    (
        $(#[doc = $sdoc:literal])*
        pub struct $name:ident at $path:literal via $get:ident, $get_mut:ident {
            $(
                $(#[doc = $doc:literal])*
                pub $field:ident : $ty:ty = $default:expr, $rule:expr;
            )*
            $(
                table $tfield:ident : $tty:ty, $tdoc:literal;
            )*
        }
    ) => {
        $(#[doc = $sdoc])*
        #[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
        #[serde(default)]
        #[non_exhaustive]
        pub struct $name {
            $(
                $(#[doc = $doc])*
                pub $field: $ty,
            )*
            $(
                #[doc = $tdoc]
                pub $tfield: $tty,
            )*
        }

        impl Default for $name {
            fn default() -> Self {
                $name {
                    $($field: $default,)*
                    $($tfield: <$tty>::default(),)*
                }
            }
        }

        impl $name {
            pub(crate) const SECTION: crate::keys::SectionDef = crate::keys::SectionDef {
                path: $path,
                doc: concat!($($sdoc, "\n",)*),
                keys: &[
                    $(
                        crate::keys::KeyDef {
                            section: $path,
                            name: stringify!($field),
                            doc: concat!($($doc, "\n",)*),
                            rule: $rule,
                            get: |c: &crate::config::Config| {
                                crate::value::ToRaw::to_raw(&$get(c).$field)
                            },
                            set: |c: &mut crate::config::Config,
                                  raw: &crate::value::Raw,
                                  rule: &crate::value::Rule| {
                                $get_mut(c).$field = crate::value::FromRaw::from_raw(raw, rule)?;
                                Ok(())
                            },
                        },
                    )*
                ],
            };
        }
    };
}

pub(crate) use section;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paths_are_unique_and_children_known() {
        let mut paths: Vec<String> = all_keys().map(KeyDef::path).collect();
        let n = paths.len();
        paths.sort();
        paths.dedup();
        assert_eq!(paths.len(), n);
        let children: Vec<&str> = SECTIONS[0].child_tables().collect();
        assert_eq!(children, ["audit"]);
        assert_eq!(SECTIONS[1].child_tables().count(), 0);
    }

    #[test]
    fn every_key_is_documented() {
        for k in all_keys() {
            assert!(!k.doc.trim().is_empty(), "{}", k.path());
        }
        for s in SECTIONS {
            assert!(!s.doc.trim().is_empty(), "{}", s.path);
        }
    }

    #[test]
    fn env_vars_follow_the_path() {
        let k = all_keys().find(|k| k.name == "on_suspicious").unwrap();
        assert_eq!(
            k.env_var(),
            "RECEIPTS__AGENT__TOOL_RECEIPTS__AUDIT__ON_SUSPICIOUS"
        );
    }
}
