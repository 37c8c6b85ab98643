import Gallery
import LayoutDSL
import LayoutSnapshotTesting
import SnapshotTesting
import Testing

/// Screens under the settings users change: the largest accessibility text size, and dark mode
/// asked for from inside the view (`preferredColorScheme`), which turns the whole canvas dark.
@Suite(.snapshotDesign(.compatibility))
struct EnvironmentScreensTests {
    @Test func sectionsAtAccessibility3() throws {
        let canvas = canvas(390, 600)
        let tree = try canvas.host(SectionsScene().dynamicTypeSize(.accessibility3)).update()
        // Body text at accessibility3 is 40 pt with 48 pt leading (Apple's table): rows grow past 44 points.
        let rows = tree.allNodes.filter { $0.text?.hasPrefix("Row") == true || $0.text?.hasPrefix("Item") == true }
        #expect(rows.allSatisfy { $0.frame.height >= 48 })
        assertSnapshot(of: try canvas.png(tree), as: .image(), named: "accessibility3")
    }

    @Test func controlsDarkFromInside() throws {
        let canvas = canvas(390, 560)
        let tree = try canvas.host(ControlsScene().preferredColorScheme(.dark)).update()
        #expect(tree.colorScheme == .dark)
        assertSnapshot(of: try canvas.png(tree), as: .image(), named: "dark-from-inside")
    }
}
