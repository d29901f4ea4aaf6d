import Foundation

extension Date {
    /// Milliseconds since 1970, rounded to the nearest one, as the page script's clock counts them.
    public var unixMilliseconds: Int64 { Int64((timeIntervalSince1970 * 1000).rounded()) }
}
