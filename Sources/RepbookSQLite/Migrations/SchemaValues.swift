/// The allowed values frozen into the v1 CHECK constraints; a later migration changes them, never this file's users.
enum ExerciseCategoryValues {
    static let all = ["chest", "back", "legs", "shoulders", "arms", "core", "cardio", "full_body", "other"]
}

/// The exercise kinds allowed by the v1 schema.
enum ExerciseKindValues {
    static let all = ["weight_reps", "bodyweight_reps", "weighted_bodyweight", "assisted_bodyweight", "reps_only", "duration", "distance_duration"]
}

/// The equipment allowed by the v1 schema.
enum EquipmentValues {
    static let all = [
        "barbell", "dumbbell", "kettlebell", "machine", "cable", "smith_machine", "ez_bar", "trap_bar",
        "bodyweight", "band", "cardio_machine", "other", "none",
    ]
}
