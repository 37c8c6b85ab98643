@testable import LayoutDSL
import Testing

/// A picker of several sources (`Picker(_:sources:selection:content:)`) shows the value they
/// share, no value when they disagree, and sets them all; the titled forms with symbols take
/// a current value label.
struct PickerSourcesTests {
    struct Shape: Hashable { var size: Int }

    static func swatch(_ width: CGFloat) -> some View { Color.red.frame(width: width, height: 10) }

    func shownWidths(_ sizes: [Int]) throws -> [CGFloat] {
        let shapes = sizes.map { Shape(size: $0) }
        let picker = Picker("Size", sources: shapes.map { shape in Binding.constant(shape) }, selection: \.size) {
            Self.swatch(20).tag(1)
            Self.swatch(40).tag(2)
        }
        return try resolve(picker, 300, 100).allNodes.filter { $0.type == "Color" }.map(\.frame.width)
    }

    @Test func sharedValueIsShownAndMixedShowsNone() throws {
        #expect(try shownWidths([2, 2]) == [40])
        #expect(try shownWidths([1, 2]).isEmpty)
    }

    /// Three segments across 300 points: a tap on the last picks 3 for every source.
    struct Segments: View {
        @State var shapes = [Shape(size: 1), Shape(size: 2)]
        var body: some View {
            VStack(spacing: 0) {
                Picker("Size", sources: $shapes, selection: \.size) {
                    Text("S").tag(1)
                    Text("M").tag(2)
                    Text("L").tag(3)
                }
                .pickerStyle(.segmented)
                Color.clear.frame(width: 1, height: 1).accessibilityIdentifier(shapes.map { "\($0.size)" }.joined())
            }
            .frame(width: 300)
        }
    }

    @Test func pickingSetsEverySource() throws {
        let host = ViewHost(Segments(), canvasSize: CGSize(width: 300, height: 33))
        #expect(try host.update().node(id: "12") != nil)
        #expect(try host.tap(at: CGPoint(x: 250, y: 16)).node(id: "33") != nil)
    }

    @Test func symbolTitleTakesACurrentValueLabel() throws {
        let picker = Picker("Size", systemImage: "ruler", selection: .constant(1)) { Self.swatch(20).tag(1) } currentValueLabel: {
            Self.swatch(70)
        }
        #expect(try resolve(picker, 300, 100).allNodes.filter { $0.type == "Color" }.map(\.frame.width) == [70])
    }
}
