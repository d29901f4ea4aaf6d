/// Zero-padded decimal digits written in place, for texts built on hot paths (days, stored instants) where Foundation's
/// `String(format:)` costs more than the rest of the work.
extension UnsafeMutableBufferPointer<UInt8> {
    /// Writes the last `count` decimal digits of the non-negative `value` at `start`, zero-padded.
    public func putDigits(_ value: Int, count: Int, at start: Int) {
        var rest = value
        for index in stride(from: start + count - 1, through: start, by: -1) {
            self[index] = UInt8(ascii: "0") &+ UInt8(rest % 10)
            rest /= 10
        }
    }
}
