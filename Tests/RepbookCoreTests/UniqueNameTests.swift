import RepbookCore
import Testing

@Suite("Unique names for copies")
struct UniqueNameTests {
    @Test("Push Day becomes Push Day (2)")
    func firstCopy() {
        #expect(UniqueName.copy(of: "Push Day", taken: ["Push Day", "Pull Day"]) == "Push Day (2)")
    }

    @Test("A copy always carries a number, even when the name itself is free")
    func alwaysNumbered() {
        #expect(UniqueName.copy(of: "Push Day", taken: [String]()) == "Push Day (2)")
    }

    @Test("Taken numbers are skipped; the first free one is used, gaps included")
    func skipsTaken() {
        #expect(UniqueName.copy(of: "Push Day", taken: ["Push Day", "Push Day (2)"]) == "Push Day (3)")
        #expect(UniqueName.copy(of: "Push Day", taken: ["Push Day", "Push Day (2)", "Push Day (3)", "Push Day (4)"]) == "Push Day (5)")
        #expect(UniqueName.copy(of: "Push Day", taken: ["Push Day", "Push Day (3)"]) == "Push Day (2)")
    }

    @Test("Duplicating Push Day (2) gives Push Day (3), not Push Day (2) (2)")
    func copyOfACopy() {
        #expect(UniqueName.copy(of: "Push Day (2)", taken: ["Push Day", "Push Day (2)"]) == "Push Day (3)")
        #expect(UniqueName.copy(of: "Push Day (3)", taken: ["Push Day", "Push Day (3)"]) == "Push Day (2)")
        #expect(UniqueName.copy(of: "Push Day (12)", taken: ["Push Day (12)"]) == "Push Day (2)")
    }

    @Test("Only a trailing space and a number in brackets is a copy number")
    func notCopyNumbers() {
        #expect(UniqueName.copy(of: "Push Day (heavy)", taken: ["Push Day (heavy)"]) == "Push Day (heavy) (2)")
        #expect(UniqueName.copy(of: "Push Day(2)", taken: ["Push Day(2)"]) == "Push Day(2) (2)")
        #expect(UniqueName.copy(of: "Week (2) B", taken: ["Week (2) B"]) == "Week (2) B (2)")
    }

    @Test("Clashes ignore case, accents and spacing")
    func foldedClash() {
        #expect(UniqueName.copy(of: "Push Day", taken: ["push day", "PUSH DAY (2)"]) == "Push Day (3)")
        #expect(UniqueName.copy(of: "Push Day", taken: ["Push Day", "Push  Day (2)", "Pùsh Dáy (3)"]) == "Push Day (4)")
        #expect(UniqueName.copy(of: "Café Legs", taken: ["Café Legs", "cafe legs (2)"]) == "Café Legs (3)")
    }

    @Test("A copy never exceeds 80 characters, even as the number grows")
    func lengthLimit() throws {
        let long = String(repeating: "A", count: 80)
        let second = UniqueName.copy(of: long, taken: [long])
        #expect(second == String(repeating: "A", count: 76) + " (2)")
        #expect(second.count == ExerciseName.maximumLength)

        let taken = [long] + (2...9).map { String(repeating: "A", count: 76) + " (\($0))" }
        let tenth = UniqueName.copy(of: long, taken: taken)
        #expect(tenth == String(repeating: "A", count: 75) + " (10)")
        #expect(try ExerciseName.validated(tenth) == tenth)

        let short = String(repeating: "B", count: 70)
        #expect(UniqueName.copy(of: short, taken: [short]) == short + " (2)")
    }
}
