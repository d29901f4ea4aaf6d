import Foundation

/// Joins the parts of a coaching line into one slot: `7 at 40 kg, 2 × 8 at 35 kg` (a comma reads so in every shipped
/// language), each part written in the reader's language.
enum CoachingWords {
    /// The parts joined by commas; one part is itself.
    static func list(_ parts: [LocalizedText]) -> LocalizedText.Slot {
        guard let first = parts.first else { return "" }
        return parts.dropFirst().reduce(.localized(first)) { joined, part in
            .localized(LocalizedText("coaching.list", ["first": joined, "next": .localized(part)]))
        }
    }
}
