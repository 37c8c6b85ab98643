import LayoutDSL
import Testing

/// Lays out `view` on a canvas and returns the settled tree.
func resolve<V: View>(_ view: V, _ width: CGFloat = 400, _ height: CGFloat = 400) throws -> ResolvedTree {
    try ViewHost(view, canvasSize: CGSize(width: width, height: height)).update()
}

/// The global frame of the node with this identifier.
func frame(_ tree: ResolvedTree, _ id: String, sourceLocation: SourceLocation = #_sourceLocation) -> CGRect {
    guard let node = tree.node(id: id) else {
        Issue.record("no node \(id)", sourceLocation: sourceLocation)
        return .null
    }
    return node.frame
}

func rect(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) -> CGRect { CGRect(x: x, y: y, width: w, height: h) }

/// Runs a suite's or test's views in a design (`SystemDesign.current`, task-scoped): suites that
/// assert the iOS 18 design's metrics carry `.design(.compatibility)`, as the snapshot suites carry
/// `.snapshotDesign(.compatibility)`.
struct DesignTrait: SuiteTrait, TestTrait, TestScoping {
    let design: SystemDesign
    var isRecursive: Bool { true }

    func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void) async throws {
        try await SystemDesign.$current.withValue(design) { try await function() }
    }
}

extension Trait where Self == DesignTrait {
    static func design(_ design: SystemDesign) -> Self { DesignTrait(design: design) }
}
