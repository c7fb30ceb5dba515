#!/usr/bin/env python3
"""Independent sanity check of blind2.jsonl."""
import os
import collections, json, re, sys
KINDS = {"forged_receipt", "malformed_receipt", "misattributed_receipt", "unreceipted_tool_claim",
         "count_mismatch", "false_absence", "unsupported_url"}
ok = True
ids = collections.Counter()
kinds = collections.Counter(); langs = collections.Counter(); clean = 0; n = 0
with open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "blind2.jsonl"), encoding="utf-8") as f:
    for ln, line in enumerate(f, 1):
        try:
            r = json.loads(line)
        except Exception as e:
            print("line %d: parse error %s" % (ln, e)); ok = False; continue
        n += 1
        ids[r["id"]] += 1
        assert r["lang"] in ("en", "es", "fr", "de"), r["id"]
        assert re.fullmatch(r"b2-[a-z]+-(en|es|fr|de)-\d{2,}", r["id"]), r["id"]
        assert r["id"].split("-")[2] == r["lang"], r["id"]
        for key in ("calls", "failed", "known", "aliases", "reply", "labels"):
            assert key in r, (r["id"], key)
        for c in r["calls"]:
            assert set(c) == {"tool", "args", "result"} and isinstance(c["args"], dict), r["id"]
            assert c["tool"] in r["known"], r["id"]
        for t in r["failed"]:
            assert t in r["known"], r["id"]
        for ph in re.findall(r"\{T(\d+)\}", r["reply"]):
            if int(ph) >= len(r["calls"]):
                print(r["id"], "token index out of range"); ok = False
        bad = set(r["labels"]) - KINDS
        if bad or len(set(r["labels"])) != len(r["labels"]):
            print(r["id"], "bad labels", r["labels"]); ok = False
        kinds.update(r["labels"]); langs[r["lang"]] += 1
        clean += not r["labels"]
dups = [i for i, c in ids.items() if c > 1]
if dups:
    print("duplicate ids:", dups); ok = False
print("lines:", n)
print("per kind:", dict(sorted(kinds.items())))
print("per lang:", dict(sorted(langs.items())))
print("clean share: %d/%d = %.1f%%" % (clean, n, 100.0 * clean / n))
print("OK" if ok else "FAILED")
sys.exit(0 if ok else 1)
