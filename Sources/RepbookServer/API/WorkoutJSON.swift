import Foundation
import Hummingbird
import RepbookCore

/// A workout as the API shows it: weights in kilograms, each set also with its weight as typed and its unit.
struct WorkoutJSON: ResponseEncodable {
    struct Exercise: ResponseEncodable {
        let id: Int64
        let exerciseId: Int64
        let name: String
        let kind: String
        let position: Int
        let supersetGroup: Int?
        let notes: String
        let restSeconds: Int?
        let targetSets: Int?
        let targetReps: String?
        let sets: [SetJSON]
        /// The program slot the exercise does, when the workout runs a program day.
        let programSlot: String?
    }

    struct Rest: Encodable {
        let startedAt: Date
        let endsAt: Date
    }

    let id: Int64
    let name: String
    let notes: String
    let source: String
    let date: String
    let startedAt: Date
    let endedAt: Date?
    let active: Bool
    let templateId: Int64?
    let splitId: Int64?
    let splitDayIndex: Int?
    let rest: Rest?
    let exercises: [Exercise]
    /// The program day the workout runs, when started from a program.
    let program: ProgramLink?

    /// `{"programId", "cycle", "week", "day"}`.
    struct ProgramLink: Encodable {
        let programId: Int64
        let cycle: Int
        let week: Int
        let day: Int
    }

    init(_ workout: Workout) {
        id = workout.id
        name = workout.name
        notes = workout.notes
        source = workout.source.rawValue
        date = workout.date.description
        startedAt = workout.startedAt
        endedAt = workout.endedAt
        active = workout.isActive
        templateId = workout.templateID
        splitId = workout.splitID
        splitDayIndex = workout.splitDayIndex
        rest = workout.rest.map { Rest(startedAt: $0.startedAt, endsAt: $0.endsAt) }
        exercises = workout.exercises.map(Self.exercise)
        program = workout.program.map {
            ProgramLink(programId: $0.programID, cycle: $0.position.cycle, week: $0.position.week, day: $0.position.day)
        }
    }

    static func exercise(_ exercise: WorkoutExercise) -> Exercise {
        Exercise(
            id: exercise.id, exerciseId: exercise.exerciseID, name: exercise.exerciseName, kind: exercise.kind.rawValue,
            position: exercise.position, supersetGroup: exercise.supersetGroup, notes: exercise.notes, restSeconds: exercise.restSeconds,
            targetSets: exercise.targetSets, targetReps: exercise.targetReps?.description,
            sets: exercise.sets.map { SetJSON($0, reason: exercise.suggestionReason) }, programSlot: exercise.programSlotKey)
    }
}

/// A set as the API shows it; its effort both as RPE (as stored) and as RIR (10 − RPE).
struct SetJSON: Encodable {
    let id: Int64
    let position: Int
    let weightKg: Double?
    let weight: Double?
    let unit: String?
    let reps: Int?
    let durationSeconds: Int?
    let distanceMeters: Double?
    let kind: String
    let rpe: Double?
    let rir: Double?
    let note: String
    let done: Bool
    /// What a progression rule suggested when the workout started, with the reason; only on a workout's sets.
    let suggestion: SuggestionJSON?
    /// 1 when made, one more on every change; send it back on a PATCH to be told of a change made meanwhile (409).
    let version: Int
    /// Whether a program made this an AMRAP set (its reps the minimum); false for every other set.
    let amrap: Bool

    init(_ set: WorkoutSet, reason: String? = nil) {
        suggestion = set.suggestion.flatMap { suggested in (suggested.reason ?? reason).map { SuggestionJSON(suggested, reason: $0) } }
        amrap = set.suggestion?.amrap ?? false
        let values = set.values
        id = set.id
        position = set.position
        weightKg = values.weight.map { KilogramsJSON.round($0.kilograms) }
        weight = values.weight?.value
        unit = values.weight?.unit.rawValue
        reps = values.reps
        durationSeconds = values.durationSeconds
        distanceMeters = values.distanceMeters
        kind = values.kind.rawValue
        rpe = values.rpe
        rir = values.rpe.map { EffortScale.rir.value(rpe: $0) }
        note = values.note
        done = set.isDone
        version = set.version
    }
}

/// The answer to adding or changing a set: the set, plus the rest started and the next set when it was just done.
struct SetChangeJSON: ResponseEncodable {
    let set: SetJSON
    let rest: WorkoutJSON.Rest?
    let nextSetId: Int64?

    init(_ change: SetChange) {
        set = SetJSON(change.set)
        rest = change.rest.map { WorkoutJSON.Rest(startedAt: $0.startedAt, endsAt: $0.endsAt) }
        nextSetId = change.step?.nextSetID
    }
}

/// `{"workouts": [...]}` with each finished workout's figures.
struct WorkoutListJSON: ResponseEncodable {
    struct Item: Encodable {
        let id: Int64
        let name: String
        let date: String
        let startedAt: Date
        let endedAt: Date?
        let durationSeconds: Int
        let setCount: Int
        let volumeKg: Double
    }

    let workouts: [Item]
    /// The cursor of the next page (`?before=`), present when another page follows.
    let nextBefore: Int64?

    init(_ workouts: [Workout], nextBefore: Int64?) {
        self.nextBefore = nextBefore
        self.workouts = workouts.map { workout in
            Item(
                id: workout.id, name: workout.name, date: workout.date.description, startedAt: workout.startedAt, endedAt: workout.endedAt,
                durationSeconds: max(0, Int((workout.endedAt ?? workout.startedAt).timeIntervalSince(workout.startedAt))),
                setCount: WorkoutVolume.doneSetCount(of: workout), volumeKg: KilogramsJSON.round(WorkoutVolume.kilograms(of: workout)))
        }
    }
}

/// `{"durationSeconds", "setCount", "volumeKg", "records": [...]}`.
struct SummaryJSON: ResponseEncodable {
    struct Record: Encodable {
        let exerciseId: Int64
        let exercise: String
        let type: String
        let valueKg: Double
        let reps: Int?
        let previousKg: Double?
        let previousReps: Int?
    }

    let workoutId: Int64
    let durationSeconds: Int
    let setCount: Int
    let volumeKg: Double
    let records: [Record]

    init(workout: Workout, summary: WorkoutSummary) {
        workoutId = workout.id
        durationSeconds = summary.durationSeconds
        setCount = summary.setCount
        volumeKg = KilogramsJSON.round(summary.volumeKilograms)
        records = summary.records.map { record in
            Record(
                exerciseId: record.exerciseID, exercise: record.exerciseName, type: record.kind.rawValue,
                valueKg: KilogramsJSON.round(record.kilograms), reps: record.reps,
                previousKg: record.previousKilograms.map(KilogramsJSON.round), previousReps: record.previousReps)
        }
    }
}

/// The body of `POST /api/v1/workouts`: at most one of `templateId`, `splitDay` and `repeatWorkoutId`.
struct StartWorkoutBody: Decodable {
    let templateId: Int64?
    let splitDay: Int?
    let repeatWorkoutId: Int64?
    let programId: Int64?
    let name: String?

    func start() throws -> WorkoutStart {
        let given = [templateId != nil, splitDay != nil, repeatWorkoutId != nil, programId != nil].filter { $0 }.count
        guard given <= 1 else {
            throw DomainError.invalid(
                field: "templateId", message: LocalizedText("error.api.one_start_only"))
        }
        if let programId { return .program(programId) }
        if let templateId { return .template(templateId) }
        if let splitDay { return .splitDay(splitDay) }
        if let repeatWorkoutId { return .repeatWorkout(repeatWorkoutId) }
        return .empty(name: name)
    }
}

/// The body of adding or changing a set. A field left out keeps its value; `null` clears it. The effort comes as `rpe`
/// or as `rir` (both sent must agree).
struct SetBody: Decodable {
    let input: SetInput

    private enum Keys: String, CodingKey {
        case weightKg, weight, unit, reps, durationSeconds, distanceMeters, kind, rpe, rir, note, done, version
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        func field<T: Decodable & LosslessStringConvertible>(_ key: Keys, _ type: T.Type) throws -> String? {
            guard container.contains(key) else { return nil }
            return try container.decodeNil(forKey: key) ? "" : String(try container.decode(T.self, forKey: key))
        }
        var input = SetInput()
        // The unit is checked even without a weight to go with it: a body is refused for any field it gets wrong.
        let unit = try container.decodeIfPresent(String.self, forKey: .unit)
        if container.contains(.weight) || container.contains(.weightKg) {
            let weight = try container.decodeIfPresent(Double.self, forKey: .weight)
            let kilograms = try container.decodeIfPresent(Double.self, forKey: .weightKg)
            input.weight = try WeightBody.text(kilograms: kilograms, weight: weight, unit: unit) ?? ""
        } else if let unit {
            _ = try WeightBody.unit(unit)
        }
        input.reps = try field(.reps, Int.self)
        input.duration = try field(.durationSeconds, Int.self)
        input.distance = try field(.distanceMeters, Double.self)
        input.kind = try container.decodeIfPresent(String.self, forKey: .kind)
        input.rpe = try field(.rpe, Double.self)
        input.rir = try field(.rir, Double.self)
        input.note = try container.decodeIfPresent(String.self, forKey: .note)
        input.done = try container.decodeIfPresent(Bool.self, forKey: .done)
        input.version = try container.decodeIfPresent(Int.self, forKey: .version)
        if let version = input.version, version < 1 {
            throw RequestBodyError(code: "invalid_input", message: LocalizedText("error.json.version_whole_number"), field: "version")
        }
        self.input = input
    }
}

/// The body of `PATCH /api/v1/workouts/{id}/exercises/{workoutExerciseId}`.
struct WorkoutExerciseBody: Decodable {
    let notes: String?
    let supersetWithNext: Bool?
    let moveBy: Int?
    let supersetWith: Int64?
    let moveTo: Int?
}

/// The body of `POST /api/v1/workouts/{id}/exercises`.
struct AddExerciseBody: Decodable {
    let exerciseId: Int64
}

/// The body of `POST /api/v1/workouts/{id}/rest`: seconds to add (negative to take off).
struct RestBody: Decodable {
    let adjustSeconds: Int
}
