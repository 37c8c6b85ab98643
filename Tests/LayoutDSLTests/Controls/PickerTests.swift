@testable import LayoutDSL
import Testing

/// Pickers: options from tags and ForEach ids, each style's size under the nil, zero, infinite
/// and concrete proposals, an unmatched selection, and taps that select.
struct PickerTests {
    /// Options drawn as fixed-size swatches, so sizes do not depend on text.
    static func swatch(_ width: CGFloat) -> some View { Color.gray.frame(width: width, height: 10) }

    static func picker(_ selection: Binding<Int>) -> some View {
        Picker("Size", selection: selection) {
            swatch(20).tag(1)
            swatch(40).tag(2)
            swatch(30).tag(3)
        }
    }

    @Test func optionsAndTags() {
        let content = Group {
            Text("A").tag("a")
            ForEach(["b", "c"], id: \.self) { Text($0) }
            ForEach(["d"], id: \.self) { Text($0).tag("explicit") }
            if true { Text("e").tag("e").foregroundColor(.red) }
            EmptyView()
            Section("More") { Text("f").tag("f") }
        }
        let tags = taggedChildren(of: content).map { $0.tag }
        #expect(tags == ["a", "b", "c", "explicit", "e", "f"].map { AnyHashable($0) })
        #expect(taggedChildren(of: Text("x")).map(\.tag) == [nil])
    }

    /// A tag of `Int` matches a selection of `Int?` holding it (iOS 17's `includeOptional`);
    /// a current value label replaces the selected option in the menu.
    @Test func optionalSelectionAndCurrentValueLabel() throws {
        let optional = Picker("Size", selection: .constant(Optional(2))) {
            Self.swatch(20).tag(1)
            Self.swatch(40).tag(2)
        }
        #expect(try resolve(optional, 300, 100).allNodes.filter { $0.type == "Color" }.map(\.frame.width) == [40])
        let labelled = Picker(selection: .constant(1)) { Self.swatch(20).tag(1) } label: { Text("Size") } currentValueLabel: {
            Self.swatch(70)
        }
        #expect(try resolve(labelled, 300, 100).allNodes.filter { $0.type == "Color" }.map(\.frame.width) == [70])
    }

    /// The segmented control: equal segments, each the widest option (40) plus 8 pt a side,
    /// 2 pt track inset, 32 pt tall at every proposal, in iOS 26's design 4 pt apart; it fills
    /// the width it is offered.
    @Test(arguments: [(SystemDesign.compatibility, CGFloat(0)), (.liquidGlass, 4)])
    func segmentedSizes(_ design: SystemDesign, gap: CGFloat) throws {
        let view = Self.picker(.constant(2)).pickerStyle(.segmented).environment(\.systemDesign, design)
        #expect(try size(of: view, proposing: nil, nil) == CGSize(width: 3 * 56 + 4 + 2 * gap, height: 32))
        #expect(try size(of: view, proposing: 0, 0) == CGSize(width: 3 * 56 + 4 + 2 * gap, height: 32))
        #expect(try measured(view, proposing: .infinity, .infinity) == CGSize(width: CGFloat.infinity, height: 32))
        #expect(try size(of: view, proposing: 300, 100) == CGSize(width: 300, height: 32))
        #expect(try size(of: view.controlSize(.large), proposing: 300, 100) == CGSize(width: 300, height: 40))
    }

    /// The menu button: the selected option, 4 pt, the chevrons; nothing else, at any proposal.
    @Test func menuSizes() throws {
        let chevron = try size(of: Image(systemName: "chevron.up.chevron.down").font(.footnote.weight(.semibold)).imageScale(.small),
                               proposing: nil, nil)
        let expected = CGSize(width: 40 + 4 + chevron.width, height: max(10, chevron.height))
        for (width, height) in nilZeroInfinite + [(300, 100)] {
            #expect(try measured(Self.picker(.constant(2)), proposing: width, height) == expected)
            #expect(try measured(Self.picker(.constant(2)).pickerStyle(.menu), proposing: width, height) == expected)
        }
    }

    /// The wheel: 216 tall always; 320 wide ideally, else the offer.
    @Test func wheelSizes() throws {
        let view = Self.picker(.constant(2)).pickerStyle(.wheel)
        #expect(try size(of: view, proposing: nil, nil) == CGSize(width: 320, height: 216))
        #expect(try size(of: view, proposing: 0, 0) == CGSize(width: 0, height: 216))
        #expect(try measured(view, proposing: .infinity, .infinity) == CGSize(width: CGFloat.infinity, height: 216))
        #expect(try size(of: view, proposing: 300, 100) == CGSize(width: 300, height: 216))
    }

    /// Inline: three 44-pt rows with two 1-pt dividers, the label hidden here.
    @Test func inlineSizes() throws {
        let view = Self.picker(.constant(2)).pickerStyle(.inline).labelsHidden()
        #expect(try size(of: view, proposing: 300, 400) == CGSize(width: 300, height: 3 * 44 + 2))
        #expect(try measured(view, proposing: .infinity, .infinity).height == 3 * 44 + 2)
    }

    /// A selection no tag matches shows no value, no plate and no checkmark, and does not trap.
    @Test func unmatchedSelection() throws {
        let menu = try resolve(Self.picker(.constant(9)), 300, 100)
        #expect(!menu.allNodes.contains { $0.type == "Color" })
        #expect(menu.allNodes.contains { $0.type == "chevron.up.chevron.down" })
        let segmented = try resolve(Self.picker(.constant(9)).pickerStyle(.segmented).frame(width: 300), 300, 100)
        #expect(segmented.allNodes.filter { $0.type == "RoundedRectangle" }.count == 1)
        let matched = try resolve(Self.picker(.constant(2)).pickerStyle(.segmented).frame(width: 300), 300, 100)
        #expect(matched.allNodes.filter { $0.type == "RoundedRectangle" }.count == 2)
        let inline = try resolve(Self.picker(.constant(9)).pickerStyle(.inline).frame(width: 300), 300, 300)
        #expect(!inline.allNodes.contains { $0.type == "checkmark" })
        #expect(inline.allNodes.filter { $0.type == "Color" }.count == 3)
        // The wheel puts the first option in the band, drawn faded as an unselected row.
        let wheel = try resolve(Self.picker(.constant(9)).pickerStyle(.wheel), 320, 216)
        let rows = wheel.allNodes.filter { $0.type == "Color" }
        #expect(rows.count == 3 && rows.allSatisfy { $0.opacity < 1 })
    }

    /// A picker with no options draws its empty chrome in every style: nothing traps.
    @Test func noOptions() throws {
        let empty = Picker("Empty", selection: .constant(1)) { EmptyView() }
        #expect(try size(of: empty.pickerStyle(.segmented), proposing: 200, 100) == CGSize(width: 200, height: 32))
        #expect(try size(of: empty.pickerStyle(.wheel), proposing: 200, 100) == CGSize(width: 200, height: 216))
        #expect(try size(of: empty.pickerStyle(.inline).labelsHidden(), proposing: 200, 100).height == 0)
        #expect(try resolve(empty.pickerStyle(.menu), 200, 100).allNodes.contains { $0.type == "chevron.up.chevron.down" })
    }

    struct Segments: View {
        @State var selection = 1
        var body: some View {
            VStack(spacing: 0) {
                PickerTests.picker($selection).pickerStyle(.segmented)
                Color.gray.frame(width: CGFloat(selection * 10), height: 10).accessibilityIdentifier("selection")
            }
            .frame(width: 300)
        }
    }

    /// Three equal segments of (300 − 4) / 3 pt above the marker: a tap in the third selects it,
    /// then one in the first.
    @Test func tapsSelectSegments() throws {
        let host = ViewHost(Segments(), canvasSize: CGSize(width: 300, height: 100))
        var tree = try host.update()
        #expect(frame(tree, "selection").width == 10)
        let y = frame(tree, "selection").minY - 16
        tree = try host.tap(at: CGPoint(x: 250, y: y))
        #expect(frame(tree, "selection").width == 30)
        tree = try host.tap(at: CGPoint(x: 40, y: y))
        #expect(frame(tree, "selection").width == 10)
    }

    struct Hours: View {
        @State var hour = 5
        var body: some View {
            VStack(spacing: 0) {
                Picker("Hour", selection: $hour) { ForEach(0..<24) { Text("\($0)") } }.pickerStyle(.wheel)
                Color.gray.frame(width: CGFloat(hour * 10), height: 10).accessibilityIdentifier("selection")
            }
            .frame(width: 300)
        }
    }

    /// A slow upward drag of three rows (96 pt) turns the wheel from 5 to 8; a tap on the row
    /// above the band selects 7; a long fling downwards stops at the first row.
    @Test func dragsTurnTheWheel() throws {
        let host = ViewHost(Hours(), canvasSize: CGSize(width: 300, height: 300))
        let tree = try host.update()
        let middle = frame(tree, "selection").minY - 108
        var frames = try host.drag(from: CGPoint(x: 150, y: middle + 60), to: CGPoint(x: 150, y: middle + 60 - 96), duration: 2,
                                   releaseVelocity: .zero)
        #expect(frame(try #require(frames.last?.tree), "selection").width == 80)
        let above = try host.tap(at: CGPoint(x: 150, y: middle - 32))
        #expect(frame(above, "selection").width == 70)
        frames = try host.drag(from: CGPoint(x: 150, y: middle - 60), to: CGPoint(x: 150, y: middle + 60), duration: 0.1)
        #expect(frame(try #require(frames.last?.tree), "selection").width == 0)
    }

    struct Rows: View {
        @State var selection: String? = nil
        var body: some View {
            VStack(spacing: 0) {
                Picker("Fruit", selection: $selection) {
                    ForEach(["apple", "pear"], id: \.self) { Text($0).tag(Optional($0)) }
                }
                .pickerStyle(.inline)
                .labelsHidden()
                Color.gray.frame(width: CGFloat(selection?.count ?? 0), height: 10).accessibilityIdentifier("selection")
            }
            .frame(width: 300)
        }
    }

    /// Inline rows select on tap; an optional selection starts unmatched (nil).
    @Test func tapsSelectInlineRows() throws {
        let host = ViewHost(Rows(), canvasSize: CGSize(width: 300, height: 200))
        var tree = try host.update()
        #expect(frame(tree, "selection").width == 0)
        #expect(!tree.allNodes.contains { $0.type == "checkmark" })
        let top = frame(tree, "selection").minY - 2 * 44 - 1
        tree = try host.tap(at: CGPoint(x: 150, y: top + 44 + 1 + 22))
        #expect(frame(tree, "selection").width == 4)
        #expect(tree.allNodes.filter { $0.type == "checkmark" }.count == 1)
    }
}
