import Foundation

/// The source of "now" for services, so tests can fix time.
public typealias Clock = @Sendable () -> Date
