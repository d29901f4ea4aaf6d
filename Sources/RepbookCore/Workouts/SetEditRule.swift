/// The rule of one set change, the same for the API and the page: the input applied to the set's values (weights
/// without a unit in the user's unit), the done mark kept unless the input says otherwise, and a done set must hold
/// what its exercise measures. Stores call it inside the change's transaction.
public enum SetEditRule {
    /// The set's values and done mark after `input`; names the field at fault.
    public static func edited(
        _ current: SetValues, wasDone: Bool, kind: ExerciseKind, input: SetInput, unit: WeightUnit
    ) throws(DomainError) -> (values: SetValues, isDone: Bool) {
        let values = try input.applied(to: current, unit: unit)
        let isDone = input.done ?? wasDone
        if isDone, let missing = values.missingField(for: kind) { throw .invalid(field: missing.field, message: missing.message) }
        return (values, isDone)
    }
}
