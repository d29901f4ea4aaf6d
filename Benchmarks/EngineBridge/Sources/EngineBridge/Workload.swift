import Foundation

/// The rows one transaction touches, chosen at random: a set, its workout and owner, and the values written.
struct Pick: Sendable {
    static let workouts = 1_000, exercisesPerWorkout = 5, setsPerExercise = 5, libraryExercises = 50, users = 10
    static let sets = workouts * exercisesPerWorkout * setsPerExercise

    let setID: Int64
    let workoutID: Int64
    let userID: Int64
    let weight: Double
    let reps: Int
    let isDone: Bool
    let now: Date

    /// Set ids run 1...sets in order: set s is in workout_exercise (s-1)/5+1, which is in workout (we-1)/5+1.
    init(random: inout some RandomNumberGenerator) {
        setID = Int64.random(in: 1...Int64(Self.sets), using: &random)
        let workoutExercise = (setID - 1) / Int64(Self.setsPerExercise) + 1
        workoutID = (workoutExercise - 1) / Int64(Self.exercisesPerWorkout) + 1
        userID = (workoutID - 1) % Int64(Self.users) + 1
        weight = Double(Int.random(in: 20...200, using: &random)) / 2
        reps = Int.random(in: 1...12, using: &random)
        isDone = Bool.random(using: &random)
        now = Date()
    }
}

/// A failure of the benchmark itself.
struct BenchError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// The schema, the seed rows and the statement texts shared by both engines (placeholders differ by dialect).
enum Workload {
    enum Dialect { case sqlite, postgres }

    static func setInWorkout(dialect: Dialect) -> String {
        let (p1, p2) = dialect == .sqlite ? ("?", "?") : ("$1", "$2")
        return """
            SELECT workout_set.id, workout_set.position, workout_set.weight, workout_set.reps, workout_set.is_done,
                   workout_set.version, exercise.kind
            FROM workout_set
            JOIN workout_exercise ON workout_exercise.id = workout_set.workout_exercise_id
            JOIN exercise ON exercise.id = workout_exercise.exercise_id
            WHERE workout_set.id = \(p1) AND workout_exercise.workout_id = \(p2)
            """
    }

    static func outline(dialect: Dialect) -> String {
        """
        SELECT we.id, we.position, we.superset_group, we.rest_seconds,
               (SELECT s.id FROM workout_set AS s WHERE s.workout_exercise_id = we.id AND NOT s.is_done ORDER BY s.position LIMIT 1)
        FROM workout_exercise AS we WHERE we.workout_id = \(dialect == .sqlite ? "?" : "$1") ORDER BY we.position, we.id
        """
    }

    /// Tables and seed rows; `integer`/`real`/`bool` spelled per dialect.
    static func schema(dialect: Dialect) -> [String] {
        let sqlite = dialect == .sqlite
        let id = sqlite ? "INTEGER PRIMARY KEY" : "bigint PRIMARY KEY"
        let int = sqlite ? "INTEGER" : "bigint", real = sqlite ? "REAL" : "double precision"
        let bool = sqlite ? "INTEGER NOT NULL DEFAULT 0" : "boolean NOT NULL DEFAULT false"
        let time = sqlite ? "TEXT" : "timestamptz"
        let now = sqlite ? "'2026-11-27 10:00:00.000'" : "now()"
        let series = { (count: Int) in
            sqlite ? "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < \(count)) "
                : "WITH n(i) AS (SELECT generate_series(1, \(count))::bigint) "
        }
        let exercises = Pick.workouts * Pick.exercisesPerWorkout
        return [
            "DROP TABLE IF EXISTS workout_set", "DROP TABLE IF EXISTS workout_exercise", "DROP TABLE IF EXISTS workout",
            "DROP TABLE IF EXISTS exercise",
            "CREATE TABLE exercise (id \(id), name TEXT NOT NULL, kind TEXT NOT NULL)",
            """
            CREATE TABLE workout (id \(id), user_id \(int) NOT NULL, started_at \(time) NOT NULL, ended_at \(time),
                rest_started_at \(time), version \(int) NOT NULL DEFAULT 0)
            """,
            "CREATE INDEX workout_by_user ON workout (user_id, started_at)",
            """
            CREATE TABLE workout_exercise (id \(id), workout_id \(int) NOT NULL REFERENCES workout (id),
                exercise_id \(int) NOT NULL REFERENCES exercise (id), position \(int) NOT NULL, superset_group \(int),
                rest_seconds \(int))
            """,
            "CREATE INDEX workout_exercise_by_workout ON workout_exercise (workout_id, position)",
            """
            CREATE TABLE workout_set (id \(id), workout_exercise_id \(int) NOT NULL REFERENCES workout_exercise (id),
                position \(int) NOT NULL, weight \(real), reps \(int), is_done \(bool), note TEXT, version \(int) NOT NULL DEFAULT 0)
            """,
            "CREATE INDEX workout_set_by_exercise ON workout_set (workout_exercise_id, position)",
            series(Pick.libraryExercises) + "INSERT INTO exercise (id, name, kind) SELECT i, 'Exercise ' || i, 'weightReps' FROM n",
            series(Pick.workouts) + """
                INSERT INTO workout (id, user_id, started_at) SELECT i, (i - 1) % \(Pick.users) + 1, \(now) FROM n
                """,
            series(exercises) + """
                INSERT INTO workout_exercise (id, workout_id, exercise_id, position, rest_seconds)
                SELECT i, (i - 1) / \(Pick.exercisesPerWorkout) + 1, (i - 1) % \(Pick.libraryExercises) + 1,
                       (i - 1) % \(Pick.exercisesPerWorkout), 90 FROM n
                """,
            series(Pick.sets) + """
                INSERT INTO workout_set (id, workout_exercise_id, position, weight, reps)
                SELECT i, (i - 1) / \(Pick.setsPerExercise) + 1, (i - 1) % \(Pick.setsPerExercise), 60.0, 8 FROM n
                """,
            "ANALYZE",
        ]
    }
}
