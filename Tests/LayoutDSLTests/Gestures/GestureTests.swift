import LayoutDSL
import Testing

struct GestureTests {
    /// A tap runs the action of the topmost view under the finger.
    @Test func tapHitsTopmostView() throws {
        struct Counter: View {
            @State var taps = 0
            var body: some View {
                ZStack {
                    Color.red.frame(width: 100, height: 100).onTapGesture { taps += 100 }
                    Color.blue.frame(width: 40, height: 40).onTapGesture { taps += 1 }
                }
                .overlay(Color.green.frame(width: CGFloat(taps), height: 5).accessibilityIdentifier("taps").allowsHitTesting(false),
                         alignment: .bottom)
            }
        }
        let host = ViewHost(Counter(), canvasSize: CGSize(width: 100, height: 100))
        _ = try host.tap(at: CGPoint(x: 50, y: 50))      // blue, on top
        let tree = try host.tap(at: CGPoint(x: 10, y: 10))  // only red
        #expect(tree.node(id: "taps")?.frame.width == 101)
    }

    /// A view that does not take hits lets the touch through to the one behind.
    @Test func allowsHitTestingFalsePassesThrough() throws {
        struct Stack: View {
            @State var hit = ""
            var body: some View {
                ZStack {
                    Color.red.onTapGesture { hit = "red" }
                    Color.blue.allowsHitTesting(false).onTapGesture { hit = "blue" }
                }
                .overlay(Text(verbatim: hit).accessibilityIdentifier(hit))
            }
        }
        let tree = try ViewHost(Stack(), canvasSize: CGSize(width: 50, height: 50)).tap(at: CGPoint(x: 25, y: 25))
        #expect(tree.node(id: "red") != nil)
    }

    /// DragGesture reports translation while moving and a predicted end on release.
    @Test func dragGestureValues() throws {
        final class Log { var changes: [CGSize] = []; var end: DragGesture.Value? }
        let log = Log()
        struct Draggable: View {
            let log: Log
            var body: some View {
                Color.red.frame(width: 200, height: 200)
                    .gesture(DragGesture(minimumDistance: 10)
                        .onChanged { log.changes.append($0.translation) }
                        .onEnded { log.end = $0 })
            }
        }
        let host = ViewHost(Draggable(log: log), canvasSize: CGSize(width: 200, height: 200))
        _ = try host.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 160, y: 100), duration: 0.1, settle: 0.05)
        // Six steps of 10 points; the first reaches the minimum distance.
        #expect(log.changes.map(\.width) == [10, 20, 30, 40, 50, 60])
        let end = try #require(log.end)
        #expect(abs(end.velocity.width - 600) < 1e-9)
        // Predicted end: translation + velocity / (−1000 ln 0.998) ≈ 60 + 600 · 0.4995.
        #expect(abs(end.predictedEndTranslation.width - (60 + 600 * Deceleration.travelPerVelocity)) < 1e-9)
    }

    /// A drag scrolls a ScrollView with the finger; after release it decelerates by 0.998/ms.
    @Test func scrollViewDragAndDeceleration() throws {
        var phases: [ScrollPhase] = []
        let list = ScrollView {
            VStack(spacing: 0) { ForEach(0..<100) { _ in Color.gray.frame(height: 50) } }
        }
        .onScrollPhaseChange { _, new in phases.append(new) }
        let host = ViewHost(list, canvasSize: CGSize(width: 300, height: 600))
        let frames = try host.drag(from: CGPoint(x: 150, y: 500), to: CGPoint(x: 150, y: 400), duration: 0.1, settle: 0.5)
        let offsets = frames.compactMap { $0.offset?.y }
        // Following the finger: 100 points in 6 steps.
        #expect(abs(offsets[6] - 100) < 1e-9)
        // Released at 1000 pt/s: one frame later, offset grows by the decay integral.
        let expected = 100 + Deceleration.distance(velocity: 1000, after: 1.0 / 60)
        #expect(abs(offsets[7] - expected) < 1e-6)
        #expect(offsets.last! > 300 && offsets.last! < 100 + 1000 * Deceleration.travelPerVelocity)
        #expect(phases.prefix(2) == [.interacting, .decelerating])
    }

    /// Pulling past the top edge rubber-bands: the content moves less than the finger.
    @Test func overscrollRubberBands() throws {
        let host = ViewHost(ScrollView { Color.gray.frame(height: 2000) }, canvasSize: CGSize(width: 300, height: 844))
        let frames = try host.drag(from: CGPoint(x: 150, y: 100), to: CGPoint(x: 150, y: 200), duration: 0.1, settle: 2)
        let pulled = try #require(frames[6].offset?.y)
        #expect(abs(pulled - -51.64) < 0.01)
        #expect(frames.last?.offset?.y == 0)
    }
}

extension GestureTests {
    /// Clipping hides but does not narrow hit testing (Ole Begemann, "clipped() doesn't affect
    /// hit testing", iOS 16.1): a 300-point square clipped to a 100-point frame below a button
    /// still covers the button for touches; `contentShape` on the frame narrows it to the frame.
    @Test(arguments: [false, true]) func clippingDoesNotNarrowHitTesting(shaped: Bool) throws {
        struct Screen: View {
            let shaped: Bool
            @State var hit = ""
            var body: some View {
                VStack(spacing: 0) {
                    Color.blue.frame(width: 100, height: 40).onTapGesture { hit = "button" }
                    let square = Color.orange.frame(width: 300, height: 300).frame(width: 100, height: 100)
                    Group {
                        if shaped { square.contentShape(Rectangle()).clipped() } else { square.clipped() }
                    }
                    .onTapGesture { hit = "square" }
                }
                .overlay(Text(verbatim: hit).accessibilityIdentifier(hit))
            }
        }
        // The stack is centred: the button spans y 80…120, the clipped frame 120…220.
        let tree = try ViewHost(Screen(shaped: shaped), canvasSize: CGSize(width: 300, height: 300)).tap(at: CGPoint(x: 150, y: 100))
        #expect(tree.node(id: shaped ? "button" : "square") != nil)
    }
}
