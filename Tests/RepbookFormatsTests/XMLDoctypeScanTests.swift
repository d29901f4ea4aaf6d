@testable import RepbookFormats
import Testing

/// Finding the DTD that the Apple Health reader blanks before FoundationXML sees it.
@Suite("XML doctype scan")
struct XMLDoctypeScanTests {
    func scan(_ text: String) -> XMLDoctypeScan.Result {
        XMLDoctypeScan.scan(Array(text.utf8))
    }

    @Test("The declaration is found after the XML declaration and comments, past brackets, quotes and comments inside it")
    func found() {
        let head = #"<?xml version="1.0"?>"# + "\n<!-- x > y -->\n"
        let doctype = #"<!DOCTYPE H [ <!-- a ]> b --> <!ATTLIST H a CDATA "]>" > ]>"#
        #expect(scan(head + doctype + "\n<H/>") == .found(head.utf8.count..<head.utf8.count + doctype.utf8.count))
    }

    @Test("No declaration before the root element; a head cut short asks for more bytes")
    func noneOrMore() {
        #expect(scan("<?xml version=\"1.0\"?>\n<HealthData locale=\"en\">") == .none)
        #expect(scan("<?xml version=\"1.0\"?>\n<!DOCTYPE H [ <!ELEMENT H ANY>") == .needMoreBytes)
        #expect(scan("<?xml version=\"1.0\"?>\n<!DOC") == .needMoreBytes)
        #expect(scan("<?xml version=") == .needMoreBytes)
    }
}
