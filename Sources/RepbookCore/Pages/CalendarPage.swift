import Foundation

/// The History tab: a month calendar with the days trained (and the split day's name), the month's figures, and the
/// selected day's workouts with their totals.
public struct CalendarPage: Sendable {
    /// One square of the month grid; squares outside the month are blank.
    public struct Cell: Sendable, Hashable {
        public let isBlank: Bool
        public let dayNumber: Int
        public let date: String
        public let href: String
        public let isToday: Bool
        public let isSelected: Bool
        public let isTrained: Bool
        public let sessions: Int
        /// The workout's split day or name; several workouts read "2 sessions".
        public let label: String?
        /// The active split's plan for a day still ahead, as the calendar says it: a template's name, or "Rest".
        public let planned: String?
        public let isPlannedRest: Bool
        public let ariaLabel: String
        /// The day link's classes: `calendar-day`, then `trained`, `today`, `selected` and `planned-rest` as they apply.
        public let dayClass: String
    }

    /// A row of seven cells, Monday first.
    public struct Week: Sendable, Hashable {
        public let cells: [Cell]
    }

    /// One of the month's figures.
    public struct Figure: Sendable {
        public let label: String
        public let value: String
        public let id: String
    }

    /// A workout of the selected day.
    public struct DayWorkout: Sendable {
        public let href: String
        public let name: String
        public let splitDay: String?
        public let time: String
        public let duration: String
        public let sets: Int
        /// "12 sets" in the user's language.
        public let setsText: String
        public let volume: String
    }

    public let month: String
    public let monthTitle: String
    public let previousHref: String
    public let nextHref: String
    /// The same month a year earlier and later, labelled with their years ("‹ 2025", "2027 ›").
    public let previousYearHref: String
    public let previousYearLabel: String
    public let nextYearHref: String
    public let nextYearLabel: String
    public let todayHref: String
    public let isCurrentMonth: Bool
    public let weekdays: [String]
    public let weeks: [Week]
    public let figures: [Figure]
    public let longestHref: String?
    public let selectedDate: String
    public let selectedTitle: String
    public let dayWorkouts: [DayWorkout]
    public let hasDayWorkouts: Bool
    public let dayTotals: String?
    public let dayPlan: String?
    public let streakLine: String
    /// The months with workouts, newest first ("November 2026 · 12 workouts"), the shown one selected (listed too when it
    /// has none): one choice jumps to any of them.
    public let monthChoices: [SelectOption]
    public let hasMonthChoices: Bool

    /// Builds the page for `month` with `selected` as the day shown below the grid.
    public static func make(
        month: CalendarMonth, selected: LocalDate, today: LocalDate, streaks: TrainingStreaks, settings: UserSettings,
        trainedMonths: [TrainedMonth] = [], localizer: Localizer
    ) -> CalendarPage {
        let format = DisplayFormat(settings: settings, localizer: localizer)
        let training = LocalizedTrainingFormat(localizer)
        let unit = settings.weightUnit
        let byDay = Dictionary(grouping: month.workouts, by: \.date)
        let first = month.month.firstDay
        var cells: [Cell] = Array(repeating: blank, count: first.weekdayFromMonday)
        for offset in 0..<month.month.dayCount {
            let date = first.adding(days: offset)
            let workouts = byDay[date] ?? []
            let label: String? = switch workouts.count {
            case 0: nil
            case 1: workouts[0].splitDayName ?? workouts[0].name
            default: localizer.plural("calendar.sessions", count: workouts.count)
            }
            let plan = workouts.isEmpty ? month.planned[date] : nil
            let planned = plan.map { plannedText($0, localizer) }
            var aria = format.day(date)
            if let label {
                aria = localizer.text("calendar.aria_trained", ["day": aria, "label": label])
            } else if let planned {
                aria = localizer.text("calendar.aria_planned", ["day": aria, "label": planned])
            }
            let (isTrained, isToday, isSelected, isPlannedRest) = (!workouts.isEmpty, date == today, date == selected, plan?.isRest == true)
            var dayClass = "calendar-day"
            if isTrained { dayClass += " trained" }
            if isToday { dayClass += " today" }
            if isSelected { dayClass += " selected" }
            if isPlannedRest { dayClass += " planned-rest" }
            cells.append(Cell(
                isBlank: false, dayNumber: date.day, date: date.description, href: href(month: month.month, day: date),
                isToday: isToday, isSelected: isSelected, isTrained: isTrained, sessions: workouts.count, label: label,
                planned: planned, isPlannedRest: isPlannedRest, ariaLabel: aria, dayClass: dayClass))
        }
        while cells.count % 7 != 0 { cells.append(blank) }
        let weeks = stride(from: 0, to: cells.count, by: 7).map { Week(cells: Array(cells[$0..<$0 + 7])) }

        let longest = month.longest
        let figures = [
            Figure(label: localizer.text("calendar.figure.sessions"), value: localizer.numbers.integer(month.sessions), id: "sessions"),
            Figure(label: localizer.text("calendar.figure.days"), value: localizer.numbers.integer(month.trainingDays), id: "days"),
            Figure(label: localizer.text("calendar.figure.sets"), value: localizer.numbers.integer(month.workingSets), id: "sets"),
            Figure(
                label: localizer.text("calendar.figure.volume"), value: training.volume(kilograms: month.volumeKilograms, unit: unit),
                id: "volume"),
            Figure(
                label: localizer.text("calendar.figure.longest"), value: longest.map { training.duration($0.durationSeconds) } ?? "–",
                id: "longest"),
        ]

        let dayWorkouts = month.workouts(on: selected)
        let rows = dayWorkouts.map { workout in
            DayWorkout(
                href: "/history/\(workout.id)", name: workout.name,
                splitDay: workout.splitDayName.flatMap { $0 == workout.name ? nil : $0 },
                time: format.time(workout.startedAt), duration: training.duration(workout.durationSeconds), sets: workout.workingSets,
                setsText: localizer.plural("history.sets", count: workout.workingSets),
                volume: training.volume(kilograms: workout.volumeKilograms, unit: unit))
        }
        let totals: String? = dayWorkouts.isEmpty ? nil : [
            localizer.plural("calendar.workouts", count: dayWorkouts.count),
            localizer.plural("history.sets", count: dayWorkouts.reduce(0) { $0 + $1.workingSets }),
            training.volume(kilograms: dayWorkouts.reduce(0) { $0 + $1.volumeKilograms }, unit: unit),
            training.duration(dayWorkouts.reduce(0) { $0 + $1.durationSeconds }),
        ].joined(separator: " · ")
        let weeksText = localizer.plural("calendar.weeks", count: streaks.currentWeeks)
        let daysText = localizer.plural("calendar.days", count: streaks.currentDays)
        return CalendarPage(
            month: month.month.description, monthTitle: format.monthTitle(month.month),
            previousHref: href(month: month.month.previous, day: nil), nextHref: href(month: month.month.next, day: nil),
            previousYearHref: href(month: month.month.shifted(years: -1), day: nil), previousYearLabel: "‹ \(month.month.year - 1)",
            nextYearHref: href(month: month.month.shifted(years: 1), day: nil), nextYearLabel: "\(month.month.year + 1) ›",
            todayHref: "/history", isCurrentMonth: month.month == YearMonth(today),
            weekdays: (1...7).map { localizer.text("date.weekday.short.\($0)") }, weeks: weeks,
            figures: figures, longestHref: longest.map { "/history/\($0.id)" }, selectedDate: selected.description,
            selectedTitle: selected == today ? localizer.text("exercise.today") : format.day(selected), dayWorkouts: rows,
            hasDayWorkouts: !rows.isEmpty,
            dayTotals: totals,
            dayPlan: dayWorkouts.isEmpty
                ? month.planned[selected].map { localizer.text("calendar.planned", ["plan": plannedText($0, localizer)]) } : nil,
            streakLine: localizer.text("calendar.streak", ["weeks": weeksText, "days": daysText]),
            monthChoices: monthChoices(trainedMonths, shown: month.month, format: format, localizer: localizer),
            hasMonthChoices: !trainedMonths.isEmpty)
    }

    /// The month picker's options: each month with workouts, and the shown month in its place when it has none.
    private static func monthChoices(
        _ months: [TrainedMonth], shown: YearMonth, format: DisplayFormat, localizer: Localizer
    ) -> [SelectOption] {
        var all = months
        if !all.contains(where: { $0.month == shown }) {
            all.append(TrainedMonth(month: shown, sessions: 0))
            all.sort { $0.month > $1.month }
        }
        // "November 2026 (3)": the count of workouts in brackets, short enough for a phone's select in every language.
        return all.map { entry in
            SelectOption(
                value: entry.month.description, label: "\(format.monthTitle(entry.month)) (\(entry.sessions))",
                isSelected: entry.month == shown)
        }
    }

    /// The day to show when none is asked for: today in the current month, else the month's last trained day, else its first.
    public static func defaultDay(in month: CalendarMonth, today: LocalDate) -> LocalDate {
        if YearMonth(today) == month.month { return today }
        return month.workouts.last?.date ?? month.month.firstDay
    }

    private static func href(month: YearMonth, day: LocalDate?) -> String {
        day.map { "/history?month=\(month)&day=\($0)" } ?? "/history?month=\(month)"
    }

    /// A split's plan for a day as the calendar says it: "Rest", the template's name, or "Training" for a day without one.
    private static func plannedText(_ plan: PlannedSplitDay, _ localizer: Localizer) -> String {
        switch plan {
        case .rest: localizer.text("calendar.rest")
        case .training(let templateName?): templateName
        case .training(nil): localizer.text("calendar.training")
        }
    }

    private static let blank = Cell(
        isBlank: true, dayNumber: 0, date: "", href: "", isToday: false, isSelected: false, isTrained: false, sessions: 0, label: nil,
        planned: nil, isPlannedRest: false, ariaLabel: "", dayClass: "")
}
