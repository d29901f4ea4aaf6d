/// One page of an exercise's lift log: its days, newest first, the quick-log lines among them (which can be changed or
/// deleted), and the cursor of the next page (the oldest day shown, to send as `before`), nil on the last page.
public struct LiftLogPage: Equatable, Sendable {
    public let days: [LiftLog.Day]
    public let lines: [QuickLogLine]
    public let nextBefore: LocalDate?

    public init(days: [LiftLog.Day], lines: [QuickLogLine] = [], nextBefore: LocalDate?) {
        self.days = days
        self.lines = lines
        self.nextBefore = nextBefore
    }
}
