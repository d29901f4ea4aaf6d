/// Reads the lengths of workouts and sets as exports write them, by hand.
enum WorkoutCSVDurations {
    /// Strong's `2h 38m`, `45m`, `1h`, `38s`, `1h 5m 3s`, or plain seconds such as `2134`; nil for anything else.
    static func strong(_ text: String) -> Int? {
        if let seconds = Int(text) { return seconds >= 0 ? seconds : nil }
        var total = 0
        var value: Int?
        var sawPart = false
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                let digit = Int(byte - UInt8(ascii: "0"))
                guard (value ?? 0) < 1_000_000 else { return nil }
                value = (value ?? 0) * 10 + digit
            case UInt8(ascii: "h"), UInt8(ascii: "m"), UInt8(ascii: "s"):
                guard let amount = value else { return nil }
                total += amount * (byte == UInt8(ascii: "h") ? 3600 : byte == UInt8(ascii: "m") ? 60 : 1)
                value = nil
                sawPart = true
            case UInt8(ascii: " "):
                guard value == nil else { return nil }
            default:
                return nil
            }
        }
        return sawPart && value == nil ? total : nil
    }

    /// A clock length: `H:MM:SS`, `M:SS`; nil for anything else.
    static func clock(_ text: String) -> Int? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard (2...3).contains(parts.count), parts.allSatisfy({ !$0.isEmpty && $0.count <= 4 }) else { return nil }
        let numbers = parts.compactMap { Int($0) }
        guard numbers.count == parts.count, numbers.allSatisfy({ $0 >= 0 }), numbers.dropFirst().allSatisfy({ $0 < 60 }) else {
            return nil
        }
        return numbers.reduce(0) { $0 * 60 + $1 }
    }
}
