import Foundation

/// The Body pages' names and figures in the user's language: measurement sites, stacks, photo angles, weights and
/// lengths with the language's decimal separator ("82,4 kg").
public struct BodyWords: Sendable {
    public let localizer: Localizer

    public init(_ localizer: Localizer) {
        self.localizer = localizer
    }

    /// A measurement's name: a built-in site's from the catalog ("Oberarm, links"), a custom one's as the user wrote it.
    public func name(_ measure: BodyMeasure) -> String {
        guard case .site(let site) = measure.key else { return measure.name }
        return localizer.text("body.site.\(Self.keyPart(site.rawValue))")
    }

    /// The part a paired site measures, without the side ("Oberarm").
    public func part(_ site: BodySite) -> String {
        let part = site.rawValue.replacingOccurrences(of: "-left", with: "").replacingOccurrences(of: "-right", with: "")
        return localizer.text("body.part.\(Self.keyPart(part))")
    }

    /// "Morgens" or "Abends".
    public func stack(_ stack: SupplementStack) -> String {
        localizer.text("body.stack.\(stack.rawValue)")
    }

    /// "Vorne", "Seite" or "Hinten".
    public func angle(_ angle: PhotoAngle) -> String {
        localizer.text("photo.angle.\(angle.rawValue)")
    }

    /// A number with at most `digits` decimals in the language ("82,4").
    public func number(_ value: Double, digits: Int = 2) -> String {
        guard value.isFinite, value.magnitude < 1e15 else { return "—" }
        return localizer.numbers.decimal(value, maximumFractionDigits: digits)
    }

    /// A number to exactly one decimal, the zero kept ("24,0"), as an index such as BMI is read.
    public func oneDecimal(_ value: Double) -> String {
        let text = number(value, digits: 1)
        return text.contains(localizer.numbers.decimalSeparator) || text == "—" ? text : text + localizer.numbers.decimalSeparator + "0"
    }

    /// A weight in the user's unit: exactly as typed when the units agree, else converted to 0.1 ("81,6 kg").
    public func weight(_ weight: Weight, unit: WeightUnit) -> String {
        guard weight.unit != unit else { return "\(number(weight.value)) \(weight.unit.symbol)" }
        return "\(number(weight.unit.convert(weight.value, to: unit), digits: 1)) \(unit.symbol)"
    }

    /// A length in `unit`: as typed when the units agree, else converted to 0.1 ("81,5 cm").
    public func length(_ length: Length, unit: LengthUnit) -> String {
        guard length.unit != unit else { return "\(number(length.value)) \(unit.symbol)" }
        return "\(number(length.value(in: unit), digits: 1)) \(unit.symbol)"
    }

    /// A signed difference to one decimal: "+1,2 kg", "−0,4 cm", "±0 kg".
    public func signed(_ value: Double, symbol: String) -> String {
        let rounded = (value * 10).rounded() / 10
        guard rounded != 0 else { return "±0 \(symbol)" }
        return "\(rounded > 0 ? "+" : "−")\(number(abs(rounded), digits: 1)) \(symbol)"
    }

    /// A whole percentage such as "87 %".
    public func percent(_ value: Double) -> String {
        "\(localizer.numbers.integer(Int(value.rounded()))) %"
    }

    /// A day without the year in `today`'s year ("Sa., 21. Nov."), with it otherwise, by the catalog's patterns.
    public func shortDay(_ date: LocalDate, today: LocalDate) -> String {
        let values = ["day": String(date.day), "month": localizer.text("date.month.short.\(date.month)"), "year": String(date.year)]
        return localizer.text(date.year == today.year ? "body.date.day_month" : "body.date.day_month_year", values)
    }

    /// A day without its weekday, always with the year ("3. Nov. 2026").
    public func date(_ date: LocalDate) -> String {
        localizer.text("body.date.day_month_year", [
            "day": String(date.day), "month": localizer.text("date.month.short.\(date.month)"), "year": String(date.year),
        ])
    }

    /// A day with its weekday, the year only outside `today`'s year ("Sa., 21. Nov.").
    public func dayTitle(_ date: LocalDate, today: LocalDate) -> String {
        guard date.year == today.year else { return localizer.day(date) }
        return localizer.text("body.date.weekday_day_month", [
            "weekday": localizer.text("date.weekday.short.\(date.weekdayFromMonday + 1)"), "day": String(date.day),
            "month": localizer.text("date.month.short.\(date.month)"),
        ])
    }

    /// "Heute", "Gestern" or "vor 5 Tagen".
    public func relative(_ date: LocalDate, today: LocalDate) -> String {
        switch date.days(to: today) {
        case 0: localizer.text("body.day.today")
        case 1: localizer.text("body.day.yesterday")
        case let days: localizer.plural("body.day.days_ago", count: days)
        }
    }

    /// A key's piece from a raw value: `upper-arm-left` → `upper_arm_left`.
    private static func keyPart(_ raw: String) -> String { raw.replacingOccurrences(of: "-", with: "_") }
}
