import Foundation
import RepbookCore
@testable import RepbookFormats
import Testing

/// Hostile Apple Health exports: bytes that are not UTF-8 inside element and attribute names (which crash Foundation's
/// XMLParser on Linux when they reach it), control characters and elements with thousands of attributes. Each is
/// refused with the line it is on, and the process lives.
@Suite("Apple Health reader, hostile files")
struct HealthXMLHostileTests {
    static let fixtures = ["export6s3sample_tdda", "export_dogsheep_tests", "export_dogsheep_zip_contents"]

    func fixture(_ name: String) throws -> [UInt8] {
        let url = try #require(Bundle.module.url(forResource: name, withExtension: "xml", subdirectory: "Fixtures/apple-health"))
        return Array(try Data(contentsOf: url))
    }

    func read(_ bytes: [UInt8]) throws -> Result<WeightFile, DomainError> {
        let folder = try AppleHealthReaderTests.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("export.xml")
        try Data(bytes).write(to: url)
        do {
            return .success(try AppleHealthBodyMassReader.read(contentsOf: url))
        } catch {
            return .failure(error)
        }
    }

    /// The offsets of the bytes of element names and attribute names after the document type declaration.
    func nameOffsets(_ bytes: [UInt8]) -> [Int] {
        let text = bytes
        var start = 0
        if case .found(let range) = XMLDoctypeScan.scan(text) { start = range.upperBound }
        var offsets: [Int] = []
        var index = start
        while index < text.count {
            if text[index] == UInt8(ascii: "<"), index + 1 < text.count, text[index + 1] != UInt8(ascii: "!"),
               text[index + 1] != UInt8(ascii: "?") {
                offsets.append(index + 1 + (text[index + 1] == UInt8(ascii: "/") ? 1 : 0))
            }
            if text[index] == UInt8(ascii: "="), index > 0, text[index - 1] != UInt8(ascii: " ") {
                offsets.append(index - 1)
            }
            index += 1
        }
        return offsets
    }

    @Test("A byte that is not UTF-8 in any element or attribute name of the real exports is refused, naming its line")
    func invalidBytesInNames() throws {
        var flipped = 0
        for name in Self.fixtures {
            let original = try fixture(name)
            let offsets = nameOffsets(original)
            #expect(offsets.count > 20, "\(name) has names to flip")
            for (position, offset) in offsets.enumerated() {
                var bytes = original
                let bad: UInt8 = [0xFF, 0xC3, 0x80, 0xFE, 0xE2][position % 5]
                bytes[offset] = bad
                let line = 1 + original[..<offset].count { $0 == UInt8(ascii: "\n") }
                let result = try read(bytes)
                guard case .failure(let error) = result else {
                    Issue.record("\(name): 0x\(String(bad, radix: 16)) at \(offset) was read")
                    continue
                }
                #expect(error.message.contains("line \(line)"), "\(name) at \(offset): \(error.message)")
                #expect(error.message.contains("is not UTF-8 text"), "\(name) at \(offset): \(error.message)")
                flipped += 1
            }
        }
        #expect(flipped > 100)
    }

    @Test("A NUL or another control character is refused with its line")
    func controlCharacters() throws {
        for byte: UInt8 in [0x00, 0x01, 0x1B, 0x7F - 0x60] {
            let text = AppleHealthReaderTests.export([
                AppleHealthReaderTests.record("BodyMass", unit: "kg", value: "82.4", start: "2024-03-01 07:10:00 +0100"),
                " <Record type=\"HKQuantityTypeIdentifierBodyMass\" unit=\"kg\" value=\"8\u{1}\"/>".replacingOccurrences(of: "\u{1}", with: "#"),
            ])
            var bytes = Array(text.utf8)
            let hash = try #require(bytes.lastIndex(of: UInt8(ascii: "#")))
            bytes[hash] = byte
            #expect(try read(bytes) == .failure(.invalid(field: "file", message: "The Health export is broken at line 8: the control character 0x\(byte < 16 ? "0" : "")\(String(byte, radix: 16, uppercase: true)) is not allowed in XML. Export it again from the Health app.")))
        }
    }

    @Test("An element with more attributes than the limit is refused before the parser spends time on it")
    func tooManyAttributes() throws {
        let many = (0..<200_000).map { "a\($0)=\"\"" }.joined(separator: " ")
        let text = AppleHealthReaderTests.export([" <Record \(many)/>"])
        #expect(try read(Array(text.utf8)) == .failure(.invalid(field: "file", message: "The Health export is broken at line 7: an element has more than \(XMLByteCheck.maximumAttributesPerElement) attributes. Export it again from the Health app.")))

        let allowed = (0..<XMLByteCheck.maximumAttributesPerElement - 7).map { "a\($0)=\"=>\"" }.joined(separator: " ")
        let record = AppleHealthReaderTests.record("BodyMass", unit: "kg", value: "82.4", start: "2024-03-01 07:10:00 +0100")
        let fine = AppleHealthReaderTests.export([record.replacingOccurrences(of: "/>", with: " \(allowed)/>")])
        #expect(try read(Array(fine.utf8)).get().rows.count == 1)
    }

    @Test("UTF-8 split across reads, comments and CDATA that look like tags, and a < inside a value")
    func byteCheckFollowsXML() {
        func check(_ chunks: [[UInt8]]) -> XMLByteCheck.Problem? {
            var check = XMLByteCheck()
            for chunk in chunks {
                let passed = chunk.withUnsafeBufferPointer { check.check($0) }
                if check.problem == nil { #expect(passed == chunk.count) }
            }
            check.finish()
            return check.problem
        }
        let name = Array("<Gewicht wert=\"Ana’s Waage 🏋️\"/>".utf8)
        for split in 1..<name.count { #expect(check([Array(name[..<split]), Array(name[split...])]) == nil) }
        #expect(check([Array("<a>é".utf8).dropLast()]) == XMLByteCheck.Problem(line: 1, message: "the file ends inside a character"))
        let comment = "<!-- <b " + String(repeating: "x=1 ", count: 1000) + " --><![CDATA[<c " + String(repeating: "y= ", count: 1000) + "]]><d/>"
        #expect(check([Array(comment.utf8)]) == nil)
        #expect(check([Array("<a\nb=\"<c\"/>".utf8)]) == XMLByteCheck.Problem(line: 2, message: "an attribute value holds a \"<\", which XML does not allow"))
        #expect(check([[0x3C, 0x61, 0xED, 0xA0, 0x80]]) == XMLByteCheck.Problem(line: 1, message: "the byte 0xA0 is not UTF-8 text"))
    }

    /// Inputs found by `scripts/fuzz` (target health-xml) that killed the process inside FoundationXML's SAX callbacks
    /// (SEGV in `strlen` on a null pointer): a processing instruction without data, which `_NSXMLParserProcessingInstruction`
    /// reads, and an attribute declared without a default (`#REQUIRED`) in a second document type declaration, which
    /// the blanking of the first leaves for `_NSXMLParserAttributeDecl`. Each is refused with its line; the process lives.
    @Test("Fuzzed: a processing instruction, or a second DOCTYPE with an ATTLIST, is refused before the parser")
    func fuzzedSAXCallbackCrashes() throws {
        let cases: [(String, Int, String)] = [
            ("<?e?>", 1, "a processing instruction (<?…?>) is not allowed; only the XML declaration, at the start of the file"),
            ("<?xml version=\"1.0\"?>\n<HealthData><?e?></HealthData>", 2,
             "a processing instruction (<?…?>) is not allowed; only the XML declaration, at the start of the file"),
            ("<HealthData/><?e?>", 1, "a processing instruction (<?…?>) is not allowed; only the XML declaration, at the start of the file"),
            ("<!DOCTYPE a []>\n<!DOCTYPE HealthData [<!ATTLIST HealthData locale CDATA #REQUIRED>]><HealthData/>", 2,
             "a declaration (<!…>) that is not a comment is not allowed after the head of the file"),
        ]
        for (text, line, message) in cases {
            let result = try read(Array(text.utf8))
            guard case .failure(.invalid(let field, let shown)) = result else {
                Issue.record("\(text) was read: \(result)")
                continue
            }
            #expect(field == "file")
            #expect(shown == "The Health export is broken at line \(line): \(message). Export it again from the Health app.")
        }
        // The XML declaration (after a byte-order mark too), comments and the blanked DOCTYPE at the head still pass.
        let plain = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!-- c --><!DOCTYPE HealthData [<!ATTLIST HealthData locale CDATA #REQUIRED>]>\n"
            + "<HealthData locale=\"en\"><![CDATA[<?e?>]]></HealthData>"
        for bytes in [Array(plain.utf8), [0xEF, 0xBB, 0xBF] + Array(plain.utf8)] {
            guard case .success(let file) = try read(bytes) else {
                Issue.record("a plain export was refused")
                continue
            }
            #expect(file.rows.isEmpty)
        }
    }
}
