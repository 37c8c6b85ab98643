import LayoutDSL

/// Proposes one size to its only subview and takes the size the subview answers, so a test can
/// read a control's size under the nil, zero and infinite proposals.
struct Propose: Layout {
    let proposal: ProposedViewSize
    init(_ width: CGFloat?, _ height: CGFloat?) { proposal = ProposedViewSize(width: width, height: height) }
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(self.proposal) ?? .zero
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: bounds.origin, proposal: self.proposal)
    }
}

/// The proposals each control is measured under: nil (ideal), zero and infinite.
let nilZeroInfinite: [(CGFloat?, CGFloat?)] = [(nil, nil), (0, 0), (.infinity, .infinity)]

/// The size `view` answers to a proposal, laid out at the canvas origin.
func size<V: View>(of view: V, proposing width: CGFloat?, _ height: CGFloat?) throws -> CGSize {
    let tree = try controlHost(Propose(width, height) { view.accessibilityIdentifier("measured") }, 400, 400).update()
    return tree.node(id: "measured")?.frame.size ?? CGSize(width: -1, height: -1)
}

/// Text in these tests measures by a fixed pitch (half the font size per character, one line of
/// the font's line height) so labels have real, predictable sizes without the renderer's engine.
/// It records the colour each string was styled with.
final class FixedPitchText: TextMeasuring {
    private(set) var colors: [String: Color.Resolved] = [:]
    final class Shaped: ShapedText {
        let size: CGSize
        init(size: CGSize) { self.size = size }
        var firstBaseline: CGFloat { size.height * 0.8 }
        var lastBaseline: CGFloat { size.height * 0.8 }
        var lineCount: Int { 1 }
    }
    func layout(_ text: StyledText, width: CGFloat?, height: CGFloat?, options: TextLayoutOptions) -> ShapedText {
        for run in text.runs { colors[run.string] = run.color }
        let font = text.runs.first?.font ?? .body
        let ideal = text.runs.reduce(0) { $0 + CGFloat($1.string.count) * $1.font.size / 2 }
        return Shaped(size: CGSize(width: min(ideal, width ?? ideal), height: font.systemLineMetrics?.lineHeight ?? font.size * 1.2))
    }
}

/// A host whose text measures by `FixedPitchText`.
func controlHost<V: View>(_ view: V, _ width: CGFloat, _ height: CGFloat) -> ViewHost {
    var environment = EnvironmentValues()
    environment.textMeasurer = FixedPitchText()
    return ViewHost(view, canvasSize: CGSize(width: width, height: height), environment: environment)
}
