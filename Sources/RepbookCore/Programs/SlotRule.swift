import Foundation

/// The progression rule of one exercise slot, run by `ProgramAdvance` when a session or cycle ends.
public enum SlotRule: Equatable, Sendable {
    /// No change: the numbers follow the training max others move, or stay as written.
    case none
    /// At the end of each cycle the basis lift's training max goes up by its region's step (5/3/1: 2.5 kg / 5 lb upper,
    /// 5 kg / 10 lb lower); when an AMRAP set in the cycle fell short of its minimum and `failedAmrapDropPercent` is
    /// set, it goes down by that percentage instead.
    case trainingMaxPerCycle(upper: LoadStep, lower: LoadStep, failedAmrapDropPercent: Double?)
    /// At the end of each cycle the training max grows by a percentage (Madcow: 2.5 % a week).
    case trainingMaxPercentPerCycle(Double)
    /// After each session the training max moves by the reps of the AMRAP set at `setIndex` (nSuns).
    case amrapTable(AmrapTable, setIndex: Int)
    /// After each session the working weight goes up when the sets were met (and down after repeated failures).
    case linear(LinearRule)
    /// After each session: weight up on success, next stage on failure, reset after the last (GZCLP).
    case staged(StagedRule)
    /// After each session: the existing double progression (`Progression`, `ProgressionRule`) over the rep range, the
    /// weight step in the working weight's unit.
    case double(increment: LoadStep)
    /// After each session the training max becomes the e1RM estimated from the top set's weight, reps and RPE.
    case rpeEstimate
}
