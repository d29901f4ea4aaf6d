import Foundation

/// The start page: the workout in progress, today's program day and split day, templates to start, and favourites.
public struct HomePage: Sendable {
    /// The workout in progress.
    public struct Active: Sendable {
        public let name: String
        public let started: String
        public let progress: String
    }

    /// Today's day of the active split, and the other days to pick from.
    public struct Today: Sendable {
        public let splitName: String
        public let dayLabel: String
        public let dayIndex: Int
        public let templateName: String?
        public let isRest: Bool
        public let otherDays: [OtherDay]
        public let hasOtherDays: Bool
    }

    /// A day of the split other than today's.
    public struct OtherDay: Sendable {
        public let index: Int
        public let label: String
    }

    public let greeting: String
    public let active: Active?
    public let today: Today?
    /// Today's day of the lifter's running program, with the one-tap start; nil without one.
    public let program: ProgramTodayCard?
    /// Whether a program or split names today's workout (Home then leads with it, not with an empty workout).
    public let hasPlannedDay: Bool
    public let templates: [TemplateRow]
    public let hasTemplates: Bool
    public let favorites: [ExerciseRow]
    public let exerciseCount: Int
    public let hasFavorites: Bool
    /// Whether any workout was finished; a new lifter's Home offers the import of their history instead.
    public let hasHistory: Bool

    /// Builds the page from what the services answered.
    public static func make(
        user: User, settings: UserSettings, active: Workout?, plan: SplitPlan?, templates: [WorkoutTemplate], exercises: [Exercise],
        hasHistory: Bool = true, program: ProgramTodayCard? = nil, localizer: Localizer
    ) -> HomePage {
        let format = DisplayFormat(settings: settings, localizer: localizer)
        let favorites = exercises.filter(\.isFavorite)
        let activeCard = active.map { workout in
            Active(name: workout.name, started: format.dateTime(workout.startedAt), progress: WorkoutProgress.text(workout, localizer))
        }
        let today = plan.map { plan in
            let others = plan.split.days.enumerated().compactMap { index, day -> OtherDay? in
                guard index != plan.dayIndex, let name = day.templateName else { return nil }
                return OtherDay(index: index, label: "\(SplitCalendar.dayLabel(index, schedule: plan.split.schedule)) · \(name)")
            }
            return Today(
                splitName: plan.split.displayName, dayLabel: plan.dayLabel, dayIndex: plan.dayIndex, templateName: plan.day.templateName,
                isRest: plan.day.isRest, otherDays: others, hasOtherDays: !others.isEmpty)
        }
        let items = templates.map { TemplateRow($0, localizer: localizer) }
        return HomePage(
            greeting: localizer.text("home.greeting", ["username": user.username]), active: activeCard, today: today, program: program,
            hasPlannedDay: today != nil || program != nil, templates: items, hasTemplates: !items.isEmpty,
            favorites: favorites.map { ExerciseRow($0, localizer: localizer) }, exerciseCount: exercises.count, hasFavorites: !favorites.isEmpty,
            hasHistory: hasHistory)
    }
}
