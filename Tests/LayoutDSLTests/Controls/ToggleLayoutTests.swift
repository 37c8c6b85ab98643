import LayoutDSL
import Testing

/// The switch toggle: iOS 26's 63 × 28 switch after the label and a spacer (iOS 18's 51 × 31 in
/// the compatibility design: `SystemDesignTests.switchSize`).
struct ToggleLayoutTests {
    /// Ideal: label, spacing, the spacer's minimum, spacing, switch. Zero: the switch alone
    /// cannot shrink, so the row is at least 63 wide. A finite width: the row fills it.
    @Test func switchRowSizes() throws {
        let row = { HStack { Text("Wi-Fi"); Spacer(); Color.clear.frame(width: 63, height: 28) } }
        for (w, h) in [(nil, nil), (0, 0), (300, 100)] as [(CGFloat?, CGFloat?)] {
            #expect(try size(of: Toggle("Wi-Fi", isOn: .constant(true)), proposing: w, h) == size(of: row(), proposing: w, h))
        }
        #expect(try size(of: Toggle("Wi-Fi", isOn: .constant(true)), proposing: 300, 100) == CGSize(width: 300, height: 28))
        // "Wi-Fi" is 42.5 wide here, then the spacer's minimum 8 (no spacing beside a spacer, R2), then 63.
        #expect(try size(of: Toggle("Wi-Fi", isOn: .constant(true)), proposing: nil, nil) == CGSize(width: 113.5, height: 28))
    }

    /// The switch itself is 63 × 28 under the nil and zero proposals (not the infinite one: the
    /// row's Spacer would take it); the thumb is a 37 × 24 pt capsule, 2 pt from the end the toggle is at.
    @Test func switchMetrics() throws {
        for (w, h) in nilZeroInfinite.prefix(2) {
            #expect(try size(of: Toggle(isOn: .constant(false)) { EmptyView() }, proposing: w, h).height == 28)
        }
        for isOn in [false, true] {
            let tree = try controlHost(Toggle(isOn: .constant(isOn)) { Text("A") }.frame(width: 200), 200, 28).update()
            let capsules = tree.allNodes.filter { $0.type.contains("Capsule") }
            let thumb = try #require(capsules.first { $0.frame.width == 37 }).frame
            #expect(thumb.size == CGSize(width: 37, height: 24))
            #expect(thumb.minY == 2)
            #expect(abs(thumb.minX - (isOn ? 200 - 2 - 37 : 200 - 63 + 2)) < 1e-9)
        }
    }

    /// With labels hidden a switch toggle is the bare switch, 63 × 28, under every proposal.
    @Test func labelsHiddenIsTheSwitch() throws {
        for (w, h) in nilZeroInfinite {
            #expect(try size(of: Toggle("Wi-Fi", isOn: .constant(true)).labelsHidden(), proposing: w, h) == CGSize(width: 63, height: 28))
        }
    }

    /// `labelsVisibility(.hidden)` hides labels as `labelsHidden()` does; `.visible` brings them
    /// back inside a subtree that hid them; `.automatic` keeps what the ancestor said.
    @Test func labelsVisibility() throws {
        let toggle = Toggle("Wi-Fi", isOn: .constant(true))
        let bare = CGSize(width: 63, height: 28)
        #expect(try size(of: toggle.labelsVisibility(.hidden), proposing: nil, nil) == bare)
        #expect(try size(of: toggle.labelsVisibility(.automatic).labelsHidden(), proposing: nil, nil) == bare)
        let labelled = try size(of: toggle, proposing: nil, nil)
        #expect(try size(of: toggle.labelsVisibility(.visible).labelsHidden(), proposing: nil, nil) == labelled)
    }

    /// The button style is a bordered button's size, on or off.
    @Test func buttonStyleKeepsItsSize() throws {
        let bordered = try size(of: Button("Bold") {}.buttonStyle(.bordered), proposing: nil, nil)
        for isOn in [false, true] {
            #expect(try size(of: Toggle("Bold", isOn: .constant(isOn)).toggleStyle(.button), proposing: nil, nil) == bordered)
        }
    }
}
