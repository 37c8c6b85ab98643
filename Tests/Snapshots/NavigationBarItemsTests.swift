import LayoutDSL
import LayoutSnapshotTesting
import Render
import Testing

/// Bar items by placement, and the modifiers that change the bar, on an iPhone 16 (bar centre
/// at y = 59 + 22).
@Suite(.snapshotDesign(.compatibility))
struct NavigationBarItemsTests {
    private func tree<V: View>(_ view: V) throws -> ResolvedTree {
        var canvas = SnapshotCanvas(device: .iPhone16)
        canvas.scale = 1
        return try canvas.host(view).update()
    }

    private func text(_ tree: ResolvedTree, _ string: String) throws -> ResolvedNode {
        try #require(tree.allNodes.first { $0.text == string })
    }

    /// Cancellation leads, confirmation trails, the principal item replaces the title.
    @Test func placements() throws {
        let tree = try tree(NavigationStack {
            Color.clear
                .navigationTitle("Hidden by principal")
                .navigationBarTitleDisplayMode(.inline)
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
                    ToolbarItem(placement: .confirmationAction) { Button("Save") {} }
                    ToolbarItem(placement: .principal) { Text("Principal") }
                    ToolbarItem(placement: .keyboard) { Button("Keyboard") {} }
                }
        })
        let cancel = try text(tree, "Cancel"), save = try text(tree, "Save"), principal = try text(tree, "Principal")
        #expect(cancel.frame.minX == 16 && close(cancel.frame.midY, 81))
        #expect(close(save.frame.maxX, 393 - 16) && close(save.frame.midY, 81))
        #expect(close(principal.frame.midX, 196.5))
        #expect(!tree.allNodes.contains { $0.text == "Hidden by principal" || $0.text == "Keyboard" })
    }

    /// The deprecated bar items land at the two ends.
    @Test func deprecatedBarItems() throws {
        let tree = try tree(NavigationStack {
            Color.clear.navigationBarItems(leading: Text("Left"), trailing: Text("Right"))
        })
        #expect(close(try text(tree, "Left").frame.minX, 16))
        #expect(close(try text(tree, "Right").frame.maxX, 393 - 16))
    }

    /// A pushed screen may hide its back button, or (editor role) the back button's title.
    @Test func backButtonVariants() throws {
        func pushed<V: View>(_ detail: V) throws -> ResolvedTree {
            try tree(NavigationStack(path: .constant([1])) {
                Color.clear.navigationTitle("Root").navigationDestination(for: Int.self) { _ in detail }
            })
        }
        let hidden = try pushed(Color.clear.navigationBarBackButtonHidden())
        #expect(!hidden.allNodes.contains { $0.type == "chevron.backward" })
        let editor = try pushed(Color.clear.toolbarRole(.editor))
        #expect(editor.allNodes.contains { $0.type == "chevron.backward" } && !editor.allNodes.contains { $0.text == "Root" })
        let untitled = try tree(NavigationStack(path: .constant([1])) {
            Color.clear.navigationDestination(for: Int.self) { _ in Color.clear }
        })
        #expect(untitled.allNodes.contains { $0.text == "Back" })
    }

    /// `toolbarBackground(.visible)` shows the background at rest; a style replaces its colour;
    /// `toolbarColorScheme(.dark)` draws the title for a dark bar.
    @Test func barBackground() throws {
        let tree = try tree(NavigationStack {
            Color.clear.navigationTitle("Tinted").navigationBarTitleDisplayMode(.inline)
                .toolbarBackground(Color.blue, for: .navigationBar)
                .toolbarBackground(.visible, for: .navigationBar)
                .toolbarColorScheme(.dark, for: .navigationBar)
        })
        #expect(tree.allNodes.contains { $0.type == "Rectangle" && $0.frame == CGRect(x: 0, y: 0, width: 393, height: 103) })
        var canvas = SnapshotCanvas(device: .iPhone16)
        canvas.scale = 1
        let pixels = canvas.raster(tree)
        // The bar's colour under the status bar: system blue in the bar's (dark) scheme, as the
        // scheme overrides the whole bar's traits; the title in white.
        #expect(pixels[10, 10] == Pixel(r: 10, g: 132, b: 255, a: 255))
        let title = try text(tree, "Tinted")
        let row = (Int(title.frame.minX)..<Int(title.frame.maxX)).map { pixels[$0, Int(title.frame.midY)] }
        #expect(row.contains { $0.r > 240 && $0.g > 240 && $0.b > 240 })
    }
}
