"""Answers below the routes, over raw sockets against the real server: a malformed chunked body is 400 and the
connection closes, a body over its limit is 413 and the connection closes even for a client that sends everything
before reading, an unknown method on a served path is 405 with Allow, and every one of them carries the security
headers (also the 400 Hummingbird writes itself for a request it cannot parse)."""
from __future__ import annotations

import json
import socket
import time
import urllib.error
import urllib.request

import pytest

SECURITY_HEADERS = ("content-security-policy", "x-content-type-options", "x-frame-options", "referrer-policy")


def exchange(base: str, raw: bytes, timeout: float = 15.0) -> tuple[int, dict[str, str], bytes, bool]:
    """Sends `raw`, reads until the server closes (or `timeout`): status, headers, body, whether it closed."""
    host, port = base.removeprefix("http://").split(":")
    with socket.create_connection((host, int(port)), timeout=timeout) as sock:
        sock.sendall(raw)
        received = b""
        closed = False
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            try:
                chunk = sock.recv(65536)
            except socket.timeout:
                break
            if not chunk:
                closed = True
                break
            received += chunk
    head, _, body = received.partition(b"\r\n\r\n")
    lines = head.decode("latin-1").split("\r\n")
    status = int(lines[0].split(" ")[1])
    headers = {}
    for line in lines[1:]:
        name, _, value = line.partition(":")
        headers[name.strip().lower()] = value.strip()
    return status, headers, body, closed


def chunked(token: str, chunks: bytes) -> bytes:
    return (b"PUT /api/v1/weights/2025-06-01 HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
            b"Authorization: Bearer " + token.encode() + b"\r\nTransfer-Encoding: chunked\r\n\r\n" + chunks)


@pytest.mark.parametrize("chunks", [
    b"zz\r\n{}\r\n0\r\n\r\n",
    b"-1\r\n{}\r\n0\r\n\r\n",
    b"FFFFFFFFFFFFFFFFFF\r\n{}\r\n0\r\n\r\n",
    b"2\r\n{\"weightKg\": 80}\r\n0\r\n\r\n",
], ids=["zz", "minus-one", "18-hex-digits", "longer-than-declared"])
def test_malformed_chunked_body_is_400_and_closes(served, chunks):
    base, token, _ = served
    status, headers, body, closed = exchange(base, chunked(token, chunks))
    assert status == 400, body
    assert b"HTTP/1.1" not in body, "one answer, not a second one after it"
    assert json.loads(body[: int(headers["content-length"])])["error"]["code"] == "malformed_request"
    assert all(name in headers for name in SECURITY_HEADERS), headers
    assert closed
    with urllib.request.urlopen(base + "/healthz", timeout=5) as reply:
        assert reply.status == 200


def test_unparseable_request_gets_400_with_security_headers(served):
    base, _, _ = served
    status, headers, _, closed = exchange(base, b"GET / HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n")
    assert status == 400
    assert all(name in headers for name in SECURITY_HEADERS), headers
    assert closed


@pytest.mark.parametrize("method", ["TRACE", "PUT", "CONNECTX"])
def test_unknown_method_on_a_served_path_is_405(served, method):
    base, token, _ = served
    raw = f"{method} /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n".encode()
    status, headers, body, _ = exchange(base, raw)
    if method == "CONNECTX":
        assert status in (400, 405)
    else:
        assert status == 405, body
        assert headers.get("allow") == "GET"
    assert all(name in headers for name in SECURITY_HEADERS), headers
    status, _, _, _ = exchange(base, b"TRACE /no/such/address HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
    assert status == 404


def test_over_limit_body_sent_whole_gets_413_and_the_connection_closes(served):
    base, token, _ = served
    body = json.dumps({"note": "x" * (20 * 1024 * 1024)}).encode()
    request = urllib.request.Request(base + "/api/v1/journal/2025-06-01", method="PUT", data=body, headers={
        "Content-Type": "application/json", "Authorization": f"Bearer {token}"})
    started = time.monotonic()
    with pytest.raises(urllib.error.HTTPError) as refused:
        urllib.request.urlopen(request, timeout=30)
    assert refused.value.code == 413
    assert refused.value.headers.get("Connection", "").lower() == "close"
    assert all(refused.value.headers.get(name) for name in SECURITY_HEADERS)
    assert time.monotonic() - started < 20
