import Foundation
import RepbookCore
import Testing

/// File sizes on pages in the user's language: decimal mark, units ("Ko" in French) and the plural of "byte".
@Suite("File sizes in the user's language")
struct ByteCountLocalizedTests {
    @Test("English as before, German with a decimal comma, French in octets")
    func sizes() {
        #expect(ShippedCatalogs.english.byteCount(2_500_000) == ByteCount.text(2_500_000))
        #expect(ShippedCatalogs.english.byteCount(2_500_000) == "2.4 MB")
        #expect(ShippedCatalogs.german.byteCount(2_500_000) == "2,4 MB")
        #expect(ShippedCatalogs.german.byteCount(1) == "1 Byte" && ShippedCatalogs.german.byteCount(512) == "512 Bytes")
        #expect(ShippedCatalogs.localization.localizer("fr").byteCount(348_160) == "340\u{00A0}Ko")
        #expect(ShippedCatalogs.english.byteCount(5 * 1024 * 1024 * 1024) == "5 GB")
    }
}
