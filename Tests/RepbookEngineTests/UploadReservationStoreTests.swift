import Foundation
import RepbookCore
import Testing

/// The room of uploads still arriving, reserved in the database: two stores opened on one database stand for two servers
/// sharing one data folder.
@Suite("Upload reservations held in the database")
struct UploadReservationStoreTests {
    let start = Date(timeIntervalSince1970: 1_800_000_000)

    /// A reservation of `declared` bytes (nil: a body of unknown length) for the upload `token` of `userID`, asked at
    /// `now` with a lease of two minutes.
    func request(
        _ token: String, userID: Int64, declared: Int64?, limit: Int64 = 1000, files: Int = 100, bytes: Int64 = 1000, now: Date
    ) -> UploadReservationRequest {
        UploadReservationRequest(
            userID: userID, token: token, declared: declared, limit: limit, maximumFiles: files, maximumBytes: bytes, now: now,
            expiresAt: now.addingTimeInterval(120))
    }

    /// The owner account on `store`, whose uploads the tests reserve.
    static func owner(_ store: any EngineStore) async throws -> Int64 {
        try await EngineServices(store: store).accounts.addUser(username: "ana", password: "correct horse").id
    }

    @Test("Forty uploads at once over two servers, 100 bytes each against a quota of 1000, get room for exactly ten",
        arguments: Engine.allCases)
    func raceAcrossServers(engine: Engine) async throws {
        try await TestDatabase.with(engine) { database in
            let servers = [try await database.open(), try await database.open()]
            let userID = try await Self.owner(servers[0])
            let start = self.start
            let requests = (0..<40).map { request("upload-\($0)", userID: userID, declared: 100, now: start) }
            let granted = await withTaskGroup(of: Bool.self) { group in
                for (index, request) in requests.enumerated() {
                    group.addTask {
                        // Listing the folder takes a moment; the other server's reservations must wait for it, not slip past.
                        let reserved = try? await servers[index % 2].reserveUpload(request) {
                            usleep(2000)
                            return [:]
                        }
                        return reserved == 100
                    }
                }
                return await group.reduce(0) { $0 + ($1 ? 1 : 0) }
            }
            #expect(granted == 10)
            #expect(try await RawSQL.integer("SELECT CAST(COALESCE(SUM(bytes), 0) AS BIGINT) FROM upload_reservation", on: servers[1]) == 1000)
        }
    }

    @Test("A finished file counts by its size, one still arriving by its reservation only, and the files are counted too",
        arguments: Engine.allCases)
    func storedCountsOnce(engine: Engine) async throws {
        try await TestDatabase.with(engine) { database in
            let store = try await database.open()
            let userID = try await Self.owner(store)
            #expect(try await store.reserveUpload(request("arriving", userID: userID, declared: 400, files: 3, now: start)) { [:] } == 400)
            // "arriving" has written 150 of its 400 bytes; "finished" is a stored file of 300: 700 used, 300 left.
            let stored: [String: Int64] = ["arriving": 150, "finished": 300]
            #expect(try await store.reserveUpload(request("second", userID: userID, declared: 300, files: 3, now: start)) { stored } == 300)
            await #expect(throws: UploadQuotaRefusal.files(held: 3)) {
                try await store.reserveUpload(request("third", userID: userID, declared: 1, files: 3, now: start)) { stored }
            }
            #expect(try await RawSQL.integer("SELECT COUNT(*) FROM upload_reservation", on: store) == 2)
        }
    }

    @Test("A body of unknown length gets what is left; a reservation lapses with its lease unless renewed, and ends on release",
        arguments: Engine.allCases)
    func leaseAndRelease(engine: Engine) async throws {
        try await TestDatabase.with(engine) { database in
            let first = try await database.open()
            let second = try await database.open()
            let userID = try await Self.owner(first)
            #expect(try await first.reserveUpload(request("big", userID: userID, declared: 700, now: start)) { [:] } == 700)
            #expect(try await second.reserveUpload(request("chunked", userID: userID, declared: nil, limit: 600, now: start)) { [:] } == 300)
            await #expect(throws: UploadQuotaRefusal.bytes(requested: 1, used: 1000)) {
                try await second.reserveUpload(request("more", userID: userID, declared: 1, now: start.addingTimeInterval(60))) { [:] }
            }
            // "big" is renewed, "chunked" is not: after its lease only "big" holds room.
            try await first.renewUpload(userID: userID, token: "big", expiresAt: start.addingTimeInterval(300))
            await #expect(throws: UploadQuotaRefusal.bytes(requested: 301, used: 700)) {
                try await second.reserveUpload(request("more", userID: userID, declared: 301, now: start.addingTimeInterval(200))) { [:] }
            }
            #expect(try await second.reserveUpload(request("more", userID: userID, declared: 300, now: start.addingTimeInterval(200))) { [:] } == 300)
            try await second.releaseUpload(userID: userID, token: "big")
            #expect(try await first.reserveUpload(request("last", userID: userID, declared: 700, now: start.addingTimeInterval(200))) { [:] } == 700)
            #expect(try await RawSQL.integer("SELECT COUNT(*) FROM upload_reservation", on: first) == 2)
        }
    }
}
