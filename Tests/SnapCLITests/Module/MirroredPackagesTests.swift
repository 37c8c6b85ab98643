import Foundation
import Render
import Testing

/// Previews of a package that depends on real third-party packages, resolved by their GitHub
/// URLs (which this machine's git reads from its package mirror, as CI's does) and built by
/// SwiftPM against snap's SwiftUI: swift-dependencies, with combine-schedulers and OpenCombine's
/// own `DispatchQueue` and `RunLoop` schedulers in its graph, which the runtime shares.
struct MirroredPackagesTests {
    let snap = SnapFileTests()

    /// A model with `@Dependency`s, as swift-dependencies' own examples write it: the width says
    /// whether the preview's override reached it (`.incrementing` makes `UUID(0)` first).
    static let view = """
        import Dependencies
        import SwiftUI

        @MainActor @Observable
        final class CounterModel {
            @ObservationIgnored @Dependency(\\.uuid) var uuid
            @ObservationIgnored @Dependency(\\.mainQueue) var mainQueue
            var id = UUID()
            init() { id = uuid() }
        }

        struct CounterView: View {
            @State var model = CounterModel()
            var body: some View {
                Color.red.frame(width: model.id == UUID(0) ? 20 : 10, height: 10)
            }
        }

        #Preview("Scoped", traits: .sizeThatFitsLayout) {
            withDependencies { $0.uuid = .incrementing } operation: { CounterView() }
        }

        #Preview("Trait", traits: .sizeThatFitsLayout, .dependencies { $0.uuid = .incrementing }) {
            CounterView()
        }

        #Preview("Live", traits: .sizeThatFitsLayout) { CounterView() }
        """

    @Test func swiftDependenciesPreviewsRender() throws {
        try snap.writePackage("Counter", url: "https://github.com/pointfreeco/swift-dependencies", from: "1.4.0", product: "Dependencies",
                              of: "swift-dependencies", file: "CounterView.swift", source: Self.view)
        let result = try snap.run(["render", "Counter/Sources/Feature/CounterView.swift", "--scale", "1", "--quiet"])
        #expect(result.status == 0, "\(result.stderr)")
        let widths = try ["Scoped", "Trait", "Live"].map { name in
            try PNG.decode(Data(contentsOf: snap.directory.appendingPathComponent("out/CounterView-\(name)@1x_0.png"))).width
        }
        #expect(widths == [20, 20, 10])
    }

    /// swift-collections, which snap's own build also holds (its modules are in the build folder's
    /// `Modules`, not in the runtime library): the package's `OrderedCollections` and the
    /// `InternalCollectionsUtilities` it uses are linked from the package's build.
    @Test func swiftCollectionsPreviewsRender() throws {
        try snap.writePackage("Tags", url: "https://github.com/apple/swift-collections", from: "1.1.0",
                              product: "OrderedCollections", of: "swift-collections",
                              file: "TagsView.swift", source: """
            import OrderedCollections
            import SwiftUI

            #Preview(traits: .sizeThatFitsLayout) {
                let tags: OrderedSet = ["b", "a", "b", "c"]
                Color.red.frame(width: CGFloat(10 * tags.count), height: 10)
            }
            """)
        let result = try snap.run(["render", "Tags/Sources/Feature/TagsView.swift", "--scale", "1", "--quiet"])
        #expect(result.status == 0, "\(result.stderr)")
        let image = try PNG.decode(Data(contentsOf: snap.directory.appendingPathComponent("out/TagsView@1x_0.png")))
        #expect(image.width == 30)
    }

    /// swift-sharing, whose `Sendable` `Shared` keeps a `@State` (SwiftUI's is `Sendable` when its
    /// value is): a value shared in memory draws in one preview, and a change made through the
    /// shared reference when a view appears reaches the other view that shares it.
    @Test(.enabled(if: PackageMirror.holds("https://github.com/pointfreeco/swift-sharing"),
                   "pointfreeco/swift-sharing is not in this machine's package mirror"))
    func swiftSharingPreviewsRender() throws {
        try snap.writePackage("Shared", url: "https://github.com/pointfreeco/swift-sharing", from: "2.0.0",
                              product: "Sharing", of: "swift-sharing",
                              file: "CounterView.swift", source: """
            import Sharing
            import SwiftUI

            struct CounterView: View {
                @Shared(.inMemory("count")) var count = 3
                var body: some View {
                    Color.red.frame(width: CGFloat(10 * count), height: 10)
                }
            }

            struct IncrementingView: View {
                @Shared(.inMemory("count")) var count = 3
                var body: some View {
                    CounterView()
                        .onAppear { $count.withLock { $0 += 1 } }
                }
            }

            #Preview("Shared", traits: .sizeThatFitsLayout) { CounterView() }

            #Preview("Changed", traits: .sizeThatFitsLayout) { IncrementingView() }
            """)
        let result = try snap.run(["render", "Shared/Sources/Feature/CounterView.swift", "--scale", "1", "--quiet"])
        #expect(result.status == 0, "\(result.stderr)")
        let images = try ["Shared", "Changed"].map { name in
            try PNG.decode(Data(contentsOf: snap.directory.appendingPathComponent("out/CounterView-\(name)@1x_0.png")))
        }
        #expect(images.map(\.width) == [30, 40])
        // The red of the fourth ten points, drawn only when the change reached the view.
        let red = images[0][5, 5]
        #expect(red.a == 255 && red.r > 200 && red.g < 100)
        #expect(images[1][35, 5] == red)
    }

    /// GRDB, whose SQLite is a system-library target: its module map stays in GRDB's folder, and
    /// the preview compiles with the maps SwiftPM gave GRDB's own compiler. A database in memory,
    /// as previews make one: three rows inserted and read back sorted draw three list rows.
    @Test func grdbPreviewsRender() throws {
        try snap.writePackage("Notes", url: "https://github.com/groue/GRDB.swift", from: "7.0.0",
                              product: "GRDB", of: "GRDB.swift",
                              file: "NotesView.swift", source: """
            import GRDB
            import SwiftUI

            struct Note: Codable, FetchableRecord, PersistableRecord {
                var id: Int64?
                var title: String
            }

            @MainActor func previewTitles() -> [String] {
                let queue = try! DatabaseQueue()
                try! queue.write { db in
                    try db.create(table: "note") { t in
                        t.autoIncrementedPrimaryKey("id")
                        t.column("title", .text).notNull()
                    }
                    for title in ["Ideas", "Groceries", "Books"] { try Note(id: nil, title: title).insert(db) }
                }
                return try! queue.read { db in try Note.order(Column("title")).fetchAll(db).map(\\.title) }
            }

            #Preview(traits: .sizeThatFitsLayout) {
                let titles = previewTitles()
                HStack(spacing: 0) {
                    Color.red.frame(width: titles == ["Books", "Groceries", "Ideas"] ? 30 : 10, height: 10)
                }
            }
            """)
        let result = try snap.run(["render", "Notes/Sources/Feature/NotesView.swift", "--scale", "1", "--quiet"])
        #expect(result.status == 0, "\(result.stderr)")
        let image = try PNG.decode(Data(contentsOf: snap.directory.appendingPathComponent("out/NotesView@1x_0.png")))
        #expect(image.width == 30)
    }
}
