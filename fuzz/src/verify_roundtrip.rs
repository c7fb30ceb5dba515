//! `verify_roundtrip`: issue a receipt, verify it, change one bit of
//! anything it covers, verify again.

use arbitrary::{Arbitrary, Result, Unstructured};
use receipts_core::{
    Args, BackendFactory, Call, FoundKind, Prefix, ScopeConfig, ScopeKey, Tag, split_trailer,
    with_trailer,
};

/// A `verify_roundtrip` case (derived [`Arbitrary`]; its `Debug` is the
/// case as Rust values).
///
/// Properties: issuing succeeds; the token parses under the scope's prefix
/// and the parse gives the same token; it verifies, is found in the
/// ledger, and minting again gives the same token; JSON arguments verify
/// as their canonical bytes given raw; the trailer splits back into the
/// result and the token, and scanning the trailed text finds the token
/// last; after flipping the chosen bit (of the tool name, the signed
/// argument bytes, the result, the timestamp, the tag, the token text or
/// the key) verification fails.
#[derive(Debug, Clone, PartialEq, Eq, Arbitrary)]
pub struct VerifyCase {
    /// Keyed BLAKE3 instead of HMAC-SHA256.
    pub blake3: bool,
    /// The scope key.
    pub key: [u8; 32],
    /// The token prefix.
    pub prefix: PrefixChoice,
    /// The tool name.
    pub tool: String,
    /// The arguments.
    pub args: ArgsCase,
    /// The result bytes.
    pub result: Vec<u8>,
    /// The timestamp.
    pub ts: u64,
    /// The change that must break verification.
    pub flip: Flip,
}

/// Token prefixes a case can use.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Arbitrary)]
pub enum PrefixChoice {
    /// `zc-receipt`.
    Default,
    /// `r`.
    Short,
    /// `acme-prod-2`.
    Custom,
}

/// The arguments of a case.
#[derive(Debug, Clone, PartialEq, Eq, Arbitrary)]
pub enum ArgsCase {
    /// No arguments.
    None,
    /// Raw argument bytes.
    Raw(Vec<u8>),
    /// JSON arguments, as JSON text (generated valid; see [`JsonText`]).
    Json(JsonText),
}

/// Valid JSON text generated from the fuzzer's bytes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct JsonText(pub String);

impl<'a> Arbitrary<'a> for JsonText {
    fn arbitrary(u: &mut Unstructured<'a>) -> Result<Self> {
        Ok(JsonText(json_value(u, 0)?.to_string()))
    }
}

pub(crate) fn json_value(u: &mut Unstructured<'_>, depth: u32) -> Result<serde_json::Value> {
    use serde_json::Value;
    let pick = if depth >= 4 {
        u.int_in_range(0..=5)?
    } else {
        u.int_in_range(0..=7)?
    };
    Ok(match pick {
        0 => Value::Null,
        1 => Value::Bool(u.arbitrary()?),
        2 => Value::from(u.arbitrary::<i64>()?),
        3 => Value::from(u.arbitrary::<u64>()?),
        4 => serde_json::Number::from_f64(u.arbitrary::<f64>()?).map_or(Value::Null, Value::Number),
        5 => Value::String(u.arbitrary()?),
        6 => {
            let n = u.int_in_range(0..=4)?;
            Value::Array(
                (0..n)
                    .map(|_| json_value(u, depth + 1))
                    .collect::<Result<_>>()?,
            )
        }
        _ => {
            let n = u.int_in_range(0..=4)?;
            let mut map = serde_json::Map::new();
            for _ in 0..n {
                map.insert(u.arbitrary()?, json_value(u, depth + 1)?);
            }
            Value::Object(map)
        }
    })
}

/// Which bit to flip after verifying.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Arbitrary)]
pub struct Flip {
    /// What to change.
    pub part: Part,
    /// Which bit of it (taken modulo its size in bits).
    pub bit: u32,
}

/// A part of what a receipt covers.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Arbitrary)]
pub enum Part {
    /// The tool name's bytes.
    Tool,
    /// The signed argument bytes.
    Args,
    /// The result bytes.
    Result,
    /// The timestamp.
    Ts,
    /// The tag.
    Tag,
    /// The token text.
    TokenText,
    /// The scope key.
    Key,
}

fn flip_bit(bytes: &[u8], bit: u32) -> Vec<u8> {
    let mut v = bytes.to_vec();
    if v.is_empty() {
        v.push(1 << (bit % 8));
    } else {
        let i = bit as usize % (v.len() * 8);
        v[i / 8] ^= 1 << (i % 8);
    }
    v
}

impl VerifyCase {
    fn factory(&self) -> BackendFactory {
        if self.blake3 {
            BackendFactory::blake3()
        } else {
            BackendFactory::hmac_sha256()
        }
    }

    fn prefix(&self) -> Prefix {
        let p = match self.prefix {
            PrefixChoice::Default => receipts_core::DEFAULT_PREFIX,
            PrefixChoice::Short => "r",
            PrefixChoice::Custom => "acme-prod-2",
        };
        Prefix::new(p).unwrap_or_default()
    }

    /// Check the properties; panics when one fails.
    pub fn check(&self) {
        let config = ScopeConfig::new()
            .backend(self.factory())
            .prefix(self.prefix());
        let scope = config.build_with_key(ScopeKey::from_bytes(self.key));
        let json;
        let args = match &self.args {
            ArgsCase::None => Args::none(),
            ArgsCase::Raw(b) => Args::raw(b),
            ArgsCase::Json(JsonText(text)) => match serde_json::from_str(text) {
                Ok(v) => {
                    json = v;
                    Args::json(&json)
                }
                // generated JSON that does not read back (a float at the
                // edge of the range): not this target's concern
                Err(_) => return,
            },
        };
        let call = Call {
            tool: &self.tool,
            call_id: None,
            args: args.clone(),
        };
        let receipt = match scope.issue_at(&call, &self.result, self.ts) {
            Ok(r) => r,
            Err(e) => panic!("issuing failed: {e}"),
        };
        let token = receipt.token.clone();
        let text = token.as_str();

        // issue -> verify
        let parsed = scope.prefix().parse(text);
        assert_eq!(
            parsed.as_ref().ok(),
            Some(&token),
            "issued token does not parse"
        );
        assert_eq!(token.ts(), self.ts);
        assert!(
            scope.verify(text, &self.tool, &args, &self.result).is_ok(),
            "issued token does not verify"
        );
        assert!(
            scope
                .verify_token(&token, &self.tool, &args, &self.result)
                .is_ok()
        );
        let found = scope.lookup(text).map(|r| r.tool.to_string());
        assert_eq!(
            found.as_deref(),
            Some(self.tool.as_str()),
            "issued receipt not in the ledger"
        );
        let again = scope.mint(&self.tool, &args, &self.result, self.ts).ok();
        assert_eq!(again.as_ref(), Some(&token), "minting is not deterministic");
        let signed = match args.signed_bytes() {
            Ok(s) => s.into_owned(),
            Err(e) => panic!("signed bytes failed after issuing: {e}"),
        };
        assert!(
            scope
                .verify(text, &self.tool, &Args::raw(&signed), &self.result)
                .is_ok(),
            "arguments do not verify as their signed bytes"
        );

        // trailer round trip
        if let Ok(result) = std::str::from_utf8(&self.result) {
            let trailed = with_trailer(result, &token);
            assert_eq!(
                split_trailer(&trailed),
                Some((result, text)),
                "trailer does not split back"
            );
            let last = scope.prefix().scan(&trailed).last();
            let at = trailed.len() - 1 - text.len();
            assert_eq!(
                last.map(|f| (f.span, matches!(f.kind, FoundKind::Token(_)))),
                Some((at..trailed.len() - 1, true)),
                "scanner does not find the trailer's token"
            );
        }

        // flip -> fails
        let bit = self.flip.bit;
        let fails = match self.flip.part {
            Part::Tool => {
                let changed =
                    String::from_utf8_lossy(&flip_bit(self.tool.as_bytes(), bit)).into_owned();
                if changed == self.tool {
                    return;
                }
                scope.verify(text, &changed, &args, &self.result).is_err()
            }
            Part::Args => {
                let changed = flip_bit(&signed, bit);
                scope
                    .verify(text, &self.tool, &Args::raw(&changed), &self.result)
                    .is_err()
            }
            Part::Result => {
                let changed = flip_bit(&self.result, bit);
                scope.verify(text, &self.tool, &args, &changed).is_err()
            }
            Part::Ts => {
                let other = scope
                    .prefix()
                    .token(self.ts ^ (1 << (bit % 64)), *token.tag());
                scope
                    .verify_token(&other, &self.tool, &args, &self.result)
                    .is_err()
            }
            Part::Tag => {
                let mut tag = *token.tag().as_bytes();
                let i = bit as usize % 256;
                tag[i / 8] ^= 1 << (i % 8);
                let other = scope.prefix().token(self.ts, Tag::from_bytes(tag));
                scope
                    .verify_token(&other, &self.tool, &args, &self.result)
                    .is_err()
            }
            Part::TokenText => match String::from_utf8(flip_bit(text.as_bytes(), bit)) {
                Ok(changed) => scope
                    .verify(&changed, &self.tool, &args, &self.result)
                    .is_err(),
                Err(_) => return,
            },
            Part::Key => {
                let mut key = self.key;
                let i = bit as usize % 256;
                key[i / 8] ^= 1 << (i % 8);
                let other = config.build_with_key(ScopeKey::from_bytes(key));
                other.verify(text, &self.tool, &args, &self.result).is_err()
                    && other.lookup(text).is_none()
            }
        };
        assert!(
            fails,
            "verification still succeeds after flipping bit {bit} of {:?}",
            self.flip.part
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_part() {
        for (i, part) in [
            Part::Tool,
            Part::Args,
            Part::Result,
            Part::Ts,
            Part::Tag,
            Part::TokenText,
            Part::Key,
        ]
        .into_iter()
        .enumerate()
        {
            VerifyCase {
                blake3: i % 2 == 0,
                key: [i as u8; 32],
                prefix: PrefixChoice::Short,
                tool: "shell".into(),
                args: ArgsCase::Json(JsonText(r#"{"b":[1.5,null],"a":"é"}"#.into())),
                result: b"Linux".to_vec(),
                ts: 1_774_608_496,
                flip: Flip { part, bit: 77 },
            }
            .check();
        }
    }
}
