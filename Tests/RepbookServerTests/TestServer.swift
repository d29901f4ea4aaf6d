import Foundation
import Hummingbird
import Logging
import RepbookServer
import Testing
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Runs the real application (`buildApplication`) on a free port over a temporary data folder for one test.
struct TestServer {
    let baseURL: URL
    let dataDirectory: String

    /// Starts the app, runs `body` against it, then shuts it down.
    /// `configure` adjusts the configuration first, e.g. to lower an upload limit.
    static func run(
        dataDirectory: String? = nil, publicOrigin: String? = nil, configure: (inout ServerConfiguration) -> Void = { _ in },
        _ body: (TestServer) async throws -> Void
    ) async throws {
        let directory = try dataDirectory ?? makeTemporaryDirectory()
        let port = PortBox()
        var configuration = ServerConfiguration(
            host: "127.0.0.1", port: 0, dataDirectory: directory, publicOrigin: publicOrigin, bcryptCost: 4, logLevel: .warning,
            onServerRunning: { await port.set($0) })
        configure(&configuration)
        try await ServerTestDatabase.with(&configuration) { configuration in
            let app = try await buildApplication(configuration)
            try await withThrowingTaskGroup(of: Void.self) { group in
                group.addTask { try await app.runService(gracefulShutdownSignals: []) }
                let bound = try await port.wait()
                try await body(TestServer(baseURL: URL(string: "http://127.0.0.1:\(bound)")!, dataDirectory: directory))
                group.cancelAll()
            }
        }
    }

    static func makeTemporaryDirectory() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("repbook-server-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// A browser-like client with its own cookie jar.
    func client() -> TestClient { TestClient(baseURL: baseURL) }
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
