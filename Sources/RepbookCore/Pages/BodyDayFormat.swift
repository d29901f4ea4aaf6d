/// Addresses of the Body day page (its names and dates are written by `BodyWords` in the user's language).
enum BodyDayFormat {
    /// The Body day page's address for `date`.
    static func dayHref(_ date: LocalDate) -> String {
        "/body?date=\(date)"
    }
}
