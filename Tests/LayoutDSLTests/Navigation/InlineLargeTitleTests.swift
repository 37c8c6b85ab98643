@testable import LayoutDSL
import Testing

/// `toolbarTitleDisplayMode(.inlineLarge)`: on a screen without a back button the title is large in
/// the bar's row, on the 16 pt margin, 34 pt bold, its trailing items beside it and its leading and
/// centred items in the overflow menu (Apple, `ToolbarTitleDisplayMode.inlineLarge`); the content
/// starts 10 pt below the row (docs/reference/ios26-navigation-bar.md, "The large title in the
/// row"). Pushed, the screen's title is large under the bar, as UIKit's `.inline` reverts to
/// `.always` under a back button; with a title menu the bar is inline.
struct InlineLargeTitleTests {
    static let row = 59.0

    struct Library: View {
        var titleMenu = false
        @State var log = "none"
        var body: some View {
            NavigationStack {
                ScrollView { Text("Log: \(log)").frame(maxWidth: .infinity, minHeight: 300, alignment: .topLeading) }
                    .navigationTitle("Library")
                    .toolbarTitleDisplayMode(.inlineLarge)
                    .toolbar {
                        ToolbarItem(placement: .topBarLeading) { Button("Edit") { log = "edit" } }
                        ToolbarItem(placement: .principal) { Text("Centre") }
                        ToolbarItem(placement: .topBarTrailing) { Button("Add", systemImage: "plus") { log = "add" } }
                    }
                    .modifier(OptionalTitleMenu(on: titleMenu))
                    .navigationDestination(for: Int.self) { _ in
                        Text("Detail").navigationTitle("Shelf").toolbarTitleDisplayMode(.inlineLarge)
                    }
            }
        }
    }

    struct OptionalTitleMenu: ViewModifier {
        let on: Bool
        func body(content: Content) -> some View {
            if on { content.toolbarTitleMenu { Button("Rename") {} } } else { content }
        }
    }

    @Test(.design(.liquidGlass)) func theTitleIsLargeInTheRowAndTheLeadingAndCentredItemsOverflow() throws {
        let host = iPhone16Host(Library())
        let tree = try host.update()
        let title = try #require(tree.allNodes.last { $0.text == "Library" }).frame
        // 34 pt bold (a 41 pt line) on the margin, inside the 44 pt row.
        #expect(title.minX == 16 && title.height > 40 && title.height < 42 && title.minY > Self.row && title.minY < Self.row + 10, "\(title)")
        #expect(!tree.allNodes.contains { $0.text == "Edit" || $0.text == "Centre" })
        let log = try #require(tree.allNodes.last { $0.text == "Log: none" }).frame
        #expect(abs(log.minY - (Self.row + 44 + 10)) < 0.001, "\(log)")
        // The overflow button is the row's last item; it opens a menu holding the moved items.
        let more = try #require(tree.allNodes.last { $0.type == "ellipsis" }).frame
        let add = try #require(tree.allNodes.last { $0.type == "plus" }).frame
        #expect(more.minX > add.maxX && more.midY > Self.row && more.midY < Self.row + 44, "\(more) \(add)")
        let open = try host.tap(at: CGPoint(x: more.midX, y: more.midY))
        let edit = try #require(open.allNodes.last { $0.text == "Edit" }).frame
        #expect(open.allNodes.contains { $0.text == "Centre" })
        let chosen = try host.tap(at: CGPoint(x: edit.midX, y: edit.midY))
        #expect(chosen.allNodes.contains { $0.text == "Log: edit" })
    }

    @Test(.design(.compatibility)) func theCompatibilityDesignDrawsItInTheSamePlace() throws {
        let tree = try iPhone16Host(Library()).update()
        let title = try #require(tree.allNodes.last { $0.text == "Library" }).frame
        #expect(title.minX == 16 && title.minY > Self.row && title.minY < Self.row + 10, "\(title)")
        #expect(tree.allNodes.contains { $0.type == "ellipsis.circle" })
    }

    /// Scrolled under the bar, the bar's background reaches down over the room under the row too
    /// (the title's descenders hang into it): the compatibility bar's material and hairline end
    /// 10 pt below the row, where the content starts.
    @Test(.design(.compatibility)) func theBarsBackgroundCoversTheRoomUnderTheRow() throws {
        let host = iPhone16Host(NavigationStack {
            ScrollView { Color.gray.frame(height: 2000) }
                .navigationTitle("Library")
                .toolbarTitleDisplayMode(.inlineLarge)
        })
        _ = try host.update()
        host.setScrollOffset(CGPoint(x: 0, y: 100))
        let tree = try host.update()
        let fills = tree.allNodes.filter { $0.type == "Rectangle" && $0.frame.minY == 0 && $0.frame.width == 393 }
        #expect(fills.contains { $0.frame.height == Self.row + 44 + 10 }, "\(fills.map(\.frame))")
        #expect(tree.allNodes.contains { $0.type == "Rectangle" && $0.frame.height < 1 && $0.frame.minY == Self.row + 44 + 10 - $0.frame.height })
    }

    @Test(.design(.liquidGlass)) func aPushedScreenShowsItsTitleLargeUnderTheBar() throws {
        let host = iPhone16Host(NavigationStack(path: .constant([1])) {
            Text("Root").navigationDestination(for: Int.self) { _ in
                ScrollView { Text("Detail") }.navigationTitle("Shelf").toolbarTitleDisplayMode(.inlineLarge)
            }
        })
        let title = try #require(try host.update().allNodes.last { $0.text == "Shelf" }).frame
        #expect(title.minY > Self.row + 44 && title.minX == 16, "\(title)")
    }

    /// The bar then has its inline form: the leading and centred items in the row (the centred item
    /// in the title's place), no large title, no overflow menu.
    @Test(.design(.liquidGlass)) func aTitleMenuKeepsTheTitleInline() throws {
        let tree = try iPhone16Host(Library(titleMenu: true)).update()
        let centre = try #require(tree.allNodes.last { $0.text == "Centre" }).frame
        #expect(abs(centre.midX - 393.0 / 2) < 0.5 && centre.minY > Self.row && centre.maxY < Self.row + 44, "\(centre)")
        #expect(tree.allNodes.contains { $0.text == "Edit" } && !tree.allNodes.contains { $0.text == "Library" || $0.type == "ellipsis" })
    }
}
