/// The create and edit form of an exercise, with field errors.
public struct ExerciseFormPage: Sendable {
    public let exerciseID: Int64?
    public let action: String
    public let name: String
    public let notes: String
    public let categoryOptions: [SelectOption]
    public let kindOptions: [SelectOption]
    public let equipmentOptions: [SelectOption]
    public let isFavorite: Bool
    public let isArchived: Bool
    public let nameError: String?
    public let formError: String?
    /// True when editing, for templates.
    public let isEditing: Bool
    /// The page heading.
    public let heading: String

    /// An empty form for a new exercise.
    public static func new(input: ExerciseInput = ExerciseInput(), error: DomainError? = nil, localizer: Localizer) -> ExerciseFormPage {
        ExerciseFormPage(exercise: nil, input: input, error: error, localizer: localizer)
    }

    /// A form for an existing exercise, showing `input` (what was posted) over the stored values.
    public static func edit(
        _ exercise: Exercise, input: ExerciseInput = ExerciseInput(), error: DomainError? = nil, localizer: Localizer
    ) -> ExerciseFormPage {
        ExerciseFormPage(exercise: exercise, input: input, error: error, localizer: localizer)
    }

    private init(exercise: Exercise?, input: ExerciseInput, error: DomainError?, localizer: Localizer) {
        exerciseID = exercise?.id
        action = exercise.map { "/library/\($0.id)" } ?? "/library"
        name = input.name ?? exercise?.name ?? ""
        notes = input.notes ?? exercise?.notes ?? ""
        let category = input.category.flatMap(ExerciseCategory.init(rawValue:)) ?? exercise?.category
        let kind = input.kind.flatMap(ExerciseKind.init(rawValue:)) ?? exercise?.kind ?? .weightAndReps
        let equipment = input.equipment.flatMap(Equipment.init(rawValue:)) ?? exercise?.equipment ?? .barbell
        categoryOptions = SelectOption.all(ExerciseCategory.self, selected: category) { localizer.category($0) }
        kindOptions = SelectOption.all(ExerciseKind.self, selected: kind) { localizer.kind($0) }
        equipmentOptions = SelectOption.all(Equipment.self, selected: equipment) { localizer.equipment($0) }
        isFavorite = exercise?.isFavorite ?? false
        isArchived = exercise?.isArchived ?? false
        let nameProblem = error.map { error in
            if case .conflict = error { return true }
            return error.field == "name"
        } ?? false
        nameError = nameProblem ? error?.message : nil
        formError = nameProblem ? nil : error?.message
        isEditing = exercise != nil
        heading = localizer.text(exercise == nil ? "exercise.new_heading" : "exercise.edit_heading")
    }
}
