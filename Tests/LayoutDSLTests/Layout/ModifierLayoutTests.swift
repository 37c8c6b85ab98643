import LayoutDSL
import Testing

/// Unary layout modifiers: frame (R6, R7), padding (R8), fixedSize (R15), aspectRatio (R14),
/// position (R12), overlay/background (R11).
struct ModifierLayoutTests {
    /// A colour is a view and a shape style: `overlay(Color.red)` and `overlay(Color.red.opacity(0.5))`
    /// take the shape-style form, as SwiftUICore disfavours `overlay(_:alignment:)`, and the
    /// colour covers the view's frame.
    @Test func colourOverlayIsTheShapeStyleForm() throws {
        let tree = try resolve(Rectangle().frame(width: 40, height: 30).overlay(Color.red.opacity(0.5)).accessibilityIdentifier("o")
            .overlay(Color.red), 200, 200)
        #expect(frame(tree, "o") == rect(80, 85, 40, 30))
        let overlay = try #require(tree.node(id: "o")?.children.last)
        #expect(overlay.frame == rect(80, 85, 40, 30))
    }

    /// R6: a fixed frame centres its child by default and aligns it by the given alignment.
    @Test func fixedFrameAlignsChild() throws {
        let tree = try resolve(Color.red.frame(width: 20, height: 20).accessibilityIdentifier("c")
            .frame(width: 100, height: 60, alignment: .bottomTrailing).accessibilityIdentifier("f"), 200, 200)
        #expect(frame(tree, "f") == rect(50, 70, 100, 60))
        #expect(frame(tree, "c") == rect(130, 110, 20, 20))
    }

    /// R6: a frame with only a width adopts the child's height.
    @Test func partialFrameAdoptsChildHeight() throws {
        let tree = try resolve(Color.red.frame(width: 30, height: 40).frame(width: 100).accessibilityIdentifier("f"), 200, 200)
        #expect(frame(tree, "f").size == CGSize(width: 100, height: 40))
    }

    /// R7: maxWidth: .infinity takes the proposal; min bounds clamp from below.
    @Test func flexibleFrameBounds() throws {
        let tree = try resolve(VStack(spacing: 0) {
            Color.red.frame(width: 10, height: 10).frame(maxWidth: .infinity).accessibilityIdentifier("wide")
            Color.red.frame(width: 10, height: 10).frame(minWidth: 50).accessibilityIdentifier("min")
            Color.red.frame(width: 80, height: 10).frame(maxWidth: 40).accessibilityIdentifier("max")
        }, 300, 300)
        #expect(frame(tree, "wide").width == 300)
        #expect(frame(tree, "min").width == 50)
        #expect(frame(tree, "max").width == 40)
    }

    /// R7: with an unspecified proposal a flexible frame reports its ideal size.
    @Test func flexibleFrameIdealUnderFixedSize() throws {
        let tree = try resolve(Color.red.frame(idealWidth: 70, idealHeight: 30).fixedSize().accessibilityIdentifier("f"), 200, 200)
        #expect(frame(tree, "f").size == CGSize(width: 70, height: 30))
    }

    /// R8: default padding is 16 on every edge; the child is proposed the rest.
    @Test func defaultPadding() throws {
        let tree = try resolve(Color.red.accessibilityIdentifier("c").padding().accessibilityIdentifier("p"), 200, 100)
        #expect(frame(tree, "p") == rect(0, 0, 200, 100))
        #expect(frame(tree, "c") == rect(16, 16, 168, 68))
    }

    @Test func edgePadding() throws {
        let tree = try resolve(Color.red.frame(width: 10, height: 10).accessibilityIdentifier("c")
            .padding(.leading, 20).padding(EdgeInsets(top: 5, leading: 0, bottom: 0, trailing: 0)).accessibilityIdentifier("p"), 100, 100)
        #expect(frame(tree, "p").size == CGSize(width: 30, height: 15))
        #expect(frame(tree, "c").minX - frame(tree, "p").minX == 20)
        #expect(frame(tree, "c").minY - frame(tree, "p").minY == 5)
    }

    /// R15 + R9: a shape's ideal size is 10x10.
    @Test func fixedSizeGivesIdealSize() throws {
        let tree = try resolve(Rectangle().fixedSize().accessibilityIdentifier("r"), 100, 100)
        #expect(frame(tree, "r") == rect(45, 45, 10, 10))
    }

    /// R14: a 2:1 ratio fits in a 100x100 proposal as 100x50.
    @Test func aspectRatioFit() throws {
        let tree = try resolve(Color.red.aspectRatio(2, contentMode: .fit).accessibilityIdentifier("a"), 100, 100)
        #expect(frame(tree, "a") == rect(0, 25, 100, 50))
    }

    /// R12: position takes the whole proposal and centres the child on the point.
    @Test func positionCentresChildOnPoint() throws {
        let tree = try resolve(Color.red.frame(width: 20, height: 10).accessibilityIdentifier("c")
            .position(x: 30, y: 40).accessibilityIdentifier("p"), 200, 100)
        #expect(frame(tree, "p") == rect(0, 0, 200, 100))
        #expect(frame(tree, "c") == rect(20, 35, 20, 10))
    }

    /// R11: a background is proposed the primary's size and does not change it.
    @Test func backgroundTakesPrimarySize() throws {
        let tree = try resolve(Color.red.frame(width: 40, height: 20).accessibilityIdentifier("primary")
            .background(Color.blue.accessibilityIdentifier("bg"))
            .overlay(alignment: .topLeading) { Color.green.frame(width: 5, height: 5).accessibilityIdentifier("dot") }
            .accessibilityIdentifier("all"), 100, 100)
        #expect(frame(tree, "all") == rect(30, 40, 40, 20))
        #expect(frame(tree, "bg") == rect(30, 40, 40, 20))
        #expect(frame(tree, "dot") == rect(30, 40, 5, 5))
        // The background draws before the primary.
        let types = tree.allNodes.compactMap(\.id)
        #expect(types.firstIndex(of: "bg")! < types.firstIndex(of: "primary")!)
    }

    /// R9: Circle answers a square of the smaller side.
    @Test func circleIsSquare() throws {
        let tree = try resolve(Circle().accessibilityIdentifier("c"), 200, 100)
        #expect(frame(tree, "c") == rect(50, 0, 100, 100))
    }

    /// R22: a Divider is one pixel thick and spans the stack's cross axis.
    @Test func dividerInVStack() throws {
        var environment = EnvironmentValues()
        environment.displayScale = 2
        let tree = try ViewHost(VStack { Divider().accessibilityIdentifier("d") }, canvasSize: CGSize(width: 100, height: 100),
                                environment: environment).update()
        #expect(frame(tree, "d").size == CGSize(width: 100, height: 0.5))
    }
}
