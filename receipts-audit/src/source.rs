//! Where the audit learns which receipts were issued: the [`ReceiptSource`]
//! trait, the [`Evidence`] record set, and [`TurnSource`] for an in-process
//! scope and turn.

use std::borrow::Cow;
use std::sync::Arc;

use foldhash::HashMap;
use receipts_core::{Prefix, Receipt, Scope, Token, ToolEvent, Turn};
use serde::{Deserialize, Serialize};

/// One issued receipt as the audit sees it: the token, the tool it was
/// issued for and, when known, the call's arguments and result text.
///
/// Arguments and result are optional: an in-process turn or a JSON-lines
/// ledger knows only token and tool, so the checks that read results
/// (`count_mismatch`, `false_absence`, `unsupported_url`) and commands in
/// arguments are skipped for such records rather than guessed.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct IssuedRecord {
    /// The token text.
    pub token: String,
    /// The tool name signed into the token.
    pub tool: String,
    /// The runtime's call id, if any.
    #[serde(default)]
    pub call_id: Option<String>,
    /// The timestamp, if known.
    #[serde(default)]
    pub ts: Option<u64>,
    /// The arguments as text (JSON or raw), if known.
    #[serde(default)]
    pub args: Option<String>,
    /// The exact result text the token covers (without the trailer), if
    /// known.
    #[serde(default)]
    pub result: Option<String>,
    /// True when the call belongs to the turn whose reply is audited (the
    /// tool-claim, count, absence, URL and uncited checks look only at these).
    #[serde(default = "yes")]
    pub in_turn: bool,
}

fn yes() -> bool {
    true
}

impl IssuedRecord {
    /// A record of the current turn with only token and tool known.
    pub fn new(token: impl Into<String>, tool: impl Into<String>) -> Self {
        IssuedRecord {
            token: token.into(),
            tool: tool.into(),
            call_id: None,
            ts: None,
            args: None,
            result: None,
            in_turn: true,
        }
    }

    /// Set the arguments text.
    pub fn with_args(mut self, args: impl Into<String>) -> Self {
        self.args = Some(args.into());
        self
    }

    /// Set the result text.
    pub fn with_result(mut self, result: impl Into<String>) -> Self {
        self.result = Some(result.into());
        self
    }

    /// Set the call id.
    pub fn with_call_id(mut self, id: impl Into<String>) -> Self {
        self.call_id = Some(id.into());
        self
    }

    /// Mark the record as belonging to an earlier turn.
    pub fn earlier(mut self) -> Self {
        self.in_turn = false;
        self
    }

    /// A record from a core [`Receipt`] (token, tool, call id, timestamp).
    /// A delegate's receipt keeps the plain tool name.
    pub fn from_receipt(r: &Receipt) -> Self {
        IssuedRecord {
            token: r.token.as_str().to_owned(),
            tool: r.tool.to_string(),
            call_id: r.call_id.as_deref().map(str::to_owned),
            ts: Some(r.token.ts()),
            args: None,
            result: None,
            in_turn: true,
        }
    }
}

/// The issued receipts an audit checks a reply against.
///
/// Three inputs feed the same checker through this trait: an in-process
/// scope and turn ([`TurnSource`]), a transcript (whose tool messages become
/// an [`Evidence`], see [`crate::Transcript`]) and a JSON-lines ledger file
/// ([`Evidence::from_ledger_jsonl`]). Two methods are required.
pub trait ReceiptSource {
    /// The token prefix to scan the reply for.
    fn prefix(&self) -> &Prefix;

    /// Was this token issued (for an intact result)? Returns its record.
    /// `None` makes the token a `forged_receipt`.
    ///
    /// # Security
    /// Return `Some` only for tokens the runtime really issued (and, when
    /// re-verifying, whose MAC matched); anything else lets a forged token
    /// pass as verified.
    fn lookup(&self, token: &Token) -> Option<Cow<'_, IssuedRecord>>;

    /// The receipted, intact calls the audit considers, in call order.
    /// The default is none.
    fn records(&self) -> &[IssuedRecord] {
        &[]
    }

    /// Names of tools that were called in the turn without an intact
    /// receipt (failed, denied, blocked, timed out, tampered). They make
    /// claims about those tools recognisable, and a call whose result the
    /// audit cannot see explains a "found nothing" about its tool; the
    /// default is none.
    fn unreceipted_tools(&self) -> &[String] {
        &[]
    }
}

impl<T: ReceiptSource + ?Sized> ReceiptSource for &T {
    fn prefix(&self) -> &Prefix {
        (**self).prefix()
    }
    fn lookup(&self, token: &Token) -> Option<Cow<'_, IssuedRecord>> {
        (**self).lookup(token)
    }
    fn records(&self) -> &[IssuedRecord] {
        (**self).records()
    }
    fn unreceipted_tools(&self) -> &[String] {
        (**self).unreceipted_tools()
    }
}

/// A set of issued-receipt records, indexed by token: the "struct of
/// records" every input can be turned into.
///
/// ```
/// use receipts_audit::{Auditor, Evidence, IssuedRecord, FindingKind};
/// use receipts_core::Prefix;
///
/// let token = "zc-receipt-1-gzpEBuUIRYX1vd4fQl4oYkqhq4-GnoJDStmlYzvQiWA";
/// let mut ev = Evidence::new(Prefix::default());
/// ev.push(IssuedRecord::new(token, "shell").with_result("Linux"));
/// let report = Auditor::default().audit(&ev, &format!("It is Linux ({token})."));
/// assert_eq!(report.findings[0].kind, FindingKind::VerifiedReceipt);
/// ```
#[derive(Debug, Clone)]
pub struct Evidence {
    prefix: Prefix,
    all: Vec<IssuedRecord>,
    turn: Vec<IssuedRecord>,
    by_token: HashMap<String, usize>,
    unreceipted: Vec<String>,
}

impl Evidence {
    /// An empty set for tokens under `prefix`.
    pub fn new(prefix: Prefix) -> Self {
        Evidence {
            prefix,
            all: Vec::new(),
            turn: Vec::new(),
            by_token: HashMap::default(),
            unreceipted: Vec::new(),
        }
    }

    /// Records for the receipts of a turn (token, tool, call id), all in
    /// the turn.
    pub fn from_receipts(prefix: Prefix, receipts: &[Receipt]) -> Self {
        let mut ev = Evidence::new(prefix);
        for r in receipts {
            ev.push(IssuedRecord::from_receipt(r));
        }
        ev
    }

    /// Add a record of an issued receipt. A second record with the same
    /// token replaces the first's result and arguments when it has them.
    pub fn push(&mut self, record: IssuedRecord) {
        if let Some(&i) = self.by_token.get(&record.token) {
            let old = &mut self.all[i];
            if record.result.is_some() {
                old.result = record.result.clone();
            }
            if record.args.is_some() {
                old.args = record.args.clone();
            }
            old.in_turn |= record.in_turn;
            self.rebuild_turn();
            return;
        }
        self.by_token.insert(record.token.clone(), self.all.len());
        if record.in_turn {
            self.turn.push(record.clone());
        }
        self.all.push(record);
    }

    fn rebuild_turn(&mut self) {
        self.turn = self.all.iter().filter(|r| r.in_turn).cloned().collect();
    }

    /// Attach arguments and result text to the record of `token`; returns
    /// `false` when no such record exists.
    pub fn set_call(&mut self, token: &str, args: Option<&str>, result: &str) -> bool {
        let Some(&i) = self.by_token.get(token) else {
            return false;
        };
        self.all[i].result = Some(result.to_owned());
        if let Some(a) = args {
            self.all[i].args = Some(a.to_owned());
        }
        self.rebuild_turn();
        true
    }

    /// Note a call that got no receipt (a core [`ToolEvent`]: denied,
    /// blocked, timed out, failed, receipt not issued).
    pub fn push_event(&mut self, event: &ToolEvent) {
        self.push_unreceipted_tool(event.tool.as_ref());
    }

    /// Note a tool that was called in the turn without an intact receipt.
    pub fn push_unreceipted_tool(&mut self, tool: impl Into<String>) {
        let tool = tool.into();
        if !self.unreceipted.contains(&tool) {
            self.unreceipted.push(tool);
        }
    }

    /// All records, in insertion order.
    pub fn all(&self) -> &[IssuedRecord] {
        &self.all
    }

    /// Number of records.
    pub fn len(&self) -> usize {
        self.all.len()
    }

    /// True when there is no record.
    pub fn is_empty(&self) -> bool {
        self.all.is_empty()
    }
}

impl ReceiptSource for Evidence {
    fn prefix(&self) -> &Prefix {
        &self.prefix
    }
    fn lookup(&self, token: &Token) -> Option<Cow<'_, IssuedRecord>> {
        self.by_token
            .get(token.as_str())
            .map(|&i| Cow::Borrowed(&self.all[i]))
    }
    fn records(&self) -> &[IssuedRecord] {
        &self.turn
    }
    fn unreceipted_tools(&self) -> &[String] {
        &self.unreceipted
    }
}

/// An in-process source: the scope's ledger decides which tokens were
/// issued (`Scope::lookup_token`), the turn's collector lists the calls of
/// the turn, receipted ones and failed ones ([`ToolEvent`]s).
///
/// The ledger holds no arguments or results; attach them with
/// [`TurnSource::with_call`] to enable the result-reading checks for a call.
///
/// ```
/// use std::sync::Arc;
/// use receipts_audit::{Auditor, TurnSource, FindingKind};
/// use receipts_core::{Scope, Call};
///
/// let scope = Arc::new(Scope::new()?);
/// let turn = scope.begin_turn();
/// let args = serde_json::json!({"cmd": "ls"});
/// let mut out = String::from("a.txt\nb.txt");
/// let r = turn.receipt_result(&Call::json("shell", &args), &mut out)?;
/// let source = TurnSource::new(&turn).with_call(&r.token, Some(r#"{"cmd":"ls"}"#), "a.txt\nb.txt");
/// let reply = format!("I ran `ls` and found 2 files [receipt: {}].", r.token);
/// let report = Auditor::default().audit(&source, &reply);
/// assert!(report.is_clean(), "{}", report.to_json());
/// # Ok::<(), receipts_core::Error>(())
/// ```
#[derive(Debug, Clone)]
pub struct TurnSource {
    scope: Arc<Scope>,
    evidence: Evidence,
}

impl TurnSource {
    /// The scope, the collected receipts and the failure events of `turn`.
    pub fn new(turn: &Turn) -> Self {
        let mut source = Self::from_parts(turn.scope().clone(), &turn.receipts());
        for e in turn.collector().events() {
            source.evidence.push_event(&e);
        }
        source
    }

    /// A scope and the receipts of the turn being audited.
    pub fn from_parts(scope: Arc<Scope>, receipts: &[Receipt]) -> Self {
        let evidence = Evidence::from_receipts(scope.prefix().clone(), receipts);
        TurnSource { scope, evidence }
    }

    /// Attach the arguments text and result text of the call that got
    /// `token` (ignored when the token is not one of the turn's).
    pub fn with_call(mut self, token: &Token, args: Option<&str>, result: &str) -> Self {
        self.evidence.set_call(token.as_str(), args, result);
        self
    }

    /// Note a call that got no receipt (see [`Evidence::push_event`]).
    pub fn with_event(mut self, event: &ToolEvent) -> Self {
        self.evidence.push_event(event);
        self
    }

    /// Note a tool that was called without a receipt (failed, denied).
    pub fn with_unreceipted_tool(mut self, tool: &str) -> Self {
        self.evidence.push_unreceipted_tool(tool);
        self
    }
}

impl ReceiptSource for TurnSource {
    fn prefix(&self) -> &Prefix {
        self.scope.prefix()
    }
    fn lookup(&self, token: &Token) -> Option<Cow<'_, IssuedRecord>> {
        // The ledger is the authority; the turn's record adds what it knows.
        let issued = self.scope.lookup_token(token)?;
        match self.evidence.lookup(token) {
            Some(r) => Some(r),
            None => Some(Cow::Owned(IssuedRecord::from_receipt(&issued).earlier())),
        }
    }
    fn records(&self) -> &[IssuedRecord] {
        self.evidence.records()
    }
    fn unreceipted_tools(&self) -> &[String] {
        self.evidence.unreceipted_tools()
    }
}
