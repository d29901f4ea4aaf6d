import Foundation

/// What happens after a set is marked done: whether to rest and which set comes next.
///
/// Outside a superset: rest (the exercise's target, else the user's default), then the next open set of the same
/// exercise, else of the exercises after it. In a superset: no rest between the exercises of a round, straight to
/// the next exercise of the group; after the group's last exercise, rest, then the round starts again with the
/// group's first open set.
public enum WorkoutFlow {
    /// The rest to take and the set to move to.
    public struct Step: Equatable, Sendable {
        public let restSeconds: Int?
        public let nextSetID: Int64?

        public init(restSeconds: Int?, nextSetID: Int64?) {
            self.restSeconds = restSeconds
            self.nextSetID = nextSetID
        }

        /// The rest countdown this step starts at `now`, if it rests.
        public func restTimer(startingAt now: Date) -> RestTimer? {
            restSeconds.map { RestTimer(startedAt: now, endsAt: now.addingTimeInterval(TimeInterval($0))) }
        }
    }

    /// The step after set `setID` of `workout` was marked done.
    public static func afterDone(setID: Int64, in workout: Workout, defaultRestSeconds: Int) -> Step {
        afterDone(setID: setID, in: workout.outline, defaultRestSeconds: defaultRestSeconds)
    }

    /// The step after set `setID` of the workout outlined by `outline` was marked done.
    public static func afterDone(setID: Int64, in outline: WorkoutOutline, defaultRestSeconds: Int) -> Step {
        let exercises = outline.exercises
        guard let index = exercises.firstIndex(where: { $0.sets.contains { $0.id == setID } }) else {
            return Step(restSeconds: nil, nextSetID: nil)
        }
        let exercise = exercises[index]
        let rest = (exercise.restSeconds ?? defaultRestSeconds) > 0 ? exercise.restSeconds ?? defaultRestSeconds : nil
        let group = exercise.supersetGroup.map { number in exercises.filter { $0.supersetGroup == number } } ?? []
        if group.count > 1, let place = group.firstIndex(where: { $0.id == exercise.id }) {
            let setIndex = exercise.sets.firstIndex { $0.id == setID } ?? 0
            for member in group[(place + 1)...] {
                if let next = openSet(of: member, preferring: setIndex) { return Step(restSeconds: nil, nextSetID: next) }
            }
            if let next = group.lazy.compactMap({ openSet(of: $0, preferring: 0) }).first {
                return Step(restSeconds: rest, nextSetID: next)
            }
            let after = exercises.filter { candidate in !group.contains { $0.id == candidate.id } }
            return Step(restSeconds: rest, nextSetID: firstOpen(in: after, startingAfter: exercises[index].position))
        }
        let setPosition = exercise.sets.firstIndex { $0.id == setID } ?? 0
        if let next = exercise.sets[(setPosition + 1)...].first(where: { !$0.isDone }) {
            return Step(restSeconds: rest, nextSetID: next.id)
        }
        return Step(restSeconds: rest, nextSetID: firstOpen(in: exercises, startingAfter: exercise.position))
    }

    /// The open set at `index` of an exercise, else its first open set.
    private static func openSet(of exercise: WorkoutOutline.Exercise, preferring index: Int) -> Int64? {
        if exercise.sets.indices.contains(index), !exercise.sets[index].isDone { return exercise.sets[index].id }
        return exercise.sets.first { !$0.isDone }?.id
    }

    /// The first open set in exercises after `position`, wrapping to the start.
    private static func firstOpen(in exercises: [WorkoutOutline.Exercise], startingAfter position: Int) -> Int64? {
        let ordered = exercises.filter { $0.position > position } + exercises.filter { $0.position <= position }
        return ordered.lazy.compactMap { $0.sets.first { !$0.isDone }?.id }.first
    }
}
