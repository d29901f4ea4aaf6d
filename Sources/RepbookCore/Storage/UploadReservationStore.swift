import Foundation

/// Where the room of uploads still arriving is reserved: in the database, so that several servers sharing one data folder
/// hold every user to one quota together (`upload_reservation`).
public protocol UploadReservationStore: Sendable {
    /// In one transaction that holds the user's lock: forgets the user's reservations whose lease ended before
    /// `request.now`, reads the others, calls `stored` for the sizes of the user's finished pending files (while the lock
    /// is held, so an upload finishing meanwhile on another server is counted by its file or its reservation), applies
    /// `UploadQuotaRule.room` and records the reservation until `request.expiresAt`. Answers the bytes reserved, which the
    /// body may not pass; throws `UploadQuotaRefusal` and records nothing when there is no room.
    func reserveUpload(_ request: UploadReservationRequest, stored: @escaping @Sendable () -> [String: Int64]) async throws -> Int64
    /// Extends the lease of the reservation `token` of the user, still arriving, to `expiresAt`.
    func renewUpload(userID: Int64, token: String, expiresAt: Date) async throws
    /// Ends the reservation `token` of the user: its file is stored (and counted there) or gone.
    func releaseUpload(userID: Int64, token: String) async throws
}
