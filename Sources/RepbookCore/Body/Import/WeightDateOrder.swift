import Foundation

/// How the dates of an imported weight file are written, as the lifter states it. ISO dates (`2024-03-21`) are
/// understood whatever the choice, since they cannot be mistaken.
public enum WeightDateOrder: String, CaseIterable, Sendable {
    /// `2024-03-21`.
    case iso
    /// `21.03.2024`, `21/03/2024` or `21-03-2024`.
    case dayFirst = "day-first"
    /// `03/21/2024`.
    case monthFirst = "month-first"

    /// The catalog key of the choice's words with an example (`body.import.date_order.day_first`), for the form and reasons.
    public var labelKey: String { "body.import.date_order.\(rawValue.replacingOccurrences(of: "-", with: "_"))" }

    /// Parses the name a client or form sends (`iso`, `day-first`, `month-first`); nil or empty means ISO.
    public static func parse(_ text: String?) throws(DomainError) -> WeightDateOrder {
        let name = text?.trimmingCharacters(in: .whitespaces).lowercased() ?? ""
        if name.isEmpty { return .iso }
        guard let order = WeightDateOrder(rawValue: name) else {
            throw .invalid(field: "dates", message: LocalizedText("error.dates_iso_day_first_or_month"))
        }
        return order
    }
}
