import LayoutDSL
import Testing

/// `matchedGeometryEffect`: a non-source view takes its source's frame (the parts `properties`
/// name), and a matched view inserted as another leaves flies from the old frame to its own.
struct MatchedGeometryEffectTests {
    struct Follower: View {
        @Namespace var space
        let properties: MatchedGeometryProperties
        var body: some View {
            VStack(spacing: 0) {
                Color.red.frame(width: 80, height: 40).matchedGeometryEffect(id: 1, in: space)
                Color.green.frame(width: 20, height: 20).accessibilityIdentifier("follower")
                    .matchedGeometryEffect(id: 1, in: space, properties: properties, isSource: false)
            }
            .frame(width: 200, height: 100)
        }
    }

    /// The source is 80 × 40 at (60, 20) in a 200 × 100 canvas; the follower, 20 × 20 below
    /// it at (90, 60), moves onto it.
    @Test func nonSourceTakesTheSourceFrame() throws {
        func follower(_ properties: MatchedGeometryProperties) throws -> CGRect {
            try ViewHost(Follower(properties: properties), canvasSize: CGSize(width: 200, height: 100)).update().node(id: "follower")!.frame
        }
        #expect(try follower(.frame) == CGRect(x: 60, y: 20, width: 80, height: 40))
        #expect(try follower(.position) == CGRect(x: 90, y: 30, width: 20, height: 20))
        #expect(try follower(.size) == CGRect(x: 60, y: 50, width: 80, height: 40))
    }

    /// A small card at the top leading corner replaced inside `withAnimation(.linear(duration:
    /// 1))` at t = 0.1 s by a big one at the bottom trailing corner.
    struct Hero: View {
        @Namespace var space
        @State var big = false
        var body: some View {
            ZStack {
                if big {
                    Color.blue.frame(width: 200, height: 100).accessibilityIdentifier("card").matchedGeometryEffect(id: "card", in: space)
                        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottomTrailing)
                } else {
                    Color.blue.frame(width: 50, height: 50).accessibilityIdentifier("card").matchedGeometryEffect(id: "card", in: space)
                        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
                }
            }
            .frame(width: 300, height: 200)
            .onAppear { DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { withAnimation(.linear(duration: 1)) { big = true } } }
        }
    }

    @Test func insertedMatchedViewFliesFromTheRemovedOne() throws {
        let frames = try ViewHost(Hero(), canvasSize: CGSize(width: 300, height: 200)).run(for: 66.0 / 60)
        func cards(_ frame: Int) -> [ResolvedNode] {
            frames[frame].tree.allNodes.filter { $0.id == "card" && $0.type == "frame" }
        }
        #expect(cards(5).map(\.frame) == [CGRect(x: 0, y: 0, width: 50, height: 50)])
        // Both views are at the start frame, then half way, both half faded: "the usual
        // transition mechanisms define how each of the two views is rendered during the
        // transition (e.g. fade in/out …)" (Apple, matchedGeometryEffect), and without a
        // `.transition` that is the default `.opacity`, in and out.
        #expect(cards(6).map(\.frame) == [CGRect(x: 0, y: 0, width: 50, height: 50), CGRect(x: 0, y: 0, width: 50, height: 50)])
        let middle = cards(36)
        #expect(middle.map { micro($0.frame.origin) } == [CGPoint(x: 50, y: 50), CGPoint(x: 50, y: 50)])
        #expect(middle.map { micro($0.frame.width) } == [125, 125])
        #expect(middle.map { micro($0.opacity) } == [0.5, 0.5])
        #expect(cards(66).map(\.frame) == [CGRect(x: 100, y: 100, width: 200, height: 100)])
    }

    /// The flight is the same on every run.
    @Test func flightIsIdenticalOnEveryRun() throws {
        let runs = try (0..<5).map { _ in
            try ViewHost(Hero(), canvasSize: CGSize(width: 300, height: 200)).run(for: 1.2)
                .map { frame in frame.tree.allNodes.map { "\($0.id ?? "-")\($0.frame)\($0.opacity)" }.joined(separator: ";") }
        }
        #expect(runs.allSatisfy { $0 == runs[0] })
    }
}
