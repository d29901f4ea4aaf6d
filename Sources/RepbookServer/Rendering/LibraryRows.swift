import Foundation
import Mustache
import RepbookCore

/// The library's rows as HTML, rendered by `library-rows.mustache` and remembered by their content: the list is most
/// of the library page's rendering, and it only changes when an exercise or its last day does.
enum LibraryRows {
    /// The rows of the last lists shown, by content.
    static let cache = RenderedFragmentCache<[ExerciseRow]>(capacity: 32)

    /// The rows' HTML, rendered only when these rows were not shown lately.
    static func html(_ rows: [ExerciseRow]) throws -> String {
        try cache.html(for: rows, render: render)
    }

    /// The rows' HTML rendered now (`ExerciseRow` answers the template's names itself).
    static func render(_ rows: [ExerciseRow]) throws -> String {
        try template.get().render(["rows": rows])
    }

    private static let template = Result {
        try MustacheTemplate(string: EmbeddedResources.template("library-rows"))
    }
}
