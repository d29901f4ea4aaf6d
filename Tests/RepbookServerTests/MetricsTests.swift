import Foundation
import RepbookBuildInfo
import Testing

@testable import RepbookServer

/// `/metrics`: Prometheus text with requests by route pattern, database writes and size, backups, the build; guarded.
/// Live servers throughout: access turns on the peer's address (loopback or not), which only a real connection has.
@Suite("Metrics")
struct MetricsTests {
    @Test("A loopback scrape shows requests by route pattern with latency buckets, writes, database size, backups and the build")
    func exposition() async throws {
        try await TestServer.run(.live) { server async throws in
            let client = server.client()
            try await client.setUpOwner()
            let token = try await client.token(username: "lifter", password: "correct horse")
            #expect(try await client.json("GET", "/api/v1/exercises/1", token: token).status == 200)
            #expect(try await client.json("GET", "/api/v1/exercises/2", token: token).status == 200)
            #expect(try await client.get("/no-such-page").status == 404)
            #expect(try await client.get("/static/app.css").status == 200)
            #expect(try await client.json("POST", "/api/v1/backup", token: token).status == 200)

            let scrape = try await server.client().get("/metrics")
            #expect(scrape.status == 200)
            #expect(scrape.headers["content-type"]?.hasPrefix("text/plain; version=0.0.4") == true)
            let text = scrape.body
            // Both exercise requests fall under the one route pattern, never the raw paths.
            #expect(text.contains(#"repbook_http_requests_total{method="GET",route="/api/v1/exercises/{id}",status="200"} 2"#), "\(text)")
            #expect(!text.contains("/api/v1/exercises/1\""))
            #expect(text.contains(#"route="NotFound",status="404"}"#))
            #expect(text.contains(#"repbook_http_requests_total{method="GET",route="/static/*",status="200"} 1"#))
            #expect(text.contains(#"repbook_http_request_duration_seconds_bucket{method="GET",route="/api/v1/exercises/{id}",le="0.0005"}"#))
            #expect(text.contains(#"repbook_http_request_duration_seconds_count{method="GET",route="/api/v1/exercises/{id}"} 2"#))
            // Setting up the owner and the token wrote to the database.
            let writes = try #require(Self.value(of: "repbook_db_write_duration_seconds_count", in: text))
            #expect(writes >= 2)
            #expect(try #require(Self.value(of: "repbook_database_size_bytes", in: text)) > 100_000)
            #expect(Self.value(of: "repbook_backups_taken_total", in: text) == 1)
            #expect(Self.value(of: "repbook_backup_failures_total", in: text) == 0)
            #expect(text.contains(#"repbook_build_info{version="\#(RepbookVersion.number)",commit="\#(BuildInfo.commit)"} 1"#))
        }
    }

    @Test("A request that came through a proxy is refused without a token; with a token only the right one reads")
    func access() async throws {
        try await TestServer.run(.live) { server async throws in
            #expect(try await server.client().get("/metrics", headers: ["X-Forwarded-For": "203.0.113.9"]).status == 403)
            #expect(try await server.client().get("/metrics", headers: ["Forwarded": "for=203.0.113.9"]).status == 403)
        }
        try await TestServer.run(.live, configure: { $0.metricsToken = "scrape-secret" }) { server async throws in
            #expect(try await server.client().get("/metrics").status == 403)
            #expect(try await server.client().get("/metrics", headers: ["Authorization": "Bearer scrape-secrex"]).status == 403)
            let scrape = try await server.client().get(
                "/metrics", headers: ["Authorization": "Bearer scrape-secret", "X-Forwarded-For": "203.0.113.9"])
            #expect(scrape.status == 200)
            #expect(scrape.body.contains("repbook_http_requests_total"))
        }
    }

    @Test("Loopback addresses are told apart from others")
    func loopback() {
        #expect(MetricsAccess.isLoopback("127.0.0.1"))
        #expect(MetricsAccess.isLoopback("::1"))
        #expect(MetricsAccess.isLoopback("::ffff:127.0.0.1"))
        #expect(!MetricsAccess.isLoopback("10.0.0.1"))
        #expect(!MetricsAccess.isLoopback("unknown"))
    }

    /// The value of an unlabelled sample.
    static func value(of name: String, in text: String) -> Double? {
        text.split(separator: "\n").first { $0.hasPrefix(name + " ") }.flatMap { Double($0.split(separator: " ").last ?? "") }
    }
}
