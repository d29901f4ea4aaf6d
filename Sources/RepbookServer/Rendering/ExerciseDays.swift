import Foundation
import Mustache
import RepbookCore

/// The days of an exercise's history as HTML, rendered by `exercise-days.mustache` and remembered by their content: a
/// page of days is the exercise page's longest list after its charts, and it only changes when a day is logged.
enum ExerciseDays {
    /// The pages of days shown lately, by content.
    static let cache = RenderedFragmentCache<[ExercisePage.DayRow]>(capacity: 64)

    /// The days' `<li>`, rendered only when these days were not shown lately.
    static func html(_ days: [ExercisePage.DayRow]) throws -> String {
        try cache.html(for: days, render: render)
    }

    /// The days' `<li>` rendered now (`DayRow` answers the template's names itself).
    static func render(_ days: [ExercisePage.DayRow]) throws -> String {
        try template.get().render(["days": days])
    }

    private static let template = Result {
        try MustacheTemplate(string: EmbeddedResources.template("exercise-days"))
    }
}
