import Foundation

/// A change to one exercise of a workout in progress (`PATCH …/exercises/{id}` and the page's notes, superset and move
/// buttons): its notes, its superset with the next exercise, its place. The pure rule `placements` turns it into what
/// each exercise of the workout becomes, so the store writes it in the change's one transaction.
public struct WorkoutExerciseEdit: Sendable, Equatable {
    public var notes: String?
    public var supersetWithNext: Bool?
    public var moveBy: Int?

    public init(notes: String? = nil, supersetWithNext: Bool? = nil, moveBy: Int? = nil) {
        self.notes = notes
        self.supersetWithNext = supersetWithNext
        self.moveBy = moveBy
    }

    /// One exercise of the workout after the edit: its superset group and notes, in the new order.
    public struct Placement: Sendable, Equatable {
        public let id: Int64
        public let supersetGroup: Int?
        public let notes: String
    }

    /// The workout's exercises after the edit of `entryID`, in their new order: notes trimmed and checked, a superset
    /// made with the next exercise (reusing a group either has, else the lowest free one) or left (a group left with one
    /// member is dissolved), then the move, clamped to the list. Not found when the entry is not in the workout.
    public func placements(of exercises: [WorkoutExercise], editing entryID: Int64) throws(DomainError) -> [Placement] {
        var list = exercises.map { Placement(id: $0.id, supersetGroup: $0.supersetGroup, notes: $0.notes) }
        guard var index = list.firstIndex(where: { $0.id == entryID }) else {
            throw DomainError.notFound("No exercise \(entryID) in this workout.")
        }
        if let notes {
            let text = notes.trimmingCharacters(in: .whitespacesAndNewlines)
            try UserText.check(text, maximum: 2000, multiline: true, field: "notes", tooLong: "Notes must be at most 2000 characters.")
            list[index] = Placement(id: entryID, supersetGroup: list[index].supersetGroup, notes: text)
        }
        if let link = supersetWithNext {
            if link {
                guard index + 1 < list.count else {
                    throw DomainError.invalid(field: "superset", message: "The last exercise has no next exercise to superset with.")
                }
                let used = Set(list.compactMap(\.supersetGroup))
                let group = list[index].supersetGroup ?? list[index + 1].supersetGroup ?? (0...).first { !used.contains($0) } ?? 0
                for member in [index, index + 1] {
                    list[member] = Placement(id: list[member].id, supersetGroup: group, notes: list[member].notes)
                }
            } else if let group = list[index].supersetGroup {
                list[index] = Placement(id: entryID, supersetGroup: nil, notes: list[index].notes)
                let others = list.indices.filter { list[$0].supersetGroup == group }
                if others.count == 1, let other = others.first {
                    list[other] = Placement(id: list[other].id, supersetGroup: nil, notes: list[other].notes)
                }
            }
        }
        if let offset = moveBy {
            // Any Int may arrive; a step longer than the list moves to an end, never past Int's range.
            let step = min(max(offset, -list.count), list.count)
            let target = min(max(index + step, 0), list.count - 1)
            list.insert(list.remove(at: index), at: target)
            index = target
        }
        return list
    }
}
