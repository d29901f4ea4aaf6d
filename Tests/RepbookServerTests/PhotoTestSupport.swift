import Foundation
import Testing
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Small real images (written by Pillow) and binary requests for the photo tests.
enum PhotoSamples {
    /// A 7 × 5 PNG.
    static let png = Data(base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAAAcAAAAFCAIAAAAG+GGPAAAAFElEQVR4nGPkOmHDgAGYMIWoIgoAdEoBGGBPnt8AAAAASUVORK5CYII=")!

    /// A 4 × 3 JPEG.
    static let jpeg = Data(base64Encoded: """
        /9j/4AAQSkZJRgABAQAAAQABAAD/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQ\
        jhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAADAAQDASIAAhEBAxEB/8QAHwAAAQUBAQEBAQEAAAAAAAAAAAECAwQFBgcICQoL/8\
        QAtRAAAgEDAwIEAwUFBAQAAAF9AQIDAAQRBRIhMUEGE1FhByJxFDKBkaEII0KxwRVS0fAkM2JyggkKFhcYGRolJicoKSo0NTY3ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd\
        4eXqDhIWGh4iJipKTlJWWl5iZmqKjpKWmp6ipqrKztLW2t7i5usLDxMXGx8jJytLT1NXW19jZ2uHi4+Tl5ufo6erx8vP09fb3+Pn6/8QAHwEAAwEBAQEBAQEBAQAAAAAAAAECAwQFBgcI\
        CQoL/8QAtREAAgECBAQDBAcFBAQAAQJ3AAECAxEEBSExBhJBUQdhcRMiMoEIFEKRobHBCSMzUvAVYnLRChYkNOEl8RcYGRomJygpKjU2Nzg5OkNERUZHSElKU1RVVldYWVpjZGVmZ2hpa\
        nN0dXZ3eHl6goOEhYaHiImKkpOUlZaXmJmaoqOkpaanqKmqsrO0tba3uLm6wsPExcbHyMnK0tPU1dbX2Nna4uPk5ebn6Onq8vP09fb3+Pn6/9oADAMBAAIRAxEAPwDlKKKK+3OQ/9k=
        """, options: .ignoreUnknownCharacters)!

    /// The start of an iPhone HEIC file: an `ftyp` box with the heic and mif1 brands.
    static let heic = Data([0, 0, 0, 24]) + Data("ftypheic".utf8) + Data([0, 0, 0, 0]) + Data("mif1heic".utf8) + Data(repeating: 0, count: 200)
}

/// A binary response: status, headers (lower-cased names) and the exact bytes.
struct BinaryReply {
    let status: Int
    let headers: [String: String]
    let data: Data
}

extension TestClient {
    /// Sends raw bytes (or nothing) with this client's cookies and answers the exact response bytes; `stream` sends the
    /// body without a declared length.
    func binary(
        _ method: String, _ path: String, body: Data? = nil, headers: [String: String] = [:], stream: Bool = false
    ) async throws -> BinaryReply {
        let reply = try await transfer(method, path, body: body, headers: headers, stream: stream)
        return BinaryReply(status: reply.status, headers: reply.headers, data: reply.data)
    }

    /// Uploads a photo over the API.
    func uploadPhoto(_ data: Data, query: String, token: String, contentType: String = "image/jpeg") async throws -> Reply {
        try await send("POST", "/api/v1/photos?\(query)", body: data, headers: ["Authorization": "Bearer \(token)", "Content-Type": contentType])
    }

    /// Adds the account `username` as the signed-in owner, through the settings page.
    func addUser(_ username: String, password: String) async throws {
        let csrf = try #require(try await get("/settings").csrfToken)
        let reply = try await post("/settings/users", form: ["_csrf": csrf, "username": username, "password": password])
        #expect(reply.status == 303)
    }
}

/// The files under a data folder's `photos` folder, as paths relative to it.
func storedPhotoFiles(in dataDirectory: String) -> [String] {
    let root = dataDirectory + "/photos"
    guard let enumerator = FileManager.default.enumerator(atPath: root) else { return [] }
    return enumerator.compactMap { $0 as? String }.filter { path in
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: root + "/" + path, isDirectory: &isDirectory) && !isDirectory.boolValue
    }.sorted()
}
