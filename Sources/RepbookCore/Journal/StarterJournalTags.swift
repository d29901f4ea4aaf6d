/// The tags every new account starts with; existing accounts receive them in migration `v5-journal`.
public enum StarterJournalTags {
    /// In the order shown on the day page.
    public static let names = [
        "slept well", "poor sleep", "sore", "stressed", "high energy", "low energy", "sick", "travel", "alcohol", "rest day",
    ]
}
