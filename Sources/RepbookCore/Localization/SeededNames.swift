import Foundation

/// The starter data Repbook seeds at sign-up (journal tags, supplements) in a user's language, from the catalog by key.
/// Only a tag or supplement still named as seeded is shown translated; a name the user typed or changed stays as
/// written, and the stored (English) name is what exports and the API keep, as for starter exercises.
extension Localizer {
    /// A journal tag's name to show: "gut geschlafen" for the starter "slept well", any other name as stored.
    public func journalTagName(_ storedName: String) -> String {
        StarterJournalTags.names.contains(storedName) ? text(Self.journalTagKey(storedName)) : storedName
    }

    /// A supplement's name to show: the language's for a starter supplement still named as seeded, else as stored.
    public func supplementName(_ storedName: String) -> String {
        StarterSupplements.drafts.contains { $0.name == storedName } ? text(Self.supplementKey(storedName, "name")) : storedName
    }

    /// A supplement's dose to show: the language's ("1 Tablette") while both the starter's name and dose are unchanged,
    /// else as stored.
    public func supplementDose(_ storedDose: String, of storedName: String) -> String {
        StarterSupplements.drafts.contains { $0.name == storedName && $0.dose == storedDose }
            ? text(Self.supplementKey(storedName, "dose")) : storedDose
    }

    /// The catalog key of a starter tag: `journal.starter_tag.slept_well`.
    static func journalTagKey(_ name: String) -> String { "journal.starter_tag.\(catalogID(name))" }

    /// The catalog key of a starter supplement's `part` (`name`, `dose`): `supplement.starter.vitamin_d3.dose`.
    static func supplementKey(_ name: String, _ part: String) -> String { "supplement.starter.\(catalogID(name)).\(part)" }

    /// A starter's English name as a key part: lower case, words joined by `_`.
    private static func catalogID(_ name: String) -> String {
        name.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber }).joined(separator: "_")
    }
}
