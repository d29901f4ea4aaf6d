/// A change to one journal day; parts left nil stay as they are.
public struct JournalDayChange: Equatable, Sendable {
    /// The complete set of tags the day should have, replacing the present ones.
    public var replacementTagIDs: Set<Int64>?
    /// Tags turned on (true) or off (false), applied after any replacement.
    public var toggles: [Int64: Bool]
    /// The new note, already validated; an empty note removes it.
    public var note: String?

    public init(replacementTagIDs: Set<Int64>? = nil, toggles: [Int64: Bool] = [:], note: String? = nil) {
        self.replacementTagIDs = replacementTagIDs
        self.toggles = toggles
        self.note = note
    }

    /// Turns one tag on or off; turning on a tag already on (or off one already off) changes nothing.
    public static func toggle(_ tagID: Int64, isOn: Bool) -> JournalDayChange {
        JournalDayChange(toggles: [tagID: isOn])
    }

    /// Every tag the change names, which must all belong to the day's user.
    public var mentionedTagIDs: Set<Int64> {
        (replacementTagIDs ?? []).union(toggles.keys)
    }

    /// The day after the change.
    public func applied(to day: JournalDay) -> JournalDay {
        var tags = replacementTagIDs ?? day.tagIDs
        for (id, isOn) in toggles {
            if isOn { tags.insert(id) } else { tags.remove(id) }
        }
        let newNote = note.map { $0.isEmpty ? nil : $0 } ?? day.note
        return JournalDay(date: day.date, tagIDs: tags, note: newNote)
    }
}
