//! Known-answer vectors of format v1, from `vectors/v1.json` (written by the
//! independent Python implementation `vectors/reference.py`).

use receipts_core::{Args, BackendFactory, Message, Prefix, ScopeConfig, ScopeKey};
use serde_json::Value;

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

fn unhex(s: &str) -> Vec<u8> {
    (0..s.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(&s[i..i + 2], 16).unwrap())
        .collect()
}

#[test]
fn known_answer_vectors() {
    let data: Value = serde_json::from_str(include_str!("vectors/v1.json")).unwrap();
    let mut checked = 0;
    for v in data["vectors"].as_array().unwrap() {
        let name = v["name"].as_str().unwrap();
        let algorithm = v["algorithm"].as_str().unwrap();
        let Some(factory) = BackendFactory::by_name(algorithm) else {
            assert_eq!(algorithm, "blake3", "{name}");
            continue; // blake3 feature off
        };
        let prefix = Prefix::new(v["prefix"].as_str().unwrap()).unwrap();
        let scope = ScopeConfig::new()
            .backend(factory)
            .prefix(prefix)
            .build_with_key(ScopeKey::from_hex(v["key_hex"].as_str().unwrap()).unwrap());
        let args = match (&v["args"]["json"], &v["args"]["raw_hex"]) {
            (Value::Null, Value::String(h)) => Args::Raw(unhex(h).into()),
            (j, _) => Args::Json(std::borrow::Cow::Owned(j.clone())),
        };
        let tool = v["tool"].as_str().unwrap();
        let result = v["result"].as_str().unwrap().as_bytes();
        let ts = v["ts"].as_u64().unwrap();
        let signed = args.signed_bytes().unwrap();
        assert_eq!(
            hex(&signed),
            v["args_signed_hex"].as_str().unwrap(),
            "{name}"
        );
        let msg = Message {
            tool,
            args: &signed,
            result,
            ts,
        };
        assert_eq!(
            hex(&msg.to_bytes(algorithm)),
            v["message_hex"].as_str().unwrap(),
            "{name}"
        );
        let token = scope.mint(tool, &args, result, ts).unwrap();
        assert_eq!(token.as_str(), v["token"].as_str().unwrap(), "{name}");
        assert!(
            scope.verify(token.as_str(), tool, &args, result).is_ok(),
            "{name}"
        );
        checked += 1;
    }
    let expected = if cfg!(feature = "blake3") { 12 } else { 6 };
    assert_eq!(checked, expected);
}
