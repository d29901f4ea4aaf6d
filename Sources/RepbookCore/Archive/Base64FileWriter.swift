import Foundation

/// Decodes base64 text that arrives in pieces into a file, a bounded buffer at a time, refusing more than a limit of
/// decoded bytes or text that is not base64; `path` names the JSON value in errors.
struct Base64FileWriter {
    private let handle: FileHandle
    private let limit: Int
    private let path: String
    private var pending: [UInt8] = []
    private(set) var written = 0

    /// A writer into the new file `url` (0600).
    init(url: URL, limit: Int, path: String) throws(DomainError) {
        guard FileManager.default.createFile(atPath: url.path, contents: nil, attributes: [.posixPermissions: 0o600]),
              let handle = try? FileHandle(forWritingTo: url) else {
            throw .invalid(field: "file", message: LocalizedText("error.archive_photos_no_room"))
        }
        self.handle = handle
        self.limit = limit
        self.path = path
    }

    /// Adds base64 characters, decoding every complete multiple of 64 KB.
    mutating func append<Bytes: Collection<UInt8>>(_ bytes: Bytes) throws(DomainError) {
        pending.append(contentsOf: bytes)
        if pending.count >= 1 << 16 { try flush(final: false) }
    }

    /// Decodes what is left and closes the file.
    mutating func finish() throws(DomainError) {
        defer { try? handle.close() }
        try flush(final: true)
    }

    /// Closes the file without decoding the rest (after an error).
    func abandon() { try? handle.close() }

    private mutating func flush(final: Bool) throws(DomainError) {
        let count = final ? pending.count : pending.count - pending.count % 4
        guard count > 0 else { return }
        guard let data = Data(base64Encoded: Data(pending[..<count])) else {
            throw .invalid(field: path, message: LocalizedText("error.image_not_valid_base64", ["path": "\(path)"]))
        }
        written += data.count
        guard written <= limit else {
            throw .invalid(field: path, message: LocalizedText("error.image_larger_than", ["path": "\(path)", "limit": "\(ByteCount.text(limit))"]))
        }
        do { try handle.write(contentsOf: data) } catch {
            throw .invalid(field: "file", message: LocalizedText("error.archive_photos_no_room"))
        }
        pending.removeFirst(count)
    }
}
