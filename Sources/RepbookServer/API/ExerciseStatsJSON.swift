import Foundation
import Hummingbird
import RepbookCore

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
