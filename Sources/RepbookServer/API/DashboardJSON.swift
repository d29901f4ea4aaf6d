import Foundation
import Hummingbird
import RepbookCore

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
                valueKg: KilogramsJSON.round(record.kilograms), reps: record.reps, previousKg: record.previousKilograms.map(KilogramsJSON.round),
                previousReps: record.previousReps,
                date: event.date.description, workoutId: event.workoutID)
        }
        streaks = StreaksJSON(dashboard.streaks, hasSplit: dashboard.hasSplit)
    }

    /// Every category's raw value with its count, 0 for none.
    private static func everyCategory(_ counts: [ExerciseCategory: Int]) -> [String: Int] {
        Dictionary(uniqueKeysWithValues: ExerciseCategory.allCases.map { ($0.rawValue, counts[$0] ?? 0) })
    }
}
