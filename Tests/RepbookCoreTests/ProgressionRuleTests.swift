import RepbookTestFixtures
import Testing
@testable import RepbookCore

/// The progression rules at their edges: ranges, units, deload, bodyweight and timed kinds.
@Suite("Progression rules")
struct ProgressionRuleTests {
    static func set(_ value: Double?, _ reps: Int, _ unit: WeightUnit = .kilograms, kind: SetKind = .normal) -> SetValues {
        SetValues(weight: value.map { Weight($0, unit) }, reps: reps, kind: kind)
    }

    static func sets(_ value: Double?, _ reps: [Int], _ unit: WeightUnit = .kilograms) -> [SetValues] {
        reps.map { set(value, $0, unit) }
    }

    static let kg = Weight(2.5, .kilograms)
    static let range68 = RepRange(6, 8)!

    @Test("Linear: every working set at the top adds the increment and says why")
    func linearAtTop() throws {
        let rule = Progression(rule: .linear, increment: Self.kg)
        let history = [[Self.set(60, 5, kind: .warmUp)] + Self.sets(100, [8, 8, 8])]
        let suggestion = try #require(ProgressionRule.suggest(rule, sets: 3, range: Self.range68, kind: .weightAndReps, history: history))
        #expect(suggestion.sets == Array(repeating: SetSuggestion(weight: Weight(102.5, .kilograms), reps: 8), count: 3))
        #expect(suggestion.why.englishText == "Last time 3 × 8 at 100 kg (warm-up 60 kg not counted) reached the top of 6–8: +2.5 kg")
    }

    @Test("Linear: one set short of the top keeps the weight")
    func linearShort() throws {
        let rule = Progression(rule: .linear, increment: Self.kg)
        let suggestion = try #require(
            ProgressionRule.suggest(
                rule, sets: 3, range: Self.range68, kind: .weightAndReps, history: [Self.sets(100, [8, 8, 7])]))
        #expect(suggestion.sets.allSatisfy { $0 == SetSuggestion(weight: Weight(100, .kilograms), reps: 8) })
        #expect(suggestion.why.englishText == "Last time 8, 8, 7 at 100 kg did not reach 8 on every set: same weight, aim for 8")
    }

    @Test("Linear with a fixed count: 5 reps is the top")
    func linearFixed() throws {
        let rule = Progression(rule: .linear, increment: Weight(5, .pounds))
        let suggestion = try #require(
            ProgressionRule.suggest(
                rule, sets: 5, range: RepRange(5, 5)!, kind: .weightAndReps, history: [Self.sets(225, [5, 5, 5, 5, 5], .pounds)]))
        #expect(suggestion.sets.count == 5)
        #expect(suggestion.sets[0] == SetSuggestion(weight: Weight(230, .pounds), reps: 5))
        #expect(suggestion.why.englishText == "Last time 5 × 5 at 225 lb reached the top of 5: +5 lb")
    }

    @Test("Double progression: below the top adds one rep per set, capped at the top")
    func doubleWithinRange() throws {
        let rule = Progression(rule: .double, increment: Self.kg)
        let suggestion = try #require(
            ProgressionRule.suggest(
                rule, sets: 3, range: Self.range68, kind: .weightAndReps, history: [Self.sets(100, [8, 7, 6])]))
        #expect(suggestion.sets.map(\.reps) == [8, 8, 7])
        #expect(suggestion.sets.allSatisfy { $0.weight == Weight(100, .kilograms) })
        #expect(suggestion.why.englishText == "Last time 8, 7, 6 at 100 kg within 6–8: one more rep per set, up to 8")
    }

    @Test("Double progression: below the bottom comes back to the bottom; more sets than last time repeat the last")
    func doubleBelowBottom() throws {
        let rule = Progression(rule: .double, increment: Self.kg)
        let suggestion = try #require(
            ProgressionRule.suggest(
                rule, sets: 4, range: Self.range68, kind: .weightAndReps, history: [Self.sets(100, [7, 4])]))
        #expect(suggestion.sets.map(\.reps) == [8, 6, 6, 6])
    }

    @Test("Double progression: the top on every set adds the increment and goes back to the bottom")
    func doubleAtTop() throws {
        let rule = Progression(rule: .double, increment: Weight(1.25, .kilograms))
        let suggestion = try #require(
            ProgressionRule.suggest(
                rule, sets: 3, range: RepRange(8, 12)!, kind: .weightAndReps, history: [Self.sets(12.5, [12, 13, 12])]))
        #expect(suggestion.sets.allSatisfy { $0 == SetSuggestion(weight: Weight(13.75, .kilograms), reps: 8) })
        #expect(suggestion.why.englishText == "Last time 12, 13, 12 at 12.5 kg reached the top of 8–12: +1.25 kg, back to 8 reps")
    }

    @Test("Deload: N sessions in a row below the bottom take the percentage off, rounded to the increment")
    func deload() throws {
        let rule = Progression(rule: .linear, increment: Self.kg, deloadAfter: 3, deloadPercent: 10)
        let short = Self.sets(102.5, [5, 5, 4])
        let suggestion = try #require(
            ProgressionRule.suggest(
                rule, sets: 3, range: Self.range68, kind: .weightAndReps, history: [short, short, short]))
        // 102.5 × 0.9 = 92.25, the nearest multiple of 2.5 is 92.5.
        #expect(suggestion.sets.allSatisfy { $0 == SetSuggestion(weight: Weight(92.5, .kilograms), reps: 6) })
        #expect(suggestion.why.englishText == "3 sessions in a row below 6 reps at 102.5 kg: deload 10% to 92.5 kg")
    }

    @Test("Deload waits: one good session among the last N, or fewer sessions than N, is no deload")
    func noDeload() throws {
        let rule = Progression(rule: .double, increment: Self.kg, deloadAfter: 3, deloadPercent: 10)
        let short = Self.sets(100, [5, 5, 5])
        let good = Self.sets(100, [6, 6, 6])
        let broken = try #require(
            ProgressionRule.suggest(
                rule, sets: 3, range: Self.range68, kind: .weightAndReps, history: [short, short, good]))
        #expect(broken.sets.allSatisfy { $0.weight == Weight(100, .kilograms) })
        let young = try #require(
            ProgressionRule.suggest(
                rule, sets: 3, range: Self.range68, kind: .weightAndReps, history: [short, short]))
        #expect(young.sets.allSatisfy { $0.weight == Weight(100, .kilograms) })
        #expect(!young.why.englishText.contains("deload"))
    }

    @Test("Deload after one session says 'Last session'; in pounds rounds to the pound step")
    func deloadPounds() throws {
        let rule = Progression(rule: .linear, increment: Weight(5, .pounds), deloadAfter: 1, deloadPercent: 15)
        let suggestion = try #require(
            ProgressionRule.suggest(
                rule, sets: 1, range: RepRange(5, 5)!, kind: .weightAndReps, history: [Self.sets(225, [3], .pounds)]))
        // 225 × 0.85 = 191.25, the nearest multiple of 5 is 190.
        #expect(suggestion.sets == [SetSuggestion(weight: Weight(190, .pounds), reps: 5)])
        #expect(suggestion.why.englishText == "Last session below 5 reps at 225 lb: deload 15% to 190 lb")
    }

    @Test("Units: an increment in pounds on a weight in kilograms is converted, the weight keeps its unit")
    func mixedUnits() {
        #expect(ProgressionRule.add(Weight(5, .pounds), to: Weight(100, .kilograms)) == Weight(102.27, .kilograms))
        #expect(ProgressionRule.add(Weight(2.5, .kilograms), to: Weight(225, .pounds)) == Weight(230.51, .pounds))
        #expect(ProgressionRule.add(Weight(0.1, .kilograms), to: Weight(0.2, .kilograms)) == Weight(0.3, .kilograms))
        #expect(ProgressionRule.round(Weight(1, .kilograms), step: Weight(2.5, .kilograms)) == Weight(0, .kilograms))
    }

    @Test("Heaviest working weight is the base; warm-ups and drop sets neither count nor break 'every set at the top'")
    func onlyWorkingSets() throws {
        let rule = Progression(rule: .linear, increment: Self.kg)
        let history = [[Self.set(140, 3, kind: .warmUp), Self.set(95, 8), Self.set(100, 8), Self.set(60, 4, kind: .drop)]]
        let suggestion = try #require(ProgressionRule.suggest(rule, sets: 2, range: Self.range68, kind: .weightAndReps, history: history))
        // Set by set: each set steps on from the same set last time, never more than the increment over it.
        #expect(suggestion.sets.map(\.weight) == [Weight(97.5, .kilograms), Weight(102.5, .kilograms)])
        #expect(
            suggestion.why.englishText == "Last time 1 × 8 at 95 kg, 1 × 8 at 100 kg (warm-up 140 kg not counted) reached the top of 6–8: +2.5 kg")
    }

    @Test("Strong's unmarked ramp and a top single are not read: 4 sets at 110 set by set, the reason says what was read")
    func strongShape() throws {
        let rule = Progression(rule: .double, increment: Self.kg)
        let session = Self.sets(60, [5]) + Self.sets(80, [3]) + Self.sets(90, [1]) + Self.sets(110, [5, 5, 4, 4]) + Self.sets(120, [1])
        let within = try #require(ProgressionRule.suggest(rule, sets: 4, range: RepRange(3, 5)!, kind: .weightAndReps, history: [session]))
        #expect(within.sets == Array(repeating: SetSuggestion(weight: Weight(110, .kilograms), reps: 5), count: 4))
        #expect(
            within.why.englishText
                == "Last time 5, 5, 4, 4 at 110 kg (warm-ups 60–90 kg and a top single of 120 kg not counted) within 3–5: one more rep per set, up "
                + "to 5"
        )
        let top = Self.sets(60, [5]) + Self.sets(80, [3]) + Self.sets(90, [1]) + Self.sets(110, [5, 5, 5, 5])
        let step = try #require(ProgressionRule.suggest(rule, sets: 4, range: RepRange(3, 5)!, kind: .weightAndReps, history: [top]))
        #expect(step.sets == Array(repeating: SetSuggestion(weight: Weight(112.5, .kilograms), reps: 3), count: 4))
        #expect(step.why.englishText == "Last time 4 × 5 at 110 kg (warm-ups 60–90 kg not counted) reached the top of 3–5: +2.5 kg, back to 3 reps")
    }

    @Test("Shown in pounds: a history kept in kilograms reads in loadable pounds in the reason; the weights keep their unit")
    func reasonInTheLiftersUnit() throws {
        let rule = Progression(rule: .linear, increment: Self.kg)
        let session = Self.sets(60, [5]) + Self.sets(80, [3]) + Self.sets(90, [1]) + Self.sets(120, [5, 5, 5])
        let pounds = try #require(
            ProgressionRule.suggest(
                rule, sets: 3, range: RepRange(5, 5)!, kind: .weightAndReps, history: [session], shownIn: .pounds))
        #expect(pounds.sets.first?.weight == Weight(122.5, .kilograms), "the stored suggestion is unchanged")
        #expect(pounds.why.englishText == "Last time 3 × 5 at 265 lb (warm-ups 130–200 lb not counted) reached the top of 5: +5.5 lb")
        let kilograms = try #require(
            ProgressionRule.suggest(
                rule, sets: 3, range: RepRange(5, 5)!, kind: .weightAndReps, history: [session], shownIn: .kilograms))
        #expect(kilograms.why.englishText == "Last time 3 × 5 at 120 kg (warm-ups 60–90 kg not counted) reached the top of 5: +2.5 kg")
    }

    @Test("A reverse pyramid is prefilled set by set; no set is raised more than the increment over what it lifted")
    func pyramidBySet() throws {
        let rule = Progression(rule: .linear, increment: Self.kg)
        let session = Self.sets(40, [8]) + Self.sets(35, [8, 8])
        let suggestion = try #require(ProgressionRule.suggest(rule, sets: 4, range: Self.range68, kind: .weightAndReps, history: [session]))
        #expect(suggestion.sets.map { $0.weight?.value } == [42.5, 37.5, 37.5, 37.5])
        #expect(suggestion.why.englishText == "Last time 1 × 8 at 40 kg, 2 × 8 at 35 kg reached the top of 6–8: +2.5 kg")
    }

    @Test("No rule, no history, no working sets, or a timed exercise: no suggestion")
    func nothing() {
        let linear = Progression(rule: .linear, increment: Self.kg)
        #expect(ProgressionRule.suggest(.none, sets: 3, range: Self.range68, kind: .weightAndReps, history: [Self.sets(100, [8])]) == nil)
        #expect(ProgressionRule.suggest(linear, sets: 3, range: Self.range68, kind: .weightAndReps, history: []) == nil)
        #expect(
            ProgressionRule.suggest(
                linear, sets: 3, range: Self.range68, kind: .weightAndReps, history: [[Self.set(60, 5, kind: .warmUp)]]) == nil)
        #expect(ProgressionRule.suggest(linear, sets: 3, range: Self.range68, kind: .duration, history: [Self.sets(nil, [8])]) == nil)
    }

    @Test("Bodyweight: reps move within the range, and at the top the weight stays with a hint, no deload")
    func bodyweight() throws {
        let rule = Progression(rule: .double, increment: Self.kg, deloadAfter: 1)
        let climbing = try #require(
            ProgressionRule.suggest(
                rule, sets: 2, range: Self.range68, kind: .bodyweightReps, history: [Self.sets(nil, [6, 5])]))
        #expect(climbing.sets.map(\.reps) == [7, 6])
        #expect(climbing.sets.allSatisfy { $0.weight == nil })
        #expect(climbing.why.englishText == "Last time 6, 5 reps within 6–8: one more rep per set, up to 8")
        let top = try #require(
            ProgressionRule.suggest(
                rule, sets: 2, range: Self.range68, kind: .bodyweightReps, history: [Self.sets(nil, [8, 8])]))
        #expect(top.sets == [SetSuggestion(weight: nil, reps: 8), SetSuggestion(weight: nil, reps: 8)])
        #expect(top.why.englishText == "Last time 2 × 8 reps reached the top of 6–8: keep 8 or make it harder")
    }

    @Test("Parsing names the field at fault; empty fields take the defaults of the user's unit")
    func parsing() throws {
        let defaults = try Progression.parse(rule: "linear", increment: "", deloadAfter: "", deloadPercent: "", unit: .pounds)
        #expect(defaults == Progression(rule: .linear, increment: Weight(5, .pounds), deloadAfter: nil, deloadPercent: 10))
        let small = try Progression.parse(rule: "double", increment: "", deloadAfter: "0", deloadPercent: "", unit: .kilograms, small: true)
        #expect(small.increment == Weight(1.25, .kilograms))
        #expect(small.deloadAfter == nil)
        let typed = try Progression.parse(rule: "Double", increment: "2,5", deloadAfter: "3", deloadPercent: "15%", unit: .kilograms)
        #expect(typed == Progression(rule: .double, increment: Weight(2.5, .kilograms), deloadAfter: 3, deloadPercent: 15))
        #expect(try Progression.parse(rule: "", increment: "", deloadAfter: "", deloadPercent: "", unit: .kilograms).rule == .none)
        func field(_ body: () throws -> Progression) -> String? {
            do { _ = try body(); return nil } catch let error as DomainError {
                if case .invalid(let field, _) = error { return field }
                return "?"
            } catch { return "?" }
        }
        #expect(
            field { try Progression.parse(rule: "wave", increment: "", deloadAfter: "", deloadPercent: "", unit: .kilograms) } == "progression.rule")
        #expect(
            field { try Progression.parse(rule: "linear", increment: "0", deloadAfter: "", deloadPercent: "", unit: .kilograms) }
                == "progression.increment")
        #expect(
            field { try Progression.parse(rule: "linear", increment: "0.01", deloadAfter: "", deloadPercent: "", unit: .kilograms) }
                == "progression.increment")
        #expect(
            field { try Progression.parse(rule: "linear", increment: "60", deloadAfter: "", deloadPercent: "", unit: .kilograms) }
                == "progression.increment")
        #expect(
            field { try Progression.parse(rule: "linear", increment: "", deloadAfter: "11", deloadPercent: "", unit: .kilograms) }
                == "progression.deloadAfter")
        #expect(
            field { try Progression.parse(rule: "linear", increment: "", deloadAfter: "", deloadPercent: "60", unit: .kilograms) }
                == "progression.deloadPercent")
    }

    @Test("A rule without a typed step takes the small default (1.25 kg, 2.5 lb) for small lifts and 2.5 kg / 5 lb for others; a typed step wins")
    func smallLiftDefault() throws {
        let input = TemplateInput(
            name: "Arms",
            rows: [
                TemplateInput.Row(exerciseID: 1, progressionRule: "linear"), TemplateInput.Row(exerciseID: 2, progressionRule: "double"),
                TemplateInput.Row(exerciseID: 3, progressionRule: "linear", progressionIncrement: "2"), TemplateInput.Row(exerciseID: 4),
            ])
        #expect(input.exercisesNeedingDefaultIncrement == [1, 2])
        let kilograms = try input.draft(unit: .kilograms, smallLifts: [1, 3]).exercises.map(\.progression.increment)
        #expect(kilograms == [Weight(1.25, .kilograms), Weight(2.5, .kilograms), Weight(2, .kilograms), Weight(2.5, .kilograms)])
        let pounds = try input.draft(unit: .pounds, smallLifts: [1]).exercises.map(\.progression.increment)
        #expect(pounds.prefix(2) == [Weight(2.5, .pounds), Weight(5, .pounds)])
        #expect(Progression.isSmallLift(.arms) && Progression.isSmallLift(.shoulders) && !Progression.isSmallLift(.legs))
    }
}
