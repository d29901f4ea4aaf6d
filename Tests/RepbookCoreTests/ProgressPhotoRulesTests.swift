import Foundation
import RepbookCore
import Testing

@Suite("Progress photo rules")
struct ProgressPhotoRulesTests {
    let today = LocalDate("2026-11-20")!

    @Test("A new photo needs an angle; the date defaults to today; the note is trimmed and optional")
    func newPhoto() throws {
        #expect(try PhotoDetailsInput(angle: "Front").details(today: today) == PhotoDetails(angle: .front, date: today, note: nil))
        let details = try PhotoDetailsInput(angle: " back ", date: "2026-01-31", note: "  fasted, morning \n").details(today: today)
        #expect(details == PhotoDetails(angle: .back, date: LocalDate("2026-01-31")!, note: "fasted, morning"))
        #expect(try PhotoDetailsInput(angle: "side", note: "   ").details(today: today).note == nil)
    }

    @Test("Bad details name their field", arguments: [
        (PhotoDetailsInput(), "angle"),
        (PhotoDetailsInput(angle: "top"), "angle"),
        (PhotoDetailsInput(angle: "front", date: "2026-11-21"), "date"),
        (PhotoDetailsInput(angle: "front", date: "2026-02-30"), "date"),
        (PhotoDetailsInput(angle: "front", date: "21/11/2026"), "date"),
        (PhotoDetailsInput(angle: "front", note: String(repeating: "x", count: 501)), "note"),
    ])
    func invalid(_ input: PhotoDetailsInput, _ field: String) {
        #expect(throws: DomainError.self) { try input.details(today: today) }
        do {
            _ = try input.details(today: today)
        } catch {
            #expect(error.field == field)
        }
    }

    @Test("A change keeps what was not sent; an empty note removes the note")
    func change() throws {
        let photo = ProgressPhoto(
            id: 1, date: LocalDate("2026-11-01")!, angle: .side, format: .jpeg, fileKey: .random(for: .jpeg), byteSize: 10,
            pixelSize: nil, weight: nil, bodyFatPercent: nil, note: "before", createdAt: Date())
        #expect(try PhotoDetailsInput(note: "after").details(changing: photo, today: today)
            == PhotoDetails(angle: .side, date: LocalDate("2026-11-01")!, note: "after"))
        #expect(try PhotoDetailsInput(angle: "back", date: "2026-11-02").details(changing: photo, today: today)
            == PhotoDetails(angle: .back, date: LocalDate("2026-11-02")!, note: "before"))
        #expect(try PhotoDetailsInput(note: "").details(changing: photo, today: today).note == nil)
        #expect(throws: DomainError.self) { try PhotoDetailsInput(angle: "").details(changing: photo, today: today) }
    }

    @Test("File keys are random hex with the format's extension; nothing else is a key")
    func fileKeys() {
        let key = PhotoFileKey.random(for: .heic)
        #expect(key.description.hasSuffix(".heic") && key.description.count == 37)
        #expect(PhotoFileKey(key.description) == key)
        #expect(key != PhotoFileKey.random(for: .heic))
        for bad in ["../../etc/passwd", "", "photo.jpg", String(repeating: "a", count: 32) + ".exe",
            String(repeating: "A", count: 32) + ".jpg", String(repeating: "a", count: 32) + ".jpg/x",
            "/" + String(repeating: "a", count: 31) + ".jpg",
        ] {
            #expect(PhotoFileKey(bad) == nil, "\(bad)")
        }
    }

    @Test("A comparison gives days and the weight and body fat change from left to right; oldest first puts the older left")
    func comparison() {
        func photo(_ id: Int64, _ date: String, _ weight: Weight?, _ bodyFat: Double?) -> ProgressPhoto {
            ProgressPhoto(
                id: id, date: LocalDate(date)!, angle: .front, format: .png, fileKey: .random(for: .png), byteSize: 1, pixelSize: nil,
                weight: weight, bodyFatPercent: bodyFat, note: nil, createdAt: Date())
        }
        let newer = photo(2, "2026-11-20", Weight(176, .pounds), 15)
        let older = photo(1, "2026-10-09", Weight(82, .kilograms), 17.5)
        let comparison = PhotoComparison(first: newer, second: older)
        #expect(comparison.daysBetween == -42)
        #expect(abs(comparison.weightChangeKilograms! - (82 - 176 * 0.45359237)) < 1e-9)
        #expect(comparison.bodyFatChange == 2.5)
        #expect(comparison.oldestFirst.first.id == 1 && comparison.oldestFirst.daysBetween == 42)
        #expect(PhotoComparison(first: older, second: photo(3, "2026-11-20", nil, nil)).weightChangeKilograms == nil)
    }

    @Test("Sizes read like people say them")
    func byteCounts() {
        #expect(ByteCount.text(512) == "512 bytes")
        #expect(ByteCount.text(15 * 1024 * 1024) == "15 MB")
        #expect(ByteCount.text(2_500_000) == "2.4 MB")
        #expect(ByteCount.text(340 * 1024) == "340 KB")
    }
}
