import Foundation
@testable import RepbookCore
import Testing

@Suite("Local date parsing")
struct LocalDateParsingTests {
    /// The parser this one replaced (split on "-", `Int` of each part, a round trip through the day number), kept as the
    /// reference the byte parser must agree with.
    private func splitParse(_ text: String) -> LocalDate? {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
              let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]) else { return nil }
        let candidate = LocalDate(unchecked: year, month, day)
        guard (1...12).contains(month), (1...31).contains(day), LocalDate(dayNumber: candidate.dayNumber) == candidate else { return nil }
        return candidate
    }

    @Test("Valid days parse into their parts")
    func validDays() {
        let date = LocalDate("2026-11-21")
        #expect(date?.year == 2026)
        #expect(date?.month == 11)
        #expect(date?.day == 21)
        #expect(LocalDate("0000-01-01") == LocalDate(unchecked: 0, 1, 1))
        #expect(LocalDate("9999-12-31") == LocalDate(unchecked: 9999, 12, 31))
        #expect(LocalDate("1970-01-01")?.dayNumber == 0)
    }

    @Test("Months outside 1…12 and days outside the month are refused")
    func invalidMonthOrDay() {
        for text in ["2026-00-10", "2026-13-10", "2026-99-01", "2026-01-00", "2026-01-32", "2026-04-31", "2026-06-31",
                     "2026-09-31", "2026-11-31", "2026-02-30", "2026-02-31"] {
            #expect(LocalDate(text) == nil, "\(text)")
        }
        #expect(LocalDate("2026-04-30") != nil)
        #expect(LocalDate("2026-12-31") != nil)
    }

    @Test("29 February exists in leap years only: every fourth year, not centuries unless divisible by 400")
    func leapYears() {
        #expect(LocalDate("2024-02-29") != nil)
        #expect(LocalDate("2000-02-29") != nil)
        #expect(LocalDate("1600-02-29") != nil)
        #expect(LocalDate("0000-02-29") != nil)
        #expect(LocalDate("2026-02-29") == nil)
        #expect(LocalDate("1900-02-29") == nil)
        #expect(LocalDate("2100-02-29") == nil)
        #expect(LocalDate("2026-02-28") != nil)
    }

    @Test("Anything but ten characters in the shape YYYY-MM-DD is refused")
    func wrongLengths() {
        for text in ["", "2026", "2026-1-21", "2026-11-1", "226-11-21", "20266-11-21", "2026-011-21", "2026-11-021",
                     "2026-11-21 ", " 2026-11-21", "2026-11-21T00:00", "2026-11", "2026--11-21"] {
            #expect(LocalDate(text) == nil, "\(text)")
        }
    }

    @Test("Non-digits, signs, other separators and non-ASCII digits are refused")
    func nonDigits() {
        for text in ["2026-1a-21", "2o26-11-21", "2026-11-2x", "2026/11/21", "2026.11.21", "2026-11_21", "+026-11-21",
                     "2026-+1-21", "2026-11-+1", "-026-11-21", "2026- 1-21", "２０２６-11-21", "٢٠٢٦-11-21", "2026-11-2\u{0301}1"] {
            #expect(LocalDate(text) == nil, "\(text)")
        }
    }

    @Test("Agrees with the split parser on every digit string of 1899…2101 with months 00…13 and days 00…32")
    func agreesWithSplitParser() {
        var mismatches: [String] = []
        for year in 1899...2101 {
            for month in 0...13 {
                for day in 0...32 {
                    let text = String(format: "%04d-%02d-%02d", year, month, day)
                    if LocalDate(text) != splitParse(text) { mismatches.append(text) }
                }
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(10))")
    }

    @Test("The description is YYYY-MM-DD zero-padded and parses back, as Foundation's format printed it")
    func descriptionRoundTrip() {
        for year in [0, 7, 42, 999, 1970, 2026, 9999] {
            for (month, day) in [(1, 1), (2, 28), (9, 5), (12, 31)] {
                let date = LocalDate(unchecked: year, month, day)
                #expect(date.description == String(format: "%04d-%02d-%02d", year, month, day))
                #expect(LocalDate(date.description) == date)
            }
        }
        #expect(LocalDate(unchecked: 10_000, 1, 1).description == "10000-01-01")
        #expect(LocalDate(unchecked: -1, 1, 1).description == String(format: "%04d-%02d-%02d", -1, 1, 1))
    }
}
