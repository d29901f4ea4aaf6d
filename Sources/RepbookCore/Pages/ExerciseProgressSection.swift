import Foundation

/// The analytics part of an exercise's page: its records with dates and links, most reps at each weight, and charts of
/// best e1RM, heaviest weight, volume per session or per week, and the rep-range distribution.
public struct ExerciseProgressSection: Sendable {
    /// Most reps at one weight.
    public struct RepsRow: Sendable {
        public let weight: String
        public let reps: Int
        public let date: String
        public let href: String
    }

    public let hasData: Bool
    public let records: [RecordRow]
    public let repsAtWeight: [RepsRow]
    public let hasRepsAtWeight: Bool
    public let trendCharts: [ChartView]
    public let volumeChart: ChartView
    public let repRangeChart: ChartView
    public let volumeLinks: [SegmentLink]
    /// 3M / 1Y / All: how far back the charts look (records and reps at each weight always cover everything).
    public let rangeLinks: [SegmentLink]
    public let formulaNote: String

    /// How volume is grouped on the chart.
    public enum VolumeGrouping: String, Sendable {
        case session
        case week
    }

    /// Builds the section for `exercise`'s folded history, in the user's unit, a starter exercise named in `names`' language.
    public static func make(
        exercise: Exercise, progress: ExerciseProgress, grouping: VolumeGrouping, settings: UserSettings,
        range: ChartRange = .all, today: LocalDate? = nil, localizer: Localizer
    ) -> ExerciseProgressSection {
        let unit = settings.weightUnit
        let format = DisplayFormat(settings: settings, localizer: localizer)
        let training = LocalizedTrainingFormat(localizer)
        let sessionUnit = localizer.chartUnit("sessions")
        let symbol = ChartUnit(unit.symbol)
        func display(_ kilograms: Double) -> Double { (WeightUnit.kilograms.convert(kilograms, to: unit) * 10).rounded() / 10 }
        func weight(_ kilograms: Double) -> String { "\(training.number(display(kilograms))) \(unit.symbol)" }
        func row(_ kind: PersonalRecord.Kind, _ mark: ExerciseProgress.Mark?, value: (ExerciseProgress.Mark) -> String) -> RecordRow? {
            guard let mark else { return nil }
            let detail: String? = switch (mark.setKilograms, mark.reps) {
            case let (kilograms?, reps?) where kind != .heaviestWeight:
                kilograms > 0 ? "\(weight(kilograms)) × \(reps)" : localizer.text("exercise.reps_count", ["reps": String(reps)])
            case let (_, reps?) where kind == .heaviestWeight: "× \(reps)"
            default: nil
            }
            return RecordRow(
                kind: kind.rawValue, label: localizer.text("exercise.record.\(kind.rawValue)"), value: value(mark), detail: detail,
                date: format.day(mark.date),
                workoutHref: "/history/\(mark.workoutID)", exerciseName: localizer.exerciseName(exercise.name),
                exerciseHref: "/library/\(exercise.id)")
        }
        let records = [
            row(.heaviestWeight, progress.heaviest) { weight($0.kilograms) },
            row(.bestE1RM, progress.bestOneRepMax) { weight($0.kilograms) },
            row(.bestSetVolume, progress.bestSetVolume) { training.volume(kilograms: $0.kilograms, unit: unit) },
            row(.bestSessionVolume, progress.bestSessionVolume) { training.volume(kilograms: $0.kilograms, unit: unit) },
        ].compactMap { $0 }
        let reps = progress.repsAtWeight.map { mark in
            RepsRow(
                weight: mark.kilograms > 0 ? weight(mark.kilograms) : localizer.text("exercise.equipment.bodyweight"), reps: mark.reps ?? 0,
                date: format.day(mark.date),
                href: "/history/\(mark.workoutID)")
        }
        let firstDay = today.flatMap { range.firstDay(today: $0) }
        let sessions = progress.sessions.filter { session in firstDay.map { session.date >= $0 } ?? true }
        let weeks = progress.weeks.filter { week in firstDay.map { week.date >= $0 } ?? true }
        // Ten years of sessions are ~500 points on a 360-wide chart: the last year point by point, older months as
        // their best session (or week), so the line, its dots and its data table stay readable and cheap.
        let thinning = ChartThinning.monthlyBestsBeforeLastYear
        let words = localizer.chartWords
        let trendCharts = [
            ChartView.line(
                id: "e1rm", title: localizer.text("exercise.chart.e1rm"), unit: symbol,
                points: sessions.compactMap { session in session.bestOneRepMax.map { ChartPoint(date: session.date, value: display($0)) } },
                pointUnit: sessionUnit, emptyMessage: localizer.text("exercise.chart.e1rm_empty"), thinning: thinning, words: words),
            ChartView.line(
                id: "heaviest", title: localizer.text("exercise.chart.heaviest"), unit: symbol,
                points: sessions.compactMap { session in session.heaviest.map { ChartPoint(date: session.date, value: display($0)) } },
                pointUnit: sessionUnit, emptyMessage: localizer.text("exercise.chart.heaviest_empty"), thinning: thinning, words: words),
        ]
        let volumeChart: ChartView = switch grouping {
        case .session:
            ChartView.line(
                id: "volume", title: localizer.text("exercise.chart.volume_session"), unit: symbol,
                points: sessions.filter { $0.volume > 0 }.map { ChartPoint(date: $0.date, value: display($0.volume).rounded()) },
                includeZero: true, pointUnit: sessionUnit, emptyMessage: localizer.text("exercise.chart.volume_empty"), thinning: thinning,
                words: words)
        case .week:
            ChartView.line(
                id: "volume", title: localizer.text("exercise.chart.volume_week"), unit: symbol,
                points: weeks.filter { $0.volume > 0 }.map { ChartPoint(date: $0.date, value: display($0.volume).rounded()) },
                includeZero: true, pointUnit: localizer.chartUnit("weeks"), emptyMessage: localizer.text("exercise.chart.volume_empty"),
                thinning: thinning, words: words)
        }
        let repRangeChart = ChartView.bars(
            id: "rep-ranges", title: localizer.text("exercise.chart.rep_ranges"), unit: localizer.chartUnit("sets"),
            categories: progress.repRanges.map { ChartCategory(label: $0.bucket.label, value: Double($0.sets)) },
            categoryColumn: localizer.text("common.reps"),
            emptyMessage: localizer.text("exercise.chart.rep_ranges_empty"), words: words)
        let base = "/library/\(exercise.id)"
        return ExerciseProgressSection(
            hasData: !progress.sessions.isEmpty, records: records, repsAtWeight: reps, hasRepsAtWeight: !reps.isEmpty,
            trendCharts: trendCharts, volumeChart: volumeChart, repRangeChart: repRangeChart,
            volumeLinks: [
                SegmentLink(
                    label: localizer.text("exercise.per_session"), href: "\(base)?volume=session&range=\(range.rawValue)#trends",
                    isCurrent: grouping == .session),
                SegmentLink(
                    label: localizer.text("exercise.per_week"), href: "\(base)?volume=week&range=\(range.rawValue)#trends",
                    isCurrent: grouping == .week),
            ],
            rangeLinks: ChartRange.allCases.map { option in
                SegmentLink(
                    label: localizer.text("chart.range.\(option.rawValue)"),
                    href: "\(base)?range=\(option.rawValue)&volume=\(grouping.rawValue)#trends", isCurrent: option == range)
            },
            formulaNote: localizer.text("exercise.formula_note", ["formula": settings.oneRepMaxFormula == .epley ? "Epley" : "Brzycki"]))
    }
}
