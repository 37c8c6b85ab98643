import LayoutDSL
import Testing

/// The underscored custom containers public code still writes (`_VariadicView.Tree`), with
/// traits, and Xcode's colour literals.
struct VariadicViewTests {
    struct Weight: _ViewTraitKey { static let defaultValue: CGFloat = 1 }

    /// Children laid out side by side, each as wide as its weight says.
    struct Weighted: _VariadicView_UnaryViewRoot {
        func body(children: _VariadicView.Children) -> some View {
            HStack(spacing: 0) {
                ForEach(children) { child in child.frame(width: 10 * child[Weight.self], height: 10) }
            }
        }
    }

    @Test func treeHandsTheChildrenToItsRoot() throws {
        let tree = try ViewHost(_VariadicView.Tree(Weighted()) {
            Color.red.accessibilityIdentifier("a")
            Color.red.accessibilityIdentifier("b")._trait(Weight.self, 3)
            ForEach(0..<2) { Color.red.accessibilityIdentifier("c\($0)") }
        }, canvasSize: CGSize(width: 100, height: 10)).update()
        // 10 + 30 + 10 + 10 = 60 points, centred in 100.
        #expect(frame(tree, "a") == rect(20, 0, 10, 10) && frame(tree, "b") == rect(30, 0, 30, 10))
        #expect(frame(tree, "c0") == rect(60, 0, 10, 10) && frame(tree, "c1") == rect(70, 0, 10, 10))
    }

    @Test func colourLiteralsAreUIColorsOrColors() throws {
        let uiColor = #colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1)
        #expect(type(of: uiColor) == UIColor.self)
        let color: Color = #colorLiteral(red: 0, green: 0, blue: 1, alpha: 0.5)
        #expect(color.resolve(in: EnvironmentValues()) == Color.Resolved(red: 0, green: 0, blue: 1, opacity: 0.5))
    }
}
