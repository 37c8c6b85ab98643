import CoreData
import Foundation
import LayoutDSL
import Render
import SwiftUI
import Testing

/// `@SectionedFetchRequest` groups its fetch by the section identifier, consecutive objects with
/// the same identifier in one section, and fetches again when the store or its configuration changes.
struct SectionedFetchRequestTests {
    private func host(_ view: some View) -> ViewHost {
        ViewHost(view, canvasSize: CGSize(width: 320, height: 640), environment: .rendering())
    }

    private func texts(_ host: ViewHost) throws -> [String] { try host.update().allNodes.compactMap(\.text) }

    struct ByRating: View {
        @SectionedFetchRequest(sectionIdentifier: \Item.rating,
                               sortDescriptors: [SortDescriptor(\Item.rating, order: .reverse), SortDescriptor(\Item.name)])
        private var sections: SectionedFetchResults<Int16, Item>
        var regroup = false

        var body: some View {
            VStack {
                ForEach(sections) { section in
                    Text("\(section.id): \(section.count)")
                    ForEach(section) { item in Text(item.name ?? "") }
                }
            }
            .onAppear {
                guard regroup else { return }
                sections.sectionIdentifier = \Item.rating
                sections.nsPredicate = NSPredicate(format: "rating >= 2")
            }
        }
    }

    private func insert(_ name: String, rating: Int16, into context: NSManagedObjectContext) {
        let item = Item(context: context)
        item.name = name
        item.rating = rating
    }

    @Test func groupsConsecutiveObjectsBySectionIdentifier() throws {
        let context = makeContainer().viewContext
        for (name, rating) in [("banana", 1), ("avocado", 2), ("cherry", 3), ("apple", 2)] { insert(name, rating: Int16(rating), into: context) }
        let host = host(ByRating().environment(\.managedObjectContext, context))
        #expect(try texts(host) == ["3: 1", "cherry", "2: 2", "apple", "avocado", "1: 1", "banana"])
        insert("blueberry", rating: 1, into: context)
        #expect(try texts(host) == ["3: 1", "cherry", "2: 2", "apple", "avocado", "1: 2", "banana", "blueberry"])
    }

    @Test func changingThePredicateFetchesAgain() throws {
        let context = makeContainer().viewContext
        for (name, rating) in [("banana", 1), ("cherry", 3), ("apple", 2)] { insert(name, rating: Int16(rating), into: context) }
        let host = host(ByRating(regroup: true).environment(\.managedObjectContext, context))
        _ = try texts(host)
        #expect(try texts(host) == ["3: 1", "cherry", "2: 1", "apple"])
    }

    @Test func configurationKeepsSortDescriptorsMadeAsSuch() {
        let request = SectionedFetchRequest<Int16, Item>(sectionIdentifier: \Item.rating, sortDescriptors: [SortDescriptor(\Item.rating)])
        let configuration = request.projectedValue.wrappedValue
        #expect(configuration.sectionIdentifier == \Item.rating)
        #expect(configuration.nsSortDescriptors.count == 1)
        #expect(configuration.sortDescriptors == [SortDescriptor(\Item.rating)])
        #expect(configuration.nsPredicate == nil)
    }
}
