import Foundation

/// The bytes of an uploaded photo: in memory, or in a temporary file a streaming upload wrote.
public enum PhotoUpload: Sendable {
    case bytes(Data)
    case file(URL)

    /// The upload's size in bytes.
    public func byteCount() throws -> Int {
        switch self {
        case .bytes(let data):
            return data.count
        case .file(let url):
            let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
            return (attributes[.size] as? NSNumber)?.intValue ?? 0
        }
    }

    /// The first `length` bytes (fewer when the upload is shorter), enough to recognise the format.
    public func header(length: Int = ImageFormat.headerLength) throws -> Data {
        switch self {
        case .bytes(let data):
            return data.prefix(length)
        case .file(let url):
            let handle = try FileHandle(forReadingFrom: url)
            defer { try? handle.close() }
            return try handle.read(upToCount: length) ?? Data()
        }
    }
}
