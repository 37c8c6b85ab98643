import LayoutDSL
import Testing

/// Numbers no layout should see (negative or non-finite frames, padding larger than the view,
/// negative spacing, a user layout answering NaN) are made valid where they enter: every node
/// gets a finite, non-negative size at a finite place. Debug builds check this as each node is
/// placed (`LayoutAssertions`) and trap otherwise, so these tests also run those checks.
struct InvalidInputTests {
    /// Answers a negative width and a NaN height, and proposes the same to its subviews.
    struct Broken: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            CGSize(width: -5, height: CGFloat.nan)
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            for subview in subviews {
                subview.place(at: CGPoint(x: CGFloat.nan, y: 0), proposal: ProposedViewSize(width: -3, height: CGFloat.nan))
            }
        }
    }

    func expectValid(_ tree: ResolvedTree, sourceLocation: SourceLocation = #_sourceLocation) {
        for node in tree.allNodes {
            let valid = node.size.width.isFinite && node.size.height.isFinite && node.size.width >= 0 && node.size.height >= 0
                && node.frame.minX.isFinite && node.frame.minY.isFinite
            #expect(valid, "\(node.type) \(node.frame)", sourceLocation: sourceLocation)
        }
    }

    @Test func negativeAndNonFiniteFrames() throws {
        let tree = try resolve(VStack {
            Color.red.frame(width: -10, height: -5).accessibilityIdentifier("negative")
            Color.red.frame(width: .infinity, height: CGFloat.nan).accessibilityIdentifier("nonFinite")
            Color.red.frame(minWidth: -10, maxWidth: -4, maxHeight: 20).accessibilityIdentifier("flexible")
            Color.red.frame(idealWidth: -20, idealHeight: 10).fixedSize()
        })
        expectValid(tree)
        #expect(frame(tree, "negative").size == CGSize(width: 0, height: 0))
        // A non-finite fixed dimension is left out: the frame takes the offered width.
        #expect(frame(tree, "nonFinite").width == 400)
        #expect(frame(tree, "flexible").width == 0)
    }

    @Test func negativePaddingAndSpacing() throws {
        let tree = try resolve(VStack(spacing: -300) {
            Color.red.frame(width: 10, height: 10).padding(-20).accessibilityIdentifier("padded")
            HStack(spacing: -100) { Color.red.frame(width: 10); Color.blue.frame(width: 10) }.accessibilityIdentifier("row")
        })
        expectValid(tree)
        #expect(frame(tree, "padded").size == .zero)
        #expect(frame(tree, "row").width == 0)
    }

    @Test func userLayoutAnsweringNonsense() throws {
        let tree = try resolve(Broken { Color.red.accessibilityIdentifier("child") }.accessibilityIdentifier("broken"))
        expectValid(tree)
        #expect(frame(tree, "broken").size == .zero)
        #expect(frame(tree, "child").size == CGSize(width: 0, height: 10))
    }

    @Test func nonFinitePositionAndGeometryDrivenFrames() throws {
        expectValid(try resolve(ZStack {
            Color.red.position(x: .nan, y: .infinity)
            GeometryReader { proxy in Color.red.frame(width: proxy.size.width - 1000) }
        }))
    }
}

/// Reliability issue, item 2: a NaN layout priority in a ZStack trapped (no subview matched the
/// highest priority); it lays out as priority 0.
struct NaNPriorityTests {
    @Test func zStackWithNaNPriority() throws {
        let tree = try resolve(ZStack { Color.red.frame(width: 30, height: 20).layoutPriority(.nan); Color.blue.frame(width: 10, height: 40) }, 100, 100)
        #expect(tree.root.frame.size == CGSize(width: 30, height: 40))
    }
}

/// Reliability issue, item 3: a tree past the documented depth is refused with an error, not
/// laid out until a stack overflows.
struct ViewTreeDepthTests {
    private func chain(_ depth: Int) -> AnyView {
        var view = AnyView(Color.red.frame(width: 1, height: 1))
        for _ in 0..<depth { view = AnyView(view.padding(1)) }
        return view
    }

    @Test func deepTreesAreRefused() throws {
        let error = #expect(throws: ViewTreeTooDeepError.self) { try resolve(chain(1_200), 100, 100) }
        #expect(error?.depth == ViewTreeTooDeepError.limit + 1)
        #expect(try resolve(chain(200), 500, 500).root.frame.width == 401)
        // 990 paddings overflowed an 8 MB stack while being built, before the depth was measured:
        // the build stops and the pass is refused.
        #expect(throws: ViewTreeTooDeepError.self) { try resolve(chain(990), 100, 100) }
    }
}

/// Reliability issue, item 5: nested frames around text asked each level's subview for guides
/// about three times (16 levels took 30 s, 18 over 40 s). Answers are remembered per proposal:
/// the innermost guide is computed a handful of times, not exponentially in the depth.
struct NestedFrameGuideTests {
    final class Calls { var count = 0 }

    @Test func guideQueriesAreLinearInDepth() throws {
        let calls = Calls()
        var view = AnyView(Text("Deep").font(.body).accessibilityIdentifier("text")
            .alignmentGuide(.leading) { calls.count += 1; return $0[.leading] })
        for level in 0..<14 { view = AnyView(view.frame(maxWidth: .infinity, alignment: level % 2 == 0 ? .leading : .center)) }
        let tree = try resolve(VStack(alignment: .leading) { view; Text("Sibling") }, 300, 200)
        #expect(frame(tree, "text").minX == 0)
        #expect(calls.count < 20)
    }

    /// The same through frames fixed on both axes, which keep no size cache (they answer their
    /// size at once) but still remember the guides they were asked for. A guide of its own
    /// counts how often a default value is computed: about three asks a level, without the
    /// answers remembered, thousands for ten levels (a failure, not a hang).
    @Test func guideQueriesThroughFixedFramesAreLinearInDepth() throws {
        enum Probe: AlignmentID {
            nonisolated(unsafe) static var computed = 0
            static func defaultValue(in d: ViewDimensions) -> CGFloat { computed += 1; return d[.leading] }
        }
        var view = AnyView(Text("Deep").font(.body).accessibilityIdentifier("text"))
        for level in 0..<10 {
            view = AnyView(view.frame(width: 200 - CGFloat(level), height: 40, alignment: Alignment(horizontal: HorizontalAlignment(Probe.self), vertical: .center)))
        }
        let tree = try resolve(VStack(alignment: .leading) { view; Text("Sibling") }, 300, 200)
        // The stack is as wide as the outermost frame (191) and centred on the canvas.
        #expect(frame(tree, "text").minX == 54.5)
        #expect(Probe.computed < 200, "\(Probe.computed)")
    }
}

/// Reliability issue, item 6: arcs with huge or non-finite angles are bounded work: at most a
/// full circle (four curves), nothing for non-finite angles.
struct ExtremeArcTests {
    @Test func hugeAndNonFiniteAngles() {
        var path = Path()
        path.addArc(center: .zero, radius: 10, startAngle: .zero, endAngle: .radians(1e12), clockwise: true)
        #expect(path.elements.count <= 5)
        var infinite = Path()
        infinite.addArc(center: .zero, radius: 10, startAngle: .zero, endAngle: .radians(.infinity), clockwise: false)
        #expect(infinite.elements.isEmpty)
        var quarter = Path()
        quarter.addArc(center: .zero, radius: 10, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
        #expect(quarter.elements.count == 2)
    }
}
