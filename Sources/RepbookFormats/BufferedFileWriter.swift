import Foundation

/// Writes text to a new file through a 1 MB buffer, so large generated files stream to disk.
final class BufferedFileWriter {
    private let handle: FileHandle
    private var buffer = Data()
    private static let flushSize = 1 << 20
    /// Bytes written so far, buffered ones included.
    private(set) var bytesWritten: Int64 = 0

    /// Creates (or empties) the file at `url`.
    init(url: URL) throws {
        guard FileManager.default.createFile(atPath: url.path, contents: nil) else {
            throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: url.path])
        }
        handle = try FileHandle(forWritingTo: url)
    }

    func write(_ text: String) throws {
        let bytes = Data(text.utf8)
        buffer.append(bytes)
        bytesWritten += Int64(bytes.count)
        if buffer.count >= Self.flushSize { try flush() }
    }

    /// Writes what is buffered and closes the file.
    func close() throws {
        try flush()
        try handle.close()
    }

    private func flush() throws {
        try handle.write(contentsOf: buffer)
        buffer.removeAll(keepingCapacity: true)
    }
}
