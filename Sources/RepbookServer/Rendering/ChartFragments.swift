import Foundation
import Mustache
import RepbookCore

/// Charts as HTML, rendered by the `chart` partial and remembered by their content: an exercise's charts and their data
/// tables are most of its page's rendering, and they only change when its history does. The chart answers the
/// partial's names itself (`ChartView+Mustache`), without `MustacheValues`' reflection.
enum ChartFragments {
    /// The charts shown lately, by content.
    static let cache = RenderedFragmentCache<ChartView>(capacity: 64)

    /// The chart's `<figure>`, rendered only when this chart was not shown lately.
    static func html(_ chart: ChartView) throws -> String {
        try cache.html(for: chart, render: render)
    }

    /// The chart's `<figure>` as `MustacheValues` prepares it; a chart template that cannot be read (a broken install)
    /// shows as a note instead of failing the whole page.
    static func preparedHTML(_ chart: ChartView) -> String {
        (try? html(chart)) ?? #"<p class="empty">This chart could not be drawn.</p>"#
    }

    /// The chart's `<figure>` rendered now.
    static func render(_ chart: ChartView) throws -> String {
        try template.get().render(chart)
    }

    private static let template = Result {
        try MustacheTemplate(string: EmbeddedResources.template("chart"))
    }
}
