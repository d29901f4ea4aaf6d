import Foundation

/// The rest countdown moved by the lifter: seconds added (or, negative, taken off) a running rest, or the rest skipped.
public enum RestAdjustment {
    /// The most seconds one adjustment may add or take off.
    public static let maximumSeconds = 86_400

    /// The timer after adding `seconds` to `rest` at `now` (nil when that ends it), or nil for a skip (`seconds` nil).
    /// Adding to a rest that is not running is a conflict; more than a day either way is refused.
    public static func adjusted(_ rest: RestTimer?, by seconds: Int?, now: Date) throws(DomainError) -> RestTimer? {
        guard let seconds else { return nil }
        guard (-maximumSeconds...maximumSeconds).contains(seconds) else {
            throw .invalid(field: "adjustSeconds", message: LocalizedText("error.rest.adjust_seconds_range"))
        }
        guard let rest, rest.endsAt > now else { throw DomainError.conflict(LocalizedText("error.no_rest_timer_running")) }
        let ends = rest.endsAt.addingTimeInterval(TimeInterval(seconds))
        return ends > now ? RestTimer(startedAt: rest.startedAt, endsAt: ends) : nil
    }
}
