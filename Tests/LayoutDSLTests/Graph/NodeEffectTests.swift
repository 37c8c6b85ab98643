import LayoutDSL
import Testing

/// Layout-neutral modifiers are kept on the node they modify (`NodeEffect`; Benchmarks.md, the ninth to fourteenth passes): no
/// node of their own, the same frames, opacities and order as when each wrapped the view.
struct NodeEffectTests {
    /// Every node of a tree, depth first.
    private func count(_ tree: ResolvedTree) -> Int { tree.root.subtree.count }

    @Test func effectsMakeNoNode() throws {
        let plain = try resolve(Color.red.frame(width: 20, height: 10).accessibilityIdentifier("v"), 100, 100)
        let tree = try resolve(Color.red.frame(width: 20, height: 10).accessibilityIdentifier("v")
            .opacity(0.5).offset(x: 5, y: 7).zIndex(2).rotationEffect(.degrees(90)).scaleEffect(2).hidden().allowsHitTesting(false), 100, 100)
        #expect(count(tree) == count(plain))
        let node = try #require(tree.node(id: "v"))
        #expect(node.type == "frame")
        #expect(node.modifiers == ["hidden", "scaleEffect", "rotationEffect", "zIndex", "offset", "opacity"])
        #expect(node.display.opacity == 0 && node.opacity == 0)
        #expect(node.display.zIndex == 2)
    }

    /// The transform is the wrapping nodes' product: offset, then a quarter turn about the
    /// centre, then a scale by 2 about the centre (R13).
    @Test func geometryEffectsComposeInnermostFirst() throws {
        let tree = try resolve(Color.red.frame(width: 20, height: 10).accessibilityIdentifier("v")
            .offset(x: 5, y: 7).rotationEffect(.degrees(90)).scaleEffect(2), 100, 100)
        let node = try #require(tree.node(id: "v"))
        // Placed at (40, 45); rotated about (50, 50) the offset box (45…65, 52…62) becomes
        // (38…48, 45…65), then scaled about (50, 50): (26…46, 40…80).
        #expect(abs(node.frame.minX - 26) < 1e-9 && abs(node.frame.minY - 40) < 1e-9)
        #expect(abs(node.frame.width - 20) < 1e-9 && abs(node.frame.height - 40) < 1e-9)
        #expect(abs(node.rotationDegrees - 90) < 1e-9)
    }

    /// Opacities multiply; the last `zIndex` is the one siblings are ordered by.
    @Test func displayEffectsCombine() throws {
        let tree = try resolve(ZStack {
            Color.red.frame(width: 10, height: 10).accessibilityIdentifier("a").opacity(0.5).zIndex(-1).opacity(0.5).zIndex(1)
            Color.blue.frame(width: 10, height: 10).accessibilityIdentifier("b")
        }, 100, 100)
        let a = try #require(tree.node(id: "a"))
        #expect(a.display.opacity == 0.25 && a.opacity == 0.25)
        #expect(tree.root.children.map(\.id) == ["b", "a"])
    }

    /// A modifier that attaches something outside a geometry effect sees the frame layout gave
    /// the view: the effect gets its node back, and effects inside it stay on the view.
    @Test func attachmentsOutsideAGeometryEffectSeeTheLayoutFrame() throws {
        var seen: CGRect?
        let tree = try resolve(Color.red.frame(width: 10, height: 10).accessibilityIdentifier("v").opacity(0.5)
            .offset(x: 5, y: 7).zIndex(3)
            .onGeometryChange(for: CGRect.self) { $0.frame(in: .global) } action: { seen = $0 }
            .accessibilityIdentifier("outer"), 100, 100)
        let outer = try #require(tree.node(id: "outer"))
        #expect(outer.type == "zIndex" && outer.frame == rect(45, 45, 10, 10))
        let offset = try #require(outer.children.first)
        #expect(offset.type == "offset" && offset.frame == rect(45, 45, 10, 10))
        let view = try #require(tree.node(id: "v"))
        #expect(view.modifiers == ["opacity"] && view.frame == rect(50, 52, 10, 10))
        #expect(seen == rect(45, 45, 10, 10))
    }

    /// What was attached inside a geometry effect moves with it.
    @Test func attachmentsInsideAGeometryEffectMoveWithIt() throws {
        var seen: CGRect?
        let tree = try resolve(Color.red.frame(width: 10, height: 10)
            .onGeometryChange(for: CGRect.self) { $0.frame(in: .global) } action: { seen = $0 }
            .accessibilityIdentifier("v").offset(x: 5, y: 7), 100, 100)
        #expect(tree.node(id: "v")?.modifiers == ["offset"])
        #expect(frame(tree, "v") == rect(50, 52, 10, 10))
        #expect(seen == rect(50, 52, 10, 10))
    }

    /// Right to left, an offset moves the other way (`LayoutPass.mirrored`); an effect keeps
    /// the direction of the environment it was applied in, not its content's.
    @Test func geometryEffectsKeepTheirDirection() throws {
        let rightToLeft = try resolve(Color.red.frame(width: 10, height: 10).accessibilityIdentifier("v").offset(x: 5)
            .environment(\.layoutDirection, .rightToLeft), 100, 100)
        #expect(frame(rightToLeft, "v") == rect(40, 45, 10, 10))
        let inner = try resolve(Color.red.frame(width: 10, height: 10).accessibilityIdentifier("v")
            .environment(\.layoutDirection, .rightToLeft).offset(x: 5), 100, 100)
        #expect(frame(inner, "v") == rect(50, 45, 10, 10))
    }

    /// A layout priority reaches the stack through layout-neutral modifiers, as traits do in
    /// SwiftUI: the first view is offered its 80 points before the other.
    @Test func layoutPriorityPassesThroughEffects() throws {
        let tree = try resolve(HStack(spacing: 0) {
            Color.red.frame(minWidth: 0, maxWidth: 80).accessibilityIdentifier("a").layoutPriority(1).opacity(0.5).offset(x: 0)
            Color.blue.frame(minWidth: 0, maxWidth: 80).accessibilityIdentifier("b")
        }, 100, 100)
        #expect(frame(tree, "a").width == 80 && frame(tree, "b").width == 20)
    }

    /// A view that adjusts its frame to the safe area does so where layout put it: an offset
    /// moves the full-screen colour down, it does not keep it from reaching the top edge.
    @Test func safeAreaIsThatOfTheLayoutFrame() throws {
        let host = ViewHost(Color.red.ignoresSafeArea().accessibilityIdentifier("c").offset(y: 10), canvasSize: CGSize(width: 100, height: 200))
        host.safeAreaInsets = EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0)
        let tree = try host.update()
        #expect(tree.node(id: "c")?.modifiers == ["offset"])
        #expect(frame(tree, "c") == rect(0, 10, 100, 200))
    }

    /// Inside an offset, the subtree lays out as it would unmoved (R13), then moves: the inset's
    /// content, which ignores the top safe area, reaches up under the 30-point inset strip as
    /// without the offset (0…200), and both are drawn 10 points lower.
    @Test func subtreeMeasuresTheSafeAreaAsUnmoved() throws {
        func screen(offset: CGFloat) throws -> ResolvedTree {
            try resolve(VStack(spacing: 0) { Color.red.ignoresSafeArea(edges: .top).accessibilityIdentifier("content") }
                .safeAreaInset(edge: .top, spacing: 0) { Color.blue.frame(height: 30).accessibilityIdentifier("inset") }
                .offset(y: offset), 100, 200)
        }
        let still = try screen(offset: 0), moved = try screen(offset: 10)
        #expect(frame(still, "content") == rect(0, 0, 100, 200) && frame(still, "inset") == rect(0, 0, 100, 30))
        #expect(frame(moved, "content") == rect(0, 10, 100, 200) && frame(moved, "inset") == rect(0, 10, 100, 30))
    }

    /// `hidden()` draws nothing and takes no touches.
    @Test func hiddenTakesNoTouches() throws {
        var taps = 0
        let host = ViewHost(Color.red.frame(width: 50, height: 50).onTapGesture { taps += 1 }.hidden(), canvasSize: CGSize(width: 100, height: 100))
        _ = try host.update()
        _ = try host.tap(at: CGPoint(x: 50, y: 50))
        #expect(taps == 0)
    }
}
