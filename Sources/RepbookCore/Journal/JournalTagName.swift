/// The rules for journal tag names: trimmed, single-spaced, 1 to 32 characters, unique per user ignoring case,
/// accents and spacing.
public enum JournalTagName {
    /// The longest name accepted.
    public static let maximumLength = 32

    /// The key two names clash on: "Slept  Well" and "slept well" share one.
    public static func key(_ name: String) -> String {
        SearchFolding.fold(name)
    }

    /// Normalises `raw` and checks its length, naming the field on failure.
    public static func validated(_ raw: String, field: String = "name") throws(DomainError) -> String {
        try ItemName.validated(raw, noun: .tag, maximumLength: maximumLength, field: field)
    }

    /// The ids of the tags named, matched by key among `tags` (hidden ones included); the first unknown name is
    /// refused, naming it, under the field `tags`.
    public static func matchIDs(_ names: [String], in tags: [JournalTag]) throws(DomainError) -> Set<Int64> {
        let byKey = Dictionary(tags.map { (key($0.name), $0.id) }, uniquingKeysWith: { first, _ in first })
        var ids: Set<Int64> = []
        for name in names {
            guard let id = byKey[key(name)] else {
                throw .invalid(field: "tags", message: LocalizedText("error.unknown_tag_add_it_tags_first", ["value": "\(name)"]))
            }
            ids.insert(id)
        }
        return ids
    }
}
