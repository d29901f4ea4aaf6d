import Foundation
import RepbookServer
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// A connection that sends nothing is closed by the server once the configured idle time has passed.
@Suite("Idle connections are closed")
struct IdleConnectionTests {
    /// Connects to `port` on loopback, sends `bytes`, and answers how many seconds pass until the server closes the
    /// connection (reads until end of file), or nil when it is still open after `wait` seconds.
    static func secondsUntilClosed(port: Int, sending bytes: String, wait: Int) -> Double? {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { return nil }
        defer { close(socket) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { return nil }
        var timeout = timeval(tv_sec: wait, tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        _ = bytes.withCString { send(socket, $0, strlen($0), 0) }
        let start = Date()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = recv(socket, &buffer, buffer.count, 0)
            if count == 0 { return Date().timeIntervalSince(start) }
            if count < 0 { return errno == EAGAIN || errno == EWOULDBLOCK ? nil : Date().timeIntervalSince(start) }
        }
    }

    @Test("A silent connection, and one left open after a request, are closed after the idle timeout")
    func idleClosed() async throws {
        try await TestServer.run(.live, configure: { $0.idleTimeout = .seconds(1) }) { server in
            let port = try #require(server.baseURL.port)
            let silent = try #require(Self.secondsUntilClosed(port: port, sending: "", wait: 10))
            #expect(silent >= 0.9 && silent < 10)
            let afterRequest = try #require(Self.secondsUntilClosed(
                port: port, sending: "GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n", wait: 10))
            #expect(afterRequest < 10)
        }
    }
}
