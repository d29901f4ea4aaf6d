import Foundation

/// One value of a row on its way from one engine to the other, already in the type the target column holds.
public enum CopiedValue: Sendable, Equatable {
    case null
    case integer(Int64)
    case real(Double)
    case text(String)
    case boolean(Bool)
    case instant(Date)
    case day(LocalDate)
    case bytes([UInt8])
}

/// The type a target column holds, which the source converts its stored value to (naming the row when it cannot).
public enum CopiedColumnKind: String, Sendable, Equatable {
    case integer
    case real
    case text
    case boolean
    case instant
    case day
    case bytes
}

/// A column to read: its name and the type to read it as.
public struct CopiedColumn: Sendable, Equatable {
    public let name: String
    public let kind: CopiedColumnKind

    public init(name: String, kind: CopiedColumnKind) {
        self.name = name
        self.kind = kind
    }
}
