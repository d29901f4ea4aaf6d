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
                throw .invalid(field: "lifts.\(key)", message: "\(program.name) has no lift \"\(key)\".")
            }
            guard owned.contains(id) else {
                throw .invalid(field: "lifts.\(key)", message: "Exercise \(id) for \(lift.name) is not one of your exercises.")
            }
        }
        let byName = Dictionary(exercises.map { (ExerciseName.key($0.name), $0.id) }, uniquingKeysWith: { first, _ in first })
        var mapping: [String: Int64] = [:]
        for lift in program.lifts {
            if let id = chosen[lift.key] {
                mapping[lift.key] = id
            } else if let id = byName[ExerciseName.key(lift.name)] ?? byName[ExerciseName.key("Back " + lift.name)] {
                mapping[lift.key] = id
            } else {
                throw .invalid(
                    field: "lifts.\(lift.key)", message: "None of your exercises is named \(lift.name): pick the exercise for it.")
            }
        }
        return mapping
    }
}
