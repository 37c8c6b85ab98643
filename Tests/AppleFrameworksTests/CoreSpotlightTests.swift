import Foundation
@testable import CoreSpotlight
import Testing
import UniformTypeIdentifiers

/// The index accepts items at once; nothing is searchable.
struct CoreSpotlightTests {
    @Test func indexingSucceedsAndQueriesFindNothing() async throws {
        let attributes = CSSearchableItemAttributeSet(contentType: .plainText)
        attributes.title = "Groceries"
        attributes.keywords = ["milk"]
        let item = CSSearchableItem(uniqueIdentifier: "list-1", domainIdentifier: "lists", attributeSet: attributes)
        #expect(item.attributeSet.contentType == "public.plain-text" && item.expirationDate > Date())
        var indexed: (any Error)?? = .none
        CSSearchableIndex.default().indexSearchableItems([item]) { indexed = .some($0) }
        #expect(indexed != nil && CSSearchableIndex.isIndexingAvailable())
        try await CSSearchableIndex.default().deleteSearchableItems(withDomainIdentifiers: ["lists"])
        let query = CSSearchQuery(queryString: "title == \"Groceries\"", attributes: ["title"])
        var found: [CSSearchableItem] = []
        var completed = false
        query.foundItemsHandler = { found += $0 }
        query.completionHandler = { completed = $0 == nil }
        query.start()
        #expect(completed && found.isEmpty && query.foundItemCount == 0)
        #expect(CSSearchableItemActionType == "com.apple.corespotlightitem")
    }
}
