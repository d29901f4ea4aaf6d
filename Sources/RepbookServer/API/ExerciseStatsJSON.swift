import Foundation
import Hummingbird
import RepbookCore

/// `GET /api/v1/exercises/{id}/stats`: an exercise's records, sessions, weeks and rep ranges, in kilograms.
struct ExerciseStatsJSON: WrittenJSON {
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

    /// The answer's JSON text.
    func written() -> JSONText {
        var json = JSONText(capacity: 160 * (series.count + weekly.count) + 1024)
        json.object { json in
            json.key("exerciseId"); json.value(exerciseId)
            json.key("name"); json.value(name)
            json.key("formula"); json.value(formula)
            json.key("records")
            json.object { json in
                json.key("heaviestWeightKg"); json.nullable(records.heaviestWeightKg)
                json.key("bestE1rmKg"); json.nullable(records.bestE1rmKg)
                json.key("bestSetVolumeKg"); json.nullable(records.bestSetVolumeKg)
                json.key("bestSessionVolumeKg"); json.nullable(records.bestSessionVolumeKg)
            }
            json.key("recordDetails")
            json.object { json in
                for (name, detail) in [
                    ("heaviestWeight", recordDetails.heaviestWeight), ("bestE1rm", recordDetails.bestE1rm),
                    ("bestSetVolume", recordDetails.bestSetVolume), ("bestSessionVolume", recordDetails.bestSessionVolume),
                ] {
                    json.key(name)
                    guard let detail else { json.null(); continue }
                    json.object { json in
                        json.key("valueKg"); json.value(detail.valueKg)
                        json.key("weightKg"); json.nullable(detail.weightKg)
                        json.key("reps"); json.nullable(detail.reps)
                        json.key("date"); json.value(detail.date)
                        json.key("workoutId"); json.value(detail.workoutId)
                    }
                }
            }
            json.key("mostRepsAtWeight")
            json.array { json in
                for item in mostRepsAtWeight {
                    json.object { json in
                        json.key("weightKg"); json.value(item.weightKg)
                        json.key("reps"); json.value(item.reps)
                        json.key("date"); json.value(item.date)
                        json.key("workoutId"); json.value(item.workoutId)
                    }
                }
            }
            json.key("series")
            json.array { json in
                for session in series {
                    json.object { json in
                        json.key("date"); json.value(session.date)
                        json.key("workoutId"); json.value(session.workoutId)
                        json.key("bestE1rmKg"); json.nullable(session.bestE1rmKg)
                        json.key("heaviestWeightKg"); json.nullable(session.heaviestWeightKg)
                        json.key("volumeKg"); json.value(session.volumeKg)
                        json.key("sets"); json.value(session.sets)
                    }
                }
            }
            json.key("weekly")
            json.array { json in
                for week in weekly {
                    json.object { json in
                        json.key("weekStart"); json.value(week.weekStart)
                        json.key("bestE1rmKg"); json.nullable(week.bestE1rmKg)
                        json.key("heaviestWeightKg"); json.nullable(week.heaviestWeightKg)
                        json.key("volumeKg"); json.value(week.volumeKg)
                        json.key("sets"); json.value(week.sets)
                    }
                }
            }
            json.key("repRanges")
            json.array { json in
                for range in repRanges {
                    json.object { json in
                        json.key("range"); json.value(range.range)
                        json.key("sets"); json.value(range.sets)
                    }
                }
            }
        }
        return json
    }
}
