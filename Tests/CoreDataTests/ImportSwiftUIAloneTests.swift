import SwiftUI
import Testing

/// SwiftUI, not Core Data, declares `@FetchRequest`, `FetchedResults`, `@SectionedFetchRequest`,
/// `SectionedFetchResults` and `\.managedObjectContext` (the iOS 26.2 SDK's SwiftUI interface,
/// which imports CoreData without re-exporting it). An app's view file often imports SwiftUI
/// alone and fetches the entity classes another file of the module declares: this file is one,
/// and compiles only if `import SwiftUI` brings them.
struct ImportSwiftUIAloneTests {
    struct Shelf: View {
        @Environment(\.managedObjectContext) private var viewContext
        @FetchRequest(sortDescriptors: [NSSortDescriptor(key: "name", ascending: false)])
        private var items: FetchedResults<Item>
        @SectionedFetchRequest(sectionIdentifier: \Item.isDone, sortDescriptors: [SortDescriptor(\Item.name)])
        private var byState: SectionedFetchResults<Bool, Item>

        var body: some View {
            List {
                Text("\(items.count) of \(viewContext.registeredObjects.count), \(byState.count) sections")
                ForEach(items) { item in Text(item.name ?? "") }
            }
        }
    }

    @Test func viewFileImportingSwiftUIAloneFetches() throws {
        let container = makeContainer()
        for (name, done) in [("Flour", false), ("Rice", true), ("Oats", false)] {
            let item = Item(context: container.viewContext)
            item.name = name
            item.isDone = done
        }
        let host = ViewHost(Shelf().environment(\.managedObjectContext, container.viewContext),
                            canvasSize: CGSize(width: 320, height: 640), environment: .rendering())
        let shown = try host.update().allNodes.compactMap(\.text)
        #expect(shown == ["3 of 3, 2 sections", "Rice", "Oats", "Flour"], "\(shown)")
    }
}
