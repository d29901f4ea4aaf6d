import Mustache
import RepbookCore

/// The History tab's month as its template reads it: the grid as HTML from `CalendarWeeks` (rendered only when it
/// changed, weeks and cells answering the grid template's names themselves, without `MustacheValues`' reflection), the
/// page's short lists prepared as usual. `MustacheValues` leaves a class as it is.
final class CalendarView: MustacheParent, Sendable {
    let page: CalendarPage
    /// The `<tr>` of every week, for `{{{page.weeksHTML}}}`.
    let weeksHTML: String

    init(_ page: CalendarPage) throws {
        self.page = page
        self.weeksHTML = try CalendarWeeks.html(page.weeks)
    }

    func child(named field: String) -> Any? {
        switch field {
        case "month": page.month
        case "monthTitle": page.monthTitle
        case "previousHref": page.previousHref
        case "nextHref": page.nextHref
        case "previousYearHref": page.previousYearHref
        case "previousYearLabel": page.previousYearLabel
        case "nextYearHref": page.nextYearHref
        case "nextYearLabel": page.nextYearLabel
        case "todayHref": page.todayHref
        case "isCurrentMonth": page.isCurrentMonth
        case "weekdays": page.weekdays
        case "weeks": page.weeks
        case "weeksHTML": weeksHTML
        case "figures": MustacheValues.prepare(page.figures)
        case "longestHref": page.longestHref
        case "selectedDate": page.selectedDate
        case "selectedTitle": page.selectedTitle
        case "dayWorkouts": MustacheValues.prepare(page.dayWorkouts)
        case "hasDayWorkouts": page.hasDayWorkouts
        case "dayTotals": page.dayTotals
        case "dayPlan": page.dayPlan
        case "streakLine": page.streakLine
        case "monthChoices": MustacheValues.prepare(page.monthChoices)
        case "hasMonthChoices": page.hasMonthChoices
        default: nil
        }
    }
}

/// A week of the grid answers its cells by name.
extension CalendarPage.Week: MustacheParent {
    public func child(named field: String) -> Any? {
        field == "cells" ? cells : nil
    }
}

/// A square of the grid answers by name; a nil label or plan is absent, as `MustacheValues` leaves it.
extension CalendarPage.Cell: MustacheParent {
    public func child(named field: String) -> Any? {
        switch field {
        case "isBlank": isBlank
        case "dayNumber": dayNumber
        case "date": date
        case "href": href
        case "isToday": isToday
        case "isSelected": isSelected
        case "isTrained": isTrained
        case "sessions": sessions
        case "label": label
        case "planned": planned
        case "isPlannedRest": isPlannedRest
        case "ariaLabel": ariaLabel
        case "dayClass": dayClass
        default: nil
        }
    }
}
