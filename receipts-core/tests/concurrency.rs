//! Several threads issuing on one channel scope.

use std::collections::HashSet;
use std::sync::Arc;

use receipts_core::{Args, Call, ChannelScopes, ScopeConfig};

#[test]
fn threads_share_one_channel_scope() {
    let channel = ChannelScopes::new(&ScopeConfig::new()).unwrap();
    let turn = channel.get().begin_turn();
    let threads = 4;
    let per_thread = 250;
    let handles: Vec<_> = (0..threads)
        .map(|t| {
            let turn = turn.clone();
            std::thread::spawn(move || {
                (0..per_thread)
                    .map(|i| {
                        let id = format!("call-{t}-{i}");
                        let args = format!("{{\"n\":{i}}}");
                        let result = format!("result {t} {i}");
                        let call = Call::raw("tool", args.as_bytes()).with_id(&id);
                        let r = turn.issue(&call, result.as_bytes()).unwrap();
                        // the same call recorded twice stays once
                        turn.collector().record(r.clone());
                        (r.token.to_string(), args, result)
                    })
                    .collect::<Vec<_>>()
            })
        })
        .collect();
    let issued: Vec<_> = handles
        .into_iter()
        .flat_map(|h| h.join().unwrap())
        .collect();
    assert_eq!(issued.len(), threads * per_thread);
    let scope = Arc::clone(channel.get());
    for (token, args, result) in &issued {
        scope
            .verify(
                token,
                "tool",
                &Args::raw(args.as_bytes()),
                result.as_bytes(),
            )
            .unwrap();
        assert!(scope.lookup(token).is_some());
    }
    let collected = turn.receipts();
    assert_eq!(collected.len(), issued.len());
    let unique: HashSet<_> = collected.iter().map(|r| r.token.to_string()).collect();
    assert_eq!(unique.len(), issued.len());
    let ids: HashSet<_> = collected
        .iter()
        .map(|r| r.call_id.clone().unwrap())
        .collect();
    assert_eq!(ids.len(), issued.len());
}
