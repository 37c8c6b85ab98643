import LayoutDSL
import Testing

/// `scrollTransition`: each row's phase at the scroll position, as `offset(x: phase.value × 100)`
/// shows it. Rows are 100 pt tall in a 250 pt viewport: at offset 0 rows 0 and 1 are wholly
/// visible, row 2 is half past the bottom edge and row 3 wholly past it.
struct ScrollTransitionTests {
    func rows(_ configuration: ScrollTransitionConfiguration) -> some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<6) { i in
                    Color.red.frame(height: 100).accessibilityIdentifier("row\(i)")
                        .scrollTransition(configuration) { content, phase in content.offset(x: phase.value * 100) }
                }
            }
        }
    }

    func minX(_ configuration: ScrollTransitionConfiguration, offset: CGFloat = 0) throws -> [CGFloat] {
        let host = ViewHost(rows(configuration), canvasSize: CGSize(width: 300, height: 250))
        _ = try host.update()
        host.setScrollOffset(CGPoint(x: 0, y: offset))
        let tree = try host.update()
        return (0..<4).map { (frame(tree, "row\($0)").minX * 1e6).rounded() / 1e6 }
    }

    /// Interactive (the default): the effect goes from identity to the end phase's through the
    /// ease-in-out curve of how far the row has passed the edge (half way: 0.5).
    @Test func interactiveFollowsTheScrollPosition() throws {
        #expect(try minX(.interactive) == [0, 0, 50, 100])
        #expect(try minX(.interactive, offset: 150) == [-100, -50, 0, 0])
    }

    /// Animated: past the threshold the row is at its end phase (at rest); identity never moves.
    @Test func animatedAndIdentity() throws {
        #expect(try minX(.animated) == [0, 0, 100, 100])
        #expect(try minX(.identity) == [0, 0, 0, 0])
    }

    /// `threshold(.visible(0.5))`: a row half visible is still identity; a quarter visible is half way.
    @Test func thresholdMovesTheIdentityRange() throws {
        #expect(try minX(.interactive.threshold(.visible(0.5))) == [0, 0, 0, 100])
        #expect(try minX(.interactive(timingCurve: .linear).threshold(.visible(0.5)), offset: 175) == [-100, -50, 0, 0])
    }

    /// The phase's values.
    @Test func phaseValues() {
        #expect(ScrollTransitionPhase.topLeading.value == -1)
        #expect(ScrollTransitionPhase.identity.isIdentity)
        #expect(ScrollTransitionPhase.bottomTrailing.value == 1)
    }
}
