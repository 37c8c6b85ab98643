import LayoutDSL
import Testing

/// Alignment keys and `combineExplicit`, directions and edge sets, anchors of several values,
/// `Axis.description` and the UIKit insets conversion.
struct AlignmentAndDirectionTests {
    enum Custom: AlignmentID { static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 } }

    /// R19: a custom guide averages its subviews' values, a baseline takes the topmost, a
    /// frame alignment takes none; nils are left out.
    @Test func combineExplicit() {
        #expect(HorizontalAlignment(Custom.self).combineExplicit([10, nil, 30]) == 20)
        #expect(VerticalAlignment.firstTextBaseline.combineExplicit([12, 8, nil]) == 8)
        #expect(VerticalAlignment.lastTextBaseline.combineExplicit([12, 8]) == 12)
        #expect(HorizontalAlignment.leading.combineExplicit([10, 20]) == nil)
        #expect(HorizontalAlignment(Custom.self).combineExplicit([nil, nil]) == nil)
    }

    @Test func alignmentKeys() {
        #expect(HorizontalAlignment(Custom.self).key == HorizontalAlignment(Custom.self).key)
        #expect(HorizontalAlignment.leading.key != HorizontalAlignment.trailing.key)
        // Keys order as guides were first made (these two only here, in this order).
        enum MadeFirst: AlignmentID { static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 } }
        enum MadeSecond: AlignmentID { static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 } }
        let first = VerticalAlignment(MadeFirst.self).key, second = VerticalAlignment(MadeSecond.self).key
        #expect(first < second && !(second < first))
    }

    @Test func directionsAndEdgeSets() {
        #expect(HorizontalDirection.Set.all.rawValue == 3 && HorizontalDirection.Set(.trailing) == .trailing)
        #expect(VerticalDirection.Set(.down).rawValue == 2 && VerticalDirection(rawValue: 0) == .up)
        #expect(HorizontalEdge.Set.all == [.leading, .trailing] && HorizontalEdge.Set(.leading).rawValue == 1)
        #expect(HorizontalDirection.allCases == [.leading, .trailing])
        #expect(Axis.horizontal.description == "horizontal" && Axis.vertical.description == "vertical")
    }

    @Test func directionalInsetsConvert() {
        let insets = EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        let directional = NSDirectionalEdgeInsets(insets)
        #expect(directional == NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        #expect(EdgeInsets(directional) == insets)
    }

    struct RectsKey: PreferenceKey {
        static var defaultValue: Anchor<[CGRect]>? = nil
        static func reduce(value: inout Anchor<[CGRect]>?, nextValue: () -> Anchor<[CGRect]>?) { value = value ?? nextValue() }
    }

    struct OptionalKey: PreferenceKey {
        static var defaultValue: Anchor<CGRect?>? = nil
        static func reduce(value: inout Anchor<CGRect?>?, nextValue: () -> Anchor<CGRect?>?) { value = value ?? nextValue() }
    }

    /// An array source resolves every rectangle of the view into the reader's space, and an
    /// optional source its value or nil.
    @Test func anchorsOfSeveralValues() throws {
        var rects: [CGRect] = [], present: CGRect??
        let source = Anchor<[CGRect]>.Source([.bounds, .rect(CGRect(x: 5, y: 5, width: 10, height: 10))])
        _ = try resolve(VStack(spacing: 0) {
            Color.red.frame(width: 40, height: 40).anchorPreference(key: RectsKey.self, value: source) { $0 }
            Color.blue.frame(width: 20, height: 20).anchorPreference(key: OptionalKey.self, value: .init(.bounds)) { $0 }
        }
        .padding(10)
        .overlayPreferenceValue(RectsKey.self) { anchor in
            GeometryReader { proxy in Color.clear.onAppear { rects = anchor.map { proxy[$0] } ?? [] } }
        }
        .overlayPreferenceValue(OptionalKey.self) { anchor in
            GeometryReader { proxy in
                Color.clear.onAppear { present = anchor.map { proxy[$0] } }
            }
        }, 100, 100)
        // The padded stack (60 × 80) is the readers' space: the red view at (10, 10), the blue at (20, 50).
        #expect(rects == [rect(10, 10, 40, 40), rect(15, 15, 10, 10)])
        #expect(present == .some(rect(20, 50, 20, 20)))
    }

    /// A nil source makes an anchor of nil, in any space.
    @Test func nilAnchorSource() throws {
        var resolved: CGRect?? = .none
        _ = try resolve(Color.red.frame(width: 20, height: 20)
            .anchorPreference(key: OptionalKey.self, value: Anchor<CGRect?>.Source(nil as Anchor<CGRect>.Source?)) { $0 }
            .overlayPreferenceValue(OptionalKey.self) { anchor in
                GeometryReader { proxy in Color.clear.onAppear { resolved = anchor.map { proxy[$0] } } }
            }, 100, 100)
        #expect(resolved == .some(.none))
    }
}
