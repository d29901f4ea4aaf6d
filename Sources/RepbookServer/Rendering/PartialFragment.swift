import RepbookCore

/// A part of a page whose HTML depends only on its content and the page's language: `MustacheValues` hands the template
/// its HTML (read it with `{{{name}}}`), rendered by its partial once and remembered by content (`PartialFragments`),
/// instead of reflecting it and rendering it again on every row that shows it.
protocol PartialFragment: Hashable, Sendable {
    /// The template that renders it, reading its fields.
    static var partial: String { get }
}

/// A set row's ⋯ panel chips: forty rows of a workout show a few distinct pickers.
extension SetDetailsPicker: PartialFragment {
    static var partial: String { "set-effort" }
}
