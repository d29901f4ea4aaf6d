import Mustache
import RepbookCore

/// The library page as its template reads it: the rows as HTML from `LibraryRows` (rendered only when they changed,
/// `ExerciseRow` answering the row template's names itself, without `MustacheValues`' reflection), the page's short
/// lists prepared as usual. `MustacheValues` leaves a class as it is.
final class LibraryView: MustacheParent, Sendable {
    let page: LibraryPage
    /// The `<li>` of every row, for `{{{page.rowsHTML}}}`.
    let rowsHTML: String

    init(_ page: LibraryPage) throws {
        self.page = page
        self.rowsHTML = try LibraryRows.html(page.rows)
    }

    func child(named field: String) -> Any? {
        switch field {
        case "search": page.search
        case "rows": page.rows
        case "rowsHTML": rowsHTML
        case "chips": MustacheValues.prepare(page.chips)
        case "sortOptions": MustacheValues.prepare(page.sortOptions)
        case "showArchived": page.showArchived
        case "category": page.category
        case "sort": page.sort
        case "summary": page.summary
        case "archivedToggleHref": page.archivedToggleHref
        case "isEmpty": page.isEmpty
        default: nil
        }
    }
}
