import Gallery
import LayoutDSL
import LayoutSnapshotTesting
import SnapshotTesting
import Testing

/// The settings form in light and dark, and the same form after a tap flips its Notifications
/// toggle and a tap presses Save (its count goes to 1).
@Suite(.snapshotDesign(.compatibility))
struct SettingsTests {
    @Test(arguments: [ColorScheme.light, .dark])
    func form(_ scheme: ColorScheme) throws {
        let scene = try #require(Gallery.scene(named: "settings"))
        assertSnapshot(of: scene.makeView(), as: .image(size: scene.size, scale: 1, colorScheme: scheme), named: "\(scheme)")
    }

    @Test func tapsFlipAToggleAndPressAButton() throws {
        let scene = try #require(Gallery.scene(named: "settings"))
        let canvas = canvas(scene.size.width, scene.size.height)
        let host = canvas.host(scene.makeView())
        let tree = try host.update()
        let toggle = try #require(tree.node(id: "notifications")).frame
        #expect(tree.allNodes.contains { $0.text == "Save 0" })
        let flipped = try host.tap(at: CGPoint(x: toggle.maxX - 20, y: toggle.midY))
        let save = try #require(flipped.node(id: "save")).frame
        let pressed = try host.tap(at: CGPoint(x: save.midX, y: save.midY))
        #expect(pressed.allNodes.contains { $0.text == "Save 1" })
        // The switch's knob moved to the left: no green track under it any more.
        assertSnapshot(of: try canvas.png(pressed), as: .image(), named: "tapped")
    }
}
