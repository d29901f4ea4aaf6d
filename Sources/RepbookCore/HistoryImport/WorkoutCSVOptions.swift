/// How to read a workout history file: the format when the lifter names it (else it is detected from the header) and
/// the unit of weights in a file that states none.
public struct WorkoutCSVOptions: Equatable, Sendable {
    public var format: WorkoutFileFormat?
    public var unit: WeightUnit

    public init(format: WorkoutFileFormat? = nil, unit: WeightUnit) {
        self.format = format
        self.unit = unit
    }
}
