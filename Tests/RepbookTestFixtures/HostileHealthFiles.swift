import Foundation

/// The Apple Health uploads of issue 30's attack review that killed the server inside Foundation's XMLParser or
/// ZIPFoundation: each must end in a refusal while the process that asked lives on.
public enum HostileHealthFiles {
    /// 50 bytes: libxml2 ends the XML declaration at the first `>`, and FoundationXML reads the empty data of `<?e?>`
    /// through a null pointer (SIGSEGV).
    public static let processingInstruction = Data("<?xml version=\"1.0\"><?e?><HealthData></HealthData>".utf8)

    /// An attribute declared `#REQUIRED` (no default), in a DTD that a scan skipping from `<?xml` to the next `?>` never
    /// sees: FoundationXML reads the missing default through a null pointer.
    public static let attlistRequired = Data(
        "<?xml version=\"1.0\"><!DOCTYPE HealthData [<!ATTLIST HealthData locale CDATA #REQUIRED>]><HealthData locale=\"?>\"></HealthData>".utf8)

    /// The same with `#IMPLIED`.
    public static let attlistImplied = Data(
        "<?xml version=\"1.0\"><!DOCTYPE HealthData [<!ATTLIST HealthData locale CDATA #IMPLIED>]><HealthData locale=\"?>\"></HealthData>".utf8)

    /// UTF-7, which hides every `<` from a byte check and leaves libxml2 to decode it.
    public static let utf7 = Data(
        "<?xml version=\"1.0\" encoding=\"UTF-7\"?>+ADw-?e?+AD4-+ADw-HealthData+AD4-+ADw-/HealthData+AD4-".utf8)

    /// Every hostile XML above, by name.
    public static let xml: [(name: String, bytes: Data)] = [
        ("processing instruction", processingInstruction), ("ATTLIST #REQUIRED", attlistRequired),
        ("ATTLIST #IMPLIED", attlistImplied), ("UTF-7", utf7),
    ]

    /// Each hostile XML as the export.xml of a Health export zip, and the ZIP64 zip whose directory offset is 2^63.
    public static var zips: [(name: String, bytes: Data)] {
        xml.map { ("\($0.name) in a zip", StoredZip.make([("apple_health_export/export.xml", $0.bytes)])) }
            + [("ZIP64 directory offset 2^63", StoredZip.zip64DirectoryOffset())]
    }

    /// Every hostile upload, XML and zip.
    public static var all: [(name: String, bytes: Data)] { xml + zips }

    /// A plain export of `days` daily weigh-ins from 2020-01-01 (kg), with Apple's DTD at its head.
    public static func plainExport(days: Int) -> Data {
        var text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE HealthData [
            <!ELEMENT HealthData (ExportDate,Me,(Record|Correlation|Workout|ActivitySummary|ClinicalRecord)*)>
            <!ATTLIST HealthData
              locale CDATA #REQUIRED
            >
            ]>
            <HealthData locale="en_US">

            """
        let start = DateComponents(calendar: Calendar(identifier: .gregorian), timeZone: TimeZone(identifier: "UTC"), year: 2020, month: 1, day: 1)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let first = calendar.date(from: start)!
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.calendar = calendar
        formatter.timeZone = calendar.timeZone
        formatter.dateFormat = "yyyy-MM-dd"
        for day in 0..<days {
            let date = formatter.string(from: calendar.date(byAdding: .day, value: day, to: first)!)
            text += " <Record type=\"HKQuantityTypeIdentifierBodyMass\" sourceName=\"Scale\" unit=\"kg\" "
                + "creationDate=\"\(date) 07:10:00 +0000\" startDate=\"\(date) 07:10:00 +0000\" endDate=\"\(date) 07:10:00 +0000\" "
                + "value=\"\(80 + Double(day % 50) / 10)\"/>\n"
        }
        text += "</HealthData>\n"
        return Data(text.utf8)
    }
}
