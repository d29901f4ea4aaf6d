import Foundation

/// The rest days of the active split between two days, which keep a daily streak alive.
public enum SplitRestDays {
    /// The days from the split's start (or `from`) through `through` that the active split plans as rest.
    ///
    /// Weekly splits and calendar rotations know every day's plan. A rotation that advances on completion plans rest
    /// only after a completed split day: the rest days that follow it in the cycle, until the next session.
    public static func days(of split: Split, from: LocalDate, through: LocalDate, trainedDays: [TrainedDay]) -> Set<LocalDate> {
        guard let activation = split.activation, !split.days.isEmpty else { return [] }
        let start = max(from, activation.startDate)
        guard start <= through else { return [] }
        var rest = Set<LocalDate>()
        switch (split.schedule, split.advance) {
        case (.weekly, _), (.rotation, .calendar):
            var day = start
            while day <= through {
                let index = SplitCalendar.dayIndex(
                    schedule: split.schedule, advance: split.advance, dayCount: split.days.count, startDate: activation.startDate,
                    today: day, lastCompletedIndex: nil)
                if split.days[index].isRest { rest.insert(day) }
                day = day.adding(days: 1)
            }
        case (.rotation, .completion):
            let trainedDates = Set(trainedDays.map(\.date))
            for trained in trainedDays where trained.splitID == split.id && trained.date >= start {
                guard let index = trained.splitDayIndex else { continue }
                var offset = 1
                while offset < split.days.count, split.days[(index + offset) % split.days.count].isRest {
                    let day = trained.date.adding(days: offset)
                    if day > through || trainedDates.contains(day) { break }
                    rest.insert(day)
                    offset += 1
                }
            }
        }
        return rest
    }
}
