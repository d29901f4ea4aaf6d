import Foundation
import RepbookCore
import RepbookTestFixtures
import Testing

@Suite("Shared plans: the plan file, its checks and how it is made from stored templates and splits")
struct SharedPlanTests {
    /// A weekly split of two templates, with a rest day, a weight in pounds, a superset and notes.
    private func upperLower() -> SharedPlan {
        SharedPlan(
            kind: .split,
            exercises: [
                SharedExercise(name: "Bench Press", category: .chest, kind: .weightAndReps, equipment: .barbell),
                SharedExercise(name: "Barbell Row", category: .back, kind: .weightAndReps, equipment: .barbell),
                SharedExercise(name: "Zercher Squat", category: .legs, kind: .weightAndReps, equipment: .barbell),
            ],
            templates: [
                SharedTemplate(name: "Upper", notes: "Pause the first rep.", exercises: [
                        SharedTarget(
                            exercise: "Bench Press", sets: 3, reps: "8-12", weight: Weight(80, .kilograms), restSeconds: 120, superset: "A", notes: ""
                        ),
                        SharedTarget(
                            exercise: "Barbell Row", sets: 3, reps: "10", weight: Weight(185, .pounds), restSeconds: nil, superset: "A",
                            notes: "Strict"),
                ]),
                SharedTemplate(name: "Lower", notes: "", exercises: [
                    SharedTarget(exercise: "Zercher Squat", sets: 5, reps: "5", weight: nil, restSeconds: 180, superset: nil, notes: ""),
                ]),
            ],
            split: SharedSplit(name: "Upper / Lower", schedule: .weekly, advance: .calendar, days: [0, 1, nil, 0, 1, nil, nil]))
    }

    private func refusal(_ json: String) -> DomainError? {
        do {
            _ = try PlanSharingService.decode(Data(json.utf8))
            return nil
        } catch {
            return error
        }
    }

    /// The sample plan as JSON with one edit applied to its object tree.
    private func edited(_ change: (inout [String: Any]) -> Void) throws -> String {
        var object = try #require(try JSONSerialization.jsonObject(with: PlanSharingService.encode(upperLower())) as? [String: Any])
        change(&object)
        return String(decoding: try JSONSerialization.data(withJSONObject: object), as: UTF8.self)
    }

    @Test("A plan survives encoding and decoding unchanged, as compact JSON with its format and version, always the same bytes")
    func roundTrip() throws {
        let plan = upperLower()
        let data = PlanSharingService.encode(plan)
        let text = String(decoding: data, as: UTF8.self)
        #expect(!text.contains("\n"))
        #expect(text.contains(#""format":"repbook-plan""#) && text.contains(#""version":1"#) && text.contains(#""kind":"split""#))
        #expect(PlanSharingService.encode(plan) == data, "the same plan always gives the same bytes")
        #expect(text.contains(#""days":[0,1,null,0,1,null,null]"#))
        #expect(text.contains(#""weight":{"unit":"lb","value":185}"#))
        #expect(try PlanSharingService.decode(data) == plan)
    }

    @Test("The share link's fragment is the compact JSON in base64url")
    func linkFragment() throws {
        let plan = upperLower()
        let fragment = PlanSharingService.linkFragment(plan)
        #expect(fragment.hasPrefix("plan="))
        let payload = String(fragment.dropFirst("plan=".count))
        #expect(!payload.contains("+") && !payload.contains("/") && !payload.contains("="))
        var base64 = payload.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        base64 += String(repeating: "=", count: (4 - base64.count % 4) % 4)
        #expect(try PlanSharingService.decode(try #require(Data(base64Encoded: base64))) == plan)
    }

    @Test("A hand-written plan may leave out notes and write reps as a number")
    func lenientFields() throws {
        let json = """
            {"format": "repbook-plan", "version": 1, "kind": "template",
             "exercises": [{"name": "Push-Up", "category": "chest", "kind": "bodyweight_reps", "equipment": "bodyweight"}],
             "templates": [{"name": "Morning", "exercises": [{"exercise": "push-up", "sets": 3, "reps": 20}]}]}
            """
        let plan = try PlanSharingService.decode(Data(json.utf8))
        #expect(plan.templates[0].notes == "")
        #expect(plan.templates[0].exercises[0].reps == "20")
        let checked = try plan.checked()
        #expect(checked.templates[0].exercises[0].exerciseID == 0)
        #expect(checked.split == nil)
    }

    @Test("A plan carries each target's progression; it reads back checked, and a plan without one has none")
    func progression() throws {
        let rule = try Progression.parse(rule: "double", increment: "5lb", deloadAfter: "3", deloadPercent: "10", unit: .pounds)
        let target = ExerciseTarget(exerciseID: 1, sets: 3, reps: try #require(RepRange(parsing: "6-8")), progression: rule)
        let shared = SharedTarget(target, exerciseName: "Bench Press")
        #expect(shared.progression == ArchivedProgression(rule))
        let plan = SharedPlan(
            kind: .template, exercises: [SharedExercise(name: "Bench Press", category: .chest, kind: .weightAndReps, equipment: .barbell)],
            templates: [SharedTemplate(name: "Bench", notes: "", exercises: [shared])], split: nil)
        let data = PlanSharingService.encode(plan)
        #expect(
            String(decoding: data, as: UTF8.self).contains(
                #""progression":{"deloadAfter":3,"deloadPercent":10,"increment":{"unit":"lb","value":5},"rule":"double"}"#))
        let back = try PlanSharingService.decode(data)
        #expect(back == plan)
        #expect(try back.checked().templates[0].exercises[0].progression == rule)
        #expect(try upperLower().checked().templates[0].exercises[0].progression.rule == .none)
        let bad = try edited { object in
            var templates = object["templates"] as! [[String: Any]]
            var exercises = templates[0]["exercises"] as! [[String: Any]]
            exercises[0]["progression"] = ["rule": "sideways", "increment": ["value": 2.5, "unit": "kg"], "deloadPercent": 10]
            templates[0]["exercises"] = exercises
            object["templates"] = templates
        }
        #expect(refusal(bad)?.field == "templates[0].progression.rule")
        #expect(refusal(bad)?.english.contains("Progression must be none, linear or double. (exercise 1)") == true)
    }

    @Test("Files that are not plans are refused, naming what is wrong")
    func notPlans() throws {
        #expect(refusal("not json")?.field == "plan")
        #expect(refusal("[1, 2]")?.field == "plan")
        #expect(refusal(#"{"format": "repbook-archive", "version": 1}"#)?.field == "format")
        #expect(refusal(#"{"version": 1, "kind": "split"}"#)?.field == "format")
        #expect(refusal(#"{"format": "repbook-plan", "version": 2, "kind": "split"}"#)?.field == "version")
        let huge = String(repeating: " ", count: SharedPlan.maximumBytes) + "{}"
        #expect(refusal(huge)?.code == "too_large")
    }

    @Test("Shape errors name the place in the file", arguments: [
        ("missing sets", "templates[0].exercises[0].sets"),
        ("unknown kind", "exercises[1].kind"),
        ("sets as text", "templates[1].exercises[0].sets"),
        ("days as text", "split.days"),
    ])
    func shapeErrors(change: String, field: String) throws {
        let json = try edited { object in
            var templates = object["templates"] as! [[String: Any]]
            var exercises = object["exercises"] as! [[String: Any]]
            var split = object["split"] as! [String: Any]
            switch change {
            case "missing sets":
                var targets = templates[0]["exercises"] as! [[String: Any]]
                targets[0]["sets"] = nil
                templates[0]["exercises"] = targets
            case "unknown kind":
                exercises[1]["kind"] = "juggling"
            case "sets as text":
                var targets = templates[1]["exercises"] as! [[String: Any]]
                targets[0]["sets"] = "five"
                templates[1]["exercises"] = targets
            default:
                split["days"] = "every day"
            }
            object["templates"] = templates
            object["exercises"] = exercises
            object["split"] = split
        }
        let error = try #require(refusal(json))
        #expect(error.field == field)
        #expect(error.english.contains(field))
    }

    @Test("The rules of the template and split forms apply, naming the template or split at fault")
    func ruleErrors() throws {
        func plan(templates: [SharedTemplate], split: SharedSplit?, kind: SharedPlan.Kind = .split) -> SharedPlan {
            SharedPlan(kind: kind, exercises: upperLower().exercises, templates: templates, split: split)
        }
        func field(_ plan: SharedPlan) -> String? {
            do {
                _ = try plan.checked()
                return nil
            } catch {
                return error.field
            }
        }
        let base = upperLower()
        let good = base.templates[1]
        func target(sets: Int = 3, reps: String = "5", weight: Weight? = nil, superset: String? = nil, exercise: String = "Zercher Squat")
            -> SharedTemplate
        {
            SharedTemplate(name: "Bad", notes: "", exercises: [
                SharedTarget(exercise: exercise, sets: sets, reps: reps, weight: weight, restSeconds: nil, superset: superset, notes: ""),
            ])
        }
        let weekly = SharedSplit(name: "Week", schedule: .weekly, advance: .calendar, days: [0, 1, nil, nil, nil, nil, nil])
        #expect(field(plan(templates: [good, target(reps: "12-8")], split: weekly)) == "templates[1].reps")
        #expect(field(plan(templates: [good, target(sets: 0)], split: weekly)) == "templates[1].sets")
        #expect(field(plan(templates: [good, target(weight: Weight(1e300, .kilograms))], split: weekly)) == "templates[1].weight")
        #expect(field(plan(templates: [good, target(weight: Weight(-5, .pounds))], split: weekly)) == "templates[1].weight")
        #expect(field(plan(templates: [good, target(superset: "AA")], split: weekly)) == "templates[1].supersetGroup")
        #expect(field(plan(templates: [good, target(exercise: "Curl")], split: weekly)) == "templates[1].exercises[0].exercise")
        #expect(
            field(plan(templates: [good], split: SharedSplit(name: "Week", schedule: .weekly, advance: .calendar, days: [0, nil, nil])))
                == "split.days")
        #expect(
            field(
                plan(
                    templates: [good], split: SharedSplit(name: "Week", schedule: .weekly, advance: .calendar, days: [0, 3, nil, nil, nil, nil, nil]))
            ) == "split.days[1]")
        #expect(field(plan(templates: [good], split: SharedSplit(name: "  ", schedule: .rotation, advance: .completion, days: [0]))) == "split.name")
        #expect(field(plan(templates: [good], split: nil)) == "split")
        #expect(field(plan(templates: [good, good], split: nil, kind: .template)) == "templates")
        let twice = SharedPlan(
            kind: .template,
            exercises: base.exercises + [SharedExercise(name: "bench  press", category: .chest, kind: .weightAndReps, equipment: .barbell)],
            templates: [good], split: nil)
        #expect(field(twice) == "exercises[3].name")
        #expect(field(base) == nil)
    }

    @Test("A split's plan holds each template its days use once, in the order the days first use them")
    func madeFromSplit() throws {
        let bench = Exercise(id: 11, userID: 1, name: "Bench Press", category: .chest, kind: .weightAndReps, equipment: .barbell, notes: "mine")
        let squat = Exercise(id: 12, userID: 1, name: "Back Squat", category: .legs, kind: .weightAndReps, equipment: .barbell)
        let push = WorkoutTemplate(id: 5, name: "Push", notes: "", exercises: [
            TemplateExercise(exerciseName: "Bench Press", exerciseKind: .weightAndReps, target: ExerciseTarget(
                        exerciseID: 11, sets: 3, reps: try #require(RepRange(8, 12)), weight: Weight(225, .pounds), restSeconds: 90, supersetGroup: 1,
                        notes: "Touch"))
        ], updatedAt: Date())
        let legs = WorkoutTemplate(id: 7, name: "Legs", notes: "Belt", exercises: [
                TemplateExercise(
                    exerciseName: "Back Squat", exerciseKind: .weightAndReps,
                    target: ExerciseTarget(exerciseID: 12, sets: 5, reps: try #require(RepRange(5, 5)))),
                TemplateExercise(
                    exerciseName: "Bench Press", exerciseKind: .weightAndReps,
                    target: ExerciseTarget(exerciseID: 11, sets: 2, reps: try #require(RepRange(10, 10)))),
        ], updatedAt: Date())
        let unused = WorkoutTemplate(id: 9, name: "Unused", notes: "", exercises: [], updatedAt: Date())
        let split = Split(
            id: 3, name: "PPL", schedule: .rotation, advance: .completion,
            days: [SplitDay(templateID: 7), SplitDay(templateID: nil), SplitDay(templateID: 5), SplitDay(templateID: 7)], activation: nil)

        let plan = SharedPlan.of(split: split, templates: [push, legs, unused], library: [bench, squat])
        #expect(plan.kind == .split)
        #expect(plan.templates.map(\.name) == ["Legs", "Push"])
        #expect(plan.split == SharedSplit(name: "PPL", schedule: .rotation, advance: .completion, days: [0, nil, 1, 0]))
        #expect(plan.exercises == [
            SharedExercise(name: "Back Squat", category: .legs, kind: .weightAndReps, equipment: .barbell),
            SharedExercise(name: "Bench Press", category: .chest, kind: .weightAndReps, equipment: .barbell),
        ])
        #expect(plan.templates[1].exercises == [
                SharedTarget(
                    exercise: "Bench Press", sets: 3, reps: "8-12", weight: Weight(225, .pounds), restSeconds: 90, superset: "B", notes: "Touch")
        ])
        let text = String(decoding: PlanSharingService.encode(plan), as: UTF8.self)
        #expect(!text.contains("\"id\"") && !text.contains("mine"), "no ids and no exercise notes in a shared plan")
        #expect(plan.fileName == "ppl.repbook-plan.json")
        #expect(try PlanSharingService.decode(PlanSharingService.encode(plan)) == plan)
    }

    @Test("File names fold the plan's name to ASCII words", arguments: [
        ("Push Day", "push-day.repbook-plan.json"), ("Überkörper / Beine (2)", "uberkorper-beine-2.repbook-plan.json"),
        ("💪", "plan.repbook-plan.json"),
    ])
    func fileNames(name: String, expected: String) {
        let plan = SharedPlan(kind: .template, exercises: [], templates: [SharedTemplate(name: name, notes: "", exercises: [])], split: nil)
        #expect(plan.fileName == expected)
    }
}
