#!/usr/bin/env python3
"""Write the hand-made seed inputs under fuzz/seeds/<target>/.

Run from anywhere: `python3 fuzz/tools/make_seeds.py`. The seeds are
checked in; rerunning rewrites them identically. Secret-shaped strings are
generated from public formats with a seeded generator, never pasted.
"""
import json
import os
import random
import struct

HERE = os.path.dirname(os.path.abspath(__file__))
SEEDS = os.path.join(HERE, "..", "seeds")
TOKEN = "zc-receipt-1774608496-gzpEBuUIRYX1vd4fQl4oYkqhq4-GnoJDStmlYzvQiWA"
D = TOKEN.rsplit("-", 1)[1] if False else "gzpEBuUIRYX1vd4fQl4oYkqhq4-GnoJDStmlYzvQiWA"
rng = random.Random(20261129)
ALNUM = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
B64 = ALNUM + "+/"


def gen(alphabet, n):
    return "".join(rng.choice(alphabet) for _ in range(n))


def write(target, name, data):
    d = os.path.join(SEEDS, target)
    os.makedirs(d, exist_ok=True)
    if isinstance(data, str):
        data = data.encode("utf-8")
    with open(os.path.join(d, name), "wb") as f:
        f.write(data)


# parse_token: valid tokens and near-tokens
for name, text in {
    "valid": TOKEN,
    "valid-custom-prefix": "acme-prod-2-5-" + D,
    "ts-zero": "zc-receipt-0-" + D,
    "ts-max": "zc-receipt-18446744073709551615-" + D,
    "ts-overflow": "zc-receipt-18446744073709551616-" + D,
    "ts-leading-zero": "zc-receipt-01-" + D,
    "ts-plus": "zc-receipt-+1-" + D,
    "digest-42": "zc-receipt-1-" + D[:42],
    "digest-44": "zc-receipt-1-" + D + "A",
    "digest-padding": "zc-receipt-1-" + D + "=",
    "digest-bad-last": "zc-receipt-1-" + D[:42] + "B",
    "digest-plus": "zc-receipt-1-" + D[:10] + "+" + D[11:],
    "prefix-only": "zc-receipt-",
    "unicode": "zc-receipt-1-" + D[:41] + "é",
}.items():
    write("parse_token", name, text)

# scan_text: running text; 0x01 = a valid token, 0x02 = "zc-receipt-"
write("scan_text", "mixed", b"See \x01. Also (\x01), \x02+7-x, x\x01, \x01\x01 and \xe2\x82\xac\x01\xe2\x82\xac end \x02")
write("scan_text", "glued", ("a " + TOKEN + "= b " + TOKEN + "/ c _" + TOKEN + " d " + TOKEN).encode())
write("scan_text", "custom-prefix", b"prefix=acme-1\nacme-1-5-" + D.encode() + b" acme-1-05-x acme-1-")
write("scan_text", "near-tokens", ("zc-receipt-1-" + D[:42] + " zc-receipt-1 zc-receipt--" + D).encode())

# verify_roundtrip: arbitrary bytes decoded by the derived Arbitrary impl
write("verify_roundtrip", "zeros", bytes(64))
write("verify_roundtrip", "pattern", bytes(range(256)))
write("verify_roundtrip", "json-args", b"\x01" + bytes([7] * 32) + b"\x00\x00\x00\x00" + b"shell\x00" + b"\x02\x07\x00\x00\x00" + b'{"cmd":"ls"}' * 4)

# leakfilter_stream: [config byte][8 seed bytes][text]; 0x01 = a valid
# token, 0x02 = "zc-receipt-", 0x03 = a token the verifying scope issued
aws = "AKIA" + gen("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16)
ghp = "ghp_" + gen(ALNUM, 36)
pw = gen(ALNUM, 14)
pem_body = "\n".join(gen(B64, 64) for _ in range(6))
pem = "-----BEGIN RSA PRIVATE KEY-----\n" + pem_body + "\n-----END RSA PRIVATE KEY-----"
text = (
    f"Deployed (\x01). key={aws} token: {ghp}\n"
    f"DB: postgres://app:{pw}@db.internal:5432/app \x03 \x02x\n"
    f"Authorization: Bearer {gen(ALNUM, 40)}\n{pem}\n"
    f"uuid 123e4567-e89b-12d3-a456-426614174000 sha256 {gen('0123456789abcdef', 64)}\n"
    f"password=\x01 random {gen(ALNUM + '_-', 48)} \xe2\x82\xac done"
)
for cfg in (0, 4, 8, 16, 27):
    write("leakfilter_stream", f"mixed-cfg{cfg}", bytes([cfg]) + struct.pack("<Q", 0x1234567 + cfg) + text.encode("utf-8", "surrogateescape"))
write("leakfilter_stream", "invalid-utf8", bytes([8]) + struct.pack("<Q", 3) + b"ab\xe2\x82 \xff\xfe \x01 \xf0\x9f\x98" + aws.encode())

# audit_transcript: tiny transcripts in both formats, and a ledger
openai = [
    {"role": "user", "content": "what kernel?"},
    {"role": "assistant", "content": None, "tool_calls": [
        {"id": "call_1", "type": "function", "function": {"name": "shell", "arguments": "{\"cmd\":\"uname -s\"}"}}]},
    {"role": "tool", "tool_call_id": "call_1", "content": "Linux\n\n[receipt: " + TOKEN + "]"},
    {"role": "assistant", "content": "I ran uname: Linux [receipt: " + TOKEN + "]. I also searched the web and found 3 results at https://example.com/x"},
]
anthropic = {"messages": [
    {"role": "user", "content": "list files"},
    {"role": "assistant", "content": [{"type": "text", "text": "Let me look."},
                                      {"type": "tool_use", "id": "toolu_1", "name": "ls", "input": {"path": "."}}]},
    {"role": "user", "content": [{"type": "tool_result", "tool_use_id": "toolu_1",
                                  "content": [{"type": "text", "text": "a\nb\n\n[receipt: " + TOKEN + "]"}]}]},
    {"role": "assistant", "content": [{"type": "text", "text": "There are 2 files (" + TOKEN + "). No errors found."}]},
]}
write("audit_transcript", "openai", json.dumps(openai))
write("audit_transcript", "anthropic", json.dumps(anthropic))
write("audit_transcript", "ledger", json.dumps({"receipt": TOKEN, "tool": "echo", "ts": 1774608496, "request_id": 7, "result": "hi"}) + "\n" + "I ran echo: " + TOKEN + "\n")
write("audit_transcript", "generated", bytes([1, 3]) + bytes(range(2, 200)) + b"\x01 \x02 \x03 done")

# config_parse: tiny configs
write("config_parse", "minimal", "[agent.tool_receipts]\nenabled = true\n")
write("config_parse", "full", """[server]
port = 8080

[agent.tool_receipts]
enabled = true
scope = "turn"
backend = "hmac-sha256"
show_in_response = true

[security.leak_detection]
enabled = true
sensitivity = 0.7
""")
write("config_parse", "misspelt", "[agent.tool_receipts]\nenabeld = true\nbackend = \"sha1\"\n")
write("config_parse", "weird", "[security.leak_detection]\nsensitivity = nan\n[agent]\ntool_receipts = 3\n")

# render_dedup: [renderer][count][tool, delegate, ts, tag]*count[reply];
# in the reply 0x01..0x04 = token of receipt i, 0x05 = plain block,
# 0x06 = the renderer's block
for r in range(6):
    write("render_dedup", f"model-block-r{r}", bytes([r, 2, 0, 0, 5, 9, 1, 1, 7, 3]) + b"Done.\n\n\x06\nAlso \x01 and:\nTool receipts:\n- shell: \x02\n")
write("render_dedup", "plain-copy", bytes([1, 1, 0, 0, 1, 1]) + b"Result.\n\n---\n\x05")
write("render_dedup", "no-receipts", bytes([0, 0]) + b"Text\n\nTool receipts:\n  shell: " + TOKEN.encode() + b"\n")

# leakfilter_stream: 0x04 = a made-up AWS access key id, standing alone
write("leakfilter_stream", "planted-key", bytes([8]) + bytes(8) + b"a" * 900 + b"(\x04) \x04\n")
