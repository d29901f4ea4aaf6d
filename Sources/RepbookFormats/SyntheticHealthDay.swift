import Foundation
import RepbookCore

/// The records of one made-up day of an Apple Health export: its weigh-ins, then filler records through the day.
struct SyntheticHealthDay {
    /// A body-mass record and the weight an import reads from it.
    struct WeighIn {
        let xml: String
        let weight: Weight
        let secondsSince1970: Int
    }

    private var random: SeededRandom
    private var kilograms = 84.0
    private var offsetMinutes = 60
    private var date = LocalDate("2000-01-01")!
    private var secondsOfDay = 0

    private static let offsets = [0, 60, 120, 180, 330, 540, -300, -420, -480]
    private static let iPhone =
        "&lt;&lt;HKDevice: 0x283f8a0d0&gt;, name:iPhone, manufacturer:Apple Inc., model:iPhone, hardware:iPhone14,2, software:17.1&gt;"
    private static let watch =
        "&lt;&lt;HKDevice: 0x283f8b2a0&gt;, name:Apple Watch, manufacturer:Apple Inc., model:Watch, hardware:Watch6,1, software:10.1&gt;"

    init(random: SeededRandom) {
        self.random = random
    }

    /// Starts `date` and answers its weigh-ins in `unit`, in file order: none on about one day in seven, two on about
    /// one in eight, the evening one sometimes written first and sometimes after a flight.
    mutating func begin(_ date: LocalDate, unit: WeightUnit) -> [WeighIn] {
        self.date = date
        secondsOfDay = 0
        if random.chance(1.0 / 45) { offsetMinutes = Self.offsets[random.int(in: 0...(Self.offsets.count - 1))] }
        kilograms = min(100, max(68, kilograms + random.centered() * 0.25 - 0.01))
        guard !random.chance(1.0 / 7) else { return [] }
        var weighIns = [weighIn(kilograms, unit: unit, seconds: random.int(in: 6 * 3600...(9 * 3600 - 1)), offset: offsetMinutes)]
        if random.chance(1.0 / 8) {
            let eveningOffset = random.chance(0.3) ? Self.offsets[random.int(in: 0...(Self.offsets.count - 1))] : offsetMinutes
            let evening = weighIn(kilograms + 0.8, unit: unit, seconds: random.int(in: 19 * 3600...(23 * 3600 - 1)), offset: eveningOffset)
            if random.chance(0.5) { weighIns.insert(evening, at: 0) } else { weighIns.append(evening) }
        }
        return weighIns
    }

    /// The next filler record of the day: steps, heart rate with metadata, distance, energy, a BMI reading or a
    /// blood-pressure correlation.
    mutating func nextFiller() -> String {
        secondsOfDay = min(secondsOfDay + random.int(in: 20...400), 86_399)
        let start = Self.stamp(date, seconds: secondsOfDay, offsetMinutes: offsetMinutes)
        let end = Self.stamp(date, seconds: min(secondsOfDay + random.int(in: 5...300), 86_399), offsetMinutes: offsetMinutes)
        let roll = random.unit()
        switch roll {
        case ..<0.38:
            return record("StepCount", unit: "count", value: String(random.int(in: 5...900)), device: Self.iPhone, start: start, end: end)
        case ..<0.74:
            return record(
                "HeartRate", unit: "count/min", value: String(random.int(in: 52...165)), device: Self.watch, start: start, end: start,
                metadata: [("HKMetadataKeyHeartRateMotionContext", String(random.int(in: 0...2)))])
        case ..<0.88:
            return record(
                "DistanceWalkingRunning", unit: "km", value: String(format: "%.5f", random.unit() * 0.6), device: Self.watch, start: start, end: end)
        case ..<0.985:
            return record(
                "ActiveEnergyBurned", unit: "kcal", value: String(format: "%.3f", random.unit() * 30), device: Self.watch, start: start, end: end)
        case ..<0.993:
            let bmi = String(format: "%.2f", kilograms / (1.78 * 1.78))
            return record("BodyMassIndex", unit: "count", value: bmi, device: nil, start: start, end: start, source: "Health Mate")
        default:
            return bloodPressure(start: start)
        }
    }

    /// `2016-11-27 23:51:18 +0300`: `seconds` after midnight of `date` at the offset.
    static func stamp(_ date: LocalDate, seconds: Int, offsetMinutes: Int) -> String {
        let sign = offsetMinutes < 0 ? "-" : "+"
        let offset = abs(offsetMinutes)
        let clock = String(format: "%02d:%02d:%02d", seconds / 3600, seconds / 60 % 60, seconds % 60)
        return "\(date) \(clock) \(sign)" + String(format: "%02d%02d", offset / 60, offset % 60)
    }

    private mutating func weighIn(_ kilograms: Double, unit: WeightUnit, seconds: Int, offset: Int) -> WeighIn {
        let value = (WeightUnit.kilograms.convert(kilograms, to: unit) * 10).rounded() / 10
        let start = Self.stamp(date, seconds: seconds, offsetMinutes: offset)
        let xml = record(
            "BodyMass", unit: unit.rawValue, value: Weight.format(value), device: nil, start: start, end: start, source: "Health Mate",
            metadata: [("HKWasUserEntered", "0"), ("Withings User Identifier", "12345")])
        let instant = date.dayNumber * 86_400 + seconds - offset * 60
        return WeighIn(xml: xml, weight: Weight(value, unit), secondsSince1970: instant)
    }

    private func record(
        _ type: String, unit: String, value: String, device: String?, start: String, end: String, source: String = "Ana’s Apple Watch",
        metadata: [(String, String)] = [], indent: String = " "
    ) -> String {
        let deviceAttribute = device.map { " device=\"\($0)\"" } ?? ""
        let head = """
            \(indent)<Record type="HKQuantityTypeIdentifier\(type)" sourceName="\(source)" sourceVersion="10.1"\(deviceAttribute) \
            unit="\(unit)" creationDate="\(end)" startDate="\(start)" endDate="\(end)" value="\(value)"
            """
        guard !metadata.isEmpty else { return head + "/>\n" }
        let entries = metadata.map { "\(indent)  <MetadataEntry key=\"\($0.0)\" value=\"\($0.1)\"/>\n" }.joined()
        return head + ">\n" + entries + "\(indent)</Record>\n"
    }

    private mutating func bloodPressure(start: String) -> String {
        let systolic = String(random.int(in: 105...140))
        let diastolic = String(random.int(in: 65...90))
        let nested = record("BloodPressureSystolic", unit: "mmHg", value: systolic, device: nil, start: start, end: start, indent: "  ")
            + record("BloodPressureDiastolic", unit: "mmHg", value: diastolic, device: nil, start: start, end: start, indent: "  ")
        return """
             <Correlation type="HKCorrelationTypeIdentifierBloodPressure" sourceName="Health Mate" sourceVersion="10.1" creationDate="\(start)"\
             startDate="\(start)" endDate="\(start)">
              <MetadataEntry key="HKWasUserEntered" value="0"/>
            \(nested) </Correlation>

            """
            + record("BloodPressureSystolic", unit: "mmHg", value: systolic, device: nil, start: start, end: start)
            + record("BloodPressureDiastolic", unit: "mmHg", value: diastolic, device: nil, start: start, end: start)
    }
}
