import Foundation
import Testing

/// Requests an attacker or a broken client sends: bodies over their limit, error answers that must still carry the
/// security headers, and return paths that try to lead off the site.
@Suite("Hostile requests")
struct HostileRequestTests {
    static let securityHeaders = ["content-security-policy", "x-frame-options", "x-content-type-options", "referrer-policy"]

    func expectSecurityHeaders(_ reply: TestClient.Reply, _ what: String) {
        for name in Self.securityHeaders { #expect(reply.headers[name] != nil, "\(what) lacks \(name)") }
    }

    @Test("A JSON body or a form over 1 MB is refused with 413 in the caller's shape, even at 20 MB, and changes nothing")
    func oversizedBodies() async throws {
        try await TestServer.run { server in
            let browser = server.client()
            try await browser.setUpOwner()
            let token = try await browser.token(username: "lifter", password: "correct horse")
            func names() async throws -> [String] {
                let list = try await browser.json("GET", "/api/v1/exercises", token: token).json["exercises"] as? [[String: Any]] ?? []
                return list.compactMap { $0["name"] as? String }.sorted()
            }
            let before = try await names()
            #expect(before.count > 50)

            for size in [(1 << 20) + 1, 20 << 20] {
                let name = String(repeating: "x", count: size)
                let reply = try await browser.json(
                    "POST", "/api/v1/exercises", body: #"{"name": "\#(name)", "category": "legs", "kind": "weight_reps"}"#, token: token)
                #expect(reply.status == 413)
                #expect(reply.errorCode == "too_large")
                #expect(reply.body.contains("larger than 1 MB"))
                expectSecurityHeaders(reply, "the JSON 413")
            }

            let csrf = try #require(try await browser.get("/library/new").csrfToken)
            let form = try await browser.post(
                "/library", form: ["_csrf": csrf, "name": String(repeating: "y", count: 2 << 20), "category": "legs", "kind": "weight_reps"])
            #expect(form.status == 413)
            #expect(form.headers["content-type"]?.hasPrefix("text/html") == true)
            #expect(form.body.contains("The form is larger than 1 MB"))
            expectSecurityHeaders(form, "the HTML 413")

            #expect(try await names() == before)
        }
    }

    @Test("Error answers carry the security headers: 404 pages, API errors, the sign-in redirect")
    func headersOnErrors() async throws {
        try await TestServer.run { server in
            let anonymous = server.client()
            expectSecurityHeaders(try await anonymous.get("/no-such-page"), "the 404 page")
            expectSecurityHeaders(try await anonymous.get("/api/v1/no-such-thing"), "the API 404")
            expectSecurityHeaders(try await anonymous.json("GET", "/api/v1/exercises"), "the API 401")
            let browser = server.client()
            try await browser.setUpOwner()
            expectSecurityHeaders(try await server.client().get("/library"), "the sign-in redirect")
            expectSecurityHeaders(
                try await browser.json(
                    "POST", "/api/v1/exercises", body: "{", token: try await browser.token(username: "lifter", password: "correct horse")),
                "the bad JSON 400")
        }
    }

    @Test("return_to follows only paths on this site: tabs, line breaks, backslashes and // lead home instead")
    func returnPaths() async throws {
        try await TestServer.run { server in
            let browser = server.client()
            try await browser.setUpOwner()
            let csrf = try #require(try await browser.get("/library/new").csrfToken)
            let list = try await browser.get("/library")
            let id = try #require(list.body.firstMatch(of: /data-exercise-id="(\d+)"/)?.1)
            for hostile in [
                "/\t/evil.example", "/\n/evil.example", "//evil.example", "/\\evil.example", "https://evil.example", " /\t/evil.example", "/\r\n/x",
            ] {
                let reply = try await browser.post("/library/\(id)/favorite", form: ["_csrf": csrf, "value": "1", "return_to": hostile])
                #expect(reply.status == 303)
                #expect(reply.location == "/library", "return_to \(hostile.debugDescription)")
            }
            let fine = try await browser.post("/library/\(id)/favorite", form: ["_csrf": csrf, "value": "0", "return_to": "/library?q=bench"])
            #expect(fine.location == "/library?q=bench")
        }
    }
}
