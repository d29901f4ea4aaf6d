import Foundation
import RepbookServer
import Testing

@Suite("A Health zip that unpacks to far more than its size is refused over the API, leaving nothing on disk")
struct HealthZipUploadTests {
    /// A 1,170-byte zip whose `apple_health_export/export.xml` unpacks to 1,000,025 bytes (855 times), written by Python's zipfile.
    static let bomb = Data(base64Encoded:
        "UEsDBBQAAAAIAJ1deV2MlijY9AMAAFlCDwAeAAAAYXBwbGVfaGVhbHRoX2V4cG9ydC9leHBvcnQueG1s7cExDQAhFAUwK+cAA4SJARtvIGFg/P6DkGvb186tM1MZHw"
            + String(repeating: "A", count: 1290)
            + "8Fu9rZ1bZ6YyHlBLAQIUAxQAAAAIAJ1deV2MlijY9AMAAFlCDwAeAAAAAAAAAAAAAACAAQAAAABhcHBsZV9oZWFsdGhfZXhwb3J0L2V4cG9ydC54bWxQ"
            + "SwUGAAAAAAEAAQBMAAAAMAQAAAAA"
    )!

    @Test("413 naming the ratio; no upload and no unpacked export.xml is left in the uploads folder")
    func refused() async throws {
        try await TestServer.run { server in
            let client = server.client()
            try await client.setUpOwner()
            let token = try await client.token(username: "lifter", password: "correct horse")
            let reply = try await client.send(
                "POST", "/api/v1/weights/import/apple-health", body: Self.bomb,
                headers: ["Authorization": "Bearer \(token)", "Content-Type": "application/zip"])
            #expect(reply.status == 413)
            let message = (reply.json["error"] as? [String: Any])?["message"] as? String ?? ""
            #expect(message.contains("unpacks to more than 100 times the zip's size"))
            let uploads = URL(fileURLWithPath: server.dataDirectory).appendingPathComponent("uploads")
            let left = FileManager.default.enumerator(at: uploads, includingPropertiesForKeys: nil)?.allObjects
                .compactMap { $0 as? URL }.filter { !$0.hasDirectoryPath } ?? []
            #expect(left.isEmpty)
        }
    }
}
