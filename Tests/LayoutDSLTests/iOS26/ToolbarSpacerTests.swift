import LayoutDSL
import Testing

/// `ToolbarSpacer` in a bottom toolbar: flexible pushes the items after it to the trailing side,
/// fixed puts 8 pt between items.
struct ToolbarSpacerTests {
    private func frames(_ spacer: ToolbarSpacer) throws -> (CGRect, CGRect) {
        let view = NavigationStack {
            Color.clear.toolbar {
                ToolbarItem(placement: .bottomBar) { Color.red.frame(width: 30, height: 30).accessibilityIdentifier("a") }
                spacer
                ToolbarItem(placement: .bottomBar) { Color.blue.frame(width: 30, height: 30).accessibilityIdentifier("b") }
            }
        }
        let tree = try resolve(view, 400, 800)
        return (frame(tree, "a"), frame(tree, "b"))
    }

    @Test func spacersSeparateItems() throws {
        let (a, b) = try frames(ToolbarSpacer(.flexible, placement: .bottomBar))
        let (fixedA, fixedB) = try frames(ToolbarSpacer(.fixed, placement: .bottomBar))
        #expect(a.minX == fixedA.minX)
        #expect(b.minX > fixedB.minX + 100, "flexible \(b), fixed \(fixedB)")
        #expect(fixedB.minX - fixedA.maxX > 8, "fixed \(fixedA) \(fixedB)")
    }
}
