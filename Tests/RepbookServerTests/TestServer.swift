import Foundation
import Hummingbird
import HummingbirdTesting
import Logging
import RepbookServer
import Testing
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Runs the real application (`buildApplication`) over a temporary data folder for one test: in process through
/// Hummingbird's router test framework (the default: no socket, the same router, middleware and services), or `.live`
/// on a free loopback port for the tests whose subject is the connection itself.
struct TestServer {
    /// How a test's requests reach the application.
    enum Transport: Sendable {
        /// Straight to the router (`app.test(.router)`): every middleware and handler, but no socket, so no channel
        /// handlers (the connection's own security headers on unparsable requests, close-after-response), no peer
        /// address (the request context's is "unknown") and no streamed bodies.
        case router
        /// A real HTTP server on a free loopback port, reached through URLSession: for idle connections, raw or
        /// malformed bytes, streamed bodies, the peer's address (proxies, metrics' loopback check).
        case live
    }

    let baseURL: URL
    let dataDirectory: String
    /// The in-process client, nil on a live server.
    let router: (any TestClientProtocol)?

    /// Starts the app, runs `body` against it, then shuts it down.
    /// `configure` adjusts the configuration first, e.g. to lower an upload limit.
    static func run(
        _ transport: Transport = .router, dataDirectory: String? = nil, publicOrigin: String? = nil,
        configure: (inout ServerConfiguration) -> Void = { _ in }, _ body: (TestServer) async throws -> Void
    ) async throws {
        let directory = try dataDirectory ?? makeTemporaryDirectory()
        let port = PortBox()
        var configuration = ServerConfiguration(
            host: "127.0.0.1", port: 0, dataDirectory: directory, publicOrigin: publicOrigin, bcryptCost: 4, logLevel: .warning,
            onServerRunning: { await port.set($0) })
        configure(&configuration)
        try await ServerTestDatabase.with(&configuration) { configuration in
            let app = try await buildApplication(configuration)
            switch transport {
            case .router:
                try await withoutActuallyEscaping(body) { body in
                    let test = UncheckedSendable(value: body)
                    try await app.test(.router) { client in
                        try await test.value(TestServer(baseURL: URL(string: "http://localhost")!, dataDirectory: directory, router: client))
                    }
                }
            case .live:
                try await withThrowingTaskGroup(of: Void.self) { group in
                    group.addTask { try await app.runService(gracefulShutdownSignals: []) }
                    let bound = try await port.wait()
                    try await body(TestServer(baseURL: URL(string: "http://127.0.0.1:\(bound)")!, dataDirectory: directory, router: nil))
                    group.cancelAll()
                }
            }
        }
    }

    static func makeTemporaryDirectory() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("repbook-server-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// A browser-like client with its own cookie jar.
    func client() -> TestClient { TestClient(baseURL: baseURL, router: router) }
}

/// Carries the test's closure into the router framework's `@Sendable` one: the closure runs there, once, while `run`
/// waits for it, so it is never used from two tasks at once.
private struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value
}

/// Hands the bound port from the server's start callback to the test.
actor PortBox {
    private var port: Int?

    func set(_ port: Int) { self.port = port }

    func wait() async throws -> Int {
        for _ in 0..<500 {
            if let port { return port }
            try await Task.sleep(for: .milliseconds(10))
        }
        throw TestClient.Failure(description: "server did not start")
    }
}
