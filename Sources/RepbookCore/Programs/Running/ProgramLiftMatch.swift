import Foundation

/// Which of a user's exercises each lift of a program is: the ones the user chose, the rest by name (`Squat` also finds
/// `Back Squat`). A lift with neither is refused, naming it.
public enum ProgramLiftMatch {
    /// The lift key → exercise id mapping for `program` over the user's `exercises`; `chosen` must name lifts of the
    /// program and exercises of the user.
    public static func match(
        _ program: Program, chosen: [String: Int64], exercises: [Exercise]
    ) throws(DomainError) -> [String: Int64] {
        let owned = Set(exercises.map(\.id))
        for (key, id) in chosen.sorted(by: { $0.key < $1.key }) {
            guard let lift = program.lift(key) else {
                throw .invalid(field: "lifts.\(key)", message: LocalizedText("error.has_no_lift", ["program": "\(program.name)", "key": "\(key)"]))
            }
            guard owned.contains(id) else {
                throw .invalid(field: "lifts.\(key)", message:
                    LocalizedText("error.program_lift_exercise_not_yours", ["id": "\(id)", "lift": "\(lift.name)"]))
            }
        }
        var mapping: [String: Int64] = [:]
        for lift in program.lifts {
            if let id = chosen[lift.key] {
                mapping[lift.key] = id
            } else if let id = byName(lift, in: exercises) {
                mapping[lift.key] = id
            } else {
                throw .invalid(
                    field: "lifts.\(lift.key)", message:
                        LocalizedText("error.program.no_exercise_named_lift", ["lift": .text(lift.name)]))
            }
        }
        return mapping
    }

    /// The user's exercise named like `lift` (ignoring case, accents and spacing; `Squat` also finds `Back Squat`), or nil.
    public static func byName(_ lift: ProgramLift, in exercises: [Exercise]) -> Int64? {
        let names = [ExerciseName.key(lift.name), ExerciseName.key("Back " + lift.name)]
        for name in names {
            if let found = exercises.first(where: { ExerciseName.key($0.name) == name }) { return found.id }
        }
        return nil
    }
}
