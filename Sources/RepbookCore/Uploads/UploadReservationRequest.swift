import Foundation

/// An upload asking for room in its user's quota of pending uploads before its body is read.
public struct UploadReservationRequest: Sendable, Equatable {
    /// Whose quota the upload counts against.
    public var userID: Int64
    /// The upload's token, also the name of its file in the user's pending folder.
    public var token: String
    /// The body's declared length (`Content-Length`), nil when it is sent without one.
    public var declared: Int64?
    /// The most bytes this kind of upload may have.
    public var limit: Int64
    /// The most pending uploads one user holds at once (finished or still arriving).
    public var maximumFiles: Int
    /// The most bytes one user's pending uploads take together.
    public var maximumBytes: Int64
    /// The time of the request: reservations whose lease ended before it are forgotten.
    public var now: Date
    /// When the reservation lapses unless renewed (so one left by a crashed server frees its room by then).
    public var expiresAt: Date

    public init(
        userID: Int64, token: String, declared: Int64?, limit: Int64, maximumFiles: Int, maximumBytes: Int64, now: Date, expiresAt: Date
    ) {
        self.userID = userID
        self.token = token
        self.declared = declared
        self.limit = limit
        self.maximumFiles = maximumFiles
        self.maximumBytes = maximumBytes
        self.now = now
        self.expiresAt = expiresAt
    }
}
