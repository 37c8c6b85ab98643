import LayoutDSL
import Testing

/// `@GestureState` follows a drag through `.updating` and returns to its initial value when the
/// drag ends; a chained `onEnded` still runs.
struct GestureStateTests {
    final class Log { var ended: CGFloat? }

    struct Draggable: View {
        @GestureState private var offset: CGFloat = 0
        let log: Log
        var body: some View {
            Color.blue.frame(width: 50, height: 50)
                .accessibilityIdentifier("box")
                .offset(x: offset)
                .gesture(DragGesture(minimumDistance: 0)
                    .updating($offset) { value, state, _ in state = value.translation.width }
                    .onEnded { log.ended = $0.translation.width })
        }
    }

    @Test func followsTheDragAndResets() throws {
        let log = Log()
        let host = ViewHost(Draggable(log: log), canvasSize: CGSize(width: 300, height: 100))
        let frames = try host.drag(from: CGPoint(x: 150, y: 50), to: CGPoint(x: 210, y: 50), duration: 0.1, settle: 0.05)
        // Six steps of 10 points: the box follows the finger, frame by frame.
        let xs = frames.map { $0.tree.node(id: "box")!.frame.minX }
        #expect(Array(xs.prefix(7)) == [125, 135, 145, 155, 165, 175, 185])
        // Released: back to 0, and the chained onEnded heard the whole translation.
        #expect(xs.last == 125)
        #expect(log.ended == 60)
    }
}
