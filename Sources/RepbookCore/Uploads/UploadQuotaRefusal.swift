/// Why an upload got no room in its user's quota of pending uploads; the server words it with the quota's lifetime.
public enum UploadQuotaRefusal: Error, Equatable, Sendable {
    /// The user already holds `held` pending uploads, the most allowed.
    case files(held: Int)
    /// `requested` more bytes would pass the quota over the `used` bytes the user's pending uploads take now.
    case bytes(requested: Int64, used: Int64)
}
