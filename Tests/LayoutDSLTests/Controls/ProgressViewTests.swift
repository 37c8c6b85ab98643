import Foundation
@testable import LayoutDSL
import Testing

/// ProgressView: linear with a value (4-pt track, labels 4 pt away), circular without; styles.
struct ProgressViewTests {
    @Test func linearSizes() throws {
        let bar = ProgressView(value: 0.5)
        #expect(try size(of: bar, proposing: 300, 100) == CGSize(width: 300, height: 4))
        #expect(try size(of: bar, proposing: 0, 0) == CGSize(width: 0, height: 4))
        let label = Color.gray.frame(width: 30, height: 10)
        let labelled = ProgressView(value: 0.5) { label } currentValueLabel: { label }
        #expect(try size(of: labelled, proposing: 300, 100) == CGSize(width: 300, height: 10 + 4 + 4 + 4 + 10))
    }

    @Test func fraction() throws {
        func fill(_ view: some View) throws -> CGFloat {
            try resolve(view.frame(width: 200), 200, 100).allNodes.filter { $0.type == "Capsule" }.map(\.frame.width).min() ?? -1
        }
        #expect(try fill(ProgressView(value: 30, total: 120)) == 50)
        #expect(try fill(ProgressView(value: 5.0, total: 0)) == 0)
        #expect(try fill(ProgressView(value: 2.0)) == 200)
        let progress = Progress(totalUnitCount: 4)
        progress.completedUnitCount = 1
        #expect(try fill(ProgressView(progress)) == 50)
    }

    /// A timer's bar empties as the host's clock runs through the interval (counting down), or
    /// fills (counting up), with the timer's time as its current value label.
    @Test func timerInterval() throws {
        let start = Date(timeIntervalSince1970: 1_767_225_600), end = start.addingTimeInterval(100)
        func run(_ view: some View) throws -> [(fill: CGFloat, label: String?)] {
            let host = ViewHost(view.frame(width: 200), canvasSize: CGSize(width: 200, height: 100))
            return try host.run(for: 50, framesPerSecond: 1.0 / 25).map { frame in
                (frame.tree.allNodes.filter { $0.type == "Capsule" }.map(\.frame.width).min() ?? -1,
                 frame.tree.allNodes.compactMap(\.text).first)
            }
        }
        let down = try run(ProgressView(timerInterval: start...end))
        #expect(down.map(\.fill) == [200, 150, 100])
        #expect(down.map(\.label) == ["1:40", "1:15", "0:50"])
        let up = try run(ProgressView(timerInterval: start...end, countsDown: false) { Text("Boiling") })
        #expect(up.map(\.fill) == [0, 50, 100])
    }

    /// Circular without a value (20-pt indicator) and when asked for; linear when asked for.
    @Test func styles() throws {
        for (width, height) in nilZeroInfinite {
            #expect(try measured(ProgressView(), proposing: width, height) == CGSize(width: 20, height: 20))
            #expect(try measured(ProgressView(value: 0.5).progressViewStyle(.circular), proposing: width, height) == CGSize(width: 20, height: 20))
        }
        #expect(try size(of: ProgressView().progressViewStyle(.linear), proposing: 300, 100) == CGSize(width: 300, height: 4))
    }

    struct Tagged: ProgressViewStyle {
        func makeBody(configuration: Configuration) -> some View {
            Color.gray.frame(width: 100 * (configuration.fractionCompleted ?? 0), height: 10)
        }
    }

    @Test func customStyle() throws {
        #expect(try size(of: ProgressView(value: 0.3).progressViewStyle(Tagged()), proposing: nil, nil) == CGSize(width: 30, height: 10))
    }
}
