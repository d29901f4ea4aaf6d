"""A keep-alive HTTP/1.1 client session with cookies, over http.client (one connection, reused)."""
import http.client
import json
import re
import time
import urllib.parse


class Reply:
    """A response: status, headers (lower-case names), body bytes and the client-observed milliseconds."""

    def __init__(self, status, headers, body, client_ms):
        self.status = status
        self.headers = headers
        self.body = body
        self.client_ms = client_ms

    def json(self):
        return json.loads(self.body)

    def server_ms(self):
        """The server's own time from `Server-Timing: app;dur=<ms>`, or None."""
        match = re.search(r"app;dur=([0-9.]+)", self.headers.get("server-timing", ""))
        return float(match.group(1)) if match else None


class HttpSession:
    """Sends requests over one kept-alive connection, remembering cookies like a browser (without expiry rules)."""

    def __init__(self, port, token=None):
        self.connection = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
        self.cookies = {}
        self.token = token

    def request(self, method, path, body=None, headers=None):
        headers = dict(headers or {})
        if self.cookies:
            headers["Cookie"] = "; ".join(f"{name}={value}" for name, value in self.cookies.items())
        if self.token:
            headers["Authorization"] = f"Bearer {self.token}"
        start = time.perf_counter()
        try:
            self.connection.request(method, path, body=body, headers=headers)
            response = self.connection.getresponse()
        except (http.client.RemoteDisconnected, ConnectionResetError, BrokenPipeError):
            if method != "GET":
                raise
            # The server closed the idle keep-alive connection (the session waited through load runs): reconnect once.
            self.connection.close()
            start = time.perf_counter()
            self.connection.request(method, path, body=body, headers=headers)
            response = self.connection.getresponse()
        data = response.read()
        client_ms = (time.perf_counter() - start) * 1000
        for name, value in response.getheaders():
            if name.lower() == "set-cookie":
                pair = value.split(";", 1)[0]
                key, _, cookie = pair.partition("=")
                if cookie and "Max-Age=0" not in value:
                    self.cookies[key.strip()] = cookie
                else:
                    self.cookies.pop(key.strip(), None)
        return Reply(response.status, {k.lower(): v for k, v in response.getheaders()}, data, client_ms)

    def json(self, method, path, payload=None):
        """Sends `payload` as JSON and answers the reply; raises unless the status is 2xx."""
        body = json.dumps(payload).encode() if payload is not None else None
        reply = self.request(method, path, body=body, headers={"Content-Type": "application/json"})
        if not 200 <= reply.status < 300:
            raise RuntimeError(f"{method} {path} answered {reply.status}: {reply.body[:300]!r}")
        return reply.json() if reply.body else None

    def sign_in(self, username, password):
        """Signs in through the web form (the anonymous CSRF cookie, then the posted form) and keeps the session cookie."""
        page = self.request("GET", "/signin").body.decode()
        csrf = re.search(r'name="_csrf" value="([^"]+)"', page).group(1)
        form = urllib.parse.urlencode({"_csrf": csrf, "username": username, "password": password}).encode()
        reply = self.request("POST", "/signin", body=form, headers={"Content-Type": "application/x-www-form-urlencoded"})
        if reply.status not in (302, 303) or "repbook_session" not in self.cookies:
            raise RuntimeError(f"web sign-in failed with {reply.status}")

    def close(self):
        self.connection.close()
