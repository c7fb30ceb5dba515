//! Receipt scopes: one key, one backend, one ledger; and the turns that
//! collect receipts inside a scope.

use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{SystemTime, UNIX_EPOCH};

use crate::args::Args;
use crate::backend::{BackendFactory, MacBackend};
use crate::collector::Collector;
use crate::error::{Error, ErrorKind, VerifyError};
use crate::events::{FailureKind, ToolEvent};
use crate::key::ScopeKey;
use crate::ledger::{DEFAULT_LEDGER_CAPACITY, Ledger};
use crate::message::Message;
use crate::provenance::Provenance;
use crate::receipt::Receipt;
use crate::token::{Prefix, Token};
use crate::trailer::append_trailer;

type ClockFn = dyn Fn() -> SystemTime + Send + Sync;

/// Epoch seconds of a [`SystemTime`].
///
/// # Errors
/// [`ErrorKind::ClockBeforeEpoch`] for a time before 1970; never a silent 0.
pub fn epoch_seconds(t: SystemTime) -> Result<u64, Error> {
    t.duration_since(UNIX_EPOCH)
        .map(|d| d.as_secs())
        .map_err(|_| Error::new(ErrorKind::ClockBeforeEpoch))
}

/// The settings a scope is built from. Holds no key, so it can be cloned
/// and kept by a provider that makes a fresh scope per turn.
#[derive(Clone)]
pub struct ScopeConfig {
    backend: BackendFactory,
    prefix: Prefix,
    ledger_capacity: usize,
    clock: Arc<ClockFn>,
}

impl Default for ScopeConfig {
    fn default() -> Self {
        ScopeConfig {
            backend: BackendFactory::default(),
            prefix: Prefix::default(),
            ledger_capacity: DEFAULT_LEDGER_CAPACITY,
            clock: Arc::new(SystemTime::now),
        }
    }
}

impl std::fmt::Debug for ScopeConfig {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ScopeConfig")
            .field("backend", &self.backend)
            .field("prefix", &self.prefix)
            .field("ledger_capacity", &self.ledger_capacity)
            .finish_non_exhaustive()
    }
}

impl ScopeConfig {
    /// Defaults: HMAC-SHA256, prefix `zc-receipt`, ledger capacity
    /// [`DEFAULT_LEDGER_CAPACITY`], the system clock.
    pub fn new() -> Self {
        Self::default()
    }

    /// Use another backend.
    pub fn backend(mut self, backend: BackendFactory) -> Self {
        self.backend = backend;
        self
    }

    /// Use another token prefix.
    pub fn prefix(mut self, prefix: Prefix) -> Self {
        self.prefix = prefix;
        self
    }

    /// How many receipts the ledger remembers (oldest evicted first).
    ///
    /// # Errors
    /// [`ErrorKind::InvalidCapacity`] for zero.
    pub fn ledger_capacity(mut self, capacity: usize) -> Result<Self, Error> {
        if capacity == 0 {
            return Err(Error::new(ErrorKind::InvalidCapacity));
        }
        self.ledger_capacity = capacity;
        Ok(self)
    }

    /// Use another clock (tests, simulations).
    pub fn clock<F>(mut self, clock: F) -> Self
    where
        F: Fn() -> SystemTime + Send + Sync + 'static,
    {
        self.clock = Arc::new(clock);
        self
    }

    /// Build a scope with a fresh key from the OS random number generator.
    ///
    /// # Errors
    /// [`ErrorKind::Rng`] when the OS generator fails.
    pub fn build(&self) -> Result<Scope, Error> {
        Ok(self.build_with_key(ScopeKey::generate()?))
    }

    /// Build a scope with a given key.
    ///
    /// # Security
    /// Only for known-answer vectors, tests and offline re-verification; see
    /// [`ScopeKey::from_bytes`]. The key is consumed and dropped (zeroized)
    /// once the backend is keyed.
    pub fn build_with_key(&self, key: ScopeKey) -> Scope {
        let backend = self.backend.build(&key);
        drop(key);
        Scope {
            backend,
            prefix: self.prefix.clone(),
            ledger: Mutex::new(Ledger::new(self.ledger_capacity)),
            clock: self.clock.clone(),
        }
    }
}

/// A tool call as it enters a receipt.
#[derive(Debug, Clone, PartialEq)]
pub struct Call<'a> {
    /// Tool name.
    pub tool: &'a str,
    /// The runtime's tool-call id, if any.
    pub call_id: Option<&'a str>,
    /// The arguments.
    pub args: Args<'a>,
}

impl<'a> Call<'a> {
    /// A call with JSON arguments and no id.
    pub fn json(tool: &'a str, args: &'a serde_json::Value) -> Self {
        Call {
            tool,
            call_id: None,
            args: Args::json(args),
        }
    }

    /// A call with raw argument bytes and no id.
    pub fn raw(tool: &'a str, args: &'a [u8]) -> Self {
        Call {
            tool,
            call_id: None,
            args: Args::raw(args),
        }
    }

    /// Set the call id.
    pub fn with_id(mut self, id: &'a str) -> Self {
        self.call_id = Some(id);
        self
    }
}

/// One receipt scope: a keyed backend (the 256-bit key lives only inside
/// it, in memory), the token prefix and a bounded ledger of what it issued.
///
/// Share it with `Arc`. A token issued in one scope never verifies in
/// another, nor after its scope is dropped: that is by design.
///
/// ```
/// use receipts_core::{Scope, Call, Args};
///
/// let scope = Scope::new()?;
/// let args = serde_json::json!({"path": "/etc/hostname"});
/// let receipt = scope.issue(&Call::json("read_file", &args), b"myhost\n")?;
/// assert!(scope.verify(receipt.token.as_str(), "read_file", &Args::json(&args), b"myhost\n").is_ok());
/// assert!(scope.verify(receipt.token.as_str(), "read_file", &Args::json(&args), b"otherhost\n").is_err());
/// assert_eq!(scope.lookup(receipt.token.as_str()).unwrap().tool.as_ref(), "read_file");
/// # Ok::<(), receipts_core::Error>(())
/// ```
pub struct Scope {
    backend: Box<dyn MacBackend>,
    prefix: Prefix,
    ledger: Mutex<Ledger>,
    clock: Arc<ClockFn>,
}

impl std::fmt::Debug for Scope {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Scope")
            .field("algorithm", &self.backend.algorithm())
            .field("prefix", &self.prefix)
            .field("issued", &self.ledger_len())
            .finish_non_exhaustive()
    }
}

impl Scope {
    /// A scope with default settings and a fresh key.
    ///
    /// # Errors
    /// [`ErrorKind::Rng`] when the OS generator fails.
    pub fn new() -> Result<Scope, Error> {
        ScopeConfig::default().build()
    }

    fn ledger(&self) -> MutexGuard<'_, Ledger> {
        self.ledger.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// The token prefix of this scope.
    pub fn prefix(&self) -> &Prefix {
        &self.prefix
    }

    /// The backend's algorithm name.
    pub fn algorithm(&self) -> &str {
        self.backend.algorithm()
    }

    /// Epoch seconds now, by this scope's clock.
    ///
    /// # Errors
    /// [`ErrorKind::ClockBeforeEpoch`].
    pub fn now(&self) -> Result<u64, Error> {
        epoch_seconds((self.clock)())
    }

    /// Compute the token for a call and result at `ts` without recording it
    /// anywhere.
    ///
    /// # Errors
    /// [`ErrorKind::InvalidArguments`] when JSON arguments cannot be
    /// canonicalized.
    pub fn mint(
        &self,
        tool: &str,
        args: &Args<'_>,
        result: &[u8],
        ts: u64,
    ) -> Result<Token, Error> {
        let args = args.signed_bytes()?;
        let tag = Message {
            tool,
            args: &args,
            result,
            ts,
        }
        .mac(&*self.backend);
        Ok(self.prefix.token(ts, tag))
    }

    /// Issue a receipt for a successful call, stamped now, and record it in
    /// the ledger (as the main agent's).
    ///
    /// # Errors
    /// [`ErrorKind::ClockBeforeEpoch`], [`ErrorKind::InvalidArguments`].
    pub fn issue(&self, call: &Call<'_>, result: &[u8]) -> Result<Receipt, Error> {
        self.issue_at(call, result, self.now()?)
    }

    /// Issue a receipt stamped `ts` and record it in the ledger.
    ///
    /// # Errors
    /// [`ErrorKind::InvalidArguments`].
    pub fn issue_at(&self, call: &Call<'_>, result: &[u8], ts: u64) -> Result<Receipt, Error> {
        self.issue_as(call, result, ts, Provenance::Main)
    }

    fn issue_as(
        &self,
        call: &Call<'_>,
        result: &[u8],
        ts: u64,
        provenance: Provenance,
    ) -> Result<Receipt, Error> {
        let token = self.mint(call.tool, &call.args, result, ts)?;
        let receipt = Receipt {
            token,
            tool: Arc::from(call.tool),
            call_id: call.call_id.map(Arc::from),
            provenance,
        };
        self.ledger().insert(receipt.clone());
        Ok(receipt)
    }

    /// Verify a token against a call and its result: parse strictly under
    /// this scope's prefix, recompute, compare in constant time.
    ///
    /// # Errors
    /// An opaque [`VerifyError`] for any failure, malformed token included.
    pub fn verify(
        &self,
        token: &str,
        tool: &str,
        args: &Args<'_>,
        result: &[u8],
    ) -> Result<(), VerifyError> {
        let token = self.prefix.parse(token).map_err(|_| VerifyError)?;
        self.verify_token(&token, tool, args, result)
    }

    /// As [`Scope::verify`], for an already parsed token.
    ///
    /// # Errors
    /// An opaque [`VerifyError`].
    pub fn verify_token(
        &self,
        token: &Token,
        tool: &str,
        args: &Args<'_>,
        result: &[u8],
    ) -> Result<(), VerifyError> {
        if token.prefix() != self.prefix.as_str() {
            return Err(VerifyError);
        }
        let args = args.signed_bytes().map_err(|_| VerifyError)?;
        Message {
            tool,
            args: &args,
            result,
            ts: token.ts(),
        }
        .verify(&*self.backend, token.tag())
    }

    /// Was this token issued in this scope (and still in the ledger)?
    /// Returns the record, for auditing what the model says. Malformed text
    /// and tokens from other scopes give `None`.
    pub fn lookup(&self, token: &str) -> Option<Receipt> {
        let token = self.prefix.parse(token).ok()?;
        self.lookup_token(&token)
    }

    /// As [`Scope::lookup`], for an already parsed token.
    pub fn lookup_token(&self, token: &Token) -> Option<Receipt> {
        self.ledger()
            .get(token.tag().as_bytes())
            .filter(|r| r.token == *token)
            .cloned()
    }

    /// Number of receipts the ledger currently holds.
    pub fn ledger_len(&self) -> usize {
        self.ledger().len()
    }

    /// The ledger's capacity.
    pub fn ledger_capacity(&self) -> usize {
        self.ledger().capacity()
    }

    /// Start a turn in this scope, with a fresh collector.
    pub fn begin_turn(self: &Arc<Self>) -> Turn {
        Turn {
            scope: self.clone(),
            collector: Arc::new(Collector::new()),
            provenance: Provenance::Main,
        }
    }
}

/// One agent turn inside a scope: issues receipts into the scope's ledger
/// and the turn's collector.
///
/// Cheap to clone (two `Arc`s). A synchronous delegate gets a turn from
/// [`Turn::delegate`] that writes into the same collector.
#[derive(Debug, Clone)]
pub struct Turn {
    scope: Arc<Scope>,
    collector: Arc<Collector>,
    provenance: Provenance,
}

impl Turn {
    /// A turn in `scope` with a fresh collector (same as
    /// [`Scope::begin_turn`]).
    pub fn new(scope: Arc<Scope>) -> Self {
        scope.begin_turn()
    }

    /// The scope.
    pub fn scope(&self) -> &Arc<Scope> {
        &self.scope
    }

    /// The turn's collector.
    pub fn collector(&self) -> &Arc<Collector> {
        &self.collector
    }

    /// Who issues through this handle.
    pub fn provenance(&self) -> &Provenance {
        &self.provenance
    }

    /// A handle for a synchronous delegate sub-agent: same scope, same
    /// collector, receipts marked with the delegate's name. For a detached
    /// or background delegate start a new turn instead (see [`Collector`]).
    pub fn delegate(&self, name: &str) -> Turn {
        Turn {
            scope: self.scope.clone(),
            collector: self.collector.clone(),
            provenance: self.provenance.child(name),
        }
    }

    /// Issue a receipt for a successful call, stamped now, into the ledger
    /// and the collector.
    ///
    /// # Errors
    /// [`ErrorKind::ClockBeforeEpoch`], [`ErrorKind::InvalidArguments`].
    pub fn issue(&self, call: &Call<'_>, result: &[u8]) -> Result<Receipt, Error> {
        self.issue_at(call, result, self.scope.now()?)
    }

    /// Issue a receipt stamped `ts` into the ledger and the collector.
    ///
    /// # Errors
    /// [`ErrorKind::InvalidArguments`].
    pub fn issue_at(&self, call: &Call<'_>, result: &[u8], ts: u64) -> Result<Receipt, Error> {
        let r = self
            .scope
            .issue_as(call, result, ts, self.provenance.clone())?;
        self.collector.record(r.clone());
        Ok(r)
    }

    /// Issue a receipt for `result` and append the v1 trailer to it: the
    /// text to hand to the model.
    ///
    /// # Errors
    /// As [`Turn::issue`]; `result` is left unchanged on error.
    pub fn receipt_result(&self, call: &Call<'_>, result: &mut String) -> Result<Receipt, Error> {
        let r = self.issue(call, result.as_bytes())?;
        append_trailer(result, &r.token);
        Ok(r)
    }

    /// Record a call that got no receipt (denied, blocked, timed out,
    /// failed).
    pub fn record_failure(&self, call: &Call<'_>, kind: FailureKind, message: &str) {
        self.collector.record_event(ToolEvent {
            tool: Arc::from(call.tool),
            call_id: call.call_id.map(Arc::from),
            provenance: self.provenance.clone(),
            kind,
            message: message.to_owned(),
        });
    }

    /// The receipts collected so far in this turn, in call order.
    pub fn receipts(&self) -> Vec<Receipt> {
        self.collector.receipts()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    #[test]
    fn clock_before_epoch_is_an_error() {
        let s = ScopeConfig::new()
            .clock(|| UNIX_EPOCH - Duration::from_secs(1))
            .build()
            .unwrap();
        let e = s.issue(&Call::raw("t", b""), b"r").unwrap_err();
        assert_eq!(e.kind(), &ErrorKind::ClockBeforeEpoch);
        assert_eq!(s.ledger_len(), 0);
    }

    #[test]
    fn zero_capacity_rejected() {
        assert_eq!(
            ScopeConfig::new().ledger_capacity(0).unwrap_err().kind(),
            &ErrorKind::InvalidCapacity
        );
    }

    #[test]
    fn other_scope_does_not_verify_or_lookup() {
        let a = Scope::new().unwrap();
        let b = Scope::new().unwrap();
        let r = a.issue_at(&Call::raw("t", b"x"), b"r", 5).unwrap();
        assert!(
            a.verify(r.token.as_str(), "t", &Args::raw(b"x"), b"r")
                .is_ok()
        );
        assert!(
            b.verify(r.token.as_str(), "t", &Args::raw(b"x"), b"r")
                .is_err()
        );
        assert!(b.lookup(r.token.as_str()).is_none());
    }

    #[test]
    fn delegate_writes_parent_collector() {
        let scope = Arc::new(Scope::new().unwrap());
        let turn = scope.begin_turn();
        let d = turn.delegate("research");
        turn.issue_at(&Call::raw("a", b""), b"1", 1).unwrap();
        d.issue_at(&Call::raw("web_fetch", b""), b"2", 1).unwrap();
        let rs = turn.receipts();
        assert_eq!(rs.len(), 2);
        assert_eq!(rs[1].label(), "research/web_fetch");
        // a detached delegate uses its own turn: nothing in the parent
        let detached = scope.begin_turn();
        detached.issue_at(&Call::raw("b", b""), b"3", 1).unwrap();
        assert_eq!(turn.receipts().len(), 2);
    }

    #[test]
    fn failures_are_events_not_receipts() {
        let scope = Arc::new(Scope::new().unwrap());
        let turn = scope.begin_turn();
        turn.record_failure(
            &Call::raw("rm", b"-rf /"),
            FailureKind::Denied,
            "user said no",
        );
        assert!(turn.receipts().is_empty());
        assert_eq!(scope.ledger_len(), 0);
        let ev = turn.collector().events();
        assert_eq!(ev[0].kind, FailureKind::Denied);
    }
}
