import Foundation
import RepbookCore
import Testing

/// The journal tags and supplements seeded at sign-up in the user's language while unchanged; a user's own name or dose
/// stays as written.
@Suite("Seeded names")
struct SeededNamesTests {
    @Test("Every starter tag and supplement has its catalog entries, their English exactly the seeded text")
    func englishIsSeeded() {
        let english = ShippedCatalogs.english
        for name in StarterJournalTags.names { #expect(english.journalTagName(name) == name) }
        for draft in StarterSupplements.drafts {
            #expect(english.supplementName(draft.name) == draft.name)
            #expect(english.supplementDose(draft.dose, of: draft.name) == draft.dose)
        }
    }

    @Test("German: starter tags and supplements translated, every one of them; names and doses of the user's own as written")
    func german() {
        let german = ShippedCatalogs.german
        #expect(german.journalTagName("sore") == "Muskelkater")
        #expect(german.journalTagName("slept well") == "gut geschlafen")
        #expect(german.journalTagName("deload week") == "deload week")
        #expect(german.journalTagName("Sore") == "Sore", "a renamed tag stays as written")
        #expect(german.supplementName("Fish oil") == "Fischöl")
        #expect(german.supplementDose("1 tablet", of: "Multivitamin") == "1 Tablette")
        #expect(german.supplementDose("2000 IU", of: "Vitamin D3") == "2000 IE")
        #expect(german.supplementDose("2 tablets", of: "Multivitamin") == "2 tablets", "a changed dose stays")
        #expect(german.supplementDose("1 tablet", of: "My stack") == "1 tablet", "a dose of the user's own supplement stays")
        #expect(german.supplementName("Ashwagandha") == "Ashwagandha")
        let untranslated = StarterJournalTags.names.filter { german.journalTagName($0) == $0 }
        #expect(untranslated.isEmpty, "\(untranslated)")
    }
}
