import Foundation
import Hummingbird
import RepbookCore

/// `GET /api/v1/calendar`: a month's trained days (ascending, only days with a workout), the active split's plan for
/// the days still ahead, and the month's totals.
struct CalendarMonthJSON: ResponseEncodable {
    struct Day: Encodable {
        let date: String
        let workouts: Int
        let volumeKg: Double
        let sets: Int
        let durationSeconds: Int
        let names: [String]
    }

    struct Planned: Encodable {
        let date: String
        /// The template's name; "Rest" for a rest day and "Training" for a day without a template.
        let name: String
        let rest: Bool

        init(date: LocalDate, day: PlannedSplitDay) {
            self.date = date.description
            switch day {
            case .rest: (name, rest) = ("Rest", true)
            case .training(let templateName): (name, rest) = (templateName ?? "Training", false)
            }
        }
    }

    struct Session: Encodable {
        let workoutId: Int64
        let name: String
        let date: String
        let durationSeconds: Int
    }

    struct Totals: Encodable {
        let sessions: Int
        let trainingDays: Int
        let sets: Int
        let volumeKg: Double
        @Nullable var longestSession: Session?
    }

    let month: String
    let days: [Day]
    let planned: [Planned]
    let totals: Totals

    init(_ calendar: CalendarMonth) {
        month = calendar.month.description
        var dates: [LocalDate] = []
        var byDate: [LocalDate: [WorkoutDigest]] = [:]
        for workout in calendar.workouts {
            if byDate[workout.date] == nil { dates.append(workout.date) }
            byDate[workout.date, default: []].append(workout)
        }
        days = dates.sorted().map { date in
            let workouts = byDate[date] ?? []
            return Day(
                date: date.description, workouts: workouts.count, volumeKg: KilogramsJSON.round(workouts.reduce(0) { $0 + $1.volumeKilograms }),
                sets: workouts.reduce(0) { $0 + $1.workingSets }, durationSeconds: workouts.reduce(0) { $0 + $1.durationSeconds },
                names: workouts.map(\.name))
        }
        planned = calendar.planned.sorted { $0.key < $1.key }.map { Planned(date: $0.key, day: $0.value) }
        totals = Totals(
            sessions: calendar.sessions, trainingDays: calendar.trainingDays, sets: calendar.workingSets,
            volumeKg: KilogramsJSON.round(calendar.volumeKilograms),
            longestSession: calendar.longest.map {
                Session(workoutId: $0.id, name: $0.name, date: $0.date.description, durationSeconds: $0.durationSeconds)
            })
    }
}

/// `GET /api/v1/calendar/{date}`: the day's finished workouts, oldest first, and their totals.
struct CalendarDayJSON: ResponseEncodable {
    struct Workout: Encodable {
        let id: Int64
        let name: String
        let startedAt: Date
        let endedAt: Date
        let durationSeconds: Int
        let sets: Int
        let volumeKg: Double
        @Nullable var splitDay: String?
    }

    struct Totals: Encodable {
        let workouts: Int
        let sets: Int
        let volumeKg: Double
        let durationSeconds: Int
    }

    let date: String
    let workouts: [Workout]
    let totals: Totals

    init(date: LocalDate, workouts: [WorkoutDigest]) {
        self.date = date.description
        self.workouts = workouts.map {
            Workout(
                id: $0.id, name: $0.name, startedAt: $0.startedAt, endedAt: $0.endedAt, durationSeconds: $0.durationSeconds, sets: $0.workingSets,
                volumeKg: KilogramsJSON.round($0.volumeKilograms), splitDay: $0.splitDayName)
        }
        totals = Totals(
            workouts: workouts.count, sets: workouts.reduce(0) { $0 + $1.workingSets },
            volumeKg: KilogramsJSON.round(workouts.reduce(0) { $0 + $1.volumeKilograms }),
            durationSeconds: workouts.reduce(0) { $0 + $1.durationSeconds })
    }
}
