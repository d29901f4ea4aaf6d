/// What a database holds, in counts: printed after a backup is restored.
public struct DatabaseContents: Equatable, Sendable {
    public let users: Int
    public let workouts: Int
    public let sets: Int

    public init(users: Int, workouts: Int, sets: Int) {
        self.users = users
        self.workouts = workouts
        self.sets = sets
    }

    /// "2 users, 340 workouts and 5120 sets".
    public var text: String {
        "\(Self.count(users, "user")), \(Self.count(workouts, "workout")) and \(Self.count(sets, "set"))"
    }

    private static func count(_ value: Int, _ noun: String) -> String {
        value == 1 ? "1 \(noun)" : "\(value) \(noun)s"
    }
}
