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
