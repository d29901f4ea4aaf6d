import Foundation
import Testing

@testable import RepbookServer

@Suite("Server-Timing header")
struct ServerTimingTests {
    @Test("Pages, API answers and errors carry app;dur=<ms with two decimals>")
    func header() async throws {
        try await TestServer.run { server in
            let client = server.client()
            try await client.setUpOwner()
            let token = try await client.token(username: "lifter", password: "correct horse")
            let replies = [
                try await client.get("/healthz"),
                try await client.get("/library"),
                try await client.json("GET", "/api/v1/exercises", token: token),
                try await client.json("GET", "/api/v1/workouts/active", token: token),
                try await server.client().json("GET", "/api/v1/exercises"),
            ]
            #expect(replies.map(\.status) == [200, 200, 200, 404, 401])
            for reply in replies {
                let value = try #require(reply.headers["server-timing"])
                #expect(value.wholeMatch(of: /app;dur=\d+\.\d\d/) != nil, "\(value)")
            }
        }
    }

    @Test("The duration is written in milliseconds with two decimals")
    func format() {
        #expect(ServerTimingMiddleware.value(.microseconds(3_254)) == "app;dur=3.25")
        #expect(ServerTimingMiddleware.value(.seconds(1) + .milliseconds(5)) == "app;dur=1005.00")
        #expect(ServerTimingMiddleware.value(.zero) == "app;dur=0.00")
    }
}
