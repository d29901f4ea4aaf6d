/// The quota of one user's pending uploads: how many there are and how many bytes they take, counting each upload once
/// (still arriving: the bytes it reserved; finished: its file's size), and the room a new upload gets.
public enum UploadQuotaRule {
    /// The room for `request` beside the uploads still arriving (`reserved`, bytes by token) and the files already
    /// stored (`stored`, size by token; a token in both is still arriving and counts by its reservation): its declared
    /// length, or for a body of unknown length what is left of the quota (at most its limit, at least one byte).
    /// Refused when the user would hold more files or bytes than the quota allows.
    public static func room(
        for request: UploadReservationRequest, reserved: [String: Int64], stored: [String: Int64]
    ) throws(UploadQuotaRefusal) -> Int64 {
        let finished = stored.filter { reserved[$0.key] == nil }
        let files = reserved.count + finished.count
        let used = reserved.values.reduce(0, +) + finished.values.reduce(0, +)
        let bytes = request.declared ?? max(1, min(request.limit, request.maximumBytes - used))
        guard files < request.maximumFiles else { throw .files(held: files) }
        guard used + bytes <= request.maximumBytes else { throw .bytes(requested: bytes, used: used) }
        return bytes
    }
}
