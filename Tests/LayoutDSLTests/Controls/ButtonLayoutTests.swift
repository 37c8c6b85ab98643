import LayoutDSL
import Testing

/// Buttons take their label's size, plus the bordered insets of their control size.
struct ButtonLayoutTests {
    /// Borderless, plain and automatic buttons are their label: no insets.
    @Test(arguments: [0, 1, 2])
    func borderlessButtonIsItsLabel(proposal: Int) throws {
        let (w, h) = nilZeroInfinite[proposal]
        let label = try size(of: Text("Continue"), proposing: w, h)
        #expect(try size(of: Button("Continue") {}, proposing: w, h) == label)
        #expect(try size(of: Button("Continue") {}.buttonStyle(.plain), proposing: w, h) == label)
        #expect(try size(of: Button("Continue") {}.buttonStyle(.borderless), proposing: w, h) == label)
    }

    /// Bordered and prominent buttons pad the label by their control size's insets (regular:
    /// 7 and 12; large: 14 and 20) and set its font only if none is set.
    @Test(arguments: [ControlSize.mini, .small, .regular, .large, .extraLarge])
    func borderedInsetsPerControlSize(controlSize: ControlSize) throws {
        let insets: (CGFloat, CGFloat) = [.mini: (4, 10), .small: (4, 10), .regular: (7, 12), .large: (14, 20), .extraLarge: (17, 24)][controlSize]!
        let font: Font = controlSize == .mini || controlSize == .small ? .subheadline : .body
        let label = try size(of: Text("Save").font(font), proposing: nil, nil)
        let expected = CGSize(width: label.width + 2 * insets.1, height: label.height + 2 * insets.0)
        #expect(try size(of: Button("Save") {}.buttonStyle(.bordered).controlSize(controlSize), proposing: nil, nil) == expected)
        #expect(try size(of: Button("Save") {}.buttonStyle(.borderedProminent).controlSize(controlSize), proposing: nil, nil) == expected)
        // An explicit font wins over the control size's.
        let title = try size(of: Text("Save").font(.title), proposing: nil, nil)
        #expect(try size(of: Button("Save") {}.font(.title).buttonStyle(.bordered).controlSize(controlSize), proposing: nil, nil)
                == CGSize(width: title.width + 2 * insets.1, height: title.height + 2 * insets.0))
    }

    /// Exact frames: "Save" is 34 × 20.287 in body text here (see `FixedPitchText`), so a regular
    /// bordered button is 58 × 34.287 under every proposal down to its own size (on a 3x device
    /// iOS draws it 34.33 pt tall: the text's 20.33 plus 7 above and below).
    @Test func borderedRegularExactFrame() throws {
        #expect(try size(of: Text("Save"), proposing: nil, nil) == CGSize(width: 34, height: 20.287109375))
        for (w, h) in [(nil, nil), (.infinity, .infinity), (58, 34.287109375)] as [(CGFloat?, CGFloat?)] {
            #expect(try size(of: Button("Save") {}.buttonStyle(.bordered), proposing: w, h) == CGSize(width: 58, height: 34.287109375))
        }
        #expect(try size(of: Button("Save") {}.buttonStyle(.bordered), proposing: 0, 0) == CGSize(width: 24, height: 34.287109375))
    }

    /// Under zero and infinite proposals a bordered button is its label's answer plus the insets:
    /// padding takes the insets off the proposal, never below zero.
    @Test func borderedUnderZeroAndInfiniteProposals() throws {
        for (w, h) in nilZeroInfinite {
            let label = try size(of: Text("Save"), proposing: w.map { max($0 - 24, 0) }, h.map { max($0 - 14, 0) })
            #expect(try size(of: Button("Save") {}.buttonStyle(.bordered), proposing: w, h)
                    == CGSize(width: label.width + 24, height: label.height + 14))
        }
    }

    /// A Label in a button: the icon, the standard spacing, the title.
    @Test func systemImageButtonIsALabel() throws {
        for (w, h) in nilZeroInfinite {
            #expect(try size(of: Button("Trash", systemImage: "trash") {}, proposing: w, h)
                    == size(of: Label("Trash", systemImage: "trash"), proposing: w, h))
        }
    }

    /// A custom ButtonStyle's body is what lays out.
    @Test func customStyleBodyLaysOut() throws {
        struct Square: ButtonStyle {
            func makeBody(configuration: Configuration) -> some View {
                configuration.label.frame(width: 44, height: 44)
            }
        }
        for (w, h) in nilZeroInfinite {
            #expect(try size(of: Button("A") {}.buttonStyle(Square()), proposing: w, h) == CGSize(width: 44, height: 44))
        }
    }
}
