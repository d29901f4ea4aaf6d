import Foundation

/// An input stream that passes an XML file through unchanged except for its document type declaration, whose bytes
/// become spaces (line ends kept, so the parser's line and column numbers stay true).
///
/// FoundationXML on Linux crashes on a DTD attribute declared without a default (`#REQUIRED`, `#IMPLIED`) once the
/// parser has a delegate, and every Apple Health export starts with such a DTD; the reader needs nothing from it.
final class DoctypeBlankingStream: InputStream {
    /// The most bytes read looking for the declaration; Apple's is about 10 KB (the scan restarts on each chunk, so
    /// this bounds its cost too).
    static let headLimit = 256 << 10
    private static let chunkSize = 64 << 10

    private let source: InputStream
    private var head: [UInt8] = []
    private var headOffset = 0
    private var headRead = false
    /// Whether the whole file was read.
    private(set) var reachedEnd = false

    init(source: InputStream) {
        self.source = source
        super.init(data: Data())
    }

    override func open() { source.open() }
    override func close() { source.close() }
    override var streamStatus: Stream.Status { source.streamStatus }
    override var streamError: (any Error)? { source.streamError }
    override var hasBytesAvailable: Bool { headOffset < head.count || source.hasBytesAvailable }

    override func read(_ buffer: UnsafeMutablePointer<UInt8>, maxLength length: Int) -> Int {
        if !headRead {
            headRead = true
            guard readHead() else { return -1 }
        }
        guard headOffset < head.count else {
            let count = source.read(buffer, maxLength: length)
            if count == 0 { reachedEnd = true }
            return count
        }
        let count = min(length, head.count - headOffset)
        head.withUnsafeBufferPointer { bytes in buffer.update(from: bytes.baseAddress! + headOffset, count: count) }
        headOffset += count
        return count
    }

    /// Reads until the declaration (or the root element) shows, and blanks the declaration; false on a read error.
    private func readHead() -> Bool {
        var chunk = [UInt8](repeating: 0, count: Self.chunkSize)
        while head.count < Self.headLimit {
            switch XMLDoctypeScan.scan(head) {
            case .found(let range):
                for index in range where head[index] != UInt8(ascii: "\n") && head[index] != UInt8(ascii: "\r") {
                    head[index] = UInt8(ascii: " ")
                }
                return true
            case .none:
                return true
            case .needMoreBytes:
                let count = source.read(&chunk, maxLength: chunk.count)
                guard count > 0 else {
                    reachedEnd = count == 0
                    return reachedEnd
                }
                head.append(contentsOf: chunk[0..<count])
            }
        }
        return true
    }
}
