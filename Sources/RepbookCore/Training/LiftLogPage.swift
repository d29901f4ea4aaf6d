/// One page of an exercise's lift log: its days, newest first, and the cursor of the next page (the oldest day shown,
/// to send as `before`), nil on the last page.
public struct LiftLogPage: Equatable, Sendable {
    public let days: [LiftLog.Day]
    public let nextBefore: LocalDate?

    public init(days: [LiftLog.Day], nextBefore: LocalDate?) {
        self.days = days
        self.nextBefore = nextBefore
    }
}
