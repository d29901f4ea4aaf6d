/// A template of a shared plan: its name, notes and ordered targets.
public struct SharedTemplate: Codable, Equatable, Sendable {
    public let name: String
    public let notes: String
    public let exercises: [SharedTarget]

    public init(name: String, notes: String, exercises: [SharedTarget]) {
        self.name = name
        self.notes = notes
        self.exercises = exercises
    }

    /// A stored template, its exercises given by name.
    public init(_ template: WorkoutTemplate) {
        self.init(
            name: template.name, notes: template.notes,
            exercises: template.exercises.map { SharedTarget($0.target, exerciseName: $0.exerciseName) })
    }

    private enum CodingKeys: String, CodingKey {
        case name, notes, exercises
    }

    /// Reads a template; `notes` may be left out of a hand-written file.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        notes = try container.decodeIfPresent(String.self, forKey: .notes) ?? ""
        exercises = try container.decode([SharedTarget].self, forKey: .exercises)
    }
}
