@testable import LayoutDSL
import Testing

/// iOS 26's button sizing, custom bars, corner sets and concentric rectangle forms.
struct IOS26ShapesAndBarsTests {
    /// A flexible bordered or glass button fills its 300 pt proposal (its label 300 - 2 × 12);
    /// a fitted one keeps its label's width.
    @Test(arguments: [false, true])
    func aFlexibleButtonFillsItsProposal(glass: Bool) throws {
        func label(_ sizing: ButtonSizing) throws -> CGRect {
            let button = Button {} label: { Color.red.frame(idealWidth: 40, maxWidth: 40, minHeight: 20, maxHeight: 20).accessibilityIdentifier("l") }
            let styled = glass ? AnyView(button.buttonStyle(.glass)) : AnyView(button.buttonStyle(.bordered))
            return frame(try resolve(styled.buttonSizing(sizing).frame(width: 300), 300, 100), "l")
        }
        let flexible = try label(.flexible), fitted = try label(.fitted)
        #expect(flexible.width == 40 && fitted.width == 40)
        #expect(abs(flexible.midX - 150) < 0.001 && abs(fitted.midX - 150) < 0.001)
        let fill = try resolve(Button("Go") {}.buttonStyle(.borderedProminent).buttonSizing(.flexible).frame(width: 300), 300, 100)
        let shape = try #require(fill.allNodes.first { $0.type == "ButtonBorderShape" })
        #expect(shape.frame.width == 300)
        let fitting = try resolve(Button("Go") {}.buttonStyle(.borderedProminent).buttonSizing(.fitted).frame(width: 300), 300, 100)
        #expect(try #require(fitting.allNodes.first { $0.type == "ButtonBorderShape" }).frame.width < 100)
    }

    /// A top custom bar makes room as an inset does; in the Liquid Glass design it stands on the
    /// soft scroll edge effect reaching the top of the screen.
    @Test func aSafeAreaBarInsetsTheContentAndStandsOnTheEdgeEffect() throws {
        func tree(_ design: SystemDesign) throws -> ResolvedTree {
            let view = ScrollView { Color.red.frame(height: 40).accessibilityIdentifier("row") }
                .safeAreaBar(edge: .top) { Color.blue.frame(height: 50).accessibilityIdentifier("bar") }
                .environment(\.systemDesign, design)
            return try resolve(view, 393, 400)
        }
        let glass = try tree(.liquidGlass), classic = try tree(.compatibility)
        #expect(frame(glass, "bar").minY == 0 && frame(glass, "row").minY == 50)
        #expect(frame(classic, "row").minY == 50)
        #expect(glass.allNodes.contains { $0.type == "mask" } && !classic.allNodes.contains { $0.type == "mask" })
        let effect = try #require(glass.allNodes.first { $0.type == "mask" })
        #expect(effect.frame.minY == 0 && effect.frame.maxY == 50 + GlassScrollEdgeEffect.overhang)
    }

    @Test func cornerSetsHoldTheirCorners() {
        #expect(Edge.Corner.Set.top.contains(.topLeading) && !Edge.Corner.Set.top.contains(.bottomLeading))
        #expect(Edge.Corner.Set.all == [.leading, .trailing] && Edge.Corner.Set.none.isEmpty)
        #expect(Edge.Corner.Set.trailing.debugDescription == "[topTrailing, bottomTrailing]")
        let radii = RectangleCornerRadii(topLeading: 1, bottomLeading: 2, bottomTrailing: 3, topTrailing: 4)
        #expect(Edge.Corner.allCases.map { radii[$0] } == [1, 4, 2, 3])
        #expect(RoundedRectangularShapeCorners.fixed(8)[.bottomTrailing] == .fixed(8))
    }

    /// `.rect(uniformTopCorners:uniformBottomCorners:)` is the initializer of the same labels.
    @Test func rectFormsAreTheInitializers() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 60)
        let shape: ConcentricRectangle = .rect(uniformTopCorners: .fixed(20), uniformBottomCorners: 0)
        #expect(shape.path(in: rect) == ConcentricRectangle(uniformTopCorners: .fixed(20), uniformBottomCorners: 0).path(in: rect))
        #expect(shape.path(in: rect) != Rectangle().path(in: rect))
    }
}
