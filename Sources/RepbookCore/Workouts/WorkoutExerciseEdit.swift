import Foundation

/// A change to one exercise of a workout in progress (`PATCH …/exercises/{id}` and the page's notes, superset and move
/// controls): its notes, its superset with the next exercise or with any other, its place (by a step or to a place).
/// The pure rule `placements` turns it into what each exercise of the workout becomes, so the store writes it in the
/// change's one transaction.
public struct WorkoutExerciseEdit: Sendable, Equatable {
    public var notes: String?
    public var supersetWithNext: Bool?
    public var moveBy: Int?
    /// The place (0 = first) to move the exercise to, clamped to the list.
    public var moveTo: Int?
    /// Another exercise of the workout (its entry id) to superset with, wherever it is: it joins this exercise's
    /// superset (or a new one with it) and moves right after its last member.
    public var supersetWith: Int64?

    public init(
        notes: String? = nil, supersetWithNext: Bool? = nil, moveBy: Int? = nil, moveTo: Int? = nil, supersetWith: Int64? = nil
    ) {
        self.notes = notes
        self.supersetWithNext = supersetWithNext
        self.moveBy = moveBy
        self.moveTo = moveTo
        self.supersetWith = supersetWith
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
            throw DomainError.notFound(LocalizedText("error.no_exercise_in_workout", ["entryID": "\(entryID)"]))
        }
        if let notes {
            let text = notes.trimmingCharacters(in: .whitespacesAndNewlines)
            try UserText.check(text, maximum: 2000, multiline: true, field: "notes", tooLong: LocalizedText("error.workout_exercise.notes_too_long"))
            list[index] = Placement(id: entryID, supersetGroup: list[index].supersetGroup, notes: text)
        }
        if let link = supersetWithNext {
            if link {
                guard index + 1 < list.count else {
                    throw DomainError.invalid(field: "superset", message: LocalizedText("error.last_exercise_has_no_next_exercise"))
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
        if let partnerID = supersetWith {
            list = try Self.superset(list, entry: entryID, with: partnerID)
            index = list.firstIndex { $0.id == entryID } ?? index
        }
        if let offset = moveBy {
            // Any Int may arrive; a step longer than the list moves to an end, never past Int's range.
            let step = min(max(offset, -list.count), list.count)
            let target = min(max(index + step, 0), list.count - 1)
            list.insert(list.remove(at: index), at: target)
            index = target
        }
        if let place = moveTo {
            let target = min(max(place, 0), list.count - 1)
            list.insert(list.remove(at: index), at: target)
            index = target
        }
        return list
    }

    /// `list` with `partnerID` out of its own superset (a group left with one member dissolved), in `entryID`'s group
    /// (or a new one, the lowest free number, with it) and placed right after that group's last member.
    private static func superset(_ list: [Placement], entry entryID: Int64, with partnerID: Int64) throws(DomainError) -> [Placement] {
        guard partnerID != entryID else {
            throw DomainError.invalid(field: "superset_with", message: LocalizedText("error.pick_another_exercise_superset_with"))
        }
        var list = list
        guard let partnerIndex = list.firstIndex(where: { $0.id == partnerID }) else {
            throw DomainError.invalid(field: "superset_with", message:
                LocalizedText("error.no_exercise_in_workout_superset_with", ["partnerID": "\(partnerID)"]))
        }
        let partner = list.remove(at: partnerIndex)
        guard let entryIndex = list.firstIndex(where: { $0.id == entryID }) else { return list }
        if let old = partner.supersetGroup, old != list[entryIndex].supersetGroup {
            let left = list.indices.filter { list[$0].supersetGroup == old }
            if left.count == 1, let other = left.first {
                list[other] = Placement(id: list[other].id, supersetGroup: nil, notes: list[other].notes)
            }
        }
        let used = Set(list.compactMap(\.supersetGroup))
        let group = list[entryIndex].supersetGroup ?? (0...).first { !used.contains($0) } ?? 0
        list[entryIndex] = Placement(id: entryID, supersetGroup: group, notes: list[entryIndex].notes)
        let last = list.lastIndex { $0.supersetGroup == group } ?? entryIndex
        list.insert(Placement(id: partnerID, supersetGroup: group, notes: partner.notes), at: last + 1)
        return list
    }
}
