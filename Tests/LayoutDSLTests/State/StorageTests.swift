import Foundation
import LayoutDSL
import Testing

/// `@AppStorage` and `@SceneStorage` in the host's own stores, and `@Namespace`.
struct StorageTests {
    enum Theme: String { case plain, bold }

    struct Settings: View {
        @AppStorage("width") var width = 10.0
        @AppStorage("theme") var theme = Theme.plain
        @AppStorage("name") var name: String?
        @SceneStorage("tab") var tab = 0
        var body: some View {
            VStack {
                Color.gray.frame(width: width, height: 10).accessibilityIdentifier("width")
                Color.gray.frame(width: theme == .bold ? 30 : 3, height: 10).accessibilityIdentifier("theme")
                Color.gray.frame(width: name == nil ? 1 : 2, height: 10).accessibilityIdentifier("name")
                Color.gray.frame(width: CGFloat(tab + 1), height: 10).accessibilityIdentifier("tab")
                    .onTapGesture { tab += 4; width = 60 }
            }
        }
    }

    /// Declared values until something is stored; seeded text reads as the property's type.
    @Test func seededValuesAndDefaults() throws {
        let host = ViewHost(Settings(), canvasSize: CGSize(width: 200, height: 200))
        var tree = try host.update()
        #expect([frame(tree, "width").width, frame(tree, "theme").width, frame(tree, "name").width] == [10, 3, 1])
        host.appStorage["width"] = "25"
        host.appStorage["theme"] = "bold"
        host.appStorage["name"] = "Ann"
        tree = try host.update()
        #expect([frame(tree, "width").width, frame(tree, "theme").width, frame(tree, "name").width] == [25, 30, 2])
    }

    /// Writes go to the host's stores and update the views reading the keys.
    @Test func writesUpdateReaders() throws {
        let host = ViewHost(Settings(), canvasSize: CGSize(width: 200, height: 200))
        let tree = try host.update()
        let tab = frame(tree, "tab")
        let after = try host.tap(at: CGPoint(x: tab.midX, y: tab.midY))
        #expect(frame(after, "tab").width == 5)
        #expect(frame(after, "width").width == 60)
        #expect(host.sceneStorage["tab"] as? Int == 4)
        #expect(host.appStorage["width"] as? Double == 60)
    }

    /// A view reading `@AppStorage` from the store `.defaultAppStorage` gives reads the new store
    /// when the parent switches stores: the body cached with the first store ran again.
    @Test func switchingTheDefaultStoreRereadsTheBody() throws {
        let first = UserDefaults(suiteName: "StorageTests.first")!, second = UserDefaults(suiteName: "StorageTests.second")!
        first.set(20.0, forKey: "side"); second.set(40.0, forKey: "side")
        defer { first.removePersistentDomain(forName: "StorageTests.first"); second.removePersistentDomain(forName: "StorageTests.second") }
        struct Reader: View {
            @AppStorage("side") var side = 5.0
            var body: some View { Color.gray.frame(width: side, height: 10).accessibilityIdentifier("side") }
        }
        struct Switcher: View {
            let stores: [UserDefaults]
            @State var index = 0
            var body: some View {
                Reader().defaultAppStorage(stores[index]).onTapGesture { index = 1 }
            }
        }
        let host = ViewHost(Switcher(stores: [first, second]), canvasSize: CGSize(width: 100, height: 100))
        #expect(frame(try host.update(), "side").width == 20)
        let switched = try host.tap(at: CGPoint(x: 50, y: 50))
        #expect(frame(switched, "side").width == 40)
    }

    /// A namespace's id is stable across passes and differs between views.
    @Test func namespaceIDsAreStablePerView() throws {
        final class Seen { var ids: [Namespace.ID] = [] }
        struct Owner: View {
            @Namespace var space
            let seen: Seen
            var body: some View { seen.ids.append(space); return Color.gray.frame(width: 1, height: 1) }
        }
        struct Pair: View {
            let seen: Seen
            @State var tick = 0
            var body: some View {
                VStack { Owner(seen: seen); Owner(seen: seen); Color.clear.frame(width: 1, height: 1).onAppear { tick = 1 } }
            }
        }
        let seen = Seen()
        _ = try ViewHost(Pair(seen: seen), canvasSize: CGSize(width: 50, height: 50)).update()
        #expect(seen.ids.count == 2)
        #expect(seen.ids[0] != seen.ids[1])
    }
}
