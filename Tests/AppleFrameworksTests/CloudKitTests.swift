import CloudKit
import Testing

/// CloudKit as a preview on a Simulator signed out of iCloud sees it: no account, every request
/// that needs one failing with `notAuthenticated`, and records that map models in memory.
struct CloudKitTests {
    /// A model's record, as sync code writes it: typed subscripts, references, encrypted fields.
    @Test func recordsHoldTheirFields() throws {
        let zone = CKRecordZone(zoneName: "Trips").zoneID
        let trip = CKRecord(recordType: "Trip", recordID: CKRecord.ID(recordName: "trip-1", zoneID: zone))
        trip["title"] = "Lisbon"
        trip["nights"] = 4
        trip["start"] = Date(timeIntervalSinceReferenceDate: 0)
        trip["tags"] = ["city", "food"]
        trip.encryptedValues["notes"] = "Pastéis"
        let stop = CKRecord(recordType: "Stop", zoneID: zone)
        stop["trip"] = CKRecord.Reference(record: trip, action: .deleteSelf)
        stop.setParent(trip)

        #expect(trip["title"] as? String == "Lisbon")
        let nights: Int? = trip["nights"]
        #expect(nights == 4 && trip.value(forKey: "start") as? Date == Date(timeIntervalSinceReferenceDate: 0))
        #expect(trip["tags"] as? [String] == ["city", "food"] && trip.encryptedValues["notes"] as? String == "Pastéis")
        #expect(trip.allKeys() == ["title", "nights", "start", "tags"] && trip.changedKeys().count == 4)
        #expect((stop["trip"] as? CKRecord.Reference)?.recordID == trip.recordID && stop.parent?.recordID.recordName == "trip-1")
        #expect(stop.recordID.zoneID == zone && stop.recordID.zoneID.ownerName == CKCurrentUserDefaultName)
        trip["title"] = nil
        #expect(trip.allKeys() == ["nights", "start", "tags"])
        let copy = try #require(trip.copy() as? CKRecord)
        copy["nights"] = 5
        #expect(trip["nights"] as? Int == 4 && copy.recordID == trip.recordID)
        #expect(trip.creationDate == nil && trip.recordChangeTag == nil)
    }

    /// No iCloud account: the status says so and every request fails with `notAuthenticated`,
    /// as async throws, completion handlers and operations' result blocks.
    @Test func requestsFailSignedOut() async throws {
        let container = CKContainer.default()
        #expect(try await container.accountStatus() == .noAccount)
        let database = container.privateCloudDatabase
        #expect(database.databaseScope == .private && container.publicCloudDatabase.databaseScope == .public)
        let record = CKRecord(recordType: "Trip")
        do {
            _ = try await database.save(record)
            Issue.record("saved with no account")
        } catch let error as CKError {
            #expect(error.code == .notAuthenticated && error.errorCode == 9 && CKError.errorDomain == "CKErrorDomain")
        }
        await #expect(throws: CKError(.notAuthenticated)) {
            try await database.records(matching: CKQuery(recordType: "Trip", predicate: NSPredicate(value: true)))
        }
        await #expect(throws: CKError(.notAuthenticated)) { try await container.userRecordID() }

        nonisolated(unsafe) var failures: [String] = []
        database.fetch(withRecordID: record.recordID) { fetched, error in
            if fetched == nil, case CKError.notAuthenticated = error! { failures.append("fetch") }
        }
        let modify = CKModifyRecordsOperation(recordsToSave: [record], recordIDsToDelete: nil)
        modify.perRecordSaveBlock = { id, result in if case .failure = result, id == record.recordID { failures.append("save") } }
        modify.modifyRecordsResultBlock = { result in if case .failure(let error) = result, error is CKError { failures.append("modify") } }
        database.add(modify)
        let query = CKQueryOperation(query: CKQuery(recordType: "Trip", predicate: NSPredicate(value: true)))
        query.queryResultBlock = { result in if case .failure = result { failures.append("query") } }
        database.add(query)
        #expect(failures == ["fetch", "save", "modify", "query"])
    }
}
