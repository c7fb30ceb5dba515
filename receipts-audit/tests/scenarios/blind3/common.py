"""Shared helpers for the blind3 corpus data modules."""

CASES = []


def _norm_calls(calls):
    return [{"tool": t, "args": a, "result": r} for (t, a, r) in calls]


class S:
    """A scenario: one set of tool calls, reused by several reply variants."""

    def __init__(self, domain, calls, known=(), aliases=None, failed=()):
        self.domain = domain
        self.calls = _norm_calls(calls)
        self.known = list(known)
        self.aliases = aliases or {}
        self.failed = list(failed)

    def v(self, lang, reply, labels=(), calls=None, failed=None, **chk):
        c = self.calls if calls is None else _norm_calls(calls)
        f = self.failed if failed is None else list(failed)
        known = []
        for t in [x["tool"] for x in c] + f + self.known:
            if t not in known:
                known.append(t)
        CASES.append({
            "domain": self.domain, "lang": lang, "calls": c, "failed": f,
            "known": known, "aliases": self.aliases, "reply": reply,
            "labels": sorted(set(labels)), "chk": chk,
        })
        return self

FR = "forged_receipt"
MR = "malformed_receipt"
MA = "misattributed_receipt"
UN = "unreceipted_tool_claim"
CM = "count_mismatch"
FA = "false_absence"
UU = "unsupported_url"
