import Foundation
import Hummingbird
import RepbookCore

/// A library program as the API lists it.
struct ProgramLibraryJSON: ResponseEncodable {
    struct Item: Encodable {
        let slug: String
        let name: String
        let summary: String
        let daysPerWeek: Int
        let weeks: Int
        let lifts: [String]
    }

    let programs: [Item]

    init(_ programs: [Program]) {
        self.programs = programs.map { program in
            Item(
                slug: program.slug, name: program.name, summary: program.summary, daysPerWeek: program.daysPerWeek,
                weeks: program.weeks.count, lifts: program.lifts.map(\.name))
        }
    }
}

/// A weight as the API shows it: kilograms (to the gram) and as stored.
struct ProgramWeightJSON: Encodable {
    let weightKg: Double
    let weight: Double
    let unit: String

    init(_ weight: Weight) {
        weightKg = KilogramsJSON.round(weight.kilograms)
        self.weight = weight.value
        unit = weight.unit.rawValue
    }
}

/// A user's program as the API shows it: position, training maxes with their history, each slot's stage and state.
struct ProgramJSON: ResponseEncodable {
    struct Change: Encodable {
        let date: String
        let weightKg: Double
        let weight: Double
        let unit: String
        let reason: String
    }

    struct TrainingMaxItem: Encodable {
        let lift: String
        let name: String
        let exerciseId: Int64?
        let weightKg: Double
        let weight: Double
        let unit: String
        let history: [Change]
    }

    struct Lift: Encodable {
        let key: String
        let name: String
        let exerciseId: Int64?
    }

    struct Slot: Encodable {
        let key: String
        let lift: String
        let exerciseId: Int64?
        let stage: String?
        let stageIndex: Int
        let failures: Int
        let workingWeight: ProgramWeightJSON?
    }

    let id: Int64
    let slug: String
    let name: String
    let active: Bool
    let startedOn: String
    let endedAt: Date?
    let cycle: Int
    let week: Int
    let day: Int
    let dayName: String
    let daysPerWeek: Int
    let weeks: Int
    let lifts: [Lift]
    let trainingMaxes: [TrainingMaxItem]
    let slots: [Slot]

    init(_ running: UserProgram) {
        let program = running.program
        let state = running.state
        id = running.id
        slug = program.slug
        name = program.name
        active = running.isActive
        startedOn = running.startedOn.description
        endedAt = running.endedAt
        cycle = state.position.cycle
        week = state.position.week
        day = state.position.day
        dayName = program.day(at: state.position)?.name ?? ""
        daysPerWeek = program.daysPerWeek
        weeks = program.weeks.count
        lifts = program.lifts.map { Lift(key: $0.key, name: $0.name, exerciseId: running.exerciseIDs[$0.key]) }
        trainingMaxes = program.trainingMaxLifts.compactMap { lift in
            guard let max = state.trainingMaxes[lift.key] else { return nil }
            let current = ProgramWeightJSON(max.current)
            return TrainingMaxItem(
                lift: lift.key, name: lift.name, exerciseId: running.exerciseIDs[lift.key], weightKg: current.weightKg,
                weight: current.weight, unit: current.unit,
                history: max.history.map { entry in
                    let weight = ProgramWeightJSON(entry.weight)
                    return Change(
                        date: entry.date.description, weightKg: weight.weightKg, weight: weight.weight, unit: weight.unit,
                        reason: entry.reason.inRequestLanguage)
                })
        }
        slots = program.distinctSlots.map { slot in
            let slotState = state.slots[slot.key] ?? SlotState()
            let index = min(max(slotState.stage, 0), slot.stages.count - 1)
            return Slot(
                key: slot.key, lift: slot.liftKey, exerciseId: running.exerciseIDs[slot.liftKey],
                stage: slot.stages.count > 1 ? slot.stages[index].name : nil, stageIndex: index, failures: slotState.failures,
                workingWeight: slotState.workingWeight.map { ProgramWeightJSON($0.current) })
        }
    }
}

/// `{"programs": [...]}`.
struct ProgramListJSON: ResponseEncodable {
    let programs: [ProgramJSON]
}

/// Prescribed sessions as the API shows them (the sheet, today's day).
struct ProgramSessionJSON: Encodable {
    struct SetItem: Encodable {
        let weightKg: Double
        let weight: Double
        let unit: String
        let reps: Int
        let repsUpper: Int?
        let amrap: Bool
        let percentOfTrainingMax: Double?
        let rpe: Double?
        let kind: String
        let plates: String?
        let reason: String
    }

    struct Exercise: Encodable {
        let exerciseId: Int64?
        let name: String
        let slot: String
        let stage: String?
        let sets: [SetItem]
    }

    let cycle: Int
    let week: Int
    let day: Int
    let name: String
    let deload: Bool
    let exercises: [Exercise]

    init(_ session: PrescribedSession, exerciseIDs: [String: Int64]) {
        cycle = session.position.cycle
        week = session.position.week
        day = session.position.day
        name = session.name
        deload = session.isDeloadWeek
        exercises = session.exercises.map { exercise in
            Exercise(
                exerciseId: exerciseIDs[exercise.liftKey], name: exercise.name, slot: exercise.slotKey,
                stage: exercise.stage.isEmpty ? nil : exercise.stage,
                sets: exercise.sets.map { set in
                    SetItem(
                        weightKg: KilogramsJSON.round(set.weightKg), weight: set.weight.value, unit: set.weight.unit.rawValue,
                        reps: set.reps, repsUpper: set.repsUpper, amrap: set.amrap, percentOfTrainingMax: set.percentOfTrainingMax,
                        rpe: set.rpe, kind: set.kind.rawValue, plates: set.plates, reason: set.reason.inRequestLanguage)
                })
        }
    }
}

/// `{"programId", "sessions": [...]}`: the program sheet.
struct ProgramSheetJSON: ResponseEncodable {
    let programId: Int64
    let sessions: [ProgramSessionJSON]
}

/// `{"programId", "label", "session"}`: the running program's next day.
struct ProgramTodayJSON: ResponseEncodable {
    let programId: Int64
    let label: String
    let session: ProgramSessionJSON

    init(_ today: ProgramToday) {
        programId = today.program.id
        label = today.label
        session = ProgramSessionJSON(today.session, exerciseIDs: today.program.exerciseIDs)
    }
}

/// A weight sent as `weightKg` or `weightLb` (exactly one).
struct ProgramWeightBody: Decodable {
    let weightKg: Double?
    let weightLb: Double?

    /// The weight, or an error naming `field`.
    func weight(field: String) throws -> Weight {
        switch (weightKg, weightLb) {
        case (let kg?, nil): return Weight(kg, .kilograms)
        case (nil, let lb?): return Weight(lb, .pounds)
        default: throw DomainError.invalid(field: field, message: LocalizedText("error.send_exactly_one_weightkg_and_weightlb"))
        }
    }
}

/// The body of `POST /api/v1/programs` (`from`, a library slug) and of `POST /api/v1/programs/import` (`file`, a program
/// file's text), with the training maxes, lifts and whether to suggest the missing maxes.
struct ProgramStartBody: Decodable {
    struct TrainingMax: Decodable {
        let exerciseId: Int64?
        let lift: String?
        let weightKg: Double?
        let weightLb: Double?
    }

    struct Lift: Decodable {
        let key: String
        let exerciseId: Int64
    }

    let from: String?
    let file: String?
    let trainingMaxes: [TrainingMax]?
    let lifts: [Lift]?
    let suggestTrainingMaxes: Bool?

    /// The start input: from the library slug `from`, or (`imported`) from the program file `file`.
    func input(imported: Bool) throws -> ProgramStartInput {
        var slug = ""
        var program: Program?
        if imported {
            guard let file else { throw DomainError.invalid(field: "file", message: LocalizedText("error.field_file_required")) }
            let read = try ProgramFile.decode(file)
            slug = read.slug
            program = read
        } else {
            guard let from else { throw DomainError.invalid(field: "from", message: LocalizedText("error.field_from_required")) }
            slug = from
        }
        var byLift: [String: Weight] = [:]
        var byExercise: [Int64: Weight] = [:]
        for (index, item) in (trainingMaxes ?? []).enumerated() {
            let field = "trainingMaxes[\(index)]"
            let weight = try ProgramWeightBody(weightKg: item.weightKg, weightLb: item.weightLb).weight(field: field)
            switch (item.exerciseId, item.lift) {
            case (let id?, nil): byExercise[id] = weight
            case (nil, let key?): byLift[key] = weight
            default: throw DomainError.invalid(field: field, message: LocalizedText("error.send_exactly_one_exerciseid_and_lift"))
            }
        }
        return ProgramStartInput(
            from: slug, program: program, trainingMaxes: byLift, trainingMaxesByExercise: byExercise,
            exerciseIDs: Dictionary((lifts ?? []).map { ($0.key, $0.exerciseId) }, uniquingKeysWith: { _, last in last }),
            suggestTrainingMaxes: suggestTrainingMaxes ?? false)
    }
}

/// The body of `POST /api/v1/programs/{id}/training-maxes`.
struct TrainingMaxBody: Decodable {
    let lift: String?
    let exerciseId: Int64?
    let weightKg: Double?
    let weightLb: Double?
    let reason: String?
}

/// The body of `POST /api/v1/programs/{id}/move`.
struct ProgramMoveBody: Decodable {
    let cycle: Int
    let week: Int
    let day: Int
}
