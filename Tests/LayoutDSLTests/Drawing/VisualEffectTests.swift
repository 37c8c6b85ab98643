import LayoutDSL
import Testing

/// `visualEffect(_:)`: effects from the view's own layout frame, drawn without moving layout.
struct VisualEffectTests {
    /// Apple's example: offset by its own size puts the top-left corner where the bottom-right was.
    @Test func offsetByOwnSize() throws {
        let tree = try resolve(VStack(alignment: .leading, spacing: 0) {
            Color.blue.frame(width: 80, height: 30).accessibilityIdentifier("top")
            Color.red.frame(width: 50, height: 20).accessibilityIdentifier("c")
                .visualEffect { content, proxy in content.offset(proxy.size) }
        }.frame(width: 400, height: 400, alignment: .topLeading))
        #expect(frame(tree, "top") == rect(0, 0, 80, 30))
        #expect(frame(tree, "c") == rect(50, 50, 50, 20))
    }

    /// The proxy reports the frame in the global space: a view 100 pt down, offset by its own minY.
    @Test func proxyFrameIsTheLayoutFrame() throws {
        let tree = try resolve(VStack(alignment: .leading, spacing: 0) {
            Color.clear.frame(height: 100)
            Color.red.frame(width: 40, height: 40).accessibilityIdentifier("c")
                .visualEffect { content, proxy in content.offset(x: proxy.frame(in: .global).minY) }
        }.frame(width: 400, height: 400, alignment: .topLeading))
        #expect(frame(tree, "c") == rect(100, 100, 40, 40))
    }

    /// Chained effects apply in order, as the view modifiers of the same names: scale about the
    /// centre, then offset.
    @Test func chainAppliesInOrder() throws {
        let tree = try resolve(Color.red.frame(width: 40, height: 40).accessibilityIdentifier("c")
            .visualEffect { content, _ in content.scaleEffect(2).offset(x: 10) }
            .frame(width: 400, height: 400, alignment: .topLeading))
        #expect(frame(tree, "c") == rect(-10, -20, 80, 80))
    }

    /// A projection moves the view as the view's `projectionEffect(_:)` does; a blend mode leaves
    /// its frame where it is.
    @Test func projectionAndBlendMode() throws {
        let shift = ProjectionTransform(CGAffineTransform(translationX: 30, y: 5))
        let tree = try resolve(Color.red.frame(width: 40, height: 40).accessibilityIdentifier("c")
            .visualEffect { content, _ in content.transformEffect(shift).blendMode(.multiply) }
            .frame(width: 400, height: 400, alignment: .topLeading))
        #expect(frame(tree, "c") == rect(30, 5, 40, 40))
    }

    /// `.scrollView` measures from the visible top of the nearest scroll view: a row 300 pt down,
    /// scrolled by 100, is 200 pt below it (and `.scrollView(axis: .vertical)` names the same one).
    @Test func scrollViewCoordinateSpace() throws {
        let host = ViewHost(ScrollView {
            VStack(alignment: .leading, spacing: 0) {
                Color.clear.frame(height: 300)
                Color.red.frame(width: 20, height: 50).accessibilityIdentifier("c")
                    .visualEffect { content, proxy in content.offset(x: proxy.frame(in: .scrollView).minY) }
                Color.blue.frame(width: 20, height: 50).accessibilityIdentifier("d")
                    .visualEffect { content, proxy in content.offset(x: proxy.frame(in: .scrollView(axis: .vertical)).minY) }
                Color.clear.frame(height: 600)
            }
        }.padding(.top, 40), canvasSize: CGSize(width: 400, height: 400))
        _ = try host.update()
        host.setScrollOffset(CGPoint(x: 0, y: 100))
        let tree = try host.update()
        #expect(frame(tree, "c").minX == 200)
        #expect(frame(tree, "d").minX == 250)
    }
}
