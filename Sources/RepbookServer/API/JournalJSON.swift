import Foundation
import Hummingbird
import RepbookCore

/// A journal day: the names of the tags on, in the user's order, and the note or null.
struct JournalDayJSON: ResponseEncodable {
    let date: String
    let tags: [String]
    @Nullable var note: String?

    init(_ detail: JournalDayDetail) {
        date = detail.day.date.description
        tags = detail.tagsOn.map(\.name)
        note = detail.day.note
    }
}

/// A journal tag; `position` is its 1-based place among the visible tags, null while hidden.
struct JournalTagJSON: ResponseEncodable {
    let id: Int64
    let name: String
    let hidden: Bool
    @Nullable var position: Int?

    /// Every tag of a list in its order, with positions counted among the visible ones.
    static func list(_ tags: [JournalTag]) -> [JournalTagJSON] {
        var visible = 0
        return tags.map { tag in
            if !tag.isHidden { visible += 1 }
            return JournalTagJSON(id: tag.id, name: tag.name, hidden: tag.isHidden, position: tag.isHidden ? nil : visible)
        }
    }
}

/// `{"tags": [...]}`: visible tags in their order, then hidden ones.
struct JournalTagListJSON: ResponseEncodable {
    let tags: [JournalTagJSON]
}

/// The body of `POST` and `PATCH /api/v1/journal/tags`.
struct JournalTagBody: Decodable {
    let name: String?
    let hidden: Bool?
    let position: Int?

    var input: JournalTagInput { JournalTagInput(name: name, hidden: hidden, position: position) }
}

/// The body of `PUT /api/v1/journal/{date}`: `tags` (the complete set of tag names, `[]` for none) and `note` (text, or
/// null or "" to remove it); a field left out stays as it is.
struct JournalDayBody: Decodable {
    let tags: [String]?
    /// Nil when left out; "" when sent as null.
    let note: String?

    private enum CodingKeys: String, CodingKey { case tags, note }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        tags = try container.decodeIfPresent([String].self, forKey: .tags)
        if !container.contains(.note) {
            note = nil
        } else if try container.decodeNil(forKey: .note) {
            note = ""
        } else {
            note = try container.decode(String.self, forKey: .note)
        }
    }
}
