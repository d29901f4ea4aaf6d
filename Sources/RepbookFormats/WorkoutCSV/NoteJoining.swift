/// Notes written once (Strong: on the first row) or on every row (Hevy) become one text; different notes are joined
/// by a line break.
enum NoteJoining {
    /// `existing` with `new` added unless it is empty or the same.
    static func joined(_ existing: String, _ new: String) -> String {
        if new.isEmpty || existing == new { return existing }
        if existing.isEmpty { return new }
        return existing + "\n" + new
    }
}
