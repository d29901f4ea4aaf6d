import Foundation

/// An input stream that passes an XML file to the parser only as far as `XMLByteCheck` finds it safe: at the first
/// byte that is not UTF-8, a forbidden control character or a start tag with too many attributes, the parser gets the
/// bytes before it and then a read error, and `problem` says what and on which line.
final class CheckedXMLStream: InputStream {
    private let source: InputStream
    private var check = XMLByteCheck()

    /// What stopped the file, if anything did.
    var problem: XMLByteCheck.Problem? { check.problem }

    init(source: InputStream) {
        self.source = source
        super.init(data: Data())
    }

    override func open() { source.open() }
    override func close() { source.close() }
    override var streamStatus: Stream.Status { source.streamStatus }
    /// The check's problem once there is one (asking the source then would crash Foundation on Linux).
    override var streamError: (any Error)? { check.problem.map { $0 as any Error } ?? source.streamError }
    override var hasBytesAvailable: Bool { check.problem == nil && source.hasBytesAvailable }

    override func read(_ buffer: UnsafeMutablePointer<UInt8>, maxLength length: Int) -> Int {
        guard check.problem == nil else { return -1 }
        let count = source.read(buffer, maxLength: length)
        guard count >= 0 else { return count }
        guard count > 0 else {
            check.finish()
            return check.problem == nil ? 0 : -1
        }
        let safe = check.check(UnsafeBufferPointer(start: buffer, count: count))
        return safe == 0 && check.problem != nil ? -1 : safe
    }
}
