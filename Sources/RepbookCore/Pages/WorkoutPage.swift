import Foundation

/// The live workout: its exercises as cards of set rows, the rest timer and the finish and discard actions.
public struct WorkoutPage: Sendable {
    public let workoutID: Int64
    public let name: String
    public let startedAt: String
    /// Start and rest end as Unix milliseconds, for the page's clock and countdown.
    public let startedAtMillis: Int64
    public let restEndsAtMillis: Int64?
    public let defaultRestSeconds: Int
    /// The rests after a warm-up and after a drop set (0 = none), so a rest started on the device offline follows
    /// `SetKindRest` as the server does.
    public let warmUpRestSeconds: Int
    public let dropRestSeconds: Int
    public let unit: String
    public let exercises: [WorkoutExerciseCard]
    public let hasExercises: Bool
    public let undoneCount: Int
    public let focusSetID: Int64?
    /// An empty set row, the model of the card the page's script draws for an exercise added offline.
    public let blankSet: SetRow

    /// Builds the page for a workout in progress with what each exercise was last time.
    public static func make(
        workout: Workout, previous: [Int64: [SetValues]], settings: UserSettings, now: Date, plates: PlateSetup? = nil, localizer: Localizer
    ) -> WorkoutPage {
        let format = DisplayFormat(settings: settings, localizer: localizer)
        let unit = settings.weightUnit
        let groupSizes = Dictionary(grouping: workout.exercises.compactMap(\.supersetGroup), by: { $0 }).mapValues(\.count)
        let cards = workout.exercises.enumerated().map { index, exercise in
            WorkoutExerciseCard(
                exercise, previous: WorkingSets.relabeled(previous[exercise.exerciseID] ?? []), unit: unit, isFirst: index == 0,
                isLast: index == workout.exercises.count - 1, isGrouped: (exercise.supersetGroup.flatMap { groupSizes[$0] } ?? 0) > 1,
                defaultRest: settings.defaultRestSeconds, plates: plates, place: index, workout: workout.exercises,
                effort: settings.effortScale, localizer: localizer)
        }
        let rest = workout.rest.flatMap { $0.endsAt > now ? $0.endsAt : nil }
        return WorkoutPage(
            workoutID: workout.id, name: workout.name, startedAt: format.dateTime(workout.startedAt),
            startedAtMillis: workout.startedAt.unixMilliseconds,
            restEndsAtMillis: rest.map(\.unixMilliseconds), defaultRestSeconds: settings.defaultRestSeconds,
            warmUpRestSeconds: settings.warmUpRestSeconds, dropRestSeconds: settings.dropSetRestSeconds,
            unit: unit.symbol, exercises: cards, hasExercises: !cards.isEmpty,
            undoneCount: workout.allSets.filter { !$0.isDone }.count,
            focusSetID: workout.allSets.first { !$0.isDone }?.id,
            blankSet: SetRow(
                WorkoutSet(id: 0, position: 0, values: SetValues(), isDone: false), number: 1, previous: nil, kind: .weightAndReps, unit: unit,
                effort: settings.effortScale, localizer: localizer))
    }
}

/// One exercise of the live workout.
public struct WorkoutExerciseCard: Sendable {
    public let id: Int64
    public let exerciseID: Int64
    public let name: String
    public let targets: String?
    public let notes: String
    public let hasNotes: Bool
    public let supersetLetter: String?
    public let supersetGroup: Int?
    public let restSeconds: Int
    public let sets: [SetRow]
    /// Last time's sets, in order, for matching the Previous cells again after a set-kind change.
    public let lastTime: [LastTimeSet]
    public let canMoveUp: Bool
    public let canMoveDown: Bool
    public let isGrouped: Bool
    /// The places it can move to in one step ("1 · Bench Press", its own selected), and the other exercises it can be
    /// supersetted with (the next one first); empty when it is the only exercise.
    public let moveTargets: OptionList
    public let supersetPartners: OptionList
    public let canSuperset: Bool
    public let hasOthers: Bool
    public let weightLabel: String
    public let showsWeight: Bool
    public let showsReps: Bool
    public let showsDuration: Bool
    public let showsDistance: Bool
    /// The coaching line under the name: why the sets were prefilled as they were, and the warm-up button.
    public let coaching: ExerciseCoaching?
    /// For barbell work, the bar and the plates owned (as `data-` attributes for `plates.js`, which redraws each row's
    /// plate line as its weight is typed); nil otherwise.
    public let plateBar: String?
    public let plateSizes: String?

    init(
        _ exercise: WorkoutExercise, previous: [SetValues], unit: WeightUnit, isFirst: Bool, isLast: Bool, isGrouped: Bool,
        defaultRest: Int, plates: PlateSetup? = nil, place: Int = 0, workout: [WorkoutExercise] = [], effort: EffortScale = .rpe,
        localizer: Localizer
    ) {
        let kind = exercise.kind
        coaching = ExerciseCoaching.make(exercise)
        let barbell = exercise.equipment == .barbell ? plates : nil
        plateBar = barbell.map { Weight.format($0.bar) }
        plateSizes = barbell.map { $0.plates.map(Weight.format).joined(separator: " ") }
        id = exercise.id
        exerciseID = exercise.exerciseID
        name = localizer.exerciseName(exercise.exerciseName)
        var targetParts: [String] = []
        if let sets = exercise.targetSets, let reps = exercise.targetReps { targetParts.append("\(sets) × \(reps)") }
        if let rest = exercise.restSeconds { targetParts.append(localizer.text("workout.target_rest", ["time": TrainingFormat.clock(rest)])) }
        targets = targetParts.isEmpty ? nil : targetParts.joined(separator: " · ")
        notes = exercise.notes
        hasNotes = !exercise.notes.isEmpty
        supersetLetter = isGrouped ? exercise.supersetGroup.map(SupersetLabel.letter) : nil
        supersetGroup = isGrouped ? exercise.supersetGroup : nil
        restSeconds = exercise.restSeconds ?? defaultRest
        canMoveUp = !isFirst
        canMoveDown = !isLast
        self.isGrouped = isGrouped
        moveTargets = OptionList(workout.enumerated().map { index, other in
            SelectOption(value: String(index + 1), label: "\(index + 1) · \(localizer.exerciseName(other.exerciseName))", isSelected: index == place)
        })
        let group = exercise.supersetGroup
        let after = workout.dropFirst(place + 1) + workout.prefix(place)
        supersetPartners = OptionList(after.filter { $0.id != exercise.id && (group == nil || $0.supersetGroup != group) }.map {
            SelectOption(value: String($0.id), label: localizer.exerciseName($0.exerciseName), isSelected: false)
        })
        canSuperset = !supersetPartners.options.isEmpty
        hasOthers = workout.count > 1
        switch kind {
        case .weightedBodyweight: weightLabel = "+\(unit.symbol)"
        case .assistedBodyweight: weightLabel = "−\(unit.symbol)"
        default: weightLabel = unit.symbol
        }
        showsWeight = [.weightAndReps, .weightedBodyweight, .assistedBodyweight].contains(kind)
        showsReps = ![.duration, .distanceAndDuration].contains(kind)
        showsDuration = [.duration, .distanceAndDuration].contains(kind)
        showsDistance = kind == .distanceAndDuration
        lastTime = previous.map { LastTimeSet($0, kind: kind, unit: unit, format: LocalizedTrainingFormat(localizer)) }
        var working = 0
        let matched = PreviousSetMatching.match(exercise.sets.map(\.values.kind), previous: previous)
        sets = zip(exercise.sets, matched).map { set, before in
            if set.values.kind != .warmUp { working += 1 }
            return SetRow(
                set, number: working, previous: before, kind: kind, unit: unit, plates: barbell, effort: effort, localizer: localizer)
        }
    }
}

/// One set row: its label and kind, last time's set, the fields as typed, RPE, note and done mark.
public struct SetRow: Sendable {
    public let id: Int64
    public let label: String
    /// The set-kind picker's choices; an `OptionList`, so equal pickers render once.
    public let kindOptions: OptionList
    /// Last time's set of the same kind and place, as shown ("100×5", "–" when none).
    public let previous: String
    /// Last time's values as the fields take them, for the Previous button that copies them.
    public let previousFields: SetFields?
    public let weight: String
    public let reps: String
    public let duration: String
    public let distance: String
    /// The effort and kind chips of the row's ⋯ panel; a `SetDetailsPicker`, so equal pickers render once.
    public let details: SetDetailsPicker
    public let note: String
    public let hasNote: Bool
    /// The set's effort as its tag marks it: "@8.5", "2 RIR", "" for none.
    public let effortMark: String
    public let isDone: Bool
    public let isWarmUp: Bool
    /// For barbell work, the plates per side for the row's weight (`PlateLine`), "" while it has none; nil otherwise.
    public let plates: String?
    public let showsPlates: Bool
    /// The set's version as shown, sent back with a change so a change made elsewhere meanwhile is noticed.
    public let version: Int
    /// Why a program prefilled the set as it did (`85 % of TM 140 kg = 119 kg → 120 kg`); nil for other sets.
    public let reason: String?
    /// `5+` for a prescribed AMRAP set (the reps are the minimum: go for more); nil otherwise.
    public let amrapMark: String?

    init(
        _ set: WorkoutSet, number: Int, previous before: SetValues?, kind: ExerciseKind, unit: WeightUnit, plates setup: PlateSetup? = nil,
        effort: EffortScale = .rpe, localizer: Localizer
    ) {
        let values = set.values
        id = set.id
        label = localizer.setLabel(values.kind, number: number)
        kindOptions = OptionList(SetKind.allCases.map { kind in
            SelectOption(
                value: kind.rawValue, label: "\(localizer.setLabel(kind, number: number)) · \(localizer.text("set.kind.\(kind.rawValue)"))",
                isSelected: kind == values.kind)
        })
        previous = before.map { LocalizedTrainingFormat(localizer).compact($0, kind: kind, unit: unit) } ?? "–"
        previousFields = before.map { SetFields($0, unit: unit) }
        let fields = SetFields(values, unit: unit, asTyped: set.isDone)
        weight = fields.weight
        reps = fields.reps
        duration = fields.duration
        distance = fields.distance
        details = SetDetailsPicker(rpe: values.rpe, kind: values.kind, scale: effort, localizer: localizer)
        note = values.note
        hasNote = !values.note.isEmpty
        effortMark = values.rpe.map(effort.mark(rpe:)) ?? ""
        isDone = set.isDone
        isWarmUp = values.kind == .warmUp
        plates = setup.map { setup in PlateLine.text(values.weight?.loadable(in: setup.unit).value, setup: setup, localizer: localizer) ?? "" }
        showsPlates = setup != nil
        version = set.version
        reason = set.suggestion?.reason
        amrapMark = set.suggestion.flatMap { $0.amrap ? "\($0.reps)+" : nil }
    }
}

/// A set's measurements as the row's fields show and take them (time as m:ss). A prefilled weight kept in the other
/// unit is shown converted to what a lifter loads in the user's unit; a done set's weight (`asTyped`) as it was typed.
public struct SetFields: Sendable, Equatable {
    public let weight: String
    public let reps: String
    public let duration: String
    public let distance: String

    init(_ values: SetValues, unit: WeightUnit, asTyped: Bool = false) {
        weight = values.weight.map {
            asTyped ? TrainingFormat.typed($0, userUnit: unit).replacingOccurrences(of: " ", with: "") : TrainingFormat.field($0, userUnit: unit)
        } ?? ""
        reps = values.reps.map(String.init) ?? ""
        duration = values.durationSeconds.map(TrainingFormat.clock) ?? ""
        distance = values.distanceMeters.map { Weight.format($0) } ?? ""
    }
}
