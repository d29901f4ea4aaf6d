/// The demo lifter's program: a four-day upper/lower split whose slots rotate through about sixty starter exercises, and how
/// strong the lifter is at each, as a beginner and after many years.
enum DemoProgram {
    /// How an exercise's sets are measured, with the lifter's level at the start and the level approached after years.
    enum Measure: Sendable {
        /// Weight and reps: the estimated one-rep max in kilograms.
        case load(start: Double, ceiling: Double)
        /// Bodyweight plus added weight: the estimated one-rep max of both, in kilograms, for an 80 kg lifter.
        case weighted(start: Double, ceiling: Double)
        /// Bodyweight or plain reps: the most reps in one set.
        case reps(start: Double, ceiling: Double)

        /// Whether an exercise of `kind` can be logged this way.
        func fits(_ kind: ExerciseKind) -> Bool {
            switch self {
            case .load: kind == .weightAndReps
            case .weighted: kind == .weightedBodyweight
            case .reps: kind == .bodyweightReps || kind == .repsOnly
            }
        }
    }

    /// The part an exercise plays in a session, which sets its reps, sets and warm-ups.
    enum Role: Sendable {
        case main, secondary, accessory
    }

    /// A place in a training day, filled by one of its candidates (by starter-library name) for a block of weeks.
    struct Slot: Sendable {
        let role: Role
        let candidates: [String]
    }

    /// A training day of the split.
    struct Day: Sendable {
        let name: String
        let slots: [Slot]
    }

    /// The bodyweight the weighted bodyweight lifts assume, in kilograms.
    static let bodyweight = 80.0

    /// The split, in the order the days are trained.
    static let days: [Day] = [
        Day(name: "Upper A", slots: [
            Slot(role: .main, candidates: ["Bench Press"]),
            Slot(role: .secondary, candidates: ["Barbell Row", "Pendlay Row", "T-Bar Row", "Dumbbell Row"]),
            Slot(role: .secondary, candidates: [
                "Incline Bench Press", "Close-Grip Bench Press", "Incline Dumbbell Press", "Weighted Dip", "Decline Bench Press",
            ]),
            Slot(role: .accessory, candidates: ["Lat Pulldown", "Pull-Up", "Chin-Up"]),
            Slot(role: .accessory, candidates: ["Lateral Raise", "Face Pull", "Cable Lateral Raise", "Rear Delt Fly"]),
            Slot(role: .accessory, candidates: ["Triceps Pushdown", "Skull Crusher", "Overhead Triceps Extension"]),
            Slot(role: .accessory, candidates: ["Barbell Curl", "EZ Bar Curl", "Hammer Curl", "Preacher Curl"]),
        ]),
        Day(name: "Lower A", slots: [
            Slot(role: .main, candidates: ["Back Squat"]),
            Slot(role: .secondary, candidates: ["Romanian Deadlift", "Hip Thrust", "Sumo Deadlift"]),
            Slot(role: .secondary, candidates: ["Leg Press", "Bulgarian Split Squat", "Hack Squat", "Walking Lunge"]),
            Slot(role: .accessory, candidates: ["Lying Leg Curl", "Seated Leg Curl"]),
            Slot(role: .accessory, candidates: ["Leg Extension", "Goblet Squat", "Step-Up"]),
            Slot(role: .accessory, candidates: ["Standing Calf Raise", "Seated Calf Raise"]),
            Slot(role: .accessory, candidates: ["Hanging Leg Raise", "Cable Crunch", "Ab Wheel Rollout", "Crunch", "Pallof Press"]),
        ]),
        Day(name: "Upper B", slots: [
            Slot(role: .main, candidates: ["Overhead Press"]),
            Slot(role: .secondary, candidates: ["Weighted Pull-Up", "Lat Pulldown", "Chin-Up", "Pull-Up"]),
            Slot(role: .secondary, candidates: [
                "Dumbbell Bench Press", "Push Press", "Machine Chest Press", "Seated Dumbbell Press", "Arnold Press",
            ]),
            Slot(role: .accessory, candidates: ["Seated Cable Row", "Dumbbell Row", "Shrug", "Upright Row"]),
            Slot(role: .accessory, candidates: ["Dumbbell Fly", "Cable Crossover", "Dip", "Push-Up"]),
            Slot(role: .accessory, candidates: ["Dumbbell Curl", "Cable Curl", "Hammer Curl", "Wrist Curl"]),
            Slot(role: .accessory, candidates: ["Rear Delt Fly", "Overhead Triceps Extension", "Lateral Raise", "Face Pull"]),
        ]),
        Day(name: "Lower B", slots: [
            Slot(role: .main, candidates: ["Deadlift"]),
            Slot(role: .secondary, candidates: ["Front Squat", "Trap Bar Deadlift", "Hack Squat", "Leg Press"]),
            Slot(role: .secondary, candidates: ["Hip Thrust", "Walking Lunge", "Bulgarian Split Squat", "Step-Up"]),
            Slot(role: .accessory, candidates: ["Seated Leg Curl", "Lying Leg Curl", "Back Extension"]),
            Slot(role: .accessory, candidates: ["Kettlebell Swing", "Power Clean", "Thruster"]),
            Slot(role: .accessory, candidates: ["Seated Calf Raise", "Standing Calf Raise"]),
            Slot(role: .accessory, candidates: ["Cable Crunch", "Pallof Press", "Hanging Leg Raise", "Ab Wheel Rollout"]),
        ]),
    ]

    /// Every exercise the program uses, in order of first appearance.
    static let exerciseNames: [String] = {
        var names: [String] = []
        for day in days {
            for slot in day.slots {
                for name in slot.candidates where !names.contains(name) { names.append(name) }
            }
        }
        return names
    }()

    /// How each exercise is measured and the lifter's level at it.
    static let measures: [String: Measure] = [
        // Legs
        "Back Squat": .load(start: 80, ceiling: 190),
        "Front Squat": .load(start: 60, ceiling: 150),
        "Goblet Squat": .load(start: 20, ceiling: 50),
        "Bulgarian Split Squat": .load(start: 20, ceiling: 60),
        "Walking Lunge": .load(start: 20, ceiling: 60),
        "Leg Press": .load(start: 120, ceiling: 320),
        "Hack Squat": .load(start: 80, ceiling: 220),
        "Leg Extension": .load(start: 40, ceiling: 110),
        "Lying Leg Curl": .load(start: 30, ceiling: 80),
        "Seated Leg Curl": .load(start: 35, ceiling: 90),
        "Romanian Deadlift": .load(start: 70, ceiling: 180),
        "Hip Thrust": .load(start: 70, ceiling: 220),
        "Standing Calf Raise": .load(start: 60, ceiling: 160),
        "Seated Calf Raise": .load(start: 40, ceiling: 110),
        "Step-Up": .load(start: 20, ceiling: 55),
        // Back
        "Deadlift": .load(start: 100, ceiling: 240),
        "Sumo Deadlift": .load(start: 90, ceiling: 220),
        "Trap Bar Deadlift": .load(start: 100, ceiling: 250),
        "Barbell Row": .load(start: 55, ceiling: 130),
        "Pendlay Row": .load(start: 55, ceiling: 125),
        "Dumbbell Row": .load(start: 25, ceiling: 65),
        "Seated Cable Row": .load(start: 50, ceiling: 120),
        "T-Bar Row": .load(start: 50, ceiling: 130),
        "Lat Pulldown": .load(start: 50, ceiling: 115),
        "Pull-Up": .reps(start: 6, ceiling: 20),
        "Weighted Pull-Up": .weighted(start: 100, ceiling: 160),
        "Chin-Up": .reps(start: 7, ceiling: 22),
        "Back Extension": .reps(start: 12, ceiling: 25),
        "Shrug": .load(start: 30, ceiling: 85),
        // Chest
        "Bench Press": .load(start: 65, ceiling: 150),
        "Incline Bench Press": .load(start: 55, ceiling: 125),
        "Decline Bench Press": .load(start: 65, ceiling: 150),
        "Close-Grip Bench Press": .load(start: 55, ceiling: 130),
        "Dumbbell Bench Press": .load(start: 24, ceiling: 55),
        "Incline Dumbbell Press": .load(start: 20, ceiling: 48),
        "Dumbbell Fly": .load(start: 12, ceiling: 30),
        "Cable Crossover": .load(start: 15, ceiling: 40),
        "Machine Chest Press": .load(start: 60, ceiling: 140),
        "Push-Up": .reps(start: 20, ceiling: 50),
        "Dip": .reps(start: 10, ceiling: 30),
        "Weighted Dip": .weighted(start: 110, ceiling: 190),
        // Shoulders
        "Overhead Press": .load(start: 42, ceiling: 95),
        "Seated Dumbbell Press": .load(start: 18, ceiling: 42),
        "Arnold Press": .load(start: 15, ceiling: 35),
        "Push Press": .load(start: 50, ceiling: 115),
        "Lateral Raise": .load(start: 8, ceiling: 20),
        "Cable Lateral Raise": .load(start: 6, ceiling: 17.5),
        "Rear Delt Fly": .load(start: 8, ceiling: 20),
        "Face Pull": .load(start: 20, ceiling: 50),
        "Upright Row": .load(start: 30, ceiling: 65),
        // Arms
        "Barbell Curl": .load(start: 30, ceiling: 65),
        "Dumbbell Curl": .load(start: 12, ceiling: 27),
        "Hammer Curl": .load(start: 14, ceiling: 30),
        "EZ Bar Curl": .load(start: 30, ceiling: 62),
        "Preacher Curl": .load(start: 25, ceiling: 55),
        "Cable Curl": .load(start: 20, ceiling: 50),
        "Triceps Pushdown": .load(start: 25, ceiling: 65),
        "Overhead Triceps Extension": .load(start: 20, ceiling: 50),
        "Skull Crusher": .load(start: 25, ceiling: 55),
        "Wrist Curl": .load(start: 15, ceiling: 35),
        // Core
        "Hanging Leg Raise": .reps(start: 8, ceiling: 20),
        "Cable Crunch": .load(start: 35, ceiling: 85),
        "Crunch": .reps(start: 15, ceiling: 30),
        "Ab Wheel Rollout": .reps(start: 8, ceiling: 20),
        "Pallof Press": .load(start: 15, ceiling: 35),
        // Full body
        "Power Clean": .load(start: 55, ceiling: 120),
        "Kettlebell Swing": .load(start: 24, ceiling: 48),
        "Thruster": .load(start: 40, ceiling: 95),
    ]
}
