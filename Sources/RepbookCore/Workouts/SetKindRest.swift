/// The rest after a done set by its kind: a warm-up rests the user's warm-up rest, a drop set the drop-set rest (none by
/// default, straight on to the next set); every other kind keeps the flow's rest (the exercise's target or the default).
/// A step that does not rest (inside a superset round) stays without rest.
public enum SetKindRest {
    /// `step` with its rest chosen for a set of `kind`.
    public static func step(_ step: WorkoutFlow.Step, after kind: SetKind, settings: UserSettings) -> WorkoutFlow.Step {
        guard step.restSeconds != nil else { return step }
        let seconds: Int? = switch kind {
        case .warmUp: settings.warmUpRestSeconds
        case .drop: settings.dropSetRestSeconds
        case .normal, .failure, .restPause: step.restSeconds
        }
        return WorkoutFlow.Step(restSeconds: seconds.flatMap { $0 > 0 ? $0 : nil }, nextSetID: step.nextSetID)
    }
}
