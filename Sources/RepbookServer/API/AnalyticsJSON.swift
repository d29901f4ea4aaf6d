import Foundation
import Hummingbird
import RepbookCore

/// An optional sent as `null` rather than left out, so analytics answers always carry every key.
@propertyWrapper
struct Nullable<Value: Encodable & Sendable>: Encodable, Sendable {
    var wrappedValue: Value?

    init(wrappedValue: Value?) {
        self.wrappedValue = wrappedValue
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        if let wrappedValue { try container.encode(wrappedValue) } else { try container.encodeNil() }
    }
}

/// `GET /api/v1/calendar`: a month's trained days (ascending, only days with a workout), the active split's plan for
/// the days still ahead, and the month's totals.
struct CalendarMonthJSON: ResponseEncodable {
    struct Day: Encodable {
        let date: String
        let workouts: Int
        let volumeKg: Double
        let sets: Int
        let durationSeconds: Int
        let names: [String]
    }

    struct Planned: Encodable {
        let date: String
        let name: String
    }

    struct Session: Encodable {
        let workoutId: Int64
        let name: String
        let date: String
        let durationSeconds: Int
    }

    struct Totals: Encodable {
        let sessions: Int
        let trainingDays: Int
        let sets: Int
        let volumeKg: Double
        @Nullable var longestSession: Session?
    }

    let month: String
    let days: [Day]
    let planned: [Planned]
    let totals: Totals

    init(_ calendar: CalendarMonth) {
        month = calendar.month.description
        var dates: [LocalDate] = []
        var byDate: [LocalDate: [WorkoutDigest]] = [:]
        for workout in calendar.workouts {
            if byDate[workout.date] == nil { dates.append(workout.date) }
            byDate[workout.date, default: []].append(workout)
        }
        days = dates.sorted().map { date in
            let workouts = byDate[date] ?? []
            return Day(
                date: date.description, workouts: workouts.count, volumeKg: KilogramsJSON.round(workouts.reduce(0) { $0 + $1.volumeKilograms }),
                sets: workouts.reduce(0) { $0 + $1.workingSets }, durationSeconds: workouts.reduce(0) { $0 + $1.durationSeconds },
                names: workouts.map(\.name))
        }
        planned = calendar.planned.sorted { $0.key < $1.key }.map { Planned(date: $0.key.description, name: $0.value) }
        totals = Totals(
            sessions: calendar.sessions, trainingDays: calendar.trainingDays, sets: calendar.workingSets,
            volumeKg: KilogramsJSON.round(calendar.volumeKilograms),
            longestSession: calendar.longest.map {
                Session(workoutId: $0.id, name: $0.name, date: $0.date.description, durationSeconds: $0.durationSeconds)
            })
    }
}

/// `GET /api/v1/calendar/{date}`: the day's finished workouts, oldest first, and their totals.
struct CalendarDayJSON: ResponseEncodable {
    struct Workout: Encodable {
        let id: Int64
        let name: String
        let startedAt: Date
        let endedAt: Date
        let durationSeconds: Int
        let sets: Int
        let volumeKg: Double
        @Nullable var splitDay: String?
    }

    struct Totals: Encodable {
        let workouts: Int
        let sets: Int
        let volumeKg: Double
        let durationSeconds: Int
    }

    let date: String
    let workouts: [Workout]
    let totals: Totals

    init(date: LocalDate, workouts: [WorkoutDigest]) {
        self.date = date.description
        self.workouts = workouts.map {
            Workout(
                id: $0.id, name: $0.name, startedAt: $0.startedAt, endedAt: $0.endedAt, durationSeconds: $0.durationSeconds, sets: $0.workingSets,
                volumeKg: KilogramsJSON.round($0.volumeKilograms), splitDay: $0.splitDayName)
        }
        totals = Totals(
            workouts: workouts.count, sets: workouts.reduce(0) { $0 + $1.workingSets },
            volumeKg: KilogramsJSON.round(workouts.reduce(0) { $0 + $1.volumeKilograms }),
            durationSeconds: workouts.reduce(0) { $0 + $1.durationSeconds })
    }
}

/// `GET /api/v1/streaks`, and the dashboard's `streaks`.
struct StreaksJSON: ResponseEncodable {
    let currentWeeks: Int
    let longestWeeks: Int
    let currentDays: Int
    let longestDays: Int
    let weeklyTarget: Int
    let rule: String

    init(_ streaks: TrainingStreaks, hasSplit: Bool) {
        currentWeeks = streaks.currentWeeks
        longestWeeks = streaks.longestWeeks
        currentDays = streaks.currentDays
        longestDays = streaks.longestDays
        weeklyTarget = streaks.weeklyTarget
        rule = TrainingStreaks.rule(weeklyTarget: streaks.weeklyTarget, hasSplit: hasSplit)
    }
}

/// `GET /api/v1/exercises/{id}/stats`: an exercise's records, sessions, weeks and rep ranges, in kilograms.
struct ExerciseStatsJSON: ResponseEncodable {
    struct Records: Encodable {
        @Nullable var heaviestWeightKg: Double?
        @Nullable var bestE1rmKg: Double?
        @Nullable var bestSetVolumeKg: Double?
        @Nullable var bestSessionVolumeKg: Double?
    }

    /// A standing record with the set behind it (no set for session volume).
    struct Detail: Encodable {
        let valueKg: Double
        @Nullable var weightKg: Double?
        @Nullable var reps: Int?
        let date: String
        let workoutId: Int64

        init(_ mark: ExerciseProgress.Mark) {
            valueKg = KilogramsJSON.round(mark.kilograms)
            weightKg = mark.setKilograms.map(KilogramsJSON.round)
            reps = mark.reps
            date = mark.date.description
            workoutId = mark.workoutID
        }
    }

    struct Details: Encodable {
        @Nullable var heaviestWeight: Detail?
        @Nullable var bestE1rm: Detail?
        @Nullable var bestSetVolume: Detail?
        @Nullable var bestSessionVolume: Detail?
    }

    struct RepsAtWeight: Encodable {
        let weightKg: Double
        let reps: Int
        let date: String
        let workoutId: Int64
    }

    struct Session: Encodable {
        let date: String
        let workoutId: Int64
        @Nullable var bestE1rmKg: Double?
        @Nullable var heaviestWeightKg: Double?
        let volumeKg: Double
        let sets: Int
    }

    struct Week: Encodable {
        let weekStart: String
        @Nullable var bestE1rmKg: Double?
        @Nullable var heaviestWeightKg: Double?
        let volumeKg: Double
        let sets: Int
    }

    struct RepRange: Encodable {
        let range: String
        let sets: Int
    }

    let exerciseId: Int64
    let name: String
    let formula: String
    let records: Records
    let recordDetails: Details
    let mostRepsAtWeight: [RepsAtWeight]
    let series: [Session]
    let weekly: [Week]
    let repRanges: [RepRange]

    init(exercise: Exercise, progress: ExerciseProgress, formula: OneRepMaxFormula) {
        exerciseId = exercise.id
        name = exercise.name
        self.formula = formula.rawValue
        records = Records(
            heaviestWeightKg: progress.heaviest.map { KilogramsJSON.round($0.kilograms) },
            bestE1rmKg: progress.bestOneRepMax.map { KilogramsJSON.round($0.kilograms) },
            bestSetVolumeKg: progress.bestSetVolume.map { KilogramsJSON.round($0.kilograms) },
            bestSessionVolumeKg: progress.bestSessionVolume.map { KilogramsJSON.round($0.kilograms) })
        recordDetails = Details(
            heaviestWeight: progress.heaviest.map(Detail.init), bestE1rm: progress.bestOneRepMax.map(Detail.init),
            bestSetVolume: progress.bestSetVolume.map(Detail.init), bestSessionVolume: progress.bestSessionVolume.map(Detail.init))
        mostRepsAtWeight = progress.repsAtWeight.map {
            RepsAtWeight(weightKg: KilogramsJSON.round($0.kilograms), reps: $0.reps ?? 0, date: $0.date.description, workoutId: $0.workoutID)
        }
        series = progress.sessions.map {
            Session(
                date: $0.date.description, workoutId: $0.workoutID, bestE1rmKg: $0.bestOneRepMax.map(KilogramsJSON.round),
                heaviestWeightKg: $0.heaviest.map(KilogramsJSON.round), volumeKg: KilogramsJSON.round($0.volume), sets: $0.workingSets)
        }
        weekly = progress.weeks.map {
            Week(
                weekStart: $0.date.description, bestE1rmKg: $0.bestOneRepMax.map(KilogramsJSON.round),
                heaviestWeightKg: $0.heaviest.map(KilogramsJSON.round), volumeKg: KilogramsJSON.round($0.volume), sets: $0.workingSets)
        }
        repRanges = progress.repRanges.map { RepRange(range: $0.bucket.label, sets: $0.sets) }
    }
}

/// `GET /api/v1/dashboard`: a year of weekly sessions and volume, working sets per muscle group, recent records and
/// the streaks.
struct DashboardJSON: ResponseEncodable {
    struct Week: Encodable {
        let weekStart: String
        let sessions: Int
        let volumeKg: Double
    }

    struct SetsByMuscleGroup: Encodable {
        let last7Days: [String: Int]
        let last30Days: [String: Int]
    }

    struct Record: Encodable {
        let exerciseId: Int64
        let exercise: String
        let kind: String
        let valueKg: Double
        @Nullable var reps: Int?
        @Nullable var previousKg: Double?
        @Nullable var previousReps: Int?
        let date: String
        let workoutId: Int64
    }

    let weeks: [Week]
    let setsByMuscleGroup: SetsByMuscleGroup
    let recentRecords: [Record]
    let streaks: StreaksJSON

    init(_ dashboard: Dashboard) {
        weeks = dashboard.weeks.indices.map { index in
            Week(
                weekStart: dashboard.weeks[index].description, sessions: dashboard.sessionsPerWeek[index],
                volumeKg: KilogramsJSON.round(dashboard.volumePerWeek[index]))
        }
        setsByMuscleGroup = SetsByMuscleGroup(
            last7Days: Self.everyCategory(dashboard.setsLast7Days), last30Days: Self.everyCategory(dashboard.setsLast30Days))
        recentRecords = dashboard.recentRecords.map { event in
            let record = event.record
            return Record(
                exerciseId: record.exerciseID, exercise: record.exerciseName, kind: record.kind.rawValue,
                valueKg: KilogramsJSON.round(record.kilograms), reps: record.reps, previousKg: record.previousKilograms.map(KilogramsJSON.round), previousReps: record.previousReps,
                date: event.date.description, workoutId: event.workoutID)
        }
        streaks = StreaksJSON(dashboard.streaks, hasSplit: dashboard.hasSplit)
    }

    /// Every category's raw value with its count, 0 for none.
    private static func everyCategory(_ counts: [ExerciseCategory: Int]) -> [String: Int] {
        Dictionary(uniqueKeysWithValues: ExerciseCategory.allCases.map { ($0.rawValue, counts[$0] ?? 0) })
    }
}
