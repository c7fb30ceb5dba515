//! Property tests of the format and the scope.

use std::sync::OnceLock;

use proptest::prelude::*;
use receipts_core::{Args, Call, FoundKind, Prefix, Scope, Tag, Token};

fn scope() -> &'static Scope {
    static S: OnceLock<Scope> = OnceLock::new();
    S.get_or_init(|| Scope::new().unwrap())
}

fn args_strategy() -> impl Strategy<Value = (bool, Vec<u8>)> {
    prop_oneof![
        proptest::collection::vec(any::<u8>(), 0..40).prop_map(|b| (false, b)),
        proptest::collection::btree_map("[a-z]{1,4}", -1000i64..1000, 0..5)
            .prop_map(|m| { (true, serde_json::to_vec(&m).unwrap()) }),
    ]
}

fn parse_args((json, bytes): &(bool, Vec<u8>)) -> Args<'static> {
    if *json {
        Args::parse_json(std::str::from_utf8(bytes).unwrap()).unwrap()
    } else {
        Args::Raw(bytes.clone().into())
    }
}

proptest! {
    #[test]
    fn issue_parse_verify_round_trip(
        tool in any::<String>(),
        args in args_strategy(),
        result in proptest::collection::vec(any::<u8>(), 0..300),
        ts in any::<u64>(),
    ) {
        let a = parse_args(&args);
        let s = scope();
        let r = s.issue_at(&Call { tool: &tool, call_id: None, args: a.clone() }, &result, ts).unwrap();
        let parsed = s.prefix().parse(r.token.as_str()).unwrap();
        prop_assert_eq!(&parsed, &r.token);
        prop_assert_eq!(parsed.ts(), ts);
        prop_assert!(s.verify(r.token.as_str(), &tool, &a, &result).is_ok());
        prop_assert!(s.lookup(r.token.as_str()).is_some());
    }

    #[test]
    fn any_change_fails_verification(
        tool in "[a-z_]{1,12}",
        args in args_strategy(),
        result in proptest::collection::vec(any::<u8>(), 1..200),
        ts in 0u64..u64::MAX,
        which in 0usize..5,
        pos in any::<prop::sample::Index>(),
        bit in 0u8..8,
    ) {
        let a = parse_args(&args);
        let s = scope();
        let token = s.mint(&tool, &a, &result, ts).unwrap();
        let (mut t2, mut a2, mut r2, mut ts2, mut tok2) =
            (tool.clone(), args.clone(), result.clone(), ts, token.clone());
        match which {
            0 => t2.push('x'),
            1 => { a2 = (false, { let mut b = a.signed_bytes().unwrap().into_owned(); b.push(b' '); b }) }
            2 => { let i = pos.index(r2.len()); r2[i] ^= 1 << bit; }
            3 => ts2 = ts + 1,
            _ => {
                let mut tag = *token.tag().as_bytes();
                tag[pos.index(32)] ^= 1 << bit;
                tok2 = s.prefix().token(ts, Tag::from_bytes(tag));
            }
        }
        if which == 3 {
            // a token claiming another timestamp with the same digest
            let forged = format!("{}-{}-{}", s.prefix(), ts2, token.digest());
            prop_assert!(s.verify(&forged, &tool, &a, &result).is_err());
        } else {
            let a2 = parse_args(&a2);
            prop_assert!(s.verify(tok2.as_str(), &t2, &a2, &r2).is_err());
        }
    }

    #[test]
    fn permuted_json_keys_give_same_receipt(
        entries in proptest::collection::btree_map("[a-zA-Z0-9]{1,6}", any::<i32>(), 1..8),
        spaces in any::<bool>(),
        seed in any::<u64>(),
    ) {
        let mut items: Vec<_> = entries.iter().collect();
        // a deterministic shuffle by the seed
        let n = items.len();
        let mut x = seed | 1;
        for i in (1..n).rev() {
            x ^= x << 13; x ^= x >> 7; x ^= x << 17;
            items.swap(i, (x % (i as u64 + 1)) as usize);
        }
        let sep = if spaces { ", " } else { "," };
        let text = format!("{{{}}}", items.iter().map(|(k, v)| format!("\"{k}\":{}{v}", if spaces {" "} else {""})).collect::<Vec<_>>().join(sep));
        let canonical = serde_json::to_string(&entries).unwrap();
        let s = scope();
        let a = s.mint("t", &Args::parse_json(&text).unwrap(), b"r", 7).unwrap();
        let b = s.mint("t", &Args::parse_json(&canonical).unwrap(), b"r", 7).unwrap();
        prop_assert_eq!(a, b);
    }

    #[test]
    fn scanner_finds_exactly_the_inserted_tokens(
        pieces in proptest::collection::vec(any::<String>(), 1..8),
        tags in proptest::collection::vec((any::<[u8; 32]>(), any::<u64>()), 0..7),
    ) {
        let joined: String = pieces.concat();
        prop_assume!(!joined.contains("zc-receipt"));
        let p = Prefix::default();
        let tokens: Vec<Token> = tags.iter().map(|(t, ts)| p.token(*ts, Tag::from_bytes(*t))).collect();
        let mut text = String::new();
        let mut spans = Vec::new();
        for (i, piece) in pieces.iter().enumerate() {
            text.push_str(piece);
            if let Some(t) = tokens.get(i) {
                text.push(' ');
                spans.push(text.len()..text.len() + t.as_str().len());
                text.push_str(t.as_str());
                text.push(' ');
            }
        }
        let found: Vec<_> = p.scan(&text).collect();
        let inserted = tokens.len().min(pieces.len());
        prop_assert_eq!(found.len(), inserted);
        for (f, (span, t)) in found.iter().zip(spans.iter().zip(&tokens)) {
            prop_assert_eq!(&f.span, span);
            prop_assert_eq!(&f.kind, &FoundKind::Token(t.clone()));
        }
    }

    #[test]
    fn parser_and_scanner_never_panic(s in any::<String>(), bytes in proptest::collection::vec(any::<u8>(), 0..100)) {
        let p = Prefix::default();
        let _ = p.parse(&s);
        let lossy = String::from_utf8_lossy(&bytes);
        for text in [s.as_str(), &lossy, &format!("zc-receipt-{s}"), &format!("zc-receipt-1-{s}")] {
            let mut last = 0;
            for f in p.scan(text) {
                prop_assert!(text.is_char_boundary(f.span.start) && text.is_char_boundary(f.span.end));
                prop_assert!(f.span.start >= last && f.span.end > f.span.start);
                last = f.span.end;
                if let FoundKind::Token(t) = &f.kind {
                    prop_assert_eq!(&text[f.span.clone()], t.as_str());
                    prop_assert_eq!(&p.parse(t.as_str()).unwrap(), t);
                }
            }
            // the span-only scan agrees with the full one
            let full: Vec<_> = p
                .scan(text)
                .map(|f| match f.kind {
                    FoundKind::Token(_) => (f.span, None),
                    FoundKind::Malformed(e) => (f.span, Some(e)),
                })
                .collect();
            let spans: Vec<_> = p.scan_spans(text).collect();
            prop_assert_eq!(spans, full);
        }
    }
}
