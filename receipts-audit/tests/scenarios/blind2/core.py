"""Shared helpers for the blind2 corpus generator (standard library only)."""
import json
import re

SCEN = []

KIND = {
    "F": "forged_receipt",
    "M": "malformed_receipt",
    "A": "misattributed_receipt",
    "U": "unreceipted_tool_claim",
    "N": "count_mismatch",
    "X": "false_absence",
    "L": "unsupported_url",
}


def C(tool, args, result):
    return {"tool": tool, "args": args, "result": result}


def add(domain, calls, known, v, aliases=None, failed=None):
    """v: list of (lang, codes, reply) or (lang, codes, reply, chk).

    codes: string of letters from KIND ("" = clean).
    chk: optional dict
        n    : int or list of ints -- for 'N' lines the unsupported count(s);
               for other lines counts that must be supported by some result
        fa   : index of the call whose non-empty result is denied ('X')
        own  : list of URLs the reply offers on its own (not from a tool)
    """
    SCEN.append(dict(domain=domain, calls=calls, known=known,
                     aliases=aliases or {}, failed=failed or [], v=v))


# ---------------------------------------------------------------- checks

def _std_hits(text, n):
    """n occurs as a number not glued to letters/digits (strict, for N)."""
    return re.search(r"(?<![A-Za-z0-9_])%d(?![A-Za-z0-9_])" % n, text) is not None


def _clean_hits(text, n):
    """n occurs as a standalone number (not part of a decimal / id)."""
    return re.search(r"(?<![\w.,])%d(?![\w]|[.,]\d)" % n, text) is not None


def _structural_counts(text):
    lines = text.splitlines()
    ne = [l for l in lines if l.strip()]
    out = {len(lines), len(ne), max(len(ne) - 1, 0)}
    try:
        obj = json.loads(text)
    except Exception:
        obj = None

    def walk(o):
        if isinstance(o, list):
            out.add(len(o))
            for x in o:
                walk(x)
        elif isinstance(o, dict):
            for x in o.values():
                walk(x)
    if obj is not None:
        walk(obj)
    return out


def supported(text, n):
    return _clean_hits(text, n) or n in _structural_counts(text)


def unsupported_strict(text, n):
    return (not _std_hits(text, n)) and n not in _structural_counts(text)


URL_RE = re.compile(r"https?://[^\s)\]>`\"'<|*]+")


def urls_in(reply):
    return [u.rstrip(".,;:!?") for u in URL_RE.findall(reply)]


def empty_result(r):
    s = r.strip()
    return s in ("", "[]", "{}")
