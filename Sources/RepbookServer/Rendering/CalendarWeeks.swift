import Foundation
import Mustache
import RepbookCore

/// The History tab's month grid as HTML, rendered by `calendar-weeks.mustache` and remembered by its content: the grid
/// is most of the calendar page's rendering, and it only changes with the month's workouts, today or the selected day.
enum CalendarWeeks {
    /// The grids of the last months shown, by content.
    static let cache = RenderedFragmentCache<[CalendarPage.Week]>(capacity: 32)

    /// The weeks' HTML, rendered only when this grid was not shown lately.
    static func html(_ weeks: [CalendarPage.Week]) throws -> String {
        try cache.html(for: weeks, render: render)
    }

    /// The weeks' HTML rendered now (weeks and cells answer the template's names themselves).
    static func render(_ weeks: [CalendarPage.Week]) throws -> String {
        try template.get().render(["weeks": weeks])
    }

    private static let template = Result {
        try MustacheTemplate(string: EmbeddedResources.template("calendar-weeks"))
    }
}
