import Foundation
import RepbookCore
import RepbookServer
import Testing

/// The sign-in throttle end to end: a real server, real bcrypt (cost 4) and concurrent clients.
@Suite("Sign-in throttle against a real server")
struct SignInThrottleTests {
    /// The default counts with a first wait of a minute, so a slow test machine cannot outwait the backoff.
    static func slowBackoff(_ configuration: inout ServerConfiguration) {
        configuration.signInThrottle = LoginThrottle.Policy(freeFailures: 5, freeAddressFailures: 20, firstDelay: 60)
    }

    private static func tokenBody(_ name: String, _ password: String) -> String {
        let data = try! JSONSerialization.data(withJSONObject: ["username": name, "password": password])
        return String(decoding: data, as: UTF8.self)
    }

    @Test("40 wrong passwords sent at once: at most the five allowed are checked, the rest are refused before bcrypt")
    func concurrentGuesses() async throws {
        try await TestServer.run(configure: Self.slowBackoff) { server in
            try await server.client().setUpOwner()
            let statuses = try await withThrowingTaskGroup(of: Int.self) { group in
                for index in 0..<40 {
                    group.addTask {
                        try await server.client().json("POST", "/api/v1/auth/token", body: Self.tokenBody("lifter", "wrong guess \(index)")).status
                    }
                }
                return try await group.reduce(into: [Int]()) { $0.append($1) }
            }
            // A 401 is an answer after bcrypt checked the password; a 429 is refused before it.
            #expect(statuses.filter { $0 == 401 }.count == 5)
            #expect(statuses.filter { $0 == 429 }.count == 35)
        }
    }

    @Test("Name variants that sign in as one user share one counter")
    func nameVariantsShareACounter() async throws {
        try await TestServer.run(configure: Self.slowBackoff) { server in
            try await server.client().setUpOwner(username: "alice")
            let variant = try await server.client().signIn(username: "\tAlice ", password: "correct horse")
            #expect(variant.status == 303)
            let attacker = server.client()
            for spelling in [" alice", "alice ", "\talice", "Alice ", "ALICE"] {
                #expect(try await attacker.signIn(username: spelling, password: "wrong horse").status == 401)
            }
            let next = try await attacker.signIn(username: "alice", password: "wrong horse")
            #expect(next.status == 429)
            #expect(next.body.contains("Too many attempts"))
        }
    }

    @Test("During an attack a correct password from a device that signed in before passes; a new device waits")
    func knownDevicePasses() async throws {
        try await TestServer.run(configure: Self.slowBackoff) { server in
            try await server.client().setUpOwner(username: "ana")
            let phone = server.client()
            #expect(try await phone.signIn(username: "ana", password: "correct horse").status == 303)
            #expect(phone.cookies["repbook_device"] != nil)
            let settings = try await phone.get("/settings")
            _ = try await phone.post("/signout", form: ["_csrf": try #require(settings.csrfToken)])

            let attacker = server.client()
            var refused = 0
            for index in 0..<30 where try await attacker.signIn(username: "ana", password: "guess \(index)").status == 429 { refused += 1 }
            #expect(refused == 25)
            #expect(try await server.client().signIn(username: "ana", password: "correct horse").status == 429)

            let back = try await phone.signIn(username: "ana", password: "correct horse")
            #expect(back.status == 303)
            #expect(try await phone.get("/library").status == 200)
            // A forged device cookie is no known device.
            let forger = server.client()
            forger.cookies["repbook_device"] = String(repeating: "A", count: 43)
            #expect(try await forger.signIn(username: "ana", password: "correct horse").status == 429)
        }
    }

    @Test("X-Forwarded-For names the client only when the request comes from a trusted proxy")
    func trustedProxy() async throws {
        let few = { (configuration: inout ServerConfiguration) in
            configuration.signInThrottle = LoginThrottle.Policy(freeFailures: 5, freeAddressFailures: 3, firstDelay: 60)
        }
        // Live servers here: whether the peer is the trusted proxy (127.0.0.1) needs a real connection.
        // Behind the proxy: each client address has its own count.
        try await TestServer.run(.live, configure: { few(&$0); $0.trustedProxies = ["127.0.0.1"] }) { server in
            try await server.client().setUpOwner()
            let client = server.client()
            for name in ["a1", "a2", "a3"] {
                let reply = try await client.send(
                    "POST", "/api/v1/auth/token", body: Data(Self.tokenBody(name, "wrong horse").utf8), headers: ["X-Forwarded-For": "203.0.113.7"])
                #expect(reply.status == 401)
            }
            let same = try await client.send(
                "POST", "/api/v1/auth/token", body: Data(Self.tokenBody("a4", "wrong horse").utf8),
                headers: ["X-Forwarded-For": "198.51.100.1, 203.0.113.7"])
            #expect(same.status == 429)
            let other = try await client.send(
                "POST", "/api/v1/auth/token", body: Data(Self.tokenBody("a4", "wrong horse").utf8), headers: ["X-Forwarded-For": "203.0.113.8"])
            #expect(other.status == 401)
        }
        // No trusted proxy: the header is ignored, every request is the peer's.
        try await TestServer.run(.live, configure: few) { server in
            try await server.client().setUpOwner()
            let client = server.client()
            for (index, name) in ["a1", "a2", "a3"].enumerated() {
                let reply = try await client.send(
                    "POST", "/api/v1/auth/token", body: Data(Self.tokenBody(name, "wrong horse").utf8),
                    headers: ["X-Forwarded-For": "203.0.113.\(index)"])
                #expect(reply.status == 401)
            }
            let spoofed = try await client.send(
                "POST", "/api/v1/auth/token", body: Data(Self.tokenBody("a4", "wrong horse").utf8), headers: ["X-Forwarded-For": "203.0.113.99"])
            #expect(spoofed.status == 429)
        }
    }

    @Test("Refused sign-ins are logged with address and name, one safe line each, for fail2ban")
    func failuresAreLogged() async throws {
        let log = RecordedLog()
        // Live: the logged address is the peer's (through the trusted proxy), which needs a real connection.
        try await TestServer.run(
            .live, configure: { $0.logHandler = log.factory; $0.trustedProxies = ["127.0.0.1"]; Self.slowBackoff(&$0) }
        ) { server in
            try await server.client().setUpOwner()
            _ = try await server.client().signIn(username: "lifter", password: "wrong horse")
            _ = try await server.client().send(
                "POST", "/api/v1/auth/token", body: Data(Self.tokenBody("evil\" address=1.2.3.4\nx", "wrong horse").utf8),
                headers: ["X-Forwarded-For": "203.0.113.5"])
        }
        let refused = log.lines.filter { $0.contains("sign-in refused") }
        #expect(refused.contains("warning sign-in refused: reason=wrong-password address=127.0.0.1 user=\"lifter\""))
        #expect(refused.contains("warning sign-in refused: reason=wrong-password address=203.0.113.5 user=\"evil? address=1.2.3.4?x\""))
    }
}
