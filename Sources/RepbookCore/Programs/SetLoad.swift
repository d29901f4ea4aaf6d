import Foundation

/// Where a prescribed set's weight comes from.
public enum SetLoad: Equatable, Sendable {
    /// A weight written into the program.
    case fixed(Weight)
    /// A percentage of the training max of the slot's basis lift (5/3/1, nSuns, Madcow).
    case percentOfTrainingMax(Double)
    /// A percentage of the slot's own working weight, which its rule moves (linear programs, GZCLP, double progression).
    case percentOfWorkingWeight(Double)
    /// A top set by effort: the lifter works up to this RPE; the suggestion reads the RPE chart against the training max
    /// taken as an estimated one-rep max.
    case rpe(Double)
    /// A percentage of the same slot's top set today (back-off sets).
    case percentOfTopSet(Double)

    /// A top set by reps in reserve: RIR 2 is RPE 8.
    public static func rir(_ repsInReserve: Double) -> SetLoad { .rpe(10 - repsInReserve) }
}
