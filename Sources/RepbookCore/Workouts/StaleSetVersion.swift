/// A change made against an older version of a set than the stored one (another tab, another phone, the API): refused
/// with the set as it is now, so the client can show both and let the user keep either.
public struct StaleSetVersion: Error, Equatable, Sendable {
    public let current: WorkoutSet
    public let sentVersion: Int

    public init(current: WorkoutSet, sentVersion: Int) {
        self.current = current
        self.sentVersion = sentVersion
    }

    /// The sentence for people, as a catalog key and its values.
    public var text: LocalizedText {
        LocalizedText("error.stale_set_version", ["version": .integer(current.version), "sentVersion": .integer(sentVersion)])
    }
}
