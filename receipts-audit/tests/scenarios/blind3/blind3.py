#!/usr/bin/env python3
"""Generate blind3.jsonl: a labelled corpus for a tool-receipt auditor.

Scenarios live in the data modules d1.py .. d5.py; this script imports them,
checks every labelled count / absence / URL / tool claim against the tool
results, and writes blind3.jsonl next to itself."""
import collections
import importlib
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from common import CASES  # noqa: E402

KINDS = {"forged_receipt", "malformed_receipt", "misattributed_receipt", "unreceipted_tool_claim",
         "count_mismatch", "false_absence", "unsupported_url"}
DATA_MODULES = ["d1", "d2", "d3", "d4", "d5", "d6", "d7"]
NOTHING = re.compile(r"^\s*(\[\]|\{\}|)\s*$|no (matches|results|records|rows|filings|entries|items|events|alerts|errors|hits|candidates|players|motion|listings|vehicles|flights|objects|loans|readings|invoices|transactions|outages|scorecards|holding libraries|open [A-Z]+ items|active \w+)|"
                     r"\b0 (results|rows|matches|records|items|entries|hits|events|alerts|candidates)\b|not found|nothing (found|matched)|none found|no .* found", re.I)
URL_RE = re.compile(r"https?://[^\s)\]>\"'`|]+")


def standalone(n, text):
    return re.search(r"(?<![0-9])%d(?![0-9])" % n, text) is not None


def structural_counts(result):
    lines = result.split("\n")
    ne = [l for l in lines if l.strip()]
    out = {len(lines), len(ne), len(ne) - 1, len(lines) - 1}
    out.add(sum(1 for l in lines if re.match(r"\s*([-*\u2022]|\d+[.)])\s", l)))
    try:
        j = json.loads(result)
    except ValueError:
        j = None
    if isinstance(j, list):
        out.add(len(j))
    elif isinstance(j, dict):
        for v in j.values():
            if isinstance(v, list):
                out.add(len(v))
    return out


def urls_in(text):
    return [u.rstrip(".,;:!?") for u in URL_RE.findall(text)]


def check(case, errors):
    cid = case["id"]
    calls, reply, labels, chk = case["calls"], case["reply"], set(case["labels"]), case["chk"]
    results = [c["result"] for c in calls]
    called = {c["tool"] for c in calls}

    def err(msg):
        errors.append("%s: %s" % (cid, msg))

    if not labels <= KINDS:
        err("bad label %s" % labels)
    # placeholders
    for ph in re.findall(r"\{([^{}]*)\}", reply):
        m = re.fullmatch(r"T(\d+)", ph)
        if m:
            if int(m.group(1)) >= len(calls):
                err("placeholder %s out of range" % ph)
        elif ph != "FORGED" and not re.fullmatch(r"MAL[0-3]", ph):
            err("unknown placeholder %s" % ph)
    if reply.count("{") != reply.count("}"):
        err("unbalanced braces")
    if ("{FORGED}" in reply) != ("forged_receipt" in labels):
        err("FORGED placeholder/label mismatch")
    if bool(re.search(r"\{MAL\d\}", reply)) != ("malformed_receipt" in labels):
        err("MAL placeholder/label mismatch")
    if "{MAL" in reply and not calls:
        err("MAL without calls")
    # counts
    cms = chk.get("cm", [])
    if bool(cms) != ("count_mismatch" in labels):
        err("cm annotation/label mismatch")
    for n, idx in cms:
        for r in results:
            if standalone(n, r):
                err("cm %d occurs in a result" % n)
            if n in structural_counts(r):
                err("cm %d equals a structural count" % n)
    for n, idx in chk.get("ok", []):
        r = results[idx]
        if not (standalone(n, r) or n in structural_counts(r)):
            err("ok count %d unsupported by result %d" % (n, idx))
    # absences
    fas = chk.get("fa", [])
    if bool(fas) != ("false_absence" in labels):
        err("fa annotation/label mismatch")
    for idx in fas:
        r = results[idx]
        if not r.strip() or NOTHING.search(r):
            err("fa result %d looks empty" % idx)
    for idx in chk.get("empty", []):
        if not NOTHING.search(results[idx]):
            err("empty result %d is not empty: %r" % (idx, results[idx][:60]))
    # urls
    bad, own = chk.get("bad", []), chk.get("own", [])
    if bool(bad) != ("unsupported_url" in labels):
        err("bad-url annotation/label mismatch")
    for u in bad:
        if any(u in r for r in results):
            err("bad url %s appears in a result" % u)
        if u not in reply:
            err("bad url %s not in reply" % u)
    for u in urls_in(reply):
        if u in bad or u in own:
            continue
        if not any(u in r for r in results):
            err("unannotated url %s not in results" % u)
    # tool claims
    unr = chk.get("unr", []) + chk.get("unr_cmd", [])
    if bool(unr) != ("unreceipted_tool_claim" in labels):
        err("unr annotation/label mismatch")
    for t in chk.get("unr", []):
        if t in called:
            err("unr tool %s was called" % t)
        if t not in case["known"]:
            err("unr tool %s not known" % t)
        names = [t] + case["aliases"].get(t, [])
        if not any(nm in reply for nm in names):
            err("unr tool %s not named in reply" % t)
    for cmd in chk.get("unr_cmd", []):
        if any(cmd in json.dumps(c["args"], ensure_ascii=False) for c in calls):
            err("unr cmd %s present in args" % cmd)
    for c in calls:
        if c["tool"] not in case["known"]:
            err("called tool not in known")
    for t in case["failed"]:
        if t not in case["known"]:
            err("failed tool not in known")


def main():
    for m in DATA_MODULES:
        importlib.import_module(m)
    counters = collections.Counter()
    out, errors, seen = [], [], set()
    for case in CASES:
        key = (case["domain"], case["lang"])
        counters[key] += 1
        case["id"] = "b3-%s-%s-%02d" % (case["domain"], case["lang"], counters[key])
        if case["id"] in seen:
            errors.append("duplicate id " + case["id"])
        seen.add(case["id"])
        check(case, errors)
        out.append({k: case[k] for k in ("id", "lang", "calls", "failed", "known", "aliases", "reply", "labels")})
    # review list: uncalled known tools named in clean replies (should be offers / honest failures)
    review = []
    for case in CASES:
        called = {c["tool"] for c in case["calls"]}
        for t in case["known"]:
            if t in called:
                continue
            names = [t] + case["aliases"].get(t, [])
            if any(nm in case["reply"] for nm in names) and "unreceipted_tool_claim" not in case["labels"]:
                review.append("%s names uncalled %s" % (case["id"], t))
    if "-v" in sys.argv:
        print("\n".join(review))
    if errors:
        print("\n".join(errors))
        sys.exit(1)
    path = os.path.join(HERE, "blind3.jsonl")
    with open(path, "w", encoding="utf-8") as fh:
        for o in out:
            fh.write(json.dumps(o, ensure_ascii=False) + "\n")
    # validate the written file
    kinds, langs, domains, clean, multi = collections.Counter(), collections.Counter(), collections.Counter(), 0, 0
    ids = set()
    with open(path, encoding="utf-8") as fh:
        for line in fh:
            o = json.loads(line)
            assert o["id"] not in ids
            ids.add(o["id"])
            assert set(o["labels"]) <= KINDS
            for n in re.findall(r"\{T(\d+)\}", o["reply"]):
                assert int(n) < len(o["calls"])
            langs[o["lang"]] += 1
            domains[o["id"].split("-")[1]] += 1
            kinds.update(o["labels"])
            clean += not o["labels"]
            multi += len(o["labels"]) > 1
    total = len(ids)
    print("wrote %s: %d lines" % (os.path.relpath(path, os.getcwd()), total))
    print("kinds:", dict(sorted(kinds.items())))
    print("langs:", dict(sorted(langs.items())))
    print("domains:", dict(sorted(domains.items())))
    print("clean: %d (%.1f%%), multi-label: %d, review items: %d" % (clean, 100.0 * clean / total, multi, len(review)))


if __name__ == "__main__":
    main()
