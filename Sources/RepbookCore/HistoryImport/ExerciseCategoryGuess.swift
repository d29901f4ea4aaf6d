/// The category of an exercise known only by name: from the file's own category (FitNotes writes Shoulders, Legs, Abs…),
/// else from words of the name, else `.other`.
public enum ExerciseCategoryGuess {
    /// The category for `name`, preferring the file's `fileCategory` when it is one Repbook knows.
    public static func category(name: String, fileCategory: String?) -> ExerciseCategory {
        if let fileCategory, let known = fileCategories[ExerciseMatchKey.key(fileCategory)] { return known }
        let words = " " + ExerciseMatchKey.words(name).joined(separator: " ") + " "
        return keywordRules.first { rule in rule.words.contains { words.contains(" \($0) ") } }?.category ?? .other
    }

    /// Categories as apps name them, by match key.
    private static let fileCategories: [String: ExerciseCategory] = [
        "chest": .chest, "back": .back, "leg": .legs, "calve": .legs, "calf": .legs, "glute": .legs, "quad": .legs,
        "hamstring": .legs, "shoulder": .shoulders, "bicep": .arms, "tricep": .arms, "arm": .arms, "forearm": .arms,
        "ab": .core, "abs": .core, "core": .core, "cardio": .cardio, "fullbody": .fullBody, "olympic": .fullBody,
    ]

    /// Words of a name that tell its category, checked in order: "Leg Curl" is legs before "curl" says arms.
    private static let keywordRules: [(category: ExerciseCategory, words: [String])] = [
        (.core, ["crunch", "plank", "sit up", "situp", "leg raise", "knee raise", "oblique", "ab wheel", "ab", "abs", "flutter kick",
                 "russian twist", "toe touch", "dragon flag", "side bend"]),
        (.legs, ["squat", "lunge", "leg press", "leg curl", "leg extension", "calf", "glute", "hip thrust", "hip abduction",
                 "hip adduction", "step up", "romanian deadlift", "good morning", "split squat"]),
        (.fullBody, ["clean", "snatch", "jerk", "burpee", "thruster", "swing", "carry", "farmer", "turkish", "man maker"]),
        (.cardio, ["run", "running", "treadmill", "cycling", "bike", "swimming", "rowing", "erg", "elliptical", "stair",
                   "aerobic", "jump rope", "climbing", "walk", "walking", "cardio"]),
        (.arms, ["curl", "tricep", "bicep", "skullcrusher", "skull crusher", "pushdown", "push down", "pressdown", "kickback",
                 "wrist", "forearm"]),
        (.shoulders, ["shoulder", "overhead press", "military", "lateral raise", "front raise", "delt", "arnold", "upright row",
                      "face pull", "raise"]),
        (.chest, ["bench", "chest", "fly", "flye", "pec", "push up", "pushup", "dip", "crossover"]),
        (.back, ["row", "pull", "pulldown", "pullup", "lat", "chin", "chinup", "shrug", "deadlift", "back extension",
                 "hyperextension"]),
    ]
}
