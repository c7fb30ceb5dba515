#!/usr/bin/env python3
"""Generate blind2.jsonl (next to this file) -- a blind, hand-labelled test corpus
for a tool-receipt auditor.  Scenario data lives in data_*.py next to this
file; this script assembles, validates and writes the JSON lines."""
import collections
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import core  # noqa: E402
from core import KIND  # noqa: E402
import data_a, data_b, data_c, data_d, data_e, data_f, data_g  # noqa: E402,F401

OUT = os.path.join(HERE, "blind2.jsonl")
PH_RE = re.compile(r"\{([A-Za-z0-9_]*)\}")
NUM_WORDS = {}


def build():
    rows, errors, warns = [], [], []
    seq = collections.Counter()
    for sc in core.SCEN:
        calls = sc["calls"]
        results = [c["result"] for c in calls]
        allres = "\n".join(results)
        for var in sc["v"]:
            lang, codes, reply = var[0], var[1], var[2]
            chk = var[3] if len(var) > 3 else {}
            key = (sc["domain"], lang)
            seq[key] += 1
            rid = "b2-%s-%s-%02d" % (sc["domain"], lang, seq[key])
            labels = sorted({KIND[c] for c in codes})
            rows.append({
                "id": rid, "lang": lang, "calls": calls,
                "failed": sc["failed"], "known": sc["known"],
                "aliases": sc["aliases"], "reply": reply, "labels": labels,
            })
            # ---- placeholder checks
            for ph in PH_RE.findall(reply):
                m = re.fullmatch(r"T(\d+)", ph)
                if m:
                    if int(m.group(1)) >= len(calls):
                        errors.append((rid, "token index out of range: " + ph))
                elif ph == "FORGED" or re.fullmatch(r"MAL[0-3]", ph):
                    pass
                else:
                    errors.append((rid, "bad placeholder {%s}" % ph))
            stripped = PH_RE.sub("", reply)
            if "{" in stripped or "}" in stripped:
                errors.append((rid, "stray brace in reply"))
            if ("{FORGED}" in reply) != ("F" in codes):
                errors.append((rid, "FORGED placeholder vs label mismatch"))
            if bool(re.search(r"\{MAL\d\}", reply)) != ("M" in codes):
                errors.append((rid, "MAL placeholder vs label mismatch"))
            if "A" in codes and len(calls) < 2 and "{T0}" not in reply:
                errors.append((rid, "misattributed without token"))
            for t in [c["tool"] for c in calls] + sc["failed"]:
                if t not in sc["known"]:
                    errors.append((rid, "tool not in known: " + t))
            # ---- counts
            ns = chk.get("n", [])
            if isinstance(ns, int):
                ns = [ns]
            if "N" in codes and not ns:
                errors.append((rid, "N without chk n"))
            for n in ns:
                if "N" in codes:
                    if core._std_hits(allres, n) or not all(core.unsupported_strict(r, n) for r in results):
                        errors.append((rid, "count %d is supported somewhere" % n))
                else:
                    if not any(core.supported(r, n) for r in results):
                        errors.append((rid, "clean count %d unsupported" % n))
            for n in chk.get("ok", []):
                if not any(core.supported(r, n) for r in results):
                    errors.append((rid, "ok count %d unsupported" % n))
            # ---- absence
            if "X" in codes:
                fa = chk.get("fa")
                if fa is None or fa >= len(calls) or core.empty_result(results[fa]):
                    errors.append((rid, "X without valid non-empty fa"))
            # ---- urls
            own = set(chk.get("own", []))
            bad = [u for u in core.urls_in(reply) if u not in allres and u not in own]
            if "L" in codes and not bad:
                errors.append((rid, "L but every URL is in results"))
            if "L" not in codes and bad:
                errors.append((rid, "unlisted URL(s) not in results: %s" % bad))
            # ---- soft warning: digits in citing sentences not in any result
            if "N" not in codes:
                for sent in re.split(r"(?<=[.!?])\s+|\n", reply):
                    if "[receipt:" not in sent and not any(
                            t in sent for t in [c["tool"] for c in calls]):
                        continue
                    s2 = PH_RE.sub("", sent)
                    s2 = re.sub(r"https?://\S+", "", s2)
                    s2 = re.sub(r"`[^`]*`", "", s2)
                    for num in re.findall(r"(?<![\w.,:/-])(\d+)(?![\w]|[.,:/-]\d)", s2):
                        n = int(num)
                        if n in chk.get("ok", []) or n in ns:
                            continue
                        if not any(core.supported(r, n) for r in results):
                            warns.append((rid, num, sent.strip()[:110]))
    return rows, errors, warns


def main():
    rows, errors, warns = build()
    # Rebalance towards ~half clean: thin out single-label English lines of
    # the two most over-represented kinds (every second one, up to a quota).
    quota = {"count_mismatch": 20, "unreceipted_tool_claim": 15}
    seen = collections.Counter()
    kept = []
    for r in rows:
        labs = r["labels"]
        if r["lang"] == "en" and len(labs) == 1 and quota.get(labs[0], 0) > 0:
            seen[labs[0]] += 1
            if seen[labs[0]] % 2 == 0:
                quota[labs[0]] -= 1
                continue
        kept.append(r)
    rows = kept
    ids = [r["id"] for r in rows]
    dup = [i for i, c in collections.Counter(ids).items() if c > 1]
    if dup:
        errors.append(("*", "duplicate ids %s" % dup))
    with open(OUT, "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    for w in warns:
        print("WARN", *w)
    for e in errors:
        print("ERROR", *e)
    print("wrote %d lines to %s" % (len(rows), OUT))
    kinds = collections.Counter(k for r in rows for k in r["labels"])
    langs = collections.Counter(r["lang"] for r in rows)
    clean = sum(1 for r in rows if not r["labels"])
    multi = sum(1 for r in rows if len(r["labels"]) > 1)
    print("kinds:", dict(sorted(kinds.items())))
    print("langs:", dict(sorted(langs.items())))
    print("clean: %d (%.1f%%), multi-label: %d" % (clean, 100.0 * clean / max(len(rows), 1), multi))
    bylang = collections.defaultdict(collections.Counter)
    for r in rows:
        for k in r["labels"] or ["clean"]:
            bylang[r["lang"]][k] += 1
    for lg in sorted(bylang):
        print("  ", lg, dict(sorted(bylang[lg].items())))
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
