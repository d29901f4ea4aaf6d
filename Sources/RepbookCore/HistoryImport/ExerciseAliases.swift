/// Well-known other names of the starter library's exercises, as Strong, Hevy and FitNotes write them. Only the same
/// movement: "Squat (Dumbbell)" is not Back Squat, so it is not here.
public enum ExerciseAliases {
    /// Each other name with the starter library's name it stands for.
    public static let table: [(alias: String, name: String)] = [
        ("Squat (Barbell)", "Back Squat"),
        ("Bent Over Row (Barbell)", "Barbell Row"),
        ("Bent Over Row (Dumbbell)", "Dumbbell Row"),
        ("One Arm Row (Dumbbell)", "Dumbbell Row"),
        ("Single Arm Row (Dumbbell)", "Dumbbell Row"),
        ("Seated Row (Cable)", "Seated Cable Row"),
        ("Bicep Curl (Barbell)", "Barbell Curl"),
        ("Bicep Curl (Dumbbell)", "Dumbbell Curl"),
        ("Bicep Curl (Cable)", "Cable Curl"),
        ("Shoulder Press", "Overhead Press"),
        ("Shoulder Press (Barbell)", "Overhead Press"),
        ("Military Press", "Overhead Press"),
        ("Military Press (Barbell)", "Overhead Press"),
        ("Strict Military Press (Barbell)", "Overhead Press"),
        ("Shoulder Press (Dumbbell)", "Seated Dumbbell Press"),
        ("Seated Shoulder Press (Dumbbell)", "Seated Dumbbell Press"),
        ("Pull Up (Assisted)", "Assisted Pull-Up"),
        ("Pull Up (Weighted)", "Weighted Pull-Up"),
        ("Dip (Weighted)", "Weighted Dip"),
        ("Chest Dip", "Dip"),
        ("Triceps Pressdown", "Triceps Pushdown"),
        ("Triceps Rope Pushdown", "Triceps Pushdown"),
        ("Skullcrusher (Barbell)", "Skull Crusher"),
        ("Incline Bench Press (Dumbbell)", "Incline Dumbbell Press"),
        ("Flat Bench Press (Dumbbell)", "Dumbbell Bench Press"),
        ("Flat Bench Press (Barbell)", "Bench Press"),
        ("Chest Fly (Dumbbell)", "Dumbbell Fly"),
        ("Flat Fly (Dumbbell)", "Dumbbell Fly"),
        ("Reverse Fly (Dumbbell)", "Rear Delt Fly"),
        ("Side Lateral Raise", "Lateral Raise"),
        ("Hyperextension", "Back Extension"),
        ("Ab Wheel", "Ab Wheel Rollout"),
        ("Farmer Carry", "Farmer's Walk"),
        ("Farmers Carry", "Farmer's Walk"),
        ("Farmer Carries", "Farmer's Walk"),
        ("Running (Treadmill)", "Treadmill Run"),
        ("Treadmill", "Treadmill Run"),
        ("Running (Outdoor)", "Running"),
        ("Outdoor Run", "Running"),
        ("Stair Master", "Stair Climber"),
        ("Stairmaster", "Stair Climber"),
    ]

    /// The library name `parts` stand for, if they are a known other name.
    public static func libraryName(for parts: ExerciseNameParts) -> String? {
        byParts[parts]
    }

    private static let byParts: [ExerciseNameParts: String] = Dictionary(
        table.map { (ExerciseNameParts($0.alias), $0.name) }, uniquingKeysWith: { first, _ in first })
}
