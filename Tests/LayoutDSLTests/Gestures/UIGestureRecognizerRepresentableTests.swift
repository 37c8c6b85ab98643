@testable import LayoutDSL
import Testing

/// A UIKit tap recognizer attached with `gesture(_:)` recognizes the host's taps: the action runs
/// with the recognizer ended and the converter at the touch.
struct UIGestureRecognizerRepresentableTests {
    final class Log {
        var made = 0
        var taps: [CGPoint] = []
        var globals: [CGPoint] = []
        var states: [UIGestureRecognizer.State] = []
    }

    struct Tap: UIGestureRecognizerRepresentable {
        let log: Log
        func makeCoordinator(converter: CoordinateSpaceConverter) -> Log { log }
        func makeUIGestureRecognizer(context: Context) -> UITapGestureRecognizer {
            context.coordinator.made += 1
            return UITapGestureRecognizer()
        }
        func handleUIGestureRecognizerAction(_ recognizer: UITapGestureRecognizer, context: Context) {
            context.coordinator.taps.append(context.converter.localLocation)
            context.coordinator.globals.append(context.converter.location(in: .global))
            context.coordinator.states.append(recognizer.state)
        }
    }

    @MainActor @Test func tapRecognizersRecognizeTheHostsTaps() throws {
        let log = Log()
        let view = Color.red.frame(width: 100, height: 100).gesture(Tap(log: log)).padding(20)
        let host = ViewHost(view, canvasSize: CGSize(width: 200, height: 200))
        _ = try host.update()
        _ = try host.tap(at: CGPoint(x: 80, y: 70))
        #expect(log.made == 1)
        #expect(log.states == [.ended])
        #expect(log.globals == [CGPoint(x: 80, y: 70)])
        #expect(log.taps == [CGPoint(x: 30, y: 20)])
        // A second tap reuses the recognizer made for the first.
        _ = try host.tap(at: CGPoint(x: 60, y: 60))
        #expect(log.taps == [CGPoint(x: 30, y: 20), CGPoint(x: 10, y: 10)] && log.made == 1)
        // Outside the view, nothing is recognized.
        _ = try host.tap(at: CGPoint(x: 5, y: 5))
        #expect(log.taps.count == 2)
    }
}
