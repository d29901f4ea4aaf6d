/// Short day names for the Body pages, in English regardless of the process locale: "Sat 21 Nov", with the year only
/// when it is not the current one.
enum BodyDayFormat {
    private static let weekdays = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// "Sat 21 Nov", or "Sat 21 Nov 2025" outside `today`'s year.
    static func title(_ date: LocalDate, today: LocalDate) -> String {
        "\(weekdays[date.weekdayFromMonday]) \(short(date, today: today))"
    }

    /// "21 Nov", or "21 Nov 2025" outside `today`'s year.
    static func short(_ date: LocalDate, today: LocalDate) -> String {
        let base = "\(date.day) \(months[date.month - 1])"
        return date.year == today.year ? base : "\(base) \(date.year)"
    }

    /// "Today", "Yesterday" or "5 days ago".
    static func relative(_ date: LocalDate, today: LocalDate) -> String {
        switch date.days(to: today) {
        case 0: "Today"
        case 1: "Yesterday"
        case let days: "\(days) days ago"
        }
    }

    /// The Body day page's address for `date`.
    static func dayHref(_ date: LocalDate) -> String {
        "/body?date=\(date)"
    }
}
