import Foundation
import RepbookCore

/// Deleting an exercise: refused, naming them, while templates or programs use it (409), or while any workout logged it.
enum ExerciseRemoval {
    /// Deletes the user's exercise `id`, or refuses; not found when it is not the user's. On PostgreSQL the row is locked
    /// first, so a template saved at once (which takes `FOR KEY SHARE` on it) is either seen here or finds it gone.
    static func delete(id: Int64, userID: Int64, _ connection: any SQLConnection) throws {
        let named: String? = try connection.value(
            SQL("SELECT name FROM exercise WHERE id = ? AND user_id = ?").lockingOnPostgres("FOR UPDATE"), [id, userID], column: "name")
        guard let name = named else { throw DomainError.notFound(LocalizedText("error.no_exercise_with_id", ["exerciseID": "\(id)"])) }
        let templates = try connection.all("""
            SELECT DISTINCT template.name FROM template_exercise JOIN template ON template.id = template_exercise.template_id
            WHERE template_exercise.exercise_id = ? ORDER BY template.name
            """, [id]) { row -> String in try row["name"] }
        guard templates.isEmpty else { throw ExerciseInUse.inTemplates(templates, exercise: name) }
        let programs = try connection.all("""
            SELECT DISTINCT user_program.name FROM program_lift JOIN user_program ON user_program.id = program_lift.program_id
            WHERE program_lift.exercise_id = ? ORDER BY user_program.name
            """, [id]) { row -> String in try row["name"] }
        guard programs.isEmpty else { throw ExerciseInUse.inPrograms(programs, exercise: name) }
        let logged: Bool? = try connection.value(
            "SELECT EXISTS (SELECT 1 FROM workout_exercise WHERE exercise_id = ?) AS logged", [id], column: "logged")
        guard logged != true else { throw ExerciseInUse.inWorkouts(exercise: name) }
        guard try connection.execute("DELETE FROM exercise WHERE id = ? AND user_id = ?", [id, userID]) > 0 else {
            throw DomainError.notFound(LocalizedText("error.no_exercise_with_id", ["exerciseID": "\(id)"]))
        }
    }
}
