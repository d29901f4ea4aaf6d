import Mustache
import RepbookCore

/// A library row answers the template's lookups by name, so a long list of rows needs no reflection at all (see
/// `LibraryView`); the answers are those `MustacheValues` would give: a nil `lastEntry` is absent.
extension ExerciseRow: MustacheParent {
    public func child(named field: String) -> Any? {
        switch field {
        case "id": id
        case "name": name
        case "detail": detail
        case "isFavorite": isFavorite
        case "isArchived": isArchived
        case "lastEntry": lastEntry
        case "favoriteToggleValue": favoriteToggleValue
        case "favoriteToggleLabel": favoriteToggleLabel
        case "searchKey": searchKey
        case "kind": kind
        case "archivedLabel": archivedLabel
        default: nil
        }
    }
}
