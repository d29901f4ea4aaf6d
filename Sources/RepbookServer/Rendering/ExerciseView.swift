import Mustache
import RepbookCore

/// The exercise page as its template reads it. The long parts come as HTML rendered only when their content changed:
/// the charts with their data tables (`ChartFragments`) and the page of history days (`ExerciseDays`); the rest answers
/// by name, short lists prepared as usual. `MustacheValues` leaves a class as it is.
final class ExerciseView: MustacheParent, Sendable {
    let page: ExercisePage
    /// The history's `<li>` days, for `{{{page.daysHTML}}}`.
    let daysHTML: String
    let progress: ExerciseProgressView?

    init(_ page: ExercisePage) throws {
        self.page = page
        self.daysHTML = try ExerciseDays.html(page.days)
        self.progress = try page.progress.map(ExerciseProgressView.init)
    }

    func child(named field: String) -> Any? {
        switch field {
        case "exerciseID": page.exerciseID
        case "name": page.name
        case "detail": page.detail
        case "form": MustacheValues.prepare(page.form)
        case "unit": page.unit
        case "weightRequired": page.weightRequired
        case "logDate": page.logDate
        case "logWeight": page.logWeight
        case "logReps": page.logReps
        case "logSets": page.logSets
        case "logError": page.logError
        case "days": page.days
        case "daysHTML": daysHTML
        case "hasHistory": page.hasHistory
        case "olderDays": page.olderDays
        case "olderHref": page.olderHref
        case "isOlderPage": page.isOlderPage
        case "newestHref": page.newestHref
        case "progress": progress
        case "isFavorite": page.isFavorite
        case "isArchived": page.isArchived
        case "quickLogLines": MustacheValues.prepare(page.quickLogLines)
        case "hasQuickLogLines": page.hasQuickLogLines
        default: nil
        }
    }
}

/// The exercise page's progress section as its template reads it: each chart as its `<figure>` HTML, the records and
/// links prepared, the rows of "most reps at each weight" answering by name.
final class ExerciseProgressView: MustacheParent, Sendable {
    let section: ExerciseProgressSection
    /// The trend charts' figures, for `{{#trendChartsHTML}}{{{.}}}{{/trendChartsHTML}}`.
    let trendChartsHTML: [String]
    let volumeChartHTML: String
    let repRangeChartHTML: String

    init(_ section: ExerciseProgressSection) throws {
        self.section = section
        self.trendChartsHTML = try section.trendCharts.map(ChartFragments.html)
        self.volumeChartHTML = try ChartFragments.html(section.volumeChart)
        self.repRangeChartHTML = try ChartFragments.html(section.repRangeChart)
    }

    func child(named field: String) -> Any? {
        switch field {
        case "hasData": section.hasData
        case "records": MustacheValues.prepare(section.records)
        case "repsAtWeight": section.repsAtWeight
        case "hasRepsAtWeight": section.hasRepsAtWeight
        case "trendCharts": section.trendCharts
        case "trendChartsHTML": trendChartsHTML
        case "volumeChart": section.volumeChart
        case "volumeChartHTML": volumeChartHTML
        case "repRangeChart": section.repRangeChart
        case "repRangeChartHTML": repRangeChartHTML
        case "volumeLinks": MustacheValues.prepare(section.volumeLinks)
        case "rangeLinks": MustacheValues.prepare(section.rangeLinks)
        case "formulaNote": section.formulaNote
        default: nil
        }
    }
}

/// A day of the history answers by name.
extension ExercisePage.DayRow: MustacheParent {
    public func child(named field: String) -> Any? {
        switch field {
        case "date": date
        case "label": label
        case "entries": entries
        default: nil
        }
    }
}

/// A row of "most reps at each weight" answers by name.
extension ExerciseProgressSection.RepsRow: MustacheParent {
    public func child(named field: String) -> Any? {
        switch field {
        case "weight": weight
        case "reps": reps
        case "date": date
        case "href": href
        default: nil
        }
    }
}
